import Foundation
import Observation
import Testing

@testable import CalendarGrid

/// Ranges kept as their ends, bounds as data, a state that compares and encodes, defaults
/// for every mode, a today that moves, and an observable holder that publishes real changes.
@Suite("Selection as ranges")
struct SelectionRangeTests {
    static func day(_ text: String) throws -> ISODate { try ISODate(parsing: text) }

    @Test("two taps 2,000 years apart: one run, 730,484 changes made only when read")
    func longRange() throws {
        var state = SelectionState(mode: .range, today: try Self.day("2024-09-17"))
        state.toggle(try Self.day("1000-01-01"))
        let event = state.toggle(try Self.day("2999-12-31"))
        // 1000-01-01 … 2999-12-31 in the proleptic Gregorian calendar: 2,000 years of which
        // 485 are leap (2000 / 4 = 500, less the 15 century years not divisible by 400), so
        // 2000 × 365 + 485 = 730,485 days, of which the first was selected by the first tap.
        #expect(event.changes.runs.count == 1)
        #expect(event.changes.count == 730_484)
        #expect(event.changes.first?.new.date == (try Self.day("1000-01-02")))
        #expect(event.changes.last?.new.date == (try Self.day("2999-12-31")))
        #expect(event.changes[365].old.isSelected == false && event.changes[365].new.isSelected)
        #expect(state.selectedRanges == [try Self.day("1000-01-01")...(try Self.day("2999-12-31"))])
        let middle = state.marks(for: try Self.day("2024-09-17"))
        #expect(middle.isSelected && middle.isInRange == true && middle.isRangeStart == false)
        // A tap inside clears it: one run of 730,485 days.
        let cleared = state.toggle(try Self.day("1500-06-01"))
        #expect(cleared.changes.count == 730_485 && state.selectedRanges.isEmpty)
    }

    @Test("a payload-free state needs no type annotation")
    func neverPayload() throws {
        let state = SelectionState(mode: .multiple, today: try Self.day("2024-09-17"))
        #expect(state.items.isEmpty && state.mode == .multiple)
    }

