/// Where a holiday falls in a Gregorian year: one of the date forms of `docs/holidays.md`.
enum HolidayDateRule: Sendable, Hashable {
    /// `MM-DD`.
    case fixed(month: Int, day: Int)
    /// `YYYY-MM-DD`: one day.
    case once(ISODate)
    /// `MM-WWW-N`: the nth weekday of a month (negative from the end).
    case nthWeekday(month: Int, weekday: Weekday, n: Int)
    /// `MM-DD-WWW+` / `MM-DD-WWW-`: the weekday on or after / on or before a day.
    case weekdayNear(month: Int, day: Int, weekday: Weekday, after: Bool)
    /// `easter` (Gregorian computus) or `orthodox-easter` (Julian computus).
    case easter(orthodox: Bool)
    /// `solar-term:DEG` and the equinox and solstice names: the Sun at a longitude.
    case solarTerm(degrees: Int)
    /// `CAL:MCODE-DD`: a day (`nil`: the last) of a month in a toolkit calendar.
    case calendarDay(CalendarID, MonthCode, day: Int?)

    /// Parses a date form; `nil` when the text is none of them.
    init?(parsing text: String) {
        let lowered = text.lowercased()
        switch lowered {
        case "easter": self = .easter(orthodox: false)
        case "orthodox-easter": self = .easter(orthodox: true)
        case "equinox-march": self = .solarTerm(degrees: 0)
        case "solstice-june": self = .solarTerm(degrees: 90)
        case "equinox-september": self = .solarTerm(degrees: 180)
        case "solstice-december": self = .solarTerm(degrees: 270)
        default:
            if lowered.hasPrefix("solar-term:") {
                guard let degrees = Int(lowered.dropFirst("solar-term:".count)), degrees % 15 == 0,
                    (0..<360).contains(degrees)
                else { return nil }
                self = .solarTerm(degrees: degrees)
            } else if let colon = lowered.firstIndex(of: ":") {
                guard let calendar = try? CalendarID(parsing: String(lowered[..<colon])) else { return nil }
                let rest = text[text.index(after: colon)...]
                guard let dash = rest.lastIndex(of: "-"), let code = MonthCode(String(rest[..<dash])) else {
                    return nil
                }
                let dayText = rest[rest.index(after: dash)...]
                if dayText == "last" {
                    self = .calendarDay(calendar, code, day: nil)
                } else if let day = Int(dayText), (1...31).contains(day) {
                    self = .calendarDay(calendar, code, day: day)
                } else {
                    return nil
                }
            } else {
                guard let parsed = Self.gregorian(lowered) else { return nil }
                self = parsed
            }
        }
    }

