import Observation
import Testing

@testable import CalendarGrid

/// The selection as a value (SelectionState), shared between threads with events in order
/// (DateSelection), and observed on the main actor (ObservableSelection).
@Suite("Selection models: a value, a thread-safe class, an observable one")
struct SelectionModelTests {
    @Test("a state is a value: a copy toggles on its own; the documented range example")
    func value() throws {
        var state = SelectionState<Void>(mode: .range, today: try ISODate(parsing: "2024-09-01"))
        state.toggle(try ISODate(parsing: "2024-09-17"))
        let before = state
        let event = state.toggle(try ISODate(parsing: "2024-09-20"))
        // The range 17 … 20: the 17th was selected by the first tap, so 3 days change.
        #expect(event.changes.map(\.new.date.description) == ["2024-09-18", "2024-09-19", "2024-09-20"])
        #expect(before.selectedDates.map(\.description) == ["2024-09-17"])
        #expect(state.selectedDates.count == 4)
        // A DateSelection started from a state has its picks, and its own copy of them.
        let shared = DateSelection(before)
        shared.toggle(try ISODate(parsing: "2024-09-18"))
        #expect(before.selectedDates.count == 1 && shared.selectedDates.count == 2)
    }

    @Test("toggles from many threads reach the callback and a stream in the order they took effect")
    func eventsInOrder() async throws {
        let day = try ISODate(parsing: "2024-09-17")
        let delivered = Locked<[Bool]>([])
        let selection = DateSelection<Void>(mode: .multiple, today: day) { event in
            delivered.withLock { $0.append(event.changes[0].new.isSelected) }
        }
        let stream = selection.events()
        let threads = 8
        let toggles = 250
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<threads {
                group.addTask { for _ in 0..<toggles { selection.toggle(day) } }
            }
        }
        // The same day in multiple mode: every toggle flips it, so events in the order the
        // toggles took effect alternate selected, unselected, … An event delivered out of
        // order shows as two equal neighbours.
        let flags = delivered.withLock { $0 }
        #expect(flags.count == threads * toggles)
        let outOfOrder = zip(flags, flags.dropFirst()).filter { $0 == $1 }.count
        #expect(outOfOrder == 0 && flags.first == true)
        var streamed: [Bool] = []
        for await event in stream {
            streamed.append(event.changes[0].new.isSelected)
            if streamed.count == flags.count { break }
        }
        #expect(streamed == flags)
    }

    @Test("a callback may toggle again: its event comes after the one being delivered")
    func reentrantToggle() throws {
        let first = try ISODate(parsing: "2024-09-17")
        let second = try ISODate(parsing: "2024-09-18")
        let order = Locked<[String]>([])
        let box = Locked<DateSelection<Void>?>(nil)
        let selection = DateSelection<Void>(mode: .multiple, today: first) { event in
            order.withLock { $0.append("begin \(event.date)") }
            if event.date == first, let selection = box.withLock({ $0 }) { selection.toggle(second) }
            order.withLock { $0.append("end \(event.date)") }
        }
        box.withLock { $0 = selection }
        selection.toggle(first)
        #expect(order.withLock { $0 } == ["begin 2024-09-17", "end 2024-09-17", "begin 2024-09-18", "end 2024-09-18"])
        #expect(selection.selectedDates == [first, second])
        box.withLock { $0 = nil }
    }

    @Test("an observable selection tells observers on the main actor, and keeps the last event")
    @MainActor
    func observable() throws {
        let today = try ISODate(parsing: "2024-09-17")
        let grid = try GridBuilder(locale: LocaleID("en-US")).month(containing: today)
        var seen: [SelectionEvent<Void>] = []
        let model = ObservableSelection(SelectionState<Void>(mode: .single, today: today)) { seen.append($0) }
        let changed = Locked(false)
        withObservationTracking {
            _ = model.selectedDates
        } onChange: {
            changed.withLock { $0 = true }
        }
        model.selectDefault(in: grid)
        #expect(changed.withLock { $0 } && model.selectedDates == [today])
        changed.withLock { $0 = false }
        withObservationTracking {
            _ = model.marks(for: today)
        } onChange: {
            changed.withLock { $0 = true }
        }
        let next = try ISODate(parsing: "2024-09-18")
        model.toggle(next)
        #expect(changed.withLock { $0 } && model.selectedDates == [next] && !model.isSelected(today))
        #expect(seen.count == 2 && model.lastEvent?.date == next && seen.last?.date == next)
        // Read-only: the tap is refused and reported, the picks stay.
        model.state = SelectionState<Void>(mode: .single, today: today, isReadOnly: true)
        #expect(model.toggle(today).refusal == .readOnly && model.lastEvent?.refusal == .readOnly)
        #expect(model.selectedDates.isEmpty)
    }
}
