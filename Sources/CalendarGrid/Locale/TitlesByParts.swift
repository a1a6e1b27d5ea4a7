/// The titles of months whose dates ICU computes at length, written from ICU's texts of
/// their parts: the title with its month field left open (`2025乙巳年` and a gap, `… 2025(yi-si)`,
/// `… ١٤٤٦ هـ`), once per ICU year, and the month field (`六月`, `闰六月`, `رمضان`), once per
/// month code. A part comes from ICU's whole title of one month, split by the part already
/// known (the month's text is ICU's symbol of its number, where it is not a leap month), or,
/// where nothing splits it, from ICU's format of the part alone. For ICU's Chinese and Dangi
/// calendars (`chinese`, `dangi`, and `vietnamese` outside Vietnamese) and its Hijri
/// calendars.
///
/// ICU computes a Chinese date's fields from astronomical new moons, about 300,000
/// instructions a date, and an Umm al-Qura date by summing month lengths, about 700,000,
/// where a Gregorian date costs a few hundred; titled whole, each month costs one
/// computation. By parts, a leap month's text costs one in the life of a profile's
/// formatters, and a year's one; a Chinese or Dangi year after the first is written by the
/// toolkit from ICU's era and year (the cyclic year's name from ICU's symbols, numbers in
/// ICU's number format) where it wrote the first year's as ICU did. The texts are ICU's:
/// SimpleDateFormat formats each field of a pattern on its own, the year fields from the
/// year (`G`, `y`, `U`, `r`, `u`) and the month field from the month, so a title put
/// together from the two is the title ICU writes (TitlesByPartsTests holds every locale's
/// to ICU's whole titles).
///
/// Not thread-safe: owned by one thread's formatters (``MonthTexts/Formatters``).
final class TitlesByParts {
    /// ICU's era and year: the cycle and the year in it, which fix every year field.
    private struct YearKey: Hashable {
        let era: Int
        let eraYear: Int
    }

    private static let yearLetters: Set<Character> = ["G", "y", "U", "r", "u"]
    private static let monthLetters: Set<Character> = ["M", "L"]
    /// Where the month field was: a character no CLDR pattern or name holds.
    private static let gap: Character = "\u{FFFC}"

    /// ICU's format of the whole title.
    private let title: PatternFormat
    /// The title pattern with its month field as the gap.
    private let withoutMonthPattern: DatePattern
    /// The formats of the two parts alone, made only where a month's whole title cannot be
    /// split by a part already known (a leap month first in a year not yet titled).
    private var withoutMonth: PatternFormat? = nil
    private var monthField: PatternFormat? = nil
    /// The month field's letter and count.
    private let monthLetter: Character
    private let monthCount: Int
    private var years: [YearKey: String] = [:]
    private var months: [MonthCode: String] = [:]
    /// The title's locale, for the numbers of year fields the toolkit writes.
    private let localeID: String
    private var numbers: [Int: ICUNumberFormat] = [:]

    /// How year parts are written: by ICU until it has written one; from then on by the
    /// toolkit (``composedYear(era:eraYear:relatedYear:)``) where the toolkit wrote that one as ICU
    /// did (`offset`: ICU's related Gregorian year less its extended year), else by ICU.
    private enum YearWriting {
        case untried
        case composed(offset: Int)
        case byICU
    }
    private var yearWriting = YearWriting.untried

    /// Whether the toolkit writes year parts (after ICU wrote one year's as it does).
    var composesYears: Bool {
        if case .composed = yearWriting { return true }
        return false
    }

    /// The parts of `title`, ICU's format of the profile's title pattern; `nil` where the
    /// pattern has a field other than year fields and one month field.
    ///
    /// The toolkit writes year parts only for ICU's Chinese and Dangi years
    /// (`writesYears`), whose related Gregorian year is the extended year less a constant.
    init?(title: PatternFormat, localeID: String, writesYears: Bool) throws(CalendarGridError) {
        var month: (letter: Character, count: Int)? = nil
        for case let .field(letter, count) in title.pattern.parts {
            if Self.monthLetters.contains(letter), month == nil {
                month = (letter, count)
            } else if !Self.yearLetters.contains(letter) {
                return nil
            }
        }
        guard let month else { return nil }
        self.title = title
        withoutMonthPattern = title.pattern.replacing(Self.monthLetters, with: String(Self.gap))
        monthLetter = month.letter
        monthCount = month.count
        self.localeID = localeID
        if !writesYears { yearWriting = .byICU }
    }

