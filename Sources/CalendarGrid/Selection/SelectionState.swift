/// The rules of a date picker as a value: what a user may pick and has picked, and what a
/// tap does. ``DateSelection`` (thread-safe, for servers and command lines) and
/// ``ObservableSelection`` (main actor, for SwiftUI) hold one; an app with its own state
/// store can keep one directly, as HorizonCalendar's `DayRangeSelectionHelper` is kept:
/// ```swift
/// var state = SelectionState<Void>(mode: .range, today: try ISODate(parsing: "2024-09-01"))
/// state.toggle(try ISODate(parsing: "2024-09-17"))     // the range's first day
/// let event = state.toggle(try ISODate(parsing: "2024-09-20"))
/// event.changes.count                                   // 3: the 18th, 19th and 20th
/// state.selectedRanges                                  // [2024-09-17 … 2024-09-20]
/// ```
/// Booking: days the availability list names are enabled or not as it says; days it does
/// not name are shown but disabled and unselected; only enabled days toggle. Without a list
/// every day the bounds allow is enabled. Read-only mode refuses (and reports) every
/// toggle. Days that are disabled but selected in the list (a booking already made) never
/// change: single mode clears only enabled days when it moves, and clearing a range leaves
/// them selected. A range whose span holds a disabled day is refused whole
/// (``SelectionEvent/Refusal/rangeIncludesDisabled(_:)``), never split.
///
/// A range is kept as its two ends, never day by day: two taps 2,000 years apart take as
/// long as two taps a day apart, and ``selectedRanges`` and ``marks(for:)`` are read from
/// the ends. The state is `Equatable` and `Codable` where its payload is (a bounds
/// predicate, which is code, is not encoded).
public struct SelectionState<Payload: Sendable>: DayMarking, Sendable {
    /// Single, multiple or range.
    public let mode: SelectionMode
    /// The days that may be picked at all.
    public let bounds: SelectionBounds
    /// The day that ``SelectionBounds/noPast``, ``SelectionBounds/noFuture`` and the
    /// default selection refer to; ``moveToday(to:)`` moves it (at midnight).
    public private(set) var today: ISODate
    /// Whether every toggle is refused (and reported).
    public let isReadOnly: Bool
    /// Whether the enabled days come from an availability list (booking) or from the
    /// bounds alone.
    public let hasAvailabilityList: Bool

    // The state below is internal (not private) for the extensions in SelectionState+*.swift.

    /// The availability list by Julian day, as given; empty without one.
    var listed: [Int: DateItem<Payload>]
    /// Days whose selected state differs from the list's (without a list: from
    /// unselected): single and multiple picks, and listed days a cleared range unselected.
    var picks: [Int: Bool]
    /// Range mode: the first tapped day of a range not yet complete.
    var anchor: Int?
    /// Range mode: the complete range.
    var range: ClosedRange<Int>?

