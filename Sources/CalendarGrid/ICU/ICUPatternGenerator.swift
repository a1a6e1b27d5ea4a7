internal import CICU

/// ICU's date-time pattern generator: the locale's best pattern for a skeleton.
enum ICUPatternGenerator {
    /// The best pattern for `skeleton` (such as `yMMMM`) in the locale, whose
    /// `calendar` keyword selects the calendar's own patterns (era names for
    /// `japanese`, cyclic years for `chinese`).
    static func bestPattern(skeleton: String, localeID: String) throws(CalendarGridError) -> String {
        if let pattern = availableFormat(skeleton: skeleton, localeID: localeID) { return pattern }
        return try generatedPattern(skeleton: skeleton, localeID: localeID)
    }

    /// The pattern CLDR lists for exactly this skeleton in the locale's calendar
    /// (`calendar/<type>/availableFormats/<skeleton>`, with locale inheritance), which is
    /// what the generator returns for it; `nil` where the calendar lists none (then the
    /// generator builds one). Reading it costs a few resource lookups instead of a
    /// generator (0.6 ms).
    static func availableFormat(skeleton: String, localeID: String) -> String? {
        let calendar = (try? ICULocale.keywordValue(localeID, key: "calendar")) ?? nil
        var status = U_ZERO_ERROR
        guard let bundle = cicu_ures_open(nil, localeID, &status), !status.isFailure else { return nil }
        var current = bundle
        defer { cicu_ures_close(current) }
        for key in ["calendar", calendar ?? "gregorian", "availableFormats", skeleton] {
            guard let next = cicu_ures_getByKeyWithFallback(current, key, nil, &status), !status.isFailure else {
                return nil
            }
            cicu_ures_close(current)
            current = next
        }
        var length: Int32 = 0
        guard let units = cicu_ures_getString(current, &length, &status), !status.isFailure else { return nil }
        return String(decoding: UnsafeBufferPointer(start: units, count: Int(length)), as: UTF16.self)
    }

    /// The generator's best pattern for the skeleton.
    static func generatedPattern(skeleton: String, localeID: String) throws(CalendarGridError) -> String {
        var status = U_ZERO_ERROR
        let generator = cicu_udatpg_open(localeID, &status)
        try status.check("udatpg_open")
        guard let generator else { throw .icuFailure(function: "udatpg_open", code: "NULL") }
        defer { cicu_udatpg_close(generator) }
        let units = skeleton.icuUTF16
        return try units.withUnsafeBufferPointer { skeletonPointer throws(CalendarGridError) in
            try ICUBuffer.string("udatpg_getBestPattern") { buffer, capacity, status in
                cicu_udatpg_getBestPattern(
                    generator, skeletonPointer.baseAddress, Int32(units.count),
                    buffer, capacity, &status)
            }
        }
    }

    /// The locale's wide display name of the week-of-year field ("week", "שבוע", "周").
    static func weekFieldName(localeID: String) throws(CalendarGridError) -> String {
        var status = U_ZERO_ERROR
        let generator = cicu_udatpg_open(localeID, &status)
        try status.check("udatpg_open")
        guard let generator else { throw .icuFailure(function: "udatpg_open", code: "NULL") }
        defer { cicu_udatpg_close(generator) }
        return try ICUBuffer.string("udatpg_getFieldDisplayName") { buffer, capacity, status in
            cicu_udatpg_getFieldDisplayName(
                generator, UDATPG_WEEK_OF_YEAR_FIELD, UDATPG_WIDE, buffer, capacity, &status)
        }
    }
}
