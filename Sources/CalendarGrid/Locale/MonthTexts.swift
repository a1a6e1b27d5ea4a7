/// What ICU writes about the months of one profile: titles, stand-alone month names, full
/// dates, the week numbers ICU counts, numbers beyond day labels. Kept per profile, with
/// the texts of the months already asked for (bounded by recency), so that scrolling back
/// and forth over months costs no ICU call.
///
/// ICU's formatters and calendars are not thread-safe; each thread borrows a set of its
/// own from a ``Lending``, so two threads writing one locale's titles or full dates do
/// not wait for each other.
final class MonthTexts: Sendable {
    /// The title, name and row week numbers of one month.
    struct Facts: Sendable {
        let title: String
        let name: String
        let weekNumbers: [Int]
    }

    /// How to make one set of formatters: what the profile resolved, so that a thread that
    /// finds every set in use can have another made alike.
    struct Recipe: Sendable {
        /// The ICU ID of the profile (calendar keyword set).
        let icuID: String
        /// The locale ID titles and names are formatted in: ``icuID`` without `hanidays`.
        let titleID: String
        let titlePattern: String
        /// The profile's calendar: where ICU's Gregorian change lies (``ICUCalendar/applyGregorianChange(of:)``).
        let calendar: CalendarID
        let weekRule: WeekRule
        /// Day labels in the digits of the long date format's day field, not the locale's.
        let dayFieldDigits: Bool
        /// Whether the toolkit writes the titles, names and full dates (``ComposedTexts``):
        /// a calendar ICU cannot name (``CalendarID/isNamedByToolkit``), and `vietnamese` in
        /// Vietnamese, whose customary month names (tháng Giêng … tháng Chạp) and dates
        /// CLDR lacks.
        var isComposed: Bool {
            calendar.isNamedByToolkit || calendar == .vietnamese && (try? ICULocale.language(titleID)) == "vi"
        }

        /// Whether ICU's month field is the month's number less one in every year, with no
        /// leap month and no month ICU renumbers (Hebrew's Adar), so that `LLLL` writes
        /// ICU's stand-alone symbol of that index: every ICU calendar but `hebrew`,
        /// `chinese` and `dangi` (and so `vietnamese`).
        var namesMonthsBySymbol: Bool {
            calendar != .hebrew && calendar.icuCalendar != .chinese && calendar.icuCalendar != .dangi
        }

        /// A Gregorian month's names, digits and titles read from ICU's data
        /// (``GregorianNames``); `nil` where ICU's formats write them.
        let names: GregorianNames?

        /// Whether the titles of ICU's months are put together from their parts
        /// (``TitlesByParts``): ICU's Chinese and Dangi calendars, which compute each date
        /// from the new moons, and its Hijri calendars (ICU sums Umm al-Qura month lengths
        /// for each date; its astronomical ones compute the moon).
        var titlesByParts: Bool { isLunisolar || calendar.isIslamic }

        /// ICU's Chinese and Dangi calendars (so `vietnamese` too).
        var isLunisolar: Bool { calendar.icuCalendar == .chinese || calendar.icuCalendar == .dangi }

        /// A new thread's set of formatters.
        func make() throws(CalendarGridError) -> Formatters {
            let calendar = try ICUCalendar(localeID: icuID)
            try calendar.applyGregorianChange(of: self.calendar)
            calendar.firstDayOfWeek = weekRule.firstWeekday.rawValue
            calendar.minimalDaysInFirstWeek = weekRule.minimalDaysInFirstWeek
            return try Formatters(recipe: self, calendar: calendar)
        }
    }

