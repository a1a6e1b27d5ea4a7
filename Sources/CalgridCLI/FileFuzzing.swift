import CalendarGrid
import CalendarGridEvents

/// One fuzz input read as each file calgrid reads (`--events` as iCalendar or JSON,
/// `--items`, `--messages`), and the events laid on a month and rendered as text, JSON and
/// HTML and in the picker's line, as `calgrid` does. Any input may be refused; none may
/// crash or hang, and text for a terminal must hold no control character from the file.
package enum FileFuzzing {
    private static let locales = ["en-US", "ar-EG", "he-IL-u-ca-hebrew", "zh-CN-u-ca-chinese", "ja-JP"]

    package static func run(_ bytes: [UInt8]) {
        _ = try? ItemsFile.items(bytes: bytes, path: "fuzz")
        if let messages = try? MessagesFile.messages(bytes: bytes, path: "fuzz"),
            let profile = try? LocaleProfile.resolve(LocaleID("ar-EG"))
        {
            _ = HTMLRenderer.eventCount(messages: messages, profile: profile)(3)
        }
        // Read as calgrid reads by default: malformed lines and components left out.
        _ = try? EventsFile.events(bytes: bytes, path: "fuzz")
        guard let events = try? EventsFile.read(bytes: bytes, path: "fuzz", strict: false).events, !events.isEmpty
        else { return }
        let locale = locales[Int(bytes.count % locales.count)]
        guard let builder = try? GridBuilder(locale: LocaleID(locale), today: ISODate(parsing: "2024-09-17")) else {
            return
        }
        // The month of the first event's start (where the grid's calendar has it), and September 2024.
        var grids: [MonthGrid] = []
        if let grid = try? builder.month(containing: events[0].start.date) { grids.append(grid) }
        if let grid = try? builder.month(containing: ISODate(parsing: "2024-09-17")) { grids.append(grid) }
        for grid in grids {
            let first = grid.weeks.first?.days.first?.iso ?? grid.firstDay
            let last = grid.weeks.last?.days.last?.iso ?? grid.lastDay
            guard
                let days = try? EventDays.dayEvents(
                    of: events, from: first, through: last, timeZone: "America/New_York", profile: grid.profile)
            else { continue }
            let hook: @Sendable (ISODate) -> [DayEvent] = { days[$0] ?? [] }
            _ = JSONRenderer(events: hook).render([grid])
            var html = HTMLRenderer()
            html.events = hook
            _ = try? html.fragment([grid])
            for entries in days.values {
                for entry in entries {
                    let line = TerminalText.event(
                        entry, isolates: true, rightToLeft: grid.profile.direction == .rightToLeft)
                    precondition(
                        !line.unicodeScalars.contains(where: ControlCharacters.isControl),
                        "a control character from the file on a terminal line")
                }
            }
        }
    }
}
