/// How one calendar's years are computed: ICU's calendar, asked by one computation at a
/// time (``CalendarSystem`` keeps it behind a lock of its own, apart from the cached
/// layouts, so that reading a cached year never waits for ICU to compute another), and
/// the toolkit's tables and rules where they correct ICU.
struct YearComputation {
    let calendar: CalendarID
    /// What the toolkit knows of the calendar beyond ICU (``CalendarRules/rule(for:)``).
    let rule: any CalendarRule
    let icu: ICUCalendar
    /// ICU's EXTENDED_YEAR minus the arithmetic year, on the running ICU.
    let yearShift: Int
    /// For a moved calendar (a Hijri day adjustment), the unmoved one, whose months it moves.
    let unmoved: CalendarSystem?
    let dayOffset: Int

    /// The arithmetic year of the day. One of the two places where ICU computes this
    /// calendar's dates; for Dangi they first put the Chinese values in ICU's shared cache
    /// (the Chinese system is asked inside the Dangi computation, never the other way round).
    func arithmeticYear(containing julianDay: Int) throws(CalendarGridError) -> Int {
        // A moved calendar's day d is the unmoved calendar's day d + offset.
        if let unmoved { return try unmoved.month(containing: julianDay + dayOffset).arithmeticYear }
        if let year = rule.year(containing: julianDay) { return year }
        if calendar == .dangi {
            try CalendarSystem.prepareSharedLunisolarCache(aroundYear: ISODate(julianDay: julianDay).year)
        }
        try icu.setJulianDay(julianDay)
        return try icu.get(.extendedYear) - yearShift
    }

    /// The first day of an arithmetic year, as ``layout(_:)`` lays it out; where no rule,
    /// table or early-year path changes ICU's first day, asked of ICU without laying out
    /// the year (``CalendarSystem`` asks this of the two years at the ends of its range).
    func firstJulianDay(ofYear year: Int) throws(CalendarGridError) -> Int {
        guard firstDayFromICU(year) else { return try layout(year).firstJulianDay }
        if let table = try rule.tableYear(year, icu: icu, yearShift: yearShift) { return table.firstJulianDay }
        if calendar == .dangi { try CalendarSystem.prepareSharedLunisolarCache(aroundYear: year) }
        setToFirstDay(ofICUYear: year + yearShift)
        return try icu.get(.julianDay)
    }

    /// ICU's calendar set to the first day of its extended year `icuYear` (month 0, not a
    /// leap month, day 1), where both a year's layout and its first day alone begin.
    private func setToFirstDay(ofICUYear icuYear: Int) {
        icu.clear()
        icu.set(.extendedYear, icuYear)
        icu.set(.month, 0)
        if calendar.isLunisolarChinese { icu.set(.isLeapMonth, 0) }
        icu.set(.dayOfMonth, 1)
    }

    /// The last day of an arithmetic year, as ``layout(_:)`` lays it out: where the first
    /// days are ICU's, the day before the next year's first day.
    func lastJulianDay(ofYear year: Int) throws(CalendarGridError) -> Int {
        guard firstDayFromICU(year), firstDayFromICU(year + 1) else { return try layout(year).lastJulianDay }
        return try firstJulianDay(ofYear: year + 1) - 1
    }

    /// Whether no rule, table or early-year path changes ICU's first day of a year: a
    /// calendar of ICU's arithmetic, Gregorian years (``GregorianRule``, its own table or
    /// ICU's), Chinese and Dangi years outside the official tables and Umm al-Qura years
    /// outside the published one, which are ICU's months uncorrected (laying out one of those
    /// costs ICU's astronomy, or its slow Islamic arithmetic far from the table, for every
    /// month).
    private func firstDayFromICU(_ year: Int) -> Bool {
        guard unmoved == nil, ICUFeatures.firstDayNamedRight(in: calendar) == nil else { return false }
        if rule is ICUArithmetic || rule is GregorianRule { return true }
        // Umm al-Qura years outside the published table are ICU's (only the year before
        // the table has its last month ended where the table begins).
        if rule is UmmAlQuraRule { return UmmAlQuraYear(year: year) == nil }
        return (calendar == .chinese || calendar == .dangi) && rule is LunisolarTableRule
            && LunisolarYear(calendar, year: year) == nil
    }

