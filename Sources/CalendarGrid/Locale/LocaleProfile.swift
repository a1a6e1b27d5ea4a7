

/// Everything a month grid needs to know about one locale in one calendar, resolved
/// from ICU once and cached: week data, direction, digits, names, title pattern.
///
/// - First weekday and minimal days come from CLDR week data for the locale's region
///   (after `-u-rg-`); `-u-fw-` then sets the first weekday (ICU 72 ignores it).
///   `iso8601` is Monday first, minimal days 4, unless `-u-fw-` says otherwise.
/// - The weekend is ICU's day-of-week types, a set: Friday alone in `fa-IR`,
///   Friday and Saturday in `he-IL`, Saturday and Sunday in `en-US`.
/// - Day labels are the numbers 1 … 31 in the locale's numbering system (`-u-nu-`
///   included): `ar-EG` writes ١٢, `ar-EG-u-nu-latn` writes 12, `-u-nu-hanidays` 十二.
///
/// ```swift
/// let profile = try LocaleProfile.resolve(LocaleID("fa-IR"))
/// profile.calendar          // .persian
/// profile.firstWeekday      // .saturday
/// profile.weekend           // [.friday]
/// profile.direction         // .rightToLeft
/// profile.label(forDay: 12) // "۱۲"
/// ```
public final class LocaleProfile: Sendable {
    /// The locale as given (canonical).
    public let locale: LocaleID
    /// The calendar in effect: the explicit override, else `-u-ca-`, else the
    /// region's default calendar (CLDR calendarPreferenceData, as ICU applies it).
    public let calendar: CalendarID
    public let firstWeekday: Weekday
    public let minimalDaysInFirstWeek: Int
    /// Weekend days, ascending by weekday number.
    public let weekend: [Weekday]
    public let direction: LayoutDirection
    /// The numbering system of the day labels (`latn`, `arab`, `thai`, `hanidays`, …).
    public let numberingSystem: String
    /// Stand-alone weekday names, in display order: ``firstWeekday`` first.
    public let weekdayNames: [WeekdayName]
    /// The locale's month-and-year pattern for this calendar, from the skeleton
    /// `yMMMM` (`MMMM y` in `en`, `y年M月` in `ja`, `Gy年M月` for `japanese`,
    /// `rU年MMMM` for `zh` `chinese`). Titles and month names use the locale's digits,
    /// except that `-u-nu-hanidays` (a numbering for days of lunar months) applies to
    /// day labels only.
    public let titlePattern: String
    /// The ICU ID the profile asks ICU with (calendar keyword set).
    let icuID: String
    let system: CalendarSystem
    private let dayLabels: [String]
    private let formatting: Locked<Formatting>

    /// What ICU says about one month in this profile: its title, its name, and the week
    /// numbers of its rows. Asked once per month and kept, so that scrolling back and
    /// forth over months costs no ICU call.
    struct MonthFacts: Sendable {
        let title: String
        let name: String
        let weekNumbers: [Int]
    }

    private let monthFacts = Locked<[Int: MonthFacts]>([:])
    /// Months kept per profile before the cache is emptied.
    private static let monthFactsLimit = 2048
    /// `isWeekendByWeekday[weekday.rawValue]`.
    private let isWeekendByWeekday: [Bool]

    /// The ICU handles that format titles and month names and count weeks.
    private struct Formatting {
        let calendar: ICUCalendar
        let title: ICUDateFormat
        let monthName: ICUDateFormat
        let numbers: ICUNumberFormat
        /// Numbers other than day labels (week numbers): `titleID`'s digits.
        let plainNumbers: ICUNumberFormat
        /// The locale ID titles and names are formatted in.
        let titleID: String
        /// The title pattern with its month field as a placeholder, made when first needed.
        var titleWithoutMonth: ICUDateFormat? = nil
    }

    /// The profile of a locale in a calendar (`nil`: the locale's own), from the cache
    /// or resolved now.
    /// - Throws: ``CalendarGridError/icuFailure(function:code:)`` only; the locale was
    ///   validated when the ``LocaleID`` was made.
    public static func resolve(_ locale: LocaleID, calendar: CalendarID? = nil) throws(CalendarGridError) -> LocaleProfile {
        try ProfileCache.shared.profile(locale, calendar: calendar)
    }

    /// Empties the shared profile cache, so that the next ``resolve(_:calendar:)`` asks
    /// ICU again (for benchmarks of cold resolution).
    package static func removeAllCached() { ProfileCache.shared.removeAll() }

