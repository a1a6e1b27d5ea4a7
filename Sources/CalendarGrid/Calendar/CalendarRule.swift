/// What the toolkit knows of one calendar beyond ICU's arithmetic: the seam a calendar
/// plugs into. ``YearComputation`` asks ICU for a year's months and then its calendar's
/// rule, chosen once per calendar system (``CalendarRules/rule(for:)``), at three points:
///
/// - ``tableYear(_:icu:yearShift:)``: the whole year from the toolkit's own data, where the
///   rule has it (the official Chinese and Korean tables), before ICU lays out anything;
/// - ``correcting(_:year:)``: ICU's months of a year, corrected where ICU errs (Hebrew and
///   Persian years on the releases that lay them out differently, the published Umm
///   al-Qura calendar);
/// - ``earlyMonthStarts(_:)``: the month starts of a year before the first day the
///   running ICU names right (`indian` on ICU 67), where ICU cannot be asked.
///
/// A calendar the toolkit computes itself is a new rule in a file of its own and a line in
/// ``CalendarRules/rule(for:)``; docs/design.md says how.
protocol CalendarRule: Sendable {
    /// The year laid out by the rule alone (ICU asked only for names), or `nil` for ICU's.
    func tableYear(_ year: Int, icu: ICUCalendar, yearShift: Int) throws(CalendarGridError) -> YearLayout?
    /// ICU's months of `year`, corrected where the rule knows better.
    func correcting(_ months: [MonthLayout], year: Int) throws(CalendarGridError) -> [MonthLayout]
    /// The first days of the twelve months of a year ICU cannot name, and of the next year
    /// (13 days), or `nil` to take ICU's month starts, which it computes right from fields.
    func earlyMonthStarts(_ year: Int) -> [Int]?
    /// The arithmetic years the rule holds, for a calendar that has no years outside its
    /// data (`vietnamese`: its tables), or `nil` where ICU computes the rest.
    var heldYears: ClosedRange<Int>? { get }
    /// The arithmetic year of a day, for a calendar the rule lays out without ICU
    /// (`bikram-sambat`), or `nil` to ask ICU.
    func year(containing julianDay: Int) -> Int?
}

extension CalendarRule {
    func tableYear(_ year: Int, icu: ICUCalendar, yearShift: Int) throws(CalendarGridError) -> YearLayout? { nil }
    func correcting(_ months: [MonthLayout], year: Int) throws(CalendarGridError) -> [MonthLayout] { months }
    func earlyMonthStarts(_ year: Int) -> [Int]? { nil }
    var heldYears: ClosedRange<Int>? { nil }
    func year(containing julianDay: Int) -> Int? { nil }
}

/// The one table of calendars and their rules.
enum CalendarRules {
    /// The rule of a calendar: ICU's arithmetic alone for the calendars ICU gets right on
    /// every supported release.
    static func rule(for calendar: CalendarID) -> any CalendarRule {
        switch calendar {
        case .chinese, .dangi, .vietnamese: LunisolarTableRule(calendar: calendar)
        case .hebrew: HebrewRule()
        case .persian: PersianRule()
        case .islamicUmalqura: UmmAlQuraRule()
        case .indian: IndianRule()
        case .bikramSambat: BikramSambatRule()
        case .panchang: PanchangRule()
        case .gregorian, .iso8601: GregorianRule(calendar: calendar)
        default: ICUArithmetic()
        }
    }
}

/// ICU's months, unchanged.
struct ICUArithmetic: CalendarRule {}

/// Hebrew years by the calendar's arithmetic (``HebrewYear``) where the running ICU puts
/// some new years a day off (before ICU 77: ICU-23069).
struct HebrewRule: CalendarRule {
    /// Whether ICU starts every Hebrew year where the arithmetic does. Probed: 1 Tishri 5807
    /// must be Monday 1 October 2046 (hebcal.com; Reingold & Dershowitz's arithmetic),
    /// which ICU 72 and 76 put on 2 October.
    static let icuFollowsTheRule: Bool =
        ICUFeatures.icuFirstDay(ofYear: 5807, in: .hebrew) == HebrewYear(year: 5807).firstJulianDay

    func correcting(_ months: [MonthLayout], year: Int) throws(CalendarGridError) -> [MonthLayout] {
        Self.icuFollowsTheRule ? months : try HebrewYear(year: year).correcting(months, calendar: .hebrew)
    }
}

/// Persian years by the 33-year rule with the astronomical corrections after 1501 AP
/// (``PersianYear``), as ICU 78 lays them out; ICU 72 to 77 use the bare rule, which puts
/// 78 new years between 1503 and 2988 AP a day late.
struct PersianRule: CalendarRule {
    /// Whether ICU does. Probed: 1 Farvardin 1503 must be 20 March 2124, the day of the
    /// equinox, which comes before noon at 52.5°E (PyEphem, Scripts/persian-corrections);
    /// ICU 72 and 76 say 21 March.
    static let icuFollowsTheRule: Bool =
        ICUFeatures.icuFirstDay(ofYear: 1503, in: .persian) == PersianYear(year: 1503).firstJulianDay

    func correcting(_ months: [MonthLayout], year: Int) throws(CalendarGridError) -> [MonthLayout] {
        Self.icuFollowsTheRule ? months : try PersianYear(year: year).correcting(months, calendar: .persian)
    }
}

