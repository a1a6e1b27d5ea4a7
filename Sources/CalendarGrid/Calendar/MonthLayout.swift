/// One month of one calendar, as ICU lays it out: where it starts, how many days it
/// has and what ICU calls it. Computed once per (calendar, year) by ``CalendarSystem``.
struct MonthLayout: Sendable, Hashable {
    let code: MonthCode
    /// 1-based position in its year.
    let ordinal: Int
    /// ICU's ERA and YEAR on the month's first day, and the extended year as
    /// ``MonthGrid/extendedYear`` defines it.
    let era: Int
    let eraYear: Int
    let extendedYear: Int
    let arithmeticYear: Int
    /// Julian day number of the first day.
    let firstJulianDay: Int
    /// Days that exist: the distance to the next month's first day (21 for the hybrid
    /// Gregorian October 1582, whose 4th is followed by its 15th).
    let length: Int
    /// The day-of-month numbers of the month's days, only where they are not simply
    /// 1 … `length` (a month with a calendar reform in it).
    let irregularDayNumbers: [Int]?
    /// The day ICU formats the month's title (and name) from, where it is not the first
    /// day: in months whose days the toolkit lays out itself because ICU errs
    /// (``ArithmeticYear``, ``LunisolarYear``), a day that ICU places in a month with the
    /// same code.
    var titleDay: Int? = nil
    /// The day ICU formats the month's name from, for a month that ICU lacks in this year
    /// (a leap month the official tables put elsewhere): a day of another year that ICU
    /// places in a month with this code. The title is then ICU's title of ``titleDay``
    /// with this name in it.
    var nameDay: Int? = nil

    /// The day the month's title is formatted from.
    var titleJulianDay: Int { titleDay ?? firstJulianDay }

    var lastJulianDay: Int { firstJulianDay + length - 1 }

    func contains(julianDay: Int) -> Bool {
        julianDay >= firstJulianDay && julianDay <= lastJulianDay
    }

    /// The month `days` days later (earlier for a negative count), still titled and named
    /// from the days ICU gives it: a Hijri day adjustment moves the month, not ICU's dates.
    func moved(by days: Int) -> MonthLayout {
        var month = MonthLayout(
            code: code, ordinal: ordinal, era: era, eraYear: eraYear, extendedYear: extendedYear,
            arithmeticYear: arithmeticYear, firstJulianDay: firstJulianDay + days, length: length,
            irregularDayNumbers: irregularDayNumbers)
        month.titleDay = titleJulianDay
        month.nameDay = nameDay
        return month
    }

    /// The day-of-month number of a day of this month.
    func dayNumber(julianDay: Int) -> Int {
        let index = julianDay - firstJulianDay
        if let irregularDayNumbers { return irregularDayNumbers[index] }
        return index + 1
    }
}
