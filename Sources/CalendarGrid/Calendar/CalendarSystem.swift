/// The arithmetic of one calendar, independent of any locale: the months of each year,
/// from ICU, cached.
///
/// ICU is asked once per year: each month's first day comes from adding one month to
/// the previous first day (so ICU decides where Chinese leap months fall and that
/// Hebrew common years have no Adar I), and a month's length is the distance between
/// two first days, never ICU's ACTUAL_MAXIMUM (which ICU 72 gets wrong for some
/// Chinese leap months and for October 1582).
final class CalendarSystem: Sendable {
    let calendar: CalendarID
    /// The arithmetic years whose months all lie between ISO 0000-01-01 and 9999-12-31
    /// (from ``firstDayNamedRight`` on an ICU that names earlier days wrong).
    let supportedYears: ClosedRange<Int>
    /// The first day the running ICU names right in this calendar, where it names earlier
    /// days wrong (``ICUFeatures/firstDayNamedRight(in:)``, in this calendar's days:
    /// moved by a Hijri adjustment); `nil` on other ICUs and calendars.
    let firstDayNamedRight: Int?

    /// Days the calendar's dates are moved by (a Hijri day adjustment): the date shown for
    /// civil day d is ICU's date of d + `dayOffset`. 0 for every calendar but the islamic ones.
    let dayOffset: Int

    private struct State {
        let icu: ICUCalendar
        /// ICU's EXTENDED_YEAR minus the arithmetic year, on the running ICU.
        let yearShift: Int
        /// For a moved calendar (``dayOffset`` ≠ 0), the unmoved one, whose months it moves.
        var unmoved: CalendarSystem? = nil
        var dayOffset = 0
        var years: [Int: YearLayout] = [:]
        /// The year of the last day looked up: the next lookup tries it and its
        /// neighbours among the cached layouts before asking ICU (a grid's secondary dates
        /// and scrolling look up days near each other).
        var recentYear: Int? = nil
    }

    private let state: Locked<State>

    /// The Hijri day adjustments accepted, as .NET's `HijriCalendar.HijriAdjustment` and
    /// Windows accept them.
    static let hijriOffsets: ClosedRange<Int> = -2...2

    static func checkHijriOffset(_ offset: Int) throws(CalendarGridError) {
        guard hijriOffsets.contains(offset) else {
            throw .outOfRange(
                field: "Hijri offset", value: String(offset),
                min: String(hijriOffsets.lowerBound), max: String(hijriOffsets.upperBound))
        }
    }

    /// The days the toolkit supports: ISO years 0000 through 9999.
    static let supportedJulianDays = 1_721_060...5_373_484

    /// Years kept per calendar before the cache is emptied (a sweep over centuries
    /// must not grow memory without bound).
    private static let cacheLimit = 4096

    private init(calendar: CalendarID, dayOffset: Int = 0) throws(CalendarGridError) {
        self.calendar = calendar
        self.dayOffset = dayOffset
        if calendar == .dangi {
            // Opening an ICU calendar computes today's fields, and the probe below computes
            // 2024: Chinese values must be in ICU's shared cache first where ICU has one
            // (every later Dangi computation goes through arithmeticYear(containing:) or
            // computeLayout, which prepare it too).
            let year = ISODate(julianDay: try ISODate.julianDay(now: nil, inTimeZone: "UTC")).year
            try Self.prepareSharedLunisolarCache(aroundYear: year)
            try Self.prepareSharedLunisolarCache(aroundYear: 2024)
        }
        let icu = try ICUCalendar(localeID: "en@calendar=\(calendar.icuCalendar.rawValue)")
        if calendar == .iso8601 { try icu.makeProlepticGregorian() }
        var state = State(icu: icu, yearShift: try ICUFeatures.extendedYearShift(calendar, probing: icu))
        if dayOffset != 0 {
            state.unmoved = try Self.shared(calendar)
            state.dayOffset = dayOffset
        }
        // A moved calendar's day d is the unmoved calendar's day d + dayOffset.
        let namedRight = ICUFeatures.firstDayNamedRight(in: calendar).map { $0 - dayOffset }
        let bounds =
            max(Self.supportedJulianDays.lowerBound, namedRight ?? .min)...Self.supportedJulianDays.upperBound
        var first = try Self.arithmeticYear(containing: bounds.lowerBound, calendar: calendar, state: state)
        if try Self.cachedLayout(first, calendar: calendar, state: &state).firstJulianDay < bounds.lowerBound {
            first += 1
        }
        var last = try Self.arithmeticYear(containing: bounds.upperBound, calendar: calendar, state: state)
        if try Self.cachedLayout(last, calendar: calendar, state: &state).lastJulianDay > bounds.upperBound {
            last -= 1
        }
        if calendar == .dangi, let proven = ICUFeatures.dangiLastProvenYear { last = min(last, proven) }
        self.supportedYears = first...last
        self.firstDayNamedRight = namedRight
        self.state = Locked(state)
    }

