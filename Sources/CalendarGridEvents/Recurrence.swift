public import CalendarGrid
internal import SystemLibical

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A recurrence rule (`RRULE`, RFC 5545 §3.3.10, with RFC 7529's `RSCALE` and `SKIP`),
/// read by libical.
///
/// In the Gregorian calendar (no `RSCALE`, or `RSCALE=GREGORIAN`) every part of RFC 5545 is
/// expanded, by libical. In another calendar (`RSCALE=CHINESE`, `HEBREW`,
/// `ISLAMIC-UMALQURA`, …) the toolkit expands the rule over its own months (its official
/// tables and corrections, whatever ICU or libical compute): `FREQ=YEARLY` or `MONTHLY`,
/// `INTERVAL`, `COUNT`, `UNTIL`, `BYMONTH` with leap months (`5L`), `BYMONTHDAY` (negative
/// from the month's end) and `SKIP` (`OMIT`, the default, `BACKWARD`, `FORWARD`); any
/// other part there is refused (``EventError/unsupportedRulePart(_:part:calendar:)``),
/// never put on a wrong day.
///
/// ```swift
/// let newYear = try Recurrence("RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=1")
/// newYear.calendar   // .chinese
/// ```
public struct Recurrence: Sendable, Hashable {
    /// How often the rule repeats (`FREQ`).
    public enum Frequency: String, Sendable, Hashable {
        /// `SECONDLY`.
        case secondly
        /// `MINUTELY`.
        case minutely
        /// `HOURLY`.
        case hourly
        /// `DAILY`.
        case daily
        /// `WEEKLY`.
        case weekly
        /// `MONTHLY`: in another calendar, that calendar's months (leap months count).
        case monthly
        /// `YEARLY`: in another calendar, that calendar's years.
        case yearly
    }

    /// What a year without the month, or a month without the day, does (RFC 7529 §4.2).
    public enum Skip: String, Sendable, Hashable {
        /// No occurrence that year or month (the default).
        case omit
        /// The month before (a leap month's regular month), or the month's last day.
        case backward
        /// The month after, or the next month's first day.
        case forward
    }

    /// The rule as written.
    public let rule: String
    /// `RSCALE`: the calendar the rule counts in (`gregorian` without one).
    public let calendar: CalendarID
    /// `FREQ`.
    public let frequency: Frequency
    /// `INTERVAL` (1 without one).
    public let interval: Int
    /// `COUNT`: how many occurrences, the first included.
    public let count: Int?
    /// `UNTIL`, inclusive: compared as an instant under a zoned or UTC DTSTART, as a wall
    /// time under a floating one, as a day under a date (read leniently: an UNTIL date under
    /// a timed DTSTART keeps that whole day; one without `Z` is read in DTSTART's zone).
    public let until: EventTime?
    /// `BYMONTH`: month codes (`5L` is `M05L`).
    public let months: [MonthCode]
    /// `BYMONTHDAY`: 1 … 31, or −1 … −31 from the month's end.
    public let monthDays: [Int]
    /// `SKIP` (``Skip/omit`` without one).
    public let skip: Skip
    /// The other `BY…` parts the rule has (`BYDAY`, `BYSETPOS`, …), by name.
    public let otherParts: [String]

    /// Reads a rule.
    /// - Throws: ``EventError/invalidRule(_:reason:)`` for a rule libical cannot read or an
    ///   `RSCALE` the toolkit does not have.
    public init(_ rule: String) throws(EventError) {
        let parsed = icalrecurrencetype_from_string(rule)
        // libical copies RSCALE's value for the caller, who frees it.
        defer { free(parsed.rscale) }
        guard parsed.freq != ICAL_NO_RECURRENCE else {
            throw .invalidRule(rule, reason: "libical cannot read it (RFC 5545 §3.3.10)")
        }
        self.rule = rule
        if let scale = parsed.rscale.map({ String(cString: $0) }) {
            guard let calendar = try? CalendarID(parsing: scale.lowercased()) else {
                throw .invalidRule(rule, reason: "unknown RSCALE '\(scale)'")
            }
            self.calendar = calendar
        } else {
            calendar = .gregorian
        }
        switch parsed.freq {
        case ICAL_SECONDLY_RECURRENCE: frequency = .secondly
        case ICAL_MINUTELY_RECURRENCE: frequency = .minutely
        case ICAL_HOURLY_RECURRENCE: frequency = .hourly
        case ICAL_DAILY_RECURRENCE: frequency = .daily
        case ICAL_WEEKLY_RECURRENCE: frequency = .weekly
        case ICAL_MONTHLY_RECURRENCE: frequency = .monthly
        default: frequency = .yearly
        }
        interval = max(1, Int(parsed.interval))
        count = parsed.count > 0 ? Int(parsed.count) : nil
        // A date, a UTC date-time (`Z`, as RFC 5545 §3.3.10 asks under a zoned DTSTART), or a
        // floating one.
        until = icaltime_is_null_time(parsed.until) != 0 ? nil : ICalTime.eventTime(parsed.until, zone: nil)
        months = Self.values(parsed.by_month).compactMap { encoded in
            let number = Int(icalrecurrencetype_month_month(encoded))
            let leap = icalrecurrencetype_month_is_leap(encoded) != 0
            return MonthCode("M" + (number < 10 ? "0" : "") + String(number) + (leap ? "L" : ""))
        }
        monthDays = Self.values(parsed.by_month_day).map(Int.init)
        switch parsed.skip {
        case ICAL_SKIP_BACKWARD: skip = .backward
        case ICAL_SKIP_FORWARD: skip = .forward
        default: skip = .omit
        }
        try Self.checkParts(parsed, rule: rule)
        var others: [String] = []
        if !Self.values(parsed.by_second).isEmpty { others.append("BYSECOND") }
        if !Self.values(parsed.by_minute).isEmpty { others.append("BYMINUTE") }
        if !Self.values(parsed.by_hour).isEmpty { others.append("BYHOUR") }
        if !Self.values(parsed.by_day).isEmpty { others.append("BYDAY") }
        if !Self.values(parsed.by_year_day).isEmpty { others.append("BYYEARDAY") }
        if !Self.values(parsed.by_week_no).isEmpty { others.append("BYWEEKNO") }
        if !Self.values(parsed.by_set_pos).isEmpty { others.append("BYSETPOS") }
        otherParts = others
    }

    /// The combinations RFC 5545 §3.3.10 forbids, which libical would read some way of its
    /// own (a numbered `BYDAY` in a daily rule as every such weekday) or not expand at all.
    private static func checkParts(_ parsed: icalrecurrencetype, rule: String) throws(EventError) {
        let frequency = parsed.freq
        func refuse(_ reason: String) -> EventError { .invalidRule(rule, reason: reason + " (RFC 5545 §3.3.10)") }
        let weekNumbers = !values(parsed.by_week_no).isEmpty
        if weekNumbers, frequency != ICAL_YEARLY_RECURRENCE { throw refuse("BYWEEKNO is for FREQ=YEARLY only") }
        if !values(parsed.by_year_day).isEmpty,
            [ICAL_DAILY_RECURRENCE, ICAL_WEEKLY_RECURRENCE, ICAL_MONTHLY_RECURRENCE].contains(frequency)
        {
            throw refuse("BYYEARDAY is not for FREQ=DAILY, WEEKLY or MONTHLY")
        }
        if !values(parsed.by_month_day).isEmpty, frequency == ICAL_WEEKLY_RECURRENCE {
            throw refuse("BYMONTHDAY is not for FREQ=WEEKLY")
        }
        if values(parsed.by_day).contains(where: { icalrecurrencetype_day_position($0) != 0 }) {
            if frequency != ICAL_MONTHLY_RECURRENCE, frequency != ICAL_YEARLY_RECURRENCE {
                throw refuse("a numbered BYDAY (1MO, -1FR) is for FREQ=MONTHLY or YEARLY only")
            }
            if frequency == ICAL_YEARLY_RECURRENCE, weekNumbers {
                throw refuse("a numbered BYDAY (1MO, -1FR) is not for FREQ=YEARLY with BYWEEKNO")
            }
        }
        let otherParts =
            [
                values(parsed.by_second), values(parsed.by_minute), values(parsed.by_hour), values(parsed.by_day),
                values(parsed.by_month_day), values(parsed.by_year_day), values(parsed.by_week_no),
            ].contains { !$0.isEmpty } || !values(parsed.by_month).isEmpty
        if !values(parsed.by_set_pos).isEmpty, !otherParts { throw refuse("BYSETPOS needs another BY… part") }
        if parsed.count > 0, icaltime_is_null_time(parsed.until) == 0 {
            throw refuse("COUNT and UNTIL exclude each other")
        }
    }

    /// The values of one of libical's `BY…` arrays, up to its end mark.
    private static func values<Tuple>(_ tuple: Tuple) -> [Int16] {
        withUnsafeBytes(of: tuple) { bytes in
            Array(bytes.bindMemory(to: Int16.self).prefix { $0 != Int16(ICAL_RECURRENCE_ARRAY_MAX.rawValue) })
        }
    }
}
