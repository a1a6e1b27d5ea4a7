/// The rules of a date picker as a value: what a user may pick and has picked, and what a
/// tap does. ``DateSelection`` (thread-safe, for servers and command lines) and
/// ``ObservableSelection`` (main actor, for SwiftUI) hold one; an app with its own state
/// store can keep one directly, as HorizonCalendar's `DayRangeSelectionHelper` is kept:
/// ```swift
/// var state = SelectionState<Void>(mode: .range, today: try ISODate(parsing: "2024-09-01"))
/// state.toggle(try ISODate(parsing: "2024-09-17"))     // the range's first day
/// let event = state.toggle(try ISODate(parsing: "2024-09-20"))
/// event.changes.count                                   // 3: the 18th, 19th and 20th
/// ```
/// Booking: days the availability list names are enabled or not as it says; days it does
/// not name are shown but disabled and unselected; only enabled days toggle. Without a list
/// every day the bounds allow is enabled. Read-only mode refuses (and reports) every
/// toggle. Days that are disabled but selected in the list (a booking already made) never
/// change: single mode clears only enabled days when it moves. A range whose span holds a
/// disabled day is refused whole (``SelectionEvent/Refusal/rangeIncludesDisabled(_:)``),
/// never split.
public struct SelectionState<Payload: Sendable>: DayMarking, Sendable {
    /// Single, multiple or range.
    public let mode: SelectionMode
    /// The days that may be picked at all.
    public let bounds: SelectionBounds
    /// The day that ``SelectionBounds/noPast``, ``SelectionBounds/noFuture`` and the
    /// default selection refer to.
    public let today: ISODate
    /// Whether every toggle is refused (and reported).
    public let isReadOnly: Bool
    /// Whether the enabled days come from an availability list (booking) or from the
    /// bounds alone.
    public let hasAvailabilityList: Bool

    /// Items by Julian day; for a selection without a list, the selected days.
    private var itemsByDay: [Int: DateItem<Payload>]
    /// Range mode: the first tapped day of a range not yet complete.
    private var anchor: Int?
    /// Range mode: the complete range.
    private var range: ClosedRange<Int>?

    /// A selection over an availability list (the booking workflow). The list need not
    /// be sorted.
    /// - Throws: ``CalendarGridError/noItems`` for an empty list;
    ///   ``CalendarGridError/contradictoryItems(item:reason:)`` for one date listed twice
    ///   with different states, more than one selected day in single mode, or selected
    ///   days with a gap in range mode.
    public init(
        items: [DateItem<Payload>], mode: SelectionMode = .multiple, bounds: SelectionBounds = SelectionBounds(),
        today: ISODate, isReadOnly: Bool = false
    ) throws(CalendarGridError) {
        guard !items.isEmpty else { throw .noItems }
        var byDay: [Int: DateItem<Payload>] = [:]
        for item in items {
            let day = item.date.julianDay
            if let existing = byDay[day] {
                guard existing.isEnabled == item.isEnabled, existing.isSelected == item.isSelected else {
                    throw .contradictoryItems(item: item.date.description, reason: "listed twice with different states")
                }
                continue  // an identical duplicate: the first one is kept
            }
            byDay[day] = item
        }
        let selected = byDay.keys.filter { byDay[$0]?.isSelected == true }.sorted()
        var anchor: Int? = nil
        var range: ClosedRange<Int>? = nil
        switch mode {
        case .single where selected.count > 1:
            throw .contradictoryItems(
                item: ISODate(julianDay: selected[1]).description,
                reason: "a second selected day in single mode (the first is \(ISODate(julianDay: selected[0])))")
        case .range where selected.count == 1:
            anchor = selected[0]
        case .range where selected.count > 1:
            if let gap = (selected[0]...selected[selected.count - 1]).first(where: { byDay[$0]?.isSelected != true }) {
                let span = "\(ISODate(julianDay: selected[0])) … \(ISODate(julianDay: selected[selected.count - 1]))"
                // Name an item of the list: the listed day that breaks the range, or, where
                // the gap is a day the list does not have, the range's first selected day.
                if byDay[gap] != nil {
                    throw .contradictoryItems(
                        item: ISODate(julianDay: gap).description,
                        reason: "not selected, inside the selected range \(span)")
                }
                throw .contradictoryItems(
                    item: ISODate(julianDay: selected[0]).description,
                    reason:
                        "the selected days \(span) are not one range: the list does not have "
                        + "\(ISODate(julianDay: gap)), and a range selects every day between its ends"
                )
            }
            range = selected[0]...selected[selected.count - 1]
        default:
            break
        }
        self.mode = mode
        self.bounds = bounds
        self.today = today
        self.isReadOnly = isReadOnly
        self.hasAvailabilityList = true
        self.itemsByDay = byDay
        self.anchor = anchor
        self.range = range
    }

