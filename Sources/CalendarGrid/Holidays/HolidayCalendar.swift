/// The public holidays and working days of a country or subdivision, from its rule file
/// (`docs/holidays.md` lists the regions, the years and the sources).
///
/// A region is an ISO 3166-1 country code (`"JP"`) or an ISO 3166-2 subdivision
/// (`"US-CA"`, `"DE-BY"`), which keeps its country's holidays and adds its own. Holidays
/// are computed by year, in the calendar each follows (Hebrew, Umm al-Qura, Chinese,
/// Vietnamese, the panchang …), with the substitute days, bridge days and announced
/// exchanges of working days the rules state:
///
/// ```swift
/// let china = try HolidayCalendar(region: "CN")
/// china.isWorkingDay(try ISODate(year: 2025, month: 1, day: 26))  // true: a Sunday worked for the Spring Festival
/// china.isWorkingDay(try ISODate(year: 2025, month: 1, day: 29))  // false: 春节
/// china.date(addingWorkingDays: 1, to: try ISODate(year: 2025, month: 1, day: 27))  // 2025-02-05
/// ```
///
/// A working day is a day that is not a day of rest in the region (its weekend by law,
/// which the rules state) and not a `public` or `bank` holiday, or a day the government
/// made a working day. Values are cached by year; a calendar is cheap to copy and safe to
/// share.
public struct HolidayCalendar: Sendable {
    /// The region code, as given (`JP`, `US-CA`).
    public let region: String
    /// A country's subdivisions with rules of their own (ISO 3166-2 codes, in the file's
    /// order); empty for a subdivision.
    public let subdivisions: [String]
    let rules: RegionRules
    private let cache: Locked<RecencyCache<Int, Year>>

    struct Year: Sendable {
        let holidays: [Holiday]
        let workdays: Set<ISODate>
        let daysOff: Set<Int>
    }

    /// The holidays of a supported region.
    /// - Throws: ``HolidayError/unknownRegion(_:)`` for a code the toolkit has no rules for.
    public init(region code: String) throws(HolidayError) {
        let country = String(code.prefix { $0 != "-" })
        guard RuleFile.isCountryCode(country), let text = HolidayRuleTexts.files[country] else {
            throw .unknownRegion(code)
        }
        try self.init(region: code, rules: text)
    }

    /// The holidays of a region in a rule file's text: a file of your own (a company's
    /// days off, a correction you are preparing), in the format of `docs/holidays.md`.
    /// - Throws: ``HolidayError/rules(line:problem:)`` for text that does not follow the
    ///   format; ``HolidayError/unknownRegion(_:)`` when the file has no such region.
    public init(region code: String, rules text: String) throws(HolidayError) {
        let file = try RuleFile(text: text, region: code)
        guard let rules = file.region(code) else { throw .unknownRegion(code) }
        self.region = code
        self.subdivisions = code == file.country.code ? file.subdivisionOrder : []
        self.rules = rules
        self.cache = Locked(RecencyCache(capacity: 64))
    }

    /// Every region with rules: the countries and their subdivisions, sorted.
    public static var regions: [String] {
        var codes: [String] = []
        for (country, text) in HolidayRuleTexts.files {
            codes.append(country)
            if let file = try? RuleFile(text: text) { codes += file.subdivisionOrder }
        }
        return codes.sorted()
    }

    /// The region's name in a locale's language, with the fallback of
    /// ``Holiday/name(forLocaleID:)``.
    public func regionName(forLocaleID localeID: String) -> String {
        Holiday.pick(rules.names, forLocaleID: localeID, languages: rules.languages)
    }

    /// The laws, gazettes and calendars the region's rules follow.
    public var sources: [String] { rules.sources }

    /// The days of rest by law on a day (the rules' weekend as it stood then).
    public func weekend(on date: ISODate) -> Set<Weekday> { weekend(julianDay: date.julianDay) }

    /// The holidays of a Gregorian year, in order of date (a day with two holidays lists both).
    public func holidays(inYear year: Int) -> [Holiday] { self.year(year).holidays }

    /// The holidays on a day.
    public func holidays(on date: ISODate) -> [Holiday] { year(date.year).holidays.filter { $0.date == date } }

    /// The days of rest a government made working days in a year (China's make-up days).
    public func workdays(inYear year: Int) -> [ISODate] { self.year(year).workdays.sorted() }

