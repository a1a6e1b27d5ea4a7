import CalendarGrid
import CalendarGridEvents

extension Command {
    /// `calgrid pick`: everything checked, the picker set up, with the warnings of its
    /// `--events` file; `nil` for other commands.
    func picker(_ options: CommandLineOptions) throws -> (picker: Picker, warnings: String)? {
        guard let pick = options.pick else { return nil }
        let context = try GridContext(options, environment: environment)
        let builder = context.builder
        let holidays = try HolidayRegions.calendars(options, locale: context.locale)
        let chosen = try Self.selection(pick, builder: builder, today: context.today, holidays: holidays)
        let selection = chosen.selection
        let shownRange = chosen.shownRange
        let opening = chosen.opening
        let first = try context.firstMonth(options, opening: opening)
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
        picker.holidays = holidays
        // A day's note is its item's payload when that is a string ("Fully booked"), as in
        // the browser picker's cell.
        let notes = Dictionary(
            selection.items.compactMap { item -> (ISODate, String)? in
                guard case .string(let text)? = item.payload else { return nil }
                return (item.date, text)
            }, uniquingKeysWith: { first, _ in first })
        if !notes.isEmpty { picker.noteOf = { notes[$0] } }
        var warnings = ""
        if let path = options.eventsPath {
            let loaded = try EventsFile.load(path: path, strict: options.strictEvents)
            let events = loaded.events
            warnings = loaded.warnings
            let zone = try options.timeZone ?? ZoneClock.systemZone()
            let kept = PickerEvents(events: events, zone: zone, path: path, builder: builder)
            // The first month now, so that a file the toolkit refuses is an error before the
            // picker starts; each month once, so that moving the cursor expands nothing.
            _ = try kept.month(containing: first.firstDay)
            picker.eventsOf = { day in (try? kept.month(containing: day))?[day] ?? [] }
        }
        return (picker, warnings)
    }

    /// What may be picked and what is picked, from the picker's options (`calgrid pick`, and
    /// `--format html --interactive`): the bounds and the availability list checked, the
    /// items' span, and the day to open on.
    static func selection(
        _ pick: CommandLineOptions.PickOptions, builder: GridBuilder, today: ISODate, holidays: [HolidayCalendar]
    ) throws
        -> (selection: DateSelection<JSONDocument>, shownRange: ClosedRange<ISODate>?, opening: ISODate)
    {
        var bounds = SelectionBounds(
            minimum: pick.minimum, maximum: pick.maximum,
            noPast: pick.noPast, noFuture: pick.noFuture)
        if pick.disablesNonWorking {
            guard !holidays.isEmpty else {
                throw UsageError(
                    message: "--disable non-working needs --holidays (the region whose working days count)")
            }
            bounds.workingDaysOf = holidays
        }
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

/// The events of `calgrid pick`'s months, laid once per month (its grid's cells) and kept:
/// moving the cursor within a month, or back to one seen, expands no rule again.
final class PickerEvents {
    private let events: [CalendarEvent]
    private let zone: String
    private let path: String
    private let builder: GridBuilder
    private var months: [(range: ClosedRange<ISODate>, days: [ISODate: [DayEvent]])] = []

    init(events: [CalendarEvent], zone: String, path: String, builder: GridBuilder) {
        self.events = events
        self.zone = zone
        self.path = path
        self.builder = builder
    }

    /// The events of the days of the month that holds `day`.
    func month(containing day: ISODate) throws -> [ISODate: [DayEvent]] {
        if let known = months.first(where: { $0.range.contains(day) }) { return known.days }
        let grid = try builder.month(containing: day)
        let from = grid.weeks.first?.days.first?.iso ?? grid.firstDay
        let through = grid.weeks.last?.days.last?.iso ?? grid.lastDay
        let days = try Command.dayEvents(
            events, from: from, through: through, zone: zone, path: path, profile: grid.profile)
        // A year of months is kept; the least recent goes first.
        if months.count >= 12 { months.removeFirst() }
        months.append((from...through, days))
        return days
    }
}
