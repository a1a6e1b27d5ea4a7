/// What one toggle did, as reported to the app (by callback, by `AsyncStream`, and as
/// the return value of ``DateSelection/toggle(_:)``).
public struct SelectionEvent<Payload: Sendable>: Sendable {
    /// The day the user tapped.
    public let date: ISODate
    /// What the toggle did.
    public let outcome: Outcome

    /// A change, or a refusal and its reason.
    public enum Outcome: Sendable {
        /// The state changed: each item's old and new state, payload included, in date order.
        case changed([ItemChange<Payload>])
        /// Nothing changed, and why.
        case refused(Refusal)
    }

    /// Why a toggle changed nothing.
    public enum Refusal: Sendable, Equatable {
        /// The selection is read-only; the tap is reported, the state kept.
        case readOnly
        /// The day may not be picked (not enabled in the list, or outside the bounds).
        case disabled
        /// Range mode: the range would include this disabled day.
        case rangeIncludesDisabled(ISODate)
    }

    /// The changes, or an empty list for a refusal.
    public var changes: [ItemChange<Payload>] {
        if case let .changed(changes) = outcome { return changes }
        return []
    }

    /// The refusal, or `nil` when the state changed.
    public var refusal: Refusal? {
        if case let .refused(refusal) = outcome { return refusal }
        return nil
    }
}
