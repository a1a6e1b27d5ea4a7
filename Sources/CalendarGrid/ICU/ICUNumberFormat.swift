internal import CICU

/// The owner of one ICU number format (`cicu_number_format *`, a `UNumberFormat*`): whole numbers in a locale's numbering system,
/// algorithmic ones included (`hanidays` gives 初一, `hebr` gives Hebrew numerals).
final class ICUNumberFormat {
    private let handle: OpaquePointer
    /// The handle, for ICU calls that take a number format (the formatter keeps a copy).
    var rawHandle: OpaquePointer { handle }

    /// The locale's decimal format without grouping (day numbers and years: 2024, not
    /// 2,024). An algorithmic system's rules are built once, and only the rule sets the
    /// system reaches: `hebr` parses 5 of root's 27 sets (Armenian … Tamil), in under a
    /// third of the instructions (docs/performance.md), and writes what ICU's whole rules write
    /// (``init(wholeRulesOf:)``, ICUNumberFormatTests).
    init(localeID: String) throws(CalendarGridError) {
        var status = ICUStatus()
        let opened = cicu_number_format_open(localeID, &status)
        try status.check("unum_open")
        guard let opened else { throw .icuFailure(function: "unum_open", code: "NULL") }
        handle = opened
    }

    /// The locale's format as ICU's `unum_open` builds it, from all the rules of an
    /// algorithmic system's group: the reference the reduced rules are held to.
    init(wholeRulesOf localeID: String) throws(CalendarGridError) {
        var status = ICUStatus()
        let opened = cicu_number_format_open_whole_rules(localeID, &status)
        try status.check("unum_open")
        guard let opened else { throw .icuFailure(function: "unum_open", code: "NULL") }
        handle = opened
    }

    /// How many public rule sets an algorithmic system's format holds; `nil` for a
    /// decimal one.
    var publicRuleSetCount: Int? {
        let count = cicu_number_format_public_rule_sets(handle)
        return count < 0 ? nil : Int(count)
    }

    /// The owner of a number format ICU made (a copy of a date format's field format).
    init(adopting handle: OpaquePointer) {
        self.handle = handle
    }

    deinit { cicu_number_format_close(handle) }

    /// Pads numbers with zeros to at least `digits` digits, as a date pattern's `dd` does
    /// (ignored by numbering systems that are not decimal digits: Hebrew numerals, 初一).
    func padding(toDigits digits: Int) -> ICUNumberFormat {
        cicu_number_format_set_minimum_digits(handle, Int32(digits))
        return self
    }

    func format(_ number: Int) throws(CalendarGridError) -> String {
        try ICUBuffer.string("unum_formatInt64", capacity: 16) { buffer, capacity, status in
            cicu_number_format_format(handle, Int64(number), buffer, capacity, &status)
        }
    }
}
