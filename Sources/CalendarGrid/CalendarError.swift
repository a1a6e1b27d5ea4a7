/// A calendar, month, date or year that does not exist or lies outside what the toolkit
/// holds: the calendar/date domain of ``CalendarGridError``
/// (``CalendarGridError/calendar(_:)``). The value parsers throw it alone:
///
/// ```swift
/// do { _ = try ISODate(parsing: "2023-02-29") } catch {
///     print(error)  // invalid date '2023-02-29' (expected an existing ISO date YYYY-MM-DD such as '2024-02-29')
/// }
/// ```
public enum CalendarError: CalendarGridDomainError {
    /// A calendar ID (from `-u-ca-` or an explicit override) that is not one of
    /// `CalendarID.allCases` or the alias `ethioaa`.
    case unsupportedCalendar(String, supported: [String])

    /// A month address that is neither `YEAR-MONTHCODE` (`5784-M05L`) nor
    /// `YEAR-ORDINAL` (`1446-9`).
    case malformedMonth(String)

    /// A month code that is not `M01` … `M13` with an optional `L` (`M7`, `m07`, `M14`).
    case malformedMonthCode(String)

    /// A month code or ordinal that does not occur in that year of that calendar:
    /// `5783-M05L` (5783 is a common Hebrew year), `2024-M13` in `gregorian`, a Chinese
    /// leap month in a year without it. `available` lists the year's months in order
    /// (the first is ordinal 1).
    case monthNotInYear(MonthAddress, calendar: CalendarID, available: [MonthCode])

    /// A text that is not an ISO date `YYYY-MM-DD` of the proleptic Gregorian calendar
    /// (`2024-02-30`, `2024-1-5`), or a year, month and day that make none.
    case malformedDate(String)

    /// A year outside the range a calendar's grids hold (``GridBuilder/supportedYears``).
    /// The year is the text given: a number too long for `Int` is out of range too.
    case yearOutOfRange(String, supported: ClosedRange<Int>)

    /// A day outside the days the toolkit lays out: 0000-01-01 … 9999-12-31, or, where
    /// `calendar` is given, before the first day that calendar names right on this ICU.
    case dateOutOfRange(ISODate, calendar: CalendarID?, supported: ClosedRange<ISODate>)

    /// A day number that the month does not have, with `.reject` (day 30 of a 29-day
    /// month).
    case dayOutOfRange(Int, month: MonthAddress, supported: ClosedRange<Int>)

    /// A Hijri day adjustment outside −2 … 2.
    case hijriOffsetOutOfRange(Int, supported: ClosedRange<Int>)

    /// A time of day outside 0 … 86 399 999 milliseconds.
    case timeOutOfRange(millisecondsInDay: Int)

    /// What went wrong and what is accepted.
    public var message: String {
        switch self {
        case let .unsupportedCalendar(text, supported):
            return "unsupported calendar '\(text)' (supported: \(supported.joined(separator: ", ")))"
        case let .malformedMonth(text):
            return
                "malformed month '\(text)' (expected YEAR-MONTHCODE such as '5784-M05L' or YEAR-ORDINAL such as "
                + "'1446-9')"
        case let .malformedMonthCode(text):
            return "malformed month code '\(text)' (expected M01 … M13, with L for a leap month, such as 'M05L')"
        case let .monthNotInYear(address, calendar, available):
            let month: String
            switch address.month {
            case let .code(code): month = code.description
            case let .ordinal(ordinal): month = String(ordinal)
            }
            let months = available.enumerated().map { "\($0.offset + 1)=\($0.element)" }
            return
                "month '\(month)' does not exist in year \(address.year) of the \(calendar.rawValue) calendar (that "
                + "year has: \(months.joined(separator: ", ")))"
        case let .malformedDate(text):
            return "invalid date '\(text)' (expected an existing ISO date YYYY-MM-DD such as '2024-02-29')"
        case let .yearOutOfRange(year, supported):
            return Self.outOfRange("year", year, supported.lowerBound, supported.upperBound)
        case let .dateOutOfRange(date, calendar, supported):
            return Self.outOfRange(
                calendar.map { "\($0) date" } ?? "date", date, supported.lowerBound, supported.upperBound)
        case let .dayOutOfRange(day, month, supported):
            return Self.outOfRange("day of \(month)", day, supported.lowerBound, supported.upperBound)
        case let .hijriOffsetOutOfRange(offset, supported):
            return Self.outOfRange("Hijri offset", offset, supported.lowerBound, supported.upperBound)
        case let .timeOutOfRange(milliseconds):
            return Self.outOfRange("millisecondsInDay", milliseconds, 0, 86_399_999)
        }
    }

    /// This error under the umbrella.
    public var calendarGridError: CalendarGridError { .calendar(self) }

    /// The one wording of every range error of the toolkit.
    static func outOfRange(
        _ field: String, _ value: some CustomStringConvertible, _ min: some CustomStringConvertible,
        _ max: some CustomStringConvertible
    ) -> String {
        "\(field) \(value) is out of range (supported: \(min) to \(max))"
    }
}