    @Test("excluded dates and weekdays are data; a range's first refused day is found without visiting every day")
    func dataBounds() throws {
        // 2024-12-25 is a Wednesday; 2024-09-22 a Sunday (timeanddate.com).
        let bounds = SelectionBounds(
            excludedDates: [try Self.day("2024-12-25")], excludedWeekdays: [.sunday])
        var state = SelectionState<Void>(mode: .range, bounds: bounds, today: try Self.day("2024-09-17"))
        let christmas = try Self.day("2024-12-25")
        let sunday = try Self.day("2024-09-22")
        #expect(!state.isEnabled(christmas) && !state.isEnabled(sunday))
        state.toggle(try Self.day("2024-09-17"))
        let refused = state.toggle(try Self.day("2024-09-27"))
        #expect(refused.refusal == .rangeIncludesDisabled(try Self.day("2024-09-22")))
        #expect(state.selectedDates == [try Self.day("2024-09-17")])

        // The fast search agrees with a day-by-day one, over varied bounds and spans.
        let today = try Self.day("2024-09-17")
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let base = today.julianDay + Int.random(in: -60...60, using: &generator)
            var candidate = SelectionBounds(
                minimum: Bool.random(using: &generator) ? ISODate(julianDay: base - 20) : nil,
                maximum: Bool.random(using: &generator) ? ISODate(julianDay: base + 20) : nil,
                noPast: Bool.random(using: &generator), noFuture: Bool.random(using: &generator),
                excludedDates: Set((0..<3).map { _ in ISODate(julianDay: base + Int.random(in: -30...30)) }),
                excludedWeekdays: Set(Weekday.allCases.filter { _ in Int.random(in: 0..<6, using: &generator) == 0 }))
            if Bool.random(using: &generator) { candidate.predicate = { $0.day != 13 } }
            let start = base + Int.random(in: -40...40, using: &generator)
            let span = start...(start + Int.random(in: 0...50, using: &generator))
            let slow = span.first { !candidate.allows(ISODate(julianDay: $0), today: today) }
            #expect(candidate.firstRefused(in: span, today: today) == slow, "\(span)")
        }
    }

    @Test("a default for every mode: single and multiple select it, range starts there")
    func defaults() throws {
        let builder = try GridBuilder(locale: LocaleID("en-US"))
        let september = try builder.month(MonthAddress(parsing: "2024-9"))
        let today = try Self.day("2024-09-17")
        for mode in SelectionMode.allCases {
            var state = SelectionState(mode: mode, today: today)
            #expect(state.selectDefault(in: september, policy: .none) == nil)
            let event = state.selectDefault(in: september, policy: .todayOrFirstEnabled)
            #expect(event?.changes.map(\.new.date) == [today], "\(mode)")
            #expect(state.selectDefault(in: september, policy: .todayOrFirstEnabled) == nil, "\(mode): already chosen")
        }
        // Today outside the month, or not allowed: the month's first day that may be picked.
        var noPast = SelectionState(mode: .range, bounds: SelectionBounds(noPast: true), today: today)
        let october = try builder.month(after: september)
        #expect(noPast.selectDefault(in: october, policy: .todayOrFirstEnabled)?.date == (try Self.day("2024-10-01")))
    }

    @Test("today moves: a day that was allowed becomes past; picks stay")
    func movingToday() throws {
        var state = SelectionState(
            mode: .multiple, bounds: SelectionBounds(noPast: true), today: try Self.day("2024-09-17"))
        state.toggle(try Self.day("2024-09-17"))
        state.moveToday(to: try Self.day("2024-09-18"))
        let past = try Self.day("2024-09-17")
        #expect(!state.isEnabled(past) && state.isSelected(past))
        #expect(state.toggle(try Self.day("2024-09-17")).refusal == .disabled)
    }

    @Test("clearing a range leaves bookings already made (selected, not enabled) selected")
    func pinnedBookings() throws {
        // A stay of two nights already booked (selected, no longer enabled) is the list's
        // range; a tap outside it starts a new range and the booking stays.
        let items: [DateItem<Int>] = try [
            DateItem(date: Self.day("2024-09-15"), isEnabled: false, isSelected: true, payload: 8),
            DateItem(date: Self.day("2024-09-16"), isEnabled: false, isSelected: true, payload: 9),
            DateItem(date: Self.day("2024-09-17"), payload: 1), DateItem(date: Self.day("2024-09-18"), payload: 2),
            DateItem(date: Self.day("2024-09-19"), payload: 3),
        ]
        var state = try SelectionState(items: items, mode: .range, today: try Self.day("2024-09-01"))
        let started = state.toggle(try Self.day("2024-09-17"))
        #expect(started.changes.map(\.new.payload) == [1])
        let event = state.toggle(try Self.day("2024-09-19"))
        #expect(event.changes.map(\.new.payload) == [2, 3])
        #expect(state.selectedRanges.map { "\($0.lowerBound) \($0.upperBound)" } == ["2024-09-15 2024-09-19"])
        let cleared = state.toggle(try Self.day("2024-09-18"))
        #expect(cleared.changes.map(\.old.payload) == [1, 2, 3])
        #expect(state.selectedDates.map(\.description) == ["2024-09-15", "2024-09-16"])
    }

    @Test("a state compares and round-trips through JSONEncoder and JSONDecoder, in every mode")
    func codable() throws {
        let today = try Self.day("2024-09-17")
        let bounds = SelectionBounds(
            minimum: try Self.day("2024-01-01"), excludedDates: [try Self.day("2024-12-25")],
            excludedWeekdays: [.sunday])
        var states: [SelectionState<String>] = []
        for mode in SelectionMode.allCases {
            var state = SelectionState<String>(mode: mode, bounds: bounds, today: today)
            state.toggle(try Self.day("2024-09-17"))
            state.toggle(try Self.day("2024-09-20"))
            states.append(state)
        }
        var booking = try SelectionState<String>(
            items: [
                DateItem(date: try Self.day("2024-09-17"), payload: "a"),
                DateItem(date: try Self.day("2024-09-18"), isEnabled: false, isSelected: true, payload: "b"),
            ], mode: .multiple, today: today)
        booking.toggle(try Self.day("2024-09-17"))
        states.append(booking)
        for state in states {
            let data = try JSONEncoder().encode(state)
            let decoded = try JSONDecoder().decode(SelectionState<String>.self, from: data)
            #expect(decoded == state, "\(String(decoding: data, as: UTF8.self))")
            #expect(decoded.selectedRanges == state.selectedRanges)
        }
        #expect(states[0] != states[1])
        // A predicate is code: encoding it is an error, not a silent loss.
        let coded = SelectionState<String>(
            mode: .single, bounds: SelectionBounds(predicate: { _ in true }), today: today)
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(coded) }
    }

    @Test("an observable selection publishes real changes only: a refused tap redraws nothing")
    @MainActor func observableChanges() throws {
        let today = try Self.day("2024-09-17")
        let selection = ObservableSelection(
            SelectionState<Void>(mode: .single, bounds: SelectionBounds(noPast: true), today: today))
        let stateChanged = Locked(false)
        withObservationTracking {
            _ = selection.state
        } onChange: {
            stateChanged.withLock { $0 = true }
        }
        let refused = selection.toggle(try Self.day("2024-09-01"))
        #expect(refused.refusal == .disabled && selection.lastEvent?.refusal == .disabled)
        #expect(!stateChanged.withLock { $0 })
        selection.toggle(today)
        #expect(stateChanged.withLock { $0 } && selection.selectedRanges == [today...today])
        #expect(selection.mode == .single && selection.today == today)
    }
}
