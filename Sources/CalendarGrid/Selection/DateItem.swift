/// One day of an app's availability list: a date, whether it may be picked, whether it
/// is picked, and the app's own payload, which the toolkit never reads.
///
/// ```swift
/// let item = DateItem(date: try ISODate(parsing: "2024-09-17"), isEnabled: true,
///                     isSelected: false, payload: RoomID(12))
/// ```
public struct DateItem<Payload: Sendable>: Sendable {
    public var date: ISODate
    public var isEnabled: Bool
    public var isSelected: Bool
    public var payload: Payload?

    public init(date: ISODate, isEnabled: Bool = true, isSelected: Bool = false, payload: Payload? = nil) {
        self.date = date
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.payload = payload
    }
}
