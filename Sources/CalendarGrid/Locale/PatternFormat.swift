/// A date pattern formatted by ICU without ICU's stand-ins for names CLDR lacks
/// (``Placeholder``): where the era of a day has no name in the locale and calendar, the
/// era field is left out of the pattern (`Gy年M月` → `y年M月`: `ja` ethiopic Pagume 2016 is
/// `2016年13月`, not `ERA12016年13月`); where a month has no name, the month is written as a
/// number in the locale's digits (`MMMM y` → `M y`, leap months in the calendar's numeric
/// leap pattern).
///
/// ICU is asked for the pattern's era and month fields alone on the day; the answer holds
/// for every day of a month of the same era and code, so callers that know the month pass
/// it as a key and the question is asked once per month. Not thread-safe: owned by a
/// profile's formatting state, behind its lock.
final class PatternFormat {
    /// What a month needs from the pattern, by its era (ICU's number) and code.
    struct Key: Hashable {
        let era: Int
        let code: MonthCode
    }

    private struct Edits: OptionSet, Hashable {
        let rawValue: Int
        static let withoutEra = Edits(rawValue: 1)
        static let numericMonth = Edits(rawValue: 2)
    }

    let pattern: DatePattern
    private let base: ICUDateFormat
    private let localeID: String
    private let calendar: ICUCalendar?
    private let numbers: ICUNumberFormat?
    private var variants: [Edits: ICUDateFormat] = [:]
    private var decisions: [Key: Edits] = [:]

    private static let eraLetters: Set<Character> = ["G"]
    private static let monthLetters: Set<Character> = ["M", "L"]

    /// A pattern in the locale, whose calendar is a copy of `calendar`; every field in
    /// `numbers` where given.
    convenience init(
        pattern: String, localeID: String, calendar: ICUCalendar?, numbers: ICUNumberFormat? = nil
    ) throws(CalendarGridError) {
        let base = try ICUDateFormat(pattern: pattern, localeID: localeID, calendar: calendar)
        if let numbers { base.setNumberFormat(numbers) }
        try self.init(base: base, localeID: localeID, calendar: calendar, numbers: numbers)
    }

    /// A format ICU opened (a CLDR date style, whose fields may have numbering systems of
    /// their own: `d` in Hebrew numerals for `he` hebrew), edited only where a day needs it.
    init(
        base: ICUDateFormat, localeID: String, calendar: ICUCalendar?, numbers: ICUNumberFormat?
    ) throws(CalendarGridError) {
        self.base = base
        self.pattern = DatePattern(try base.pattern())
        self.localeID = localeID
        self.calendar = calendar
        self.numbers = numbers
    }

    /// Another pattern in the same locale, calendar and numbers, from a copy of this
    /// format's ICU format (``ICUDateFormat/init(copying:pattern:)``): the same texts as
    /// ``init(pattern:localeID:calendar:numbers:)`` would give, without a second load of
    /// the locale's calendar data. For a format made from a pattern, not from a CLDR date
    /// style (whose fields may carry numbering systems of their own).
    func sibling(pattern: String) throws(CalendarGridError) -> PatternFormat {
        try PatternFormat(
            base: try ICUDateFormat(copying: base, pattern: pattern), localeID: localeID, calendar: calendar,
            numbers: numbers)
    }

    /// The stand-alone wide name of ICU's month `month` (0-based) in the format's symbols
    /// (``ICUDateFormat/standAloneMonthName(_:)``), as ICU has it: a stand-in where CLDR
    /// has no name.
    func standAloneMonthSymbol(_ month: Int) throws(CalendarGridError) -> String {
        try base.standAloneMonthName(month)
    }

    /// The name of a year of the sexagenary cycle (1 … 60), as `U` writes it; `nil` where
    /// the format's symbols have none.
    func cyclicYearSymbol(_ year: Int) -> String? { base.cyclicYearName(year) }

    /// The name of ICU's month `month` (0-based) in the format's symbols as a month field
    /// of the letter `field` and `count` letters (3 to 5) writes it, as ICU has it.
    func monthSymbol(_ month: Int, field: Character, count: Int) throws(CalendarGridError) -> String {
        try base.monthName(month, field: field, count: count)
    }

    /// The pattern's era field alone and its month-name field alone (`MMMM`, `LLL`; a
    /// numeric month, `M` or `MM`, is digits and cannot be a stand-in), where the pattern
    /// has them; opened when a month's text first could hold a stand-in.
    private var fieldsOpened = false
    private var eraField: ICUDateFormat?
    private var monthField: ICUDateFormat?

    private func fieldFormat(_ letters: Set<Character>, names: Bool) throws(CalendarGridError) -> ICUDateFormat? {
        let field = pattern.parts.lazy.compactMap { part -> String? in
            guard case let .field(letter, count) = part, letters.contains(letter), !names || count >= 3 else {
                return nil
            }
            return String(repeating: letter, count: count)
        }.first
        guard let field else { return nil }
        return try ICUDateFormat(pattern: field, localeID: localeID, calendar: calendar)
    }

    /// The pattern applied to midnight UTC of a Julian day; `key` names the day's month.
    /// With `positioned`, a calendar of the format's type already set to that day, every
    /// format reads its fields (computed once) instead of computing them in its own copy.
    func format(julianDay: Int, key: Key? = nil, positioned: ICUCalendar? = nil) throws(CalendarGridError) -> String {
        func apply(_ format: ICUDateFormat) throws(CalendarGridError) -> String {
            if let positioned { return try format.format(calendar: positioned) }
            return try format.format(julianDay: julianDay)
        }
        if let key, let known = decisions[key] {
            return try known.isEmpty ? apply(base) : apply(variant(known))
        }
        // The whole text first: where it holds nothing like a stand-in, neither field does
        // (``Placeholder/mayOccur(in:)``), and no format of a field alone is opened.
        let whole = try apply(base)
        var found: Edits = []
        if Placeholder.mayOccur(in: whole) {
            if !fieldsOpened {
                eraField = try fieldFormat(Self.eraLetters, names: false)
                monthField = try fieldFormat(Self.monthLetters, names: true)
                fieldsOpened = true
            }
            if let eraField, Placeholder.occurs(in: try apply(eraField)) {
                found.insert(.withoutEra)
            }
            if let monthField, Placeholder.occurs(in: try apply(monthField)) {
                found.insert(.numericMonth)
            }
        }
        if let key { decisions[key] = found }
        return try found.isEmpty ? whole : apply(variant(found))
    }

    private func variant(_ edits: Edits) throws(CalendarGridError) -> ICUDateFormat {
        if let made = variants[edits] { return made }
        var edited = pattern
        if edits.contains(.withoutEra) { edited = edited.removing(Self.eraLetters) }
        if edits.contains(.numericMonth) { edited = edited.numbering(Self.monthLetters) }
        let format = try ICUDateFormat(pattern: edited.text, localeID: localeID, calendar: calendar)
        if let numbers { format.setNumberFormat(numbers) }
        variants[edits] = format
        return format
    }
}

extension MonthLayout {
    /// What decides whether CLDR names the month's era and month in a locale: ICU's era of
    /// its first day and its code (``PatternFormat``).
    var formatKey: PatternFormat.Key { PatternFormat.Key(era: era, code: code) }
}
