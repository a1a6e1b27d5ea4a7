/// One row of a month grid: seven consecutive days, first weekday first.
public struct Week: Hashable, Sendable {
    /// ICU's WEEK_OF_YEAR for the row, in the grid's calendar, with the locale's first
    /// weekday and minimal days in the first week (so `en-US` and `de-DE` number the
    /// same row differently near New Year; `de-DE` agrees with ISO 8601 weeks).
    public let weekOfYear: Int
    /// Always seven cells, in display order.
    public let days: [DayCell]
}
