/// Builds month grids for one locale profile.
///
/// ICU is asked once per year for the months' first days and lengths (cached by
/// the calendar's layouts), and once per grid for the title, the month name and the week
/// numbers; every cell is civil-day arithmetic on Julian day numbers, so no time zone
/// or DST rule can drop or repeat a day.
///
/// ```swift
/// let builder = try GridBuilder(locale: LocaleID("he-IL"), calendar: .hebrew)
/// let adarI = try builder.month(MonthAddress(parsing: "5784-M05L"))
/// adarI.name          // "אדר א׳"
/// adarI.ordinalMonth  // 6
/// try builder.month(MonthAddress(parsing: "5783-M05L"))  // throws .monthNotInYear
/// ```
public struct GridBuilder: Sendable {
    /// The locale's data in the grid's calendar, resolved from ICU once.
    public let profile: LocaleProfile
    /// The profiles of the secondary calendars shown under each day, in order (0 to 2).
    public let secondaryProfiles: [LocaleProfile]
    /// The day marked ``DayCell/isToday``; `nil` marks none.
    public let today: ISODate?
    /// The calendars of ``secondaryProfiles``.
    public let secondaryCalendars: [CalendarID]
    /// The Hijri day adjustment of the islamic calendars among the grid's (0 when none is
    /// islamic), as each grid reports it.
    public let hijriOffset: Int

    /// The most secondary calendars a grid shows.
    public static let maximumSecondaryCalendars = 2

    /// A builder for a profile, with secondary calendars from profiles of the same locale.
    /// - Throws: ``GridError/invalidSecondaryCalendar(_:reason:)`` for a secondary
    ///   in the grid's own calendar or given twice; `.tooManySecondaryCalendars` for more than two.
    public init(
        profile: LocaleProfile, secondaryProfiles: [LocaleProfile] = [],
        today: ISODate? = nil
    ) throws(CalendarGridError) {
        try Self.check(secondaryProfiles.map(\.calendar), primary: profile.calendar)
        self.profile = profile
        self.secondaryProfiles = secondaryProfiles
        self.today = today
        self.hijriOffset = Self.hijriOffset(of: [profile] + secondaryProfiles)
        self.secondaryCalendars = secondaryProfiles.map(\.calendar)
    }

    /// A builder without secondary calendars.
    public init(profile: LocaleProfile, today: ISODate? = nil) {
        self.profile = profile
        self.secondaryProfiles = []
        self.today = today
        self.hijriOffset = profile.hijriOffset
        self.secondaryCalendars = []
    }

    /// A builder for a locale in a calendar (`nil`: the locale's own calendar), with up to
    /// two secondary calendars shown under each day (``DayCell/secondary``,
    /// ``MonthGrid/secondaryTitles``) and a Hijri day adjustment for the islamic calendars
    /// among them (``LocaleProfile/hijriOffset``; other calendars ignore it).
    ///
    /// ```swift
    /// let builder = try GridBuilder(locale: LocaleID("ar-SA"), calendar: .islamicUmalqura,
    ///                               secondaryCalendars: [.gregorian], hijriOffset: 1)
    /// ```
    /// - Throws: ``GridError/invalidSecondaryCalendar(_:reason:)`` for a secondary
    ///   in the grid's own calendar or given twice; `.tooManySecondaryCalendars` for more
    ///   than two; ``CalendarError/hijriOffsetOutOfRange(_:supported:)`` for an offset outside −2 … 2.
    public init(
        locale: LocaleID, calendar: CalendarID? = nil, secondaryCalendars: [CalendarID] = [],
        hijriOffset: Int = 0, today: ISODate? = nil
    ) throws(CalendarGridError) {
        let profile = try LocaleProfile.resolve(locale, calendar: calendar, hijriOffset: hijriOffset)
        try Self.check(secondaryCalendars, primary: profile.calendar)
        var secondaries: [LocaleProfile] = []
        for secondary in secondaryCalendars {
            secondaries.append(try LocaleProfile.resolve(locale, calendar: secondary, hijriOffset: hijriOffset))
        }
        self.profile = profile
        self.secondaryProfiles = secondaries
        self.today = today
        self.hijriOffset = Self.hijriOffset(of: [profile] + secondaries)
        self.secondaryCalendars = secondaryCalendars
    }

    private static func hijriOffset(of profiles: [LocaleProfile]) -> Int {
        profiles.map(\.hijriOffset).first { $0 != 0 } ?? 0
    }

