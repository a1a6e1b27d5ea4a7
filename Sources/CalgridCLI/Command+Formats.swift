import CalendarGrid

extension Command {
    /// The grids in the format asked for: JSON, an HTML page or fragment (with the picker
    /// under `--interactive`), or text for the terminal.
    func render(_ grids: [MonthGrid], options: CommandLineOptions, context: GridContext) throws -> String {
        switch options.format {
        case .json:
            return JSONRenderer(includesFullDates: options.fullDates).render(grids)
        case .css:
            return HTMLRenderer.styleSheet + "\n"
        case .html, .htmlFragment:
            var renderer = HTMLRenderer(showsWeekNumbers: options.weekNumbers)
            let shown = options.interactive ? try interactive(grids, options, context, into: &renderer) : grids
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
            return renderer.render(grids)
        }
    }

    /// `--interactive`: the picker's options set on `renderer`; the months shown (the items'
    /// months, or `--months N` from the month to open on, unless a month was named).
    private func interactive(
        _ grids: [MonthGrid], _ options: CommandLineOptions, _ context: GridContext,
        into renderer: inout HTMLRenderer
    ) throws -> [MonthGrid] {
        let builder = context.builder
        let pick = options.htmlPicker ?? CommandLineOptions.PickOptions()
        let chosen = try Self.selection(pick, builder: builder, today: context.today)
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
}