    /// Resolves a profile from ICU, bypassing every cache (``ProfileCache`` calls it).
    static func resolveUncached(_ locale: LocaleID, calendar: CalendarID?) throws(CalendarGridError) -> LocaleProfile {
        try LocaleProfile(locale: locale, calendar: calendar)
    }

    private init(locale: LocaleID, calendar requested: CalendarID?) throws(CalendarGridError) {
        let calendar: CalendarID
        let icuCalendar: ICUCalendar
        if let requested {
            // A Dangi system first: it prepares ICU's shared Chinese/Dangi cache before
            // any Dangi calendar is opened (see CalendarSystem).
            if requested == .dangi { _ = try CalendarSystem.shared(.dangi) }
            calendar = requested
            icuCalendar = try ICUCalendar(localeID: try locale.icuID(calendar: requested.icuCalendar))
        } else {
            // The region's default calendar, as ICU picks it; that calendar is the
            // profile's own (ICU's types are CLDR IDs).
            icuCalendar = try ICUCalendar(localeID: locale.icuIDWithoutCalendar())
            let type = try icuCalendar.type()
            guard let resolved = try? CalendarID(parsing: type) else {
                throw .icuFailure(function: "ucal_getType", code: "unexpected calendar type '\(type)'")
            }
            calendar = resolved
        }
        let icuID = try locale.icuID(calendar: calendar.icuCalendar)

        if calendar == .iso8601 {
            // ISO 8601 weeks: Monday first unless -u-fw- says otherwise.
            try icuCalendar.makeProlepticGregorian()
            if locale.firstWeekday == nil { icuCalendar.firstDayOfWeek = Weekday.monday.rawValue }
            icuCalendar.minimalDaysInFirstWeek = 4
        }
        if let weekday = locale.firstWeekday, !ICUFeatures.honoursFirstWeekdayKeyword {
            icuCalendar.firstDayOfWeek = weekday.rawValue
        }
        guard let firstWeekday = Weekday(rawValue: icuCalendar.firstDayOfWeek) else {
            throw .icuFailure(function: "ucal_getAttribute", code: "first day of week \(icuCalendar.firstDayOfWeek)")
        }
        var weekend: [Weekday] = []
        for weekday in Weekday.allCases where try icuCalendar.isWeekend(weekday.rawValue) {
            weekend.append(weekday)
        }

        // The title formatter also answers for the weekday symbols: one DateFormatSymbols
        // load fewer per profile. Its locale differs from icuID only in the numbering
        // system, which names do not depend on.
        let numberingSystem = try ICUNumberingSystem.name(forLocaleID: icuID)
        let titleID = numberingSystem == "hanidays"
            ? try ICULocale.settingKeyword(icuID, key: "numbers", to: nil) : icuID
        let titlePattern = try ICUPatternGenerator.bestPattern(skeleton: "yMMMM", localeID: titleID)
        let titleFormat = try ICUDateFormat(pattern: titlePattern, localeID: titleID, calendar: icuCalendar)
        let symbols = titleFormat
        var names: [WeekdayName] = []
        for offset in 0..<7 {
            let weekday = firstWeekday.advanced(by: offset)
            names.append(WeekdayName(
                weekday: weekday,
                wide: try symbols.weekdayName(weekday.rawValue, width: .wide),
                abbreviated: try symbols.weekdayName(weekday.rawValue, width: .abbreviated),
                short: try symbols.weekdayName(weekday.rawValue, width: .short),
                narrow: try symbols.weekdayName(weekday.rawValue, width: .narrow)))
        }

        // `hanidays` is CLDR's numbering for the days of lunar months (初一 … 三十); it
        // is meant for the day field alone, so titles and month names keep the
        // locale's default digits ("2023癸卯年闰二月", not "二千〇二十三癸卯年闰二月"):
        // titleID above drops it.
        let numbers = try ICUNumberFormat(localeID: icuID)
        var labels: [String] = []
        for day in 1...31 { labels.append(try numbers.format(day)) }

        self.locale = locale
        self.calendar = calendar
        self.icuID = icuID
        self.system = try CalendarSystem.shared(calendar)
        self.firstWeekday = firstWeekday
        self.minimalDaysInFirstWeek = icuCalendar.minimalDaysInFirstWeek
        self.weekend = weekend
        self.isWeekendByWeekday = (0...7).map { index in weekend.contains { $0.rawValue == index } }
        self.direction = try ICULocale.isRightToLeft(icuID) ? .rightToLeft : .leftToRight
        self.numberingSystem = numberingSystem
        self.weekdayNames = names
        self.titlePattern = titlePattern
        self.dayLabels = labels
        self.formatting = Locked(Formatting(
            calendar: icuCalendar,
            title: titleFormat,
            monthName: try ICUDateFormat(pattern: "LLLL", localeID: titleID, calendar: icuCalendar),
            numbers: numbers,
            plainNumbers: titleID == icuID ? numbers : try ICUNumberFormat(localeID: titleID),
            titleID: titleID))
    }