    private static func check(_ secondaries: [CalendarID], primary: CalendarID) throws(CalendarGridError) {
        guard secondaries.count <= maximumSecondaryCalendars else {
            throw .grid(.tooManySecondaryCalendars(secondaries.count, maximum: maximumSecondaryCalendars))
        }
        for (index, secondary) in secondaries.enumerated() {
            if secondary == primary {
                throw .grid(.invalidSecondaryCalendar(secondary, reason: .gridCalendar))
            }
            if secondaries[..<index].contains(secondary) {
                throw .grid(.invalidSecondaryCalendar(secondary, reason: .givenTwice))
            }
        }
    }

    /// The arithmetic years this builder's calendar supports: those whose months all
    /// lie in ISO years 0000 … 9999 (gregorian 1 … 9999, hebrew 3761 … 13759, …).
    public var supportedYears: ClosedRange<Int> { profile.supportedYears }

    /// The grid of an addressed month.
    /// - Throws: `.outOfRange` for a year outside ``supportedYears``; `.monthNotInYear`
    ///   for a code or ordinal the year lacks (`5783-M05L`, `2024-M13` in `gregorian`).
    public func month(_ address: MonthAddress) throws(CalendarGridError) -> MonthGrid {
        try grid(for: layout(address))
    }

    /// The one address of a month: its code (`1446-9` and `1446-M09` are the same month,
    /// and so are `5784-6` and `5784-M05L`, Adar I), as ``MonthGrid/address`` gives it.
    /// - Throws: as ``month(_:)``.
    public func canonicalAddress(_ address: MonthAddress) throws(CalendarGridError) -> MonthAddress {
        let month = try layout(address)
        return MonthAddress(year: month.arithmeticYear, code: month.code)
    }

    /// The grid of the month, in this calendar, that contains an ISO date.
    /// - Throws: `.outOfRange` when that month is outside the supported range.
    public func month(containing date: ISODate) throws(CalendarGridError) -> MonthGrid {
        try grid(for: layout(containing: date))
    }

    /// The month after `grid` (the first month of the next year after the last).
    public func month(after grid: MonthGrid) throws(CalendarGridError) -> MonthGrid {
        try self.grid(for: step(from: layout(of: grid), by: 1))
    }

    /// The month before `grid`.
    public func month(before grid: MonthGrid) throws(CalendarGridError) -> MonthGrid {
        try self.grid(for: step(from: layout(of: grid), by: -1))
    }

    /// `count` consecutive months, the first one addressed.
    public func months(startingAt address: MonthAddress, count: Int) throws(CalendarGridError) -> [MonthGrid] {
        try months(from: layout(address), count: count)
    }

    /// `count` consecutive months, the first one containing `date`.
    public func months(startingAt date: ISODate, count: Int) throws(CalendarGridError) -> [MonthGrid] {
        return try months(from: layout(containing: date), count: count)
    }

    /// Every month of an arithmetic year, in order (13 in Hebrew leap years).
    public func year(_ year: Int) throws(CalendarGridError) -> [MonthGrid] {
        try profile.system.checkYear(year)
        var grids: [MonthGrid] = []
        for month in try profile.system.year(year).months { grids.append(try grid(for: month)) }
        return grids
    }

    // MARK: - Months

    private func months(from first: MonthLayout, count: Int) throws(CalendarGridError) -> [MonthGrid] {
        guard count >= 1 else {
            throw .grid(.monthCountOutOfRange(count))
        }
        var month = first
        var grids = [try grid(for: month)]
        while grids.count < count {
            month = try step(from: month, by: 1)
            grids.append(try grid(for: month))
        }
        return grids
    }

    private func layout(_ address: MonthAddress) throws(CalendarGridError) -> MonthLayout {
        try profile.system.checkYear(address.year)
        let year = try profile.system.year(address.year)
        let found: MonthLayout?
        switch address.month {
        case let .code(code): found = year.months.first { $0.code == code }
        case let .ordinal(ordinal): found = year.months.first { $0.ordinal == ordinal }
        }
        guard let found else {
            throw .calendar(.monthNotInYear(address, calendar: profile.calendar, available: year.months.map(\.code)))
        }
        return found
    }

    private func layout(containing date: ISODate) throws(CalendarGridError) -> MonthLayout {
        let julianDay = date.julianDay
        try CalendarSystem.checkDay(date)
        let month = try profile.system.month(containing: julianDay)
        try profile.system.checkYear(month.arithmeticYear)
        return month
    }

    /// This builder's month of a grid: the grid must come from a builder of the same
    /// calendar (a Hebrew grid has no "next month" in the Gregorian calendar).
    private func layout(of grid: MonthGrid) throws(CalendarGridError) -> MonthLayout {
        guard grid.profile.calendar == profile.calendar else {
            throw .grid(.gridOfAnotherCalendar(grid: grid.profile.calendar, builder: profile.calendar))
        }
        let months = try profile.system.year(grid.arithmeticYear).months
        guard grid.hijriOffset == hijriOffset, grid.ordinalMonth >= 1, grid.ordinalMonth <= months.count,
            months[grid.ordinalMonth - 1].firstJulianDay == grid.firstDay.julianDay
        else {
            throw .grid(.gridOfAnotherBuilder(grid: grid.id, builderHijriOffset: hijriOffset))
        }
        return months[grid.ordinalMonth - 1]
    }

