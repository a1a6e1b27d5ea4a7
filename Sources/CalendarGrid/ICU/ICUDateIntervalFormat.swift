internal import CICU

/// The owner of one ICU interval format (`cicu_interval_format *`, a `UDateIntervalFormat*`): CLDR's interval formats for one skeleton in
/// one locale and calendar (`yMMMM` in `zh@calendar=chinese`: 2024甲辰年七月至八月).
final class ICUDateIntervalFormat {
    private let handle: OpaquePointer

    private static let millisPerDay = 86_400_000.0

    init(skeleton: String, localeID: String) throws(CalendarGridError) {
        var status = ICUStatus()
        let zone = "UTC".icuUTF16
        let units = skeleton.icuUTF16
        let opened = units.withUnsafeBufferPointer { skeletonPointer in
            zone.withUnsafeBufferPointer { zonePointer in
                cicu_interval_format_open(
                    localeID, skeletonPointer.baseAddress, Int32(units.count),
                    zonePointer.baseAddress, Int32(zone.count), &status)
            }
        }
        try status.check("udtitvfmt_open")
        guard let opened else { throw .icuFailure(function: "udtitvfmt_open", code: "NULL") }
        handle = opened
    }

    deinit { cicu_interval_format_close(handle) }

    /// The interval from one civil day to another (midnight UTC of each).
    func format(fromJulianDay from: Int, toJulianDay to: Int) throws(CalendarGridError) -> String {
        let fromMillis = Double(from - ISODate.unixEpochJulianDay) * Self.millisPerDay
        let toMillis = Double(to - ISODate.unixEpochJulianDay) * Self.millisPerDay
        return try ICUBuffer.string("udtitvfmt_format") { buffer, capacity, status in
            cicu_interval_format_format(handle, fromMillis, toMillis, buffer, capacity, &status)
        }
    }

    /// CLDR's pattern for an interval it has no pattern of its own for
    /// (`intervalFormatFallback`: `{0} – {1}` in `en`, `{0} تا {1}` in `fa`), from the
    /// calendar's data, else the Gregorian calendar's, else `{0} – {1}`.
    static func fallbackPattern(localeID: String, calendar: String) -> String {
        var status = ICUStatus()
        guard let bundle = cicu_resource_open(nil, localeID, &status), !status.isFailure else { return "{0} – {1}" }
        defer { cicu_resource_close(bundle) }
        for type in [calendar, "gregorian"] {
            var keyStatus = ICUStatus()
            var resources: [OpaquePointer] = []
            defer { for resource in resources.reversed() { cicu_resource_close(resource) } }
            var current: OpaquePointer? = bundle
            for key in ["calendar", type, "intervalFormats", "fallback"] {
                guard let parent = current, let child = cicu_resource_child(parent, key, &keyStatus),
                    !keyStatus.isFailure
                else {
                    current = nil
                    break
                }
                resources.append(child)
                current = child
            }
            guard let fallback = current, fallback != bundle else { continue }
            var length: Int32 = 0
            guard let units = cicu_resource_string(fallback, &length, &keyStatus), !keyStatus.isFailure else {
                continue
            }
            let text = String(icuUTF16: UnsafeBufferPointer(start: units, count: Int(length)))
            if text.contains("{0}"), text.contains("{1}") { return text }
        }
        return "{0} – {1}"
    }
}
