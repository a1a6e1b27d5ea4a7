public import Observation

/// A date picker's selection for SwiftUI: ``SelectionState``'s rules on the main actor,
/// observable with the Observation framework, so that a view that reads
/// ``selectedDates``, ``marks(for:)`` or ``state`` is updated after every toggle that
/// changes them.
///
/// ```swift
/// @State private var selection = ObservableSelection(
///     SelectionState<Void>(mode: .range, today: try! ISODate.today()))
/// // in a day cell's button:
/// selection.toggle(cell.iso)
/// // in a view: selection.marks(for: cell.iso).isSelected, selection.lastEvent?.refusal
/// ```
/// Events happen on the main actor, one toggle at a time, so they are in order by
/// construction. A server or a command line that toggles from several threads keeps a
/// ``DateSelection`` instead.
@MainActor
@Observable
public final class ObservableSelection<Payload: Sendable> {
    /// The rules and the picks. Setting it (a state an app restored) replaces both.
    public var state: SelectionState<Payload>
    /// The event of the latest toggle (`nil` before the first): a view can show a refusal.
    public private(set) var lastEvent: SelectionEvent<Payload>?
    @ObservationIgnored private let onChange: ((SelectionEvent<Payload>) -> Void)?

    /// A selection that starts from a state; `onChange` is called on the main actor after
    /// every toggle, with its event.
    public init(_ state: SelectionState<Payload>, onChange: ((SelectionEvent<Payload>) -> Void)? = nil) {
        self.state = state
        self.onChange = onChange
    }

    /// The selected days, in order.
    public var selectedDates: [ISODate] { state.selectedDates }

    /// The items a filter lets through, in date order.
    public func items(_ filter: SelectionFilter = .all) -> [DateItem<Payload>] { state.items(filter) }

    /// Whether the day may be picked now.
    public func isEnabled(_ date: ISODate) -> Bool { state.isEnabled(date) }

    /// Whether the day is picked.
    public func isSelected(_ date: ISODate) -> Bool { state.isSelected(date) }

    /// How a view marks the day: enabled, selected, and in range mode its place in the range.
    public func marks(for date: ISODate) -> DayMarks { state.marks(for: date) }

    /// Toggles a day as a tap would, records the event in ``lastEvent`` and calls `onChange`.
    @discardableResult
    public func toggle(_ date: ISODate) -> SelectionEvent<Payload> {
        let event = state.toggle(date)
        lastEvent = event
        onChange?(event)
        return event
    }

    /// Selects the grid's default day in single mode when nothing is selected
    /// (``SelectionState/selectDefault(in:)``); the event, if any, as ``toggle(_:)`` reports it.
    @discardableResult
    public func selectDefault(in grid: MonthGrid) -> SelectionEvent<Payload>? {
        guard let event = state.selectDefault(in: grid) else { return nil }
        lastEvent = event
        onChange?(event)
        return event
    }
}