    /// The month before (-1) or after (1) `month`, within the supported range.
    private func step(from month: MonthLayout, by step: Int) throws(CalendarGridError) -> MonthLayout {
        let neighbour = try profile.system.neighbour(of: month, step: step)
        try profile.system.checkYear(neighbour.arithmeticYear)
        return neighbour
    }

    // MARK: - Cells

    private func grid(for month: MonthLayout) throws(CalendarGridError) -> MonthGrid {
        let profile = self.profile
        let system = profile.system
        let leading = Weekday(julianDay: month.firstJulianDay).offset(from: profile.firstWeekday)
        let gridStart = month.firstJulianDay - leading
        let rowCount = (leading + month.length + 6) / 7
        let around = try system.surroundings(of: month)
        let previousMonth = around.previous
        let nextMonth = around.next
        let facts = try profile.texts.facts(
            for: month, gridStart: gridStart, rows: rowCount,
            year: around.year, previousYearLength: around.previousYearLength)
        let todayJulianDay = today?.julianDay ?? Int.min
        var secondaryColumns: [SecondaryDates.Column] = []
        var secondaryTitles: [String] = []
        for secondary in secondaryProfiles {
            let walk = try Self.secondaryColumn(
                in: secondary, from: gridStart, count: rowCount * 7,
                month: month.firstJulianDay...month.lastJulianDay)
            secondaryColumns.append(walk.column)
            secondaryTitles.append(walk.title)
        }

        let secondaryStorage = secondaryColumns.isEmpty ? nil : SecondaryDates.Storage(columns: secondaryColumns)
        // A panchang cell shows its tithi: the loop is specialized for each kind of label.
        let weeks =
            profile.calendar == .panchang
            ? weeks(
                TithiLabels.self, month: month, around: (previousMonth, nextMonth), gridStart: gridStart,
                rowCount: rowCount, weekNumbers: facts.weekNumbers, secondary: secondaryStorage,
                today: todayJulianDay)
            : weeks(
                DayNumberLabels.self, month: month, around: (previousMonth, nextMonth), gridStart: gridStart,
                rowCount: rowCount, weekNumbers: facts.weekNumbers, secondary: secondaryStorage,
                today: todayJulianDay)

        return MonthGrid(
            profile: profile, icuEra: month.era, icuYear: month.eraYear, extendedYear: month.extendedYear,
            arithmeticYear: month.arithmeticYear, monthCode: month.code, ordinalMonth: month.ordinal,
            name: facts.name, title: facts.title, daysInMonth: month.length,
            firstDay: ISODate(julianDay: month.firstJulianDay), lastDay: ISODate(julianDay: month.lastJulianDay),
            weeks: weeks, secondaryTitles: secondaryTitles, secondaryCalendars: secondaryCalendars,
            hijriOffset: hijriOffset)
    }

    /// The rows of a grid from `gridStart`: each day's number in its own month (`month`, or
    /// the one before or after it), its label (`Labels`), weekday, weekend and today flags.
    private func weeks<Labels: LabelNumbers>(
        _ labels: Labels.Type, month: MonthLayout, around: (previous: MonthLayout, next: MonthLayout),
        gridStart: Int, rowCount: Int, weekNumbers: [Int], secondary secondaryStorage: SecondaryDates.Storage?,
        today todayJulianDay: Int
    ) -> [Week] {
        let profile = self.profile
        var weeks: [Week] = []
        weeks.reserveCapacity(rowCount)
        var julianDay = gridStart
        var iso = ISODate(julianDay: gridStart)
        var index = 0
        for row in 0..<rowCount {
            var days: [DayCell] = []
            days.reserveCapacity(7)
            for _ in 0..<7 {
                // The month the day belongs to, without copying a layout per cell.
                let day: Int
                let isInMonth: Bool
                if julianDay < month.firstJulianDay {
                    day = around.previous.dayNumber(julianDay: julianDay)
                    isInMonth = false
                } else if julianDay > month.lastJulianDay {
                    day = around.next.dayNumber(julianDay: julianDay)
                    isInMonth = false
                } else {
                    day = month.dayNumber(julianDay: julianDay)
                    isInMonth = true
                }
                let weekday = Weekday(julianDay: julianDay)
                days.append(
                    DayCell(
                        iso: iso, julianDay: julianDay, day: day,
                        label: profile.label(forDay: Labels.number(day: day, julianDay: julianDay)),
                        isInMonth: isInMonth,
                        weekday: weekday, isWeekend: profile.isWeekend(weekday),
                        isToday: julianDay == todayJulianDay,
                        secondary: secondaryStorage.map { SecondaryDates(storage: $0, cell: index) } ?? SecondaryDates()
                    ))
                index += 1
                julianDay += 1
                iso = iso.next()
            }
            weeks.append(Week(weekOfYear: weekNumbers[row], days: days))
        }
        return weeks
    }

