import CalendarGrid

/// Every option of `calgrid`, defined once: names, value, help, where it is accepted and
/// how a shell completes it. The parser (``CommandLineOptions/parse(_:)``), `--help`
/// (``HelpText``), the man page (``ManPage``) and the completion scripts
/// (``CompletionScript``) all read this table, so an option cannot exist in one and not
/// in the others; each row carries the code that applies it (``OptionSpec/Binding``), so
/// an option cannot be parsed and then forgotten.
enum OptionTable {
    /// The largest `--months` (100 years of months).
    static let maximumMonthCount = 1200

    static let all: [OptionSpec] = [
        OptionSpec(
            name: "--calendar", short: nil, value: "ID",
            help: "the calendar, overriding the locale's (--list-calendars)",
            expectation: "a calendar ID such as hebrew; see --list-calendars", scope: .both, completion: .calendar,
            apply: .value { options, value throws(UsageError) in
                options.calendar = try OptionValue.calendar(value, option: "--calendar")
            }),
        OptionSpec(
            name: "--month", short: nil, value: "YEAR-MONTH",
            help: "a month of the grid's calendar: 5784-M05L or 1446-9",
            expectation: "YEAR-MONTHCODE or YEAR-ORDINAL, such as 5784-M05L or 1446-9", scope: .both,
            apply: .value { options, value throws(UsageError) in
                options.month = try OptionValue.month(value, option: "--month")
            }),
        OptionSpec(
            name: "--date", short: nil, value: "YYYY-MM-DD", help: "the month that contains this ISO date",
            expectation: "an ISO date YYYY-MM-DD", scope: .both,
            apply: .value { options, value throws(UsageError) in
                options.date = try OptionValue.isoDate(value, option: "--date")
            }),
        OptionSpec(
            name: "--year", short: nil, value: "YEAR", help: "every month of that year of the grid's calendar",
            expectation: "a year of the grid's calendar, such as 2024", scope: .grid,
            apply: .value { $0.year = $1 }),
        OptionSpec(
            name: "--months", short: "n", value: "N", help: "N months from the first one (1 to \(maximumMonthCount))",
            expectation: "a whole number from 1 to \(maximumMonthCount)", scope: .grid,
            apply: .value { options, value throws(UsageError) in
                options.monthCount = try CommandLineOptions.monthCount(value)
            }),
        OptionSpec(
            name: "--one", short: "1", value: nil, help: "one month (the default)", scope: .grid,
            apply: .flag { $0.monthCount = 1 }),
        OptionSpec(
            name: "--three", short: "3", value: nil, help: "the previous, the selected and the next month",
            scope: .grid,
            apply: .flag { $0.threeMonths = true }),
        OptionSpec(
            name: "--whole-year", short: "y", value: nil, help: "the whole year (with YEAR, that year)", scope: .grid,
            apply: .flag { $0.wholeYear = true }),
        OptionSpec(
            name: "--twelve", short: "Y", value: nil, help: "twelve months from the selected one", scope: .grid,
            apply: .flag { $0.twelveMonths = true }),
        OptionSpec(
            name: "--monday", short: "m", value: nil, help: "weeks start on Monday (as -u-fw-mon)", scope: .both,
            apply: .flag { $0.firstWeekday = "mon" }),
        OptionSpec(
            name: "--sunday", short: "s", value: nil, help: "weeks start on Sunday (as -u-fw-sun)", scope: .both,
            apply: .flag { $0.firstWeekday = "sun" }),
        OptionSpec(
            name: "--week-numbers", short: "w", value: nil, help: "the week of year on each row", scope: .both,
            apply: .flag { $0.weekNumbers = true }),
        OptionSpec(
            name: "--secondary", short: nil, value: "CAL[,CAL]",
            help: "one or two calendars under each day; auto: the region's",
            expectation:
                "one or two calendar IDs such as hebrew or chinese,islamic, or auto", scope: .both,
            completion: .calendarOrAuto,
            apply: .value { options, value throws(UsageError) in
                options.secondary = try CommandLineOptions.secondaryIDs(value)
            }),
        OptionSpec(
            name: "--hijri-offset", short: nil, value: "N",
            help: "move the islamic calendars' dates by N days, -2 to 2",
            expectation: "a whole number from -2 to 2", scope: .both,
            apply: .value { options, value throws(UsageError) in
                options.hijriOffset = try CommandLineOptions.hijriOffset(value)
            }),
        OptionSpec(
            name: "--format", short: nil, value: "FORMAT", help: "text (default), json, html, html-fragment or css",
            expectation: "text, json, html, html-fragment or css", scope: .grid,
            completion: .words(["text", "json", "html", "html-fragment", "css"]),
            apply: .value { options, value throws(UsageError) in
                guard let format = CommandLineOptions.Format(rawValue: value) else {
                    throw UsageError(
                        message: "unknown format '\(value)' (expected text, json, html, html-fragment or css)")
                }
                options.format = format
            }),
        OptionSpec(
            name: "--interactive", short: nil, value: nil, help: "HTML with the browser date picker", scope: .grid,
            apply: .flag { $0.interactive = true }),
        OptionSpec(
            name: "--messages", short: nil, value: "FILE", help: "the browser picker's texts replaced (see files)",
            expectation: "a JSON object of the picker's message keys and texts", scope: .grid, completion: .file,
            apply: .value { $0.messagesPath = $1 }),
        OptionSpec(
            name: "--form-action", short: nil, value: "URL", help: "the page in a form that posts the dates to URL",
            expectation: "a URL such as /book", scope: .grid, apply: .value { $0.formAction = $1 }),
        OptionSpec(
            name: "--show-payloads", short: nil, value: nil, help: "payloads that are not strings, shown as JSON",
            scope: .grid, apply: .flag { $0.showsPayloads = true }),
        OptionSpec(
            name: "--events", short: nil, value: "FILE", help: "events on the days: an .ics or JSON file (- stdin)",
            expectation: "an iCalendar (.ics) or JSON events file", scope: .both, completion: .file,
            apply: .value { $0.eventsPath = $1 }),
        OptionSpec(
            name: "--strict", short: nil, value: nil,
            help: "refuse an --events file at its first malformed line (default: skip it, warn)", scope: .both,
            apply: .flag { $0.strictEvents = true }),
        OptionSpec(
            name: "--holidays", short: nil, value: "REGION", valueIsOptional: true, isRepeatable: true,
            help: "holidays and working days: the locale's region, or JP, US-CA",
            expectation: "a region code such as JP or US-CA (calgrid holidays --list-regions)", scope: .both,
            completion: .region,
            apply: .value { options, value throws(UsageError) in
                guard value == "auto" || OptionValue.looksLikeRegion(value) else {
                    throw UsageError(
                        message: "unknown --holidays region '\(value)' (expected a code such as JP or US-CA; "
                            + "calgrid holidays --list-regions lists them)")
                }
                options.holidayRegions.append(value)
            }),
        OptionSpec(
            name: "--holiday-rules", short: nil, value: "DIR", help: "holiday rule files (CC.txt) read first from DIR",
            expectation: "a directory of holiday rule files", scope: .both, completion: .file,
            apply: .value { $0.holidayRulesPath = $1 }),
        OptionSpec(
            name: "--disable", short: nil, value: "WHAT", help: "non-working: no day off may be picked (--holidays)",
            expectation: "non-working", scope: .selection, completion: .words(["non-working"]),
            apply: .value { options, value throws(UsageError) in
                guard value == "non-working" else {
                    throw UsageError(message: "unknown --disable '\(value)' (expected non-working)")
                }
                options.selectionOptions { $0.disablesNonWorking = true }
            }),
        OptionSpec(
            name: "--full-dates", short: nil, value: nil, help: "JSON: each day's full date (fullDate)", scope: .grid,
            apply: .flag { $0.fullDates = true }),
        OptionSpec(
            name: "--color", short: nil, value: "WHEN", valueIsOptional: true,
            help: "auto (default: on a terminal), always or never", expectation: "auto, always or never",
            scope: .grid, completion: .words(["auto", "always", "never"]),
            apply: .value { options, value throws(UsageError) in
                guard let color = CommandLineOptions.Color(rawValue: value) else {
                    throw UsageError(message: "unknown --color '\(value)' (expected auto, always or never)")
                }
                options.color = color
            }),
        OptionSpec(
            name: "--bidi", short: nil, value: "MODE",
            help: "text: isolate (default) or none, for terminals without bidi",
            expectation: "isolate or none", scope: .both, completion: .words(["isolate", "none"]),
            apply: .value { options, value throws(UsageError) in
                guard ["isolate", "none"].contains(value) else {
                    throw UsageError(message: "unknown --bidi '\(value)' (expected isolate or none)")
                }
                options.isolatesBidi = value == "isolate"
            }),
        OptionSpec(
            name: "--today", short: nil, value: "YYYY-MM-DD", help: "the day to mark as today",
            expectation: "an ISO date YYYY-MM-DD", scope: .both,
            apply: .value { options, value throws(UsageError) in
                options.today = try OptionValue.isoDate(value, option: "--today")
            }),
        OptionSpec(
            name: "--time-zone", short: nil, value: "TZ", help: "the IANA zone that decides the current day",
            expectation: "an IANA time zone such as Europe/Paris", scope: .both,
            apply: .value { $0.timeZone = $1 }),
        OptionSpec(
            name: "--mode", short: nil, value: "MODE", help: "single (default), multiple or range",
            expectation: "single, multiple or range", scope: .selection,
            completion: .words(["single", "multiple", "range"]),
            apply: .value { options, value throws(UsageError) in
                guard let mode = SelectionMode(rawValue: value) else {
                    throw UsageError(message: "unknown mode '\(value)' (expected single, multiple or range)")
                }
                options.selectionOptions { $0.mode = mode }
            }),
        OptionSpec(
            name: "--items", short: nil, value: "FILE", help: "the availability list, a JSON array (see files)",
            expectation: "a JSON file of date items", scope: .selection, completion: .file,
            apply: .value { options, value in options.selectionOptions { $0.itemsPath = value } }),
        OptionSpec(
            name: "--min", short: nil, value: "DATE", help: "the earliest day that may be picked",
            expectation: "an ISO date YYYY-MM-DD", scope: .selection,
            apply: .value { options, value throws(UsageError) in
                let date = try OptionValue.isoDate(value, option: "--min")
                options.selectionOptions { $0.minimum = date }
            }),
        OptionSpec(
            name: "--max", short: nil, value: "DATE", help: "the latest day that may be picked",
            expectation: "an ISO date YYYY-MM-DD", scope: .selection,
            apply: .value { options, value throws(UsageError) in
                let date = try OptionValue.isoDate(value, option: "--max")
                options.selectionOptions { $0.maximum = date }
            }),
        OptionSpec(
            name: "--no-past", short: nil, value: nil, help: "no day before today may be picked", scope: .selection,
            apply: .flag { $0.selectionOptions { $0.noPast = true } }),
        OptionSpec(
            name: "--no-future", short: nil, value: nil, help: "no day after today may be picked", scope: .selection,
            apply: .flag { $0.selectionOptions { $0.noFuture = true } }),
        OptionSpec(
            name: "--list-locales", short: nil, value: nil, help: "every locale ICU has here, one per line",
            scope: .standalone,
            apply: .flag { $0.action = .listLocales }),
        OptionSpec(
            name: "--list-calendars", short: nil, value: nil, help: "every calendar ID, one per line",
            scope: .standalone,
            apply: .flag { $0.action = .listCalendars }),
        OptionSpec(
            name: "--completion-script", short: nil, value: "SHELL", help: "a completion script for bash, zsh or fish",
            expectation: "bash, zsh or fish", scope: .standalone, completion: .words(["bash", "zsh", "fish"]),
            apply: .value { options, value throws(UsageError) in
                guard ["bash", "zsh", "fish"].contains(value) else {
                    throw UsageError(message: "no completion script for '\(value)' (expected bash, zsh or fish)")
                }
                options.action = .completionScript(value)
            }),
        OptionSpec(
            name: "--man-page", short: nil, value: nil, help: "the man page, calgrid.1, as roff", scope: .standalone,
            apply: .flag { $0.action = .manPage }),
        OptionSpec(
            name: "--version", short: nil, value: nil, help: "the toolkit's, ICU's and CLDR's versions",
            scope: .standalone,
            apply: .flag { $0.action = .version }),
        OptionSpec(
            name: "--help", short: "h", value: nil, help: "this help (calgrid pick --help: the picker's)",
            scope: .standalone,
            apply: .flag { $0.action = .help }),
    ]

    static func option(named name: String) -> OptionSpec? { all.first { $0.name == name } }
    static func option(short: Character) -> OptionSpec? { all.first { $0.short == short } }

    /// The options a command takes: the grid printer's or the picker's.
    static func options(picking: Bool) -> [OptionSpec] {
        all.filter { option in
            switch option.scope {
            case .grid: !picking
            case .both, .selection: true
            case .standalone: !picking || option.name == "--help"
            }
        }
    }

    /// The option names nearest to a misspelt one (edit distance at most 2, or a prefix),
    /// best first: `--mnth` → `--month`.
    static func suggestions(for name: String, picking: Bool) -> [String] {
        let names = options(picking: picking).map(\.name)
        let scored = names.map { ($0, distance(name, $0)) }.filter {
            $0.1 <= 2 || ($0.0.hasPrefix(name) && name.count > 3)
        }
        return scored.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.map(\.0)
    }

    /// Levenshtein distance, by characters.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
