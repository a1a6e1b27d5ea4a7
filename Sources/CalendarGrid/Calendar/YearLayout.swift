/// The months of one year of one calendar, in order (12, or 13 in Hebrew leap years,
/// Chinese years with a leap month, and every Coptic and Ethiopic year).
struct YearLayout: Sendable {
    let calendar: CalendarID
    let arithmeticYear: Int
    let months: [MonthLayout]

    var firstJulianDay: Int { months[0].firstJulianDay }
    var lastJulianDay: Int { months[months.count - 1].lastJulianDay }
    /// Days in the year.
    var length: Int { lastJulianDay - firstJulianDay + 1 }
}