    private struct Key: Hashable {
        let calendar: CalendarID
        let dayOffset: Int
    }

    private static let registry = Locked<[Key: CalendarSystem]>([:])

    /// The shared system for a calendar, created on first use; with a `dayOffset` (a Hijri
    /// day adjustment, islamic calendars only), the calendar's months moved
    /// `dayOffset` days earlier.
    static func shared(_ calendar: CalendarID, dayOffset: Int = 0) throws(CalendarGridError) -> CalendarSystem {
        let key = Key(calendar: calendar, dayOffset: calendar.isIslamic ? dayOffset : 0)
        let existing = registry.withLock { $0[key] }
        if let existing { return existing }
        let created = try CalendarSystem(calendar: calendar, dayOffset: key.dayOffset)
        return registry.withLock { systems in
            if let raced = systems[key] { return raced }
            systems[key] = created
            return created
        }
    }

    /// ICU 72 to 74 keep one process-wide cache of winter solstices and new years for
    /// their Chinese and Dangi calendars alike (ICU-9972, fixed in ICU 75), although the two
    /// compute them for different meridians. Values that Dangi stores first break later
    /// Chinese computations (seen: Chinese years of 10 and 11 months, 13 of them in
    /// 1800–2200), while Dangi computed over Chinese values gives the same months as a
    /// process that never computed Chinese (checked for 1800–2200). So before ICU
    /// computes a Dangi year, the Chinese years around it are computed.
    static func prepareSharedLunisolarCache(aroundYear year: Int) throws(CalendarGridError) {
        guard ICUFeatures.sharesLunisolarCache else { return }
        let chinese = try shared(.chinese)
        for near in (year - 1)...(year + 1) { _ = try chinese.year(near) }
    }

    /// The months of an arithmetic year. Years outside ``supportedYears`` are computed
    /// too (a grid's leading cells may belong to one); callers check the range.
    func year(_ arithmeticYear: Int) throws(CalendarGridError) -> YearLayout {
        let calendar = self.calendar
        return try state.withLock { state throws(CalendarGridError) in
            try Self.cachedLayout(arithmeticYear, calendar: calendar, state: &state)
        }
    }

    /// The month that contains a Julian day.
    /// - Throws: `.outOfRange` for a day before ``firstDayNamedRight``.
    func month(containing julianDay: Int) throws(CalendarGridError) -> MonthLayout {
        let calendar = self.calendar
        if let first = firstDayNamedRight, julianDay < first {
            throw .outOfRange(
                field: "\(calendar) date", value: ISODate(julianDay: julianDay).description,
                min: ISODate(julianDay: first).description, max: "9999-12-31")
        }
        return try state.withLock { state throws(CalendarGridError) in
            // Cached years are disjoint and contiguous: one that contains the day is its year.
            if let recent = state.recentYear {
                for candidate in [recent, recent + 1, recent - 1] {
                    guard let layout = state.years[candidate], layout.firstJulianDay <= julianDay,
                        julianDay <= layout.lastJulianDay
                    else { continue }
                    if let month = layout.months.first(where: { $0.contains(julianDay: julianDay) }) {
                        state.recentYear = candidate
                        return month
                    }
                }
            }
            let year = try Self.arithmeticYear(containing: julianDay, calendar: calendar, state: state)
            // The year ICU names, or a neighbour where the toolkit corrects ICU's year
            // boundaries (HebrewYear).
            for candidate in [year, year - 1, year + 1] {
                let layout = try Self.cachedLayout(candidate, calendar: calendar, state: &state)
                if let month = layout.months.first(where: { $0.contains(julianDay: julianDay) }) {
                    state.recentYear = candidate
                    return month
                }
            }
            throw .icuFailure(function: "ucal_get(UCAL_EXTENDED_YEAR)", code: "day \(julianDay) outside its year")
        }
    }

