import CalendarGrid
import Foundation
import Observation

/// A booking screen: a month in the guest's locale and calendar, and a stay picked with two
/// taps. Past days and days the hotel is closed cannot be picked; a tap the rules refuse
/// changes nothing a view observes, and says why. The screen opens on a default day (today,
/// else the month's first day that can be booked) and its selection can be saved and
/// restored as JSON.
///
/// ```swift
/// let screen = try BookingScreen(locale: "de-DE", today: try ISODate(parsing: "2024-09-17"), closed: [.monday])
/// screen.tap(try ISODate(parsing: "2024-09-19"))   // the stay's first night…
/// screen.tap(try ISODate(parsing: "2024-09-21"))   // …and its last
/// screen.stay                                      // 2024-09-19 … 2024-09-21
/// ```
@MainActor
public final class BookingScreen {
    /// The guest's locale and calendar.
    public let builder: GridBuilder
    /// The month shown.
    public private(set) var month: MonthGrid
    /// The stay being picked, observable by a view.
    public let selection: ObservableSelection<Never>

    /// A screen on the month of `today`; `closed` weekdays cannot be booked, nor past days.
    public init(
        locale: String, calendar: CalendarID? = nil, today: ISODate, closed: Set<Weekday> = []
    ) throws {
        builder = try GridBuilder(locale: LocaleID(locale), calendar: calendar, today: today)
        month = try builder.month(containing: today)
        let bounds = SelectionBounds(noPast: true, excludedWeekdays: closed)
        selection = ObservableSelection(SelectionState(mode: .range, bounds: bounds, today: today))
        selection.selectDefault(in: month, policy: .todayOrFirstEnabled)
    }

    /// A screen restored from ``saved()``.
    public init(locale: String, calendar: CalendarID? = nil, restoring data: Data) throws {
        let state = try JSONDecoder().decode(SelectionState<Never>.self, from: data)
        builder = try GridBuilder(locale: LocaleID(locale), calendar: calendar, today: state.today)
        let first = state.selectedRanges.first?.lowerBound ?? state.today
        month = try builder.month(containing: first)
        selection = ObservableSelection(state)
    }

    /// Taps a day: the first tap starts a stay, the second ends it; the event says what
    /// changed, or why nothing did.
    @discardableResult
    public func tap(_ day: ISODate) -> SelectionEvent<Never> {
        selection.toggle(day)
    }

    /// Shows the next month.
    public func showNextMonth() throws {
        month = try builder.month(after: month)
    }

    /// The stay: its first and last night, once both are picked (or the first alone).
    public var stay: ClosedRange<ISODate>? { selection.selectedRanges.first }

    /// The selection as JSON, to restore with ``init(locale:calendar:restoring:)``.
    public func saved() throws -> Data {
        try JSONEncoder().encode(selection.state)
    }
}
