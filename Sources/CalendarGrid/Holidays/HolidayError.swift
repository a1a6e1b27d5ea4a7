/// Why holidays cannot be given: a region the toolkit has no rules for, or a rule file
/// (a user's own, or one being written) that does not follow the format of
/// `docs/holidays.md`.
///
/// ```swift
/// do { _ = try HolidayCalendar(region: "XX") } catch {
///     print(error)  // no holiday rules for region 'XX' (HolidayCalendar.regions lists them)
/// }
/// ```
public enum HolidayError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A region code that is not a supported ISO 3166-1 country or ISO 3166-2
    /// subdivision (`"XX"`, `"US-ZZ"`, `"japan"`).
    case unknownRegion(String)

    /// A rule file statement that does not follow the format: its 1-based line and what
    /// is wrong with it.
    case rules(line: Int, problem: String)

    /// One line that names the value refused and where to look: what `calgrid` prints.
    public var description: String {
        switch self {
        case .unknownRegion(let code):
            "no holiday rules for region '\(code)' (HolidayCalendar.regions lists them)"
        case .rules(let line, let problem):
            "holiday rules, line \(line): \(problem)"
        }
    }
}
