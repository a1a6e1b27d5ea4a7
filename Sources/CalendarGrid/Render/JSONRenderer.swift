/// Renders month grids as the JSON object of the `calgrid` contract: the locale's
/// data once, then every month with its weeks and days. Members are always in the
/// same order, so the same query gives byte-identical output.
///
/// ```json
/// {
///   "toolkitVersion": "0.1.0", "icuVersion": "72.1", "cldrVersion": "42.0",
///   "locale": "ar-EG", "calendar": "gregorian", "numberingSystem": "arab",
///   "direction": "rtl", "firstWeekday": 7, "minimalDaysInFirstWeek": 1, "weekend": [6, 7],
///   "secondaryCalendars": [], "hijriOffset": 0,
///   "weekdays": [{"weekday": 7, "wide": "السبت", …}, …],
///   "months": [{"era": 1, "year": 2024, …, "weeks": [{"weekOfYear": 36, "days": [
///     {"iso": "2024-08-31", "day": 31, "label": "٣١", "inMonth": false, …}, …]}]}]
/// }
/// ```
/// (each member on a line of its own in the output; a day cell is one line).
public struct JSONRenderer: Sendable {
    /// Whether every day of a month gets `fullDate`, the full date as the locale writes it in
    /// the grid's calendar (``LocaleProfile/fullDate(_:)``): an ICU call per day, so off by
    /// default.
    public var includesFullDates: Bool
    /// The events of each day: with it, every day cell has `events` (an array, perhaps
    /// empty) of `id`, `summary`, `start`, `allDay`, `continuesFromPreviousDay`,
    /// `continuesToNextDay`.
    public var events: (@Sendable (ISODate) -> [DayEvent])?

    /// A renderer, with or without each day's full date.
    public init(includesFullDates: Bool = false, events: (@Sendable (ISODate) -> [DayEvent])? = nil) {
        self.includesFullDates = includesFullDates
        self.events = events
    }

    /// The JSON text, ending in a newline. The locale members come from the grids' own
    /// profile (the first grid's; grids of one builder share it). With `marking` (a
    /// ``DateSelection``), every day cell also has `enabled` and `selected`, and in
    /// range mode `rangeStart`, `rangeEnd` and `inRange`. Without grids the object has
    /// the version members and an empty `months` only.
    public func render(_ grids: [MonthGrid], marking: (any DayMarking)? = nil) -> String {
        render(grids, localeOf: grids.first?.profile, marking: marking)
    }

    /// The JSON text with another profile's locale members.
    @available(*, deprecated, renamed: "render(_:marking:)", message: "the grids carry their profile")
    public func render(_ grids: [MonthGrid], profile: LocaleProfile, marking: (any DayMarking)? = nil) -> String {
        render(grids, localeOf: profile, marking: marking)
    }

    private func render(_ grids: [MonthGrid], localeOf profile: LocaleProfile?, marking: (any DayMarking)?) -> String {
        var members: [(String, JSONValue)] = [
            ("toolkitVersion", .string(CalendarGridVersion.toolkit)),
            ("icuVersion", .string(CalendarGridVersion.icu)),
            ("cldrVersion", .string(CalendarGridVersion.cldr)),
        ]
        if let profile { members += localeMembers(profile, grids: grids) }
        members.append(("months", .array(grids.map { month($0, marking: marking) })))
        return JSONValue.object(members).serialized() + "\n"
    }

    private func localeMembers(_ profile: LocaleProfile, grids: [MonthGrid]) -> [(String, JSONValue)] {
        [
            ("locale", .string(profile.locale.identifier)),
            ("calendar", .string(profile.calendar.rawValue)),
            ("numberingSystem", .string(profile.numberingSystem)),
            ("direction", .string(profile.direction.rawValue)),
            ("firstWeekday", .integer(profile.firstWeekday.rawValue)),
            ("minimalDaysInFirstWeek", .integer(profile.minimalDaysInFirstWeek)),
            ("weekend", .array(profile.weekend.sorted().map { .integer($0.rawValue) })),
            ("secondaryCalendars", .array((grids.first?.secondaryCalendars ?? []).map { .string($0.rawValue) })),
            ("hijriOffset", .integer(grids.first?.hijriOffset ?? profile.hijriOffset)),
            (
                "weekdays",
                .array(
                    profile.weekdayNames.map { name in
                        .object([
                            ("weekday", .integer(name.weekday.rawValue)),
                            ("wide", .string(name.wide)),
                            ("abbreviated", .string(name.abbreviated)),
                            ("short", .string(name.short)),
                            ("narrow", .string(name.narrow)),
                        ])
                    })
            ),
        ]
    }

