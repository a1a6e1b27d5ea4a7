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
