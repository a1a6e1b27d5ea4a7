/// The texts of a Gregorian month read straight from ICU's locale data: weekday names,
/// month names, day labels and titles, written without a date or a number format.
///
/// Opening ICU's date format for a title loads every symbol of the calendar (eras,
/// quarters, day periods, all widths and contexts: 0.45 of a one-month run's 2.0 million
/// instructions) and its number format builds a decimal formatter (0.25 million), where a
/// month shows 28 weekday names, one month name and ten digits. So where a profile's
/// calendar is `gregorian`, its digits a numeric numbering system and its title pattern
/// (CLDR's pattern for the skeleton `yMMMM`) made only of year and month fields, the
/// toolkit reads those names from the same data, with the same inheritance and aliases
/// (`calendar/gregorian/dayNames/stand-alone/…`, `…/monthNames/…`; ``ICUResource``), and
/// writes numbers in the system's ten digits, as ICU's date format writes them: no
/// grouping, `yy` the last two digits of the year, a field of n letters padded to n digits.
///
/// A profile uses it only in the locale's own digits: with `-u-nu-`, ICU 78.3's date format
/// writes `az-u-nu-arab` titles as "yanvar standart onluq kəsr٢٠٢٤", where its number format
/// writes "٢٠٢٤" (ICU 72.1 and 67.1 write "yanvar ٢٠٢٤").
///
/// Anything else declines (`init` gives `nil`) and ICU's formats write the texts: another
/// calendar, an algorithmic numbering system (`hebr`), a day field with digits of its own,
/// a pattern with another field, a name missing or an ICU stand-in (`M09`), a year before
/// 1 (ICU writes its era's year). A test holds every text to ICU's date and number formats
/// for every locale ICU lists.
struct GregorianNames {
    /// Stand-alone weekday names, Sunday first, by width.
    let wide: [String]
    let abbreviated: [String]
    let short: [String]
    let narrow: [String]
    /// Stand-alone wide month names (`LLLL`), January first.
    let standAloneMonths: [String]
    /// The title pattern, and the names its month field writes where it writes names.
    let title: DatePattern
    private let titleMonths: [String]?
    /// The numbering system's digits, zero first.
    private let digits: [Unicode.Scalar]

    private static let monthLetters: Set<Character> = ["M", "L"]

    /// The names of the locale (`localeID`, an ICU ID whose calendar is `gregorian`),
    /// whose digits are `numberingSystem`'s and whose title pattern is `titlePattern`;
    /// `nil` where ICU's formats must write them.
    init?(localeID: String, titlePattern: String, numberingSystem: String) {
        guard let digits = ICUNumberingSystem.digits(ofSystem: numberingSystem) else { return nil }
        let title = DatePattern(titlePattern)
        var monthField: (context: String, width: String)? = nil
        for case let .field(letter, count) in title.parts {
            if letter == "y" { continue }
            guard Self.monthLetters.contains(letter), count <= 4 else { return nil }
            if count >= 3 {
                monthField = (letter == "L" ? "stand-alone" : "format", count == 4 ? "wide" : "abbreviated")
            }
        }
        guard let calendar = ICUResource(localeID: localeID)?.child(["calendar", "gregorian"]) else { return nil }
        // Each width from its context's table: a key the table lacks is looked up in the
        // parent locales, and an alias (root's stand-alone names are the format names)
        // resolved, from the table's own path.
        func names(_ table: ICUResource?, _ width: String, count: Int) -> [String]? {
            guard let names = table?.child([width])?.strings(), names.count == count,
                !names.contains(where: { $0.isEmpty || Placeholder.mayOccur(in: $0) })
            else { return nil }
            return names
        }
        let weekdays = calendar.child(["dayNames", "stand-alone"])
        guard let wide = names(weekdays, "wide", count: 7),
            let abbreviated = names(weekdays, "abbreviated", count: 7),
            let short = names(weekdays, "short", count: 7),
            let narrow = names(weekdays, "narrow", count: 7),
            let standAloneMonths = names(calendar.child(["monthNames", "stand-alone"]), "wide", count: 12)
        else { return nil }
        var titleMonths: [String]? = nil
        if let monthField {
            guard let found = names(calendar.child(["monthNames", monthField.context]), monthField.width, count: 12)
            else {
                return nil
            }
            titleMonths = found
        }
        self.wide = wide
        self.abbreviated = abbreviated
        self.short = short
        self.narrow = narrow
        self.standAloneMonths = standAloneMonths
        self.title = title
        self.titleMonths = titleMonths
        self.digits = digits
    }

    /// The names of a weekday (1 = Sunday, ICU's numbering).
    func weekdayName(_ weekday: Weekday) -> WeekdayName {
        let index = weekday.rawValue - 1
        return WeekdayName(
            weekday: weekday, wide: wide[index], abbreviated: abbreviated[index], short: short[index],
            narrow: narrow[index])
    }

    /// The stand-alone wide name of month `month` (1 … 12).
    func monthName(_ month: Int) -> String? {
        (1...12).contains(month) ? standAloneMonths[month - 1] : nil
    }

    /// A whole number of at least 0 in the locale's digits, padded with zeros to
    /// `minimumDigits`; `nil` for a negative number.
    func number(_ value: Int, minimumDigits: Int = 1) -> String? {
        guard value >= 0 else { return nil }
        let decimal = String(value)
        let padding = max(0, minimumDigits - decimal.utf8.count)
        if digits[0] == "0" { return String(repeating: "0", count: padding) + decimal }
        var text = String.UnicodeScalarView()
        for _ in 0..<padding { text.append(digits[0]) }
        for byte in decimal.utf8 { text.append(digits[Int(byte) - 0x30]) }
        return String(text)
    }

    /// The title of month `month` (1 … 12) of `year` (`September 2024`); `nil` before
    /// year 1.
    func title(year: Int, month: Int) -> String? {
        guard year >= 1, (1...12).contains(month) else { return nil }
        return title.filled { letter, count in
            if letter == "y" {
                count == 2 ? number(year % 100, minimumDigits: 2) : number(year, minimumDigits: count)
            } else if count >= 3, let titleMonths {
                titleMonths[month - 1]
            } else {
                number(month, minimumDigits: count)
            }
        }
    }
}
