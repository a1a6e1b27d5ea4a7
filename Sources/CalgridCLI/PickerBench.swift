package import CalendarGrid
package import CalendarGridEvents

/// `calgrid pick`'s keys without a terminal, for calgrid-bench: the picker's own state, key
/// handling and frame, with its events kept per month as `calgrid pick --events` keeps them.
package enum PickerBench {
    /// Two rounds of keys for the benchmark to time, each returning how many keys it pressed
    /// (each drawing the frame with the cursor's day's events): arrows within the month of
    /// `month`, and PgDn/PgUp between it and the next.
    package static func keys(
        events: [CalendarEvent], month: ISODate
    ) throws -> (within: () -> Int, across: () -> Int) {
        let builder = try GridBuilder(locale: LocaleID("en-US"), today: month)
        let first = try builder.month(containing: month)
        let selection = DateSelection<JSONDocument>(mode: .single, today: month)
        var picker = Picker(
            builder: builder, selection: selection, initialMonth: first, shownRange: nil, showsWeekNumbers: false)
        let kept = PickerEvents(events: events, zone: "Europe/Berlin", path: "bench", builder: builder)
        picker.eventsOf = { day in (try? kept.month(containing: day))?[day] ?? [] }
        let state = PickerState(picker)
        return (
            { state.press([.right, .right, .down, .left, .left, .up]) },
            { state.press([.pageDown, .pageUp]) }
        )
    }

    /// The picker the closures share.
    private final class PickerState {
        var picker: Picker
        var drawn = 0
        init(_ picker: Picker) { self.picker = picker }

        func press(_ keys: [PickerKey]) -> Int {
            for key in keys {
                _ = picker.handle(key)
                drawn &+= picker.frame(terminalWidth: 80).utf8.count
            }
            return keys.count
        }
    }
}
