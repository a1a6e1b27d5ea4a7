/// A part of a recurrence rule (RFC 5545 §3.3.10, RFC 7529 §4.1), by the name the rule
/// writes it with: what each takes is ``accepted``, where it is defined ``section``.
///
/// ```swift
/// RulePart(rawValue: "BYWEEKNO")   // .byWeekNumber
/// RulePart.bySetPosition.accepted  // "1 to 366 or -366 to -1, a comma-separated list"
/// ```
public enum RulePart: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// `FREQ`: how often the rule repeats.
    case frequency = "FREQ"
    /// `UNTIL`: the last instant (inclusive).
    case until = "UNTIL"
    /// `COUNT`: how many occurrences, DTSTART's included.
    case count = "COUNT"
    /// `INTERVAL`: every how many periods.
    case interval = "INTERVAL"
    /// `BYSECOND`: seconds of the minute.
    case bySecond = "BYSECOND"
    /// `BYMINUTE`: minutes of the hour.
    case byMinute = "BYMINUTE"
    /// `BYHOUR`: hours of the day.
    case byHour = "BYHOUR"
    /// `BYDAY`: weekdays, perhaps numbered within the month or year (`1MO`, `-1FR`).
    case byDay = "BYDAY"
    /// `BYMONTHDAY`: days of the month, negative from its end.
    case byMonthDay = "BYMONTHDAY"
    /// `BYYEARDAY`: days of the year, negative from its end.
    case byYearDay = "BYYEARDAY"
    /// `BYWEEKNO`: weeks of the year (week 1 has at least four days of it), negative from its end.
    case byWeekNumber = "BYWEEKNO"
    /// `BYMONTH`: months of the year; with `RSCALE`, leap months too (`5L`).
    case byMonth = "BYMONTH"
    /// `BYSETPOS`: positions within each period's set of occurrences, negative from its end.
    case bySetPosition = "BYSETPOS"
    /// `WKST`: the day weeks start on (Monday without it).
    case weekStart = "WKST"
    /// `RSCALE` (RFC 7529): the calendar the rule counts in.
    case calendar = "RSCALE"
    /// `SKIP` (RFC 7529): what a missing month or day does.
    case skip = "SKIP"

    /// The part's name, as a rule writes it.
    public var description: String { rawValue }

    /// What the part takes, in words (for messages).
    public var accepted: String {
        switch self {
        case .frequency: "SECONDLY, MINUTELY, HOURLY, DAILY, WEEKLY, MONTHLY or YEARLY"
        case .until: "a date (20240917) or a date-time (20240917T090000Z)"
        case .count: "a positive integer"
        case .interval: "a positive integer"
        case .bySecond: "0 to 60, a comma-separated list"
        case .byMinute: "0 to 59, a comma-separated list"
        case .byHour: "0 to 23, a comma-separated list"
        case .byDay: "weekdays SU, MO, TU, WE, TH, FR, SA, each perhaps numbered (1MO, -1FR), comma-separated"
        case .byMonthDay: "days of the month counted from either end (1, -1), a comma-separated list"
        case .byYearDay: "days of the year counted from either end (1, -1), a comma-separated list"
        case .byWeekNumber: "weeks of the year counted from either end (1, -1), a comma-separated list"
        case .byMonth: "1 to 12 (with RSCALE: 1 to 13, a leap month as 5L), a comma-separated list"
        case .bySetPosition: "positions counted from either end (1, -1), a comma-separated list"
        case .weekStart: "SU, MO, TU, WE, TH, FR or SA"
        case .calendar: "a calendar such as GREGORIAN, CHINESE, HEBREW or ISLAMIC-UMALQURA"
        case .skip: "OMIT, BACKWARD or FORWARD"
        }
    }

    /// The section that defines the part.
    public var section: String {
        switch self {
        case .calendar, .skip: "RFC 7529 §4.1"
        default: "RFC 5545 §3.3.10"
        }
    }
}
