/// Something malformed that ``ICalendarFile/read(_:)`` went past, as calendars do (Google,
/// Apple and Outlook show the rest of a feed): the line, why it is malformed (with the rule
/// of RFC 5545 it breaks), and what the reader did about it.
///
/// ```swift
/// let contents = try ICalendarFile.read(text)
/// for problem in contents.problems { print("warning:", problem) }
/// // warning: line 3: 'REFRESH - INTERVAL; VALUE = DURATI' does not start with a property name … (RFC 5545 §3.1); skipped the line
/// ```
public struct ICalendarProblem: Sendable, Equatable, CustomStringConvertible {
    /// What the reader did.
    public enum Recovery: Sendable, Hashable {
        /// Left out a line that is not a content line, or an `END` that closes nothing (its
        /// first 40 characters).
        case skippedLine(String)
        /// Left out a component (`VEVENT`, `VTIMEZONE`, …): its name, the line of its `BEGIN`
        /// and its `UID`, if it has one.
        case skippedComponent(String, line: Int, uid: String?)
        /// Read a component whose `END` the file lacks (a file cut off after its last event)
        /// as if it ended with the file.
        case closedAtEnd(String)
    }

    /// The line (1-based) where the problem is.
    public let line: Int
    /// Why the line or component is malformed: the error ``ICalendarFile/events(in:)``, which
    /// refuses at the first problem, throws.
    public let error: EventError
    /// What the reader did.
    public let recovery: Recovery

    /// A problem.
    public init(line: Int, error: EventError, recovery: Recovery) {
        self.line = line
        self.error = error
        self.recovery = recovery
    }

    /// One line for a person: `line 14: DTEND … is before DTSTART … (RFC 5545 §3.8.2.2);
    /// skipped the VEVENT of line 12 (UID standup)`.
    public var description: String {
        let done: String
        switch recovery {
        case .skippedLine: done = "skipped the line"
        case let .skippedComponent(name, begin, uid):
            done = "skipped the \(name) of line \(begin)" + (uid.map { " (UID \($0.prefix(60)))" } ?? "")
        case let .closedAtEnd(name): done = "read the \(name) to the end of the file"
        }
        return "line \(line): \(error.reason); \(done)"
    }
}

/// Where a reader reports what it cannot read: a strict reader refuses the file at the
/// first problem, a lenient one keeps it and goes on. One per reading.
final class ReadingProblems {
    let isStrict: Bool
    private(set) var problems: [ICalendarProblem] = []

    init(strict: Bool) {
        isStrict = strict
    }

    /// Throws the problem's error when strict; keeps the problem otherwise.
    func report(_ problem: ICalendarProblem) throws(EventError) {
        if isStrict { throw problem.error }
        problems.append(problem)
    }

    /// A malformed structure (RFC 5545 §3.4) at a line: its reason, and what was done.
    func report(line: Int, reason: String, recovery: ICalendarProblem.Recovery) throws(EventError) {
        try report(
            ICalendarProblem(line: line, error: .malformedFile(line: line, reason: reason), recovery: recovery))
    }

    /// A component left out for an error in it, at the error's line (its `BEGIN`'s if the
    /// error names none).
    func report(skipping component: ICalendarComponent, _ error: EventError) throws(EventError) {
        var line = component.line
        switch error {
        case let .malformedFile(errorLine, _) where errorLine > 0, let .undefinedTimeZone(_, _, errorLine):
            line = errorLine
        default: break
        }
        try report(
            ICalendarProblem(
                line: line, error: error,
                recovery: .skippedComponent(component.name, line: component.line, uid: component.uid)))
    }
}

extension EventError {
    /// What is wrong, without the line a file's error begins with.
    var reason: String {
        switch self {
        case let .malformedFile(_, reason): reason
        case let .undefinedTimeZone(zone, property, _):
            "TZID '\(zone)' of \(property) is neither an IANA zone nor the TZID of a VTIMEZONE in the file "
                + "(RFC 5545 §3.2.19)"
        default: message
        }
    }
}
