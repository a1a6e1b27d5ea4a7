import CalendarGrid

/// What every grid of one `calgrid` run shares: the locale, the calendar, today, and the
/// one ``GridBuilder``, whose secondary calendars the library checks (its own calendar,
/// one given twice: ``GridError/invalidSecondaryCalendar(_:reason:)``).
struct GridContext {
    let locale: LocaleID
    let calendar: CalendarID?
    let today: ISODate
    let builder: GridBuilder

    /// cal's MONTH given by name (`sep` in `calgrid sep 2024`), if any.
    let monthWord: String?

    init(_ options: CommandLineOptions, environment: [String: String]) throws {
        calendar = options.calendar
        var options = options
        if options.monthWordMayBeLocale, let word = options.monthWord {
            // `calgrid mar 2024`: March if the environment's locale or English has such a
            // month in YEAR, else the LOCALE `mar`.
            let year = options.numbers.last.flatMap { Int($0) } ?? 0
            let around = try Self.resolveLocale(options, environment: environment)
            if try MonthWords.ordinal(of: word, year: year, in: MonthWords.profiles(for: around, calendar: calendar))
                == nil
            {
                options.locale = word
                options.monthWord = nil
            }
        }
        monthWord = options.monthWord
        locale = try Self.resolveLocale(options, environment: environment)
        // The time zone is checked even when --today makes it unnecessary.
        let currentDay =
            try options.timeZone.map { zone throws(CalendarGridError) in try ISODate.today(inTimeZone: zone) }
            ?? LocalClock.today()
        today = options.today ?? currentDay
        let secondaries = try Self.secondaryCalendars(options, locale: locale, calendar: calendar)
        builder = try GridBuilder(
            locale: locale, calendar: calendar, secondaryCalendars: secondaries,
            hijriOffset: options.hijriOffset ?? 0, today: today)
        if let offset = options.hijriOffset,
            !([builder.profile.calendar] + builder.secondaryCalendars).contains(where: \.isIslamic)
        {
            let shownSecondaries =
                secondaries.isEmpty ? "" : ", secondary " + secondaries.map(\.rawValue).joined(separator: ",")
            throw UsageError(
                message: "--hijri-offset \(offset) applies to the islamic calendars, and none is shown "
                    + "(the grid is \(builder.profile.calendar.rawValue)\(shownSecondaries))"
            )
        }
    }

    /// The calendars `--secondary` names (`auto`: the locale's preferred one after the
    /// grid's, perhaps none), parsed; whether they can be shown is the builder's to say.
    private static func secondaryCalendars(
        _ options: CommandLineOptions, locale: LocaleID, calendar: CalendarID?
    ) throws -> [CalendarID] {
        switch options.secondary {
        case nil: return []
        case .auto?:
            return try LocaleProfile.resolve(locale, calendar: calendar).preferredSecondaryCalendar().map { [$0] } ?? []
        case let .calendars(calendars)?: return calendars
        }
    }

    /// The months the options name: cal's `[[DAY] MONTH] YEAR` in the grid's calendar (DAY
    /// marked as today is), `--month`, `--date`, `--year`, `-y`, then `-3`, `-Y` or `--months`.
    func months(_ options: CommandLineOptions) throws -> [MonthGrid] {
        var numbers = try options.numbers.map { text throws -> Int in
            guard text.allSatisfy({ $0.isASCII }) else {
                throw UsageError(message: "number '\(text)' must be written in ASCII digits (such as 2024)")
            }
            return try parseYear(text)
        }
        if let monthWord, let year = numbers.last {
            guard
                let ordinal = try MonthWords.ordinal(
                    of: monthWord, year: year, in: MonthWords.profiles(for: locale, calendar: builder.profile.calendar))
            else {
                throw UsageError(
                    message: "'\(monthWord)' is not a month of \(year) in the \(builder.profile.calendar.rawValue) "
                        + "calendar (expected its number or its name, in English or the locale's language)")
            }
            numbers.insert(ordinal, at: numbers.count - 1)
        }
        if numbers.count == 2, numbers[0] > 13, (1...13).contains(numbers[1]) {
            throw UsageError(
                message: "month \(numbers[0]) does not exist; did you mean 'calgrid \(numbers[1]) \(numbers[0])'? "
                    + "(MONTH comes before YEAR, as cal takes them; or --month \(numbers[0])-\(numbers[1]))")
        }
        var first: MonthGrid? = nil
        if numbers.count >= 2 {
            let month = try builder.month(
                MonthAddress(year: numbers[numbers.count - 1], ordinal: numbers[numbers.count - 2]))
            first = month
            if numbers.count == 3 {
                guard let cell = month.cells.first(where: { $0.isInMonth && $0.day == numbers[0] }) else {
                    throw UsageError(
                        message: "day \(numbers[0]) is not in \(month.title) (it has \(month.daysInMonth) days)")
                }
                // The day given is marked as today is: a builder of that day (the only other one).
                let dayBuilder = try GridBuilder(
                    profile: builder.profile, secondaryProfiles: builder.secondaryProfiles, today: cell.iso)
                return try following(dayBuilder.month(containing: cell.iso), options, builder: dayBuilder)
            }
        }
        if let text = options.year { return try builder.year(parseYear(text)) }
        if numbers.count == 1 { return try builder.year(numbers[0]) }
        if options.wholeYear { return try builder.year(builder.month(containing: today).arithmeticYear) }
        return try following(first ?? firstMonth(options, opening: today), options, builder: builder)
    }

