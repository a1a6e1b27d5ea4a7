internal import CICU

/// What the running ICU does where the releases the toolkit supports (67 to 78) differ:
/// the one place in the toolkit that knows about ICU versions.
///
/// Each answer is asked of ICU itself where ICU can be asked (a probe, run once), and
/// read from the version only where a behaviour cannot be observed safely. Everything
/// else in the toolkit asks here and never compares version numbers. Each entry names
/// the ICU ticket or release behind the difference.
enum ICUFeatures {
    /// The running ICU's major version (67 …).
    static let major: Int = {
        var info: [UInt8] = [0, 0, 0, 0]
        cicu_icu_version(&info)
        return Int(info[0])
    }()

    /// Whether ICU reports Temporal month codes and ordinal months (ICU 73, ICU-22027:
    /// `Calendar::getTemporalMonthCode`, `UCAL_ORDINAL_MONTH`). ICU 72 has neither: the
    /// toolkit derives them (``MonthCode/init(icuMonth:isLeapMonth:calendar:)``, and the
    /// month's position in its year).
    static let hasMonthCodes: Bool = cicu_calendar_has_month_codes() != 0

    /// Whether ICU keeps one winter-solstice and new-year cache for its Chinese and Dangi
    /// calendars alike, although they compute for different meridians (ICU-9972, fixed
    /// in ICU 75 by separate caches). Values that Dangi stores first break later Chinese
    /// computations, so on such an ICU the toolkit computes Chinese years before Dangi
    /// ones (``CalendarSystem/prepareSharedLunisolarCache(aroundYear:)``). Read from
    /// the version: the fault shows only in a process whose first lunisolar
    /// computation is a Dangi one, which no probe can arrange after start-up.
    static let sharesLunisolarCache: Bool = major < 75

    /// The last Dangi year this ICU computes right outside the toolkit's tables, where it
    /// is fewer than the toolkit's four-digit ISO years allow (`nil`: no limit).
    ///
    /// With the shared cache (ICU 72 to 74), Dangi years computed over Chinese values equal
    /// ICU 75's Dangi (separate caches) for every year up to 2399, and 31 later years do
    /// not (2405 gets a leap 12th month, 2615 only 11 months); computed without the Chinese
    /// values first, Chinese years break instead, and Dangi's own results then depend on the
    /// order of computation. `Goldens/civil-days.tsv`, recorded on ICU 78, is the proof for
    /// 0 … 2399; so on such an ICU `dangi` supports years up to 2399 only.
    static let dangiLastProvenYear: Int? = sharesLunisolarCache ? 2399 : nil

    /// Whether ICU applies the `-u-fw-` keyword (UTS #35 first day of the week) itself.
    /// ICU 72 ignores it; ICU 73 honours it (ICU-22226). (ICU 73's own iso8601 calendar
    /// set Monday over it, ICU-22434, fixed in 74; the toolkit never opens ICU's iso8601,
    /// see ``CalendarID/icuCalendar``.) Probed: a calendar for `en_US@fw=sat` must start
    /// on Saturday, where CLDR's week data for the US says Sunday.
    static let honoursFirstWeekdayKeyword: Bool = {
        guard let calendar = try? ICUCalendar(localeID: "en_US@fw=sat") else { return false }
        return calendar.firstDayOfWeek == 7
    }()

    // Whether ICU lays out Hebrew and Persian years as their arithmetic does is probed by
    // the calendars' rules (HebrewRule, PersianRule: Calendar/CalendarRule.swift), which
    // need that arithmetic; they ask ICU through icuFirstDay(ofYear:in:).

    /// The first day whose date the running ICU names right in a calendar, where an ICU
    /// release names earlier days wrong; `nil` where every supported day is named right.
    ///
    /// ICU before 68 decomposes days before an epoch with integer division and remainder
    /// that round toward zero (ICU-21043: `indian` before 0001-01-01, month 6145 of year
    /// -583 for 0000-01-01; ICU-21045: `islamic` and `islamic-rgsa` before 1 Muharram AH 1,
    /// negative months), so its fields, titles and names of those days are wrong although
    /// its month starts, computed from fields, are right. On such an ICU the toolkit supports
    /// these calendars from that day on. Probed: ICU's month of a day before the epoch must be
    /// one of the year's months (0 … 11): 1 June of ISO year 0 for `indian` (11 Jyaishtha
    /// -78 Saka: the Saka year begins on 21 or 22 March, Indian national calendar), and
    /// 15 days before 1 Muharram AH 1 for the two `islamic` calendars.
    static func firstDayNamedRight(in calendar: CalendarID) -> Int? {
        switch calendar {
        case .indian: indianNamesEarlyDays ? nil : 1_721_426  // 0001-01-01
        case .islamic, .islamicRgsa: hijriNamesEarlyDays ? nil : hijraEpoch
        default: nil
        }
    }

