import CalendarGrid

/// The parsed command line of `calgrid`: which options were given and their raw values.
///
/// The one hand-written argument parser of the project, driven by ``OptionTable``. It
/// accepts `--opt value`, `--opt=value`, cal's one-letter options (`-w`, `-n 3`, `-n3`) and
/// clusters of them (`-3w`); `--` ends the options (what follows is the LOCALE, even if it
/// starts with `-`). Positionals are the LOCALE and cal's numbers, `[[DAY] MONTH] YEAR`: an
/// argument of digits only is a number, never a locale. It checks the syntax only: unknown
/// options, missing values, values given twice, options that cannot be combined, and the
/// numbers and words it can check alone (`--months`, `--format`), and parses the values the
/// library can parse without a locale into their types (``OptionValue``: `--month`,
/// `--date`, `--today`, `--min`, `--max`). What needs the locale or its calendar (a LOCALE,
/// a month of that calendar) is checked when the command runs.
struct CommandLineOptions: Equatable {
    enum Format: String {
        case text, json, html
        case htmlFragment = "html-fragment"
        /// The pages' stylesheet alone, for an app that embeds fragments.
        case css
        var isHTML: Bool { self == .html || self == .htmlFragment }
    }

    enum Action: Equatable {
        case help, version, listLocales, listCalendars, manPage
        case completionScript(String)
    }

    /// `--color`: when today is highlighted on a terminal, as util-linux `cal` says it.
    enum Color: String { case auto, always, never }

    var locale: String?
    var calendar: CalendarID?
    /// `--month`, parsed (``OptionValue``), as are the dates.
    var month: MonthAddress?
    var date: ISODate?
    var monthCount: Int?
    var year: String?
    var format: Format = .text
    var weekNumbers = false
    var today: ISODate?
    var timeZone: String?
    /// `--secondary`: the region's (`auto`) or these calendars.
    var secondary: Secondary?

    /// What `--secondary` names.
    enum Secondary: Equatable {
        case auto
        case calendars([CalendarID])
    }
    /// `--hijri-offset`, checked for range.
    var hijriOffset: Int?
    /// `--interactive`: HTML with the browser picker.
    var interactive = false
    /// `--full-dates`: JSON cells with `fullDate`.
    var fullDates = false
    /// `--messages FILE`: the browser picker's texts (a JSON object of ``HTMLRenderer/Picker/messageKeys``).
    var messagesPath: String?
    /// `--form-action URL`: the page's grids in a form that posts the selection there.
    var formAction: String?
    /// `--show-payloads`: items' payloads other than strings shown in their cells as JSON.
    var showsPayloads = false
    /// `--events FILE`: an iCalendar or JSON events file whose events go on the days.
    var eventsPath: String?
    /// `--strict`: the events file refused at its first malformed line or component, rather
    /// than each left out with a warning.
    var strictEvents = false
    /// `--holidays`: the regions whose holidays the grid shows (`auto`: the locale's region).
    var holidayRegions: [String] = []
    /// `--holiday-rules DIR`: rule files read in place of the embedded ones.
    var holidayRulesPath: String?
    /// cal's positional numbers, `[[DAY] MONTH] YEAR`, as given (1 to 3 of them).
    var numbers: [String] = []
    /// A month given by name before YEAR (`sep 2024`, `tishri 5785`), as cal takes one;
    /// its position among ``numbers`` is the MONTH's (before the last).
    var monthWord: String?
    /// Whether ``monthWord`` may instead be the LOCALE (`calgrid mar 2024`: no other word
    /// was given): a month name wins, in English or the environment locale's language.
    var monthWordMayBeLocale = false
    /// Every positional argument, in order, before they are told apart.
    private var positionals: [String] = []
    /// `-3`: the month before the selected one, it, and the one after.
    var threeMonths = false
    /// `-y`: the whole year.
    var wholeYear = false
    /// `-Y`: twelve months from the selected one.
    var twelveMonths = false
    /// `-m` or `-s`: `mon` or `sun`.
    var firstWeekday: String?
    var color: Color = .auto
    /// `--bidi isolate|none`: right-to-left labels in text wrapped in isolates, or not.
    var isolatesBidi = true
    /// An option that replaces the grid: help, version, a listing, a completion script.
    var action: Action?
    /// `calgrid pick …`: the interactive picker and its options.
    var pick: PickOptions?
    /// The picker's options given to the grid printer: only with `--interactive`.
    var htmlPicker: PickOptions?

    /// The options only `calgrid pick` (and `--interactive` pages) take.
    struct PickOptions: Equatable {
        var mode: SelectionMode = .single
        var itemsPath: String?
        var minimum: ISODate?
        var maximum: ISODate?
        var noPast = false
        var noFuture = false
        /// `--disable non-working`: days that are not working days in the `--holidays` regions.
        var disablesNonWorking = false
    }

