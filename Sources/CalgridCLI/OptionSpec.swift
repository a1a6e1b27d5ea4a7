/// One option of `calgrid`: a row of ``OptionTable``.
struct OptionSpec: Sendable {
    /// Where an option is accepted.
    enum Scope: Sendable, Equatable {
        /// Printing grids (`calgrid [LOCALE] …`).
        case grid
        /// Printing grids and `calgrid pick`.
        case both
        /// `calgrid pick`, and HTML pages with `--interactive`.
        case selection
        /// Alone: help, the version, a listing, a completion script.
        case standalone
    }

    /// What a shell offers for the option's value.
    enum Completion: Sendable, Equatable {
        case none, locale, calendar, calendarOrAuto, file
        /// A holiday region (`calgrid holidays --list-regions`).
        case region
        case words([String])
    }

    /// `--month`.
    let name: String
    /// `w` for `-w`, cal's one-letter form.
    let short: Character?
    /// The value's placeholder (`YEAR-MONTH`); `nil` for a flag.
    let value: String?
    /// Whether the value may be left out (`--color` alone means `auto`).
    var valueIsOptional = false
    /// Whether the option may be given more than once (`--holidays JP --holidays US`).
    var isRepeatable = false
    /// One line of help, under 55 columns so that `--help` fits 80.
    let help: String
    /// What an error says the value should be.
    var expectation: String? = nil
    let scope: Scope
    var completion: Completion = .none
    /// What the option does to the parsed command line; required, so that a row without
    /// code does not compile (swift-argument-parser binds options to properties alike).
    let apply: Binding

    /// How an option applies itself: a flag sets what it stands for, an option with a value
    /// checks and stores it (throwing the one-line error its bad values get).
    enum Binding: Sendable {
        case flag(@Sendable (inout CommandLineOptions) -> Void)
        case value(@Sendable (inout CommandLineOptions, String) throws(UsageError) -> Void)
    }

    var takesValue: Bool { value != nil }
}