    private static let indianNamesEarlyDays = monthIsInYear(ofDay: 1_721_212, in: .indian)  // 0000-06-01
    private static let hijriNamesEarlyDays = monthIsInYear(ofDay: hijraEpoch - 15, in: .islamic)

    /// 1 Muharram AH 1 as ICU's `islamic` calendar computes it from fields (right on every
    /// release): 16 July 622 in the Julian calendar.
    private static let hijraEpoch: Int = {
        guard let icu = try? ICUCalendar(localeID: "en@calendar=islamic") else { return 1_948_439 }
        icu.clear()
        icu.set(.extendedYear, 1)
        icu.set(.month, 0)
        icu.set(.dayOfMonth, 1)
        return (try? icu.get(.julianDay)) ?? 1_948_439
    }()

    private static func monthIsInYear(ofDay julianDay: Int, in calendar: CalendarID) -> Bool {
        guard let icu = try? ICUCalendar(localeID: "en@calendar=\(calendar.rawValue)") else { return false }
        guard (try? icu.setJulianDay(julianDay)) != nil, let month = try? icu.get(.month) else { return false }
        return (0...11).contains(month)
    }

    /// The Julian day ICU gives the first day of an extended year of a calendar whose
    /// extended year is its arithmetic year; `nil` when ICU fails.
    static func icuFirstDay(ofYear year: Int, in calendar: CalendarID) -> Int? {
        guard let icu = try? ICUCalendar(localeID: "en@calendar=\(calendar.rawValue)") else { return nil }
        icu.clear()
        icu.set(.extendedYear, year)
        icu.set(.month, 0)
        icu.set(.dayOfMonth, 1)
        return try? icu.get(.julianDay)
    }

    // Not a switch here, but a difference all the same: ICU 72 computes `iso8601` as its
    // hybrid `gregorian`; later releases have an ISO8601Calendar of their own (type
    // `iso8601`, still hybrid), which the toolkit does not use (``CalendarID/icuCalendar``).

    /// ICU's EXTENDED_YEAR minus the toolkit's arithmetic year, for the running ICU.
    ///
    /// ICU 78 (ICU-23167) moved the epoch of three calendars: Chinese and Dangi count
    /// EXTENDED_YEAR from 1 CE, so it is the related ISO year, the toolkit's arithmetic
    /// year (before: from 2637 BCE and 2333 BCE, 4661 and 4357 for the year that began
    /// in February 2024); `ethiopic-amete-alem` counts from its own epoch, so it is the
    /// Amete Alem year (before: the Amete Mihret year, 5500 less). Probed on 1 June 2024
    /// (Julian day 2460463), in Chinese and Dangi year 2024 (New Year 10 February 2024:
    /// Hong Kong Observatory, KASI) and Ethiopic year 2016, Amete Alem 7516 (Ethiopic
    /// New Year 1 Meskerem 2016 = 12 September 2023). Any other answer is an ICU the
    /// toolkit does not know, and an error rather than a guess.
    static func extendedYearShift(_ calendar: CalendarID, probing icu: ICUCalendar) throws(CalendarGridError) -> Int {
        let classic = -calendar.arithmeticYearOffset
        switch calendar {
        case .chinese, .dangi, .vietnamese, .ethiopicAmeteAlem:
            let arithmetic = calendar == .ethiopicAmeteAlem ? 7516 : 2024
            try icu.setJulianDay(2_460_463)
            let extended = try icu.get(.extendedYear)
            if extended == arithmetic + classic { return classic }
            if extended == arithmetic { return 0 }
            throw .icuFailure(
                function: "ucal_get(UCAL_EXTENDED_YEAR)",
                code: "\(calendar) year \(extended) on 2024-06-01, expected \(arithmetic + classic) or \(arithmetic)")
        default:
            return classic
        }
    }
}