    /// A selection over an availability list (the booking workflow). The list need not
    /// be sorted.
    /// - Throws: ``SelectionError/noItems`` for an empty list;
    ///   ``SelectionError/conflictingStates(_:)`` for one date listed twice with different
    ///   states, ``SelectionError/secondSelectedDay(_:first:)`` for more than one selected day
    ///   in single mode, `.unselectedDayInRange` or `.dayMissingFromRange` for selected
    ///   days with a gap in range mode.
    public init(
        items: [DateItem<Payload>], mode: SelectionMode = .multiple, bounds: SelectionBounds = SelectionBounds(),
        today: ISODate, isReadOnly: Bool = false
    ) throws(SelectionError) {
        guard !items.isEmpty else { throw .noItems }
        var byDay: [Int: DateItem<Payload>] = [:]
        for item in items {
            let day = item.date.julianDay
            if let existing = byDay[day] {
                guard existing.isEnabled == item.isEnabled, existing.isSelected == item.isSelected else {
                    throw .conflictingStates(item.date)
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
            throw .secondSelectedDay(ISODate(julianDay: selected[1]), first: ISODate(julianDay: selected[0]))
        case .range where selected.count == 1:
            anchor = selected[0]
        case .range where selected.count > 1:
            if let gap = (selected[0]...selected[selected.count - 1]).first(where: { byDay[$0]?.isSelected != true }) {
                let span = ISODate(julianDay: selected[0])...ISODate(julianDay: selected[selected.count - 1])
                // Name an item of the list: the listed day that breaks the range, or, where
                // the gap is a day the list does not have, the range's first selected day.
                if byDay[gap] != nil {
                    throw .unselectedDayInRange(ISODate(julianDay: gap), range: span)
                }
                throw .dayMissingFromRange(ISODate(julianDay: gap), range: span)
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
        self.listed = byDay
        self.picks = [:]
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
        self.listed = [:]
        self.picks = [:]
    }

    /// A selection without an availability list and without a payload: `SelectionState(mode: .range, today: day)`
    /// needs no type annotation.
    public init(mode: SelectionMode = .single, bounds: SelectionBounds = SelectionBounds(), today: ISODate)
    where Payload == Never {
        self.init(mode: mode, bounds: bounds, today: today, isReadOnly: false)
    }

    /// Selects ``defaultDate(in:)`` when nothing is selected yet, in single mode only: a
    /// single-choice picker shows a choice from the start, while a multiple-choice picker
    /// starts with nothing chosen for the user (a first Space on today must select it, not
    /// take back a pick the user never made), and a range starts only from a user's tap.
    /// An availability list's own selected items count as selected. Returns the event, if any.
    /// ``selectDefault(in:policy:)`` chooses for every mode.
    @discardableResult
    public mutating func selectDefault(in grid: MonthGrid) -> SelectionEvent<Payload>? {
        guard mode == .single else { return nil }
        return selectDefault(in: grid, policy: .todayOrFirstEnabled)
    }

    /// Selects the grid's default day by a policy when nothing is selected yet, in every
    /// mode: single and multiple select it, range starts its range there (a range picker's
    /// "today, else the month's first day that can be booked"). Returns the event, if any.
    @discardableResult
    public mutating func selectDefault(in grid: MonthGrid, policy: DefaultSelection) -> SelectionEvent<Payload>? {
        guard policy == .todayOrFirstEnabled, selectedRanges.isEmpty, let date = defaultDate(in: grid) else {
            return nil
        }
        return toggle(date)
    }

    // MARK: - Changing

    /// Toggles a day as a tap would; the event says what changed, or why nothing did. A
    /// refused tap leaves the state as it was.
    @discardableResult
    public mutating func toggle(_ date: ISODate) -> SelectionEvent<Payload> {
        SelectionEvent(date: date, outcome: apply(date.julianDay))
    }

    /// Moves ``today`` (an app does at midnight): days before it become past days for
    /// ``SelectionBounds/noPast``. What is selected stays selected.
    public mutating func moveToday(to date: ISODate) {
        today = date
    }

    // MARK: - Rules

    /// What the list (or, without one, nothing) and the picks say of a day, before a range.
    private func baseSelected(_ day: Int) -> Bool {
        picks[day] ?? listed[day]?.isSelected ?? false
    }

    func isSelected(day: Int) -> Bool {
        if let range, range.contains(day) { return true }
        return anchor == day || baseSelected(day)
    }

    func enabled(_ day: Int) -> Bool {
        guard bounds.allows(ISODate(julianDay: day), today: today) else { return false }
        return hasAvailabilityList ? listed[day]?.isEnabled == true : true
    }

    /// The first day of a span that may not be picked, or `nil`: without a list from the
    /// bounds' data at once (a predicate day by day); with one, among at most as many days
    /// as the list has (a longer span has a day the list lacks).
    private func firstDisabled(in span: ClosedRange<Int>) -> Int? {
        if hasAvailabilityList {
            for day in span where !enabled(day) { return day }
            return nil
        }
        return bounds.firstRefused(in: span, today: today)
    }

    /// Records a day's selected state as a difference from the list's.
    mutating func setBase(_ day: Int, _ selected: Bool) {
        if (listed[day]?.isSelected ?? false) == selected {
            picks.removeValue(forKey: day)
        } else {
            picks[day] = selected
        }
    }

    /// The days with a selected state of their own (listed or picked) in a span, sorted.
    private func daysWithOwnState(in span: ClosedRange<Int>) -> [Int] {
        let candidates = Set(picks.keys).union(listed.keys)
        return candidates.filter { span.contains($0) }.sorted()
    }

    /// Runs of the days of `span` whose selected state becomes `selected`: every day but
    /// those of `candidates` (sorted) for which `keeps` says the state stays.
    private func runs(
        of span: ClosedRange<Int>, becoming selected: Bool, candidates: [Int], except keeps: (Int) -> Bool
    ) -> [SelectionChanges<Payload>.Run] {
        var runs: [SelectionChanges<Payload>.Run] = []
        var start = span.lowerBound
        func close(_ end: Int) {
            if start <= end {
                runs.append(.init(days: ISODate(julianDay: start)...ISODate(julianDay: end), isSelected: selected))
            }
        }
        for day in candidates where keeps(day) && day >= start {
            close(day - 1)
            start = day + 1
        }
        close(span.upperBound)
        return runs
    }

    private func single(_ day: Int, _ selected: Bool) -> SelectionChanges<Payload>.Run {
        .init(days: ISODate(julianDay: day)...ISODate(julianDay: day), isSelected: selected)
    }

    private mutating func apply(_ day: Int) -> SelectionEvent<Payload>.Outcome {
        if isReadOnly { return .refused(.readOnly) }
        guard enabled(day) else { return .refused(.disabled) }
        let before = self
        var runs: [SelectionChanges<Payload>.Run] = []
        let wasSelected = isSelected(day: day)
        switch mode {
        case .multiple:
            setBase(day, !wasSelected)
            runs.append(single(day, !wasSelected))
        case .single:
            if !wasSelected {
                let others = Set(picks.keys).union(listed.keys).filter {
                    $0 != day && baseSelected($0) && enabled($0)
                }
                for other in others.sorted() {
                    setBase(other, false)
                    runs.append(single(other, false))
                }
            }
            setBase(day, !wasSelected)
            runs.append(single(day, !wasSelected))
        case .range:
            if let complete = range {
                // Clear the range: its days lose their selection, but for bookings already
                // made (selected in the list and not enabled), which stay.
                range = nil
                let pinned = { (other: Int) in before.baseSelected(other) && !before.enabled(other) }
                for other in daysWithOwnState(in: complete) where baseSelected(other) && !pinned(other) {
                    setBase(other, false)
                }
                runs += self.runs(
                    of: complete, becoming: false, candidates: before.daysWithOwnState(in: complete), except: pinned)
                if !complete.contains(day) {
                    anchor = day
                    if !baseSelected(day) { runs.append(single(day, true)) }
                }
            } else if let first = anchor {
                anchor = nil
                if first == day {
                    if baseSelected(day) { setBase(day, false) }
                    runs.append(single(day, false))
                } else {
                    let span = min(first, day)...max(first, day)
                    if let blocked = firstDisabled(in: span) {
                        anchor = first
                        return .refused(.rangeIncludesDisabled(ISODate(julianDay: blocked)))
                    }
                    range = span
                    let candidates = Set(before.daysWithOwnState(in: span) + [first]).sorted()
                    runs += self.runs(of: span, becoming: true, candidates: candidates) { other in
                        other == first || before.baseSelected(other)
                    }
                }
            } else {
                anchor = day
                if !wasSelected { runs.append(single(day, true)) }
            }
        }
        runs.sort { $0.days.lowerBound < $1.days.lowerBound }
        let listedBefore = before.listed
        return .changed(
            SelectionChanges(runs: runs) { date in
                listedBefore[date.julianDay] ?? DateItem(date: date)
            })
    }
}
