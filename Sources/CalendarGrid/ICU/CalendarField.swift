internal import CICU

/// The calendar fields the toolkit reads from or writes to ICU, with Swift names.
enum CalendarField {
    case era, year, extendedYear, month, isLeapMonth, dayOfMonth, julianDay, weekOfYear

    var icu: UCalendarDateFields {
        switch self {
        case .era: UCAL_ERA
        case .year: UCAL_YEAR
        case .extendedYear: UCAL_EXTENDED_YEAR
        case .month: UCAL_MONTH
        case .isLeapMonth: UCAL_IS_LEAP_MONTH
        case .dayOfMonth: UCAL_DATE
        case .julianDay: UCAL_JULIAN_DAY
        case .weekOfYear: UCAL_WEEK_OF_YEAR
        }
    }
}
