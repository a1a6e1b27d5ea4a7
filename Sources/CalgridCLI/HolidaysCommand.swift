import CalendarGrid

/// `calgrid holidays REGION [YEAR]`: a region's holidays of a Gregorian year (this year by
/// default) as text, JSON or an iCalendar file; `calgrid holidays --list-regions`.
struct HolidaysCommand {
    enum Format: String {
        case text, json, ics
    }

    let arguments: [String]
    let environment: [String: String]

    static let usage = "calgrid holidays REGION [YEAR] [--format text|json|ics] [--locale ID] [--holiday-rules DIR]"

    func run() throws -> String {
        var positionals: [String] = []
        var format = Format.text
        var localeText: String? = nil
        var rules: String? = nil
        var lists = false
        var words = arguments[...]
        while let word = words.popFirst() {
            let (name, inline) = Self.split(word)
            func value() throws -> String {
                if let inline { return inline }
                guard let next = words.popFirst(), !next.hasPrefix("--") else {
                    throw UsageError(message: "option '\(name)' needs a value (usage: \(Self.usage))")
                }
                return next
            }
            switch name {
            case "--format":
                let text = try value()
                guard let parsed = Format(rawValue: text) else {
                    throw UsageError(
                        message: "unknown --format '\(text)' for calgrid holidays (expected text, json or ics)")
                }
                format = parsed
            case "--locale": localeText = try value()
            case "--holiday-rules": rules = try value()
            case "--list-regions": lists = true
            case "--help", "-h": return Self.help
            default:
                guard !word.hasPrefix("-") || Int(word) != nil else {
                    throw UsageError(message: "unknown option '\(word)' for calgrid holidays (usage: \(Self.usage))")
                }
                positionals.append(word)
            }
        }
        if lists {
            guard positionals.isEmpty else { throw UsageError(message: "--list-regions takes no region or year") }
            return try HolidayRegions.regions(rules: rules).map { $0 + "\n" }.joined()
        }
        guard let code = positionals.first, positionals.count <= 2 else {
            throw UsageError(message: "calgrid holidays takes a REGION and an optional YEAR (usage: \(Self.usage))")
        }
        guard OptionValue.looksLikeRegion(code) else {
            throw UsageError(
                message: "unknown region '\(code)' (expected a code such as JP or US-CA; calgrid holidays "
                    + "--list-regions lists them)")
        }
        let calendar = try HolidayRegions.calendar(code, rules: rules)
        let year: Int
        if positionals.count == 2 {
            guard let given = Int(positionals[1]), Self.years.contains(given) else {
                throw UsageError(
                    message: "year '\(positionals[1])' is not a Gregorian year \(Self.years.lowerBound)…"
                        + "\(Self.years.upperBound)")
            }
            year = given
        } else {
            year = try LocalClock.today().year
        }
        let locale = try LocaleID(
            localeText.flatMap { EnvironmentLocale.localeID(fromPOSIX: $0) }
                ?? EnvironmentLocale.localeID(fromPOSIX: EnvironmentLocale.find(in: environment).locale)
                ?? EnvironmentLocale.fallback)
        switch format {
        case .json: return JSONRenderer.holidays(calendar, year: year, localeID: locale.identifier)
        case .ics: return HolidayICS.text(calendar, year: year, localeID: locale.identifier)
        case .text: return try text(calendar, year: year, locale: locale)
        }
    }

    /// The Gregorian years accepted.
    static let years = 1...9998

    private static func split(_ word: String) -> (String, String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }

    /// One line a holiday: the ISO date, the date as the locale writes it, the name (a rule
    /// file's text, escaped: it never drives the terminal), and what it is when not a
    /// public holiday on its own date; then the working weekend days.
    private func text(_ calendar: HolidayCalendar, year: Int, locale: LocaleID) throws -> String {
        let profile = try LocaleProfile.resolve(locale)
        let rightToLeft = profile.direction == .rightToLeft
        var lines = [
            TerminalText.escaped("\(calendar.regionName(forLocaleID: locale.identifier)) (\(calendar.region)) \(year)")
        ]
        for holiday in calendar.holidays(inYear: year) {
            var notes: [String] = []
            if holiday.category != .public { notes.append(holiday.category.rawValue) }
            if holiday.kind != .holiday { notes.append(holiday.kind.rawValue) }
            if holiday.isEstimated { notes.append("estimated") }
            let date = (try? profile.fullDate(holiday.date)) ?? holiday.date.description
            let name = TerminalText.line(
                holiday.name(forLocaleID: locale.identifier), isolates: true, rightToLeft: rightToLeft)
            lines.append(
                "\(holiday.date)  \(TerminalText.line(date, isolates: true, rightToLeft: rightToLeft))  \(name)"
                    + (notes.isEmpty ? "" : "  (" + notes.joined(separator: ", ") + ")"))
        }
        let workdays = calendar.workdays(inYear: year)
        if !workdays.isEmpty {
            lines.append("working days: " + workdays.map(\.description).joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static let help = """
        usage: \(usage)
               calgrid holidays --list-regions [--holiday-rules DIR]

        A region's public holidays and announced working days of a Gregorian year (this
        year by default): REGION is an ISO 3166-1 country (JP) or ISO 3166-2 subdivision
        (US-CA). Names are in the locale's language where the rules have it, else the
        country's (--locale, else LC_ALL, LC_MESSAGES, LANG).
          --format text|json|ics  a list (default), JSON, or an iCalendar file to import
          --locale ID             the language of the names
          --holiday-rules DIR     rule files (CC.txt) read in place of the embedded ones
          --list-regions          every region with rules, one per line

        """
}