    /// The month `step` (-1 or 1) months from `month`, from the cached year layouts,
    /// without asking ICU again and without a range check (a grid's first and last
    /// rows may show days of a month outside the supported range).
    func neighbour(of month: MonthLayout, step: Int) throws(CalendarGridError) -> MonthLayout {
        let calendar = self.calendar
        return try state.withLock { state throws(CalendarGridError) in
            let index = month.ordinal - 1 + step
            let year = try Self.cachedLayout(month.arithmeticYear, calendar: calendar, state: &state)
            if index >= 0, index < year.months.count { return year.months[index] }
            let other = try Self.cachedLayout(
                month.arithmeticYear + (step < 0 ? -1 : 1), calendar: calendar, state: &state)
            return step < 0 ? other.months[other.months.count - 1] : other.months[0]
        }
    }

    /// What a grid of `month` needs from the layouts, under one lock (a grid is built
    /// on every scroll step, from many tasks at once): the months before and after,
    /// the month's year, and the previous year's length.
    struct Surroundings {
        let previous: MonthLayout
        let next: MonthLayout
        let year: YearLayout
        let previousYearLength: Int
    }

    func surroundings(of month: MonthLayout) throws(CalendarGridError) -> Surroundings {
        let year = month.arithmeticYear
        let calendar = self.calendar
        return try state.withLock { state throws(CalendarGridError) in
            let layout = try Self.cachedLayout(year, calendar: calendar, state: &state)
            let before = try Self.cachedLayout(year - 1, calendar: calendar, state: &state)
            let index = month.ordinal - 1
            let previous = index > 0 ? layout.months[index - 1] : before.months[before.months.count - 1]
            let next =
                index < layout.months.count - 1
                ? layout.months[index + 1]
                : try Self.cachedLayout(year + 1, calendar: calendar, state: &state).months[0]
            return Surroundings(previous: previous, next: next, year: layout, previousYearLength: before.length)
        }
    }

    // The only two places where ICU computes this calendar's dates; for Dangi they
    // first put the Chinese values in ICU's shared cache (the Chinese system's lock
    // is taken inside the Dangi one, never the other way round).
    private static func arithmeticYear(
        containing julianDay: Int, calendar: CalendarID, state: State
    ) throws(CalendarGridError) -> Int {
        // A moved calendar's day d is the unmoved calendar's day d + offset (its lock is
        // taken inside this one's, never the other way round).
        if let unmoved = state.unmoved {
            return try unmoved.month(containing: julianDay + state.dayOffset).arithmeticYear
        }
        if calendar == .dangi { try prepareSharedLunisolarCache(aroundYear: ISODate(julianDay: julianDay).year) }
        try state.icu.setJulianDay(julianDay)
        return try state.icu.get(.extendedYear) - state.yearShift
    }

    private static func cachedLayout(
        _ year: Int, calendar: CalendarID, state: inout State
    ) throws(CalendarGridError) -> YearLayout {
        if let cached = state.years[year] { return cached }
        let layout = try computeLayout(year, calendar: calendar, state: state)
        if state.years.count >= cacheLimit { state.years.removeAll(keepingCapacity: true) }
        state.years[year] = layout
        return layout
    }

