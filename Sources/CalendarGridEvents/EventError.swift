public import CalendarGrid

/// What is wrong with an event, an events file or a recurrence rule.
public enum EventError: Error, Equatable, CustomStringConvertible {
    /// A recurrence rule that RFC 5545 or RFC 7529 does not allow (`FREQ=SOMETIMES`), with
    /// what is wrong.
    case invalidRule(String, reason: String)
    /// A rule part the toolkit does not expand in a calendar other than the Gregorian one
    /// (`BYDAY` with `RSCALE=HEBREW`): refused rather than put on a wrong day.
    case unsupportedRulePart(String, part: String, calendar: CalendarID)
    /// A file that is not what it should be: the line (1-based) and what is wrong there.
    case malformedFile(line: Int, reason: String)
    /// A `TZID` that is neither an IANA zone nor defined by the file's `VTIMEZONE`.
    case unknownTimeZone(String)
    /// A date the toolkit cannot lay out (outside years 0000 … 9999).
    case calendar(CalendarGridError)

    /// One line for a person.
    public var description: String {
        switch self {
        case let .invalidRule(rule, reason): "invalid recurrence rule '\(rule)': \(reason)"
        case let .unsupportedRulePart(rule, part, calendar):
            "recurrence rule '\(rule)': \(part) is not supported with RSCALE=\(calendar.rawValue.uppercased()) "
                + "(supported there: FREQ=YEARLY or MONTHLY, INTERVAL, COUNT, UNTIL, BYMONTH, BYMONTHDAY, SKIP)"
        case let .malformedFile(line, reason): "line \(line): \(reason)"
        case let .unknownTimeZone(zone): "unknown time zone '\(zone)' (expected an IANA zone such as Asia/Tokyo)"
        case let .calendar(error): error.description
        }
    }
}
