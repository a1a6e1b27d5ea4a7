/// A day of a calendar as the calendar names it: the arithmetic year, the month's Temporal
/// code and the day of the month (ECMAScript Temporal's `PlainDate` with a calendar; ICU4X's
/// `Date::try_new_from_codes`), with the era and era year derived.
///
/// Its days are the toolkit's: the official Chinese and Korean tables, the published Umm
/// al-Qura calendar, the Hebrew and Persian arithmetic where an ICU release errs, and a
/// Hijri day adjustment (`hijriOffset`) for the islamic calendars, as grids show them.
///
/// ```swift
/// let pesach = try CalendarDate(calendar: .hebrew, year: 5785, monthCode: MonthCode(parsing: "M07"), day: 15)
/// pesach.iso                          // 2025-04-13 (hebcal.com: Pesach I)
/// try pesach.adding(months: 1).iso    // 15 Iyar 5785, 2025-05-13
/// let leap = try CalendarDate(calendar: .hebrew, year: 5784, monthCode: MonthCode(parsing: "M05L"), day: 30)
/// try leap.adding(years: 1)           // hebrew 5785-M06-29 (ISO 2025-03-29): Adar, constrained as Temporal does
/// try CalendarDate(leap.iso, calendar: .gregorian).temporalString   // "2024-03-10[u-ca=gregorian]"
/// ```
///
/// Printed, a date shows the calendar's own fields and its ISO day
/// (`hebrew 5785-M06-01 (ISO 2025-03-01)`), so a month that was constrained shows as the
/// month it became; ``temporalString`` is Temporal's form.
public struct CalendarDate: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The calendar.
    public let calendar: CalendarID
    /// The calendar's arithmetic year (``MonthAddress``'s year).
    public let year: Int
    /// The month's Temporal code (`M05L` for Hebrew Adar I).
    public let monthCode: MonthCode
    /// The month's 1-based position in its year.
    public let ordinalMonth: Int
    /// The day of the month, 1-based.
    public let day: Int
    /// The Hijri day adjustment the islamic calendars' days are moved by (0 for others).
    public let hijriOffset: Int
    /// The day in the proleptic Gregorian calendar.
    public let iso: ISODate
    /// The era by its Temporal code (`reiwa`, `am`, `ah`), `nil` for `iso8601`, `chinese`, `dangi`.
    public let eraCode: String?
    /// The year in ``eraCode``'s era, `nil` with it.
    public let eraYear: Int?

    /// The date of an ISO day in a calendar.
    /// - Throws: `.outOfRange` for a day the calendar cannot name on the running ICU
    ///   (outside ISO years 0000 … 9999 widened by a month); `.outOfRange` for an offset
    ///   outside −2 … 2.
    public init(_ iso: ISODate, calendar: CalendarID, hijriOffset: Int = 0) throws(CalendarGridError) {
        let system = try Self.system(calendar, hijriOffset: hijriOffset)
        let julianDay = iso.julianDay
        try CalendarSystem.checkDay(iso)
        let month = try system.month(containing: julianDay)
        self.init(month: month, day: month.dayNumber(julianDay: julianDay), calendar: calendar, system: system)
    }

    /// The date a year, month code and day name, as Temporal's `from({year, monthCode, day})`.
    ///
    /// With ``Overflow/constrain`` (Temporal's default) a month the year lacks becomes
    /// Temporal's replacement (Hebrew Adar I in a common year is Adar; a Chinese leap month
    /// the regular month) and a day past the month's end its last day; ``Overflow/reject``
    /// throws instead. What was constrained shows in the result's ``monthCode`` and
    /// ``description``:
    ///
    /// ```swift
    /// let adar = try CalendarDate(calendar: .hebrew, year: 5785, monthCode: MonthCode(parsing: "M05L"), day: 1)
    /// adar.description   // "hebrew 5785-M06-01 (ISO 2025-03-01)": 5785 is a common year, M05L became Adar
    /// // With overflow: .reject: monthNotInYear (that year has: 1=M01, …, 6=M06, …, 12=M12)
    /// ```
    /// - Throws: `.monthNotInYear`, `.outOfRange` (the day, with `.reject`; the year).
    public init(
        calendar: CalendarID, year: Int, monthCode: MonthCode, day: Int, hijriOffset: Int = 0,
        overflow: Overflow = .constrain
    ) throws(CalendarGridError) {
        let system = try Self.system(calendar, hijriOffset: hijriOffset)
        let month = try Self.month(monthCode, inYear: year, calendar: calendar, system: system, overflow: overflow)
        try self.init(month: month, day: day, calendar: calendar, system: system, overflow: overflow)
    }

    /// The date of a year, a month's 1-based position in it and a day.
    /// - Throws: `.monthNotInYear` for a position the year lacks; `.outOfRange` as
    ///   ``init(calendar:year:monthCode:day:hijriOffset:overflow:)``.
    public init(
        calendar: CalendarID, year: Int, ordinalMonth: Int, day: Int, hijriOffset: Int = 0,
        overflow: Overflow = .constrain
    ) throws(CalendarGridError) {
        let system = try Self.system(calendar, hijriOffset: hijriOffset)
        let months = try Self.months(ofYear: year, system: system)
        guard ordinalMonth >= 1, ordinalMonth <= months.count else {
            throw .calendar(
                .monthNotInYear(
                    MonthAddress(year: year, ordinal: ordinalMonth), calendar: calendar, available: months.map(\.code)))
        }
        try self.init(month: months[ordinalMonth - 1], day: day, calendar: calendar, system: system, overflow: overflow)
    }

    private init(
        month: MonthLayout, day: Int, calendar: CalendarID, system: CalendarSystem, overflow: Overflow = .constrain
    ) throws(CalendarGridError) {
        let numbers = month.irregularDayNumbers ?? Array(1...month.length)
        let index: Int
        if let exact = numbers.firstIndex(of: day) {
            index = exact
        } else if overflow == .constrain, day >= 1 {
            // The last day not after the wanted one (a shorter month, or a reform's gap).
            index = numbers.lastIndex { $0 < day } ?? 0
        } else {
            throw .calendar(
                .dayOutOfRange(
                    day, month: MonthAddress(year: month.arithmeticYear, code: month.code),
                    supported: (numbers.first ?? 1)...(numbers.last ?? 1)))
        }
        self.init(month: month, day: numbers[index], calendar: calendar, system: system)
    }

    private init(month: MonthLayout, day: Int, calendar: CalendarID, system: CalendarSystem) {
        self.calendar = calendar
        self.year = month.arithmeticYear
        self.monthCode = month.code
        self.ordinalMonth = month.ordinal
        self.day = day
        self.hijriOffset = system.dayOffset
        let numbers = month.irregularDayNumbers ?? Array(1...month.length)
        self.iso = ISODate(julianDay: month.firstJulianDay + (numbers.firstIndex(of: day) ?? 0))
        let named = calendar.eraYear(icuEra: month.era, year: month.eraYear, extendedYear: month.extendedYear)
        self.eraCode = named?.code
        self.eraYear = named?.year
    }

    // MARK: - Arithmetic

    /// The date `days` days later (earlier for a negative count), in the same calendar.
    public func adding(days: Int) throws(CalendarGridError) -> CalendarDate {
        try CalendarDate(iso.adding(days: days), calendar: calendar, hijriOffset: hijriOffset)
    }

    /// The same day `months` months later (earlier for a negative count), over the
    /// calendar's real months (a Chinese leap month and Hebrew Adar I count as months), as
    /// Temporal's `add({months})`: a day past the target month's end becomes its last day
    /// with ``Overflow/constrain``, or throws with ``Overflow/reject``.
    public func adding(months: Int, overflow: Overflow = .constrain) throws(CalendarGridError) -> CalendarDate {
        let system = try Self.system(calendar, hijriOffset: hijriOffset)
        var year = self.year
        var index = ordinalMonth - 1 + months
        var count = try Self.months(ofYear: year, system: system).count
        while index >= count {
            index -= count
            year += 1
            count = try Self.months(ofYear: year, system: system).count
        }
        while index < 0 {
            year -= 1
            count = try Self.months(ofYear: year, system: system).count
            index += count
        }
        let target = try Self.months(ofYear: year, system: system)[index]
        return try CalendarDate(month: target, day: day, calendar: calendar, system: system, overflow: overflow)
    }

    /// The same month code and day `years` years later, as Temporal's `add({years})`: a
    /// missing month becomes Temporal's replacement and a missing day the month's last with
    /// ``Overflow/constrain``; ``Overflow/reject`` throws.
    public func adding(years: Int, overflow: Overflow = .constrain) throws(CalendarGridError) -> CalendarDate {
        try CalendarDate(
            calendar: calendar, year: year + years, monthCode: monthCode, day: day, hijriOffset: hijriOffset,
            overflow: overflow)
    }

    /// The same day in another calendar.
    public func converted(to other: CalendarID, hijriOffset offset: Int = 0) throws(CalendarGridError) -> CalendarDate {
        try CalendarDate(iso, calendar: other, hijriOffset: offset)
    }

    // MARK: - Reading

    /// Earlier days first; dates of different calendars compare by their days.
    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool { lhs.iso < rhs.iso }

    /// The month, as grids address it.
    public var monthAddress: MonthAddress { MonthAddress(year: year, code: monthCode) }

    /// The date as its calendar names it, then its ISO day: `hebrew 5785-M07-15 (ISO
    /// 2025-04-13)`; an islamic calendar's Hijri adjustment follows its name
    /// (`islamic-umalqura+1`). For logs and debugging; ``LocaleProfile/fullDate(_:)``
    /// writes it for people.
    public var description: String {
        let offset = hijriOffset == 0 ? "" : (hijriOffset > 0 ? "+" : "") + String(hijriOffset)
        let dayDigits = day < 10 ? "0\(day)" : "\(day)"
        return "\(calendar.rawValue)\(offset) \(year)-\(monthCode)-\(dayDigits) (ISO \(iso))"
    }

    /// Temporal's form: the ISO day with the calendar (`2025-04-13[u-ca=hebrew]`).
    public var temporalString: String { "\(iso)[u-ca=\(calendar.rawValue)]" }

    // MARK: - Layouts

    /// The months of a calendar's year, in order: each one's code and number of days (for
    /// recurrence rules that walk a year's months, as RSCALE rules do).
    /// - Throws: `.outOfRange` for a year the calendar does not support.
    package static func months(
        ofYear year: Int, calendar: CalendarID, hijriOffset: Int = 0
    ) throws(CalendarGridError) -> [(code: MonthCode, days: Int)] {
        try months(ofYear: year, system: system(calendar, hijriOffset: hijriOffset)).map { ($0.code, $0.length) }
    }

    private static func system(_ calendar: CalendarID, hijriOffset: Int) throws(CalendarGridError) -> CalendarSystem {
        if calendar.isIslamic { try CalendarSystem.checkHijriOffset(hijriOffset) }
        return try CalendarSystem.shared(calendar, dayOffset: calendar.appliedHijriOffset(hijriOffset))
    }

    private static func months(ofYear year: Int, system: CalendarSystem) throws(CalendarGridError) -> [MonthLayout] {
        try system.checkYear(year)
        return try system.year(year).months
    }

    /// The month of a code in a year, or Temporal's replacement for a missing leap month.
    static func month(
        _ code: MonthCode, inYear year: Int, calendar: CalendarID, system: CalendarSystem, overflow: Overflow
    ) throws(CalendarGridError) -> MonthLayout {
        let months = try months(ofYear: year, system: system)
        if let month = months.first(where: { $0.code == code }) { return month }
        let replacement: MonthCode?
        switch calendar {
        // Temporal: in a common Hebrew year Adar I (M05L) is constrained to Adar (M06).
        case .hebrew where code.isLeap: replacement = MonthCode(number: code.number + 1)
        // Temporal: a Chinese or Korean leap month is constrained to the month it follows.
        case .chinese where code.isLeap, .dangi where code.isLeap: replacement = MonthCode(number: code.number)
        default: replacement = nil
        }
        guard overflow == .constrain, let replacement, let month = months.first(where: { $0.code == replacement })
        else {
            throw .calendar(
                .monthNotInYear(MonthAddress(year: year, code: code), calendar: calendar, available: months.map(\.code))
            )
        }
        return month
    }
}

extension CalendarDate: Codable {
    private enum CodingKeys: String, CodingKey { case calendar, year, monthCode, day, hijriOffset }

    /// Reads `calendar`, `year`, `monthCode`, `day` and, for the islamic calendars,
    /// `hijriOffset`; the date must exist (no constraining).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            calendar: try container.decode(CalendarID.self, forKey: .calendar),
            year: try container.decode(Int.self, forKey: .year),
            monthCode: try container.decode(MonthCode.self, forKey: .monthCode),
            day: try container.decode(Int.self, forKey: .day),
            hijriOffset: try container.decodeIfPresent(Int.self, forKey: .hijriOffset) ?? 0, overflow: .reject)
    }

    /// Writes `calendar`, `year`, `monthCode`, `day`, and `hijriOffset` when it is not 0.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(calendar, forKey: .calendar)
        try container.encode(year, forKey: .year)
        try container.encode(monthCode, forKey: .monthCode)
        try container.encode(day, forKey: .day)
        if hijriOffset != 0 { try container.encode(hijriOffset, forKey: .hijriOffset) }
    }
}
