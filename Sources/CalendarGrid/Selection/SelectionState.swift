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

    /// The availability list by Julian day, as given; empty without one.
    private var listed: [Int: DateItem<Payload>]
    /// Days whose selected state differs from the list's (without a list: from
    /// unselected): single and multiple picks, and listed days a cleared range unselected.
    private var picks: [Int: Bool]
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

    // MARK: - Reading

    /// The current items, in date order: the list's (booking) or the selected days.
    public var items: [DateItem<Payload>] { items(.all) }

    /// The items a filter lets through, in date order.
    public func items(_ filter: SelectionFilter) -> [DateItem<Payload>] {
        var all: [DateItem<Payload>]
        if hasAvailabilityList {
            all = listed.keys.sorted().compactMap { day in
                guard var item = listed[day] else { return nil }
                item.isSelected = isSelected(day: day)
                return item
            }
        } else {
            all = selectedDates.map { DateItem(date: $0, isEnabled: true, isSelected: true, payload: nil) }
        }
        switch filter {
        case .all: break
        case .selected: all = all.filter(\.isSelected)
        case .enabled: all = all.filter { isEnabled($0.date) }
        case let .inMonth(grid): all = all.filter { $0.date >= grid.firstDay && $0.date <= grid.lastDay }
        }
        return all
    }

    /// The selected days as runs of consecutive days, in order: what a range selection is
    /// (its two ends), read without visiting its days.
    public var selectedRanges: [ClosedRange<ISODate>] {
        var days: [Int] = []
        for (day, selected) in picks where selected { days.append(day) }
        for (day, item) in listed where item.isSelected && picks[day] == nil { days.append(day) }
        var spans = days.map { $0...$0 }
        if let range { spans.append(range) } else if let anchor { spans.append(anchor...anchor) }
        spans.sort { $0.lowerBound < $1.lowerBound }
        var merged: [ClosedRange<Int>] = []
        for span in spans {
            if let last = merged.last, span.lowerBound <= last.upperBound + 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, span.upperBound)
            } else {
                merged.append(span)
            }
        }
        return merged.map { ISODate(julianDay: $0.lowerBound)...ISODate(julianDay: $0.upperBound) }
    }

    /// The selected days, in order (a range day by day: prefer ``selectedRanges`` for long ones).
    public var selectedDates: [ISODate] {
        var dates: [ISODate] = []
        for span in selectedRanges {
            var date = span.lowerBound
            while date <= span.upperBound {
                dates.append(date)
                date = date.next()
            }
        }
        return dates
    }

    /// Whether the day may be picked now.
    public func isEnabled(_ date: ISODate) -> Bool {
        enabled(date.julianDay)
    }

    /// Whether the day is picked.
    public func isSelected(_ date: ISODate) -> Bool {
        isSelected(day: date.julianDay)
    }

    /// How a renderer marks the day: enabled, selected, and in range mode its place in the range.
    public func marks(for date: ISODate) -> DayMarks {
        let day = date.julianDay
        var marks = DayMarks(isEnabled: enabled(day), isSelected: isSelected(day: day))
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
        let dates = listed.keys.sorted()
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
        let days = grid.cells.filter(\.isInMonth).map(\.iso)
        if days.contains(today), isEnabled(today) { return today }
        return days.first(where: isEnabled)
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

    private func isSelected(day: Int) -> Bool {
        if let range, range.contains(day) { return true }
        return anchor == day || baseSelected(day)
    }

    private func enabled(_ day: Int) -> Bool {
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
    private mutating func setBase(_ day: Int, _ selected: Bool) {
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

extension SelectionState: Equatable where Payload: Equatable {
    /// The same rules (bounds compared as ``SelectionBounds`` compares them), today, list
    /// and picks.
    public static func == (lhs: SelectionState, rhs: SelectionState) -> Bool {
        lhs.mode == rhs.mode && lhs.bounds == rhs.bounds && lhs.today == rhs.today && lhs.isReadOnly == rhs.isReadOnly
            && lhs.hasAvailabilityList == rhs.hasAvailabilityList && lhs.listed == rhs.listed
            && lhs.picks == rhs.picks && lhs.anchor == rhs.anchor && lhs.range == rhs.range
    }
}

extension SelectionState: Codable where Payload: Codable {
    private enum CodingKeys: String, CodingKey {
        case mode, bounds, today, readOnly, availability, picks, rangeStart, rangeEnd
    }

    private struct Pick: Codable {
        let date: ISODate
        let selected: Bool
    }

    /// Reads a state written by ``encode(to:)``.
    /// - Throws: `DecodingError` for a state no toggles could have made (a range in
    ///   another mode, an end before its start).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let mode = try container.decode(SelectionMode.self, forKey: .mode)
        let bounds = try container.decodeIfPresent(SelectionBounds.self, forKey: .bounds) ?? SelectionBounds()
        let today = try container.decode(ISODate.self, forKey: .today)
        let readOnly = try container.decodeIfPresent(Bool.self, forKey: .readOnly) ?? false
        if let items = try container.decodeIfPresent([DateItem<Payload>].self, forKey: .availability) {
            do {
                self = try SelectionState(items: items, mode: mode, bounds: bounds, today: today, isReadOnly: readOnly)
            } catch {
                throw DecodingError.dataCorruptedError(
                    forKey: .availability, in: container, debugDescription: "\(error)")
            }
            // The list as given; what the user changed follows.
            anchor = nil
            range = nil
        } else {
            self.init(mode: mode, bounds: bounds, today: today, isReadOnly: readOnly)
        }
        for pick in try container.decodeIfPresent([Pick].self, forKey: .picks) ?? [] {
            setBase(pick.date.julianDay, pick.selected)
        }
        let start = try container.decodeIfPresent(ISODate.self, forKey: .rangeStart)
        let end = try container.decodeIfPresent(ISODate.self, forKey: .rangeEnd)
        guard start == nil || mode == .range else {
            throw DecodingError.dataCorruptedError(
                forKey: .rangeStart, in: container, debugDescription: "a range in \(mode.rawValue) mode")
        }
        switch (start, end) {
        case let (start?, end?):
            guard start <= end else {
                throw DecodingError.dataCorruptedError(
                    forKey: .rangeEnd, in: container, debugDescription: "the range ends before \(start)")
            }
            range = start.julianDay...end.julianDay
        case let (start?, nil):
            anchor = start.julianDay
        case (nil, nil):
            break
        case (nil, _?):
            throw DecodingError.dataCorruptedError(
                forKey: .rangeEnd, in: container, debugDescription: "a range end without a start")
        }
    }

    /// Writes `mode`, `bounds`, `today`, `readOnly`, the availability list as given
    /// (`availability`), the days picked apart from it (`picks`: date and selected), and in
    /// range mode `rangeStart` and `rangeEnd` (a started range has only its start).
    /// - Throws: `EncodingError.invalidValue` for bounds with a predicate.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(mode, forKey: .mode)
        try container.encode(bounds, forKey: .bounds)
        try container.encode(today, forKey: .today)
        try container.encode(isReadOnly, forKey: .readOnly)
        if hasAvailabilityList {
            try container.encode(listed.keys.sorted().compactMap { listed[$0] }, forKey: .availability)
        }
        let picked = picks.keys.sorted().map { Pick(date: ISODate(julianDay: $0), selected: picks[$0] ?? false) }
        try container.encode(picked, forKey: .picks)
        if let range {
            try container.encode(ISODate(julianDay: range.lowerBound), forKey: .rangeStart)
            try container.encode(ISODate(julianDay: range.upperBound), forKey: .rangeEnd)
        } else if let anchor {
            try container.encode(ISODate(julianDay: anchor), forKey: .rangeStart)
        }
    }
}
