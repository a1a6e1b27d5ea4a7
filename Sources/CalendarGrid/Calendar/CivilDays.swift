/// The civil days of every month of a calendar, straight from ``CalendarSystem``: for
/// the check that every ICU from 67 to 78 lays out the same months
/// (`Goldens/civil-days.tsv`, `calgrid-goldens civil-days`). Package API, not public.
package enum CivilDays {
    /// One month: its code, its position in the year, and the days it covers.
    package struct Month: Sendable, Equatable {
        package let code: MonthCode
        package let ordinal: Int
        /// Julian day number of the first day.
        package let firstJulianDay: Int
        /// Days that exist in the month.
        package let length: Int
    }

    /// The last supported year of a calendar where the running ICU narrows it below what
    /// ISO years 0000 … 9999 allow, because later years cannot be computed right on it
    /// (``ICUFeatures/dangiLastProvenYear``); `nil` where nothing is narrowed.
    package static func narrowedLastYear(of calendar: CalendarID) -> Int? {
        calendar == .dangi ? ICUFeatures.dangiLastProvenYear : nil
    }

    /// The first supported year of a calendar where the running ICU narrows it, because it
    /// names earlier days wrong (``ICUFeatures/firstDayNamedRight(in:)``: ICU before 68);
    /// `nil` where nothing is narrowed.
    package static func narrowedFirstYear(of calendar: CalendarID) throws(CalendarGridError) -> Int? {
        guard ICUFeatures.firstDayNamedRight(in: calendar) != nil else { return nil }
        return try supportedYears(of: calendar).lowerBound
    }

    /// The arithmetic years of the calendar whose months lie in ISO years 0000 … 9999.
    package static func supportedYears(of calendar: CalendarID) throws(CalendarGridError) -> ClosedRange<Int> {
        try CalendarSystem.shared(calendar).supportedYears
    }

    /// The months of an arithmetic year, in order.
    package static func months(ofYear year: Int, in calendar: CalendarID) throws(CalendarGridError) -> [Month] {
        try CalendarSystem.shared(calendar).year(year).months.map { month in
            Month(code: month.code, ordinal: month.ordinal, firstJulianDay: month.firstJulianDay, length: month.length)
        }
    }
}
