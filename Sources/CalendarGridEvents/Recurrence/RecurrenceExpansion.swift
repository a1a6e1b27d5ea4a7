internal import CalendarGrid

/// The toolkit's expansion of a recurrence rule (RFC 5545 §3.3.10, RFC 7529) over a window
/// of days, in the rule's calendar, in the order the RFC gives: each `FREQ` × `INTERVAL`
/// period from DTSTART's, its days (BYMONTH, SKIP, BYWEEKNO, BYYEARDAY, BYMONTHDAY, SKIP,
/// BYDAY: ``RulePattern``), its times (BYHOUR, BYMINUTE, BYSECOND), BYSETPOS over the
/// period's set, then COUNT and UNTIL. Times are wall times in DTSTART's own zone, as the
/// RFC expands them; a time a DST change skips is read later with the offset before the
/// gap (§3.3.5, erratum 4271), by the caller.
///
/// A window costs what it shows. Without `COUNT` the expansion starts at the first period
/// that can reach the window, found by arithmetic (a weekly rule begun in 2012 costs the
/// same in 2026 as in its first month). With `COUNT` the occurrences before the window must
/// be counted: the count reached at period boundaries is kept per rule and start
/// (``CountCheckpoints``), so a rule's next window starts from the nearest one. Sub-daily
/// rules visit only the days their day parts keep, and in each day only the periods that
/// the interval and the time parts can both reach.
enum RecurrenceExpansion {
    /// A wall time: a civil day (Julian day number) and a second of it.
    struct Time: Comparable, Hashable {
        let day: Int
        let second: Int
        static func < (lhs: Time, rhs: Time) -> Bool { (lhs.day, lhs.second) < (rhs.day, rhs.second) }
    }

    /// The rule's occurrences in the start's own wall time whose date is from `first`
    /// through `last`, in order, as the rule yields them: DTSTART is among them only where
    /// the rule matches it. With `COUNT`, DTSTART counts as the first occurrence whether or
    /// not the rule matches it (RFC 5545 §3.3.10). `isPastUntil` says whether an occurrence
    /// is after the rule's `UNTIL`. More than `budget` occurrences in the window throw
    /// ``EventError/tooManyOccurrences(event:limit:from:through:)`` (without the event's
    /// name); candidates the rule discards count for nothing. `remembersCount`: whether the
    /// counts reached may be kept for the next window (not for a zone of the file's own,
    /// whose name another file may give another zone).
    static func occurrences(
        of rule: Recurrence, start: EventTime, from first: ISODate, through last: ISODate,
        budget: Int = Occurrences.limit, remembersCount: Bool = true, isPastUntil: @escaping (EventTime) -> Bool
    ) throws(EventError) -> [EventTime] {
        guard first <= last, start.date <= last else { return [] }
        let calendar = try RuleCalendar(rule.calendar)
        var startSecond: Int? = nil
        var fraction = 0
        var zone: String? = nil
        if case let .local(_, milliseconds, startZone) = start {
            startSecond = milliseconds / 1000
            fraction = milliseconds % 1000
            zone = startZone
        }
        let pattern = try RulePattern(
            rule, startDay: start.date.julianDay, startSecond: startSecond, calendar: calendar)
        var walk = Walk(
            rule: rule, pattern: pattern, calendar: calendar,
            start: Time(day: start.date.julianDay, second: startSecond ?? 0), isDate: startSecond == nil,
            fraction: fraction, zone: zone, first: first.julianDay, last: last.julianDay, budget: budget,
            isPastUntil: isPastUntil)
        let key = CountCheckpoints.Key(rule: rule.rule, start: start)
        let checkpoints = rule.count != nil && remembersCount ? CountCheckpoints.shared : nil
        try walk.run(checkpoints: checkpoints.map { ($0, key) })
        return walk.result
    }
}

extension Recurrence {
    /// Forgets the counts kept for COUNT rules, so that the next window counts from DTSTART
    /// (the benchmark measures both).
    package static func forgetCounts() {
        CountCheckpoints.shared.removeAll()
    }
}