    /// The weekday's names.
    public func names(of weekday: Weekday) -> WeekdayName {
        weekdayNames[weekday.offset(from: firstWeekday)]
    }

    /// Whether the weekday is a weekend day here.
    public func isWeekend(_ weekday: Weekday) -> Bool { isWeekendByWeekday[weekday.rawValue] }

    /// A day-of-month number in the locale's digits. Days 1 … 31 were formatted when the
    /// profile was resolved; another number is formatted now, and should ICU fail to
    /// format it (it does not for whole numbers), it is written in ASCII digits.
    public func label(forDay day: Int) -> String {
        if day >= 1, day <= dayLabels.count { return dayLabels[day - 1] }
        return formatting.withLock { (try? $0.numbers.format(day)) ?? String(day) }
    }

    /// A number other than a day of the month (a week number) in the locale's digits;
    /// `-u-nu-hanidays` applies to days only, so this uses the locale's default digits.
    /// Should ICU fail to format the number (it does not for whole numbers), it is
    /// written in ASCII digits.
    public func numberLabel(_ number: Int) -> String {
        formatting.withLock { (try? $0.plainNumbers.format(number)) ?? String(number) }
    }

    /// The supported arithmetic years of this profile's calendar.
    public var supportedYears: ClosedRange<Int> { system.supportedYears }

    /// The stand-alone wide names of the months of a year, in order, leap months
    /// included: 13 names for Hebrew 5784 (Adar I, Adar II), 12 for 5783 (Adar),
    /// 13 for Chinese 2023 (闰二月 after 二月), 13 for every Ethiopic year.
    /// - Throws: ``CalendarGridError/outOfRange(field:value:min:max:)``.
    public func monthNames(inYear year: Int) throws(CalendarGridError) -> [String] {
        guard supportedYears.contains(year) else {
            throw .outOfRange(field: "year", value: String(year),
                              min: String(supportedYears.lowerBound), max: String(supportedYears.upperBound))
        }
        var names: [String] = []
        for month in try system.year(year).months {
            names.append(try monthName(julianDay: month.nameDay ?? month.titleJulianDay))
        }
        return names
    }

    /// The title, name and row week numbers of a month whose grid starts on
    /// `gridStart` and has `rows` rows (`year` is the month's, `previousYearLength` the
    /// length of the year before); from the cache, or from ICU now.
    func facts(for month: MonthLayout, gridStart: Int, rows: Int,
               year: YearLayout, previousYearLength: Int) throws(CalendarGridError) -> MonthFacts {
        if let cached = monthFacts.withLock({ $0[month.firstJulianDay] }) { return cached }
        var weekNumbers: [Int] = []
        weekNumbers.reserveCapacity(rows)
        for row in 0..<rows {
            // Any day of a row gives the same week number; take one of the month's.
            let sample = min(max(gridStart + row * 7, month.firstJulianDay), month.lastJulianDay)
            weekNumbers.append(weekOfYear(julianDay: sample, in: year, previousYearLength: previousYearLength))
        }
        let name = try monthName(julianDay: month.nameDay ?? month.titleJulianDay)
        let title = month.nameDay == nil ? try title(julianDay: month.titleJulianDay)
                                         : try title(julianDay: month.titleJulianDay, monthName: name)
        let facts = MonthFacts(title: title, name: name, weekNumbers: weekNumbers)
        monthFacts.withLock { cache in
            if cache.count >= Self.monthFactsLimit { cache.removeAll(keepingCapacity: true) }
            cache[month.firstJulianDay] = facts
        }
        return facts
    }

    /// The stand-alone month name of the month containing the day (`LLLL`), with ICU's
    /// placeholders for missing CLDR data replaced (``Placeholder``).
    func monthName(julianDay: Int) throws(CalendarGridError) -> String {
        try formatting.withLock { state throws(CalendarGridError) in
            Self.withoutPlaceholders(try state.monthName.format(julianDay: julianDay), numbers: state.plainNumbers)
        }
    }