    /// The largest `--months` (100 years of months).
    static let maximumMonthCount = OptionTable.maximumMonthCount

    /// Whether the grids are a whole year (`--year`, YEAR alone, `-y`), which text heads
    /// with the year.
    var showsYear: Bool { year != nil || wholeYear || (numbers.count == 1 && monthWord == nil) }

    static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
        var options = CommandLineOptions()
        let picking = arguments.first == "pick"
        if picking { options.pick = PickOptions() }
        let words = picking ? Array(arguments.dropFirst()) : arguments
        // --help wins wherever it stands before `--`, as users expect.
        if words.prefix(while: { $0 != "--" }).contains(where: {
            $0 == "--help" || Self.isShortCluster($0) && $0.contains("h")
        }) {
            options.action = .help
            return options
        }

        var seen: [String: String] = [:]
        var index = 0
        var optionsEnded = false
        func take(_ option: OptionSpec, inline: String?, as given: String) throws(UsageError) {
            try options.accept(
                option, inline: inline, given: given, words: words, index: &index, seen: &seen, picking: picking)
        }
        while index < words.count {
            let argument = words[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                options.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument.hasPrefix("--") {
                let name: String
                var inline: String? = nil
                if let equals = argument.firstIndex(of: "=") {
                    name = String(argument[..<equals])
                    inline = String(argument[argument.index(after: equals)...])
                } else {
                    name = argument
                }
                guard let option = OptionTable.option(named: name) else {
                    throw Self.unknown(name, picking: picking)
                }
                try take(option, inline: inline, as: name)
                continue
            }
            // cal's one-letter options, alone or in a cluster (-3w, -n3, -wn 3).
            var letters = Substring(argument.dropFirst())
            while let letter = letters.first {
                letters = letters.dropFirst()
                guard let option = OptionTable.option(short: letter) else {
                    throw Self.unknown("-" + String(letter), picking: picking)
                }
                if option.takesValue {
                    try take(option, inline: letters.isEmpty ? nil : String(letters), as: "-" + String(letter))
                    break
                }
                try take(option, inline: nil, as: "-" + String(letter))
            }
        }
        try options.classifyPositionals()
        try options.checkCombinations(seen: seen, picking: picking)
        return options
    }

    /// Whether an argument is a cluster of one-letter options (`-3w`), not a number (`-5`).
    private static func isShortCluster(_ argument: String) -> Bool {
        argument.hasPrefix("-") && !argument.hasPrefix("--") && argument.count > 1
            && argument.dropFirst().allSatisfy { OptionTable.option(short: $0) != nil }
    }

    private static func unknown(_ name: String, picking: Bool) -> UsageError {
        if let suggestion = OptionTable.suggestions(for: name, picking: picking).first {
            return UsageError(message: "unknown option '\(name)' (did you mean '\(suggestion)'?)")
        }
        if picking, OptionTable.option(named: name) != nil {
            return UsageError(message: "option '\(name)' is not for 'calgrid pick'")
        }
        return UsageError(message: "unknown option '\(name)'")
    }

    /// One option, its value read from `inline` or the next word.
    private mutating func accept(
        _ option: OptionSpec, inline: String?, given: String, words: [String], index: inout Int,
        seen: inout [String: String], picking: Bool
    ) throws(UsageError) {
        let name = option.name
        if picking, option.scope == .grid || (option.scope == .standalone && name != "--help") {
            throw UsageError(message: "option '\(given)' is not for 'calgrid pick' (it shows one month at a time)")
        }
        guard option.takesValue else {
            if let inline { throw UsageError(message: "option '\(given)' takes no value (got '\(given)=\(inline)')") }
            if seen[name] != nil { throw UsageError(message: "option '\(given)' is given twice; give it once") }
            seen[name] = ""
            if case .flag(let apply) = option.apply { apply(&self) }
            return
        }
        let value: String
        if let inline {
            value = inline
        } else if option.valueIsOptional {
            // `--color` alone means auto; `--color always` takes the next word only if it is a value.
            if index < words.count, case .words(let accepted) = option.completion, accepted.contains(words[index]) {
                value = words[index]
                index += 1
            } else if index < words.count, option.completion == .region, OptionValue.looksLikeRegion(words[index]) {
                // `--holidays JP`: a region code is upper case, so it is never a locale ID.
                value = words[index]
                index += 1
            } else {
                value = "auto"
            }
        } else if index < words.count, !words[index].hasPrefix("--") {
            value = words[index]
            index += 1
        } else {
            throw UsageError(message: "option '\(given)' needs a value (\(option.expectation ?? option.value ?? ""))")
        }
        if value.isEmpty {
            throw UsageError(message: "option '\(given)' needs a value (\(option.expectation ?? option.value ?? ""))")
        }
        if let previous = seen[name], !option.isRepeatable {
            throw UsageError(message: "option '\(given)' is given twice ('\(previous)' and '\(value)'); give it once")
        }
        seen[name] = value
        if case .value(let apply) = option.apply { try apply(&self, value) }
    }