    /// The first month `--month` or `--date` names, else the month containing `opening`:
    /// the one resolver of the grid printer (after cal's numbers), the picker and the
    /// interactive page.
    func firstMonth(_ options: CommandLineOptions, opening: ISODate) throws -> MonthGrid {
        if let month = options.month { return try builder.month(month) }
        return try builder.month(containing: options.date ?? opening)
    }

    /// `-3` (the month before too), `-Y` (twelve) or `--months N` from `start`. At the ends
    /// of the calendar's supported years (`calgrid 12 9999 -3`) the months that exist are
    /// shown, and ``clippedNote(_:_:)`` says what was left out.
    private func following(
        _ start: MonthGrid, _ options: CommandLineOptions, builder: GridBuilder
    ) throws -> [MonthGrid] {
        var grids = [start]
        if options.threeMonths,
            let before = try Self.ifSupported({ () throws(CalendarGridError) in try builder.month(before: start) })
        {
            grids.insert(before, at: 0)
        }
        // -3 is the month after the selected one, however many came before it.
        let count = options.threeMonths ? grids.count + 1 : Self.requestedCount(options)
        while grids.count < count, let last = grids.last,
            let next = try Self.ifSupported({ () throws(CalendarGridError) in try builder.month(after: last) })
        {
            grids.append(next)
        }
        return grids
    }

    /// How many months `-3`, `-Y` or `--months N` ask for.
    static func requestedCount(_ options: CommandLineOptions) -> Int {
        options.threeMonths ? 3 : options.twelveMonths ? 12 : options.monthCount ?? 1
    }

    /// The month, or `nil` past the calendar's supported years.
    private static func ifSupported(
        _ month: () throws(CalendarGridError) -> MonthGrid
    ) throws(CalendarGridError) -> MonthGrid? {
        do { return try month() } catch {
            switch error {
            case .calendar(.yearOutOfRange), .calendar(.dateOutOfRange): return nil
            default: throw error
            }
        }
    }

    /// The line for stderr when fewer months are shown than asked for because the calendar's
    /// years end (`calgrid: note: 2 of 3 months shown: year 10000 is out of range …`).
    static func clippedNote(_ grids: [MonthGrid], _ options: CommandLineOptions) -> String? {
        let requested = requestedCount(options)
        guard grids.count < requested, options.year == nil, !options.wholeYear, let first = grids.first else {
            return nil
        }
        let years = first.profile.supportedYears
        return "calgrid: note: \(grids.count) of \(requested) months shown: the \(first.profile.calendar.rawValue) "
            + "calendar's supported years are \(years.lowerBound) to \(years.upperBound)\n"
    }

    private static func resolveLocale(
        _ options: CommandLineOptions, environment: [String: String]
    ) throws -> LocaleID {
        let locale = try givenLocale(options, environment: environment)
        // -m and -s as cal has them: the same as -u-fw-mon and -u-fw-sun.
        guard let weekday = options.firstWeekday else { return locale }
        return try locale.settingFirstWeekday(weekday == "mon" ? .monday : .sunday)
    }

    private static func givenLocale(_ options: CommandLineOptions, environment: [String: String]) throws -> LocaleID {
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
            // The library's hint names its API; the command names its own listing.
            let listing =
                if case .locale(.unknownLanguage) = error { " (calgrid --list-locales lists them)" } else { "" }
            throw UsageError(
                message: "\(error.message), from \(found.variable ?? "the environment"); give a LOCALE argument"
                    + listing)
        }
    }

    /// A year: ASCII digits, optionally after `-`. Too many digits is out of range.
    private func parseYear(_ text: String) throws -> Int {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw UsageError(message: "invalid year '\(text)' (expected a whole number such as 2024)")
        }
        guard let year = Int(text) else {
            // Too many digits for a number: out of range, said as the library says it.
            throw CalendarError.yearOutOfRange(text, supported: builder.supportedYears)
        }
        return year
    }
}
