public import CalendarGrid

/// What is wrong with an event, an events file or a recurrence rule.
public enum EventError: Error, Equatable, CustomStringConvertible {
    /// A recurrence rule that RFC 5545 or RFC 7529 does not allow (`FREQ=SOMETIMES`,
    /// `INTERVAL=0`, `BYHOUR=24`), as written, with what is wrong.
    case invalidRule(String, RuleProblem)
    /// A file that is not what it should be: the line (1-based) and what is wrong there.
    case malformedFile(line: Int, reason: String)
    /// A zone ICU does not know (`--time-zone Mars/Olympus`, or an event's time made in code).
    case unknownTimeZone(String)
    /// A file's `TZID` that is neither an IANA zone nor the `TZID` of one of the file's
    /// `VTIMEZONE`s (RFC 5545 §3.2.19 requires one): the zone, the property and the line.
    case undefinedTimeZone(String, property: String, line: Int)
    /// More occurrences on the days asked for than the toolkit lays out at once
    /// (`FREQ=SECONDLY` over a month): a limit on the window, never on the rule's age.
    case tooManyOccurrences(event: String, limit: Int, from: ISODate, through: ISODate)
    /// A date the toolkit cannot lay out (outside years 0000 … 9999).
    case calendar(CalendarGridError)

    /// What went wrong and what is accepted, without a hint that names the library's API
    /// (a program adds its own), as `CalendarGridError/message` is: the same line as
    /// ``description`` but for a wrapped `CalendarGridError`, whose `message` it is.
    public var message: String {
        if case let .calendar(error) = self { return error.message }
        return description
    }

    /// One line for a person.
    public var description: String {
        switch self {
        case let .invalidRule(rule, problem): "invalid recurrence rule '\(rule.prefix(200))': \(problem)"
        case let .malformedFile(line, reason): "line \(line): \(reason)"
        case let .unknownTimeZone(zone): "unknown time zone '\(zone)' (expected an IANA zone such as Asia/Tokyo)"
        case let .undefinedTimeZone(_, _, line): "line \(line): \(reason)"
        case let .tooManyOccurrences(event, limit, first, last):
            "event '\(event)' has more than \(limit) occurrences from \(first) through \(last); ask for fewer days"
        case let .calendar(error): error.description
        }
    }
}
