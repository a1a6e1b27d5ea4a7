/// Gregorian months by the calendar's arithmetic (ISO 8601's proleptic calendar,
/// ``ISODate``), where ICU's `gregorian` and `iso8601` lay out the same months: the years
/// after ICU's reform of 15 October 1582 for `gregorian` (before it ICU's hybrid calendar
/// counts Julian days, and October 1582 skips ten day numbers), every year from 1 for
/// `iso8601` (whose change ICU is told lies in the distant past). Other years are ICU's.
///
/// Nothing changes in the days: this rule saves ICU's month-by-month walk through a year
/// (about 100,000 instructions a year, two to four years for a process's first month;
/// docs/performance.md). `GregorianRuleTests` holds it to ICU's months for every year
/// either holds.
struct GregorianRule: CalendarRule {
    let calendar: CalendarID

    /// The years the arithmetic lays out; ICU's era there is AD (1), whose year is the
    /// extended year.
    var arithmeticYears: ClosedRange<Int> {
        calendar == .iso8601 ? 1...Int(Int32.max) : 1583...Int(Int32.max)
    }

    func tableYear(_ year: Int, icu: ICUCalendar, yearShift: Int) throws(CalendarGridError) -> YearLayout? {
        // ICU's extended year is the Gregorian year (a shift would be a new ICU to look at).
        guard arithmeticYears.contains(year), yearShift == 0 else { return nil }
        var months: [MonthLayout] = []
        months.reserveCapacity(12)
        var start = ISODate.julianDay(year: year, month: 1, day: 1)
        for month in 1...12 {
            let next =
                month == 12
                ? ISODate.julianDay(year: year + 1, month: 1, day: 1)
                : ISODate.julianDay(year: year, month: month + 1, day: 1)
            months.append(
                MonthLayout(
                    code: MonthCode(validNumber: month, isLeap: false), ordinal: month, era: 1, eraYear: year,
                    extendedYear: year, arithmeticYear: year, firstJulianDay: start, length: next - start,
                    irregularDayNumbers: nil))
            start = next
        }
        return YearLayout(calendar: calendar, arithmeticYear: year, months: months)
    }

    /// The year of a day in ``arithmeticYears``; ICU's for days before them.
    func year(containing julianDay: Int) -> Int? {
        let year = ISODate(julianDay: julianDay).year
        return arithmeticYears.contains(year) ? year : nil
    }
}
