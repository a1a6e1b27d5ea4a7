import CalendarGrid
import CalendarGridEvents

/// One fuzz input as a recurrence rule (`RRULE`'s value): read, and, when it is one,
/// expanded from a timed, a zoned and a dated DTSTART over a window at DTSTART and one
/// years later, as `calgrid --events` lays it. Reading may refuse; expanding may refuse past
/// the window's limit. The far window must hold what the whole expansion from DTSTART puts
/// there (a rule begun long ago is expanded from near the window, or from a kept count).
enum RuleFuzzTarget {
    static let starts: [EventTime] = [
        .local(ISODate(julianDay: 2_460_341), millisecondsInDay: 34_215_000, zone: nil),  // 2024-01-31T09:30:15
        .local(ISODate(julianDay: 2_460_341), millisecondsInDay: 9_000_000, zone: "Europe/Berlin"),
        .date(ISODate(julianDay: 2_460_370)),  // 2024-02-29
    ]

    static func run(_ text: String) {
        guard text.count <= 300, let rule = try? Recurrence(text) else { return }
        for start in starts {
            let event = CalendarEvent(id: "f", summary: "f", start: start, recurrence: rule)
            let near = (ISODate(julianDay: start.date.julianDay - 3), ISODate(julianDay: start.date.julianDay + 40))
            let far = (
                ISODate(julianDay: start.date.julianDay + 2_600), ISODate(julianDay: start.date.julianDay + 2_640)
            )
            for (first, last) in [near, far] {
                guard let days = try? EventDays.days(of: [event], from: first, through: last, timeZone: "UTC") else {
                    continue
                }
                precondition(days.keys.allSatisfy { $0 >= first && $0 <= last }, "a day outside the window")
                precondition(
                    days.values.allSatisfy { entries in entries.allSatisfy { $0.start >= start } },
                    "an occurrence before DTSTART")
            }
            // The far window alone, against the days from DTSTART through it.
            guard
                let alone = try? EventDays.days(of: [event], from: far.0, through: far.1, timeZone: "UTC"),
                let whole = try? EventDays.days(of: [event], from: start.date, through: far.1, timeZone: "UTC")
            else { continue }
            for day in Set(alone.keys).union(whole.keys) where day >= far.0 {
                precondition(
                    alone[day]?.map(\.start) == whole[day]?.map(\.start),
                    "a far window differs from the whole expansion")
            }
        }
    }
}
