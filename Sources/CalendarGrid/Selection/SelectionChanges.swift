/// What one toggle changed, as runs of consecutive days that became selected or
/// unselected; each day's ``ItemChange`` (its item before and after, payload included) is
/// made when it is read. A range of 2,000 years is one run: the toggle costs the same as a
/// day's, and an app that only redraws the grid never makes 730,000 changes.
///
/// ```swift
/// var state = SelectionState<Void>(mode: .range, today: try ISODate(parsing: "2024-09-01"))
/// state.toggle(try ISODate(parsing: "2024-09-17"))
/// let changes = state.toggle(try ISODate(parsing: "2024-09-20")).changes
/// changes.runs      // [2024-09-18 … 2024-09-20, selected]
/// changes.count     // 3
/// changes[0].new    // the 18th, selected
/// ```
public struct SelectionChanges<Payload: Sendable>: RandomAccessCollection, Sendable {
    /// Consecutive days whose selected state changed the same way.
    public struct Run: Sendable, Hashable, Codable {
        /// The first and last day of the run.
        public let days: ClosedRange<ISODate>
        /// Whether the days became selected (`false`: unselected).
        public let isSelected: Bool

        /// A run of changed days.
        public init(days: ClosedRange<ISODate>, isSelected: Bool) {
            self.days = days
            self.isSelected = isSelected
        }
    }

    /// The runs, in date order, not overlapping.
    public let runs: [Run]
    /// The item a day had before the toggle (the availability list's, or an unlisted day's).
    private let itemBefore: @Sendable (ISODate) -> DateItem<Payload>
    /// The number of days before each run.
    private let offsets: [Int]

    /// Changes as runs; `itemBefore` gives a day's item before the toggle.
    init(runs: [Run], itemBefore: @escaping @Sendable (ISODate) -> DateItem<Payload>) {
        self.runs = runs
        self.itemBefore = itemBefore
        var offsets: [Int] = []
        var total = 0
        for run in runs {
            offsets.append(total)
            total += run.days.upperBound.julianDay - run.days.lowerBound.julianDay + 1
        }
        self.offsets = offsets + [total]
    }

    /// Changes given day by day (decoded events).
    init(_ changes: [ItemChange<Payload>]) {
        let byDay = Dictionary(changes.map { ($0.new.date, $0) }, uniquingKeysWith: { first, _ in first })
        self.init(
            runs: changes.map { Run(days: $0.new.date...$0.new.date, isSelected: $0.new.isSelected) },
            itemBefore: { date in
                byDay[date]?.old ?? DateItem(date: date)
            })
    }

    /// No change.
    static var none: SelectionChanges { SelectionChanges(runs: [], itemBefore: { DateItem(date: $0) }) }

    /// The first changed day's position: 0.
    public var startIndex: Int { 0 }
    /// The number of changed days.
    public var endIndex: Int { offsets[offsets.count - 1] }

    /// The change of the `index`th changed day, in date order.
    public subscript(index: Int) -> ItemChange<Payload> {
        // The last run that starts at or before the index.
        var low = 0
        var high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if offsets[middle] <= index { low = middle } else { high = middle - 1 }
        }
        let run = runs[low]
        let date = ISODate(julianDay: run.days.lowerBound.julianDay + index - offsets[low])
        var old = itemBefore(date)
        old.isSelected = !run.isSelected
        var new = old
        new.isSelected = run.isSelected
        return ItemChange(old: old, new: new)
    }
}

extension SelectionChanges: Equatable where Payload: Equatable {
    /// The same changes, day by day.
    public static func == (lhs: SelectionChanges, rhs: SelectionChanges) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }
}

extension SelectionChanges: Hashable where Payload: Hashable {
    /// Hashes the runs (equal changes have equal runs once merged, and the days' items).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for change in self.prefix(64) { hasher.combine(change) }
    }
}
