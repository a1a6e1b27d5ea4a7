import Synchronization

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
    private let formatting: Mutex<Formatting>

    /// The ICU handles that format titles and month names and count weeks.
    private struct Formatting {
        let calendar: ICUCalendar
        let title: ICUDateFormat
        let monthName: ICUDateFormat
        let numbers: ICUNumberFormat
        /// Numbers other than day labels (week numbers): `titleID`'s digits.
        let plainNumbers: ICUNumberFormat
    }

    /// The profile of a locale in a calendar (`nil`: the locale's own), from the cache
    /// or resolved now.
    /// - Throws: ``CalendarGridError/icuFailure(function:code:)`` only; the locale was
    ///   validated when the ``LocaleID`` was made.
    public static func resolve(_ locale: LocaleID, calendar: CalendarID? = nil) throws(CalendarGridError) -> LocaleProfile {
        let requested = calendar ?? locale.calendar
        let key = CacheKey(locale: locale.identifier, calendar: requested)
        if let cached = cache.withLock({ $0[key] }) { return cached }
        let profile = try LocaleProfile(locale: locale, calendar: requested)
        return cache.withLock { entries in
            if let raced = entries[key] { return raced }
            entries[key] = profile
            return profile
        }
    }

    /// Empties the profile cache, so that the next ``resolve(_:calendar:)`` asks ICU
    /// again (for benchmarks of cold resolution and for tests).
    package static func removeAllCached() {
        cache.withLock { $0.removeAll() }
    }

    private struct CacheKey: Hashable {
        let locale: String
        let calendar: CalendarID?
    }

    private static let cache = Mutex<[CacheKey: LocaleProfile]>([:])

    private init(locale: LocaleID, calendar requested: CalendarID?) throws(CalendarGridError) {
        let calendar: CalendarID
        if let requested {
            calendar = requested
        } else {
            let type = try ICUCalendar(localeID: locale.icuIDWithoutCalendar()).type()
            guard let resolved = try? CalendarID(parsing: type) else {
                throw .icuFailure(function: "ucal_getType", code: "unexpected calendar type '\(type)'")
            }
            calendar = resolved
        }
        let icuID = try locale.icuID(calendar: calendar)

        let icuCalendar = try ICUCalendar(localeID: icuID)
        if calendar == .iso8601 {
            try icuCalendar.makeProlepticGregorian()
            icuCalendar.firstDayOfWeek = Weekday.monday.rawValue
            icuCalendar.minimalDaysInFirstWeek = 4
        }
        if let weekday = locale.firstWeekday {
            icuCalendar.firstDayOfWeek = weekday.rawValue
        }
        guard let firstWeekday = Weekday(rawValue: icuCalendar.firstDayOfWeek) else {
            throw .icuFailure(function: "ucal_getAttribute", code: "first day of week \(icuCalendar.firstDayOfWeek)")
        }
        var weekend: [Weekday] = []
        for weekday in Weekday.allCases where try icuCalendar.isWeekend(weekday.rawValue) {
            weekend.append(weekday)
        }

        let symbols = try ICUDateFormat(pattern: "d", localeID: icuID, calendar: icuCalendar)
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
        // locale's default digits ("2023癸卯年闰二月", not "二千〇二十三癸卯年闰二月").
        let numberingSystem = try ICUNumberingSystem.name(forLocaleID: icuID)
        let titleID = numberingSystem == "hanidays"
            ? try ICULocale.settingKeyword(icuID, key: "numbers", to: nil) : icuID
        let titlePattern = try ICUPatternGenerator.bestPattern(skeleton: "yMMMM", localeID: titleID)
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
        self.direction = try ICULocale.isRightToLeft(icuID) ? .rightToLeft : .leftToRight
        self.numberingSystem = numberingSystem
        self.weekdayNames = names
        self.titlePattern = titlePattern
        self.dayLabels = labels
        self.formatting = Mutex(Formatting(
            calendar: icuCalendar,
            title: try ICUDateFormat(pattern: titlePattern, localeID: titleID, calendar: icuCalendar),
            monthName: try ICUDateFormat(pattern: "LLLL", localeID: titleID, calendar: icuCalendar),
            numbers: numbers,
            plainNumbers: try ICUNumberFormat(localeID: titleID)))
    }

    /// The weekday's names.
    public func names(of weekday: Weekday) -> WeekdayName {
        weekdayNames[weekday.offset(from: firstWeekday)]
    }

    /// Whether the weekday is a weekend day here.
    public func isWeekend(_ weekday: Weekday) -> Bool { weekend.contains(weekday) }

    /// A day-of-month number in the locale's digits.
    public func label(forDay day: Int) -> String {
        if day >= 1, day <= dayLabels.count { return dayLabels[day - 1] }
        return formatting.withLock { (try? $0.numbers.format(day)) ?? String(day) }
    }

    /// A number other than a day of the month (a week number) in the locale's digits;
    /// `-u-nu-hanidays` applies to days only, so this uses the locale's default digits.
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
            names.append(try monthName(julianDay: month.firstJulianDay))
        }
        return names
    }

    /// The stand-alone month name of the month containing the day (`LLLL`).
    func monthName(julianDay: Int) throws(CalendarGridError) -> String {
        try formatting.withLock { state throws(CalendarGridError) in try state.monthName.format(julianDay: julianDay) }
    }

    /// The title of the month containing the day, from ``titlePattern``.
    func title(julianDay: Int) throws(CalendarGridError) -> String {
        try formatting.withLock { state throws(CalendarGridError) in try state.title.format(julianDay: julianDay) }
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
