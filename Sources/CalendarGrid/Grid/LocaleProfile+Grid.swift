extension LocaleProfile {
    /// The year of a grid as the locale writes a year alone in the grid's calendar: `2025`
    /// in `en-US`, `令和7年` in `ja-JP-u-ca-japanese`, `תשפ״ה` in `he-IL-u-ca-hebrew` (the
    /// best pattern for the skeleton `y`, in the locale's digits). A heading for a year of
    /// grids, as `cal -y` centres one; the year of the grid's first day.
    /// - Throws: ``CalendarGridError/icuFailure(function:code:)`` only.
    public func yearTitle(of grid: MonthGrid) throws(CalendarGridError) -> String {
        try grid.profile.texts.yearTitle(of: grid.profile.system.month(containing: grid.firstDay.julianDay))
    }
}
