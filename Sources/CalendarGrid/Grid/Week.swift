/// One row of a month grid: seven consecutive days, first weekday first.
public struct Week: Hashable, Sendable {
    /// ICU's WEEK_OF_YEAR for the row, in the grid's calendar, with the locale's first
    /// weekday and minimal days in the first week (so `en-US` and `de-DE` number the
    /// same row differently near New Year; `de-DE` agrees with ISO 8601 weeks).
    public let weekOfYear: Int
    /// Always seven cells, in display order.
    public let days: [DayCell]

    /// A row, for previews and an app's tests (grids come from ``GridBuilder``): seven
    /// consecutive days, first weekday first.
    public init(weekOfYear: Int, days: [DayCell]) {
        self.weekOfYear = weekOfYear
        self.days = days
    }
}

extension Week: Identifiable {
    /// The row's first day: unique within a grid.
    public var id: ISODate { days[0].iso }
}

extension Week: Codable {
    /// The JSON contract's names, read here and written by ``GridJSON``.
    enum CodingKeys: String, CodingKey { case weekOfYear, days }

    /// Reads a week in the JSON contract's form.
    /// - Throws: `DecodingError.dataCorrupted` unless it has seven consecutive days.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let days = try container.decode([DayCell].self, forKey: .days)
        let consecutive = zip(days, days.dropFirst()).allSatisfy { $1.julianDay == $0.julianDay + 1 }
        guard days.count == 7, consecutive else {
            throw DecodingError.dataCorruptedError(
                forKey: .days, in: container,
                debugDescription: "a week has seven consecutive days, not \(days.count)")
        }
        self.init(weekOfYear: try container.decode(Int.self, forKey: .weekOfYear), days: days)
    }

    /// Writes `weekOfYear` and `days`.
    public func encode(to encoder: any Encoder) throws {
        try GridJSON.week(self) { GridJSON.day($0) }.encode(to: encoder)
    }
}
