import CalendarGrid
import CalendarGridEvents

extension Command {
    /// The grids in the format asked for: JSON, an HTML page or fragment (with the picker
    /// under `--interactive`), or text for the terminal; and the warnings of `--events`
    /// (the lines and components of its file that were left out), for stderr.
    func render(
        _ grids: [MonthGrid], options: CommandLineOptions, context: GridContext
    ) throws -> (text: String, warnings: String) {
        let (events, warnings) = try dayEvents(grids, options: options)
        return (try render(grids, options: options, context: context, events: events), warnings)
    }

    private func render(
        _ grids: [MonthGrid], options: CommandLineOptions, context: GridContext, events: [ISODate: [DayEvent]]?
    ) throws -> String {
        var hook: (@Sendable (ISODate) -> [DayEvent])? = nil
        if let events { hook = { date in events[date] ?? [] } }
        let holidays = try HolidayRegions.calendars(options, locale: context.locale)
        switch options.format {
        case .json:
            var renderer = JSONRenderer(includesFullDates: options.fullDates, events: hook)
            renderer.contents.holidays = holidays
            return renderer.render(grids)
        case .css:
            return HTMLRenderer.styleSheet + "\n"
        case .html, .htmlFragment:
            var renderer = HTMLRenderer(showsWeekNumbers: options.weekNumbers)
            renderer.events = hook
            renderer.contents.holidays = holidays
            if let path = options.messagesPath, let profile = grids.first?.profile {
                renderer.eventCount = HTMLRenderer.eventCount(
                    messages: try MessagesFile.load(path: path), profile: profile)
            }  // else the page's language counts them (HTMLRenderer.eventCount nil)
            let shown =
                options.interactive
                ? try interactive(grids, options, context, holidays: holidays, into: &renderer) : grids
            return options.format == .html ? try renderer.document(shown) : try renderer.fragment(shown)
        case .text:
            let highlights: Bool
            switch options.color {
            case .always: highlights = true
            case .never: highlights = false
            case .auto: highlights = stdoutIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty
            }
            var renderer = TextRenderer(
                showsWeekNumbers: options.weekNumbers,
                terminalWidth: environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? 80,
                styling: highlights ? TerminalStyle.grid : nil)
            renderer.isolatesBidi = options.isolatesBidi
            if options.showsYear, let first = grids.first { renderer.heading = try first.profile.yearTitle(of: first) }
            renderer.events = hook
            renderer.contents.holidays = holidays
            return renderer.render(grids) + (events.map { eventList(grids, $0, options: options) } ?? "")
                + holidayList(grids, holidays, options: options)
        }
    }

    /// `--interactive`: the picker's options set on `renderer`; the months shown (the items'
    /// months, or `--months N` from the month to open on, unless a month was named).
    private func interactive(
        _ grids: [MonthGrid], _ options: CommandLineOptions, _ context: GridContext, holidays: [HolidayCalendar],
        into renderer: inout HTMLRenderer
    ) throws -> [MonthGrid] {
        let builder = context.builder
        let pick = options.htmlPicker ?? CommandLineOptions.PickOptions()
        let chosen = try Self.selection(pick, builder: builder, today: context.today, holidays: holidays)
        var shown = grids
        if let range = chosen.shownRange {
            if options.month == nil, options.date == nil, options.year == nil {
                if let count = options.monthCount {
                    shown = try builder.months(startingAt: chosen.opening, count: count)
                } else {
                    shown = try chosen.selection.months(with: builder)
                }
            } else if grids.count == 1,
                let outside = grids.first(where: { $0.lastDay < range.lowerBound || $0.firstDay > range.upperBound })
            {
                throw UsageError(
                    message:
                        "month \(outside.address) is outside the items' months (\(range.lowerBound) to "
                        + "\(range.upperBound))"
                )
            }
        }
        let items = Dictionary(chosen.selection.items.map { ($0.date, $0) }, uniquingKeysWith: { first, _ in first })
        renderer.marking = chosen.selection
        let showsPayloads = options.showsPayloads
        renderer.note = { date in
            guard let payload = items[date]?.payload else { return nil }
            if case .string(let text) = payload { return text }
            return showsPayloads ? payload.displayText : nil
        }
        renderer.picker = HTMLRenderer.Picker(
            mode: pick.mode,
            messages: try options.messagesPath.map { path throws in try MessagesFile.load(path: path) }
                ?? [:],
            formAction: options.formAction)
        return shown
    }