    private static func computeLayout(
        _ year: Int, calendar: CalendarID, state: State
    ) throws(CalendarGridError) -> YearLayout {
        if let unmoved = state.unmoved {
            let months = try unmoved.year(year).months.map { $0.moved(by: -state.dayOffset) }
            return YearLayout(calendar: calendar, arithmeticYear: year, months: months)
        }
        if calendar == .dangi { try prepareSharedLunisolarCache(aroundYear: year) }
        if let table = LunisolarYear(calendar, year: year) {
            return try tableLayout(table, calendar: calendar, icu: state.icu, yearShift: state.yearShift)
        }
        let icu = state.icu
        let icuExtendedYear = year + state.yearShift
        icu.clear()
        icu.set(.extendedYear, icuExtendedYear)
        icu.set(.month, 0)
        if calendar.isLunisolarChinese { icu.set(.isLeapMonth, 0) }
        icu.set(.dayOfMonth, 1)
        if let firstDay = ICUFeatures.firstDayNamedRight(in: calendar), try icu.get(.julianDay) < firstDay {
            return try earlyYear(year, calendar: calendar, icu: icu, yearShift: state.yearShift)
        }

        struct Start {
            let julianDay, era, eraYear: Int
            let code: MonthCode
            let ordinal: Int?
        }
        var starts: [Start] = []
        // 14 first days: the year's months and the first day of the next year.
        while starts.count < 15 {
            let start = Start(
                julianDay: try icu.get(.julianDay), era: try icu.get(.era),
                eraYear: try icu.get(.year), code: try icu.monthCode(in: calendar),
                ordinal: try icu.ordinalMonth())
            starts.append(start)
            if try icu.get(.extendedYear) != icuExtendedYear { break }
            try icu.addMonths(1)
        }
        guard starts.count >= 2, starts.count <= 14 else {
            throw .icuFailure(
                function: "ucal_add(UCAL_MONTH)", code: "year \(year) of \(calendar) has \(starts.count - 1) months")
        }

        var months: [MonthLayout] = []
        for index in 0..<(starts.count - 1) {
            let start = starts[index]
            let length = starts[index + 1].julianDay - start.julianDay
            // A reform month (the hybrid Gregorian October 1582) skips day numbers:
            // ask ICU for each of its days. Every other month numbers 1 … length.
            try icu.setJulianDay(start.julianDay + length - 1)
            var irregular: [Int]? = nil
            if try icu.get(.dayOfMonth) != length {
                var numbers: [Int] = []
                for day in 0..<length {
                    try icu.setJulianDay(start.julianDay + day)
                    numbers.append(try icu.get(.dayOfMonth))
                }
                irregular = numbers
            }
            // ICU 73 and later count the ordinal month themselves; it must be the month's
            // position in the year that adding months walked through.
            if let ordinal = start.ordinal, ordinal != index + 1 {
                throw .icuFailure(
                    function: "ucal_get(UCAL_ORDINAL_MONTH)",
                    code: "\(calendar) \(year)-\(start.code) is month \(ordinal), expected \(index + 1)")
            }
            months.append(
                MonthLayout(
                    code: start.code,
                    ordinal: index + 1, era: start.era, eraYear: start.eraYear,
                    extendedYear: year - calendar.arithmeticYearOffset, arithmeticYear: year,
                    firstJulianDay: start.julianDay, length: length, irregularDayNumbers: irregular))
        }
        // Where the running ICU lays these calendars out differently from ICU 78 (see
        // ICUFeatures), their days come from the calendars' own arithmetic; Umm al-Qura's
        // from the published calendars.
        if calendar == .hebrew && !ICUFeatures.hebrewNewYearsFollowTheRule {
            months = try HebrewYear(year: year).correcting(months, calendar: calendar)
        } else if calendar == .persian && !ICUFeatures.persianYearsFollowTheRule {
            months = try PersianYear(year: year).correcting(months, calendar: calendar)
        } else if calendar == .islamicUmalqura, let table = UmmAlQuraYear(year: year) {
            // The published Umm al-Qura calendar where the toolkit's table has it (every ICU
            // differs from it before 1420 and after 1450 AH).
            months = try table.correcting(months, calendar: calendar)
        } else if calendar == .islamicUmalqura, let next = UmmAlQuraYear(year: year + 1), var last = months.popLast() {
            // ICU's year before the table ends where the table begins (1364 AH: ICU's last
            // month would run a day into the table's 1365).
            let length = next.firstJulianDay - last.firstJulianDay
            if length != last.length {
                last = MonthLayout(
                    code: last.code, ordinal: last.ordinal, era: last.era, eraYear: last.eraYear,
                    extendedYear: last.extendedYear, arithmeticYear: last.arithmeticYear,
                    firstJulianDay: last.firstJulianDay, length: length, irregularDayNumbers: nil)
                // No longer ICU's month: its texts come from a day inside it (full dates then
                // name the toolkit's days, not ICU's).
                last.titleDay = last.firstJulianDay + 14
            }
            months.append(last)
        }
        return YearLayout(calendar: calendar, arithmeticYear: year, months: months)
    }

