import CalendarGrid
import CalendarGridEvents
import Foundation

extension Workloads {
    // 6. Events: a rule of 2,000 occurrences (every 4 hours) laid on a year of month grids,
    // one grid at a time as a scrolling calendar asks, in a zone with DST.
    static func events() throws -> [String: Any] {
        let start = try ISODate(parsing: "2024-01-01")
        let event = CalendarEvent(
            id: "shift", summary: "Shift",
            start: .local(start, millisecondsInDay: 6 * 3_600_000, zone: "Europe/Berlin"),
            duration: .milliseconds(3_600_000), recurrence: try Recurrence("FREQ=HOURLY;INTERVAL=4;COUNT=2000"))
        let builder = try GridBuilder(locale: LocaleID("de-DE"), today: start)
        let grids = try builder.months(startingAt: start, count: 12)
        let measured = try Measurement.run("events", unit: "year") {
            var placed = 0
            for grid in grids {
                let days = try EventDays.days(
                    of: [event], from: grid.firstDay, through: grid.lastDay, timeZone: "Europe/Berlin")
                placed += days.values.reduce(0) { $0 + $1.count }
            }
            sink &+= placed
            return 1
        }
        row("6. events: 2,000-occurrence rule over 12 month grids", measured, scale: 1e3, unit: "ms/year")
        return ["eventsYearMilliseconds": measured.median * 1e3]
    }
}
