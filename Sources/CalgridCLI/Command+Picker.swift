import CalendarGrid
import CalendarGridEvents

extension Command {
    /// `calgrid pick`: everything checked, the picker set up; `nil` for other commands.
    func picker(_ options: CommandLineOptions) throws -> Picker? {
        guard let pick = options.pick else { return nil }
        let context = try GridContext(options, environment: environment)
        let builder = context.builder
        let chosen = try Self.selection(pick, builder: builder, today: context.today)
        let selection = chosen.selection
        let shownRange = chosen.shownRange
        let opening = chosen.opening
        let first: MonthGrid
        if let month = options.month {
            first = try builder.month(MonthAddress(parsing: month))
        } else if let date = options.date {
            first = try builder.month(containing: ISODate(parsing: date))
        } else {
            first = try builder.month(containing: opening)
        }
        if let shownRange, first.lastDay < shownRange.lowerBound || first.firstDay > shownRange.upperBound {
            throw UsageError(
                message:
                    "month \(first.address) is outside the items' months (\(shownRange.lowerBound) to "
                    + "\(shownRange.upperBound))"
            )
        }
        guard hasTerminal else {
            throw UsageError(message: "'calgrid pick' is interactive and needs a terminal to draw on (no /dev/tty)")
        }
        selection.selectDefault(in: first)
        var picker = Picker(
            builder: builder, selection: selection, initialMonth: first,
            shownRange: shownRange, showsWeekNumbers: options.weekNumbers)
        picker.isolatesBidi = options.isolatesBidi
        if let path = options.eventsPath {
            let events = try EventsFile.load(path: path)
            let zone = try options.timeZone ?? ZoneClock.systemZone()
            // Checked now, so that a rule the toolkit refuses is an error before the picker starts.
            _ = try Self.dayEvents(events, from: first.firstDay, through: first.lastDay, zone: zone, path: path)
            picker.eventsOf = { day in
                (try? Self.dayEvents(events, from: day, through: day, zone: zone, path: path))?[day] ?? []
            }
        }
        return picker
    }

    /// What may be picked and what is picked, from the picker's options (`calgrid pick`, and
    /// `--format html --interactive`): the bounds and the availability list checked, the
    /// items' span, and the day to open on.
    static func selection(
        _ pick: CommandLineOptions.PickOptions, builder: GridBuilder, today: ISODate
    ) throws
        -> (selection: DateSelection<JSONDocument>, shownRange: ClosedRange<ISODate>?, opening: ISODate)
    {
        let bounds = SelectionBounds(
            minimum: try pick.minimum.map { text throws(CalendarGridError) in try ISODate(parsing: text) },
            maximum: try pick.maximum.map { text throws(CalendarGridError) in try ISODate(parsing: text) },
            noPast: pick.noPast, noFuture: pick.noFuture)
        if let minimum = bounds.minimum, let maximum = bounds.maximum, minimum > maximum {
            throw UsageError(message: "--min \(minimum) is after --max \(maximum): no day could be picked")
        }
        let earliest = [bounds.minimum, bounds.noPast ? today : nil].compactMap { $0 }.max()
        let latest = [bounds.maximum, bounds.noFuture ? today : nil].compactMap { $0 }.min()
        if let earliest, let latest, earliest > latest {
            throw UsageError(message: "no day could be picked: the bounds allow nothing from \(earliest) to \(latest)")
        }

        let selection: DateSelection<JSONDocument>
        var shownRange: ClosedRange<ISODate>? = nil
        var opening = today
        if let path = pick.itemsPath {
            let items = try ItemsFile.load(path: path)
            // Every item must be a day of a month the calendar supports (the earliest and
            // the latest decide); the error names the item.
            let sortedDates = items.map(\.date).sorted()
            for date in [sortedDates[0], sortedDates[sortedDates.count - 1]] {
                do { _ = try builder.month(containing: date) } catch {
                    let number = (items.firstIndex { $0.date == date } ?? 0) + 1
                    throw UsageError(message: "--items \(path): item \(number) (\(date)): \(error)")
                }
            }
            do {
                selection = try DateSelection(items: items, mode: pick.mode, bounds: bounds, today: today)
            } catch {
                throw UsageError(message: "--items \(path): \(error)")
            }
            guard items.contains(where: { $0.isEnabled && bounds.allows($0.date, today: today) }) else {
                throw UsageError(
                    message: "--items \(path): no item can be picked (each is disabled or outside the bounds)")
            }
            let dates = items.map(\.date).sorted()
            shownRange = dates[0]...dates[dates.count - 1]
            // Today when the items reach it, else the first day that can be picked.
            if !(dates[0]...dates[dates.count - 1]).contains(today) {
                opening =
                    items.filter { $0.isEnabled && bounds.allows($0.date, today: today) }.map(\.date).min() ?? dates[0]
            }
        } else {
            selection = DateSelection(mode: pick.mode, bounds: bounds, today: today)
        }

        return (selection, shownRange, opening)
    }
}
