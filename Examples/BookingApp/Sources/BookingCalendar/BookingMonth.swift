import CalendarGrid
import CalendarGridFoundation
import Foundation

/// The month a booking screen shows: the grid of the month that contains a moment, as
/// the guest's locale draws it, with the day of that moment in the hotel's time zone.
///
/// ```swift
/// let month = try BookingMonth(locale: "de-DE", containing: Date(), in: TimeZone(identifier: "Europe/Berlin")!)
/// print(month.text)
/// ```
public struct BookingMonth: Sendable {
    /// The month, with the moment's day marked as today.
    public let grid: MonthGrid
    /// The day the moment falls on in the time zone.
    public let day: ISODate

    /// The month containing `moment` in `timeZone`, in the locale's own calendar unless
    /// `calendar` names another.
    public init(
        locale: String, calendar: CalendarID? = nil, containing moment: Date, in timeZone: TimeZone
    ) throws {
        day = try Self.day(of: moment, in: timeZone)
        let builder = try GridBuilder(locale: LocaleID(locale), calendar: calendar, today: day)
        grid = try builder.month(containing: day)
    }

    /// The civil day of a moment in a time zone (a 23:30 UTC check-in is the next day in
    /// Tokyo), through CalendarGridFoundation.
    public static func day(of moment: Date, in timeZone: TimeZone) throws -> ISODate {
        ISODate(moment, in: timeZone)
    }

    /// The month as `cal` prints it.
    public var text: String { TextRenderer().render([grid]) }

    /// The month as JSON, encoded by Foundation's JSONEncoder with the JSON contract's names.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(grid)
    }
}
