/// One item's state before and after a toggle.
public struct ItemChange<Payload: Sendable>: Sendable {
    /// The item before the toggle.
    public let old: DateItem<Payload>
    /// The item after the toggle.
    public let new: DateItem<Payload>
}
