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
    let titlePattern: String
    /// The ICU ID the profile asks ICU with (calendar keyword set).
    let icuID: String
    let system: CalendarSystem
    /// The labels of days 1 … 31.
    let dayLabels: [String]
    private let formatting: Locked<Formatting>
    /// The names of the solar terms in the locale's language, for `chinese` and `dangi`
    /// profiles in the languages ``SolarTerm`` has names for; `nil` otherwise.
    let solarTermNames: [String]?

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
        let title: PatternFormat
        let monthName: PatternFormat
        let numbers: ICUNumberFormat
        /// Numbers other than day labels (week numbers): `titleID`'s digits.
        let plainNumbers: ICUNumberFormat
        /// The locale ID titles and names are formatted in.
        let titleID: String
        /// The title pattern with its month field as a placeholder, made when first needed.
        var titleWithoutMonth: PatternFormat? = nil
        /// Month names in the format context (`MMMM`) and the interval format of titles
        /// (`yMMMM`), for secondary titles; made when first needed.
        var formatMonthName: PatternFormat? = nil
        var titleInterval: ICUDateIntervalFormat? = nil
        /// Full dates (accessible names in HTML, `fullDate` in JSON); made when first needed.
        var fullDate: FullDateFormat? = nil
    }

    /// Secondary-calendar texts, by month (first day) and by pair of months, and the
    /// secondary columns of grids already built (scrolling back and forth builds the same
    /// grids again).
    private struct SecondaryTexts {
        var names: [Int: String] = [:]
        var titles: [Pair: String] = [:]
        var columns: [ColumnKey: (column: SecondaryDates.Column, title: String)] = [:]
        struct Pair: Hashable { let first: Int, last: Int }
    }

    /// A grid's cells (`start`, `count`) and its own month's days, for which a secondary
    /// column was made.
    struct ColumnKey: Hashable {
        let start: Int
        let count: Int
        let monthFirst: Int
        let monthLast: Int
    }

    /// The secondary column and title kept for a grid, if any.
    func keptColumn(_ key: ColumnKey) -> (column: SecondaryDates.Column, title: String)? {
        secondaryTexts.withLock { $0.columns[key] }
    }

    func keep(_ column: SecondaryDates.Column, title: String, for key: ColumnKey) {
        secondaryTexts.withLock { texts in
            if texts.columns.count >= Self.monthFactsLimit { texts.columns.removeAll(keepingCapacity: true) }
            texts.columns[key] = (column, title)
        }
    }

    private let secondaryTexts = Locked(SecondaryTexts())

    /// The profile of a locale in a calendar (`nil`: the locale's own), from the cache
    /// or resolved now.
    /// - Throws: ``CalendarGridError/icuFailure(function:code:)`` only; the locale was
    ///   validated when the ``LocaleID`` was made.
    ///
    /// With a `hijriOffset` (−2 … 2), an islamic calendar's dates are moved as
    /// ``hijriOffset`` says; other calendars ignore it.
    /// - Throws: ``CalendarGridError/outOfRange(field:value:min:max:)`` for an offset
    ///   outside −2 … 2.
    public static func resolve(
        _ locale: LocaleID, calendar: CalendarID? = nil,
        hijriOffset: Int = 0
    ) throws(CalendarGridError) -> LocaleProfile {
        try checkHijriOffset(hijriOffset)
        let calendarInEffect = calendar ?? locale.calendar
        // The offset is part of the cache key only where it applies; the locale's default
        // calendar is not known before ICU is asked, so a nil calendar keeps the offset.
        let applied = calendarInEffect.map { $0.isIslamic ? hijriOffset : 0 } ?? hijriOffset
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

    private init(locale: LocaleID, calendar requested: CalendarID?, hijriOffset: Int) throws(CalendarGridError) {
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
        // The day labels: in the numbering system of the day field of the locale's own
        // dates in this calendar, unless -u-nu- names one.
        let localeNumbers = try ICUNumberFormat(localeID: icuID)
        var numbers = localeNumbers
        var numberingSystem = try ICUNumberingSystem.name(forLocaleID: icuID)
        var labels: [String] = []
        for day in 1...31 { labels.append(try localeNumbers.format(day)) }
        if locale.numberingSystem == nil {
            let dayField = try ICUDateFormat(dateStyle: .long, localeID: icuID, calendar: nil, numbers: nil)
                .dayFieldNumberFormat()
            var fieldLabels: [String] = []
            for day in 1...31 { fieldLabels.append(try dayField.format(day)) }
            if fieldLabels != labels {
                numbers = dayField
                labels = fieldLabels
                numberingSystem = try ICUNumberingSystem.name(writing: fieldLabels, localeID: icuID) ?? numberingSystem
            }
        }
        let titleID =
            numberingSystem == "hanidays" && locale.numberingSystem != nil
            ? try ICULocale.settingKeyword(icuID, key: "numbers", to: nil) : icuID
        let titlePattern = try ICUPatternGenerator.bestPattern(skeleton: "yMMMM", localeID: titleID)
        let titleFormat = try ICUDateFormat(pattern: titlePattern, localeID: titleID, calendar: icuCalendar)
        let symbols = titleFormat
        var names: [WeekdayName] = []
        for offset in 0..<7 {
            let weekday = firstWeekday.advanced(by: offset)
            names.append(
                WeekdayName(
                    weekday: weekday,
                    wide: try symbols.weekdayName(weekday.rawValue, width: .wide),
                    abbreviated: try symbols.weekdayName(weekday.rawValue, width: .abbreviated),
                    short: try symbols.weekdayName(weekday.rawValue, width: .short),
                    narrow: try symbols.weekdayName(weekday.rawValue, width: .narrow)))
        }

        // `hanidays` is CLDR's numbering for the days of lunar months (初一 … 三十); it
        // is meant for the day field alone, so titles and month names keep the
        // locale's default digits ("2023癸卯年闰二月", not "二千〇二十三癸卯年闰二月"):
        // titleID above drops it. Week numbers are in titleID's digits.

        self.locale = locale
        self.calendar = calendar
        self.icuID = icuID
        self.hijriOffset = calendar.isIslamic ? hijriOffset : 0
        self.system = try CalendarSystem.shared(calendar, dayOffset: self.hijriOffset)
        self.solarTermNames = calendar.isLunisolarChinese ? SolarTerm.names(forLocaleID: icuID) : nil
        self.firstWeekday = firstWeekday
        self.minimalDaysInFirstWeek = icuCalendar.minimalDaysInFirstWeek
        self.weekend = Set(weekend)
        self.isWeekendByWeekday = (0...7).map { index in weekend.contains { $0.rawValue == index } }
        self.direction = try ICULocale.isRightToLeft(icuID) ? .rightToLeft : .leftToRight
        self.numberingSystem = numberingSystem
        self.weekdayNames = names
        self.titlePattern = titlePattern
        self.dayLabels = labels
        self.formatting = Locked(
            Formatting(
                calendar: icuCalendar,
                title: try PatternFormat(base: titleFormat, localeID: titleID, calendar: icuCalendar, numbers: nil),
                monthName: try PatternFormat(pattern: "LLLL", localeID: titleID, calendar: icuCalendar),
                numbers: numbers,
                plainNumbers: titleID == icuID ? localeNumbers : try ICUNumberFormat(localeID: titleID),
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
            throw .outOfRange(
                field: "year", value: String(year),
                min: String(supportedYears.lowerBound), max: String(supportedYears.upperBound))
        }
        var names: [String] = []
        for month in try system.year(year).months { names.append(try monthName(of: month)) }
        return names
    }

    /// The title, name and row week numbers of a month whose grid starts on
    /// `gridStart` and has `rows` rows (`year` is the month's, `previousYearLength` the
    /// length of the year before); from the cache, or from ICU now.
    func facts(
        for month: MonthLayout, gridStart: Int, rows: Int,
        year: YearLayout, previousYearLength: Int
    ) throws(CalendarGridError) -> MonthFacts {
        if let cached = monthFacts.withLock({ $0[month.firstJulianDay] }) { return cached }
        var weekNumbers: [Int] = []
        weekNumbers.reserveCapacity(rows)
        for row in 0..<rows {
            // Any day of a row gives the same week number; take one of the month's.
            let sample = min(max(gridStart + row * 7, month.firstJulianDay), month.lastJulianDay)
            weekNumbers.append(weekOfYear(julianDay: sample, in: year, previousYearLength: previousYearLength))
        }
        let name = try monthName(of: month)
        let title = try title(of: month, named: name)
        let facts = MonthFacts(title: title, name: name, weekNumbers: weekNumbers)
        monthFacts.withLock { cache in
            if cache.count >= Self.monthFactsLimit { cache.removeAll(keepingCapacity: true) }
            cache[month.firstJulianDay] = facts
        }
        return facts
    }

    /// The stand-alone name of a month (`LLLL`), from the day ICU names it on; a number
    /// where CLDR has no name (``PatternFormat``).
    func monthName(of month: MonthLayout) throws(CalendarGridError) -> String {
        try formatting.withLock { state throws(CalendarGridError) in
            try state.monthName.format(julianDay: month.nameDay ?? month.titleJulianDay, key: month.formatKey)
        }
    }

    /// The title of a month, from ``titlePattern``; for a month ICU lacks in that year
    /// (``MonthLayout/nameDay``), with `name` in it: the pattern's month field is formatted
    /// as a placeholder, which the name then replaces.
    func title(of month: MonthLayout, named knownName: String? = nil) throws(CalendarGridError) -> String {
        let day = month.titleJulianDay
        guard month.nameDay != nil else {
            return try formatting.withLock { state throws(CalendarGridError) in
                try state.title.format(julianDay: day, key: month.formatKey)
            }
        }
        var name = knownName ?? ""
        if knownName == nil { name = try self.name(of: month) }
        let placeholder: Character = "\u{FFFC}"
        return try formatting.withLock { state throws(CalendarGridError) in
            if state.titleWithoutMonth == nil {
                state.titleWithoutMonth = try PatternFormat(
                    pattern: DatePattern(titlePattern).replacing(["M", "L"], with: String(placeholder)).text,
                    localeID: state.titleID, calendar: state.calendar)
            }
            guard let format = state.titleWithoutMonth else { return "" }
            return try format.format(julianDay: day)
                .split(separator: placeholder, omittingEmptySubsequences: false).joined(separator: name)
        }
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
            if case .outOfRange = error { return date.description }
            throw error
        }
        // ICU's own month: ICU's date of the day is the toolkit's.
        let isICUs = month.titleDay == nil && month.nameDay == nil && system.dayOffset == 0
        // `hanidays` names days only: with it the pattern keeps its own digits elsewhere.
        let explicitDigits = locale.numberingSystem != nil && numberingSystem != "hanidays"
        let localeID = icuID
        return try formatting.withLock { state throws(CalendarGridError) -> String in
            let format: FullDateFormat
            if let made = state.fullDate {
                format = made
            } else {
                format = try FullDateFormat(
                    localeID: localeID, calendar: state.calendar, numbers: explicitDigits ? state.numbers : nil)
                state.fullDate = format
            }
            return
                isICUs
                ? try format.format(julianDay: julianDay, key: month.formatKey)
                : try format.format(
                    julianDay: julianDay, day: month.dayNumber(julianDay: julianDay), month: month)
        }
    }

    /// The locale's word for the week-of-year column ("Week", "שבוע", "周"): CLDR's display
    /// name of the field.
    /// - Throws: ``CalendarGridError/icuFailure(function:code:)`` only.
    public func weekColumnName() throws(CalendarGridError) -> String {
        try ICUPatternGenerator.weekFieldName(localeID: icuID)
    }

    // MARK: - Secondary calendars

    /// The calendar a grid in this profile's locale shows under its own by default: the
    /// first calendar of CLDR's preference for the locale's region (`-u-rg-` included)
    /// that is not this profile's own (`zh-CN`: chinese; `zh-TW`: roc; `he-IL`: hebrew;
    /// `fa-IR`: gregorian; `en-US`: none). `iso8601` and `gregorian` count as the same
    /// calendar here: they differ only before 1582.
    /// - Throws: ``CalendarGridError/icuFailure(function:code:)`` only.
    public func preferredSecondaryCalendar() throws(CalendarGridError) -> CalendarID? {
        for type in try ICUCalendar.preferredCalendarTypes(localeID: icuID) {
            guard let candidate = try? CalendarID(parsing: type) else { continue }
            if candidate.icuCalendar != calendar.icuCalendar { return candidate }
        }
        return nil
    }

    /// The stand-alone name of a month of this profile's calendar (cached).
    func name(of month: MonthLayout) throws(CalendarGridError) -> String {
        if let kept = secondaryTexts.withLock({ $0.names[month.firstJulianDay] }) { return kept }
        let name = try monthName(of: month)
        secondaryTexts.withLock { texts in
            if texts.names.count >= Self.monthFactsLimit { texts.names.removeAll(keepingCapacity: true) }
            texts.names[month.firstJulianDay] = name
        }
        return name
    }

    /// The months `first` … `last` of this profile's calendar as the locale writes a span
    /// of months: one month's title when they are the same; else CLDR's interval format
    /// for the skeleton `yMMMM` from a day of the first to a day of the last
    /// (`2024甲辰年七月至八月`, `Av – Elul 5784`, `Elul 5784 – Tishri 5785`); else, where ICU
    /// cannot name the months (a month the official tables put where ICU has none, dates
    /// before 1583 in `iso8601`) or its interval text does not name the last month (CLDR
    /// 42's `fa` interval pattern `LLLL تا MMMM y` comes out as `شهریور تا شهریور`),
    /// the two titles in CLDR's interval fallback pattern (`{0} – {1}`).
    func title(spanning first: MonthLayout, to last: MonthLayout) throws(CalendarGridError) -> String {
        let pair = SecondaryTexts.Pair(first: first.firstJulianDay, last: last.firstJulianDay)
        if let kept = secondaryTexts.withLock({ $0.titles[pair] }) { return kept }
        var text: String? =
            first.firstJulianDay == last.firstJulianDay ? try title(of: first) : nil
        let prolepticBefore1583 = calendar == .iso8601 && first.firstJulianDay < ISODate.julianDay(ofJanuaryFirst: 1583)
        if text == nil, first.nameDay == nil, last.nameDay == nil, !prolepticBefore1583 {
            let from = first.titleJulianDay
            let to = last.titleJulianDay
            text = try formatting.withLock { state throws(CalendarGridError) -> String? in
                if state.titleInterval == nil {
                    state.titleInterval = try ICUDateIntervalFormat(skeleton: "yMMMM", localeID: state.titleID)
                    state.formatMonthName = try PatternFormat(
                        pattern: "MMMM", localeID: state.titleID, calendar: state.calendar)
                }
                guard let interval = state.titleInterval, let formatName = state.formatMonthName else { return nil }
                // ICU's interval patterns cannot be edited field by field: a span with a
                // stand-in (a locale without names in the calendar) is written from the
                // two titles instead, below.
                let span = try interval.format(fromJulianDay: from, toJulianDay: to)
                if Placeholder.occurs(in: span) { return nil }
                let names = [
                    try state.monthName.format(julianDay: to, key: last.formatKey),
                    try formatName.format(julianDay: to, key: last.formatKey),
                ]
                return names.contains { !$0.isEmpty && span.contains($0) } ? span : nil
            }
        }
        if text == nil {
            let pattern = formatting.withLock { state in
                ICUDateIntervalFormat.fallbackPattern(localeID: state.titleID, calendar: calendar.icuCalendar.rawValue)
            }
            let firstTitle = try title(of: first)
            let lastTitle = try title(of: last)
            text = Self.filling(pattern, with: [firstTitle, lastTitle])
        }
        let result = text ?? ""
        secondaryTexts.withLock { texts in
            if texts.titles.count >= Self.monthFactsLimit { texts.titles.removeAll(keepingCapacity: true) }
            texts.titles[pair] = result
        }
        return result
    }

    /// A CLDR message pattern with its arguments `{0}`, `{1}` … replaced.
    static func filling(_ pattern: String, with arguments: [String]) -> String {
        var result = ""
        var rest = Substring(pattern)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"), let index = Int(rest[afterOpen..<close]),
                arguments.indices.contains(index)
            {
                result += arguments[index]
                rest = rest[rest.index(after: close)...]
            } else {
                result.append("{")
                rest = rest[afterOpen...]
            }
        }
        return result + rest
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
