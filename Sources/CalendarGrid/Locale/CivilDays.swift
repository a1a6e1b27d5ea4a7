/// The civil days of every month of a calendar, straight from ``CalendarSystem``: for
/// the check that every ICU from 72 to 78 lays out the same months
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

    /// Why the running ICU lays out a year of a calendar differently from ICU 75 and
    /// later, where the toolkit knows it does and cannot correct it; `nil` elsewhere.
    ///
    /// ICU 72 to 74 compute Dangi years from values in a winter-solstice and new-year
    /// cache that their Chinese calendar shares (ICU-9972, fixed in ICU 75). The toolkit
    /// fills it with Chinese values first, which keeps every Chinese year right and every
    /// Dangi year up to 2399 right (the same months as ICU 75 and later); from 2400 on,
    /// some Dangi years come out wrong (2405 with a leap 12th month, 2615 with 11 months).
    package static func knownICUError(in calendar: CalendarID, year: Int) -> String? {
        guard calendar == .dangi, ICUFeatures.sharesLunisolarCache, year >= 2400 else { return nil }
        return "ICU \(ICUFeatures.major) shares its Chinese solstice cache with Dangi (ICU-9972, fixed in ICU 75)"
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
