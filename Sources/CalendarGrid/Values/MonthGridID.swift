/// What identifies a month among the grids of every builder (``MonthGrid/ID``): the
/// calendar, its Hijri adjustment and the month (`gregorian` and `iso8601` 2024-M09 are
/// two months).
public struct MonthGridID: Hashable, Sendable, Codable {
    /// The grid's calendar.
    public let calendar: CalendarID
    /// The Hijri day adjustment (0 outside the islamic calendars).
    public let hijriOffset: Int
    /// The month, by its code.
    public let address: MonthAddress
}