    /// Whether people work on a day: not a day of rest and not a day off, or a day made a
    /// working day.
    public func isWorkingDay(_ date: ISODate) -> Bool {
        let year = self.year(date.year)
        if year.workdays.contains(date) { return true }
        return !weekend(julianDay: date.julianDay).contains(Weekday(julianDay: date.julianDay))
            && !year.daysOff.contains(date.julianDay)
    }

    /// The day `count` working days after a day (before, for a negative count); the day
    /// itself for 0. A count beyond ±100,000 is clamped.
    public func date(addingWorkingDays count: Int, to date: ISODate) -> ISODate {
        let step = count < 0 ? -1 : 1
        var remaining = min(abs(count), 100_000)
        var julianDay = date.julianDay
        var walked = 0
        while remaining > 0 {
            julianDay += step
            walked += 1
            if isWorkingDay(ISODate(julianDay: julianDay)) { remaining -= 1 }
            // Rules under which no day is ever worked would loop forever.
            if walked > 400 * (abs(count) + 1) { break }
        }
        return ISODate(julianDay: julianDay)
    }

    /// The days these rules deliberately depart from the comparison's reference on.
    package var knownDifferences: [ISODate] { rules.knownDifferences }

    // MARK: - Evaluation

    func weekend(julianDay: Int) -> Set<Weekday> {
        var days: Set<Weekday> = []
        for weekend in rules.weekends where weekend.from <= julianDay && julianDay <= weekend.until {
            days = weekend.days
        }
        return days
    }

    private func year(_ year: Int) -> Year {
        if let cached = cache.withLock({ $0.value(for: year) }) { return cached }
        let computed = compute(year)
        cache.withLock { $0.insert(computed, for: year) }
        return computed
    }

    private struct Entry {
        var holiday: Holiday
        let order: Int
        let rule: RegionRules.Rule?
    }

    private func compute(_ year: Int) -> Year {
        let window = (year - 1)...(year + 1)
        let terms = solarTerms
        var entries: [Entry] = []
        for (order, rule) in rules.rules.enumerated() {
            for candidate in window where rule.years.contains(candidate) && !isExcepted(rule.id, in: candidate) {
                for (date, estimated) in dates(of: rule, inYear: candidate, solarTerms: terms) {
                    let holiday = Holiday(
                        region: region, date: date, id: rule.id, names: rule.names, category: rule.category,
                        kind: .holiday,
                        isEstimated: estimated, languages: rules.languages)
                    entries.append(Entry(holiday: holiday, order: order, rule: rule))
                }
            }
        }
        entries.sort { ($0.holiday.date, $0.order) < ($1.holiday.date, $1.order) }
        var daysOff = Set(entries.filter { $0.holiday.category.isDayOff }.map(\.holiday.date.julianDay))
        let primaryDaysOff = daysOff
        var observed: [Entry] = []
        var seen: [Int: Set<String>] = [:]
        for entry in entries where entry.holiday.category.isDayOff {
            let julianDay = entry.holiday.date.julianDay
            let overlaps = !(seen[julianDay, default: []].subtracting([entry.holiday.id]).isEmpty)
            seen[julianDay, default: []].insert(entry.holiday.id)
            let substitute = rules.substitutes.last { $0.years.contains(entry.holiday.date.year) }
            guard let rule = entry.rule?.observed ?? substitute?.rule,
                let target = rule.target(
                    of: julianDay, overlaps: overlaps, isRest: { self.isRest($0) }, isHoliday: { daysOff.contains($0) })
            else { continue }
            daysOff.insert(target)
            let names = Self.names(substitute?.names, of: entry.holiday.names)
            let holiday = Holiday(
                region: region, date: ISODate(julianDay: target), id: entry.holiday.id, names: names,
                category: entry.holiday.category,
                kind: .observed, isEstimated: entry.holiday.isEstimated, languages: rules.languages)
            observed.append(Entry(holiday: holiday, order: entry.order, rule: nil))
        }
        entries += observed
        for bridge in rules.bridges {
            for julianDay in ISODate.julianDay(ofJanuaryFirst: year)..<ISODate.julianDay(ofJanuaryFirst: year + 1)
            where bridge.years.contains(year) && !daysOff.contains(julianDay)
                && Weekday(julianDay: julianDay) != .sunday && primaryDaysOff.contains(julianDay - 1)
                && primaryDaysOff.contains(julianDay + 1)
            {
                daysOff.insert(julianDay)
                let holiday = Holiday(
                    region: region, date: ISODate(julianDay: julianDay), id: "bridge", names: bridge.names,
                    category: .public,
                    kind: .bridge, isEstimated: false, languages: rules.languages)
                entries.append(Entry(holiday: holiday, order: Int.max, rule: nil))
            }
        }
        var workdays = Set(rules.workdays.filter { $0.year == year })
        for swap in rules.swaps {
            if swap.work.year == year { workdays.insert(swap.work) }
            guard swap.off.year == year else { continue }
            let named = swap.holidayID.flatMap { id in rules.rules.last { $0.id == id }?.names }
            let fallback = rules.swapNames.isEmpty ? ["en": "Day off"] : rules.swapNames
            let names = swap.names.isEmpty ? (named ?? fallback) : swap.names
            daysOff.insert(swap.off.julianDay)
            let holiday = Holiday(
                region: region, date: swap.off, id: swap.holidayID ?? "swap", names: names, category: .public,
                kind: .swap,
                isEstimated: false, languages: rules.languages)
            entries.append(Entry(holiday: holiday, order: Int.max, rule: nil))
        }
        let holidays = entries.filter { $0.holiday.date.year == year }
            .sorted { ($0.holiday.date, $0.order) < ($1.holiday.date, $1.order) }.map(\.holiday)
        return Year(holidays: holidays, workdays: workdays, daysOff: daysOff)
    }

