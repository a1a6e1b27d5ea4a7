internal import CICU

/// ICU's plural rules (CLDR): which plural category a number falls in for a locale.
enum ICUPluralRules {
    /// `one`, `two`, `few`, `many`, `zero` or `other` for a whole number; `other` should
    /// ICU not answer.
    static func category(of number: Int, localeID: String) -> String {
        (try? ICUBuffer.cString("uplrules_select", capacity: 16) { buffer, capacity, status in
            cicu_plural_category(localeID, Double(number), buffer, capacity, &status)
        }.value) ?? "other"
    }
}
