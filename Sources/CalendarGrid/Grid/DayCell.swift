/// One cell of a month grid: a civil day, which may belong to the month shown or to
/// a neighbouring month (``inMonth`` is then `false`, with that month's day number).
public struct DayCell: Hashable, Sendable {
    /// The day in the proleptic Gregorian calendar.
    public let iso: ISODate
    /// The Julian day number of ``iso``.
    public let julianDay: Int
    /// The day of the month in the grid's calendar (its own month's, for neighbours).
    public let day: Int
    /// ``day`` as the locale writes it (`١٢` for `ar-EG`, `初一` with `hanidays`).
    public let label: String
    /// Whether the day belongs to the month shown.
    public let inMonth: Bool
    /// The day of the week of the cell.
    public let weekday: Weekday
    /// Whether the weekday is a weekend day in the locale.
    public let isWeekend: Bool
    /// Whether the day is the builder's "today".
    public let isToday: Bool
    /// The day in each of the builder's secondary calendars, in their order (empty when
    /// it has none).
    public let secondary: SecondaryDates
}
