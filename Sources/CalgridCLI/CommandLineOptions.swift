import CalendarGrid

/// The parsed command line of `calgrid`: which options were given and their raw values.
///
/// The one hand-written argument parser of the project. It accepts `--opt value` and
/// `--opt=value`; `--` ends the options (what follows is the LOCALE, even if it starts
/// with `-`). It checks the syntax only: unknown options, missing values, values given
/// twice, options that cannot be combined, and the numbers and words it can check
/// alone (`--months`, `--format`). What the values mean (a locale, a month, a date) is
/// checked by the library when the command runs.
struct CommandLineOptions: Equatable {
    enum Format: String {
        case text, json, html
        case htmlFragment = "html-fragment"
        var isHTML: Bool { self == .html || self == .htmlFragment }
    }
    enum Action: Equatable { case help, version, listLocales, listCalendars }

    var locale: String?
    var calendar: String?
    var month: String?
    var date: String?
    var monthCount: Int?
    var year: String?
    var format: Format = .text
    var weekNumbers = false
    var today: String?
    var timeZone: String?
    /// `--secondary`: calendar IDs as given, or `auto`.
    var secondary: [String]?
    /// `--hijri-offset`, checked for range.
    var hijriOffset: Int?
    /// `--interactive`: HTML with the browser picker.
    var interactive = false
    /// `--full-dates`: JSON cells with `fullDate`.
    var fullDates = false
    /// The picker's options given to the grid printer: only with `--interactive`.
    var htmlPicker: PickOptions?
    /// An option that replaces the grid: help, version, a listing.
    var action: Action?
    /// `calgrid pick …`: the interactive picker and its options.
    var pick: PickOptions?

    /// The options only `calgrid pick` takes.
    struct PickOptions: Equatable {
        var mode: SelectionMode = .single
        var itemsPath: String?
        var minimum: String?
        var maximum: String?
        var noPast = false
        var noFuture = false
    }

    /// The largest `--months` (100 years of months).
    static let maximumMonthCount = 1200

    static let valueOptions = ["--calendar", "--month", "--date", "--months", "--year", "--format", "--today", "--time-zone",
                               "--secondary", "--hijri-offset"]
    static let flagOptions = ["--week-numbers", "--list-locales", "--list-calendars", "--help", "-h", "--version",
                              "--interactive", "--full-dates"]
    static let pickValueOptions = ["--mode", "--items", "--min", "--max"]
    static let pickFlagOptions = ["--no-past", "--no-future"]
    /// Options of the grid printer that make no sense in the picker.
    static let notForPick = ["--months", "--year", "--format", "--list-locales", "--list-calendars", "--version",
                             "--interactive", "--full-dates"]

