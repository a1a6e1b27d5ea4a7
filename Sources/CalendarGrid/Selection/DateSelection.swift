/// What a user may pick and has picked, for a date picker over ``MonthGrid``s, shared
/// between threads: the booking workflow (an availability list), ranges, and bounded single
/// or multiple selection, in any calendar (the model works on civil days; grids decide how
/// they are shown). The rules are ``SelectionState``'s; this class keeps one behind a lock
/// and reports every toggle.
///
/// Booking:
/// ```swift
/// let selection = try DateSelection(items: availability, mode: .range,
///                                   today: try ISODate.today())
/// for await event in selection.events() { save(event.changes) }   // or onChange:
/// selection.toggle(try ISODate(parsing: "2024-09-17"))    // starts a range
/// selection.toggle(try ISODate(parsing: "2024-09-20"))    // selects 17 … 20
/// selection.items(.selected)                              // four items, payloads intact
/// ```
/// Without a list (``init(mode:bounds:today:isReadOnly:onChange:)``) every day the
/// bounds allow is enabled.
///
/// Thread-safe, with events in order: toggles from any threads take effect one at a time,
/// and their events reach the callback and every stream exactly once each, in the order in
/// which the toggles took effect, one at a time, and never under the lock (a callback may
/// read the selection or toggle again; an event of a toggle made inside a callback is
/// delivered after that callback returns). When another thread is delivering events,
/// ``toggle(_:)`` returns its event at once and that thread delivers it.
///
/// For SwiftUI, ``ObservableSelection`` holds the same rules on the main actor.
///
/// Every property of ``SelectionState`` reads through: `selection.mode`, `selection.today`,
/// `selection.selectedRanges`, `selection.items` (dynamic member lookup, under the lock),
/// so the holder never lags behind the state's API.
@dynamicMemberLookup
public final class DateSelection<Payload: Sendable>: DayMarking, Sendable {
    /// Which items ``items(_:)`` returns (``SelectionFilter``).
    public typealias ItemFilter = SelectionFilter

    private let onChange: (@Sendable (SelectionEvent<Payload>) -> Void)?
    private let shared: Locked<Shared>

    private struct Shared {
        var state: SelectionState<Payload>
        var observers: [Int: AsyncStream<SelectionEvent<Payload>>.Continuation] = [:]
        var nextObserver = 0
        /// Events whose toggles took effect, not yet delivered, oldest first.
        var pending: [SelectionEvent<Payload>] = []
        /// Whether a thread is delivering ``pending`` now.
        var isDelivering = false
    }

    /// A selection over an availability list (the booking workflow). The list need not
    /// be sorted.
    /// - Throws: ``SelectionError/noItems`` for an empty list;
    ///   ``SelectionError/conflictingStates(_:)`` for one date listed twice with different
    ///   states, ``SelectionError/secondSelectedDay(_:first:)`` for more than one selected day
    ///   in single mode, `.unselectedDayInRange` or `.dayMissingFromRange` for selected
    ///   days with a gap in range mode.
    public convenience init(
        items: [DateItem<Payload>], mode: SelectionMode = .multiple,
        bounds: SelectionBounds = SelectionBounds(), today: ISODate, isReadOnly: Bool = false,
        onChange: (@Sendable (SelectionEvent<Payload>) -> Void)? = nil
    ) throws(SelectionError) {
        self.init(
            try SelectionState(items: items, mode: mode, bounds: bounds, today: today, isReadOnly: isReadOnly),
            onChange: onChange)
    }

    /// A selection without an availability list: every day the bounds allow is enabled.
    public convenience init(
        mode: SelectionMode = .single, bounds: SelectionBounds = SelectionBounds(), today: ISODate,
        isReadOnly: Bool = false, onChange: (@Sendable (SelectionEvent<Payload>) -> Void)? = nil
    ) {
        self.init(SelectionState(mode: mode, bounds: bounds, today: today, isReadOnly: isReadOnly), onChange: onChange)
    }

    /// A selection that starts from a state (one an app kept, or made by ``SelectionState``'s
    /// initializers).
    public init(_ state: SelectionState<Payload>, onChange: (@Sendable (SelectionEvent<Payload>) -> Void)? = nil) {
        self.onChange = onChange
        shared = Locked(Shared(state: state))
    }

    // MARK: - Reading

    /// The rules and the picks as they are now, as a value.
    public var state: SelectionState<Payload> { shared.withLock { $0.state } }

    /// A property of the state as it is now (`mode`, `today`, `selectedRanges`, …).
    public subscript<Value>(dynamicMember keyPath: KeyPath<SelectionState<Payload>, Value>) -> Value {
        shared.withLock { $0.state[keyPath: keyPath] }
    }

