/// One day of an app's availability list: a date, whether it may be picked, whether it
/// is picked, and the app's own payload, which the toolkit never reads.
///
/// ```swift
/// let item = DateItem(date: try ISODate(parsing: "2024-09-17"), isEnabled: true,
///                     isSelected: false, payload: RoomID(12))
/// ```
public struct DateItem<Payload: Sendable>: Sendable {
    /// The day.
    public var date: ISODate
    /// Whether the day may be picked.
    public var isEnabled: Bool
    /// Whether the day is picked.
    public var isSelected: Bool
    /// What the app attached to the day (a room, a price), carried through untouched.
    public var payload: Payload?

    /// An item of an availability list.
    public init(date: ISODate, isEnabled: Bool = true, isSelected: Bool = false, payload: Payload? = nil) {
        self.date = date
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.payload = payload
    }
}

extension DateItem: Equatable where Payload: Equatable {}
extension DateItem: Hashable where Payload: Hashable {}

extension DateItem: Identifiable {
    /// The item's day: a selection holds one item per day.
    public var id: ISODate { date }
}

extension DateItem: Codable where Payload: Codable {
    private enum CodingKeys: String, CodingKey {
        case date
        case isEnabled = "enabled"
        case isSelected = "selected"
        case payload
    }

    /// Reads an item as `calgrid pick --items` reads one: `date`, optional `enabled`
    /// (default `true`), `selected` (default `false`) and `payload`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            date: try container.decode(ISODate.self, forKey: .date),
            isEnabled: try container.decodeIfPresent(Bool.self, forKey: .isEnabled) ?? true,
            isSelected: try container.decodeIfPresent(Bool.self, forKey: .isSelected) ?? false,
            payload: try container.decodeIfPresent(Payload.self, forKey: .payload))
    }

    /// Writes `date`, `enabled`, `selected` and, when there is one, `payload`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(date, forKey: .date)
        try container.encode(isEnabled, forKey: .isEnabled)
        try container.encode(isSelected, forKey: .isSelected)
        try container.encodeIfPresent(payload, forKey: .payload)
    }
}