    /// A rule's days in a Gregorian year: the announced ones, or the computed ones (with
    /// its offset, move and length) and whether they are estimates.
    private func dates(
        of rule: RegionRules.Rule, inYear year: Int, solarTerms: SolarTerm.Days?
    ) -> [(ISODate, Bool)] {
        if let announced = rules.announced[rule.id]?[year] { return announced.map { ($0, false) } }
        let through = rules.announcedThrough[rule.id] ?? rules.announcedThrough[""] ?? Int.min
        let estimated = rule.estimate && year > through
        var result: [(ISODate, Bool)] = []
        for base in rule.date.days(inYear: year, solarTerms: solarTerms) {
            var julianDay = base.julianDay + rule.offset
            if let move = rule.move,
                let target = move.target(
                    of: julianDay, overlaps: false, isRest: { self.isRest($0) }, isHoliday: { _ in false })
            {
                julianDay = target
            }
            for day in 0..<rule.days { result.append((ISODate(julianDay: julianDay + day), estimated)) }
        }
        return result
    }

    private func isRest(_ julianDay: Int) -> Bool {
        weekend(julianDay: julianDay).contains(Weekday(julianDay: julianDay))
    }

    private func isExcepted(_ id: String, in year: Int) -> Bool {
        rules.exceptions.contains { $0.ids.contains(id) && $0.years.contains(year) }
    }

    /// The solar-term table of the region's time, if the rules state one the tables hold.
    private var solarTerms: SolarTerm.Days? {
        switch rules.utcOffsetMinutes {
        case 480: SolarTerm.days(of: .chinese)
        case 540: SolarTerm.days(of: .dangi)
        default: nil
        }
    }

    /// An observed day's names: the substitute line's, with `{name}` replaced by the
    /// holiday's name in the same language (or English), else the holiday's own.
    private static func names(_ template: [String: String]?, of names: [String: String]) -> [String: String] {
        guard let template, !template.isEmpty else { return names }
        var result: [String: String] = [:]
        for (language, text) in template {
            let name = names[language] ?? names["en"] ?? ""
            result[language] = text.replacingAll("{name}", with: name)
        }
        return result
    }
}

extension String {
    /// The string with every occurrence of `target` replaced (no Foundation in the library).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}

extension CalendarDate {
    /// The date `count` working days after this one (before, for a negative count) in a
    /// region, in the same calendar: a delivery promised in five working days.
    ///
    /// ```swift
    /// let japan = try HolidayCalendar(region: "JP")
    /// let order = try CalendarDate(try ISODate(year: 2019, month: 4, day: 26), calendar: .japanese)
    /// let due = try order.adding(workingDays: 1, in: japan)
    /// due.iso  // 2019-05-07: 27 April – 6 May 2019 were weekends and holidays
    /// ```
    /// - Throws: `.outOfRange` for a result outside the calendar's supported days.
    public func adding(workingDays count: Int, in holidays: HolidayCalendar) throws(CalendarGridError) -> CalendarDate {
        try CalendarDate(holidays.date(addingWorkingDays: count, to: iso), calendar: calendar, hijriOffset: hijriOffset)
    }
}
