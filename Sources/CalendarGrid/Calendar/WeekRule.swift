/// How a locale numbers the weeks of a year: the first weekday and how many days of the
/// year the first week must have (CLDR week data; ISO 8601: Monday and 4).
struct WeekRule: Sendable, Hashable {
    let firstWeekday: Weekday
    let minimalDaysInFirstWeek: Int

    /// WEEK_OF_YEAR of a day of `year`, computed as ICU's `Calendar::computeWeekFields`
    /// computes it (week 1 is the first week with at least ``minimalDaysInFirstWeek``
    /// days of the year; the last days of a year that fall in week 1 of the next are
    /// week 1), from the year layouts instead of asking ICU for every row. The tests
    /// compare it with ICU's own (``LocaleProfile/weekOfYear(julianDay:)``) over 400 years
    /// of every calendar.
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
}
