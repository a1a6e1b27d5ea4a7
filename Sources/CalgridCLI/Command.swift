import CalendarGrid

/// One run of `calgrid`, as a function of its inputs, so that tests can run it
/// in-process as well as through the binary.
package struct Command {
    /// What the process prints and how it exits. On error `stdout` is empty. For
    /// `calgrid pick`, the validated picker to run on the terminal.
    package struct Outcome {
        package var stdout = ""
        package var stderr = ""
        package var status: Int32 = 0
        package var picker: Picker? = nil
    }

    package let arguments: [String]
    /// The environment variables calgrid reads (``environmentVariables``).
    package let environment: [String: String]

    /// Every environment variable calgrid reads: the locale's, the width and the colour
    /// switch (the time zone is read by the C library). The process hands over only
    /// these, which saves decoding a whole environment at every start.
    package static let environmentVariables = EnvironmentLocale.variables + ["COLUMNS", "NO_COLOR"]
    /// Whether stdout is a terminal (reverse video for today only then).
    package let stdoutIsTerminal: Bool
    /// Whether the process has a controlling terminal (`/dev/tty`), which `calgrid pick`
    /// draws on while its chosen dates go to stdout.
    package var hasTerminal = false

    package init(arguments: [String], environment: [String: String], stdoutIsTerminal: Bool) {
        self.arguments = arguments
        self.environment = environment
        self.stdoutIsTerminal = stdoutIsTerminal
    }

    /// Exit statuses (sysexits.h): usage/data errors, internal software errors.
    package static let usageStatus: Int32 = 64
    package static let internalStatus: Int32 = 70

    package func run() -> Outcome {
        do {
            // Parsed once: the picker and the grid printer read the same options.
            let options = try CommandLineOptions.parse(arguments)
            if let picker = try picker(options) { return Outcome(picker: picker) }
            return Outcome(stdout: try output(options))
        } catch let error as UsageError {
            return Self.failure("\(error) (see 'calgrid --help')", status: Self.usageStatus)
        } catch let error as CalendarGridError {
            if case .icuFailure = error { return Self.failure("\(error)", status: Self.internalStatus) }
            // The library's hint names its API; the command names its own listing.
            if case .unknownLanguage = error {
                return Self.failure(
                    error.message + " (calgrid --list-locales lists the locales ICU has)", status: Self.usageStatus)
            }
            return Self.failure("\(error)", status: Self.usageStatus)
        } catch {
            return Self.failure("\(error)", status: Self.internalStatus)
        }
    }

    /// The one line an error prints: what it echoes of the user's input escaped, so that a
    /// value with an escape sequence or a newline neither drives the terminal nor splits
    /// the line.
    private static func failure(_ message: String, status: Int32) -> Outcome {
        Outcome(stderr: "calgrid: error: " + TerminalText.escaped(message) + "\n", status: status)
    }

    /// Exit status when standard output cannot be written (sysexits.h EX_IOERR).
    package static let outputStatus: Int32 = 74

    /// `calgrid pick`: everything checked, the picker set up; `nil` for other commands.
    private func picker(_ options: CommandLineOptions) throws -> Picker? {
        guard let pick = options.pick, options.action == nil else { return nil }
        let locale = try resolveLocale(options)
        let calendar = try options.calendar.map { text throws(CalendarGridError) in try CalendarID(parsing: text) }
        let currentDay =
            try options.timeZone.map { zone throws(CalendarGridError) in try ISODate.today(inTimeZone: zone) }
            ?? LocalClock.today()
        let today = try options.today.map { text throws(CalendarGridError) in try ISODate(parsing: text) } ?? currentDay
        let secondaries = try secondaryCalendars(options, locale: locale, calendar: calendar)
        let builder = try GridBuilder(
            locale: locale, calendar: calendar, secondaryCalendars: secondaries,
            hijriOffset: options.hijriOffset ?? 0, today: today)
        let chosen = try selection(pick, builder: builder, today: today)
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
        return Picker(
            builder: builder, selection: selection, initialMonth: first,
            shownRange: shownRange, showsWeekNumbers: options.weekNumbers)
    }

    /// What may be picked and what is picked, from the picker's options (`calgrid pick`, and
    /// `--format html --interactive`): the bounds and the availability list checked, the
    /// items' span, and the day to open on.
    private func selection(
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

    private func resolveLocale(_ options: CommandLineOptions) throws -> LocaleID {
        let locale = try givenLocale(options)
        // -m and -s as cal has them: the same as -u-fw-mon and -u-fw-sun.
        guard let weekday = options.firstWeekday else { return locale }
        return try locale.settingFirstWeekday(weekday == "mon" ? .monday : .sunday)
    }

    private func givenLocale(_ options: CommandLineOptions) throws -> LocaleID {
        // The argument means what the same string means in LANG (`sr_RS@latin` is
        // Serbian in Latin script either way).
        if let text = options.locale {
            // An argument that is present and empty is a malformed LOCALE, not a request
            // for the default (`calgrid ''`, as `calgrid en-US ''`).
            guard !text.isEmpty else { return try LocaleID(text) }
            return try LocaleID(EnvironmentLocale.localeID(fromPOSIX: text) ?? EnvironmentLocale.fallback)
        }
        let found = EnvironmentLocale.find(in: environment)
        do {
            return try LocaleID(found.locale)
        } catch {
            throw UsageError(message: "\(error), from \(found.variable ?? "the environment"); give a LOCALE argument")
        }
    }

    private func output(_ options: CommandLineOptions) throws -> String {
        switch options.action {
        case .help?: return HelpText.text(picking: options.pick != nil) + "\n"
        case .manPage?: return ManPage.text
        case let .completionScript(shell)?: return CompletionScript.text(for: shell)
        case .version?:
            return
                "calgrid \(CalendarGridVersion.toolkit) (ICU \(CalendarGridVersion.icu), CLDR "
                + "\(CalendarGridVersion.cldr))\n"
        case .listLocales?: return LocaleID.available().map { $0.identifier + "\n" }.joined()
        case .listCalendars?: return CalendarID.allCases.map { $0.rawValue + "\n" }.joined()
        case nil: break
        }

        let locale = try resolveLocale(options)
        let calendar = try options.calendar.map { text throws(CalendarGridError) in try CalendarID(parsing: text) }

        // The time zone is checked even when --today makes it unnecessary.
        let currentDay =
            try options.timeZone.map { zone throws(CalendarGridError) in try ISODate.today(inTimeZone: zone) }
            ?? LocalClock.today()
        let today = try options.today.map { text throws(CalendarGridError) in try ISODate(parsing: text) } ?? currentDay

        let secondaries = try secondaryCalendars(options, locale: locale, calendar: calendar)
        let hijriOffset = options.hijriOffset ?? 0
        var builder = try GridBuilder(
            locale: locale, calendar: calendar, secondaryCalendars: secondaries,
            hijriOffset: hijriOffset, today: today)
        // cal's [[DAY] MONTH] YEAR, in the grid's calendar; DAY is marked as today is.
        let numbers = try options.numbers.map { text throws -> Int in
            guard text.allSatisfy({ $0.isASCII }) else {
                throw UsageError(message: "number '\(text)' must be written in ASCII digits (such as 2024)")
            }
            return try parseYear(text, locale: locale, calendar: calendar)
        }
        var grids: [MonthGrid]
        var first: MonthGrid? = nil
        if numbers.count >= 2 {
            let month = try builder.month(
                MonthAddress(year: numbers[numbers.count - 1], ordinal: numbers[numbers.count - 2]))
            if numbers.count == 3 {
                guard let cell = month.cells.first(where: { $0.isInMonth && $0.day == numbers[0] }) else {
                    throw UsageError(
                        message: "day \(numbers[0]) is not in \(month.title) (it has \(month.daysInMonth) days)")
                }
                builder = try GridBuilder(
                    profile: builder.profile, secondaryProfiles: builder.secondaryProfiles, today: cell.iso)
                first = try builder.month(containing: cell.iso)
            } else {
                first = month
            }
        } else if let month = options.month {
            first = try builder.month(MonthAddress(parsing: month))
        } else if let date = options.date {
            first = try builder.month(containing: ISODate(parsing: date))
        }
        let year: Int?
        if let text = options.year {
            year = try parseYear(text, locale: locale, calendar: calendar)
        } else if numbers.count == 1 {
            year = numbers[0]
        } else if options.wholeYear {
            year = try builder.month(containing: today).arithmeticYear
        } else {
            year = nil
        }
        if let year {
            grids = try builder.year(year)
        } else {
            var start = try first ?? builder.month(containing: today)
            var count = options.monthCount ?? 1
            if options.threeMonths {
                start = try builder.month(before: start)
                count = 3
            } else if options.twelveMonths {
                count = 12
            }
            grids = [start]
            while grids.count < count, let last = grids.last { grids.append(try builder.month(after: last)) }
        }
        let request = (secondaryCalendars: secondaries, hijriOffset: hijriOffset)

        switch options.format {
        case .json:
            return JSONRenderer(includesFullDates: options.fullDates).render(grids)
        case .html, .htmlFragment:
            var renderer = HTMLRenderer(showsWeekNumbers: options.weekNumbers)
            var shown = grids
            if options.interactive {
                let builder = try GridBuilder(
                    locale: locale, calendar: calendar, secondaryCalendars: request.secondaryCalendars,
                    hijriOffset: request.hijriOffset, today: today)
                let pick = options.htmlPicker ?? CommandLineOptions.PickOptions()
                let chosen = try selection(pick, builder: builder, today: today)
                if let range = chosen.shownRange {
                    if options.month == nil, options.date == nil, options.year == nil {
                        // The items' months, or --months N from the month to open on.
                        if let count = options.monthCount {
                            shown = try builder.months(startingAt: chosen.opening, count: count)
                        } else {
                            shown = try chosen.selection.months(with: builder)
                        }
                    } else if let outside = grids.first(where: {
                        $0.lastDay < range.lowerBound || $0.firstDay > range.upperBound
                    }),
                        grids.count == 1
                    {
                        throw UsageError(
                            message:
                                "month \(outside.address) is outside the items' months (\(range.lowerBound) to "
                                + "\(range.upperBound))"
                        )
                    }
                }
                let items = Dictionary(
                    chosen.selection.items.map { ($0.date, $0) }, uniquingKeysWith: { first, _ in first })
                renderer.marking = chosen.selection
                renderer.note = { date in items[date]?.payload.map(\.displayText) }
                renderer.picker = HTMLRenderer.Picker(mode: pick.mode)
            }
            return options.format == .html ? try renderer.document(shown) : try renderer.fragment(shown)
        case .text:
            let highlights: Bool
            switch options.color {
            case .always: highlights = true
            case .never: highlights = false
            case .auto: highlights = stdoutIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty
            }
            let renderer = TextRenderer(
                showsWeekNumbers: options.weekNumbers,
                highlightsToday: highlights,
                terminalWidth: environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? 80)
            return renderer.render(grids)
        }
    }

    /// The secondary calendars `--secondary` names (`auto`: the locale's preferred one
    /// after the grid's, perhaps none), checked against the grid's calendar and
    /// `--hijri-offset`: an offset needs an islamic calendar among those shown.
    private func secondaryCalendars(
        _ options: CommandLineOptions, locale: LocaleID,
        calendar: CalendarID?
    ) throws -> [CalendarID] {
        let primary = try LocaleProfile.resolve(locale, calendar: calendar)
        var secondaries: [CalendarID] = []
        if let ids = options.secondary {
            if ids.count == 1, ids[0].lowercased() == "auto" {
                secondaries = try primary.preferredSecondaryCalendar().map { [$0] } ?? []
            } else {
                for id in ids {
                    let parsed: CalendarID
                    do { parsed = try CalendarID(parsing: id) } catch {
                        throw UsageError(
                            message:
                                "--secondary: unknown calendar '\(id)' (expected IDs from --list-calendars, or auto)")
                    }
                    if parsed == primary.calendar {
                        throw UsageError(
                            message: "--secondary: '\(id)' is the grid's own calendar (expected another calendar)")
                    }
                    if secondaries.contains(parsed) {
                        throw UsageError(
                            message: "--secondary: '\(id)' is given twice (expected two different calendars)")
                    }
                    secondaries.append(parsed)
                }
            }
        }
        if let offset = options.hijriOffset,
            !([primary.calendar] + secondaries).contains(where: \.isIslamic)
        {
            let shownSecondaries =
                secondaries.isEmpty ? "" : ", secondary " + secondaries.map(\.rawValue).joined(separator: ",")
            throw UsageError(
                message: "--hijri-offset \(offset) applies to the islamic calendars, and none is shown "
                    + "(the grid is \(primary.calendar.rawValue)\(shownSecondaries))"
            )
        }
        return secondaries
    }

    /// A year: ASCII digits, optionally after `-`. Too many digits is out of range.
    private func parseYear(_ text: String, locale: LocaleID, calendar: CalendarID?) throws -> Int {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw UsageError(message: "invalid year '\(text)' (expected a whole number such as 2024)")
        }
        guard let year = Int(text) else {
            let supported = try LocaleProfile.resolve(locale, calendar: calendar).supportedYears
            throw CalendarGridError.outOfRange(
                field: "year", value: text,
                min: String(supported.lowerBound), max: String(supported.upperBound))
        }
        return year
    }
}