    /// The current items, in date order (spelled out: `items(_:)` would hide the state's).
    public var items: [DateItem<Payload>] { state.items }

    /// The items a filter lets through, in date order.
    public func items(_ filter: SelectionFilter) -> [DateItem<Payload>] { state.items(filter) }

    /// Whether the day may be picked now.
    public func isEnabled(_ date: ISODate) -> Bool { shared.withLock { $0.state.isEnabled(date) } }

    /// Whether the day is picked.
    public func isSelected(_ date: ISODate) -> Bool { shared.withLock { $0.state.isSelected(date) } }

    /// How a renderer marks the day: enabled, selected, and in range mode its place in the range.
    public func marks(for date: ISODate) -> DayMarks { shared.withLock { $0.state.marks(for: date) } }

    /// The months a picker over this selection shows: from the month of the earliest
    /// item to the month of the latest (booking), or the month of today.
    public func months(with builder: GridBuilder) throws(CalendarGridError) -> [MonthGrid] {
        try state.months(with: builder)
    }

    /// The default day for a grid: today when it is in the grid's month and enabled,
    /// otherwise the month's first enabled day; `nil` when none is enabled.
    public func defaultDate(in grid: MonthGrid) -> ISODate? { state.defaultDate(in: grid) }

    /// Selects ``defaultDate(in:)`` when nothing is selected yet, in single mode only
    /// (``SelectionState/selectDefault(in:)``), and reports the event, if any. The check and
    /// the toggle are one step: no other toggle comes between them.
    @discardableResult
    public func selectDefault(in grid: MonthGrid) -> SelectionEvent<Payload>? {
        let event = shared.withLock { shared -> SelectionEvent<Payload>? in
            guard let event = shared.state.selectDefault(in: grid) else { return nil }
            shared.pending.append(event)
            return event
        }
        if event != nil { deliverPending() }
        return event
    }

    /// Selects the grid's default day by a policy when nothing is selected yet, in every
    /// mode (``SelectionState/selectDefault(in:policy:)``), and reports the event, if any.
    @discardableResult
    public func selectDefault(in grid: MonthGrid, policy: DefaultSelection) -> SelectionEvent<Payload>? {
        let event = shared.withLock { shared -> SelectionEvent<Payload>? in
            guard let event = shared.state.selectDefault(in: grid, policy: policy) else { return nil }
            shared.pending.append(event)
            return event
        }
        if event != nil { deliverPending() }
        return event
    }

    // MARK: - Changing

    /// Moves today (at midnight); see ``SelectionState/moveToday(to:)``.
    public func moveToday(to date: ISODate) {
        shared.withLock { $0.state.moveToday(to: date) }
    }

    /// Toggles a day as a tap would, and reports the event to the callback and to every
    /// stream from ``events()``, in the order in which toggles take effect.
    @discardableResult
    public func toggle(_ date: ISODate) -> SelectionEvent<Payload> {
        let event = shared.withLock { shared -> SelectionEvent<Payload> in
            let event = shared.state.toggle(date)
            shared.pending.append(event)
            return event
        }
        deliverPending()
        return event
    }

    /// A stream of every event from now on; it ends when the consumer stops iterating.
    public func events() -> AsyncStream<SelectionEvent<Payload>> {
        AsyncStream { continuation in
            let id = shared.withLock { shared -> Int in
                shared.nextObserver += 1
                shared.observers[shared.nextObserver] = continuation
                return shared.nextObserver
            }
            continuation.onTermination = { [weak self] _ in
                _ = self?.shared.withLock { $0.observers.removeValue(forKey: id) }
            }
        }
    }

    /// Delivers the pending events, oldest first, unless a thread is delivering them already
    /// (that thread then delivers the ones added meanwhile). The lock is never held while a
    /// callback or a stream runs.
    private func deliverPending() {
        let starts = shared.withLock { shared -> Bool in
            guard !shared.isDelivering else { return false }
            shared.isDelivering = true
            return true
        }
        guard starts else { return }
        while let (event, observers) = shared.withLock({
            shared -> (SelectionEvent<Payload>, [AsyncStream<SelectionEvent<Payload>>.Continuation])? in
            guard !shared.pending.isEmpty else {
                shared.isDelivering = false
                return nil
            }
            return (shared.pending.removeFirst(), shared.observers.sorted { $0.key < $1.key }.map(\.value))
        }) {
            onChange?(event)
            for observer in observers { observer.yield(event) }
        }
    }
}
