/// CLDR's full date format of a locale in a calendar (`EEEE, MMMM d, y` in `en`;
/// `rU年MMMMdEEEE` in `zh` chinese), writing the date the toolkit gives a day.
///
/// Where the toolkit's month is ICU's own, ICU formats the day. Where the toolkit lays a
/// month out differently (the official Chinese and Korean tables, the published Umm al-Qura
/// calendar, Hebrew and Persian years on older ICUs, a Hijri day adjustment), ICU's date of
/// the day is not the toolkit's, so the date is written from parts that are: the era, year
/// and month from a day ICU places in a month with the same code in the same year (the day
/// the month's title comes from), the weekday from the day itself, and the day of the month
/// in the number format the pattern's day field uses (Hebrew numerals in `he` hebrew, 初一
/// in `zh` chinese, zero-padded for `dd`). Where ICU has no month of that code in that year
/// (a leap month the tables put elsewhere), the month's name comes from a day of another
/// year that ICU places in such a month, as in titles.
///
/// Not thread-safe: owned by a profile's formatting state, behind its lock.
final class FullDateFormat {
    private let whole: PatternFormat
    private let pattern: DatePattern
    private let localeID: String
    private let calendar: ICUCalendar
    private let numbers: ICUNumberFormat?
    /// The number format the pattern's day field uses.
    private let dayNumbers: ICUNumberFormat
    /// The formats for composed dates, made when first needed.
    private var parts: Parts?
    /// Composed texts kept: a month's text with the weekday and day still marked (the same
    /// for all its days), by the days it is formatted from; each weekday's name. Formatting a
    /// Chinese date computes the whole date astronomically (about 40 µs): a month's days then
    /// cost a number format each.
    private var monthTexts: [MonthKey: String] = [:]
    private var weekdayTexts: [Int: String] = [:]
    private static let monthTextLimit = 256

    private struct MonthKey: Hashable {
        let monthDay: Int
        let nameDay: Int?
    }

    private struct Parts {
        /// The pattern with its weekday and day fields as placeholders.
        let dated: PatternFormat
        /// The same with the month as a placeholder too.
        let datedWithoutMonth: PatternFormat
        let weekday: ICUDateFormat?
        let month: PatternFormat?
        let day: ICUNumberFormat
    }

    private static let weekdayMark = "\u{E000}"
    private static let dayMark = "\u{E001}"
    private static let monthMark = "\u{E002}"
    private static let weekdayLetters: Set<Character> = ["E", "e", "c"]
    private static let dayLetters: Set<Character> = ["d"]
    private static let monthLetters: Set<Character> = ["M", "L"]

    /// The locale's full date format in the calendar (a copy of `calendar`), every field in
    /// `numbers` where given (a `-u-nu-` keyword).
    init(localeID: String, calendar: ICUCalendar, numbers: ICUNumberFormat?) throws(CalendarGridError) {
        let style = try ICUDateFormat(dateStyle: .full, localeID: localeID, calendar: calendar, numbers: numbers)
        whole = try PatternFormat(base: style, localeID: localeID, calendar: calendar, numbers: numbers)
        dayNumbers = try style.dayFieldNumberFormat()
        pattern = whole.pattern
        self.localeID = localeID
        self.calendar = calendar
        self.numbers = numbers
    }

    /// ICU's own date of a day; `key` names its month (``PatternFormat``).
    func format(julianDay: Int, key: PatternFormat.Key?) throws(CalendarGridError) -> String {
        try whole.format(julianDay: julianDay, key: key)
    }

    /// The date whose weekday is that of `julianDay`, whose day of the month is `day`, and
    /// whose era, year and month are those ICU gives the month's title day; for a month ICU
    /// lacks that year (``MonthLayout/nameDay``), the month is named as ICU names it on the
    /// name day instead.
    func format(julianDay: Int, day: Int, month layout: MonthLayout) throws(CalendarGridError) -> String {
        let monthDay = layout.titleJulianDay
        let nameDay = layout.nameDay
        let parts: Parts
        if let made = self.parts {
            parts = made
        } else {
            parts = try makeParts()
            self.parts = parts
        }
        let key = MonthKey(monthDay: monthDay, nameDay: nameDay)
        var text: String
        if let kept = monthTexts[key] {
            text = kept
        } else {
            text =
                nameDay == nil
                ? try parts.dated.format(julianDay: monthDay, key: layout.formatKey)
                : try parts.datedWithoutMonth.format(julianDay: monthDay)
            if let nameDay, let month = parts.month {
                text = Self.replacing(Self.monthMark, in: text, with: try month.format(julianDay: nameDay))
            }
            if monthTexts.count >= Self.monthTextLimit { monthTexts.removeAll(keepingCapacity: true) }
            monthTexts[key] = text
        }
        if let weekday = parts.weekday {
            let index = Weekday(julianDay: julianDay).rawValue
            let name: String
            if let kept = weekdayTexts[index] {
                name = kept
            } else {
                name = try weekday.format(julianDay: julianDay)
                weekdayTexts[index] = name
            }
            text = Self.replacing(Self.weekdayMark, in: text, with: name)
        }
        return Self.replacing(Self.dayMark, in: text, with: try parts.day.format(day))
    }

    private func makeParts() throws(CalendarGridError) -> Parts {
        let dated = pattern.replacing(Self.weekdayLetters, with: Self.weekdayMark)
            .replacing(Self.dayLetters, with: Self.dayMark)
        let datedWithoutMonth = dated.replacing(Self.monthLetters, with: Self.monthMark)
        func format(_ pattern: String) throws(CalendarGridError) -> PatternFormat {
            try PatternFormat(pattern: pattern, localeID: localeID, calendar: calendar, numbers: numbers)
        }
        let dayField = pattern.field(Self.dayLetters) ?? "d"
        return Parts(
            dated: try format(dated.text),
            datedWithoutMonth: try format(datedWithoutMonth.text),
            weekday: try pattern.field(Self.weekdayLetters).map { (field) throws(CalendarGridError) in
                let format = try ICUDateFormat(pattern: field, localeID: localeID, calendar: calendar)
                if let numbers { format.setNumberFormat(numbers) }
                return format
            },
            month: try pattern.field(Self.monthLetters).map { (field) throws(CalendarGridError) in try format(field) },
            // What ICU's SimpleDateFormat does for the field: the field's number format,
            // padded to the field's width.
            day: dayNumbers.padding(toDigits: dayField.count))
    }

    private static func replacing(_ mark: String, in text: String, with replacement: String) -> String {
        text.split(separator: mark, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
