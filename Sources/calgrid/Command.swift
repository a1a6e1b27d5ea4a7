import CalendarGrid

/// One run of `calgrid`, as a function of its inputs, so that tests can run it
/// in-process as well as through the binary.
struct Command {
    /// What the process prints and how it exits. On error `stdout` is empty.
    struct Outcome: Equatable {
        var stdout = ""
        var stderr = ""
        var status: Int32 = 0
    }

    let arguments: [String]
    let environment: [String: String]
    /// Whether stdout is a terminal (reverse video for today only then).
    let stdoutIsTerminal: Bool

    /// Exit statuses (sysexits.h): usage/data errors, internal software errors.
    static let usageStatus: Int32 = 64
    static let internalStatus: Int32 = 70

    func run() -> Outcome {
        do {
            return Outcome(stdout: try output())
        } catch let error as UsageError {
            return Outcome(stderr: "calgrid: error: \(error) (see 'calgrid --help')\n", status: Self.usageStatus)
        } catch let error as CalendarGridError {
            if case .icuFailure = error {
                return Outcome(stderr: "calgrid: error: \(error)\n", status: Self.internalStatus)
            }
            return Outcome(stderr: "calgrid: error: \(error)\n", status: Self.usageStatus)
        } catch {
            return Outcome(stderr: "calgrid: error: \(error)\n", status: Self.internalStatus)
        }
    }

    private func output() throws -> String {
        let options = try CommandLineOptions.parse(arguments)
        switch options.action {
        case .help?: return HelpText.text + "\n"
        case .version?:
            return "calgrid \(CalendarGridVersion.toolkit) (ICU \(CalendarGridVersion.icu), CLDR \(CalendarGridVersion.cldr))\n"
        case .listLocales?: return LocaleID.available().map { $0.identifier + "\n" }.joined()
        case .listCalendars?: return CalendarID.allCases.map { $0.rawValue + "\n" }.joined()
        case nil: break
        }

        let locale: LocaleID
        if let text = options.locale {
            locale = try LocaleID(text)
        } else {
            let found = EnvironmentLocale.find(in: environment)
            do {
                locale = try LocaleID(found.locale)
            } catch {
                throw UsageError(message: "\(error), from \(found.variable ?? "the environment"); give a LOCALE argument")
            }
        }
        let calendar = try options.calendar.map { text throws(CalendarGridError) in try CalendarID(parsing: text) }

        // The time zone is checked even when --today makes it unnecessary.
        let currentDay = try ISODate.today(inTimeZone: options.timeZone)
        let today = try options.today.map { text throws(CalendarGridError) in try ISODate(parsing: text) } ?? currentDay

        var request = GridRequest(locale: locale, calendar: calendar, count: options.monthCount ?? 1, today: today)
        if let month = options.month {
            request.selection = .month(try MonthAddress(parsing: month))
        } else if let date = options.date {
            request.selection = .date(try ISODate(parsing: date))
        } else if let year = options.year {
            request.selection = .year(try parseYear(year, locale: locale, calendar: calendar))
        }
        let (profile, grids) = try request.resolve()

        switch options.format {
        case .json:
            return JSONRenderer().render(grids, profile: profile)
        case .text:
            let renderer = TextRenderer(
                showsWeekNumbers: options.weekNumbers,
                highlightsToday: stdoutIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty,
                terminalWidth: environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? 80)
            return renderer.render(grids)
        }
    }

    /// A year: ASCII digits, optionally after `-`. Too many digits is out of range.
    private func parseYear(_ text: String, locale: LocaleID, calendar: CalendarID?) throws -> Int {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw UsageError(message: "invalid year '\(text)' (expected a whole number such as 2024)")
        }
        guard let year = Int(text) else {
            let supported = try LocaleProfile.resolve(locale, calendar: calendar).supportedYears
            throw CalendarGridError.outOfRange(field: "year", value: text,
                                               min: String(supported.lowerBound), max: String(supported.upperBound))
        }
        return year
    }
}
