/// The JSON forms of the grid's values, as the `calgrid` contract writes them: what
/// `MonthGrid`, `Week`, `DayCell` and `SecondaryDate` encode as `Codable`, and what
/// `JSONRenderer` writes with each day's content added (``day(_:content:)``).
enum GridJSON {
    // The names are the types' CodingKeys: the one table that decoding reads too.
    private typealias MonthKey = MonthGrid.CodingKeys
    private typealias WeekKey = Week.CodingKeys
    private typealias DayKey = DayCell.CodingKeys
    private typealias SecondaryKey = SecondaryDate.CodingKeys

    /// A month: its members, then its weeks, each day written by `day`.
    static func month(_ grid: MonthGrid, day: (DayCell) -> JSONValue) -> JSONValue {
        var members: [(String, JSONValue)] = [
            (MonthKey.era.rawValue, .integer(grid.icuEra)),
            (MonthKey.year.rawValue, .integer(grid.icuYear)),
            (MonthKey.extendedYear.rawValue, .integer(grid.extendedYear)),
            (MonthKey.arithmeticYear.rawValue, .integer(grid.arithmeticYear)),
        ]
        // Temporal's names for the year, where the calendar has them.
        if let code = grid.eraCode, let year = grid.eraYear {
            members += [(MonthKey.eraCode.rawValue, .string(code)), (MonthKey.eraYear.rawValue, .integer(year))]
        }
        if let cyclic = grid.cyclicYear, let related = grid.relatedISOYear {
            members += [
                (MonthKey.cyclicYear.rawValue, .integer(cyclic)), (MonthKey.relatedISOYear.rawValue, .integer(related)),
            ]
        }
        return .object(
            members + [
                (MonthKey.monthCode.rawValue, .string(grid.monthCode.description)),
                (MonthKey.ordinalMonth.rawValue, .integer(grid.ordinalMonth)),
                (MonthKey.isLeapMonth.rawValue, .bool(grid.isLeapMonth)),
                (MonthKey.name.rawValue, .string(grid.name)),
                (MonthKey.title.rawValue, .string(grid.title)),
                (MonthKey.daysInMonth.rawValue, .integer(grid.daysInMonth)),
                (MonthKey.secondaryTitles.rawValue, .array(grid.secondaryTitles.map { .string($0) })),
            ]
                + (grid.secondaryCalendars.isEmpty
                    ? [] : [(MonthKey.secondaryDayRows.rawValue, .array(grid.secondaryDayRows.map { .bool($0) }))])
                + [
                    (
                        MonthKey.weeks.rawValue,
                        .array(
                            grid.weeks.map { week in
                                self.week(week, day: day)
                            })
                    )
                ])
    }

    /// A week: its number, then its days, each written by `day`.
    static func week(_ week: Week, day: (DayCell) -> JSONValue) -> JSONValue {
        .object([
            (WeekKey.weekOfYear.rawValue, .integer(week.weekOfYear)),
            (WeekKey.days.rawValue, .array(week.days.map(day))),
        ])
    }

    /// A day cell: its own members, then `content` (what the renderer adds: the full date,
    /// the selection's marks, the events), then its secondary dates.
    static func day(_ cell: DayCell, content: [(String, JSONValue)] = []) -> JSONValue {
        var members: [(String, JSONValue)] = [
            (DayKey.iso.rawValue, .string(cell.iso.description)),
            (DayKey.day.rawValue, .integer(cell.day)),
            (DayKey.label.rawValue, .string(cell.label)),
            (DayKey.isInMonth.rawValue, .bool(cell.isInMonth)),
            (DayKey.weekday.rawValue, .integer(cell.weekday.rawValue)),
            (DayKey.weekend.rawValue, .bool(cell.isWeekend)),
            (DayKey.today.rawValue, .bool(cell.isToday)),
        ]
        members += content
        members.append((DayKey.secondary.rawValue, .array(cell.secondary.map(secondary))))
        return .object(members)
    }

    /// A secondary date of a day.
    static func secondary(_ date: SecondaryDate) -> JSONValue {
        var members: [(String, JSONValue)] = [
            (SecondaryKey.calendar.rawValue, .string(date.calendar.rawValue)),
            (SecondaryKey.arithmeticYear.rawValue, .integer(date.arithmeticYear)),
            (SecondaryKey.monthCode.rawValue, .string(date.monthCode.description)),
            (SecondaryKey.ordinalMonth.rawValue, .integer(date.ordinalMonth)),
            (SecondaryKey.isLeapMonth.rawValue, .bool(date.isLeapMonth)),
            (SecondaryKey.day.rawValue, .integer(date.day)),
            (SecondaryKey.dayLabel.rawValue, .string(date.dayLabel)),
            (SecondaryKey.monthName.rawValue, .string(date.monthName)),
        ]
        if let term = date.solarTerm { members.append((SecondaryKey.solarTerm.rawValue, .string(term))) }
        members.append((SecondaryKey.label.rawValue, .string(date.label)))
        return .object(members)
    }

    /// A grid on its own (its `Codable` form): the month with the locale members that say
    /// how to read it again (`locale`, `calendar`, `secondaryCalendars`, `hijriOffset`).
    static func standalone(_ grid: MonthGrid) -> JSONValue {
        let month = month(grid, day: { self.day($0) })
        guard case let .object(members) = month else { return month }
        return .object(
            [
                (MonthKey.locale.rawValue, .string(grid.profile.locale.identifier)),
                (MonthKey.calendar.rawValue, .string(grid.profile.calendar.rawValue)),
                (MonthKey.secondaryCalendars.rawValue, .array(grid.secondaryCalendars.map { .string($0.rawValue) })),
                (MonthKey.hijriOffset.rawValue, .integer(grid.hijriOffset)),
            ] + members)
    }
}
