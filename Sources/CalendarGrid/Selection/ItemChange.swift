/// One item's state before and after a toggle.
public struct ItemChange<Payload: Sendable>: Sendable {
    /// The item before the toggle.
    public let old: DateItem<Payload>
    /// The item after the toggle.
    public let new: DateItem<Payload>
}

extension ItemChange: Equatable where Payload: Equatable {}
extension ItemChange: Hashable where Payload: Hashable {}
extension ItemChange: Codable where Payload: Codable {}
