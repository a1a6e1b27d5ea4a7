import CalendarGrid
import CalendarGridEvents
import CalgridCLI
import Foundation

extension Workloads {
    // 6. Events: a rule of 2,000 occurrences (every 4 hours) laid on a year of month grids,
    // one grid at a time as a scrolling calendar asks, in a zone with DST (with the counts
    // the rule reached kept between grids, and from DTSTART for each grid); then a rule begun
    // decades before the days shown ("every two hours since 1990" in Berlin) over December
    // 2026 and over the twelve months of 2026, and `calgrid pick` answering keys with it; a
    // SECONDLY rule with BYSECOND over three months.
    static func events() throws -> [String: Any] {
        let start = try ISODate(parsing: "2024-01-01")
        let event = CalendarEvent(
            id: "shift", summary: "Shift",
            start: .local(start, millisecondsInDay: 6 * 3_600_000, zone: "Europe/Berlin"),
            duration: .milliseconds(3_600_000), recurrence: try Recurrence("FREQ=HOURLY;INTERVAL=4;COUNT=2000"))
        let builder = try GridBuilder(locale: LocaleID("de-DE"), today: start)
        let grids = try builder.months(startingAt: start, count: 12)
        // The occurrences laid on each grid's days, one grid at a time (the counts a COUNT
        // rule reached forgotten before each grid when `afresh`).
        func lay(_ event: CalendarEvent, on grids: [MonthGrid], afresh: Bool = false) throws -> Int {
            var placed = 0
            for grid in grids {
                if afresh { Recurrence.forgetCounts() }
                let days = try EventDays.days(
                    of: [event], from: grid.firstDay, through: grid.lastDay, timeZone: "Europe/Berlin")
                placed += days.values.reduce(0) { $0 + $1.count }
            }
            return placed
        }
        let measured = try Measurement.run("events", unit: "year") {
            sink &+= try lay(event, on: grids)
            return 1
        }
        row("6. events: 2,000-occurrence rule over 12 month grids", measured, scale: 1e3, unit: "ms/year")
        let cold = try Measurement.run("events-count-cold", unit: "year") {
            sink &+= try lay(event, on: grids, afresh: true)
            return 1
        }
        row("6a. the same, each grid counting from DTSTART", cold, scale: 1e3, unit: "ms/year")

        // Every two hours since 1990: 12 occurrences a day, 372 in December 2026.
        let old = CalendarEvent(
            id: "meter", summary: "Meter reading",
            start: .local(try ISODate(parsing: "1990-01-01"), millisecondsInDay: 0, zone: "Europe/Berlin"),
            duration: .milliseconds(1_800_000), recurrence: try Recurrence("FREQ=HOURLY;INTERVAL=2"))
        // The days of each grid with the rule's events, as calgrid lays them.
        func eventDays(_ grids: [MonthGrid]) throws -> Int {
            var count = 0
            for grid in grids {
                count += try EventDays.dayEvents(
                    of: [old], from: grid.firstDay, through: grid.lastDay, timeZone: "Europe/Berlin",
                    profile: grid.profile
                ).count
            }
            return count
        }
        let december = try builder.month(containing: ISODate(parsing: "2026-12-04"))
        let month = try Measurement.run("events-old-rule-month", unit: "month") {
            sink &+= try eventDays([december])
            return 1
        }
        row("6b. events: every 2 h since 1990, December 2026", month, scale: 1e3, unit: "ms/month")
        let year = try builder.months(startingAt: ISODate(parsing: "2026-01-01"), count: 12)
        let twelve = try Measurement.run("events-old-rule-year", unit: "year") {
            sink &+= try eventDays(year)
            return 1
        }
        row("6c. events: every 2 h since 1990, 12 months of 2026", twelve, scale: 1e3, unit: "ms/year")

        // calgrid pick with that rule: a key within the month, and a key into another month
        // (whose events are laid once, then kept).
        let presses = try PickerBench.keys(events: [old], month: december.firstDay)
        let keys = (
            within: Measurement.run("picker-key", unit: "key", presses.within),
            across: Measurement.run("picker-month-key", unit: "key", presses.across)
        )
        row("6d. calgrid pick: a key within December 2026 (frame)", keys.within, scale: 1e3, unit: "ms/key")
        row("6e. calgrid pick: PgDn/PgUp between months (frame)", keys.across, scale: 1e3, unit: "ms/key")
        // Six times a day at 06:06:06, 06:06:18, … 18:18:18, every day of three months: a
        // rule of seconds whose parts keep 8 of each day's 86,400.
        let seconds = CalendarEvent(
            id: "seconds", summary: "Seconds",
            start: .local(try ISODate(parsing: "2024-01-01"), millisecondsInDay: 0, zone: "Europe/Berlin"),
            recurrence: try Recurrence("FREQ=SECONDLY;BYHOUR=6,18;BYMINUTE=6,18;BYSECOND=6,18"))
        let quarter = try builder.months(startingAt: ISODate(parsing: "2024-09-01"), count: 3)
        let secondly = try Measurement.run("events-secondly", unit: "quarter") {
            sink &+= try lay(seconds, on: quarter)
            return 1
        }
        row("6f. events: SECONDLY with BYSECOND, 3 month grids", secondly, scale: 1e3, unit: "ms/quarter")
        return [
            "eventsYearMilliseconds": measured.median * 1e3,
            "eventsYearFromStartMilliseconds": cold.median * 1e3,
            "eventsSecondlyQuarterMilliseconds": secondly.median * 1e3,
            "eventsOldRuleMonthMilliseconds": month.median * 1e3,
            "eventsOldRuleYearMilliseconds": twelve.median * 1e3,
            "pickerKeyMilliseconds": keys.within.median * 1e3,
            "pickerMonthKeyMilliseconds": keys.across.median * 1e3,
        ]
    }
}
