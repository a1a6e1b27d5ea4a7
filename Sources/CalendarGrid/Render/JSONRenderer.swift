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
    /// What each day carries (``DayContent``), asked once per cell: its marks as `enabled`,
    /// `selected` and the range members, its events as `events`.
    public var contents = DayContents()
    /// The events of each day: with it, every day cell has `events` (an array, perhaps
    /// empty) of `id`, `summary`, `start`, `allDay`, `continuesFromPreviousDay`,
    /// `continuesToNextDay`. (``contents``' ``DayContents/events``.)
    public var events: (@Sendable (ISODate) -> [DayEvent])? {
        get { contents.events }
        set { contents.events = newValue }
    }

    /// A renderer, with or without each day's full date.
    public init(includesFullDates: Bool = false, events: (@Sendable (ISODate) -> [DayEvent])? = nil) {
        self.includesFullDates = includesFullDates
        self.contents = DayContents(events: events)
    }

    /// The JSON text, ending in a newline. The locale members come from the grids' own
    /// profile (the first grid's; grids of one builder share it). With `marking` (a
    /// ``DateSelection``), every day cell also has `enabled` and `selected`, and in
    /// range mode `rangeStart`, `rangeEnd` and `inRange` (`marking` stands in for
    /// ``contents``' own). Without grids the object has the version members and an empty
    /// `months` only.
    public func render(_ grids: [MonthGrid], marking: (any DayMarking)? = nil) -> String {
        render(grids, localeOf: grids.first?.profile, marking: marking)
    }

    /// The JSON text with another profile's locale members.
    @available(*, deprecated, renamed: "render(_:marking:)", message: "the grids carry their profile")
    public func render(_ grids: [MonthGrid], profile: LocaleProfile, marking: (any DayMarking)? = nil) -> String {
        render(grids, localeOf: profile, marking: marking)
    }

    private func render(_ grids: [MonthGrid], localeOf profile: LocaleProfile?, marking: (any DayMarking)?) -> String {
        var contents = contents
        if let marking { contents.marking = marking }
        var members: [(String, JSONValue)] = [
            ("toolkitVersion", .string(CalendarGridVersion.toolkit)),
            ("icuVersion", .string(CalendarGridVersion.icu)),
            ("cldrVersion", .string(CalendarGridVersion.cldr)),
        ]
        if let profile { members += localeMembers(profile, grids: grids) }
        members.append(("months", .array(grids.map { month($0, contents: contents) })))
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

    func month(_ grid: MonthGrid, contents: DayContents) -> JSONValue {
        GridJSON.month(grid) { day($0, contents: contents, profile: grid.profile) }
    }

    func day(_ cell: DayCell, contents: DayContents, profile: LocaleProfile? = nil) -> JSONValue {
        let content = contents.content(of: cell.iso)
        var members: [(String, JSONValue)] = []
        if includesFullDates, let profile {
            // An ICU failure (none is known for whole dates) leaves the member out.
            if let full = try? profile.fullDate(cell.iso) { members.append(("fullDate", .string(full))) }
        }
        if let marks = content.marks {
            members.append(("enabled", .bool(marks.isEnabled)))
            members.append(("selected", .bool(marks.isSelected)))
            if let start = marks.isRangeStart { members.append(("rangeStart", .bool(start))) }
            if let end = marks.isRangeEnd { members.append(("rangeEnd", .bool(end))) }
            if let inRange = marks.isInRange { members.append(("inRange", .bool(inRange))) }
        }
        if contents.events != nil {
            members.append(
                (
                    "events",
                    .array(
                        content.events.map { event in
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
        if !contents.holidays.isEmpty {
            let localeID = profile?.locale.identifier ?? "en"
            members.append(("holidays", .array(content.holidays.map { Self.holiday($0, localeID: localeID) })))
            members.append(("workingDay", .bool(content.isWorkingDay ?? true)))
        }
        return GridJSON.day(cell, content: members)
    }

    /// A region's holidays of a Gregorian year as `calgrid holidays --format json` writes
    /// them: `{"region", "name", "year", "holidays": [...], "workdays": [dates], "sources"}`,
    /// each holiday as in a day cell (`date`, `region`, `id`, `name`, `category`, `kind`,
    /// `estimated`), names in the locale's language.
    public static func holidays(_ calendar: HolidayCalendar, year: Int, localeID: String) -> String {
        JSONValue.object([
            ("toolkitVersion", .string(CalendarGridVersion.toolkit)),
            ("region", .string(calendar.region)), ("name", .string(calendar.regionName(forLocaleID: localeID))),
            ("year", .integer(year)),
            ("holidays", .array(calendar.holidays(inYear: year).map { holiday($0, localeID: localeID) })),
            ("workdays", .array(calendar.workdays(inYear: year).map { .string($0.description) })),
            ("sources", .array(calendar.sources.map { .string($0) })),
        ]).serialized() + "\n"
    }

    /// A holiday as JSON cells and `calgrid holidays` write it: its name in the locale's
    /// language (``Holiday/name(forLocaleID:)``), category, kind and whether it is estimated.
    static func holiday(_ holiday: Holiday, localeID: String) -> JSONValue {
        .object([
            ("date", .string(holiday.date.description)), ("region", .string(holiday.region)),
            ("id", .string(holiday.id)), ("name", .string(holiday.name(forLocaleID: localeID))),
            ("category", .string(holiday.category.rawValue)), ("kind", .string(holiday.kind.rawValue)),
            ("estimated", .bool(holiday.isEstimated)),
        ])
    }
}
