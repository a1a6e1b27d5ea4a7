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
    /// The days of the years the calendar's rule holds, for a calendar with no years
    /// outside its data (``CalendarRule/heldYears``: `vietnamese`); `nil` for the others.
    let heldDays: ClosedRange<Int>?

    /// Days the calendar's dates are moved by (a Hijri day adjustment): the date shown for
    /// civil day d is ICU's date of d + `dayOffset`. 0 for every calendar but the islamic ones.
    let dayOffset: Int

    /// ICU's calendar and the rules that correct it, used by one computation at a time.
    private let computation: Locked<YearComputation>
    /// The years computed so far, bounded by recency (a sweep over centuries must not grow
    /// memory without bound), and the year of the last day looked up: the next lookup tries
    /// it and its neighbours before asking ICU (a grid's secondary dates and scrolling look
    /// up days near each other). Its own lock, never held while ICU computes.
    private let layouts: Locked<Layouts>

    private struct Layouts {
        var years = RecencyCache<Int, YearLayout>(capacity: CalendarSystem.cacheLimit)
        var recentYear: Int? = nil
    }

    /// The Hijri day adjustments accepted, as .NET's `HijriCalendar.HijriAdjustment` and
    /// Windows accept them.
    static let hijriOffsets: ClosedRange<Int> = -2...2

    static func checkHijriOffset(_ offset: Int) throws(CalendarGridError) {
        guard hijriOffsets.contains(offset) else {
            throw .calendar(.hijriOffsetOutOfRange(offset, supported: hijriOffsets))
        }
    }

    /// The days the toolkit supports: ISO years 0000 through 9999.
    static let supportedJulianDays = 1_721_060...5_373_484

    /// ``supportedJulianDays`` as dates.
    static var supportedDays: ClosedRange<ISODate> {
        ISODate(julianDay: supportedJulianDays.lowerBound)...ISODate(julianDay: supportedJulianDays.upperBound)
    }

    /// The one refusal of a day outside ``supportedJulianDays``.
    static func checkDay(_ date: ISODate) throws(CalendarGridError) {
        guard supportedJulianDays.contains(date.julianDay) else {
            throw .calendar(.dateOutOfRange(date, calendar: nil, supported: supportedDays))
        }
    }

    /// The one refusal of a year outside ``supportedYears`` (`value` as the caller was
    /// given it: digits too many for an `Int` name themselves).
    func checkYear(_ year: Int) throws(CalendarGridError) { try Self.checkYear(String(year), in: supportedYears) }

    /// The refusal of a year, given as text, outside `years`.
    static func checkYear(_ value: String, in years: ClosedRange<Int>) throws(CalendarGridError) {
        guard let year = Int(value), years.contains(year) else {
            throw .calendar(.yearOutOfRange(value, supported: years))
        }
    }

    /// Years kept per calendar.
    private static let cacheLimit = 4096

    private init(calendar: CalendarID, dayOffset: Int = 0, template: ICUCalendar? = nil) throws(CalendarGridError) {
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
        // The system asks its ICU calendar for fields of days, never for weeks: a copy of
        // a profile's calendar of the same ICU type serves as well as one opened here.
        let icu: ICUCalendar
        if let template {
            icu = try ICUCalendar(copying: template)
        } else {
            icu = try ICUCalendar(localeID: "en@calendar=\(calendar.icuCalendar.rawValue)")
        }
        try icu.applyGregorianChange(of: calendar)
        let rule = CalendarRules.rule(for: calendar)
        let computation = YearComputation(
            calendar: calendar, rule: rule, icu: icu,
            yearShift: try ICUFeatures.extendedYearShift(calendar, probing: icu),
            unmoved: dayOffset != 0 ? try Self.shared(calendar) : nil, dayOffset: dayOffset)
        // A moved calendar's day d is the unmoved calendar's day d + dayOffset.
        let namedRight = ICUFeatures.firstDayNamedRight(in: calendar).map { $0 - dayOffset }
        let bounds =
            max(Self.supportedJulianDays.lowerBound, namedRight ?? .min)...Self.supportedJulianDays.upperBound
        var layouts = Layouts()
        func layout(_ year: Int) throws(CalendarGridError) -> YearLayout {
            let made = try computation.layout(year)
            layouts.years.insert(made, for: year)
            return made
        }
        // The years at the ends, by their first and last days alone where ICU's are the
        // calendar's: laying them out cost two fifths of a one-month run's calendar work
        // (docs/performance.md).
        var first = try computation.arithmeticYear(containing: bounds.lowerBound)
        if try computation.firstJulianDay(ofYear: first) < bounds.lowerBound { first += 1 }
        var last = try computation.arithmeticYear(containing: bounds.upperBound)
        if try computation.lastJulianDay(ofYear: last) > bounds.upperBound { last -= 1 }
        if calendar == .dangi, let proven = ICUFeatures.dangiLastProvenYear { last = min(last, proven) }
        if let held = rule.heldYears {
            first = max(first, held.lowerBound)
            last = min(last, held.upperBound)
            heldDays = (try layout(first).firstJulianDay)...(try layout(last).lastJulianDay)
        } else {
            heldDays = nil
        }
        self.supportedYears = first...last
        self.firstDayNamedRight = namedRight
        self.computation = Locked(computation)
        self.layouts = Locked(layouts)
    }

    private struct Key: Hashable {
        let calendar: CalendarID
        let dayOffset: Int
    }

    private static let registry = Locked<[Key: CalendarSystem]>([:])

    /// The shared system for a calendar, created on first use; with a `dayOffset` (a Hijri
    /// day adjustment, islamic calendars only), the calendar's months moved
    /// `dayOffset` days earlier.
    ///
    /// `template`, where given, is an ICU calendar of `calendar`'s ICU type (a profile's),
    /// which a system created now copies instead of opening one.
    static func shared(
        _ calendar: CalendarID, dayOffset: Int = 0, template: ICUCalendar? = nil
    ) throws(CalendarGridError) -> CalendarSystem {
        let key = Key(calendar: calendar, dayOffset: calendar.appliedHijriOffset(dayOffset))
        let existing = registry.withLock { $0[key] }
        if let existing { return existing }
        let created = try CalendarSystem(calendar: calendar, dayOffset: key.dayOffset, template: template)
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
        if let kept = layouts.withLock({ $0.years.value(for: arithmeticYear) }) { return kept }
        let made = try computation.withLock { computation throws(CalendarGridError) in
            try computation.layout(arithmeticYear)
        }
        layouts.withLock { $0.years.insert(made, for: arithmeticYear) }
        return made
    }

    /// The month that contains a Julian day.
    /// - Throws: `.dateOutOfRange` for a day before ``firstDayNamedRight`` or outside
    ///   ``heldDays``.
    func month(containing julianDay: Int) throws(CalendarGridError) -> MonthLayout {
        if let held = heldDays, !held.contains(julianDay) {
            throw .calendar(
                .dateOutOfRange(
                    ISODate(julianDay: julianDay), calendar: calendar,
                    supported: ISODate(julianDay: held.lowerBound)...ISODate(julianDay: held.upperBound)))
        }
        if let first = firstDayNamedRight, julianDay < first {
            throw .calendar(
                .dateOutOfRange(
                    ISODate(julianDay: julianDay), calendar: calendar,
                    supported: ISODate(julianDay: first)...Self.supportedDays.upperBound))
        }
        // Cached years are disjoint and contiguous: one that contains the day is its year.
        let recent = layouts.withLock { layouts -> MonthLayout? in
            guard let recent = layouts.recentYear else { return nil }
            for candidate in [recent, recent + 1, recent - 1] {
                guard let layout = layouts.years.value(for: candidate), layout.firstJulianDay <= julianDay,
                    julianDay <= layout.lastJulianDay
                else { continue }
                if let month = layout.months.first(where: { $0.contains(julianDay: julianDay) }) {
                    layouts.recentYear = candidate
                    return month
                }
            }
            return nil
        }
        if let recent { return recent }
        let year = try computation.withLock { computation throws(CalendarGridError) in
            try computation.arithmeticYear(containing: julianDay)
        }
        // The year ICU names, or a neighbour where the toolkit corrects ICU's year
        // boundaries (HebrewYear).
        for candidate in [year, year - 1, year + 1] {
            if let month = try self.year(candidate).months.first(where: { $0.contains(julianDay: julianDay) }) {
                layouts.withLock { $0.recentYear = candidate }
                return month
            }
        }
        throw .icuFailure(function: "ucal_get(UCAL_EXTENDED_YEAR)", code: "day \(julianDay) outside its year")
    }

    /// The month `step` (-1 or 1) months from `month`, from the cached year layouts,
    /// without a range check (a grid's first and last rows may show days of a month
    /// outside the supported range).
    func neighbour(of month: MonthLayout, step: Int) throws(CalendarGridError) -> MonthLayout {
        let index = month.ordinal - 1 + step
        let year = try self.year(month.arithmeticYear)
        if index >= 0, index < year.months.count { return year.months[index] }
        let other = try self.year(month.arithmeticYear + (step < 0 ? -1 : 1))
        return step < 0 ? other.months[other.months.count - 1] : other.months[0]
    }

    /// What a grid of `month` needs from the layouts (a grid is built on every scroll
    /// step, from many tasks at once): the months before and after, the month's year, and
    /// the previous year's length.
    struct Surroundings {
        let previous: MonthLayout
        let next: MonthLayout
        let year: YearLayout
        let previousYearLength: Int
    }

    func surroundings(of month: MonthLayout) throws(CalendarGridError) -> Surroundings {
        let layout = try year(month.arithmeticYear)
        let before = try year(month.arithmeticYear - 1)
        let index = month.ordinal - 1
        let previous = index > 0 ? layout.months[index - 1] : before.months[before.months.count - 1]
        let next =
            index < layout.months.count - 1 ? layout.months[index + 1] : try year(month.arithmeticYear + 1).months[0]
        return Surroundings(previous: previous, next: next, year: layout, previousYearLength: before.length)
    }
}