    /// The title of the month containing the day, from ``titlePattern``, with ICU's
    /// placeholders for missing CLDR data replaced (``Placeholder``).
    func title(julianDay: Int) throws(CalendarGridError) -> String {
        try formatting.withLock { state throws(CalendarGridError) in
            Self.withoutPlaceholders(try state.title.format(julianDay: julianDay), numbers: state.plainNumbers)
        }
    }

    private static func withoutPlaceholders(_ text: String, numbers: ICUNumberFormat) -> String {
        Placeholder.replaced(in: text) { number in (try? numbers.format(number)) ?? String(number) }
    }

    /// The title of the month containing the day, with another month name in it: for a
    /// month ICU lacks in that year (``MonthLayout/nameDay``). The title pattern's month
    /// field is formatted as a placeholder, which the name then replaces.
    func title(julianDay: Int, monthName: String) throws(CalendarGridError) -> String {
        let placeholder: Character = "\u{FFFC}"
        return try formatting.withLock { state throws(CalendarGridError) in
            if state.titleWithoutMonth == nil {
                state.titleWithoutMonth = try ICUDateFormat(
                    pattern: Self.replacingMonthField(of: titlePattern, with: String(placeholder)),
                    localeID: state.titleID, calendar: state.calendar)
            }
            guard let format = state.titleWithoutMonth else { return "" }
            return Self.withoutPlaceholders(try format.format(julianDay: julianDay), numbers: state.plainNumbers)
                .split(separator: placeholder, omittingEmptySubsequences: false).joined(separator: monthName)
        }
    }

    /// An ICU date pattern with its month field (the letters `M` and `L` outside quotes)
    /// replaced by a quoted literal: `rU年MMMM` → `rU年'￼'`.
    static func replacingMonthField(of pattern: String, with literal: String) -> String {
        var result = ""
        var quoted = false
        var replaced = false
        for character in pattern {
            if character == "'" { quoted.toggle() }
            if !quoted, character == "M" || character == "L" {
                if !replaced { result += "'" + literal + "'" }
                replaced = true
                continue
            }
            result.append(character)
        }
        return result
    }

    /// WEEK_OF_YEAR of a day of `year`, computed as ICU's Calendar::computeWeekFields
    /// computes it (week 1 is the first week with at least ``minimalDaysInFirstWeek``
    /// days of the year; days of the last days of a year that fall in week 1 of the
    /// next are week 1), from the year layouts instead of asking ICU for every row.
    /// The tests compare it with ``weekOfYear(julianDay:)`` over 400 years of every
    /// calendar.
    func weekOfYear(julianDay: Int, in year: YearLayout, previousYearLength: Int) -> Int {
        let first = firstWeekday.rawValue
        let minimal = minimalDaysInFirstWeek
        let dayOfWeek = Weekday(julianDay: julianDay).rawValue
        let dayOfYear = julianDay - year.firstJulianDay + 1
        let relativeDayOfWeek = (dayOfWeek + 7 - first) % 7
        let relativeDayOfWeekOfFirstDay = ((dayOfWeek - dayOfYear + 1 - first) % 7 + 7) % 7
        var week = (dayOfYear - 1 + relativeDayOfWeekOfFirstDay) / 7
        if 7 - relativeDayOfWeekOfFirstDay >= minimal { week += 1 }
        if week == 0 {
            // The last week of the previous year.
            let dayOfPreviousYear = dayOfYear + previousYearLength
            let periodStart = ((dayOfWeek - first - dayOfPreviousYear + 1) % 7 + 7) % 7
            week = (dayOfPreviousYear + periodStart - 1) / 7 + (7 - periodStart >= minimal ? 1 : 0)
        } else {
            let lastDayOfYear = year.length
            if dayOfYear >= lastDayOfYear - 5 {
                let lastRelativeDayOfWeek = ((relativeDayOfWeek + lastDayOfYear - dayOfYear) % 7 + 7) % 7
                if 6 - lastRelativeDayOfWeek >= minimal, dayOfYear + 7 - relativeDayOfWeek > lastDayOfYear {
                    week = 1
                }
            }
        }
        return week
    }

    /// ICU's WEEK_OF_YEAR of a day, with this profile's first weekday and minimal days,
    /// in this profile's calendar.
    func weekOfYear(julianDay: Int) throws(CalendarGridError) -> Int {
        try formatting.withLock { state throws(CalendarGridError) in
            try state.calendar.setJulianDay(julianDay)
            return try state.calendar.get(.weekOfYear)
        }
    }
}
