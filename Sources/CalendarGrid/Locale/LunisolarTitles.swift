/// The titles of the months of ICU's Chinese and Dangi calendars (`chinese`, `dangi`, and
/// `vietnamese` outside Vietnamese), written from ICU's texts of their parts: the title
/// pattern with its month field left open (`rU年` and a gap, `MMMM r(U)` as `… 2025(yi-si)`),
/// formatted once per ICU year, and the month field alone (`MMMM`: `闰六月`), once per
/// month code (ICU's symbol of the number, where it is not a leap month).
///
/// ICU computes a Chinese date's fields from astronomical new moons, about 300,000
/// instructions a date, where a Gregorian date costs a few hundred; titled whole, each
/// month costs one computation. By parts, a year's twelve or thirteen months cost one, and
/// a leap month's text one in the life of a profile's formatters. The texts are ICU's:
/// SimpleDateFormat formats each field of a pattern on its own, the year fields from the
/// year (`G`, `y`, `U`, `r`, `u`) and the month field from the month, so a title put
/// together from the two is the title ICU writes (LunisolarTitlesTests holds every locale's
/// to ICU's whole titles).
///
/// Not thread-safe: owned by one thread's formatters (``MonthTexts/Formatters``).
final class LunisolarTitles {
    /// ICU's era and year: the cycle and the year in it, which fix every year field.
    private struct YearKey: Hashable {
        let era: Int
        let eraYear: Int
    }

    private static let yearLetters: Set<Character> = ["G", "y", "U", "r", "u"]
    private static let monthLetters: Set<Character> = ["M", "L"]
    /// Where the month field was: a character no CLDR pattern or name holds.
    private static let gap: Character = "\u{FFFC}"

    private let withoutMonth: PatternFormat
    private let monthField: PatternFormat
    /// The month field's letter and count.
    private let monthLetter: Character
    private let monthCount: Int
    private var years: [YearKey: String] = [:]
    private var months: [MonthCode: String] = [:]

    /// The parts of `title`, ICU's format of the profile's title pattern; `nil` where the
    /// pattern has a field other than year fields and one month field.
    init?(title: PatternFormat) throws(CalendarGridError) {
        var month: (letter: Character, count: Int)? = nil
        for case let .field(letter, count) in title.pattern.parts {
            if Self.monthLetters.contains(letter), month == nil {
                month = (letter, count)
            } else if !Self.yearLetters.contains(letter) {
                return nil
            }
        }
        guard let month else { return nil }
        withoutMonth = try title.sibling(
            pattern: title.pattern.replacing(Self.monthLetters, with: String(Self.gap)).text)
        monthField = try title.sibling(pattern: String(repeating: month.letter, count: month.count))
        monthLetter = month.letter
        monthCount = month.count
    }

    /// The month field's text for a month that is not a leap month, where the field is a
    /// name (`MMM` … `LLLLL`): ICU's symbol of the month's number, what SimpleDateFormat
    /// writes for ICU's month field (the number less one) without a leap pattern. `nil`
    /// for a leap month, a numeric field, or a name that could be a stand-in.
    private func symbol(of code: MonthCode) throws(CalendarGridError) -> String? {
        guard !code.isLeap, (3...5).contains(monthCount) else { return nil }
        let symbol = try monthField.monthSymbol(code.number - 1, field: monthLetter, count: monthCount)
        return Placeholder.mayOccur(in: symbol) ? nil : symbol
    }

    /// The title of `month` in `calendar`, from the parts kept. A part not yet kept is
    /// formatted from `positioned()`, ICU's calendar set to the month's title day;
    /// `nil` where ICU's day is not in the month's year and code, or a part could hold one of
    /// ICU's stand-ins (``Placeholder``): the caller formats the title whole.
    func title(
        of month: MonthLayout, in calendar: CalendarID, positioned: () throws(CalendarGridError) -> ICUCalendar
    ) throws(CalendarGridError) -> String? {
        let year = YearKey(era: month.era, eraYear: month.eraYear)
        var yearText = years[year]
        var monthText = months[month.code]
        if monthText == nil, let symbol = try symbol(of: month.code) {
            months[month.code] = symbol
            monthText = symbol
        }
        if yearText == nil || monthText == nil {
            let icu = try positioned()
            guard try icu.get(.era) == month.era, try icu.get(.year) == month.eraYear,
                try icu.monthCode(in: calendar) == month.code
            else { return nil }
            if yearText == nil {
                let text = try withoutMonth.format(julianDay: month.titleJulianDay, positioned: icu)
                guard !Placeholder.mayOccur(in: text) else { return nil }
                years[year] = text
                yearText = text
            }
            if monthText == nil {
                let text = try monthField.format(julianDay: month.titleJulianDay, positioned: icu)
                guard !Placeholder.mayOccur(in: text) else { return nil }
                months[month.code] = text
                monthText = text
            }
        }
        guard let yearText, let monthText else { return nil }
        return yearText.split(separator: Self.gap, omittingEmptySubsequences: false).joined(separator: monthText)
    }
}