    /// The picker's options, for `calgrid pick` or for an interactive page.
    mutating func selectionOptions(_ change: (inout PickOptions) -> Void) {
        if var options = pick {
            change(&options)
            pick = options
        } else {
            var options = htmlPicker ?? PickOptions()
            change(&options)
            htmlPicker = options
        }
    }

    /// The LOCALE, cal's numbers (digits only: never a locale) and a month's name: a word
    /// just before the last number (YEAR) may name the month (`sep 2024`); with two words,
    /// that one is the month and the other the LOCALE.
    private mutating func classifyPositionals() throws(UsageError) {
        func isNumber(_ text: String) -> Bool { !text.isEmpty && text.allSatisfy(\.isNumber) }
        let lastNumber = positionals.lastIndex(where: isNumber)
        let words = positionals.indices.filter { !isNumber(positionals[$0]) }
        // The word just before YEAR, if any, is a candidate month.
        let candidate = lastNumber.flatMap { index in index > 0 && words.contains(index - 1) ? index - 1 : nil }
        for (index, argument) in positionals.enumerated() {
            if isNumber(argument) {
                guard numbers.count < 3 else {
                    throw UsageError(message: "unexpected number '\(argument)' (expected at most [[DAY] MONTH] YEAR)")
                }
                numbers.append(argument)
            } else if index == candidate, words.count == 2 || (words.count == 1 && numbers.count < 2) {
                monthWord = argument
                monthWordMayBeLocale = words.count == 1
            } else if let locale {
                try Self.refuseDateAsLocale(argument)
                throw UsageError(
                    message: "unexpected argument '\(argument)' (LOCALE is already '\(locale)'; give one LOCALE)")
            } else {
                try Self.refuseDateAsLocale(argument)
                locale = argument
            }
        }
        if monthWord != nil, numbers.count > 2 {
            throw UsageError(message: "unexpected month '\(monthWord ?? "")' (expected at most [[DAY] MONTH] YEAR)")
        }
    }