    /// The secondary dates of `count` days from `start` in one secondary profile, walking
    /// that calendar's months, and the title of the secondary months the primary `month`'s
    /// days span.
    private static func secondaryColumn(
        in profile: LocaleProfile, from start: Int, count: Int,
        month: ClosedRange<Int>
    ) throws(CalendarGridError) -> (column: SecondaryDates.Column, title: String) {
        let key = SecondaryColumns.Key(
            locale: profile.locale.identifier, calendar: profile.calendar, hijriOffset: profile.hijriOffset,
            start: start, count: count, monthFirst: month.lowerBound, monthLast: month.upperBound)
        if let kept = SecondaryColumns.kept.withLock({ $0.value(for: key) }) { return kept }
        let system = profile.system
        // The solar terms from the grid's first day on, walked with the days.
        let terms = profile.solarTermNames == nil ? nil : SolarTerm.days(of: profile.calendar)
        var termPosition = terms?.firstPosition(onOrAfter: start) ?? 0
        var current = try system.month(containing: start)
        var months = [try Self.secondaryMonth(current, in: profile)]
        var first = current
        var last = current
        var packed: [UInt32] = []
        packed.reserveCapacity(count)
        for julianDay in start..<(start + count) {
            while julianDay > current.lastJulianDay {
                current = try system.neighbour(of: current, step: 1)
                months.append(try Self.secondaryMonth(current, in: profile))
            }
            if julianDay == month.lowerBound { first = current }
            if julianDay == month.upperBound { last = current }
            let day = current.dayNumber(julianDay: julianDay)
            var term: Int? = nil
            if let terms, termPosition < terms.days.count, terms.days[termPosition] == julianDay {
                term = Int(terms.indices[termPosition])
                termPosition += 1
            }
            packed.append(
                SecondaryDates.Column.pack(
                    day: day, month: months.count - 1, term: term,
                    label: profile.calendar.labelNumber(day: day, julianDay: julianDay)))
        }
        let column = SecondaryDates.Column(
            calendar: profile.calendar,
            dayLabels: profile.dayLabels
                + (profile.dayLabels.count..<max(profile.dayLabels.count, profile.calendar.longestMonth)).map {
                    profile.label(forDay: $0 + 1)
                },
            termNames: profile.solarTermNames, months: months, start: start, packed: packed)
        let title = try profile.texts.title(spanning: first, to: last, calendar: profile.calendar)
        SecondaryColumns.kept.withLock { $0.insert((column, title), for: key) }
        return (column, title)
    }

    private static func secondaryMonth(
        _ month: MonthLayout, in profile: LocaleProfile
    ) throws(CalendarGridError) -> SecondaryDates.Column.Month {
        .init(
            arithmeticYear: month.arithmeticYear, code: month.code, ordinal: month.ordinal,
            name: try profile.texts.name(of: month), firstJulianDay: month.firstJulianDay)
    }
}

/// The secondary columns and titles of grids already built (scrolling back and forth builds
/// the same grids again), by the secondary profile (its locale, calendar and Hijri
/// adjustment) and the grid's cells (`start`, `count`) and own month's days.
enum SecondaryColumns {
    struct Key: Hashable {
        let locale: String
        let calendar: CalendarID
        let hijriOffset: Int
        let start: Int
        let count: Int
        let monthFirst: Int
        let monthLast: Int
    }

    /// Bounded by recency, over every profile (as many as 2,048 grids of four profiles).
    static let kept = Locked(RecencyCache<Key, (column: SecondaryDates.Column, title: String)>(capacity: 8192))
}

/// What a cell's label shows (``CalendarID/labelNumber(day:julianDay:)``), as a type: the
/// cell loop is specialized for each, so that grids of other calendars pay nothing for the
/// panchang's tithis (a per-cell check cost the warm grid 2–3%, docs/performance.md).
protocol LabelNumbers {
    static func number(day: Int, julianDay: Int) -> Int
}

/// The day of the month: every calendar but the panchang.
enum DayNumberLabels: LabelNumbers {
    @inline(__always) static func number(day: Int, julianDay: Int) -> Int { day }
}

/// The day's tithi: the panchang.
enum TithiLabels: LabelNumbers {
    static func number(day: Int, julianDay: Int) -> Int {
        CalendarID.panchang.labelNumber(day: day, julianDay: julianDay)
    }
}