    /// One thread's ICU handles. The title's date format and the number formats are made
    /// when first needed (a month whose texts come from ``GregorianNames`` needs neither);
    /// the profile's resolution passes those it has already made.
    struct Formatters {
        let calendar: ICUCalendar
        private let recipe: Recipe
        private var madeTitle: PatternFormat?
        /// Day labels' digits.
        private var madeNumbers: ICUNumberFormat?
        /// Numbers other than day labels (week numbers): the title locale's digits.
        private var madePlainNumbers: ICUNumberFormat?
        /// Stand-alone month names (`LLLL`), made when first needed: a calendar without
        /// leap months names its months from the title's symbols
        /// (``MonthTexts/standAloneName(of:day:in:positioned:)``).
        var monthName: PatternFormat? = nil
        /// The title pattern with its month field as a placeholder, made when first needed.
        var titleWithoutMonth: PatternFormat? = nil
        /// Month names in the format context (`MMMM`) and the interval format of titles
        /// (`yMMMM`), for secondary titles; made when first needed.
        var formatMonthName: PatternFormat? = nil
        var titleInterval: ICUDateIntervalFormat? = nil
        /// Full dates; made when first needed.
        var fullDate: FullDateFormat? = nil
        /// The year alone (skeleton `y`), for a year's heading; made when first needed.
        var year: PatternFormat? = nil
        /// For a calendar ICU cannot name (`bikram-sambat`), the toolkit's texts; made when
        /// first needed.
        var composed: ComposedTexts? = nil
        /// Titles by parts (``Recipe/titlesByParts``), made when first needed: `.some(nil)`
        /// where the title pattern cannot be put together from parts.
        var byParts: TitlesByParts?? = nil
        /// Stand-alone names of month codes, where the name is the same in every year
        /// (``Recipe/titlesByParts``).
        var namesByCode: [MonthCode: String] = [:]

        /// A set for `recipe` around `calendar`, set up for the profile, with the formats
        /// already made.
        init(
            recipe: Recipe, calendar: ICUCalendar, titleFormat: ICUDateFormat? = nil,
            numbers: ICUNumberFormat? = nil, plainNumbers: ICUNumberFormat? = nil
        ) throws(CalendarGridError) {
            self.recipe = recipe
            self.calendar = calendar
            if let titleFormat {
                madeTitle = try PatternFormat(
                    base: titleFormat, localeID: recipe.titleID, calendar: calendar, numbers: nil)
            }
            madeNumbers = numbers
            madePlainNumbers = plainNumbers
        }

        /// The locale ID titles and names are formatted in (``Recipe/titleID``).
        var titleID: String { recipe.titleID }

        /// The title pattern's format, in the title locale.
        mutating func title() throws(CalendarGridError) -> PatternFormat {
            if let madeTitle { return madeTitle }
            let made = try PatternFormat(pattern: recipe.titlePattern, localeID: recipe.titleID, calendar: calendar)
            madeTitle = made
            return made
        }

        /// The day labels' number format: the locale's, or where the day field of the
        /// locale's dates has digits of its own (``Recipe/dayFieldDigits``), that field's.
        mutating func numbers() throws(CalendarGridError) -> ICUNumberFormat {
            if let madeNumbers { return madeNumbers }
            var made: ICUNumberFormat? = nil
            if recipe.dayFieldDigits {
                made = try ICUDateNumbering.dayFieldNumbers(localeID: recipe.icuID, calendarType: try calendar.type())
            }
            let numbers: ICUNumberFormat
            if let made { numbers = made } else { numbers = try ICUNumberFormat(localeID: recipe.icuID) }
            madeNumbers = numbers
            return numbers
        }

        /// The number format of numbers other than day labels, in the title locale's digits.
        mutating func plainNumbers() throws(CalendarGridError) -> ICUNumberFormat {
            if let madePlainNumbers { return madePlainNumbers }
            let made = try ICUNumberFormat(localeID: recipe.titleID)
            madePlainNumbers = made
            return made
        }
    }

    let recipe: Recipe
    /// ``Recipe/isComposed``, asked once.
    let composes: Bool
    let formatters: Lending<Formatters>
    /// Texts kept per month (its first Julian day) and per span of months.
    private static let keptMonths = 2048
    private let facts = Locked(RecencyCache<Int, Facts>(capacity: keptMonths))
    private let names = Locked(RecencyCache<Int, String>(capacity: keptMonths))
    let spans = Locked(RecencyCache<Span, String>(capacity: keptMonths))

