/// What to do when the same month or day does not exist in the target year: Temporal's
/// `overflow` option.
public enum Overflow: String, Sendable, Hashable, Codable, CaseIterable {
    /// Take the nearest month or day that exists: a leap month becomes its regular
    /// counterpart, a day past the month's end the month's last day.
    case constrain
    /// Throw instead.
    case reject
}
