internal import CalendarGrid
internal import SystemLibical

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A Gregorian rule (RFC 5545 §3.3.10) expanded by libical over a window of days: the one
/// place that drives libical's iterator.
///
/// A window costs what it shows. Without `COUNT`, the iterator does not start at DTSTART
/// but near the window, a whole number of `INTERVAL`s of the rule's period after it (see
/// ``rebased(_:start:near:)``), so that the occurrences are the same as from DTSTART: a
/// weekly meeting begun in 2012 costs the same in 2026 as in its first month. With `COUNT`
/// the occurrences before the window must be counted, so the iterator starts at DTSTART
/// and stops at the window's end or the count.
///
/// Where libical departs from RFC 5545 in yearly rules, the rule is written so that it
/// reads it as the RFC does (``normalize(_:start:)``). libical's iterator is told to stop
/// at the window's end (its `UNTIL`), which also bounds
/// the work of a rule whose parts never match (`FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30`).
/// The rule's own `UNTIL` is the caller's to compare, as an instant (RFC 5545 §3.3.10).
enum GregorianExpansion {
    /// The last year libical's iterator reaches on 64-bit systems (`MAX_TIME_T_YEAR`).
    static let lastYear = 2582

    /// The rule's occurrences in the start's own wall time whose date is from `first`
    /// through `last`, in order, as the rule alone yields them: DTSTART is among them only
    /// where the rule matches it. With `COUNT`, DTSTART counts as the first occurrence
    /// whether or not the rule matches it (RFC 5545 §3.3.10).
    /// `isPastUntil` says whether an occurrence is after the rule's `UNTIL`; the expansion
    /// stops at the first that is. More than `budget` occurrences in the window throw
    /// ``EventError/tooManyOccurrences(event:limit:from:through:)`` (without the event's name).
    static func occurrences(
        of rule: Recurrence, start: EventTime, from first: ISODate, through last: ISODate,
        budget: Int = Occurrences.limit, isPastUntil: (EventTime) -> Bool
    ) throws(EventError) -> [EventTime] {
        guard first <= last, start.date <= last else { return [] }
        var parsed = icalrecurrencetype_from_string(rule.rule)
        // libical copies RSCALE's value for the caller, who frees it after the iterator.
        defer { free(parsed.rscale) }
        guard parsed.freq != ICAL_NO_RECURRENCE else {
            throw .invalidRule(rule.rule, reason: "libical cannot read it (RFC 5545 §3.3.10)")
        }
        if start.date.year > lastYear {
            throw .invalidRule(
                rule.rule,
                reason: "libical expands Gregorian rules through the year \(lastYear) only, and it starts later")
        }
        let count = parsed.count > 0 ? Int(parsed.count) : nil
        parsed.count = 0
        normalize(&parsed, start: start)
        var iteratorStart = start
        // Without COUNT, from near the window; with it, from DTSTART, as RFC 5545 counts.
        if count == nil, first > start.date {
            iteratorStart = rebased(&parsed, start: start, near: first)
        }
        // Stop libical at the window's end, in the start's own wall time.
        var end = icaltime_null_time()
        end.year = Int32(min(last.year, lastYear))
        end.month = Int32(last.year > lastYear ? 12 : last.month)
        end.day = Int32(last.year > lastYear ? 31 : last.day)
        if start.isDate {
            end.is_date = 1
        } else {
            end.hour = 23
            end.minute = 59
            end.second = 59
        }
        parsed.until = end
        var made = icalrecur_iterator_new(parsed, ICalTime.icalTime(iteratorStart))
        if made == nil, iteratorStart == start {
            // libical 3.0 gives up on some rules from their own DTSTART that it expands from
            // the start of DTSTART's period (FREQ=YEARLY;BYWEEKNO=20 from a July DTSTART):
            // start there, with DTSTART's parts written out; days before DTSTART are left.
            iteratorStart = rebased(&parsed, start: start, near: start.date)
            made = icalrecur_iterator_new(parsed, ICalTime.icalTime(iteratorStart))
        }
        // A rule that no day matches (BYMONTHDAY=13 with the second-to-last Friday): libical
        // searches to the year 20000 and stops; the rule has no occurrence.
        guard let iterator = made else { return [] }
        defer { icalrecur_iterator_free(iterator) }
        let zone: String?
        if case let .local(_, _, startZone) = start { zone = startZone } else { zone = nil }
        var result: [EventTime] = []
        // DTSTART is the first of COUNT (RFC 5545 §3.3.10), matched by the rule or not.
        var counted = 1
        // Whether the rule ended (UNTIL or COUNT) rather than the window or libical's years.
        var ended = false
        while true {
            let next = icalrecur_iterator_next(iterator)
            if icaltime_is_null_time(next) != 0 { break }
            guard let wall = ICalTime.eventTime(next, zone: nil) else { break }
            let time: EventTime
            switch wall {
            case .date: time = wall
            case let .local(date, milliseconds, _): time = .local(date, millisecondsInDay: milliseconds, zone: zone)
            }
            if time.date > last { break }
            if isPastUntil(time) {
                ended = true
                break
            }
            // A rebased start begins its period before DTSTART, whose own period may hold
            // days before it (a weekly rule begun on a Wednesday).
            if time < start { continue }
            if let count, time != start {
                counted += 1
                if counted > count {
                    ended = true
                    break
                }
            }
            if time.date >= first {
                result.append(time)
                guard result.count <= budget else {
                    throw .tooManyOccurrences(event: "", limit: budget, from: first, through: last)
                }
            }
        }
        // Past libical's last year the rule's occurrences would vanish without a word.
        let endsInTime = ended || (rule.until.map { $0.date.year <= lastYear } ?? false)
        if last.year > lastYear, !endsInTime {
            throw .invalidRule(
                rule.rule,
                reason:
                    "libical expands Gregorian rules through the year \(lastYear) only; show days before \(lastYear + 1)"
            )
        }
        return result
    }

