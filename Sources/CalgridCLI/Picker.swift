import CalendarGrid

/// The state of `calgrid pick`: the month shown, the cursor, the selection, and what
/// each key does. Pure: the terminal loop in ``run()`` only reads keys and draws.
package struct Picker {
    enum Action: Equatable { case redraw, confirm, cancel, interrupt, ignore }

    let builder: GridBuilder
    let selection: DateSelection<JSONDocument>
    /// The first days of the first and last months that may be shown (the availability
    /// list's months), or `nil` for any supported month.
    let shownRange: ClosedRange<ISODate>?
    let showsWeekNumbers: Bool
    /// `--bidi`: whether right-to-left labels are wrapped in isolates (``TextRenderer/isolatesBidi``).
    var isolatesBidi = true
    /// `--events`: the events of a day, shown for the cursor's day under the status line.
    var eventsOf: ((ISODate) -> [DayEvent])? = nil
    /// `--items`: a day's note (its item's payload, when a string), shown for the cursor's day.
    var noteOf: ((ISODate) -> String?)? = nil
    /// `--holidays`: holidays marked in the grid (red, and `+`/`=`) and named for the cursor's day.
    var holidays: [HolidayCalendar] = []
    private(set) var month: MonthGrid
    private(set) var cursor: ISODate
    /// What the last toggle said, when it refused.
    private(set) var message: String?

    init(
        builder: GridBuilder, selection: DateSelection<JSONDocument>, initialMonth: MonthGrid,
        shownRange: ClosedRange<ISODate>?, showsWeekNumbers: Bool
    ) {
        self.builder = builder
        self.selection = selection
        self.shownRange = shownRange
        self.showsWeekNumbers = showsWeekNumbers
        self.month = initialMonth
        self.cursor = selection.defaultDate(in: initialMonth) ?? initialMonth.firstDay
    }

    mutating func handle(_ key: PickerKey) -> Action {
        message = nil
        // In right-to-left locales the first weekday is the rightmost column, so the
        // left arrow moves to the next day.
        let forward = builder.profile.direction == .rightToLeft ? -1 : 1
        switch key {
        case .left: return move(by: -forward)
        case .right: return move(by: forward)
        case .up: return move(by: -7)
        case .down: return move(by: 7)
        case .pageUp: return changeMonth(by: -1)
        case .pageDown: return changeMonth(by: 1)
        case .toggle:
            let event = selection.toggle(cursor)
            switch event.refusal {
            case nil: break
            case .readOnly?: message = "read-only"
            case .disabled?: message = "\(cursor) cannot be picked"
            case let .rangeIncludesDisabled(day)?:
                // Refused, and nothing changes (DateSelection's rule, which the browser
                // picker follows too): the start stays, for another end.
                message =
                    "the range would include \(day), which cannot be picked; pick another end, or Space on the "
                    + "start to clear it"
            }
            return .redraw
        case .confirm:
            if openRangeStart != nil {
                message = "the range has only its start: pick its end, or Space on the start to clear it"
                return .redraw
            }
            return .confirm
        case .cancel: return .cancel
        case .interrupt: return .interrupt
        case .other: return .ignore
        case .resize: return .redraw
        }
    }

    /// In range mode, the start of a range whose end is not picked yet (a range always
    /// spans two days or more, so a lone selected day is an open start).
    private var openRangeStart: ISODate? {
        guard selection.mode == .range else { return nil }
        let selected = selection.selectedDates
        return selected.count == 1 ? selected[0] : nil
    }

    private mutating func move(by days: Int) -> Action {
        let target = ISODate(julianDay: cursor.julianDay + days)
        if target >= month.firstDay, target <= month.lastDay {
            cursor = target
            return .redraw
        }
        guard let grid = try? builder.month(containing: target), isShowable(grid) else { return .ignore }
        month = grid
        cursor = target
        return .redraw
    }

    private mutating func changeMonth(by step: Int) -> Action {
        guard let grid = try? (step < 0 ? builder.month(before: month) : builder.month(after: month)), isShowable(grid)
        else {
            return .ignore
        }
        // The same position in the new month, or its last day.
        let offset = min(cursor.julianDay - month.firstDay.julianDay, grid.daysInMonth - 1)
        month = grid
        cursor = ISODate(julianDay: grid.firstDay.julianDay + offset)
        return .redraw
    }

    private func isShowable(_ grid: MonthGrid) -> Bool {
        guard let shownRange else { return true }
        return grid.lastDay >= shownRange.lowerBound && grid.firstDay <= shownRange.upperBound
    }

    /// The cursor's day as the grid's calendar counts it, where that is not the ISO date:
    /// ` (14 Elul)` in a Hebrew grid, ` (23 December)` for 1500-01-01 in the Julian part of
    /// `gregorian`.
    private var cursorInCalendar: String {
        guard let cell = month.cells.first(where: { $0.iso == cursor && $0.isInMonth }) else { return "" }
        let calendar = builder.profile.calendar
        guard
            cell.day != cursor.day || month.firstDay.month != cursor.month
                || !(calendar == .gregorian || calendar == .iso8601)
        else { return "" }
        return " (\(cell.label) \(month.name))"
    }

    /// One screen: the month with the cursor, then the mode, the count and the keys; in a
    /// terminal known to be too small for the month, one line that says how much room it
    /// needs (`terminalHeight` is `nil` when the terminal does not tell its size).
    func frame(terminalWidth: Int, terminalHeight: Int? = nil) -> String {
        var renderer = TextRenderer(
            showsWeekNumbers: showsWeekNumbers,
            terminalWidth: terminalWidth, marking: selection, cursor: cursor, styling: TerminalStyle.picker)
        renderer.isolatesBidi = isolatesBidi
        renderer.contents.holidays = holidays
        var lines = renderer.lines(for: month)
        let width = lines.map(DisplayWidth.of).max() ?? 0
        let height = lines.count + 3
        if let terminalHeight, width > terminalWidth || height > terminalHeight {
            // The complaint itself must fit the terminal it complains about.
            let size = "\(width)×\(height)"
            let message =
                ["terminal too small (needs \(size))", "too small: \(size)", size].first {
                    DisplayWidth.of($0) <= terminalWidth
                } ?? size
            return "\u{1B}[H\u{1B}[2J" + message
        }
        lines.append("")
        lines.append(
            "\(selection.mode.rawValue) · \(selection.selectedDates.count) selected · cursor \(cursor)"
                + cursorInCalendar)
        lines.append("arrows: day/week  PgUp/PgDn: month  Space: toggle  Enter: confirm  q/Esc: cancel")
        let rightToLeft = builder.profile.direction == .rightToLeft
        if let note = noteOf?(cursor) {
            lines.append("note: " + TerminalText.line(note, isolates: isolatesBidi, rightToLeft: rightToLeft))
        }
        if !holidays.isEmpty {
            let content = DayContents(holidays: holidays).content(of: cursor)
            let names = content.holidays.map {
                TerminalText.line(
                    $0.name(forLocaleID: builder.profile.locale.identifier), isolates: isolatesBidi,
                    rightToLeft: rightToLeft)
            }
            let working = content.isWorkingDay == true ? "working day" : "not a working day"
            lines.append("holidays: " + (names.isEmpty ? "none" : names.joined(separator: "; ")) + " · " + working)
        }
        if let eventsOf {
            // The cursor's day's events, as an app's panel under the grid shows them.
            let texts = eventsOf(cursor).map {
                TerminalText.event($0, isolates: isolatesBidi, rightToLeft: rightToLeft)
            }
            lines.append("events: " + (texts.isEmpty ? "none" : texts.joined(separator: "; ")))
        }
        if let message { lines.append(message) }
        return "\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\n") + "\n"
    }

    /// Runs the picker on the controlling terminal until the user confirms or cancels;
    /// the exit status and what to print on stdout afterwards (the chosen dates, one a
    /// line, so that `d=$(calgrid pick)` captures them).
    package mutating func run(terminalWidth: Int) -> (status: Int32, output: String) {
        guard Terminal.enter() else {
            return (Command.usageStatus, "calgrid: error: the terminal refuses raw mode, which 'calgrid pick' needs\n")
        }
        defer { Terminal.leave() }
        // The terminal's own size when it tells it (it changes on SIGWINCH); COLUMNS else.
        func draw() {
            let size = Terminal.size
            Terminal.write(frame(terminalWidth: size?.columns ?? terminalWidth, terminalHeight: size?.rows))
        }
        draw()
        while let key = Terminal.readKey() {
            switch handle(key) {
            case .redraw: draw()
            case .ignore: continue
            case .confirm: return (0, selection.selectedDates.map { "\($0)\n" }.joined())
            case .cancel: return (1, "")
            case .interrupt: return (130, "")
            }
        }
        return (1, "")
    }
}