    static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
        // --help wins wherever it stands before `--`, as users expect.
        if arguments.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
            var options = CommandLineOptions()
            options.action = .help
            return options
        }

        var options = CommandLineOptions()
        var seen: [String: String] = [:]
        var index = 0
        var optionsEnded = false
        let picking = arguments.first == "pick"
        if picking {
            options.pick = PickOptions()
            index = 1
        }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                try options.setLocale(argument)
                continue
            }
            if argument == "--" { optionsEnded = true; continue }

            let name: String
            var inlineValue: String? = nil
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            } else {
                name = argument
            }

            if picking, notForPick.contains(name) {
                throw UsageError(message: "option '\(name)' is not for 'calgrid pick' (it shows one month at a time)")
            }
            if !picking, pickValueOptions.contains(name) || pickFlagOptions.contains(name), options.htmlPicker == nil {
                // The picker's options also shape an interactive HTML page (checked below).
                options.htmlPicker = PickOptions()
            }
            if pickFlagOptions.contains(name) {
                if inlineValue != nil { throw UsageError(message: "option '\(name)' takes no value (got '\(argument)')") }
                if seen[name] != nil { throw UsageError(message: "option '\(name)' is given twice; give it once") }
                seen[name] = ""
                if name == "--no-past" {
                    options.pick?.noPast = true
                    options.htmlPicker?.noPast = true
                } else {
                    options.pick?.noFuture = true
                    options.htmlPicker?.noFuture = true
                }
                continue
            }
            if flagOptions.contains(name) {
                if inlineValue != nil { throw UsageError(message: "option '\(name)' takes no value (got '\(argument)')") }
                if seen[name] != nil { throw UsageError(message: "option '\(name)' is given twice; give it once") }
                seen[name] = ""
                switch name {
                case "--week-numbers": options.weekNumbers = true
                case "--list-locales": options.action = .listLocales
                case "--list-calendars": options.action = .listCalendars
                case "--interactive": options.interactive = true
                case "--full-dates": options.fullDates = true
                default: options.action = .version
                }
                continue
            }
            guard valueOptions.contains(name) || pickValueOptions.contains(name) else {
                let known = (valueOptions + flagOptions.filter { $0 != "-h" } + (picking ? pickValueOptions + pickFlagOptions : []))
                throw UsageError(message: "unknown option '\(name)' (options: \(known.joined(separator: ", ")))")
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError(message: "option '\(name)' needs a value (\(expectation(of: name)))")
            }
            if value.isEmpty { throw UsageError(message: "option '\(name)' needs a value (\(expectation(of: name)))") }
            if let previous = seen[name] {
                throw UsageError(message: "option '\(name)' is given twice ('\(previous)' and '\(value)'); give it once")
            }
            seen[name] = value
            try options.set(name, value)
        }

        if let given = (pickValueOptions + pickFlagOptions).first(where: { seen[$0] != nil }), !picking, !options.interactive {
            throw UsageError(message: "option '\(given)' is only for 'calgrid pick' and '--format html --interactive'")
        }
        if options.interactive, !options.format.isHTML {
            throw UsageError(message: "'--interactive' is for HTML pages (give --format html or --format html-fragment)")
        }
        if options.fullDates, options.format != .json {
            throw UsageError(message: "'--full-dates' is for JSON (give --format json; HTML always names each day's full date)")
        }
        let grid = ["--month", "--date", "--year"].filter { seen[$0] != nil }
        if grid.count > 1 {
            throw UsageError(message: "'\(grid[0])' and '\(grid[1])' cannot be combined (give one of --month, --date, --year)")
        }
        if seen["--year"] != nil, seen["--months"] != nil {
            throw UsageError(message: "'--year' and '--months' cannot be combined (--year shows every month of the year)")
        }
        // A listing, or the version, stands alone.
        let standalone = ["--list-locales", "--list-calendars", "--version"]
        let actions = standalone.filter { seen[$0] != nil }
        if actions.count > 1 {
            throw UsageError(message: "'\(actions[0])' and '\(actions[1])' cannot be combined (give one)")
        }
        if let action = actions.first {
            if let other = seen.keys.filter({ !standalone.contains($0) }).sorted().first {
                throw UsageError(message: "'\(action)' takes no other options (got '\(other)')")
            }
            if let locale = options.locale {
                throw UsageError(message: "'\(action)' takes no LOCALE (got '\(locale)')")
            }
        }
        return options
    }

    private mutating func setLocale(_ argument: String) throws(UsageError) {
        if let locale {
            throw UsageError(message: "unexpected argument '\(argument)' (LOCALE is already '\(locale)'; give one LOCALE)")
        }
        locale = argument
    }

    private mutating func set(_ name: String, _ value: String) throws(UsageError) {
        switch name {
        case "--calendar": calendar = value
        case "--month": month = value
        case "--date": date = value
        case "--year": year = value
        case "--today": today = value
        case "--time-zone": timeZone = value
        case "--secondary":
            let ids = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            if let empty = ids.firstIndex(where: \.isEmpty) {
                throw UsageError(message: "--secondary '\(value)' has an empty calendar ID at position \(empty + 1) (expected CAL[,CAL] or auto)")
            }
            if ids.count > 2 {
                throw UsageError(message: "--secondary '\(value)' names \(ids.count) calendars (expected one or two, CAL[,CAL], or auto)")
            }
            if ids.count > 1, ids.contains(where: { $0.lowercased() == "auto" }) {
                throw UsageError(message: "--secondary '\(value)': auto stands alone (expected CAL[,CAL] or auto)")
            }
            secondary = ids
        case "--hijri-offset":
            let digits = value.hasPrefix("-") || value.hasPrefix("+") ? value.dropFirst() : Substring(value)
            guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let offset = Int(value),
                  LocaleProfile.hijriOffsets.contains(offset) else {
                throw UsageError(message: "--hijri-offset '\(value)' is not a whole number from -2 to 2")
            }
            hijriOffset = offset
        case "--items":
            pick?.itemsPath = value
            htmlPicker?.itemsPath = value
        case "--min":
            pick?.minimum = value
            htmlPicker?.minimum = value
        case "--max":
            pick?.maximum = value
            htmlPicker?.maximum = value
        case "--mode":
            guard let mode = SelectionMode(rawValue: value) else {
                throw UsageError(message: "unknown mode '\(value)' (expected single, multiple or range)")
            }
            pick?.mode = mode
            htmlPicker?.mode = mode
        case "--months":
            guard value.allSatisfy({ $0.isASCII && $0.isNumber }), value.count <= 9, let count = Int(value),
                  (1...Self.maximumMonthCount).contains(count) else {
                throw UsageError(message: "--months '\(value)' is out of range (expected a whole number from 1 to \(Self.maximumMonthCount))")
            }
            monthCount = count
        case "--format":
            guard let format = Format(rawValue: value) else {
                throw UsageError(message: "unknown format '\(value)' (expected text, json, html or html-fragment)")
            }
            self.format = format
        default:
            break
        }
    }

    private static func expectation(of name: String) -> String {
        switch name {
        case "--calendar": "a calendar ID such as hebrew; see --list-calendars"
        case "--month": "YEAR-MONTHCODE or YEAR-ORDINAL, such as 5784-M05L or 1446-9"
        case "--date", "--today": "an ISO date YYYY-MM-DD"
        case "--months": "a whole number from 1 to \(maximumMonthCount)"
        case "--year": "a year of the grid's calendar, such as 2024"
        case "--format": "text, json, html or html-fragment"
        case "--secondary": "one or two calendar IDs such as hebrew or chinese,islamic, or auto"
        case "--hijri-offset": "a whole number from -2 to 2"
        case "--mode": "single, multiple or range"
        case "--items": "a JSON file of date items"
        case "--min", "--max": "an ISO date YYYY-MM-DD"
        default: "an IANA time zone such as Europe/Paris"
        }
    }
}
