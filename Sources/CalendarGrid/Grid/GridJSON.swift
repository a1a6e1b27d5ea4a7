/// The JSON forms of the grid's values, as the `calgrid` contract writes them: what
/// `MonthGrid`, `Week`, `DayCell` and `SecondaryDate` encode as `Codable`, and what
/// `JSONRenderer` writes with each day's content added (``day(_:content:)``).
enum GridJSON {
    static func month(_ grid: MonthGrid, day: (DayCell) -> JSONValue) -> JSONValue {
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
                                self.week(week, day: day)
                            })
                    )
                ])
    }

    static func week(_ week: Week, day: (DayCell) -> JSONValue) -> JSONValue {
        .object([
            ("weekOfYear", .integer(week.weekOfYear)),
            ("days", .array(week.days.map(day))),
        ])
    }

    /// A day cell: its own members, then `content` (what the renderer adds: the full date,
    /// the selection's marks, the events), then its secondary dates.
    static func day(_ cell: DayCell, content: [(String, JSONValue)] = []) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("iso", .string(cell.iso.description)),
            ("day", .integer(cell.day)),
            ("label", .string(cell.label)),
            ("inMonth", .bool(cell.isInMonth)),
            ("weekday", .integer(cell.weekday.rawValue)),
            ("weekend", .bool(cell.isWeekend)),
            ("today", .bool(cell.isToday)),
        ]
        members += content
        members.append(("secondary", .array(cell.secondary.map(secondary))))
        return .object(members)
    }

    static func secondary(_ date: SecondaryDate) -> JSONValue {
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

    /// A grid on its own (its `Codable` form): the month with the locale members that say
    /// how to read it again (`locale`, `calendar`, `secondaryCalendars`, `hijriOffset`).
    static func standalone(_ grid: MonthGrid) -> JSONValue {
        let month = month(grid, day: { self.day($0) })
        guard case let .object(members) = month else { return month }
        return .object(
            [
                ("locale", .string(grid.profile.locale.identifier)),
                ("calendar", .string(grid.profile.calendar.rawValue)),
                ("secondaryCalendars", .array(grid.secondaryCalendars.map { .string($0.rawValue) })),
                ("hijriOffset", .integer(grid.hijriOffset)),
            ] + members)
    }
}
