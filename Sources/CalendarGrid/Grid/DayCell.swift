/// One cell of a month grid: a civil day, which may belong to the month shown or to
/// a neighbouring month (``isInMonth`` is then `false`, with that month's day number).
public struct DayCell: Hashable, Sendable {
    /// The day in the proleptic Gregorian calendar.
    public let iso: ISODate
    /// The Julian day number of ``iso``.
    public let julianDay: Int
    /// The day of the month in the grid's calendar (its own month's, for neighbours).
    public let day: Int
    /// ``day`` as the locale writes it (`١٢` for `ar-EG`, `初一` with `hanidays`); in a
    /// `panchang` grid, the day's tithi (``CalendarDate/tithi``, 1 … 30) instead, as Indian
    /// almanacs print it.
    public let label: String
    /// Whether the day belongs to the month shown (JSON: `inMonth`).
    public let isInMonth: Bool
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

extension DayCell {
    /// A cell, for previews and an app's tests (grids come from ``GridBuilder``):
    /// ``julianDay`` follows from `iso`.
    public init(
        iso: ISODate, day: Int, label: String, isInMonth: Bool, weekday: Weekday, isWeekend: Bool = false,
        isToday: Bool = false, secondary: SecondaryDates = SecondaryDates()
    ) {
        self.init(
            iso: iso, julianDay: iso.julianDay, day: day, label: label, isInMonth: isInMonth, weekday: weekday,
            isWeekend: isWeekend, isToday: isToday, secondary: secondary)
    }

    /// Whether the day belongs to the month shown.
    @available(*, deprecated, renamed: "isInMonth")
    public var inMonth: Bool { isInMonth }
}

extension DayCell: Identifiable {
    /// The cell's day: unique within a grid (SwiftUI's `ForEach(grid.cells)`).
    public var id: ISODate { iso }
}

extension DayCell: Codable {
    /// The JSON contract's names, read here and written by ``GridJSON``.
    enum CodingKeys: String, CodingKey {
        case iso, day, label, weekday, weekend, today, secondary
        case isInMonth = "inMonth"
    }

    /// Reads a day cell in the JSON contract's form; ``julianDay`` follows from `iso`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let iso = try container.decode(ISODate.self, forKey: .iso)
        self.init(
            iso: iso, julianDay: iso.julianDay,
            day: try container.decode(Int.self, forKey: .day),
            label: try container.decode(String.self, forKey: .label),
            isInMonth: try container.decode(Bool.self, forKey: .isInMonth),
            weekday: try container.decode(Weekday.self, forKey: .weekday),
            isWeekend: try container.decode(Bool.self, forKey: .weekend),
            isToday: try container.decode(Bool.self, forKey: .today),
            secondary: try container.decodeIfPresent(SecondaryDates.self, forKey: .secondary) ?? SecondaryDates())
    }

    /// Writes the members of a JSON day cell, with the contract's names (`weekend`, `today`).
    public func encode(to encoder: any Encoder) throws {
        try GridJSON.day(self).encode(to: encoder)
    }
}