    /// The year part (the title with its month left open) of ICU's era `era` and year
    /// `eraYear`, written as SimpleDateFormat writes each field of a Chinese date: `G` the
    /// cycle's number, `y` the year in the cycle (`yy` two digits), `U` its cyclic name
    /// (the abbreviated name in every width; the number where the symbols have none), `r`
    /// the related Gregorian year, `u` the extended year, numbers in the title locale's
    /// digits padded to the field's width; `nil` for any other field.
    private func composedYear(era: Int, eraYear: Int, relatedYear: Int) throws(CalendarGridError) -> String? {
        guard (1...60).contains(eraYear) else { return nil }
        return try withoutMonthPattern.filled { (letter, count) throws(CalendarGridError) -> String? in
            switch letter {
            case "U":
                if let name = title.cyclicYearSymbol(eraYear) { name } else { try number(eraYear, digits: count) }
            case "y": try number(eraYear, digits: count)
            case "G": try number(era, digits: 1)
            case "r": try number(relatedYear, digits: count)
            case "u": try number((era - 1) * 60 + eraYear, digits: count)
            default: nil
            }
        }
    }

    private func number(_ value: Int, digits: Int) throws(CalendarGridError) -> String {
        if let made = numbers[digits] { return try made.format(value) }
        let made = try ICUNumberFormat(localeID: localeID).padding(toDigits: digits)
        numbers[digits] = made
        return try made.format(value)
    }

    /// The month field's text for a month that is not a leap month, where the field is a
    /// name (`MMM` … `LLLLL`): ICU's symbol of the month's number, what SimpleDateFormat
    /// writes for ICU's month field (the number less one) without a leap pattern. `nil`
    /// for a leap month, a numeric field, or a name that could be a stand-in.
    private func symbol(of code: MonthCode) throws(CalendarGridError) -> String? {
        guard !code.isLeap, (3...5).contains(monthCount) else { return nil }
        let symbol = try title.monthSymbol(code.number - 1, field: monthLetter, count: monthCount)
        return Placeholder.mayOccur(in: symbol) ? nil : symbol
    }