    /// A LOCALE that is a date or month in ISO style (`2024-09`, `2024-9-17`): cal's
    /// numbers and the options that take dates are named instead of a locale error.
    private static func refuseDateAsLocale(_ argument: String) throws(UsageError) {
        let parts = argument.split(separator: "-", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
            parts.allSatisfy({ $0.allSatisfy(\.isNumber) }), let year = Int(parts[0]), let month = Int(parts[1])
        else { return }
        if parts.count == 2 {
            throw UsageError(
                message:
                    "'\(argument)' is not a LOCALE; for that month give --month \(year)-\(month) or \(month) \(year)")
        }
        throw UsageError(
            message: "'\(argument)' is not a LOCALE; for that day give --date "
                + "\(String(repeating: "0", count: max(0, 4 - parts[0].count)))\(parts[0])-"
                + "\(month < 10 ? "0" : "")\(month)-\(parts[2].count < 2 ? "0" : "")\(parts[2])")
    }
    /// `--secondary`'s calendar IDs, as given (one or two), or `auto` alone.
    static func secondaryIDs(_ value: String) throws(UsageError) -> Secondary {
        let ids = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        if let empty = ids.firstIndex(where: \.isEmpty) {
            throw UsageError(
                message:
                    "--secondary '\(value)' has an empty calendar ID at position \(empty + 1) (expected CAL[,CAL] "
                    + "or auto)"
            )
        }
        if ids.count > 2 {
            throw UsageError(
                message: "--secondary '\(value)' names \(ids.count) calendars (expected one or two, CAL[,CAL], or auto)"
            )
        }
        if ids.count > 1, ids.contains(where: { $0.lowercased() == "auto" }) {
            throw UsageError(message: "--secondary '\(value)': auto stands alone (expected CAL[,CAL] or auto)")
        }
        if ids.count == 1, ids[0].lowercased() == "auto" { return .auto }
        var calendars: [CalendarID] = []
        for id in ids {
            do { calendars.append(try CalendarID(parsing: id)) } catch {
                let hint = CalendarSuggestion.hint(for: id).map { "; " + $0 } ?? ""
                throw UsageError(
                    message:
                        "--secondary: unknown calendar '\(id)' (expected IDs from --list-calendars, or auto)\(hint)")
            }
        }
        return .calendars(calendars)
    }

    /// `--hijri-offset`: a whole number in ``LocaleProfile/hijriOffsets``.
    static func hijriOffset(_ value: String) throws(UsageError) -> Int {
        let digits = value.hasPrefix("-") || value.hasPrefix("+") ? value.dropFirst() : Substring(value)
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let offset = Int(value), LocaleProfile.hijriOffsets.contains(offset)
        else {
            throw UsageError(message: "--hijri-offset '\(value)' is not a whole number from -2 to 2")
        }
        return offset
    }

    /// `--months`: a whole number from 1 to ``maximumMonthCount``.
    static func monthCount(_ value: String) throws(UsageError) -> Int {
        guard value.allSatisfy({ $0.isASCII && $0.isNumber }), value.count <= 9, let count = Int(value),
            (1...maximumMonthCount).contains(count)
        else {
            throw UsageError(
                message: "--months '\(value)' is out of range (expected a whole number from 1 to \(maximumMonthCount))")
        }
        return count
    }

    /// Options that cannot be given together, and options that need another.
    private func checkCombinations(seen: [String: String], picking: Bool) throws(UsageError) {
        func given(_ names: [String]) -> [String] { names.filter { seen[$0] != nil } }
        let selectionGiven = OptionTable.all.filter { $0.scope == .selection }.map(\.name).filter { seen[$0] != nil }
        if let first = selectionGiven.first, !picking, !interactive {
            throw UsageError(message: "option '\(first)' is only for 'calgrid pick' and '--format html --interactive'")
        }
        if interactive, !format.isHTML {
            throw UsageError(
                message: "'--interactive' is for HTML pages (give --format html or --format html-fragment)")
        }
        // Two checks, not a loop over an array of (name, given) pairs: the runtime builds
        // the metadata of such an array on first use, in every run.
        func pickerOnly(_ name: String, given: Bool) throws(UsageError) {
            guard given, !interactive else { return }
            throw UsageError(message: "'\(name)' is for pages with the browser picker (give --interactive)")
        }
        try pickerOnly("--form-action", given: formAction != nil)
        try pickerOnly("--show-payloads", given: showsPayloads)
        if messagesPath != nil, !interactive, !(format.isHTML && eventsPath != nil) {
            throw UsageError(
                message:
                    "'--messages' is for HTML pages with the browser picker or events (give --interactive or --events)"
            )
        }
        if strictEvents, eventsPath == nil {
            throw UsageError(message: "'--strict' is for the file of --events (give --events FILE)")
        }
        if formAction != nil, format != .html {
            throw UsageError(message: "'--form-action' puts the full page in a form (give --format html)")
        }
        if fullDates, format != .json {
            throw UsageError(
                message: "'--full-dates' is for JSON (give --format json; HTML always names each day's full date)")
        }
        var selectors = given(["--month", "--date", "--year"])
        if !numbers.isEmpty { selectors.append("[[DAY] MONTH] YEAR") }
        if selectors.count > 1 {
            throw UsageError(
                message:
                    "'\(selectors[0])' and '\(selectors[1])' cannot be combined (give one of --month, --date, --year, "
                    + "[[DAY] MONTH] YEAR)"
            )
        }
        let counts = given(["--months", "--one", "--three", "--twelve", "--whole-year", "--year"])
        if counts.count > 1 {
            let reason =
                counts.contains("--year") || counts.contains("--whole-year")
                ? "a year shows every month of the year"
                : "give one month count"
            throw UsageError(message: "'\(counts[0])' and '\(counts[1])' cannot be combined (\(reason))")
        }
        if wholeYear, numbers.count > 1 {
            throw UsageError(
                message: "'-y' takes a YEAR, not a month ('\(numbers.joined(separator: " "))'); give YEAR alone")
        }
        if seen["--monday"] != nil, seen["--sunday"] != nil {
            throw UsageError(message: "'--monday' and '--sunday' cannot be combined (give one first weekday)")
        }
        // A listing, the version or a completion script stands alone.
        let standalone = OptionTable.all.filter { $0.scope == .standalone }.map(\.name).filter { seen[$0] != nil }
        if standalone.count > 1 {
            throw UsageError(message: "'\(standalone[0])' and '\(standalone[1])' cannot be combined (give one)")
        }
        if let action = standalone.first {
            if let other = seen.keys.filter({ !standalone.contains($0) }).sorted().first {
                throw UsageError(message: "'\(action)' takes no other options (got '\(other)')")
            }
            if let locale {
                throw UsageError(message: "'\(action)' takes no LOCALE (got '\(locale)')")
            }
            if let number = numbers.first {
                throw UsageError(message: "'\(action)' takes no arguments (got '\(number)')")
            }
        }
    }
}
