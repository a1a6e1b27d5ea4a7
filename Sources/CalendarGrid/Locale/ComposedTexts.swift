/// The titles, month names, years and full dates of a calendar ICU cannot name
/// (``CalendarID/isNamedByToolkit``: `bikram-sambat`, `panchang`), and of `vietnamese` in
/// Vietnamese (``VietnameseNames``: `tháng Giêng năm Ất Sửu 1985`, `Thứ Hai, ngày 1 tháng
/// Giêng năm Ất Sửu`, the year `Ất Sửu 1985` as CLDR 48 writes it), written by the toolkit in the
/// locale's own patterns: CLDR's Gregorian pattern for the skeleton `yMMMM` (titles), `y`
/// (a year alone) and the full date style, each field filled from the toolkit's month:
/// the year and a numeric month (`y年M月`) in the locale's digits, the month's name from
/// ``BikramSambatNames`` or CLDR's Indian months (with ``PanchangNames``' adhika prefix,
/// written in full where the pattern has a numeric month), the day in the digits of the
/// pattern's day field (in `panchang`, the day's tithi: its name where ``PanchangNames``
/// has one, else its number), the weekday as ICU names the day's weekday. A tithi can be
/// the same on two days running, so a `panchang` full date always has its weekday: where the
/// full date style has none, the locale's pattern for the skeleton `yMMMMEEEEd`. An era field, and any field but year, month, day and
/// weekday, is left out with the punctuation that joined it: CLDR has no era for the
/// calendar, and the Gregorian era would be wrong. Month names are the same in format and
/// stand-alone contexts.
///
/// Not thread-safe: owned by one thread's formatters (``MonthTexts/Formatters``).
final class ComposedTexts {
    private let title: DatePattern
    private let yearAlone: DatePattern
    private let fullDate: DatePattern
    /// Stand-alone (`LLLL`) and format (`MMMM`) names of months 1 … 12.
    private let standAloneNames: [String]
    private let formatNames: [String]
    /// The name of an adhika month (`panchang`), `{0}` its namesake's.
    private let leapPattern: String
    /// The tithis' names (`panchang`), where the toolkit has them in the language.
    private let tithiNames: [String]?
    private let named: CalendarID
    private let localeID: String
    private let titleID: String
    private let calendar: ICUCalendar
    /// The day field's number format of the full date pattern, padded to its width.
    private let dayNumbers: ICUNumberFormat
    /// Numbers padded to a width, in the title locale's digits, made when first needed.
    private var paddedNumbers: [Int: ICUNumberFormat] = [:]
    /// The weekday formats of the full date pattern, by field (`EEEE`).
    private var weekdays: [String: ICUDateFormat] = [:]

    private static let keptLetters: Set<Character> = ["y", "M", "L", "d", "E", "c", "e"]

    /// The texts of a locale (`localeID`, the profile's ICU ID, whose calendar is the
    /// Gregorian; `titleID`, the locale its titles are in) whose title pattern is
    /// `titlePattern`, for the calendar `named`; `calendar` is a Gregorian calendar (a copy
    /// is kept for weekdays).
    init(
        localeID: String, titleID: String, titlePattern: String, named: CalendarID, calendar: ICUCalendar
    ) throws(CalendarGridError) {
        func kept(_ pattern: String) -> DatePattern {
            let parsed = DatePattern(pattern)
            var others: Set<Character> = []
            for case let .field(letter, _) in parsed.parts where !Self.keptLetters.contains(letter) {
                others.insert(letter)
            }
            return others.isEmpty ? parsed : parsed.removing(others)
        }
        let style = try ICUDateFormat(dateStyle: .full, localeID: localeID, calendar: calendar, numbers: nil)
        self.title = kept(titlePattern)
        self.yearAlone = kept(try ICUPatternGenerator.bestPattern(skeleton: "y", localeID: titleID))
        let full = kept(try style.pattern())
        // A tithi can name two days running: a panchang date needs its weekday to name one
        // (ms-BN's full date, `dd MMMM y`, has none: the locale's pattern with one instead).
        let weekdayLetters: Set<Character> = ["E", "c", "e"]
        self.fullDate =
            named == .panchang && full.field(weekdayLetters) == nil
            ? kept(try ICUPatternGenerator.bestPattern(skeleton: "yMMMMEEEEd", localeID: localeID)) : full
        let dayField = fullDate.field(["d"]) ?? "d"
        self.dayNumbers = try style.dayFieldNumberFormat().padding(toDigits: dayField.count)
        self.localeID = localeID
        self.titleID = titleID
        self.calendar = calendar
        self.named = named
        let language = try ICULocale.language(titleID)
        leapPattern =
            named == .panchang
            ? PanchangNames.adhikaPattern(localeID: titleID)
            : ""
        if named == .vietnamese {
            tithiNames = nil
            standAloneNames = VietnameseNames.months
            formatNames = VietnameseNames.months
        } else if named == .panchang {
            tithiNames = PanchangNames.tithis(localeID: titleID)
            (standAloneNames, formatNames) = try Self.indianNames(titleID: titleID) { $0 - 1 }
        } else if let own = BikramSambatNames.names(language: language) {
            tithiNames = nil
            standAloneNames = own
            formatNames = own
        } else {
            tithiNames = nil
            (standAloneNames, formatNames) = try Self.indianNames(
                titleID: titleID, index: BikramSambatNames.indianMonthIndex(ofOrdinal:))
        }
    }

