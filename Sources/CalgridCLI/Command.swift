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
        if arguments.first == "holidays" {
            do {
                return Outcome(
                    stdout: try HolidaysCommand(arguments: Array(arguments.dropFirst()), environment: environment).run()
                )
            } catch let error as UsageError {
                return Self.failure("\(error)", status: Self.usageStatus)
            } catch let error as CalendarGridError {
                return Self.failure(error)
            } catch {
                return Self.failure("\(error)", status: Self.internalStatus)
            }
        }
        do {
            // Parsed once: the picker and the grid printer read the same options.
            let options = try CommandLineOptions.parse(arguments)
            if let action = options.action { return Outcome(stdout: text(of: action, picking: options.pick != nil)) }
            if options.format == .css { return Outcome(stdout: HTMLRenderer.styleSheet + "\n") }
            if let (picker, warnings) = try picker(options) { return Outcome(stderr: warnings, picker: picker) }
            let context = try GridContext(options, environment: environment)
            let grids = try context.months(options)
            let note = GridContext.clippedNote(grids, options) ?? ""
            let (text, warnings) = try render(grids, options: options, context: context)
            return Outcome(stdout: text, stderr: warnings + note)
        } catch let error as UsageError {
            // The help of the command that was given: the picker's has its own options.
            let help = arguments.first == "pick" ? "calgrid pick --help" : "calgrid --help"
            return Self.failure("\(error) (see '\(help)')", status: Self.usageStatus)
        } catch let error as CalendarGridError {
            return Self.failure(error)
        } catch let error as any CalendarGridDomainError {
            // The value parsers throw their domain's error alone.
            return Self.failure(error.calendarGridError)
        } catch {
            return Self.failure("\(error)", status: Self.internalStatus)
        }
    }

    /// The library's errors, in one place: an ICU failure is internal, every other error
    /// the user's input. The library's hint names its API; the command names its own listing.
    private static func failure(_ error: CalendarGridError) -> Outcome {
        switch error {
        case .icuFailure:
            return failure("\(error)", status: internalStatus)
        case .locale(.unknownLanguage):
            return failure(error.message + " (calgrid --list-locales lists the locales ICU has)", status: usageStatus)
        case let .calendar(.unsupportedCalendar(text, _)):
            guard let hint = CalendarSuggestion.hint(for: text) else { break }
            return failure("\(error); \(hint)", status: usageStatus)
        default:
            break
        }
        return failure("\(error)", status: usageStatus)
    }

    /// The one line an error prints: what it echoes of the user's input escaped, so that a
    /// value with an escape sequence or a newline neither drives the terminal nor splits
    /// the line.
    private static func failure(_ message: String, status: Int32) -> Outcome {
        Outcome(stderr: "calgrid: error: " + TerminalText.escaped(message) + "\n", status: status)
    }

    /// Exit status when standard output cannot be written (sysexits.h EX_IOERR).
    package static let outputStatus: Int32 = 74

    /// What an option that replaces the grid prints.
    private func text(of action: CommandLineOptions.Action, picking: Bool) -> String {
        switch action {
        case .help: HelpText.text(picking: picking) + "\n"
        case .manPage: ManPage.text
        case let .completionScript(shell): CompletionScript.text(for: shell)
        case .version:
            "calgrid \(CalendarGridVersion.toolkit) (ICU \(CalendarGridVersion.icu), CLDR \(CalendarGridVersion.cldr))\n"
        case .listLocales: LocaleID.available().map { $0.identifier + "\n" }.joined()
        case .listCalendars: CalendarID.allCases.map { $0.rawValue + "\n" }.joined()
        }
    }
}