    /// A selection without an availability list: every day the bounds allow is enabled.
    public init(
        mode: SelectionMode = .single, bounds: SelectionBounds = SelectionBounds(), today: ISODate,
        isReadOnly: Bool = false
    ) {
        self.mode = mode
        self.bounds = bounds
        self.today = today
        self.isReadOnly = isReadOnly
        self.hasAvailabilityList = false
        self.itemsByDay = [:]
    }

    // MARK: - Reading

    /// The current items, in date order: the list's (booking) or the selected days.
    public var items: [DateItem<Payload>] { items(.all) }

    /// The items a filter lets through, in date order.
    public func items(_ filter: SelectionFilter) -> [DateItem<Payload>] {
        let all = itemsByDay.values.sorted { $0.date < $1.date }
        switch filter {
        case .all: return all
        case .selected: return all.filter(\.isSelected)
        case .enabled: return all.filter { isEnabled($0.date) }
        case let .inMonth(grid): return all.filter { $0.date >= grid.firstDay && $0.date <= grid.lastDay }
        }
    }

    /// The selected days, in order.
    public var selectedDates: [ISODate] { items(.selected).map(\.date) }

    /// Whether the day may be picked now.
    public func isEnabled(_ date: ISODate) -> Bool {
        enabled(date, item: itemsByDay[date.julianDay])
    }

    /// Whether the day is picked.
    public func isSelected(_ date: ISODate) -> Bool {
        itemsByDay[date.julianDay]?.isSelected ?? false
    }

    /// How a renderer marks the day: enabled, selected, and in range mode its place in the range.
    public func marks(for date: ISODate) -> DayMarks {
        let day = date.julianDay
        let item = itemsByDay[day]
        var marks = DayMarks(isEnabled: enabled(date, item: item), isSelected: item?.isSelected ?? false)
        if mode == .range {
            marks.isRangeStart = (range?.lowerBound ?? anchor) == day
            marks.isRangeEnd = range?.upperBound == day
            marks.isInRange = range?.contains(day) ?? (anchor == day)
        }
        return marks
    }

    /// The months a picker over this selection shows: from the month of the earliest
    /// item to the month of the latest (booking), or the month of ``today``.
    public func months(with builder: GridBuilder) throws(CalendarGridError) -> [MonthGrid] {
        let dates = itemsByDay.keys.sorted()
        guard hasAvailabilityList, let first = dates.first, let last = dates.last else {
            return [try builder.month(containing: today)]
        }
        var grids = [try builder.month(containing: ISODate(julianDay: first))]
        while let current = grids.last, current.lastDay.julianDay < last {
            guard grids.count < 1200 else {
                throw .outOfRange(field: "months of the availability list", value: ">1200", min: "1", max: "1200")
            }
            grids.append(try builder.month(after: current))
        }
        return grids
    }

