internal import CalendarGrid

/// A rule with what DTSTART gives it (RFC 5545 §3.3.10: "information, not contained in the
/// rule, necessary to determine the various recurrence instance start time and dates are
/// derived from the Start Time"), as sets to test days and times against: the days of a
/// period in the order the RFC applies its parts (BYMONTH, BYWEEKNO, BYYEARDAY, BYMONTHDAY,
/// BYDAY) and, for each kept day, its times (BYHOUR, BYMINUTE, BYSECOND).
///
/// What DTSTART gives, in the rule's calendar: a yearly rule without day parts repeats
/// DTSTART's month (its code: a Hebrew Adar I start repeats Adar I) and day; a monthly one
/// DTSTART's day; a weekly one DTSTART's weekday; rules of a day or longer DTSTART's hour,
/// minute and second where they lack `BYHOUR`, `BYMINUTE`, `BYSECOND`, an hourly one its
/// minute and second, a minutely one its second.
struct RulePattern {
    let frequency: Recurrence.Frequency
    let interval: Int
    let skip: Recurrence.Skip
    let weekStart: Weekday
    /// Months (empty: every month); for `YEARLY`, whether the rule named them (numbered
    /// weekdays then count within the month, RFC 5545 §3.3.10 note 2).
    let months: [MonthCode]
    let monthsNamed: Bool
    let monthDays: [Int]
    let yearDays: [Int]
    let weekNumbers: [Int]
    /// Weekdays without a number, as a set (empty: every weekday), and numbered ones.
    let weekdays: Set<Weekday>
    let numberedWeekdays: [(ordinal: Int, weekday: Weekday)]
    /// Hours, minutes and seconds of the day, sorted, without duplicates; for the rule's
    /// own period and shorter ones, every value the rule allows (`nil`: any).
    let hours: [Int]?
    let minutes: [Int]?
    let seconds: [Int]?
    let setPositions: [Int]
    /// The time parts as the walk asks them, made once.
    let clock: Clock

    /// The time parts, made once for the walk: the seconds of the day a rule of a day or
    /// longer puts on each day; for a sub-daily rule, which hours, minutes and seconds its
    /// own and longer parts allow, and the seconds within a period its shorter parts give.
    struct Clock {
        let timesOfDay: [Int]
        let hourAllowed: [Bool]?
        let minuteAllowed: [Bool]?
        let secondAllowed: [Bool]?
        let within: [Int]

        init(frequency: Recurrence.Frequency, hours: [Int]?, minutes: [Int]?, seconds: [Int]?) {
            var times: [Int] = []
            for hour in hours ?? [] {
                for minute in minutes ?? [] {
                    for second in seconds ?? [] { times.append(hour * 3600 + minute * 60 + second) }
                }
            }
            timesOfDay = times
            func mask(_ values: [Int]?, _ count: Int) -> [Bool]? {
                values.map { allowed in (0..<count).map { allowed.contains($0) } }
            }
            hourAllowed = mask(hours, 24)
            minuteAllowed = frequency == .hourly ? nil : mask(minutes, 60)
            secondAllowed = frequency == .secondly ? mask(seconds, 60) : nil
            switch frequency {
            case .hourly:
                within = (minutes ?? [0]).flatMap { minute in (seconds ?? [0]).map { minute * 60 + $0 } }.sorted()
            case .minutely: within = seconds ?? [0]
            default: within = [0]
            }
        }
    }

    /// The pattern of `rule` under a DTSTART on `startDay` at `startSecond` of its day, in
    /// `calendar`. Under a DTSTART that is a date (`startSecond` `nil`), `BYHOUR`, `BYMINUTE`
    /// and `BYSECOND` are left out: they "MUST NOT be specified" then, and "MUST be ignored"
    /// when they are (RFC 5545 §3.3.10, Appendix A.1).
    init(_ rule: Recurrence, startDay: Int, startSecond: Int?, calendar: RuleCalendar) throws(EventError) {
        frequency = rule.frequency
        interval = rule.interval
        skip = rule.skip
        weekStart = rule.weekStart
        setPositions = rule.setPositions
        yearDays = rule.yearDays
        weekNumbers = rule.weekNumbers
        var months = rule.months
        var monthDays = rule.monthDays
        let hasDayParts =
            !(rule.weekNumbers.isEmpty && rule.yearDays.isEmpty && rule.monthDays.isEmpty && rule.weekdays.isEmpty)
        if !hasDayParts, frequency == .yearly || frequency == .monthly {
            let (year, index) = try calendar.requireMonth(containing: startDay)
            let month = year.months[index]
            monthDays = [startDay - month.firstDay + 1]
            if frequency == .yearly, months.isEmpty { months = [month.code] }
        }
        self.months = months
        monthsNamed = !rule.months.isEmpty
        self.monthDays = monthDays
        let plain = Set(rule.weekdays.filter { $0.ordinal == nil }.map(\.weekday))
        // A weekly rule, or a yearly one by week numbers alone, repeats DTSTART's weekday.
        let weekdayFromStart =
            rule.weekdays.isEmpty
            && (frequency == .weekly || (!rule.weekNumbers.isEmpty && rule.yearDays.isEmpty && rule.monthDays.isEmpty))
        weekdays = weekdayFromStart ? [Weekday(julianDay: startDay)] : plain
        numberedWeekdays = rule.weekdays.compactMap { entry in entry.ordinal.map { ($0, entry.weekday) } }
        // A part for periods longer than the rule's expands from DTSTART's value when the rule
        // lacks it; the period's own and shorter ones limit (RFC 5545 §3.3.10's table).
        let order: [Recurrence.Frequency] = [.secondly, .minutely, .hourly, .daily, .weekly, .monthly, .yearly]
        let rank = order.firstIndex(of: frequency) ?? 0
        func values(_ given: [Int], _ own: Int, expands: Bool) -> [Int]? {
            if !given.isEmpty { return Array(Set(given)).sorted() }
            return expands ? [own] : nil
        }
        var times: (hours: [Int]?, minutes: [Int]?, seconds: [Int]?)
        if let startSecond {
            // Second 60 (a leap second) is no second of a civil clock: it matches none.
            let realSeconds = Array(Set(rule.seconds.filter { $0 < 60 })).sorted()
            times = (
                values(rule.hours, startSecond / 3600, expands: rank > 2),
                values(rule.minutes, startSecond / 60 % 60, expands: rank > 1),
                rule.seconds.isEmpty ? (rank > 0 ? [startSecond % 60] : nil) : realSeconds
            )
        } else {
            // A date: one time a day, midnight, whatever the period.
            times = (rank > 2 ? [0] : nil, rank > 1 ? [0] : nil, rank > 0 ? [0] : nil)
        }
        hours = times.hours
        minutes = times.minutes
        seconds = times.seconds
        clock = Clock(frequency: frequency, hours: times.hours, minutes: times.minutes, seconds: times.seconds)
    }
}
