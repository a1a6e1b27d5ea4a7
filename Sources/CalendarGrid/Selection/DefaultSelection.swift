/// What a picker selects before the user taps (``SelectionState/selectDefault(in:policy:)``).
public enum DefaultSelection: String, Sendable, Hashable, CaseIterable, Codable {
    /// Nothing: the user picks first.
    case none
    /// Today when it is in the month and may be picked, else the month's first day that
    /// may be: selected in single and multiple mode, the range's start in range mode.
    case todayOrFirstEnabled
}
