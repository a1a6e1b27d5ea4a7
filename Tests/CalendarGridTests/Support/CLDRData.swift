import CalendarGrid

/// The CLDR release of the running ICU's data, for tests that state CLDR data (a
/// default calendar, a name): each such test says which CLDR it states and why it
/// changed, and expects the right value for the CLDR it runs on.
enum CLDRData {
    /// 42 for ICU 72, 46 for ICU 76, 48 for ICU 78.
    static let major: Int = Int(CalendarGridVersion.cldr.prefix { $0 != "." }) ?? 0
}