    /// Two months' first days, the key of a span's title.
    struct Span: Hashable {
        let first: Int
        let last: Int
    }

    init(recipe: Recipe, first: Formatters) {
        self.recipe = recipe
        self.composes = recipe.isComposed
        formatters = Lending(first: first) { () throws(CalendarGridError) in try recipe.make() }
    }

    /// The title, name and row week numbers of a month whose grid starts on `gridStart`
    /// and has `rows` rows (`year` is the month's, `previousYearLength` the length of the
    /// year before); kept, or from ICU now.
    func facts(
        for month: MonthLayout, gridStart: Int, rows: Int, year: YearLayout, previousYearLength: Int
    ) throws(CalendarGridError) -> Facts {
        if let kept = facts.withLock({ $0.value(for: month.firstJulianDay) }) { return kept }
        var weekNumbers: [Int] = []
        weekNumbers.reserveCapacity(rows)
        for row in 0..<rows {
            // Any day of a row gives the same week number; take one of the month's.
            let sample = min(max(gridStart + row * 7, month.firstJulianDay), month.lastJulianDay)
            weekNumbers.append(
                recipe.weekRule.weekOfYear(julianDay: sample, in: year, previousYearLength: previousYearLength))
        }
        let made: Facts
        if composes {
            made = try composed { texts throws(CalendarGridError) in
                Facts(
                    title: try texts.title(year: month.arithmeticYear, month: month.code),
                    name: texts.name(of: month.code), weekNumbers: weekNumbers)
            }
        } else if let read = recipe.names, month.nameDay == nil, !month.code.isLeap,
            let title = read.title(year: month.arithmeticYear, month: month.code.number),
            let name = read.monthName(month.code.number)
        {
            made = Facts(title: title, name: name, weekNumbers: weekNumbers)
        } else if month.nameDay == nil, recipe.titlesByParts,
            let byParts = try factsByParts(of: month, weekNumbers: weekNumbers)
        {
            made = byParts
        } else if month.nameDay == nil {
            // Name and title of one day, from one computation of its fields (a Chinese or
            // Hebrew date's fields are most of a cold month's cost).
            let day = month.titleJulianDay
            made = try formatters.withValue { set throws(CalendarGridError) in
                try set.calendar.setJulianDay(day)
                let positioned = set.calendar
                return Facts(
                    title: try set.title().format(julianDay: day, key: month.formatKey, positioned: positioned),
                    name: try standAloneName(of: month, day: day, in: &set, positioned: positioned),
                    weekNumbers: weekNumbers)
            }
        } else {
            let name = try monthName(of: month)
            made = Facts(title: try title(of: month, named: name), name: name, weekNumbers: weekNumbers)
        }
        facts.withLock { $0.insert(made, for: month.firstJulianDay) }
        return made
    }

    /// A Chinese, Dangi or Hijri month's title from its parts (``TitlesByParts``) and its
    /// stand-alone name by its code, ICU's calendar set to the month's title day at most
    /// once; `nil` where the title must be formatted whole.
    private func factsByParts(of month: MonthLayout, weekNumbers: [Int]) throws(CalendarGridError) -> Facts? {
        let calendar = recipe.calendar
        return try formatters.withValue { set throws(CalendarGridError) -> Facts? in
            if set.byParts == nil {
                set.byParts = .some(
                    try TitlesByParts(title: set.title(), localeID: set.titleID, writesYears: recipe.isLunisolar))
            }
            guard case let titles?? = set.byParts else { return nil }
            let icu = set.calendar
            var positioned = false
            func position() throws(CalendarGridError) -> ICUCalendar {
                if !positioned {
                    try icu.setJulianDay(month.titleJulianDay)
                    positioned = true
                }
                return icu
            }
            guard let title = try titles.title(of: month, in: calendar, positioned: position) else { return nil }
            let name: String
            if let kept = set.namesByCode[month.code] {
                name = kept
            } else if !month.code.isLeap,
                case let symbol = try set.title().standAloneMonthSymbol(month.code.number - 1),
                !Placeholder.mayOccur(in: symbol)
            {
                // ICU's month field is the month's number less one: `LLLL` writes its symbol.
                name = symbol
                set.namesByCode[month.code] = name
            } else {
                name = try standAloneName(of: month, day: month.titleJulianDay, in: &set, positioned: try position())
                set.namesByCode[month.code] = name
            }
            return Facts(title: title, name: name, weekNumbers: weekNumbers)
        }
    }

