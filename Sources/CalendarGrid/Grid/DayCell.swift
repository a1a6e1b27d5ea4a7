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

extension DayCell: Identifiable {
    /// The cell's day: unique within a grid (SwiftUI's `ForEach(grid.cells)`).
    public var id: ISODate { iso }
}

extension DayCell: Codable {
    private enum CodingKeys: String, CodingKey {
        case iso, day, label, inMonth, weekday, weekend, today, secondary
    }

    /// Reads a day cell in the JSON contract's form; ``julianDay`` follows from `iso`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let iso = try container.decode(ISODate.self, forKey: .iso)
        self.init(
            iso: iso, julianDay: iso.julianDay,
            day: try container.decode(Int.self, forKey: .day),
            label: try container.decode(String.self, forKey: .label),
            inMonth: try container.decode(Bool.self, forKey: .inMonth),
            weekday: try container.decode(Weekday.self, forKey: .weekday),
            isWeekend: try container.decode(Bool.self, forKey: .weekend),
            isToday: try container.decode(Bool.self, forKey: .today),
            secondary: try container.decodeIfPresent(SecondaryDates.self, forKey: .secondary) ?? SecondaryDates())
    }

    /// Writes the members of a JSON day cell, with the contract's names (`weekend`, `today`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(iso, forKey: .iso)
        try container.encode(day, forKey: .day)
        try container.encode(label, forKey: .label)
        try container.encode(inMonth, forKey: .inMonth)
        try container.encode(weekday, forKey: .weekday)
        try container.encode(isWeekend, forKey: .weekend)
        try container.encode(isToday, forKey: .today)
        try container.encode(secondary, forKey: .secondary)
    }
}