    /// `--events`: the events of the grids' days (their neighbours' cells included), in
    /// `--time-zone` or the system's zone (`nil` without the option), and the file's warnings.
    private func dayEvents(
        _ grids: [MonthGrid], options: CommandLineOptions
    ) throws -> (days: [ISODate: [DayEvent]]?, warnings: String) {
        guard let path = options.eventsPath, let first = grids.first, let last = grids.last else { return (nil, "") }
        let loaded = try EventsFile.load(path: path, strict: options.strictEvents)
        let zone = try options.timeZone ?? ZoneClock.systemZone()
        let from = first.weeks.first?.days.first?.iso ?? first.firstDay
        let through = last.weeks.last?.days.last?.iso ?? last.lastDay
        let days = try Self.dayEvents(
            loaded.events, from: from, through: through, zone: zone, path: path, profile: first.profile)
        return (days, loaded.warnings)
    }

    /// The events of the days `from` … `through` in `zone`, as the renderers show them
    /// (CalendarGridEvents' own mapping, times as the profile's locale writes them).
    static func dayEvents(
        _ events: [CalendarEvent], from: ISODate, through: ISODate, zone: String, path: String,
        profile: LocaleProfile
    ) throws -> [ISODate: [DayEvent]] {
        do {
            return try EventDays.dayEvents(of: events, from: from, through: through, timeZone: zone, profile: profile)
        } catch {
            throw UsageError(message: "--events \(path): \(error)")
        }
    }

    /// Text: the events under the months, one line a day: the day as the locale writes a
    /// full date, then each event's summary (its controls shown escaped: file text never
    /// drives the terminal) and start time as the locale writes a time.
    private func eventList(
        _ grids: [MonthGrid], _ days: [ISODate: [DayEvent]], options: CommandLineOptions
    ) -> String {
        var lines: [String] = []
        for grid in grids {
            for cell in grid.cells where cell.isInMonth {
                guard let events = days[cell.iso], !events.isEmpty else { continue }
                let texts = events.map {
                    TerminalText.event(
                        $0, isolates: options.isolatesBidi, rightToLeft: grid.profile.direction == .rightToLeft)
                }
                // The day as the locale writes a full date in the grid's calendar.
                let name = (try? grid.profile.fullDate(cell.iso)) ?? "\(cell.label) \(grid.name)"
                lines.append("*\(name): " + texts.joined(separator: "; "))
            }
        }
        return lines.isEmpty ? "" : "\n" + lines.joined(separator: "\n") + "\n"
    }

    /// Text: the holidays and working weekend days of the months under them, one line a
    /// day: its mark, the day as the locale writes a full date, then the holidays' names
    /// (a rule file's text, escaped) and, for a working weekend day, the words "working day".
    func holidayList(_ grids: [MonthGrid], _ calendars: [HolidayCalendar], options: CommandLineOptions) -> String {
        guard !calendars.isEmpty else { return "" }
        var lines: [String] = []
        for grid in grids {
            let rightToLeft = grid.profile.direction == .rightToLeft
            let localeID = grid.profile.locale.identifier
            for cell in grid.cells where cell.isInMonth {
                let content = DayContents(holidays: calendars).content(of: cell.iso)
                let mark = TextRenderer.holidayMark(content, isWeekend: cell.isWeekend)
                guard !content.holidays.isEmpty || mark != " " else { continue }
                var texts = content.holidays.map { holiday in
                    var text = TerminalText.line(
                        holiday.name(forLocaleID: localeID), isolates: options.isolatesBidi, rightToLeft: rightToLeft)
                    if calendars.count > 1 { text += " [\(holiday.region)]" }
                    if holiday.isEstimated { text += " (estimated)" }
                    return text
                }
                if mark == "=" { texts.append("working day") }
                let name = (try? grid.profile.fullDate(cell.iso)) ?? "\(cell.label) \(grid.name)"
                lines.append("\(mark == " " ? "-" : mark)\(name): " + texts.joined(separator: "; "))
            }
        }
        return lines.isEmpty ? "" : "\n" + lines.joined(separator: "\n") + "\n"
    }
}
