/// What a selection holds, read without changing it: items, selected days and ranges,
/// the marks of a day, the months a picker shows, the default day.
extension SelectionState {
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
                throw .selection(.tooManyMonths(limit: 1200))
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
}