    /// CLDR's names of the Indian national calendar's months, in the order of the
    /// calendar's months 1 … 12 (`index`: the Indian month, 0-based, of a month number;
    /// ``BikramSambatNames/indianMonthIndex(ofOrdinal:)``), formatted from the middle of
    /// each month of Saka 1946 (2024–25).
    private static func indianNames(
        titleID: String, index: (Int) -> Int
    ) throws(CalendarGridError) -> ([String], [String]) {
        let indianID = try ICULocale.settingKeyword(titleID, key: "calendar", to: CalendarID.indian.rawValue)
        let indian = try ICUCalendar(localeID: indianID)
        let standAlone = try PatternFormat(pattern: "LLLL", localeID: indianID, calendar: indian)
        let format = try PatternFormat(pattern: "MMMM", localeID: indianID, calendar: indian)
        let year = IndianYear(year: 1946)
        var middles: [Int] = []
        var start = year.firstJulianDay
        for length in year.monthLengths {
            middles.append(start + 14)
            start += length
        }
        var standAloneNames: [String] = []
        var formatNames: [String] = []
        for ordinal in 1...12 {
            let day = middles[index(ordinal)]
            standAloneNames.append(try standAlone.format(julianDay: day))
            formatNames.append(try format.format(julianDay: day))
        }
        return (standAloneNames, formatNames)
    }

    /// The stand-alone name of a month (`Baishakh`; `Adhika Sravana` for `panchang`'s `M04L`).
    func name(of code: MonthCode) -> String { name(of: code, in: standAloneNames) }

    /// A name from `names` (months 1 … 12); an adhika month's namesake is the month after
    /// its number.
    private func name(of code: MonthCode, in names: [String]) -> String {
        if named == .vietnamese { return VietnameseNames.name(of: code) }
        guard code.isLeap else { return names[code.number - 1] }
        return MessagePattern.filling(leapPattern, with: [names[code.number % 12]])
    }

    /// A month's title (`Baishakh 2081`, `बैशाख २०८१`).
    func title(year: Int, month code: MonthCode) throws(CalendarGridError) -> String {
        if named == .vietnamese { return "tháng \(name(of: code)) năm \(try yearTitle(year))" }
        return try fill(title, year: year, month: code, julianDay: nil, day: nil)
    }

    /// A year alone, as the locale writes one (`2081`, `2081年`).
    func yearTitle(_ year: Int) throws(CalendarGridError) -> String {
        if named == .vietnamese { return "\(VietnameseNames.cyclicYear(year)) \(try number(year, digits: 1))" }
        return try fill(
            yearAlone, year: year, month: MonthCode(validNumber: 1, isLeap: false), julianDay: nil, day: nil)
    }

    /// The full date of a day (`Saturday, Baishakh 1, 2081`; `Tuesday, Asvina Amavasya,
    /// 2082` in `panchang`, whose day field is the day's tithi).
    func fullDate(julianDay: Int, year: Int, month code: MonthCode, day: Int) throws(CalendarGridError) -> String {
        if named == .vietnamese {
            // A lunar date as Vietnamese writes one: Thứ Hai, ngày 1 tháng Giêng năm Ất Sửu.
            return try "\(weekday("EEEE", julianDay)), ngày \(number(day, digits: 1)) tháng \(name(of: code)) năm "
                + VietnameseNames.cyclicYear(year)
        }
        let dayText: String
        if named == .panchang {
            let tithi = Panchang.tithi(julianDay: julianDay) ?? day
            if let tithiNames { dayText = tithiNames[tithi - 1] } else { dayText = try dayNumbers.format(tithi) }
        } else {
            dayText = try dayNumbers.format(day)
        }
        return try fill(fullDate, year: year, month: code, julianDay: julianDay, day: dayText)
    }

    private func fill(
        _ pattern: DatePattern, year: Int, month code: MonthCode, julianDay: Int?, day: String?
    ) throws(CalendarGridError) -> String {
        // Every field is written (a day or weekday left out writes nothing), so never `nil`.
        try pattern.filled { (letter, count) throws(CalendarGridError) -> String? in
            switch letter {
            case "y":
                try number(count == 2 ? year.modulo(100) : year, digits: count == 1 ? 1 : count)
            case "M", "L":
                // An adhika month has no number of its own: its name, in full.
                count >= 3 || code.isLeap
                    ? name(of: code, in: letter == "M" ? formatNames : standAloneNames)
                    : try number(code.number, digits: count)
            case "d":
                day ?? ""
            default:
                // The weekday (`E`, `c`, `e`), as ICU writes the day's.
                if let julianDay { try weekday(String(repeating: letter, count: count), julianDay) } else { "" }
            }
        } ?? ""
    }

    private func number(_ value: Int, digits: Int) throws(CalendarGridError) -> String {
        if let made = paddedNumbers[digits] { return try made.format(value) }
        let made = try ICUNumberFormat(localeID: titleID).padding(toDigits: digits)
        paddedNumbers[digits] = made
        return try made.format(value)
    }

    private func weekday(_ field: String, _ julianDay: Int) throws(CalendarGridError) -> String {
        if let made = weekdays[field] { return try made.format(julianDay: julianDay) }
        let made = try ICUDateFormat(pattern: field, localeID: localeID, calendar: calendar)
        weekdays[field] = made
        return try made.format(julianDay: julianDay)
    }
}