    /// The title of `month` in `calendar`, from the parts kept. Where a part is not kept,
    /// the title is ICU's whole title of the month, formatted on `positioned()` (ICU's
    /// calendar set to the month's title day: one computation of the date), and the missing
    /// part is kept from it. `nil` where ICU's day is not in the month's year and code, or
    /// the title could hold one of ICU's stand-ins (``Placeholder``): the caller formats
    /// the title whole.
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
        let extendedYear = (month.era - 1) * 60 + month.eraYear
        if yearText == nil, case let .composed(offset) = yearWriting,
            let text = try composedYear(era: month.era, eraYear: month.eraYear, relatedYear: extendedYear + offset)
        {
            years[year] = text
            yearText = text
        }
        if let yearText, let monthText, let written = Self.filling(yearText, with: monthText) { return written }
        // One computation of ICU's date: its whole title of the month, split by the part
        // already known to give the other.
        let icu = try positioned()
        guard try icu.get(.era) == month.era, try icu.get(.year) == month.eraYear,
            try icu.monthCode(in: calendar) == month.code
        else { return nil }
        let whole = try title.format(julianDay: month.titleJulianDay, key: month.formatKey, positioned: icu)
        guard !Placeholder.mayOccur(in: whole) else { return nil }
        if let yearText {
            if let text = Self.filling(yearText, from: whole) {
                months[month.code] = text
            } else if let text = try part(monthFieldFormat(), icu, month) {
                months[month.code] = text
            } else {
                return nil
            }
        } else {
            let text: String
            if let monthText, let split = Self.opening(whole, around: monthText) {
                text = split
            } else if let made = try part(withoutMonthFormat(), icu, month) {
                text = made
            } else {
                return nil
            }
            years[year] = text
            if monthText == nil, let made = Self.filling(text, from: whole) { months[month.code] = made }
            if case .untried = yearWriting {
                // The toolkit writes the next years where it writes this one as ICU
                // does, taking the month's year as the related Gregorian year (true of
                // ICU's Chinese and Dangi years and of the tables' years).
                let offset = month.arithmeticYear - extendedYear
                let composed = try composedYear(
                    era: month.era, eraYear: month.eraYear, relatedYear: month.arithmeticYear)
                yearWriting = composed == text ? .composed(offset: offset) : .byICU
            }
        }
        return whole
    }

    /// A part of a month's title formatted alone on ICU's calendar `icu`, set to the
    /// month's title day; `nil` where it could hold a stand-in.
    private func part(
        _ format: PatternFormat, _ icu: ICUCalendar, _ month: MonthLayout
    ) throws(CalendarGridError)
        -> String?
    {
        let text = try format.format(julianDay: month.titleJulianDay, positioned: icu)
        return Placeholder.mayOccur(in: text) ? nil : text
    }

    private func withoutMonthFormat() throws(CalendarGridError) -> PatternFormat {
        if let withoutMonth { return withoutMonth }
        let made = try title.sibling(pattern: withoutMonthPattern.text)
        withoutMonth = made
        return made
    }

    private func monthFieldFormat() throws(CalendarGridError) -> PatternFormat {
        if let monthField { return monthField }
        let made = try title.sibling(pattern: String(repeating: monthLetter, count: monthCount))
        monthField = made
        return made
    }

    /// The gap's UTF-8 bytes. The texts here are split and joined as UTF-8 bytes, each
    /// part a whole text ICU wrote, so every split falls between characters.
    private static let gapBytes = Array(String(gap).utf8)

    /// Where `part` occurs in `text`, if it occurs exactly once.
    private static func onlyOccurrence(of part: [UInt8], in text: [UInt8]) -> Int? {
        guard !part.isEmpty, part.count <= text.count else { return nil }
        var found: Int? = nil
        for start in 0...(text.count - part.count) where text[start..<(start + part.count)].elementsEqual(part) {
            guard found == nil else { return nil }
            found = start
        }
        return found
    }

    /// A year part (one gap) with `monthText` in its gap.
    private static func filling(_ yearText: String, with monthText: String) -> String? {
        let year = Array(yearText.utf8)
        guard let at = onlyOccurrence(of: gapBytes, in: year) else { return nil }
        return String(decoding: year[..<at], as: UTF8.self) + monthText
            + String(decoding: year[(at + gapBytes.count)...], as: UTF8.self)
    }

    /// The year part of a whole title whose month part is `monthText`: the title with that
    /// text as the gap, where it occurs in the title once (else the year part could hold it
    /// too, and the split would be a guess).
    private static func opening(_ whole: String, around monthText: String) -> String? {
        let text = Array(whole.utf8)
        let month = Array(monthText.utf8)
        guard let at = onlyOccurrence(of: month, in: text) else { return nil }
        return String(decoding: text[..<at], as: UTF8.self) + String(gap)
            + String(decoding: text[(at + month.count)...], as: UTF8.self)
    }

    /// The month part of a whole title whose year part is `yearText` (one gap): what
    /// stands between the year part's text before the gap and after it.
    private static func filling(_ yearText: String, from whole: String) -> String? {
        let year = Array(yearText.utf8)
        let text = Array(whole.utf8)
        guard let at = onlyOccurrence(of: gapBytes, in: year) else { return nil }
        let before = year[..<at]
        let after = year[(at + gapBytes.count)...]
        guard text.count > before.count + after.count, text.starts(with: before),
            text.reversed().starts(with: after.reversed())
        else { return nil }
        return String(decoding: text[before.count..<(text.count - after.count)], as: UTF8.self)
    }
}
