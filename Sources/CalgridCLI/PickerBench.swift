package import CalendarGrid
package import CalendarGridEvents

/// `calgrid pick`'s keys without a terminal, for calgrid-bench: the picker's own state, key
/// handling and frame, with its events kept per month as `calgrid pick --events` keeps them.
package enum PickerBench {
    /// Seconds per key: arrow keys within the month of `month`, and PgDn/PgUp between it and
    /// the next (each drawing the frame with the cursor's day's events).
    package static func keys(
        events: [CalendarEvent], month: ISODate
    ) throws -> (within: PickerBenchTiming, across: PickerBenchTiming) {
        let builder = try GridBuilder(locale: LocaleID("en-US"), today: month)
        let first = try builder.month(containing: month)
        let selection = DateSelection<JSONDocument>(mode: .single, today: month)
        var picker = Picker(
            builder: builder, selection: selection, initialMonth: first, shownRange: nil, showsWeekNumbers: false)
        let kept = PickerEvents(events: events, zone: "Europe/Berlin", path: "bench", builder: builder)
        picker.eventsOf = { day in (try? kept.month(containing: day))?[day] ?? [] }
        var drawn = 0
        let within = PickerBenchTiming.run {
            for key in [PickerKey.right, .right, .down, .left, .left, .up] {
                _ = picker.handle(key)
                drawn &+= picker.frame(terminalWidth: 80).utf8.count
            }
            return 6
        }
        let across = PickerBenchTiming.run {
            for key in [PickerKey.pageDown, .pageUp] {
                _ = picker.handle(key)
                drawn &+= picker.frame(terminalWidth: 80).utf8.count
            }
            return 2
        }
        precondition(drawn > 0)
        return (within, across)
    }
}

/// Samples of seconds per key, as calgrid-bench's own measurements report them.
package struct PickerBenchTiming {
    package let samples: [Double]

    static func run(_ body: () -> Int) -> PickerBenchTiming {
        _ = body()
        var samples: [Double] = []
        let clock = ContinuousClock()
        var total = 0.0
        while total < 0.2 || samples.count < 5 {
            let elapsed = clock.measure { samples.append(Double(body())) }
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            samples[samples.count - 1] = seconds / samples[samples.count - 1]
            total += seconds
        }
        return PickerBenchTiming(samples: samples)
    }
}
