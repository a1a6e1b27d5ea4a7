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

    private static func format(_ info: UVersionInfo, minimumParts: Int) -> String {
        var parts = [info.0, info.1, info.2, info.3].map(Int.init)
        while parts.count > minimumParts, parts.last == 0 { parts.removeLast() }
        return parts.map(String.init).joined(separator: ".")
    }
}
