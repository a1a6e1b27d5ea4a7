internal import CICU

/// The versions of the ICU library and of the CLDR data it was built with.
enum ICUVersion {
    /// ICU's version, such as `72.1`.
    static func icu() -> String {
        var info: [UInt8] = [0, 0, 0, 0]
        cicu_icu_version(&info)
        return format(info, minimumParts: 2)
    }

    /// CLDR's version, such as `42.0`.
    static func cldr() throws(CalendarGridError) -> String {
        var info: [UInt8] = [0, 0, 0, 0]
        var status = ICUStatus()
        cicu_cldr_version(&info, &status)
        try status.check("ulocdata_getCLDRVersion")
        return format(info, minimumParts: 2)
    }

    /// The Unicode version of ICU's character data, such as `15.0`.
    static func unicode() -> String {
        var info: [UInt8] = [0, 0, 0, 0]
        cicu_unicode_version(&info)
        return format(info, minimumParts: 2)
    }

    /// The version of ICU's time zone data, such as `2022e`.
    static func timeZoneData() throws(CalendarGridError) -> String {
        var status = ICUStatus()
        let version = cicu_time_zone_data_version(&status)
        try status.check("ucal_getTZDataVersion")
        guard let version else { throw .icuFailure(function: "ucal_getTZDataVersion", code: "NULL") }
        return String(cString: version)
    }

    private static func format(_ info: [UInt8], minimumParts: Int) -> String {
        var parts = info.map(Int.init)
        while parts.count > minimumParts, parts.last == 0 { parts.removeLast() }
        return parts.map(String.init).joined(separator: ".")
    }
}