    /// The months of an arithmetic year, from ICU (or the toolkit's tables and rules where
    /// they correct ICU).
    func layout(_ year: Int) throws(CalendarGridError) -> YearLayout {
        if let unmoved = unmoved {
            let months = try unmoved.year(year).months.map { $0.moved(by: -dayOffset) }
            return YearLayout(calendar: calendar, arithmeticYear: year, months: months)
        }
        if calendar == .dangi { try CalendarSystem.prepareSharedLunisolarCache(aroundYear: year) }
        if let table = try rule.tableYear(year, icu: icu, yearShift: yearShift) { return table }
        let icuExtendedYear = year + yearShift
        setToFirstDay(ofICUYear: icuExtendedYear)
        if let firstDay = ICUFeatures.firstDayNamedRight(in: calendar), try icu.get(.julianDay) < firstDay {
            return try Self.earlyYear(year, calendar: calendar, rule: rule, icu: icu, yearShift: yearShift)
        }

        struct Start {
            let julianDay, era, eraYear: Int
            let code: MonthCode
            let ordinal: Int?
        }
        var starts: [Start] = []
        // 14 first days: the year's months and the first day of the next year.
        while starts.count < 15 {
            let start = Start(
                julianDay: try icu.get(.julianDay), era: try icu.get(.era),
                eraYear: try icu.get(.year), code: try icu.monthCode(in: calendar),
                ordinal: try icu.ordinalMonth())
            starts.append(start)
            if try icu.get(.extendedYear) != icuExtendedYear { break }
            try icu.addMonths(1)
        }
        guard starts.count >= 2, starts.count <= 14 else {
            throw .icuFailure(
                function: "ucal_add(UCAL_MONTH)", code: "year \(year) of \(calendar) has \(starts.count - 1) months")
        }

        var months: [MonthLayout] = []
        for index in 0..<(starts.count - 1) {
            let start = starts[index]
            let length = starts[index + 1].julianDay - start.julianDay
            // A reform month (the hybrid Gregorian October 1582) skips day numbers:
            // ask ICU for each of its days. Every other month numbers 1 … length.
            try icu.setJulianDay(start.julianDay + length - 1)
            var irregular: [Int]? = nil
            if try icu.get(.dayOfMonth) != length {
                var numbers: [Int] = []
                for day in 0..<length {
                    try icu.setJulianDay(start.julianDay + day)
                    numbers.append(try icu.get(.dayOfMonth))
                }
                irregular = numbers
            }
            // ICU 73 and later count the ordinal month themselves; it must be the month's
            // position in the year that adding months walked through.
            if let ordinal = start.ordinal, ordinal != index + 1 {
                throw .icuFailure(
                    function: "ucal_get(UCAL_ORDINAL_MONTH)",
                    code: "\(calendar) \(year)-\(start.code) is month \(ordinal), expected \(index + 1)")
            }
            months.append(
                MonthLayout(
                    code: start.code,
                    ordinal: index + 1, era: start.era, eraYear: start.eraYear,
                    extendedYear: year - calendar.arithmeticYearOffset, arithmeticYear: year,
                    firstJulianDay: start.julianDay, length: length, irregularDayNumbers: irregular))
        }
        // Where the running ICU errs, the calendar's rule corrects it (CalendarRule).
        months = try rule.correcting(months, year: year)
        return YearLayout(calendar: calendar, arithmeticYear: year, months: months)
    }

    /// A year that begins before the first day the running ICU names right
    /// (``ICUFeatures/firstDayNamedRight(in:)``: `indian`, `islamic`, `islamic-rgsa` on ICU
    /// before 68). Such a year is outside the supported years; its days fill the first row
    /// of the first supported month's grid. Its months are laid out without asking ICU to
    /// name a day: `indian` by the calendar's rule (``IndianYear``: ICU 67 computes those
    /// days a day off too), the `islamic` ones from ICU's month starts, which ICU computes
    /// right from a year, month and day (ICU 67 and 72 agree on all 7,728 month starts of
    /// years -642 … 1 of both calendars). These
    /// calendars have twelve months a year, no leap months and one era (ICU's era 0, whose
    /// year is the extended year).
    private static func earlyYear(
        _ year: Int, calendar: CalendarID, rule: any CalendarRule, icu: ICUCalendar, yearShift: Int
    ) throws(CalendarGridError) -> YearLayout {
        func start(_ extendedYear: Int, _ month: Int) throws(CalendarGridError) -> Int {
            icu.clear()
            icu.set(.extendedYear, extendedYear)
            icu.set(.month, month)
            icu.set(.dayOfMonth, 1)
            return try icu.get(.julianDay)
        }
        var starts: [Int] = []
        if let ruled = rule.earlyMonthStarts(year) {
            starts = ruled
        } else {
            for month in 0..<12 { starts.append(try start(year + yearShift, month)) }
            starts.append(try start(year + yearShift + 1, 0))
        }
        var months: [MonthLayout] = []
        for index in 0..<12 {
            guard let code = MonthCode(number: index + 1) else { continue }
            months.append(
                MonthLayout(
                    code: code, ordinal: index + 1, era: 0, eraYear: year + yearShift,
                    extendedYear: year - calendar.arithmeticYearOffset, arithmeticYear: year,
                    firstJulianDay: starts[index], length: starts[index + 1] - starts[index],
                    irregularDayNumbers: nil))
        }
        return YearLayout(calendar: calendar, arithmeticYear: year, months: months)
    }
}