    /// The stand-alone name of a month (`LLLL`), from the day ICU names it on; a number
    /// where CLDR has no name (``PatternFormat``). Formatted now.
    func monthName(of month: MonthLayout) throws(CalendarGridError) -> String {
        if composes {
            return try composed { texts throws(CalendarGridError) in texts.name(of: month.code) }
        }
        if let read = recipe.names, !month.code.isLeap, let name = read.monthName(month.code.number) { return name }
        return try formatters.withValue { set throws(CalendarGridError) in
            if month.nameDay == nil, let kept = set.namesByCode[month.code] { return kept }
            return try standAloneName(of: month, day: month.nameDay ?? month.titleJulianDay, in: &set)
        }
    }

    /// The stand-alone name (`LLLL`) of `month` on `day`, a day ICU places in it. In a
    /// calendar whose ICU months are its months in order, with no leap month
    /// (``Recipe/namesMonthsBySymbol``), that is ICU's stand-alone symbol of the month, read
    /// from the title's format: no format of its own to open (111,000 instructions of a
    /// first month, docs/performance.md). Else, and where the symbol is ICU's stand-in
    /// for a name CLDR lacks, the `LLLL` format, the title's sibling
    /// (``PatternFormat/sibling(pattern:)``: the title pattern comes from the pattern
    /// generator, so no field has a numbering of its own).
    func standAloneName(
        of month: MonthLayout, day: Int, in set: inout Formatters, positioned: ICUCalendar? = nil
    ) throws(CalendarGridError) -> String {
        if recipe.namesMonthsBySymbol, !month.code.isLeap {
            let symbol = try set.title().standAloneMonthSymbol(month.code.number - 1)
            if !Placeholder.mayOccur(in: symbol) { return symbol }
        }
        if set.monthName == nil { set.monthName = try set.title().sibling(pattern: "LLLL") }
        guard let format = set.monthName else { return "" }
        return try format.format(julianDay: day, key: month.formatKey, positioned: positioned)
    }

    /// The stand-alone name of a month, kept after the first time.
    func name(of month: MonthLayout) throws(CalendarGridError) -> String {
        if let kept = names.withLock({ $0.value(for: month.firstJulianDay) }) { return kept }
        let name = try monthName(of: month)
        names.withLock { $0.insert(name, for: month.firstJulianDay) }
        return name
    }

    /// The title of a month, from the title pattern; for a month ICU lacks in that year
    /// (``MonthLayout/nameDay``), with `name` in it: the pattern's month field is formatted
    /// as a placeholder, which the name then replaces.
    func title(of month: MonthLayout, named knownName: String? = nil) throws(CalendarGridError) -> String {
        if composes {
            return try composed { texts throws(CalendarGridError) in
                try texts.title(year: month.arithmeticYear, month: month.code)
            }
        }
        if let read = recipe.names, month.nameDay == nil, !month.code.isLeap,
            let title = read.title(year: month.arithmeticYear, month: month.code.number)
        {
            return title
        }
        let day = month.titleJulianDay
        guard month.nameDay != nil else {
            return try formatters.withValue { set throws(CalendarGridError) in
                try set.title().format(julianDay: day, key: month.formatKey)
            }
        }
        let name: String
        if let knownName { name = knownName } else { name = try self.name(of: month) }
        let placeholder: Character = "\u{FFFC}"
        let pattern = recipe.titlePattern
        return try formatters.withValue { set throws(CalendarGridError) in
            if set.titleWithoutMonth == nil {
                set.titleWithoutMonth = try set.title().sibling(
                    pattern: DatePattern(pattern).replacing(["M", "L"], with: String(placeholder)).text)
            }
            guard let format = set.titleWithoutMonth else { return "" }
            return try format.format(julianDay: day)
                .split(separator: placeholder, omittingEmptySubsequences: false).joined(separator: name)
        }
    }