/// The published Umm al-Qura calendar where the toolkit's table has it (every ICU differs
/// from it before 1420 and after 1450 AH), and ICU's year before the table joined to it.
struct UmmAlQuraRule: CalendarRule {
    func correcting(_ months: [MonthLayout], year: Int) throws(CalendarGridError) -> [MonthLayout] {
        if let table = UmmAlQuraYear(year: year) { return try table.correcting(months, calendar: .islamicUmalqura) }
        // ICU's year before the table ends where the table begins (1364 AH: ICU's last
        // month would run a day into the table's 1365).
        guard let next = UmmAlQuraYear(year: year + 1), var last = months.last else { return months }
        let length = next.firstJulianDay - last.firstJulianDay
        guard length != last.length else { return months }
        last = MonthLayout(
            code: last.code, ordinal: last.ordinal, era: last.era, eraYear: last.eraYear,
            extendedYear: last.extendedYear, arithmeticYear: last.arithmeticYear,
            firstJulianDay: last.firstJulianDay, length: length, irregularDayNumbers: nil)
        // No longer ICU's month: its texts come from a day inside it (full dates then name
        // the toolkit's days, not ICU's).
        last.titleDay = last.firstJulianDay + 14
        return months.dropLast() + [last]
    }
}

/// The Indian national calendar's rule (``IndianYear``) for the years before the first day
/// ICU 67 names right, whose days ICU 67 also computes a day off.
struct IndianRule: CalendarRule {
    func earlyMonthStarts(_ year: Int) -> [Int]? {
        let rule = IndianYear(year: year)
        var starts = [rule.firstJulianDay]
        for length in rule.monthLengths { starts.append(starts[starts.count - 1] + length) }
        return starts
    }
}

/// Bikram Sambat from its tables alone (``BikramSambatYear``); ICU is asked for nothing.
/// The rule holds the tables' years but the first, whose days fill the first grid's
/// leading cells. The year after the last is known only by its first month's start (the
/// table's last year ends the day before) and its first 30 days, which Baishakh always has
/// (30 or 31 days in every published year): it is laid out as that month alone, for the
/// last grid's trailing cells, and is never a supported year.
struct BikramSambatRule: CalendarRule {
    var heldYears: ClosedRange<Int>? {
        (BikramSambatYear.tableYears.lowerBound + 1)...BikramSambatYear.tableYears.upperBound
    }

    func tableYear(_ year: Int, icu: ICUCalendar, yearShift: Int) throws(CalendarGridError) -> YearLayout? {
        let last = BikramSambatYear.tableYears.upperBound
        if year == last + 1, let before = BikramSambatYear(year: last) {
            let start = before.firstJulianDay + before.monthLengths.reduce(0, +)
            return YearLayout(calendar: .bikramSambat, arithmeticYear: year, months: [Self.month(year, 1, start, 30)])
        }
        guard let table = BikramSambatYear(year: year) else {
            throw .calendar(.yearOutOfRange(String(year), supported: heldYears ?? BikramSambatYear.tableYears))
        }
        var months: [MonthLayout] = []
        var start = table.firstJulianDay
        for (index, length) in table.monthLengths.enumerated() {
            months.append(Self.month(year, index + 1, start, length))
            start += length
        }
        return YearLayout(calendar: .bikramSambat, arithmeticYear: year, months: months)
    }

    private static func month(_ year: Int, _ ordinal: Int, _ start: Int, _ length: Int) -> MonthLayout {
        MonthLayout(
            code: MonthCode(validNumber: ordinal, isLeap: false), ordinal: ordinal, era: 0, eraYear: year,
            extendedYear: year, arithmeticYear: year, firstJulianDay: start, length: length, irregularDayNumbers: nil)
    }

    /// The table's year of a day; for a day before the table its first year, after it
    /// its last (such days are outside ``heldYears`` and refused before any lookup).
    func year(containing julianDay: Int) -> Int? {
        if let year = BikramSambatYear.year(containing: julianDay) { return year }
        let tableYears = BikramSambatYear.tableYears
        return julianDay < BikramSambatTables.firstJulianDay ? tableYears.lowerBound : tableYears.upperBound
    }
}

/// The Hindu lunisolar calendar from its table alone (``Panchang``); ICU is asked for
/// nothing. As ``BikramSambatRule``: the table's first year fills the first grid's leading
/// cells and is not held, and its last year is known only by its first month, laid out
/// alone for the last grid's trailing cells.
struct PanchangRule: CalendarRule {
    var heldYears: ClosedRange<Int>? { (Panchang.tableYears.lowerBound + 1)...(Panchang.tableYears.upperBound - 1) }

    func tableYear(_ year: Int, icu: ICUCalendar, yearShift: Int) throws(CalendarGridError) -> YearLayout? {
        guard let table = Panchang.months(ofYear: year) else {
            throw .calendar(.yearOutOfRange(String(year), supported: heldYears ?? Panchang.tableYears))
        }
        let months = table.enumerated().map { ordinal, month in
            MonthLayout(
                code: month.code, ordinal: ordinal + 1, era: 0, eraYear: year, extendedYear: year,
                arithmeticYear: year, firstJulianDay: month.firstJulianDay, length: month.length,
                irregularDayNumbers: nil)
        }
        return YearLayout(calendar: .panchang, arithmeticYear: year, months: months)
    }

    /// The table's year of a day; its first year before the table, its last after (such
    /// days are outside ``heldYears`` and refused before any lookup).
    func year(containing julianDay: Int) -> Int? {
        if let year = Panchang.year(containing: julianDay) { return year }
        return julianDay < Panchang.tableDays.lowerBound
            ? Panchang.tableYears.lowerBound : Panchang.tableYears.upperBound
    }
}
