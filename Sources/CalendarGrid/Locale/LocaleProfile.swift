/// Everything a month grid needs to know about one locale in one calendar, resolved
/// from ICU once and cached: week data, direction, digits, names, title pattern.
///
/// - First weekday and minimal days come from CLDR week data for the locale's region
///   (after `-u-rg-`); `-u-fw-` then sets the first weekday (ICU 72 ignores it).
///   `iso8601` is Monday first, minimal days 4, unless `-u-fw-` says otherwise.
/// - The weekend is ICU's day-of-week types, a set: Friday alone in `fa-IR`,
///   Friday and Saturday in `he-IL`, Saturday and Sunday in `en-US`.
/// - Day labels are written the way the locale's own dates in the calendar write the day:
///   in the numbering system of the day field of the locale's long date format in that
///   calendar (CLDR names one for some calendars: Hebrew numerals for `he` `hebrew`,
///   初一 … 三十 for `zh` `chinese`), else in the locale's digits (`ar-EG` writes ١٢).
///   A `-u-nu-` keyword always wins: `ar-EG-u-nu-latn` writes 12,
///   `he-IL-u-ca-hebrew-nu-latn` writes 5, `-u-nu-hanidays` 十二.
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
    /// The first day of the week: CLDR's for the region, or `-u-fw-`.
    public let firstWeekday: Weekday
    /// How many days of a year its first week must have (CLDR week data; 4 for ISO weeks).
    public let minimalDaysInFirstWeek: Int
    /// The weekend days, a set (Friday alone in `fa-IR`, Sunday alone in `hi-IN`, Friday and
    /// Saturday in `he-IL`): from ICU's day-of-week types, a day on which the weekend starts
    /// or ends part-way counts. `weekend.sorted()` gives them by weekday number, as JSON does.
    public let weekend: Set<Weekday>
    /// Which way the locale's script runs.
    public let direction: LayoutDirection
    /// The numbering system of the day labels (`latn`, `arab`, `thai`, `hanidays`, `hebr`, …).
    public let numberingSystem: String
    /// The Hijri day adjustment in effect, −2 … 2: the date shown for a civil day d is the
    /// calendar's date of d + `hijriOffset` (+1: every month begins a day earlier). Always 0
    /// outside the islamic calendars (``CalendarID/isIslamic``), which ignore the adjustment.
    public let hijriOffset: Int
    /// Stand-alone weekday names, in display order: ``firstWeekday`` first.
    public let weekdayNames: [WeekdayName]
    /// The locale's month-and-year pattern for this calendar, from the skeleton
    /// `yMMMM` (`MMMM y` in `en`, `y年M月` in `ja`, `Gy年M月` for `japanese`,
    /// `rU年MMMM` for `zh` `chinese`). Titles and month names use the locale's digits,
    /// except that `-u-nu-hanidays` (a numbering for days of lunar months) applies to
    /// day labels only. Internal: an ICU pattern string is ICU's syntax, not an API; the
    /// titles it makes are ``MonthGrid/title``.
    var titlePattern: String { texts.recipe.titlePattern }
    /// The ICU ID the profile asks ICU with (calendar keyword set).
    let icuID: String
    let system: CalendarSystem
    /// The labels of days 1 … 31 (a 32nd day, which only Bikram Sambat's months have, is
    /// formatted when asked for: ``label(forDay:)``).
    let dayLabels: [String]
    /// The first weekday and minimal days of the first week, for week numbers.
    let weekRule: WeekRule
    /// Titles, month names, full dates and numbers, from ICU, kept per month.
    let texts: MonthTexts
    /// The names of the solar terms in the locale's language, for `chinese` and `dangi`
    /// profiles in the languages ``SolarTerm`` has names for; `nil` otherwise.
    let solarTermNames: [String]?
    /// `isWeekendByWeekday[weekday.rawValue]`.
    private let isWeekendByWeekday: [Bool]
    /// The short time format, made when a time is first written.
    private let timeFormat = Locked<ICUDateFormat?>(nil)
    /// The profile of a locale in a calendar (`nil`: the locale's own), from the cache
    /// or resolved now.
    /// - Throws: ``CalendarGridError/icuFailure(function:code:)`` only; the locale was
    ///   validated when the ``LocaleID`` was made.
    ///
    /// With a `hijriOffset` (−2 … 2), an islamic calendar's dates are moved as
    /// ``hijriOffset`` says; other calendars ignore it.
    /// - Throws: ``CalendarError/hijriOffsetOutOfRange(_:supported:)`` for an offset
    ///   outside −2 … 2.
    public static func resolve(
        _ locale: LocaleID, calendar: CalendarID? = nil,
        hijriOffset: Int = 0
    ) throws(CalendarGridError) -> LocaleProfile {
        try checkHijriOffset(hijriOffset)
        let calendarInEffect = calendar ?? locale.calendar
        // The offset is part of the cache key only where it applies; the locale's default
        // calendar is not known before ICU is asked, so a nil calendar keeps the offset.
        let applied = calendarInEffect.map { $0.appliedHijriOffset(hijriOffset) } ?? hijriOffset
        return try ProfileCache.shared.profile(locale, calendar: calendar, hijriOffset: applied)
    }

    /// The Hijri day adjustments accepted, as .NET's `HijriCalendar.HijriAdjustment` and
    /// Windows accept them.
    public static let hijriOffsets: ClosedRange<Int> = CalendarSystem.hijriOffsets

    static func checkHijriOffset(_ offset: Int) throws(CalendarGridError) {
        try CalendarSystem.checkHijriOffset(offset)
    }

    /// Empties the shared profile cache, so that the next ``resolve(_:calendar:)`` asks
    /// ICU again (for benchmarks of cold resolution).
    package static func removeAllCached() { ProfileCache.shared.removeAll() }

    /// Resolves a profile from ICU, bypassing every cache (``ProfileCache`` calls it).
    static func resolveUncached(
        _ locale: LocaleID, calendar: CalendarID?, hijriOffset: Int = 0
    ) throws(CalendarGridError) -> LocaleProfile {
        try LocaleProfile(locale: locale, calendar: calendar, hijriOffset: hijriOffset)
    }

    private init(locale: LocaleID, calendar: CalendarID?, hijriOffset: Int) throws(CalendarGridError) {
        let resolved = try ProfileResolution(locale: locale, calendar: calendar)
        self.locale = locale
        self.calendar = resolved.calendar
        self.icuID = resolved.icuID
        self.hijriOffset = resolved.calendar.appliedHijriOffset(hijriOffset)
        self.system = try CalendarSystem.shared(
            resolved.calendar, dayOffset: self.hijriOffset, template: resolved.formatters.calendar)
        self.solarTermNames = resolved.calendar.isLunisolarChinese ? SolarTerm.names(forLocaleID: resolved.icuID) : nil
        self.weekRule = resolved.weekRule
        self.firstWeekday = resolved.weekRule.firstWeekday
        self.minimalDaysInFirstWeek = resolved.weekRule.minimalDaysInFirstWeek
        self.weekend = Set(resolved.weekend)
        self.isWeekendByWeekday = (0...7).map { index in resolved.weekend.contains { $0.rawValue == index } }
        self.direction = resolved.direction
        self.numberingSystem = resolved.numberingSystem
        self.weekdayNames = resolved.weekdayNames
        self.dayLabels = resolved.dayLabels
        self.texts = MonthTexts(recipe: resolved.recipe, first: resolved.formatters)
    }

    /// The script the locale is written in (ISO 15924: `Arab` for `uz-Arab-AF` and `uz-AF`,
    /// `Latn` for `uz-UZ`): its own, else CLDR's likely one. For QA reports (a Latin month
    /// name in an Arabic-script locale is a data gap).
    package var writingScript: String { ICULocale.likelyScript(icuID) }

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
        return texts.number(day, plain: false)
    }

    /// A number other than a day of the month (a week number) in the locale's digits;
    /// `-u-nu-hanidays` applies to days only, so this uses the locale's default digits.
    /// Should ICU fail to format the number (it does not for whole numbers), it is
    /// written in ASCII digits.
    public func numberLabel(_ number: Int) -> String {
        texts.number(number, plain: true)
    }

    /// The supported arithmetic years of this profile's calendar.
    public var supportedYears: ClosedRange<Int> { system.supportedYears }

    /// The stand-alone wide names of the months of a year, in order, leap months
    /// included: 13 names for Hebrew 5784 (Adar I, Adar II), 12 for 5783 (Adar),
    /// 13 for Chinese 2023 (闰二月 after 二月), 13 for every Ethiopic year.
    /// - Throws: ``CalendarError/yearOutOfRange(_:supported:)``.
    public func monthNames(inYear year: Int) throws(CalendarGridError) -> [String] {
        try system.checkYear(year)
        var names: [String] = []
        for month in try system.year(year).months { names.append(try texts.monthName(of: month)) }
        return names
    }

    // MARK: - Full dates

    /// A day as the locale writes a full date in this profile's calendar: CLDR's full date
    /// format (`Tuesday, September 17, 2024` in `en-US`; `יום שלישי, י״ד באלול תשפ״ד` in
    /// `he-IL-u-ca-hebrew`; `2024年9月17日星期二` in `zh-CN`), with a `-u-nu-` keyword's
    /// digits in every field where one is given. What HTML uses as each day's accessible
    /// name; formatted by ICU on every call (keep the result where it is needed often).
    ///
    /// The date is the one the grid shows for the day: where the toolkit lays a month out
    /// differently from ICU (the official Chinese and Korean tables, the published Umm
    /// al-Qura calendar, Hebrew and Persian years on older ICUs, a Hijri day adjustment), the
    /// full date names the toolkit's month and day, not ICU's:
    /// `zh-CN` chinese 2027-02-06 is 正月初一, as its cell; `en-US` islamic-umalqura with
    /// offset +1, 2025-02-28 is Ramadan 1. A day whose month the running ICU cannot name
    /// (before AH 1 in `islamic` on ICU 67) is written as its ISO date.
    /// - Throws: ``CalendarGridError/icuFailure(function:code:)`` only.
    public func fullDate(_ date: ISODate) throws(CalendarGridError) -> String {
        let julianDay = date.julianDay
        let month: MonthLayout
        do {
            month = try system.month(containing: julianDay)
        } catch {
            if case .calendar(.dateOutOfRange) = error { return date.description }
            throw error
        }
        // ICU's own month: ICU's date of the day is the toolkit's.
        let isICUs = month.titleDay == nil && month.nameDay == nil && system.dayOffset == 0
        // `hanidays` names days only: with it the pattern keeps its own digits elsewhere.
        let explicitDigits = locale.numberingSystem != nil && numberingSystem != "hanidays"
        return try texts.fullDate(julianDay: julianDay, in: month, isICUs: isICUs, explicitDigits: explicitDigits)
    }

    /// A time of day as the locale writes a time: CLDR's short time format (`4:30 PM` in
    /// `en-US`, `16:30` in `de-DE`, `٤:٣٠ م` in `ar-EG`), in the locale's digits (a `-u-nu-`
    /// keyword's, but never `hanidays`, which numbers days) and with a `-u-hc-` keyword's
    /// hour cycle where the running ICU applies it. For the start of an event on a day.
    /// - Parameter milliseconds: since midnight, 0 ..< 86,400,000.
    /// - Throws: ``CalendarError/timeOutOfRange(millisecondsInDay:)`` for a time outside
    ///   the day; ``CalendarGridError/icuFailure(function:code:)``.
    public func timeOfDay(millisecondsInDay milliseconds: Int) throws(CalendarGridError) -> String {
        guard (0..<86_400_000).contains(milliseconds) else {
            throw .calendar(.timeOutOfRange(millisecondsInDay: milliseconds))
        }
        return try timeFormat.withLock { kept throws(CalendarGridError) in
            let format: ICUDateFormat
            if let known = kept {
                format = known
            } else {
                format = try ICUDateFormat(shortTimeLocaleID: texts.recipe.titleID)
                kept = format
            }
            return try format.format(millisecondsInDay: milliseconds)
        }
    }

    /// CLDR's plural category of a count in the locale (`one`, `two`, `few`, `many`,
    /// `other`, `zero`): which form of a counted text ("1 event", "2 events") an app's
    /// translations should use; `other` should ICU not answer.
    public func pluralCategory(of count: Int) -> String {
        ICUPluralRules.category(of: count, localeID: icuID)
    }

    /// The locale's word for the week-of-year column ("Week", "שבוע", "周"): CLDR's display
    /// name of the field.
    /// - Throws: ``CalendarGridError/icuFailure(function:code:)`` only.
    public func weekColumnName() throws(CalendarGridError) -> String {
        try ICUPatternGenerator.weekFieldName(localeID: icuID)
    }

    // MARK: - Secondary calendars

    /// The calendars CLDR lacks that a region lives by, by ISO 3166 region: what a grid
    /// there shows under its own by default, before CLDR's preference. Vietnam (`VN`): the
    /// Vietnamese lunar calendar, printed under every day of Vietnamese wall calendars.
    /// Nepal (`NP`): Bikram Sambat, the official calendar, which Nepali calendars print
    /// beside the Gregorian date (CLDR gives Nepal the Gregorian calendar alone, and so does
    /// the toolkit as its primary calendar: `--calendar bikram-sambat` makes it the grid's).
    /// India (`IN`): the Hindu lunisolar calendar, whose tithi Indian wall calendars print
    /// under each day (CLDR prefers the Gregorian and then the Saka calendar, which civil
    /// documents date by but calendars do not print day by day): `calgrid hi-IN --secondary
    /// auto` names each day's tithi.
    public static let regionalCalendars: [String: CalendarID] = [
        "VN": .vietnamese, "NP": .bikramSambat, "IN": .panchang,
    ]

    /// The calendar a grid in this profile's locale shows under its own by default: the
    /// first calendar of CLDR's preference for the locale's region (`-u-rg-` included)
    /// that is not this profile's own (`zh-CN`: chinese; `zh-TW`: roc; `he-IL`: hebrew;
    /// `fa-IR`: gregorian; `en-US`: none). `iso8601` and `gregorian` count as the same
    /// calendar here: they differ only before 1582. Where a region lives by a calendar CLDR
    /// lacks, the toolkit's calendar comes first (``regionalCalendars``: `vi-VN`:
    /// vietnamese; `ne-NP`: bikram-sambat; `hi-IN`: panchang).
    /// - Throws: ``CalendarGridError/icuFailure(function:code:)`` only.
    public func preferredSecondaryCalendar() throws(CalendarGridError) -> CalendarID? {
        let region = locale.regionOverride.map { String($0.prefix(2)).uppercased() } ?? locale.region
        if let region, let own = Self.regionalCalendars[region], own != calendar { return own }
        for type in try ICUCalendar.preferredCalendarTypes(localeID: icuID) {
            guard let candidate = try? CalendarID(parsing: type) else { continue }
            if candidate.icuCalendar != calendar.icuCalendar { return candidate }
        }
        return nil
    }

    /// ICU's WEEK_OF_YEAR of a day, with this profile's first weekday and minimal days,
    /// in this profile's calendar (what ``WeekRule`` is tested against).
    func weekOfYear(julianDay: Int) throws(CalendarGridError) -> Int {
        try texts.icuWeekOfYear(julianDay: julianDay)
    }
}

extension LocaleProfile: Hashable {
    /// Whether two profiles are of the same locale ID, calendar and Hijri day adjustment: a
    /// profile is what the running ICU says for those three, so two such profiles (from the
    /// cache or resolved apart) hold the same data. The locale ID is compared as written
    /// (canonical): `he-IL` with the calendar `hebrew` is not `he-IL-u-ca-hebrew`, whose JSON
    /// `locale` differs, although their days and names are the same.
    public static func == (lhs: LocaleProfile, rhs: LocaleProfile) -> Bool {
        lhs === rhs
            || (lhs.locale == rhs.locale && lhs.calendar == rhs.calendar && lhs.hijriOffset == rhs.hijriOffset)
    }

    /// Hashes the locale, calendar and Hijri day adjustment, as ``==(_:_:)`` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(locale)
        hasher.combine(calendar)
        hasher.combine(hijriOffset)
    }
}