    /// Where libical 3.0 reads a yearly rule otherwise than RFC 5545 §3.3.10, the rule is
    /// written so that libical reads it as the RFC does:
    /// - `BYMONTHDAY` without `BYMONTH` expands over every month of the year (the RFC's
    ///   table: "Expand"); libical keeps DTSTART's month only. `BYMONTH=1,…,12` is written
    ///   out (not beside a numbered `BYDAY`, which `BYMONTH` would make count in the month).
    /// - `BYWEEKNO` without `BYDAY` takes DTSTART's weekday (the RFC takes what a rule
    ///   lacks from DTSTART); libical takes a weekday that depends on where it starts.
    private static func normalize(_ rule: inout icalrecurrencetype, start: EventTime) {
        guard rule.freq == ICAL_YEARLY_RECURRENCE else { return }
        let numbered = withUnsafeBytes(of: rule.by_day) { bytes in
            bytes.bindMemory(to: Int16.self).prefix { $0 != Int16(ICAL_RECURRENCE_ARRAY_MAX.rawValue) }
                .contains { icalrecurrencetype_day_position($0) != 0 }
        }
        if !isEmpty(rule.by_month_day), isEmpty(rule.by_month), isEmpty(rule.by_week_no), isEmpty(rule.by_year_day),
            !numbered
        {
            set(&rule.by_month, (1...12).map { Int16($0) })
        }
        if !isEmpty(rule.by_week_no), isEmpty(rule.by_day) {
            set(&rule.by_day, [Int16(Weekday(julianDay: start.date.julianDay).rawValue)])
        }
    }

