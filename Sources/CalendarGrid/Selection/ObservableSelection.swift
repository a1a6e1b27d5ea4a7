public import Observation

/// A date picker's selection for SwiftUI: ``SelectionState``'s rules on the main actor,
/// observable with the Observation framework, so that a view that reads
/// ``marks(for:)``, ``state`` or any of the state's properties is updated after every
/// toggle that changes them, and only then: a refused tap changes ``lastEvent`` (a view
/// can say why) but not the state, so no cell redraws.
///
/// ```swift
/// @State private var selection = ObservableSelection(
///     SelectionState<Void>(mode: .range, today: try! ISODate.today()))
/// // in a day cell's button:
/// selection.toggle(cell.iso)
/// // in a view: selection.marks(for: cell.iso).isSelected, selection.lastEvent?.refusal,
/// // selection.selectedRanges
/// ```
/// Every property of ``SelectionState`` reads through (`selection.mode`, `selection.today`,
/// `selection.items`: dynamic member lookup). Renderers, which run anywhere, take the
/// state itself as their marking: `TextRenderer(marking: selection.state)` (a main-actor
/// class cannot conform to ``DayMarking``, whose marks are read from any thread, and still
/// tell Observation what a view read).
///
/// Events happen on the main actor, one toggle at a time, so they are in order by
/// construction. A server or a command line that toggles from several threads keeps a
/// ``DateSelection`` instead.
@MainActor
@Observable
@dynamicMemberLookup
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

    /// A property of the state (`mode`, `today`, `selectedRanges`, `items`, …).
    public subscript<Value>(dynamicMember keyPath: KeyPath<SelectionState<Payload>, Value>) -> Value {
        state[keyPath: keyPath]
    }

    /// The current items, in date order (spelled out: `items(_:)` would hide the state's).
    public var items: [DateItem<Payload>] { state.items }

    /// The items a filter lets through, in date order.
    public func items(_ filter: SelectionFilter) -> [DateItem<Payload>] { state.items(filter) }

    /// Whether the day may be picked now.
    public func isEnabled(_ date: ISODate) -> Bool { state.isEnabled(date) }

    /// Whether the day is picked.
    public func isSelected(_ date: ISODate) -> Bool { state.isSelected(date) }

    /// How a view marks the day: enabled, selected, and in range mode its place in the range.
    public func marks(for date: ISODate) -> DayMarks { state.marks(for: date) }

    /// The months a picker over this selection shows (``SelectionState/months(with:)``).
    public func months(with builder: GridBuilder) throws(CalendarGridError) -> [MonthGrid] {
        try state.months(with: builder)
    }

    /// The default day for a grid (``SelectionState/defaultDate(in:)``).
    public func defaultDate(in grid: MonthGrid) -> ISODate? { state.defaultDate(in: grid) }

    /// Toggles a day as a tap would, records the event in ``lastEvent`` and calls `onChange`;
    /// the state changes only when the toggle changed something.
    @discardableResult
    public func toggle(_ date: ISODate) -> SelectionEvent<Payload> {
        var changed = state
        let event = changed.toggle(date)
        if event.refusal == nil { state = changed }
        lastEvent = event
        onChange?(event)
        return event
    }

    /// Selects the grid's default day in single mode when nothing is selected
    /// (``SelectionState/selectDefault(in:)``); the event, if any, as ``toggle(_:)`` reports it.
    @discardableResult
    public func selectDefault(in grid: MonthGrid) -> SelectionEvent<Payload>? {
        guard state.mode == .single else { return nil }
        return selectDefault(in: grid, policy: .todayOrFirstEnabled)
    }

    /// Selects the grid's default day by a policy when nothing is selected yet, in every
    /// mode (``SelectionState/selectDefault(in:policy:)``).
    @discardableResult
    public func selectDefault(in grid: MonthGrid, policy: DefaultSelection) -> SelectionEvent<Payload>? {
        var changed = state
        guard let event = changed.selectDefault(in: grid, policy: policy) else { return nil }
        state = changed
        lastEvent = event
        onChange?(event)
        return event
    }

    /// Moves today (at midnight); see ``SelectionState/moveToday(to:)``.
    public func moveToday(to date: ISODate) {
        state.moveToday(to: date)
    }
}
