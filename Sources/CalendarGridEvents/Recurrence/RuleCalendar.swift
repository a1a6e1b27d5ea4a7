internal import CalendarGrid

/// The years and months of the calendar a rule counts in (its `RSCALE`), as Julian day
/// numbers: the proleptic Gregorian calendar by arithmetic, any other from the toolkit's
/// layouts (`CivilDays`: the official Chinese and Korean tables, the published Umm al-Qura
/// calendar, the corrections ICU needs), so that an event falls on the days the grids show.
/// Years are kept for the life of one expansion. Not thread-safe: one per expansion.
final class RuleCalendar {
    /// A month: its code, its first day and its length.
    struct Month {
        let code: MonthCode
        let firstDay: Int
        let length: Int
        var endDay: Int { firstDay + length }
    }

    /// A year: its number, its months in order, its first day and the next year's.
    struct Year {
        let number: Int
        let months: [Month]
        var firstDay: Int { months[0].firstDay }
        var endDay: Int { months[months.count - 1].endDay }
        var length: Int { endDay - firstDay }
    }

    let id: CalendarID
    private let isGregorian: Bool
    /// The years the calendar lays out (the toolkit's ISO years 0000 … 9999, or its tables').
    let years: ClosedRange<Int>
    private var kept: [Int: Year] = [:]
    /// The month last found by ``month(containing:)``: a period's days are asked in order.
    private var lastFound: (year: Year, index: Int)? = nil
    private static let gregorianLengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    private static let gregorianCodes = (1...12).compactMap { MonthCode(number: $0) }

    init(_ id: CalendarID) throws(EventError) {
        self.id = id
        isGregorian = id == .gregorian || id == .iso8601
        if isGregorian {
            years = 0...9999
        } else {
            do { years = try CivilDays.supportedYears(of: id) } catch { throw .calendar(error) }
        }
    }

    /// A year, or `nil` outside ``years``.
    func year(_ number: Int) -> Year? {
        if let known = kept[number] { return known }
        guard years.contains(number) else { return nil }
        let made: Year
        if isGregorian {
            let leap = number % 4 == 0 && (number % 100 != 0 || number % 400 == 0)
            // Day numbers of the proleptic Gregorian calendar, as ISODate counts them.
            var day = ISODate.julianDay(ofJanuaryFirst: number)
            var months: [Month] = []
            months.reserveCapacity(12)
            for (index, length) in Self.gregorianLengths.enumerated() {
                let days = index == 1 && leap ? 29 : length
                months.append(Month(code: Self.gregorianCodes[index], firstDay: day, length: days))
                day += days
            }
            made = Year(number: number, months: months)
        } else {
            guard let layouts = try? CivilDays.months(ofYear: number, in: id), !layouts.isEmpty else { return nil }
            made = Year(
                number: number,
                months: layouts.map { Month(code: $0.code, firstDay: $0.firstJulianDay, length: $0.length) })
        }
        kept[number] = made
        return made
    }

    /// The number of the year a day is in, or `nil` outside the calendar's years.
    func yearNumber(containing julianDay: Int) -> Int? {
        if isGregorian {
            let year = ISODate(julianDay: julianDay).year
            return years.contains(year) ? year : nil
        }
        guard let date = try? CalendarDate(ISODate(julianDay: julianDay), calendar: id) else { return nil }
        return date.year
    }

    /// The year and the month (its index in the year) a day is in.
    func month(containing julianDay: Int) -> (year: Year, index: Int)? {
        if let lastFound, julianDay >= lastFound.year.months[lastFound.index].firstDay,
            julianDay < lastFound.year.months[lastFound.index].endDay
        {
            return lastFound
        }
        if let lastFound, julianDay >= lastFound.year.firstDay, julianDay < lastFound.year.endDay,
            let index = lastFound.year.months.firstIndex(where: { julianDay < $0.endDay })
        {
            self.lastFound = (lastFound.year, index)
            return (lastFound.year, index)
        }
        guard let number = yearNumber(containing: julianDay), let year = year(number),
            let index = year.months.firstIndex(where: { julianDay < $0.endDay })
        else { return nil }
        lastFound = (year, index)
        return (year, index)
    }

    /// The year and month a day is in, or the toolkit's error for a day outside the
    /// calendar's years.
    func requireMonth(containing julianDay: Int) throws(EventError) -> (year: Year, index: Int) {
        if let found = month(containing: julianDay) { return found }
        let date = ISODate(julianDay: julianDay)
        if !isGregorian {
            do { _ = try CalendarDate(date, calendar: id) } catch { throw .calendar(error) }
        }
        throw .calendar(.calendar(.yearOutOfRange(String(date.year), supported: years)))
    }

    /// How many months the years from `first` up to (not including) `end` hold: 12 a year
    /// in the Gregorian calendar, their layouts' count in another.
    func months(fromYear first: Int, toYear end: Int) -> Int? {
        if isGregorian { return (end - first) * 12 }
        var total = 0
        for number in stride(from: first, to: end, by: 1) {
            guard let year = year(number) else { return nil }
            total += year.months.count
        }
        return total
    }

    // MARK: - Weeks (RFC 5545 §3.3.10: week 1 is the first with at least four days of the year)

    /// The first day of week 1 of a year, for weeks that start on `weekStart`.
    func firstDayOfWeekOne(_ year: Year, weekStart: Weekday) -> Int {
        let offset = Weekday(julianDay: year.firstDay).offset(from: weekStart)
        let weekContainingFirstDay = year.firstDay - offset
        return 7 - offset >= 4 ? weekContainingFirstDay : weekContainingFirstDay + 7
    }

    /// A year's weeks: the first day of its week 1 and how many weeks it has (to the next
    /// year's week 1); `nil` where the next year is outside the calendar's years.
    func weeks(of year: Year, weekStart: Weekday) -> (firstDay: Int, count: Int)? {
        guard let next = self.year(year.number + 1) else { return nil }
        let first = firstDayOfWeekOne(year, weekStart: weekStart)
        return (first, (firstDayOfWeekOne(next, weekStart: weekStart) - first) / 7)
    }
}