    private static func gregorian(_ text: String) -> HolidayDateRule? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        if parts.count == 3, parts[0].count == 4, let date = try? ISODate(parsing: text) {
            return .once(date)
        }
        guard parts.count >= 2, let month = Int(parts[0]), (1...12).contains(month), parts[0].count == 2 else {
            return nil
        }
        if parts.count == 2, let day = Int(parts[1]), (1...31).contains(day) {
            return .fixed(month: month, day: day)
        }
        if parts.count == 3, let weekday = Self.weekday(parts[1]) {
            let n: Int? = parts[2] == "last" ? -1 : Int(parts[2])
            guard let n, n != 0, (-5...5).contains(n) else { return nil }
            return .nthWeekday(month: month, weekday: weekday, n: n)
        }
        // `MM-DD-WWW+` and `MM-DD-WWW-`: the last part is a weekday and a sign, or a
        // weekday followed by an empty part (the `-` split off).
        if parts.count == 3 || parts.count == 4, let day = Int(parts[1]), (1...31).contains(day) {
            var name = parts[2]
            let after: Bool
            if parts.count == 4, parts[3].isEmpty {
                after = false
            } else if parts.count == 3, name.hasSuffix("+") {
                name.removeLast()
                after = true
            } else {
                return nil
            }
            guard let weekday = Self.weekday(name) else { return nil }
            return .weekdayNear(month: month, day: day, weekday: weekday, after: after)
        }
        return nil
    }

    /// `mon` … `sun`.
    static func weekday(_ text: String) -> Weekday? {
        switch text.lowercased() {
        case "sun": .sunday
        case "mon": .monday
        case "tue": .tuesday
        case "wed": .wednesday
        case "thu": .thursday
        case "fri": .friday
        case "sat": .saturday
        default: nil
        }
    }

    /// Whether the form is a one-off day.
    var onceDate: ISODate? {
        if case .once(let date) = self { return date }
        return nil
    }

    /// The days the form gives in Gregorian `year` (several for a lunar month that falls
    /// twice in one year; none where a calendar has no such month that year or no data).
    /// `solarTerms` is the table of the country's time.
    func days(inYear year: Int, solarTerms: SolarTerm.Days?) -> [ISODate] {
        switch self {
        case .fixed(let month, let day):
            guard let date = try? ISODate(year: year, month: month, day: day) else { return [] }
            return [date]
        case .once(let date):
            return date.year == year ? [date] : []
        case .nthWeekday(let month, let weekday, let n):
            let length = ISODate.daysInMonth(year: year, month: month)
            let first = ISODate.julianDay(year: year, month: month, day: 1)
            if n > 0 {
                let day = first + Weekday(julianDay: first).distance(forwardTo: weekday) + 7 * (n - 1)
                return day < first + length ? [ISODate(julianDay: day)] : []
            }
            let last = first + length - 1
            let day = last - weekday.distance(forwardTo: Weekday(julianDay: last)) + 7 * (n + 1)
            return day >= first ? [ISODate(julianDay: day)] : []
        case .weekdayNear(let month, let day, let weekday, let after):
            guard let date = try? ISODate(year: year, month: month, day: day) else { return [] }
            let julianDay = date.julianDay
            let here = Weekday(julianDay: julianDay)
            return [
                ISODate(
                    julianDay: after
                        ? julianDay + here.distance(forwardTo: weekday) : julianDay - weekday.distance(forwardTo: here))
            ]
        case .easter(let orthodox):
            return [ISODate(julianDay: orthodox ? Self.orthodoxEaster(year) : Self.westernEaster(year))]
        case .solarTerm(let degrees):
            guard let solarTerms else { return [] }
            // Term index 0 is 小寒 at 285°; the index of a longitude counts on from there.
            let index = ((degrees - 285) / 15 % 24 + 24) % 24
            let start = ISODate.julianDay(ofJanuaryFirst: year)
            let end = ISODate.julianDay(ofJanuaryFirst: year + 1)
            var position = solarTerms.firstPosition(onOrAfter: start)
            var result: [ISODate] = []
            while position < solarTerms.days.count, solarTerms.days[position] < end {
                if Int(solarTerms.indices[position]) == index {
                    result.append(ISODate(julianDay: solarTerms.days[position]))
                }
                position += 1
            }
            return result
        case .calendarDay(let calendar, let code, let day):
            return Self.calendarDays(calendar, code, day: day, inYear: year)
        }
    }

    /// Gauss's algorithm in the form of Meeus, *Astronomical Algorithms*, ch. 8 (Gregorian).
    static func westernEaster(_ year: Int) -> Int {
        let a = year % 19
        let b = year / 100
        let c = year % 100
        let d = b / 4
        let e = b % 4
        let f = (b + 8) / 25
        let g = (b - f + 1) / 3
        let h = (19 * a + b - d - g + 15) % 30
        let i = c / 4
        let k = c % 4
        let l = (32 + 2 * e + 2 * i - h - k) % 7
        let m = (a + 11 * h + 22 * l) / 451
        let month = (h + l - 7 * m + 114) / 31
        let day = (h + l - 7 * m + 114) % 31 + 1
        return ISODate.julianDay(year: year, month: month, day: day)
    }

    /// The Julian computus (Meeus, ch. 8), as a Julian day: the Julian calendar's date
    /// converted with the Julian calendar's day count.
    static func orthodoxEaster(_ year: Int) -> Int {
        let a = year % 4
        let b = year % 7
        let c = year % 19
        let d = (19 * c + 15) % 30
        let e = (2 * a + 4 * b - d + 34) % 7
        let month = (d + e + 114) / 31
        let day = (d + e + 114) % 31 + 1
        // Julian calendar date to Julian day (Meeus, ch. 7, with B = 0).
        let y = month <= 2 ? year - 1 : year
        let m = month <= 2 ? month + 12 : month
        return Int((365.25 * Double(y + 4716)).rounded(.down)) + Int((30.6001 * Double(m + 1)).rounded(.down)) + day
            - 1524
    }

    private static func calendarDays(
        _ calendar: CalendarID, _ code: MonthCode, day: Int?, inYear year: Int
    ) -> [ISODate] {
        guard (1...9998).contains(year),
            let first = try? CalendarDate(ISODate(year: year, month: 1, day: 1), calendar: calendar),
            let last = try? CalendarDate(ISODate(year: year, month: 12, day: 31), calendar: calendar)
        else { return [] }
        var result: [ISODate] = []
        for calendarYear in first.year...last.year {
            guard let start = try? CalendarDate(calendar: calendar, year: calendarYear, monthCode: code, day: 1),
                start.monthCode == code
            else { continue }
            let date: ISODate?
            if calendar == .panchang {
                date = Self.tithiDay(day ?? 30, monthStart: start)
            } else if let day {
                date =
                    (try? CalendarDate(
                        calendar: calendar, year: calendarYear, monthCode: code, day: day, overflow: .reject))?.iso
            } else {
                date = (try? CalendarDate(calendar: calendar, year: calendarYear, monthCode: code, day: 31))?.iso
            }
            if let date, date.year == year { result.append(date) }
        }
        return result
    }

    /// The day of a panchang month whose sunrise tithi is `tithi`; when the tithi begins and
    /// ends between two sunrises, the day it falls in (the one before the next tithi's).
    private static func tithiDay(_ tithi: Int, monthStart: CalendarDate) -> ISODate? {
        let first = monthStart.iso.julianDay
        var previous = 0
        for julianDay in first..<(first + 32) {
            guard let here = Panchang.tithi(julianDay: julianDay) else { return nil }
            // The sunrise tithi wrapped: the next month began, and the tithi fell after the
            // last sunrise of this one.
            if julianDay > first, here < previous { return ISODate(julianDay: julianDay - 1) }
            if here == tithi { return ISODate(julianDay: julianDay) }
            // Passed over: it began and ended before this sunrise.
            if here > tithi { return ISODate(julianDay: julianDay - 1) }
            previous = here
        }
        return nil
    }
}

extension Weekday {
    /// Days from this weekday forward to `other` (0 … 6).
    func distance(forwardTo other: Weekday) -> Int { (other.rawValue - rawValue + 7) % 7 }
}