    func month(_ grid: MonthGrid, marking: (any DayMarking)?) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("era", .integer(grid.icuEra)),
            ("year", .integer(grid.icuYear)),
            ("extendedYear", .integer(grid.extendedYear)),
            ("arithmeticYear", .integer(grid.arithmeticYear)),
        ]
        // Temporal's names for the year, where the calendar has them.
        if let code = grid.eraCode, let year = grid.eraYear {
            members += [("eraCode", .string(code)), ("eraYear", .integer(year))]
        }
        if let cyclic = grid.cyclicYear, let related = grid.relatedISOYear {
            members += [("cyclicYear", .integer(cyclic)), ("relatedISOYear", .integer(related))]
        }
        return .object(
            members + [
                ("monthCode", .string(grid.monthCode.description)),
                ("ordinalMonth", .integer(grid.ordinalMonth)),
                ("isLeapMonth", .bool(grid.isLeapMonth)),
                ("name", .string(grid.name)),
                ("title", .string(grid.title)),
                ("daysInMonth", .integer(grid.daysInMonth)),
                ("secondaryTitles", .array(grid.secondaryTitles.map { .string($0) })),
            ]
                + (grid.secondaryCalendars.isEmpty
                    ? [] : [("secondaryDayRows", .array(grid.secondaryDayRows.map { .bool($0) }))])
                + [
                    (
                        "weeks",
                        .array(
                            grid.weeks.map { week in
                                self.week(week, marking: marking, profile: grid.profile)
                            })
                    )
                ])
    }

    func day(_ cell: DayCell, marking: (any DayMarking)?, profile: LocaleProfile? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("iso", .string(cell.iso.description)),
            ("day", .integer(cell.day)),
            ("label", .string(cell.label)),
            ("inMonth", .bool(cell.isInMonth)),
            ("weekday", .integer(cell.weekday.rawValue)),
            ("weekend", .bool(cell.isWeekend)),
            ("today", .bool(cell.isToday)),
        ]
        if includesFullDates, let profile {
            // An ICU failure (none is known for whole dates) leaves the member out.
            if let full = try? profile.fullDate(cell.iso) { members.append(("fullDate", .string(full))) }
        }
        if let marks = marking?.marks(for: cell.iso) {
            members.append(("enabled", .bool(marks.isEnabled)))
            members.append(("selected", .bool(marks.isSelected)))
            if let start = marks.isRangeStart { members.append(("rangeStart", .bool(start))) }
            if let end = marks.isRangeEnd { members.append(("rangeEnd", .bool(end))) }
            if let inRange = marks.isInRange { members.append(("inRange", .bool(inRange))) }
        }
        if let events {
            members.append(
                (
                    "events",
                    .array(
                        events(cell.iso).map { event in
                            .object(
                                [
                                    ("id", .string(event.id)), ("summary", .string(event.summary)),
                                    ("start", .string(event.start)), ("allDay", .bool(event.isAllDay)),
                                ] + (event.localTime.map { [("localTime", JSONValue.string($0))] } ?? [])
                                    + (event.localTimeLabel.map { [("localTimeLabel", JSONValue.string($0))] } ?? [])
                                    + [
                                        ("continuesFromPreviousDay", .bool(event.continuesFromPreviousDay)),
                                        ("continuesToNextDay", .bool(event.continuesToNextDay)),
                                    ])
                        })
                ))
        }
        members.append(("secondary", .array(cell.secondary.map(secondary))))
        return .object(members)
    }

    func secondary(_ date: SecondaryDate) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("calendar", .string(date.calendar.rawValue)),
            ("arithmeticYear", .integer(date.arithmeticYear)),
            ("monthCode", .string(date.monthCode.description)),
            ("ordinalMonth", .integer(date.ordinalMonth)),
            ("isLeapMonth", .bool(date.isLeapMonth)),
            ("day", .integer(date.day)),
            ("dayLabel", .string(date.dayLabel)),
            ("monthName", .string(date.monthName)),
        ]
        if let term = date.solarTerm { members.append(("solarTerm", .string(term))) }
        members.append(("label", .string(date.label)))
        return .object(members)
    }

    func week(_ week: Week, marking: (any DayMarking)?, profile: LocaleProfile?) -> JSONValue {
        .object([
            ("weekOfYear", .integer(week.weekOfYear)),
            ("days", .array(week.days.map { day($0, marking: marking, profile: profile) })),
        ])
    }

    /// A grid on its own (its `Codable` form): the month with the locale members that say
    /// how to read it again (`locale`, `calendar`, `secondaryCalendars`, `hijriOffset`).
    func standalone(_ grid: MonthGrid) -> JSONValue {
        guard case let .object(members) = month(grid, marking: nil) else { return month(grid, marking: nil) }
        return .object(
            [
                ("locale", .string(grid.profile.locale.identifier)),
                ("calendar", .string(grid.profile.calendar.rawValue)),
                ("secondaryCalendars", .array(grid.secondaryCalendars.map { .string($0.rawValue) })),
                ("hijriOffset", .integer(grid.hijriOffset)),
            ] + members)
    }
}
