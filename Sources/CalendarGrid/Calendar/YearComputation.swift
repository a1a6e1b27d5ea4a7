/// How one calendar's years are computed: ICU's calendar, asked by one computation at a
/// time (``CalendarSystem`` keeps it behind a lock of its own, apart from the cached
/// layouts, so that reading a cached year never waits for ICU to compute another), and
/// the toolkit's tables and rules where they correct ICU.
struct YearComputation {
    let calendar: CalendarID
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
        if calendar == .dangi {
            try CalendarSystem.prepareSharedLunisolarCache(aroundYear: ISODate(julianDay: julianDay).year)
        }
        try icu.setJulianDay(julianDay)
        return try icu.get(.extendedYear) - yearShift
    }

    /// The months of an arithmetic year, from ICU (or the toolkit's tables and rules where
    /// they correct ICU).
    func layout(_ year: Int) throws(CalendarGridError) -> YearLayout {
        if let unmoved = unmoved {
            let months = try unmoved.year(year).months.map { $0.moved(by: -dayOffset) }
            return YearLayout(calendar: calendar, arithmeticYear: year, months: months)
        }
        if calendar == .dangi { try CalendarSystem.prepareSharedLunisolarCache(aroundYear: year) }
        if let table = LunisolarYear(calendar, year: year) {
            return try Self.tableLayout(table, calendar: calendar, icu: icu, yearShift: yearShift)
        }
        let icuExtendedYear = year + yearShift
        icu.clear()
        icu.set(.extendedYear, icuExtendedYear)
        icu.set(.month, 0)
        if calendar.isLunisolarChinese { icu.set(.isLeapMonth, 0) }
        icu.set(.dayOfMonth, 1)
        if let firstDay = ICUFeatures.firstDayNamedRight(in: calendar), try icu.get(.julianDay) < firstDay {
            return try Self.earlyYear(year, calendar: calendar, icu: icu, yearShift: yearShift)
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
        // Where the running ICU lays these calendars out differently from ICU 78 (see
        // ICUFeatures), their days come from the calendars' own arithmetic; Umm al-Qura's
        // from the published calendars.
        if calendar == .hebrew && !ICUFeatures.hebrewNewYearsFollowTheRule {
            months = try HebrewYear(year: year).correcting(months, calendar: calendar)
        } else if calendar == .persian && !ICUFeatures.persianYearsFollowTheRule {
            months = try PersianYear(year: year).correcting(months, calendar: calendar)
        } else if calendar == .islamicUmalqura, let table = UmmAlQuraYear(year: year) {
            // The published Umm al-Qura calendar where the toolkit's table has it (every ICU
            // differs from it before 1420 and after 1450 AH).
            months = try table.correcting(months, calendar: calendar)
        } else if calendar == .islamicUmalqura, let next = UmmAlQuraYear(year: year + 1), var last = months.popLast() {
            // ICU's year before the table ends where the table begins (1364 AH: ICU's last
            // month would run a day into the table's 1365).
            let length = next.firstJulianDay - last.firstJulianDay
            if length != last.length {
                last = MonthLayout(
                    code: last.code, ordinal: last.ordinal, era: last.era, eraYear: last.eraYear,
                    extendedYear: last.extendedYear, arithmeticYear: last.arithmeticYear,
                    firstJulianDay: last.firstJulianDay, length: length, irregularDayNumbers: nil)
                // No longer ICU's month: its texts come from a day inside it (full dates then
                // name the toolkit's days, not ICU's).
                last.titleDay = last.firstJulianDay + 14
            }
            months.append(last)
        }
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
        _ year: Int, calendar: CalendarID, icu: ICUCalendar, yearShift: Int
    ) throws(CalendarGridError) -> YearLayout {
        func start(_ extendedYear: Int, _ month: Int) throws(CalendarGridError) -> Int {
            icu.clear()
            icu.set(.extendedYear, extendedYear)
            icu.set(.month, month)
            icu.set(.dayOfMonth, 1)
            return try icu.get(.julianDay)
        }
        var starts: [Int] = []
        if calendar == .indian {
            let rule = IndianYear(year: year)
            starts = [rule.firstJulianDay]
            for length in rule.monthLengths { starts.append(starts[starts.count - 1] + length) }
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

    /// A Chinese or Dangi year from the toolkit's tables (the official month starts and
    /// leap months). ICU is asked only for what it names: the sexagenary cycle and year
    /// (the same all year), and, for each month, a day on which ICU's month has the
    /// table's code, to format the title and name from.
    private static func tableLayout(
        _ table: LunisolarYear, calendar: CalendarID, icu: ICUCalendar,
        yearShift: Int
    ) throws(CalendarGridError) -> YearLayout {
        let year = table.year
        try icu.setJulianDay(table.firstJulianDay + 14)
        let era = try icu.get(.era)
        let eraYear = try icu.get(.year)
        var months: [MonthLayout] = []
        months.reserveCapacity(table.monthCount)
        var start = table.firstJulianDay
        for index in 0..<table.monthCount {
            let code = table.code(ofMonthAt: index)
            let length = table.length(ofMonthAt: index)
            var month = MonthLayout(
                code: code, ordinal: index + 1, era: era, eraYear: eraYear,
                extendedYear: year - calendar.arithmeticYearOffset, arithmeticYear: year,
                firstJulianDay: start, length: length, irregularDayNumbers: nil)
            // Mid-month first: ICU's month starts are at most a day or two off the table's.
            if let day = try dayICUNames(code, in: start..<(start + length), calendar: calendar, icu: icu) {
                month.titleDay = day
            } else {
                // ICU has no month of this code in this year (its leap month is elsewhere,
                // as in 1987): the title is ICU's for the middle of the month, with the
                // name of this code taken from another table year whose month ICU agrees on.
                month.titleDay = start + 14
                month.nameDay = try referenceDay(for: code, calendar: calendar, near: year, icu: icu)
            }
            months.append(month)
            start += length
        }
        return YearLayout(calendar: calendar, arithmeticYear: year, months: months)
    }

    /// A day of `days` that ICU places in a month with `code`, trying the middle first.
    private static func dayICUNames(
        _ code: MonthCode, in days: Range<Int>, calendar: CalendarID,
        icu: ICUCalendar
    ) throws(CalendarGridError) -> Int? {
        let middle = days.lowerBound + 14
        for day in [middle] + days.filter({ $0 != middle }) {
            try icu.setJulianDay(day)
            if try icu.monthCode(in: calendar) == code { return day }
        }
        return nil
    }

    /// A day, in the table year nearest to `year` that has a month with `code`, that ICU
    /// places in a month with that code.
    private static func referenceDay(
        for code: MonthCode, calendar: CalendarID, near year: Int,
        icu: ICUCalendar
    ) throws(CalendarGridError) -> Int {
        for distance in 1...(LunisolarTables.lastYear - LunisolarTables.firstYear) {
            for candidate in [year - distance, year + distance] {
                guard let other = LunisolarYear(calendar, year: candidate) else { continue }
                var start = other.firstJulianDay
                for index in 0..<other.monthCount {
                    let length = other.length(ofMonthAt: index)
                    if other.code(ofMonthAt: index) == code {
                        try icu.setJulianDay(start + 14)
                        if try icu.monthCode(in: calendar) == code { return start + 14 }
                    }
                    start += length
                }
            }
        }
        throw .icuFailure(function: "ucal_get(UCAL_MONTH)", code: "no \(calendar) month \(code) that ICU names")
    }
}
