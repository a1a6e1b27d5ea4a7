/// Which items a selection's `items(_:)` returns.
public enum SelectionFilter: Sendable {
    /// All items; the selected ones; those that may be picked now.
    case all, selected, enabled
    /// Items whose day belongs to the grid's month.
    case inMonth(MonthGrid)
}
