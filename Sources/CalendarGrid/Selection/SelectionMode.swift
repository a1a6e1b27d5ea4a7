/// How a user picks days.
public enum SelectionMode: String, Sendable, CaseIterable, Codable {
    /// One day; picking another moves the selection, picking it again clears it.
    case single
    /// Any number of days, each toggled on its own.
    case multiple
    /// A run of days: the first tap starts the range, the second (before or after)
    /// selects every day in between; a tap inside a complete range clears it, a tap
    /// outside starts a new one. A range over a disabled day is refused, and its start stays.
    case range
}