    /// The year of `month` as the locale writes a year alone in the calendar (the best
    /// pattern for the skeleton `y`: `2025`, `令和7年` in `ja` japanese, `תשפ״ה` in `he`
    /// hebrew), from a day ICU places in the month.
    func yearTitle(of month: MonthLayout) throws(CalendarGridError) -> String {
        if composes {
            return try composed { texts throws(CalendarGridError) in try texts.yearTitle(month.arithmeticYear) }
        }
        let titleID = recipe.titleID
        return try formatters.withValue { set throws(CalendarGridError) in
            if set.year == nil {
                let pattern = try ICUPatternGenerator.bestPattern(skeleton: "y", localeID: titleID)
                set.year = try set.title().sibling(pattern: pattern)
            }
            guard let format = set.year else { return "" }
            return try format.format(julianDay: month.titleJulianDay, key: month.formatKey)
        }
    }

    /// The full date of a day in `month`: ICU's own where ICU's month is the toolkit's
    /// (`isICUs`), else composed from the toolkit's month and day (``FullDateFormat``).
    func fullDate(
        julianDay: Int, in month: MonthLayout, isICUs: Bool, explicitDigits: Bool
    ) throws(CalendarGridError) -> String {
        if composes {
            return try composed { texts throws(CalendarGridError) in
                try texts.fullDate(
                    julianDay: julianDay, year: month.arithmeticYear, month: month.code,
                    day: month.dayNumber(julianDay: julianDay))
            }
        }
        let localeID = recipe.icuID
        return try formatters.withValue { set throws(CalendarGridError) -> String in
            let format: FullDateFormat
            if let made = set.fullDate {
                format = made
            } else {
                format = try FullDateFormat(
                    localeID: localeID, calendar: set.calendar, numbers: explicitDigits ? try set.numbers() : nil)
                set.fullDate = format
            }
            return
                isICUs
                ? try format.format(julianDay: julianDay, key: month.formatKey)
                : try format.format(julianDay: julianDay, day: month.dayNumber(julianDay: julianDay), month: month)
        }
    }

    /// The toolkit's texts of a calendar ICU cannot name, from a thread's set of formatters.
    private func composed<Result>(
        _ body: (ComposedTexts) throws(CalendarGridError) -> Result
    ) throws(CalendarGridError) -> Result {
        let recipe = self.recipe
        return try formatters.withValue { set throws(CalendarGridError) -> Result in
            let texts: ComposedTexts
            if let made = set.composed {
                texts = made
            } else {
                texts = try ComposedTexts(
                    localeID: recipe.icuID, titleID: recipe.titleID, titlePattern: recipe.titlePattern,
                    named: recipe.calendar, calendar: set.calendar)
                set.composed = texts
            }
            return try body(texts)
        }
    }

    /// A day number in the day labels' digits, or, `plain`, in the title locale's digits;
    /// ASCII digits should ICU fail (it does not for whole numbers).
    func number(_ number: Int, plain: Bool) -> String {
        if let read = recipe.names, let written = read.number(number) { return written }
        return
            (try? formatters.withValue { set throws(CalendarGridError) in
                try (plain ? set.plainNumbers() : set.numbers()).format(number)
            }) ?? String(number)
    }

    /// ICU's WEEK_OF_YEAR of a day, with the profile's week rule, in its calendar.
    func icuWeekOfYear(julianDay: Int) throws(CalendarGridError) -> Int {
        try formatters.withValue { set throws(CalendarGridError) in
            try set.calendar.setJulianDay(julianDay)
            return try set.calendar.get(.weekOfYear)
        }
    }
}
