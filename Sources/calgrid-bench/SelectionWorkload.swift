import CalendarGrid

/// 6. Range selection: two taps a year apart and 2,000 years apart, then what an app reads
/// (the ranges, one month's marks, every selected day, every change of the event).
extension Workloads {
    static func selection() throws -> [String: Any] {
        var figures: [String: Any] = [:]
        let today = try ISODate(parsing: "2024-09-17")
        let builder = try GridBuilder(locale: LocaleID("en-US"), today: today)
        let september = try builder.month(containing: today)
        for (label, first, last) in [
            ("1 year", "2024-01-01", "2024-12-31"), ("2,000 years", "1000-01-01", "2999-12-31"),
        ] {
            let start = try ISODate(parsing: first)
            let end = try ISODate(parsing: last)
            var state = SelectionState(mode: .range, today: today)
            var event = state.toggle(start)
            let taps = Measurement.run("two taps", unit: "range") {
                state = SelectionState(mode: .range, today: today)
                state.toggle(start)
                event = state.toggle(end)
                return 1
            }
            row("6. range of \(label): two taps", taps, scale: 1e6, unit: "µs")
            let ranges = Measurement.run("selectedRanges", unit: "read") {
                sink &+= state.selectedRanges.count
                return 1
            }
            row("6. range of \(label): selectedRanges", ranges, scale: 1e6, unit: "µs")
            let marks = Measurement.run("marks", unit: "month") {
                for cell in september.cells where state.marks(for: cell.iso).isSelected { sink &+= 1 }
                return 1
            }
            row("6. range of \(label): marks of a month's cells", marks, scale: 1e6, unit: "µs")
            let dates = Measurement.run("selectedDates", unit: "read", minimumSamples: 3) {
                sink &+= state.selectedDates.count
                return 1
            }
            row("6. range of \(label): selectedDates (every day)", dates, scale: 1e3, unit: "ms")
            let changes = Measurement.run("changes", unit: "read", minimumSamples: 3) {
                for change in event.changes where change.new.isSelected { sink &+= 1 }
                return 1
            }
            row("6. range of \(label): every ItemChange of the event", changes, scale: 1e3, unit: "ms")
            let key = label == "1 year" ? "selectionYear" : "selection2000Years"
            figures[key + "TapsMicroseconds"] = taps.median * 1e6
            figures[key + "RangesMicroseconds"] = ranges.median * 1e6
            figures[key + "MarksMicroseconds"] = marks.median * 1e6
            figures[key + "DatesMilliseconds"] = dates.median * 1e3
            figures[key + "ChangesMilliseconds"] = changes.median * 1e3
        }
        return figures
    }
}