    /// Sets `rule` to start near `first`, with the same occurrences from there on as from
    /// DTSTART; returns the new start, at or before `first`.
    ///
    /// Weekly, daily and shorter rules move DTSTART by a whole number of `INTERVAL`s of their
    /// period (7 × `INTERVAL` days for a weekly rule), which keeps its weekday, its time of
    /// day and its place among the periods, so libical counts as from DTSTART. Monthly and
    /// yearly rules cannot move a day of the month that way (31 January plus a month), so
    /// they start on the first day of the period (the first of the month, 1 January) a whole
    /// number of `INTERVAL`s after DTSTART's, with every part RFC 5545 takes from DTSTART
    /// written out (`BYMONTHDAY`; `BYMONTH`; the time of day).
    private static func rebased(
        _ rule: inout icalrecurrencetype, start: EventTime, near first: ISODate
    ) -> EventTime {
        let date = start.date
        var milliseconds = 0
        if case let .local(_, time, _) = start { milliseconds = time }
        let interval = max(1, Int(rule.interval))
        func at(_ julianDay: Int, _ timeOfDay: Int) -> EventTime {
            let day = ISODate(julianDay: julianDay)
            if case let .local(_, _, zone) = start { return .local(day, millisecondsInDay: timeOfDay, zone: zone) }
            return .date(day)
        }
        // Moves by whole steps of `step` units (days or seconds) that end at or before `first`.
        func steps(from origin: Int, to target: Int, step: Int) -> Int { (target - origin) / step * step }
        switch rule.freq {
        case ICAL_YEARLY_RECURRENCE, ICAL_MONTHLY_RECURRENCE:
            if !start.isDate {
                if isEmpty(rule.by_second) { set(&rule.by_second, [Int16(milliseconds / 1000 % 60)]) }
                if isEmpty(rule.by_minute) { set(&rule.by_minute, [Int16(milliseconds / 60_000 % 60)]) }
                if isEmpty(rule.by_hour) { set(&rule.by_hour, [Int16(milliseconds / 3_600_000)]) }
            }
            let noDayParts =
                isEmpty(rule.by_day) && isEmpty(rule.by_month_day) && isEmpty(rule.by_year_day)
                && isEmpty(rule.by_week_no)
            if rule.freq == ICAL_YEARLY_RECURRENCE {
                if noDayParts {
                    if isEmpty(rule.by_month) { set(&rule.by_month, [Int16(date.month)]) }
                    set(&rule.by_month_day, [Int16(date.day)])
                } else if isEmpty(rule.by_month), !isEmpty(rule.by_month_day) {
                    // Left by normalize (beside a numbered BYDAY): libical keeps DTSTART's month.
                    set(&rule.by_month, [Int16(date.month)])
                }
                let year = date.year + steps(from: date.year, to: first.year, step: interval)
                return at((try? ISODate(year: year, month: 1, day: 1))?.julianDay ?? date.julianDay, 0)
            }
            if noDayParts { set(&rule.by_month_day, [Int16(date.day)]) }
            let origin = date.year * 12 + date.month - 1
            let months = origin + steps(from: origin, to: first.year * 12 + first.month - 1, step: interval)
            return at((try? ISODate(year: months / 12, month: months % 12 + 1, day: 1))?.julianDay ?? date.julianDay, 0)
        case ICAL_WEEKLY_RECURRENCE, ICAL_DAILY_RECURRENCE:
            let step = (rule.freq == ICAL_WEEKLY_RECURRENCE ? 7 : 1) * interval
            return at(date.julianDay + steps(from: date.julianDay, to: first.julianDay, step: step), milliseconds)
        default:
            // HOURLY, MINUTELY, SECONDLY: steps of wall time, as libical counts them.
            let unit = rule.freq == ICAL_HOURLY_RECURRENCE ? 3600 : rule.freq == ICAL_MINUTELY_RECURRENCE ? 60 : 1
            let origin = date.julianDay * 86_400 + milliseconds / 1000
            let moved = origin + steps(from: origin, to: first.julianDay * 86_400, step: unit * interval)
            return at(moved / 86_400, moved % 86_400 * 1000 + milliseconds % 1000)
        }
    }

    /// Whether one of libical's `BY…` arrays is empty (its first entry is the end mark).
    private static func isEmpty<Tuple>(_ tuple: Tuple) -> Bool {
        withUnsafeBytes(of: tuple) { $0.load(as: Int16.self) == Int16(ICAL_RECURRENCE_ARRAY_MAX.rawValue) }
    }

    /// Writes values into one of libical's `BY…` arrays, followed by the end mark.
    private static func set<Tuple>(_ tuple: inout Tuple, _ values: [Int16]) {
        withUnsafeMutableBytes(of: &tuple) { bytes in
            let slots = bytes.bindMemory(to: Int16.self)
            for (index, value) in values.enumerated() where index < slots.count - 1 { slots[index] = value }
            slots[min(values.count, slots.count - 1)] = Int16(ICAL_RECURRENCE_ARRAY_MAX.rawValue)
        }
    }
}
