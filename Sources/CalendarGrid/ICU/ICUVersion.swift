internal import CICU

/// The versions of the ICU library and of the CLDR data it was built with.
enum ICUVersion {
    /// ICU's version, such as `72.1`.
    static func icu() -> String {
        var info: UVersionInfo = (0, 0, 0, 0)
        cicu_u_getVersion(&info)
        return format(info, minimumParts: 2)
    }

    /// CLDR's version, such as `42.0`.
    static func cldr() throws(CalendarGridError) -> String {
        var info: UVersionInfo = (0, 0, 0, 0)
        var status = U_ZERO_ERROR
        cicu_ulocdata_getCLDRVersion(&info, &status)
        try status.check("ulocdata_getCLDRVersion")
        return format(info, minimumParts: 2)
    }

    /// The Unicode version of ICU's character data, such as `15.0`.
    static func unicode() -> String {
        var info: UVersionInfo = (0, 0, 0, 0)
        cicu_u_getUnicodeVersion(&info)
        return format(info, minimumParts: 2)
    }

    /// The version of ICU's time zone data, such as `2022e`.
    static func timeZoneData() throws(CalendarGridError) -> String {
        var status = U_ZERO_ERROR
        let version = cicu_ucal_getTZDataVersion(&status)
        try status.check("ucal_getTZDataVersion")
        guard let version else { throw .icuFailure(function: "ucal_getTZDataVersion", code: "NULL") }
        return String(cString: version)
    }

    private static func format(_ info: UVersionInfo, minimumParts: Int) -> String {
        var parts = [info.0, info.1, info.2, info.3].map(Int.init)
        while parts.count > minimumParts, parts.last == 0 { parts.removeLast() }
        return parts.map(String.init).joined(separator: ".")
    }
}
