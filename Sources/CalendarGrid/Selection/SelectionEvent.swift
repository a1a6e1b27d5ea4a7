/// What one toggle did, as reported to the app (by callback, by `AsyncStream`, and as
/// the return value of ``DateSelection/toggle(_:)``).
public struct SelectionEvent<Payload: Sendable>: Sendable {
    /// The day the user tapped.
    public let date: ISODate
    /// What the toggle did.
    public let outcome: Outcome

    /// A change, or a refusal and its reason.
    public enum Outcome: Sendable {
        /// The state changed: the runs of days that changed, and each day's old and new
        /// item (payload included) in date order, made when read.
        case changed(SelectionChanges<Payload>)
        /// Nothing changed, and why.
        case refused(Refusal)
    }

    /// Why a toggle changed nothing.
    public enum Refusal: Sendable, Hashable {
        /// The selection is read-only; the tap is reported, the state kept.
        case readOnly
        /// The day may not be picked (not enabled in the list, or outside the bounds).
        case disabled
        /// Range mode: the range would include this disabled day. Like every refusal it
        /// changes nothing: the range's start stays, for another end (a tap on the start
        /// clears it). The browser picker and `calgrid pick` follow the same rule.
        case rangeIncludesDisabled(ISODate)
    }

    /// The changes, or none for a refusal.
    public var changes: SelectionChanges<Payload> {
        if case let .changed(changes) = outcome { return changes }
        return .none
    }

    /// The refusal, or `nil` when the state changed.
    public var refusal: Refusal? {
        if case let .refused(refusal) = outcome { return refusal }
        return nil
    }
}

extension SelectionEvent: Equatable where Payload: Equatable {}
extension SelectionEvent: Hashable where Payload: Hashable {}
extension SelectionEvent.Outcome: Equatable where Payload: Equatable {}
extension SelectionEvent.Outcome: Hashable where Payload: Hashable {}

extension SelectionEvent: Codable where Payload: Codable {
    private enum CodingKeys: String, CodingKey { case date, changes, refusal, blockedDate }

    /// Reads an event written by ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let date = try container.decode(ISODate.self, forKey: .date)
        guard let reason = try container.decodeIfPresent(String.self, forKey: .refusal) else {
            let changes = try container.decode([ItemChange<Payload>].self, forKey: .changes)
            self.init(date: date, outcome: .changed(SelectionChanges(changes)))
            return
        }
        let refusal: Refusal
        switch reason {
        case "readOnly": refusal = .readOnly
        case "disabled": refusal = .disabled
        case "rangeIncludesDisabled":
            refusal = .rangeIncludesDisabled(try container.decode(ISODate.self, forKey: .blockedDate))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .refusal, in: container,
                debugDescription: "unknown refusal '\(reason)' (expected readOnly, disabled or rangeIncludesDisabled)")
        }
        self.init(date: date, outcome: .refused(refusal))
    }

    /// Writes `{"date": …, "changes": [{"old": item, "new": item}, …]}` for a change, and
    /// `{"date": …, "refusal": "readOnly" | "disabled" | "rangeIncludesDisabled"}` (with
    /// `blockedDate`, the disabled day, for the last) for a refusal.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(date, forKey: .date)
        switch outcome {
        case let .changed(changes):
            try container.encode(Array(changes), forKey: .changes)
        case .refused(.readOnly):
            try container.encode("readOnly", forKey: .refusal)
        case .refused(.disabled):
            try container.encode("disabled", forKey: .refusal)
        case let .refused(.rangeIncludesDisabled(blocked)):
            try container.encode("rangeIncludesDisabled", forKey: .refusal)
            try container.encode(blocked, forKey: .blockedDate)
        }
    }
}