    /// The default day for a grid: today when it is in the grid's month and enabled,
    /// otherwise the month's first enabled day; `nil` when none is enabled.
    public func defaultDate(in grid: MonthGrid) -> ISODate? {
        let days = grid.cells.filter(\.inMonth).map(\.iso)
        if days.contains(today), isEnabled(today) { return today }
        return days.first(where: isEnabled)
    }

    /// Selects ``defaultDate(in:)`` when nothing is selected yet, in single mode only: a
    /// single-choice picker shows a choice from the start, while a multiple-choice picker
    /// starts with nothing chosen for the user (a first Space on today must select it, not
    /// take back a pick the user never made), and a range starts only from a user's tap.
    /// An availability list's own selected items count as selected. Returns the event, if any.
    @discardableResult
    public mutating func selectDefault(in grid: MonthGrid) -> SelectionEvent<Payload>? {
        guard mode == .single, selectedDates.isEmpty, let date = defaultDate(in: grid) else { return nil }
        return toggle(date)
    }

    // MARK: - Changing

    /// Toggles a day as a tap would; the event says what changed, or why nothing did.
    @discardableResult
    public mutating func toggle(_ date: ISODate) -> SelectionEvent<Payload> {
        SelectionEvent(date: date, outcome: apply(date))
    }

    // MARK: - Rules

    private func enabled(_ date: ISODate, item: DateItem<Payload>?) -> Bool {
        guard bounds.allows(date, today: today) else { return false }
        return hasAvailabilityList ? item?.isEnabled == true : true
    }

    private mutating func apply(_ date: ISODate) -> SelectionEvent<Payload>.Outcome {
        if isReadOnly { return .refused(.readOnly) }
        let day = date.julianDay
        guard enabled(date, item: itemsByDay[day]) else { return .refused(.disabled) }
        var changes: [ItemChange<Payload>] = []
        func set(_ day: Int, selected: Bool) {
            if let change = setSelected(day, selected) { changes.append(change) }
        }
        let isSelected = itemsByDay[day]?.isSelected ?? false
        switch mode {
        case .multiple:
            set(day, selected: !isSelected)
        case .single:
            if !isSelected {
                for other in itemsByDay.keys.sorted()
                where other != day && itemsByDay[other]?.isSelected == true
                    && enabled(ISODate(julianDay: other), item: itemsByDay[other])
                {
                    set(other, selected: false)
                }
            }
            set(day, selected: !isSelected)
        case .range:
            if let complete = range {
                for other in complete where enabled(ISODate(julianDay: other), item: itemsByDay[other]) {
                    set(other, selected: false)
                }
                range = nil
                if !complete.contains(day) {
                    anchor = day
                    set(day, selected: true)
                }
            } else if let first = anchor {
                if first == day {
                    set(day, selected: false)
                    anchor = nil
                } else {
                    let span = min(first, day)...max(first, day)
                    if let blocked = span.first(where: { !enabled(ISODate(julianDay: $0), item: itemsByDay[$0]) }) {
                        return .refused(.rangeIncludesDisabled(ISODate(julianDay: blocked)))
                    }
                    for other in span { set(other, selected: true) }
                    anchor = nil
                    range = span
                }
            } else {
                anchor = day
                set(day, selected: true)
            }
        }
        return .changed(changes.sorted { $0.new.date < $1.new.date })
    }

    /// Sets one day's selected flag; the change, or `nil` when it already had that state.
    private mutating func setSelected(_ day: Int, _ selected: Bool) -> ItemChange<Payload>? {
        let date = ISODate(julianDay: day)
        let old = itemsByDay[day] ?? DateItem(date: date, isEnabled: true, isSelected: false, payload: nil)
        guard old.isSelected != selected else { return nil }
        var new = old
        new.isSelected = selected
        if !hasAvailabilityList && !selected {
            itemsByDay.removeValue(forKey: day)  // without a list, items are the picks
        } else {
            itemsByDay[day] = new
        }
        return ItemChange(old: old, new: new)
    }
}
