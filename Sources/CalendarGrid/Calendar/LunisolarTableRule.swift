/// The Chinese and Korean calendars' years from the official tables (``LunisolarYear``:
/// the Hong Kong Observatory's and KASI's month starts and leap months) wherever the tables
/// reach, ICU's arithmetic outside them; the Vietnamese calendar's from its tables alone
/// (ICU has no Vietnamese calendar: outside the tables there are no years).
struct LunisolarTableRule: CalendarRule {
    let calendar: CalendarID

    var heldYears: ClosedRange<Int>? {
        calendar == .vietnamese ? LunisolarTables.firstYear...LunisolarTables.lastYear : nil
    }

    /// A Chinese or Dangi year from the toolkit's tables (the official month starts and
    /// leap months). ICU is asked only for what it names: the sexagenary cycle and year
    /// (the same all year), and, for each month, a day on which ICU's month has the
    /// table's code, to format the title and name from.
    func tableYear(_ year: Int, icu: ICUCalendar, yearShift: Int) throws(CalendarGridError) -> YearLayout? {
        guard let table = LunisolarYear(calendar, year: year) else { return nil }
        // The cycle and year of ICU's first month of the same year (a Vietnamese year may
        // begin a month before China's: ICU's day there is still in the year before).
        try Self.setICU(icu, year: year + yearShift, code: MonthCode(validNumber: 1, isLeap: false))
        let era = try icu.get(.era)
        let eraYear = try icu.get(.year)
        let agrees = try Self.icuAgrees(
            with: table, firstMonthMiddle: try icu.get(.julianDay), calendar: calendar, icu: icu)
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
            if agrees {
                month.titleDay = start + 14
            } else if let day = try Self.dayICUNames(
                code, in: start..<(start + length), calendar: calendar, icu: icu)
            {
                // Mid-month first: ICU's month starts are at most a day or two off the table's.
                month.titleDay = day
            } else if let day = try Self.dayICUNames(code, inICUYear: year + yearShift, calendar: calendar, icu: icu) {
                // ICU has the month in the same year, on other days (a Vietnamese month a
                // day or a month earlier than China's): its title and name are this one's.
                month.titleDay = day
            } else if calendar == .vietnamese {
                // ICU's year lacks the month (a Vietnamese leap month where China has
                // none): the title of ICU's month of that number in the same year, the name
                // of this code from another year.
                month.titleDay =
                    try Self.dayICUNames(
                        MonthCode(validNumber: code.number, isLeap: false), inICUYear: year + yearShift,
                        calendar: calendar, icu: icu) ?? start + 14
                month.nameDay = try Self.referenceDay(for: code, calendar: calendar, near: year, icu: icu)
            } else {
                // ICU has no month of this code in this year (its leap month is elsewhere,
                // as in 1987): the title is ICU's for the middle of the month, with the
                // name of this code taken from another table year whose month ICU agrees on.
                month.titleDay = start + 14
                month.nameDay = try Self.referenceDay(for: code, calendar: calendar, near: year, icu: icu)
            }
            months.append(month)
            start += length
        }
        return YearLayout(calendar: calendar, arithmeticYear: year, months: months)
    }

    /// Whether ICU places the middle of every month of `table` in a month with the table's
    /// code, asked of two or three months instead of each (each question is a computation
    /// of a Chinese date from the new moons, about 300,000 instructions): ICU's month 1
    /// has its 15th (`firstMonthMiddle`) within two days of the table's, and ICU names the
    /// middle of the table's last month, and of its leap month, as the table does. ICU's
    /// months between are then the same new moons as the table's, each begun within a day
    /// or two of the table's (both reckon the astronomical new moon in China's time; the
    /// tables differ from ICU by a day where a new moon falls near midnight), so every
    /// middle lies in a month of the same code. LunisolarTableRuleTests asks ICU about
    /// every month of every table year.
    private static func icuAgrees(
        with table: LunisolarYear, firstMonthMiddle: Int, calendar: CalendarID, icu: ICUCalendar
    ) throws(CalendarGridError) -> Bool {
        guard abs(firstMonthMiddle - (table.firstJulianDay + 14)) <= 2 else { return false }
        var asked = [table.monthCount - 1]
        if let leap = table.leapOrdinal { asked.append(leap - 1) }
        for index in asked {
            var start = table.firstJulianDay
            for earlier in 0..<index { start += table.length(ofMonthAt: earlier) }
            try icu.setJulianDay(start + 14)
            guard try icu.monthCode(in: calendar) == table.code(ofMonthAt: index) else { return false }
        }
        return true
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

    /// The middle of ICU's month with `code` in ICU's extended year `icuYear`, or `nil`
    /// when ICU's year has no such month.
    private static func dayICUNames(
        _ code: MonthCode, inICUYear icuYear: Int, calendar: CalendarID, icu: ICUCalendar
    ) throws(CalendarGridError) -> Int? {
        try setICU(icu, year: icuYear, code: code)
        guard try icu.get(.extendedYear) == icuYear, try icu.monthCode(in: calendar) == code else { return nil }
        return try icu.get(.julianDay)
    }

    /// Sets ICU's calendar to the 15th of the month with `code` in its extended year `year`.
    private static func setICU(_ icu: ICUCalendar, year: Int, code: MonthCode) throws(CalendarGridError) {
        icu.clear()
        icu.set(.extendedYear, year)
        icu.set(.month, code.number - 1)
        icu.set(.isLeapMonth, code.isLeap ? 1 : 0)
        icu.set(.dayOfMonth, 15)
        _ = try icu.get(.julianDay)
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
