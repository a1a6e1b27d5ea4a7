/// What is wrong with a recurrence rule (RFC 5545 §3.3.10, RFC 7529 §4.1), with the part
/// and the value that break it: the payload of ``EventError/invalidRule(_:_:)``.
///
/// ```swift
/// do { _ = try Recurrence("FREQ=DAILY;INTERVAL=0") } catch {
///     error.message   // "invalid recurrence rule 'FREQ=DAILY;INTERVAL=0': INTERVAL 0 is out of range: …"
/// }
/// ```
public enum RuleProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// No `FREQ` (`COUNT=3;BYDAY=MO`): every rule has one.
    case missingFrequency
    /// A part neither RFC defines (`UNTL=20240101`), or text that is no `NAME=VALUE` part.
    case unknownPart(String)
    /// A part written twice (`COUNT=2;COUNT=3`): each may appear once.
    case repeatedPart(RulePart)
    /// A value that is not of the part's kind (`COUNT=ten`, `FREQ=SOMETIMES`, `BYDAY=XY`).
    case malformedValue(RulePart, value: String)
    /// A number outside the part's range (`BYHOUR=24`, `INTERVAL=0`, `BYSETPOS=0`), as
    /// written; `accepted` holds the ranges it takes (two for parts counted from either end).
    case outOfRange(RulePart, value: String, accepted: [ClosedRange<Int>])
    /// A part the rule's frequency does not take (`BYWEEKNO` without `FREQ=YEARLY`,
    /// `BYMONTHDAY` with `FREQ=WEEKLY`, a numbered `BYDAY` with `FREQ=DAILY`).
    case notForFrequency(RulePart, Recurrence.Frequency, numbered: Bool)
    /// Two parts that exclude each other (`COUNT` with `UNTIL`; a numbered `BYDAY` with
    /// `BYWEEKNO`).
    case excludes(RulePart, RulePart)
    /// `BYSETPOS` without another `BY…` part to pick from.
    case needsAnotherPart(RulePart)
    /// An `RSCALE` that names no calendar the toolkit has (`RSCALE=MAYAN`).
    case unknownCalendar(String)
    /// A leap month (`BYMONTH=5L`) in a rule without `RSCALE`: the Gregorian calendar has none.
    case leapMonthWithoutCalendar(String)
    /// The problem in words, with the rule it breaks.
    public var description: String {
        switch self {
        case .missingFrequency:
            return "FREQ is missing; every rule has one (RFC 5545 §3.3.10)"
        case let .unknownPart(text):
            return "'\(text.prefix(40))' is not a rule part (expected NAME=VALUE with a name of RFC 5545 §3.3.10 "
                + "or RFC 7529: " + RulePart.allCases.map(\.rawValue).joined(separator: ", ") + ")"
        case let .repeatedPart(part):
            return "\(part) is given twice; each part may appear once (\(part.section))"
        case let .malformedValue(part, value):
            return "\(part) '\(value.prefix(40))' is not \(part.accepted) (\(part.section))"
        case let .outOfRange(part, value, accepted):
            let ranges = accepted.map { "\($0.lowerBound) to \($0.upperBound)" }.joined(separator: " or ")
            return "\(part) \(value.prefix(40)) is out of range: \(ranges) (\(part.section))"
        case let .notForFrequency(part, frequency, numbered):
            let name = numbered ? "a numbered \(part) (1MO, -1FR)" : "\(part)"
            let allowed: String
            switch (part, numbered) {
            case (.byWeekNumber, _): allowed = "FREQ=YEARLY only"
            case (.byDay, true): allowed = "FREQ=MONTHLY or YEARLY only"
            case (.byYearDay, _): allowed = "every FREQ but DAILY, WEEKLY and MONTHLY"
            default: allowed = "every FREQ but WEEKLY"
            }
            return "\(name) is for \(allowed), not FREQ=\(frequency.rawValue.uppercased()) (RFC 5545 §3.3.10)"
        case let .excludes(first, second):
            let name = first == .byDay ? "a numbered BYDAY (1MO, -1FR)" : first.rawValue
            return "\(name) and \(second) exclude each other (RFC 5545 §3.3.10)"
        case let .needsAnotherPart(part):
            return "\(part) picks from the occurrences other BY… parts give, and the rule has none (RFC 5545 §3.3.10)"
        case let .unknownCalendar(name):
            return "RSCALE '\(name.prefix(40))' is no calendar the toolkit has (RFC 7529 §4.1: a CLDR calendar such as "
                + "GREGORIAN, CHINESE, DANGI, HEBREW, ISLAMIC-UMALQURA, PERSIAN or ETHIOPIC)"
        case let .leapMonthWithoutCalendar(value):
            return "BYMONTH '\(value.prefix(20))' is a leap month, which needs RSCALE (RFC 7529 §4.1)"
        }
    }
}
