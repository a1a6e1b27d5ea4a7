import CalendarGrid

/// What every grid of one `calgrid` run shares: the locale, the calendar, today, and the
/// one ``GridBuilder``, whose secondary calendars the library checks (its own calendar,
/// one given twice: ``CalendarGridError/invalidSecondaryCalendar(_:reason:)``).
struct GridContext {
    let locale: LocaleID
    let calendar: CalendarID?
    let today: ISODate
    let builder: GridBuilder

    init(_ options: CommandLineOptions, environment: [String: String]) throws {
        locale = try Self.resolveLocale(options, environment: environment)
        calendar = try options.calendar.map { text throws(CalendarGridError) in try CalendarID(parsing: text) }
        // The time zone is checked even when --today makes it unnecessary.
        let currentDay =
            try options.timeZone.map { zone throws(CalendarGridError) in try ISODate.today(inTimeZone: zone) }
            ?? LocalClock.today()
        today = try options.today.map { text throws(CalendarGridError) in try ISODate(parsing: text) } ?? currentDay
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
        guard let ids = options.secondary else { return [] }
        if ids.count == 1, ids[0].lowercased() == "auto" {
            return try LocaleProfile.resolve(locale, calendar: calendar).preferredSecondaryCalendar().map { [$0] } ?? []
        }
        return try ids.map { id throws(UsageError) in
            do { return try CalendarID(parsing: id) } catch {
                throw UsageError(
                    message: "--secondary: unknown calendar '\(id)' (expected IDs from --list-calendars, or auto)")
            }
        }
    }

    /// The months the options name: cal's `[[DAY] MONTH] YEAR` in the grid's calendar (DAY
    /// marked as today is), `--month`, `--date`, `--year`, `-y`, then `-3`, `-Y` or `--months`.
    func months(_ options: CommandLineOptions) throws -> [MonthGrid] {
        let numbers = try options.numbers.map { text throws -> Int in
            guard text.allSatisfy({ $0.isASCII }) else {
                throw UsageError(message: "number '\(text)' must be written in ASCII digits (such as 2024)")
            }
            return try parseYear(text)
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
        } else if let month = options.month {
            first = try builder.month(MonthAddress(parsing: month))
        } else if let date = options.date {
            first = try builder.month(containing: ISODate(parsing: date))
        }
        if let text = options.year { return try builder.year(parseYear(text)) }
        if numbers.count == 1 { return try builder.year(numbers[0]) }
        if options.wholeYear { return try builder.year(builder.month(containing: today).arithmeticYear) }
        return try following(first ?? builder.month(containing: today), options, builder: builder)
    }

    /// `-3` (the month before too), `-Y` (twelve) or `--months N` from `start`.
    private func following(
        _ start: MonthGrid, _ options: CommandLineOptions, builder: GridBuilder
    ) throws -> [MonthGrid] {
        var grids = [options.threeMonths ? try builder.month(before: start) : start]
        let count = options.threeMonths ? 3 : options.twelveMonths ? 12 : options.monthCount ?? 1
        while grids.count < count, let last = grids.last { grids.append(try builder.month(after: last)) }
        return grids
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
            throw UsageError(message: "\(error), from \(found.variable ?? "the environment"); give a LOCALE argument")
        }
    }

    /// A year: ASCII digits, optionally after `-`. Too many digits is out of range.
    private func parseYear(_ text: String) throws -> Int {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw UsageError(message: "invalid year '\(text)' (expected a whole number such as 2024)")
        }
        guard let year = Int(text) else {
            let supported = builder.profile.supportedYears
            throw CalendarGridError.outOfRange(
                field: "year", value: text,
                min: String(supported.lowerBound), max: String(supported.upperBound))
        }
        return year
    }
}