    /// A year that begins before the first day the running ICU names right
    /// (``ICUFeatures/firstDayNamedRight(in:)``: `indian`, `islamic`, `islamic-rgsa` on ICU
    /// before 68). Such a year is outside the supported years; its days fill the first row
    /// of the first supported month's grid. Its months are laid out without asking ICU to
    /// name a day: `indian` by the calendar's rule (``IndianYear``: ICU 67 computes those
    /// days a day off too), the `islamic` ones from ICU's month starts, which ICU computes
    /// right from a year, month and day (ICU 67 and 72 agree on all 7,728 month starts of
    /// years -642 … 1 of both calendars). These
    /// calendars have twelve months a year, no leap months and one era (ICU's era 0, whose
    /// year is the extended year).
    private static func earlyYear(
        _ year: Int, calendar: CalendarID, icu: ICUCalendar, yearShift: Int
    ) throws(CalendarGridError) -> YearLayout {
        func start(_ extendedYear: Int, _ month: Int) throws(CalendarGridError) -> Int {
            icu.clear()
            icu.set(.extendedYear, extendedYear)
            icu.set(.month, month)
            icu.set(.dayOfMonth, 1)
            return try icu.get(.julianDay)
        }
        var starts: [Int] = []
        if calendar == .indian {
            let rule = IndianYear(year: year)
            starts = [rule.firstJulianDay]
            for length in rule.monthLengths { starts.append(starts[starts.count - 1] + length) }
        } else {
            for month in 0..<12 { starts.append(try start(year + yearShift, month)) }
            starts.append(try start(year + yearShift + 1, 0))
        }
        var months: [MonthLayout] = []
        for index in 0..<12 {
            guard let code = MonthCode(number: index + 1) else { continue }
            months.append(
                MonthLayout(
                    code: code, ordinal: index + 1, era: 0, eraYear: year + yearShift,
                    extendedYear: year - calendar.arithmeticYearOffset, arithmeticYear: year,
                    firstJulianDay: starts[index], length: starts[index + 1] - starts[index],
                    irregularDayNumbers: nil))
        }
        return YearLayout(calendar: calendar, arithmeticYear: year, months: months)
    }

    /// A Chinese or Dangi year from the toolkit's tables (the official month starts and
    /// leap months). ICU is asked only for what it names: the sexagenary cycle and year
    /// (the same all year), and, for each month, a day on which ICU's month has the
    /// table's code, to format the title and name from.
    private static func tableLayout(
        _ table: LunisolarYear, calendar: CalendarID, icu: ICUCalendar,
        yearShift: Int
    ) throws(CalendarGridError) -> YearLayout {
        let year = table.year
        try icu.setJulianDay(table.firstJulianDay + 14)
        let era = try icu.get(.era)
        let eraYear = try icu.get(.year)
        var months: [MonthLayout] = []
        months.reserveCapacity(table.monthCount)
        var start = table.firstJulianDay
        for index in 0..<table.monthCount {
            let code = table.code(ofMonthAt: index)
            let length = table.length(ofMonthAt: index)
            var month = MonthLayout(
                code: code, ordinal: index + 1, era: era, eraYear: eraYear,
                extendedYear: year - calendar.arithmeticYearOffset, arithmeticYear: year,
                firstJulianDay: start, length: length, irregularDayNumbers: nil)
            // Mid-month first: ICU's month starts are at most a day or two off the table's.
            if let day = try dayICUNames(code, in: start..<(start + length), calendar: calendar, icu: icu) {
                month.titleDay = day
            } else {
                // ICU has no month of this code in this year (its leap month is elsewhere,
                // as in 1987): the title is ICU's for the middle of the month, with the
                // name of this code taken from another table year whose month ICU agrees on.
                month.titleDay = start + 14
                month.nameDay = try referenceDay(for: code, calendar: calendar, near: year, icu: icu)
            }
            months.append(month)
            start += length
        }
        return YearLayout(calendar: calendar, arithmeticYear: year, months: months)
    }

    /// A day of `days` that ICU places in a month with `code`, trying the middle first.
    private static func dayICUNames(
        _ code: MonthCode, in days: Range<Int>, calendar: CalendarID,
        icu: ICUCalendar
    ) throws(CalendarGridError) -> Int? {
        let middle = days.lowerBound + 14
        for day in [middle] + days.filter({ $0 != middle }) {
            try icu.setJulianDay(day)
            if try icu.monthCode(in: calendar) == code { return day }
        }
        return nil
    }

    /// A day, in the table year nearest to `year` that has a month with `code`, that ICU
    /// places in a month with that code.
    private static func referenceDay(
        for code: MonthCode, calendar: CalendarID, near year: Int,
        icu: ICUCalendar
    ) throws(CalendarGridError) -> Int {
        for distance in 1...(LunisolarTables.lastYear - LunisolarTables.firstYear) {
            for candidate in [year - distance, year + distance] {
                guard let other = LunisolarYear(calendar, year: candidate) else { continue }
                var start = other.firstJulianDay
                for index in 0..<other.monthCount {
                    let length = other.length(ofMonthAt: index)
                    if other.code(ofMonthAt: index) == code {
                        try icu.setJulianDay(start + 14)
                        if try icu.monthCode(in: calendar) == code { return start + 14 }
                    }
                    start += length
                }
            }
        }
        throw .icuFailure(function: "ucal_get(UCAL_MONTH)", code: "no \(calendar) month \(code) that ICU names")
    }
}
