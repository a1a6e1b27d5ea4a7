internal import CICU

/// The calendar fields the toolkit reads from or writes to ICU, with Swift names.
enum CalendarField {
    case era, year, extendedYear, month, ordinalMonth, isLeapMonth, dayOfMonth, julianDay, weekOfYear
    case millisecondsInDay

    var cicu: cicu_calendar_field {
        switch self {
        case .era: CICU_FIELD_ERA
        case .year: CICU_FIELD_YEAR
        case .extendedYear: CICU_FIELD_EXTENDED_YEAR
        case .month: CICU_FIELD_MONTH
        case .ordinalMonth: CICU_FIELD_ORDINAL_MONTH
        case .isLeapMonth: CICU_FIELD_IS_LEAP_MONTH
        case .dayOfMonth: CICU_FIELD_DAY_OF_MONTH
        case .julianDay: CICU_FIELD_JULIAN_DAY
        case .weekOfYear: CICU_FIELD_WEEK_OF_YEAR
        case .millisecondsInDay: CICU_FIELD_MILLISECONDS_IN_DAY
        }
    }
}
