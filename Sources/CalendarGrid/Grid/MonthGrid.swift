/// One month of one calendar in one locale, as a calendar page shows it: weeks of
/// seven days, first weekday first, with the neighbouring months' days filling the
/// first and last rows.
///
/// A grid has 1 to 6 rows: six for a 31-day month that starts late in the week, two
/// for an Ethiopic Pagume of 5 or 6 days, four for a February that starts on the
/// first weekday. `en-US` September 2024:
/// ```
///    September 2024
/// Su Mo Tu We Th Fr Sa
///  1  2  3  4  5  6  7
///  8  9 10 11 12 13 14
/// 15 16 17 18 19 20 21
/// 22 23 24 25 26 27 28
/// 29 30  1  2  3  4  5
/// ```
/// A day that does not exist (1582-10-05 … 14 in the hybrid `gregorian` calendar) has
/// no cell: the ISO dates of consecutive cells are always consecutive days.
public struct MonthGrid: Sendable {
    /// The profile (locale, calendar, names, week data) the grid was built with.
    public let profile: LocaleProfile
    /// ICU's ERA number on the month's first day (for `japanese` January 1989: Showa, 235):
    /// prefer ``eraCode``. JSON's `era`.
    public let icuEra: Int
    /// ICU's YEAR: the era year (the cycle year, 1…60, for `chinese` and `dangi`): prefer
    /// ``eraYear``, ``cyclicYear`` and ``arithmeticYear``. JSON's `year`.
    public let icuYear: Int
    /// The year counted from the calendar's epoch as ICU 72 to 77 count EXTENDED_YEAR
    /// (4660 for the Chinese year that began in 2023; the Amete Mihret year for
    /// `ethiopic-amete-alem`). ICU 78 moved those epochs (ICU-23167); the toolkit keeps
    /// this value the same on every ICU.
    public let extendedYear: Int
    /// The era of the month's first day by its Temporal/CLDR code (`reiwa`, `ce`, `bce`, `am`,
    /// `ah`, `roc`, `broc`, …; see ``CalendarID``'s era codes in the Calendars article), or
    /// `nil` for calendars without eras (`iso8601`, `chinese`, `dangi`). Japanese months before
    /// Meiji are `ce`/`bce`, as Temporal counts them; the Meiji era begins where the running
    /// ICU begins it (1868-09-08 up to ICU 77, 1868-10-23 from CLDR 48).
    public var eraCode: String? { eraYearPair?.code }
    /// The year in ``eraCode``'s era (`1` for May 2019 in `reiwa`; `-84` for a Coptic year
    /// before the era's first, which Temporal counts on through zero), or `nil` with it.
    public var eraYear: Int? { eraYearPair?.year }
    /// `chinese` and `dangi`: the year's place in the sixty-year cycle, 1 … 60 (ICU's YEAR;
    /// 41, 甲辰, for the year that began on 10 February 2024); `nil` in other calendars.
    public var cyclicYear: Int? { profile.calendar.isLunisolarChinese ? icuYear : nil }
    /// `chinese` and `dangi`: the ISO year in which the lunar year begins (2024 for 甲辰);
    /// `nil` in other calendars.
    public var relatedISOYear: Int? { profile.calendar.isLunisolarChinese ? arithmeticYear : nil }

    private var eraYearPair: (code: String, year: Int)? {
        profile.calendar.eraYear(icuEra: icuEra, year: icuYear, extendedYear: extendedYear)
    }

    /// The year a ``MonthAddress`` takes.
    public let arithmeticYear: Int
    /// The month's Temporal code (`M05L` for Hebrew Adar I).
    public let monthCode: MonthCode
    /// 1-based position of the month within its year.
    public let ordinalMonth: Int
    /// `true` for Chinese and Dangi leap months and for Hebrew Adar I.
    public var isLeapMonth: Bool { monthCode.isLeap }
    /// The stand-alone wide month name (`январь`, `闰二月`, `Adar II` in leap years).
    public let name: String
    /// The localized month-and-year heading, from the locale's pattern for the skeleton
    /// `yMMMM` in the grid's calendar, applied to the month's first day. A month in which an
    /// era begins is titled with the era of its first day (`japanese` January 1989: 昭和64年1月;
    /// April 2019: 平成31年4月; May 2019, whose first day began Reiwa: 令和元年5月).
    public let title: String
    /// The days that exist in the month (21 for `gregorian` 1582-10).
    public let daysInMonth: Int
    /// The month's first day.
    public let firstDay: ISODate
    /// The month's last day.
    public let lastDay: ISODate
    /// The rows, first weekday first, with the neighbouring months' days in the first and last.
    public let weeks: [Week]
    /// For each secondary calendar of the builder, the months of that calendar that this
    /// month's own days span, as the locale writes them (`zh-CN` September 2024 under
    /// `chinese`: 2024甲辰年七月至八月); see ``GridBuilder/init(locale:calendar:secondaryCalendars:hijriOffset:today:)``.
    public let secondaryTitles: [String]
    /// The secondary calendars of the builder, in order (the calendars of
    /// ``DayCell/secondary``).
    public let secondaryCalendars: [CalendarID]
    /// The Hijri day adjustment of the islamic calendars in the grid, primary or
    /// secondary (0 when none is islamic).
    public let hijriOffset: Int

    /// For each secondary calendar, whether its day numbers differ from the grid's on some
    /// day of the month. Where they do not (`japanese`, `roc` or `buddhist` under a
    /// `gregorian` grid, and the reverse: the same days, other years), a row of them under
    /// every week says nothing the grid does not: the text and HTML renderers show that
    /// calendar's title and leave its row out, and JSON marks the month
    /// (`secondaryDayRows`). The cells keep their ``DayCell/secondary`` dates either way.
    public var secondaryDayRows: [Bool] {
        secondaryCalendars.indices.map { index in
            weeks.contains { week in
                week.days.contains { day in
                    day.isInMonth && index < day.secondary.count && day.secondary[index].day != day.day
                }
            }
        }
    }

    /// This month's address, which ``GridBuilder/month(_:)`` takes back.
    public var address: MonthAddress { MonthAddress(year: arithmeticYear, code: monthCode) }

    /// Every cell, row by row.
    public var cells: [DayCell] { weeks.flatMap(\.days) }
}

extension MonthGrid: Hashable {
    /// Whether two grids are the same month of the same profile with the same days,
    /// names and marks (every stored member compared).
    public static func == (lhs: MonthGrid, rhs: MonthGrid) -> Bool {
        lhs.profile == rhs.profile && lhs.icuEra == rhs.icuEra && lhs.icuYear == rhs.icuYear
            && lhs.extendedYear == rhs.extendedYear && lhs.arithmeticYear == rhs.arithmeticYear
            && lhs.monthCode == rhs.monthCode && lhs.ordinalMonth == rhs.ordinalMonth && lhs.name == rhs.name
            && lhs.title == rhs.title && lhs.daysInMonth == rhs.daysInMonth && lhs.firstDay == rhs.firstDay
            && lhs.lastDay == rhs.lastDay && lhs.secondaryTitles == rhs.secondaryTitles
            && lhs.secondaryCalendars == rhs.secondaryCalendars && lhs.hijriOffset == rhs.hijriOffset
            && lhs.weeks == rhs.weeks
    }

    /// Hashes what identifies the month (profile, month, first day, secondary calendars),
    /// not every cell: equal grids hash alike, and hashing stays cheap.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(profile)
        hasher.combine(arithmeticYear)
        hasher.combine(monthCode)
        hasher.combine(firstDay)
        hasher.combine(secondaryCalendars)
        hasher.combine(hijriOffset)
    }
}

extension MonthGrid: Identifiable {
    /// What identifies a month among the grids of every builder: the calendar, its Hijri
    /// adjustment and the month (`gregorian` and `iso8601` 2024-M09 are two months).
    public typealias ID = MonthGridID

    /// The grid's calendar, Hijri adjustment and month (SwiftUI's `ForEach(months)`).
    public var id: ID { ID(calendar: profile.calendar, hijriOffset: profile.hijriOffset, address: address) }
}

extension MonthGrid {
    /// ICU's ERA number on the month's first day.
    @available(*, deprecated, renamed: "icuEra", message: "an ICU number: prefer eraCode")
    public var era: Int { icuEra }

    /// ICU's YEAR of the month.
    @available(
        *, deprecated, renamed: "icuYear", message: "an ICU number: prefer eraYear, cyclicYear or arithmeticYear"
    )
    public var year: Int { icuYear }

    /// A grid, for previews and an app's tests (grids come from ``GridBuilder``): the
    /// month's days are the weeks' days in the month; ICU's era and year default to the
    /// arithmetic year's.
    public init(
        profile: LocaleProfile, arithmeticYear: Int, monthCode: MonthCode, ordinalMonth: Int, name: String,
        title: String, weeks: [Week], icuEra: Int = 1, icuYear: Int? = nil, secondaryTitles: [String] = [],
        secondaryCalendars: [CalendarID] = []
    ) {
        let days = weeks.flatMap(\.days).filter(\.isInMonth)
        self.init(
            profile: profile, icuEra: icuEra, icuYear: icuYear ?? arithmeticYear,
            extendedYear: arithmeticYear - profile.calendar.arithmeticYearOffset, arithmeticYear: arithmeticYear,
            monthCode: monthCode, ordinalMonth: ordinalMonth, name: name, title: title, daysInMonth: days.count,
            firstDay: days.first?.iso ?? ISODate(julianDay: 0), lastDay: days.last?.iso ?? ISODate(julianDay: 0),
            weeks: weeks, secondaryTitles: secondaryTitles, secondaryCalendars: secondaryCalendars,
            hijriOffset: profile.hijriOffset)
    }
}

extension MonthGrid: Codable {
    /// The JSON contract's names, read here and written by ``GridJSON``.
    enum CodingKeys: String, CodingKey {
        case locale, calendar, secondaryCalendars, hijriOffset
        case era, year, extendedYear, arithmeticYear, eraCode, eraYear, cyclicYear, relatedISOYear
        case monthCode, ordinalMonth, isLeapMonth, name, title, daysInMonth, secondaryTitles, secondaryDayRows, weeks
    }

    /// Reads a grid written by ``encode(to:)``. The days, names and titles are taken as
    /// written; the profile is resolved again, on the running ICU, from `locale`, `calendar`
    /// and `hijriOffset` (as ``LocaleProfile/resolve(_:calendar:hijriOffset:)`` does).
    /// - Throws: `DecodingError.dataCorrupted` for a locale or calendar the running ICU
    ///   cannot resolve, or weeks without a day of the month.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let locale = try container.decode(LocaleID.self, forKey: .locale)
        let calendar = try container.decode(CalendarID.self, forKey: .calendar)
        let hijriOffset = try container.decode(Int.self, forKey: .hijriOffset)
        let profile: LocaleProfile
        do {
            profile = try LocaleProfile.resolve(locale, calendar: calendar, hijriOffset: hijriOffset)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .locale, in: container, debugDescription: error.description)
        }
        let weeks = try container.decode([Week].self, forKey: .weeks)
        let days = weeks.flatMap(\.days).filter(\.isInMonth)
        guard let first = days.first, let last = days.last else {
            throw DecodingError.dataCorruptedError(
                forKey: .weeks, in: container,
                debugDescription: "the weeks hold no day of the month")
        }
        self.init(
            profile: profile,
            icuEra: try container.decode(Int.self, forKey: .era),
            icuYear: try container.decode(Int.self, forKey: .year),
            extendedYear: try container.decode(Int.self, forKey: .extendedYear),
            arithmeticYear: try container.decode(Int.self, forKey: .arithmeticYear),
            monthCode: try container.decode(MonthCode.self, forKey: .monthCode),
            ordinalMonth: try container.decode(Int.self, forKey: .ordinalMonth),
            name: try container.decode(String.self, forKey: .name),
            title: try container.decode(String.self, forKey: .title),
            daysInMonth: try container.decode(Int.self, forKey: .daysInMonth),
            firstDay: first.iso, lastDay: last.iso, weeks: weeks,
            secondaryTitles: try container.decode([String].self, forKey: .secondaryTitles),
            secondaryCalendars: try container.decode([CalendarID].self, forKey: .secondaryCalendars),
            hijriOffset: hijriOffset)
    }

    /// Writes the JSON contract's month members (`eraCode`, `eraYear`, `cyclicYear` and
    /// `relatedISOYear` where the calendar has them) and, so that the grid can be read
    /// back alone, the profile's `locale` and `calendar` and the builder's
    /// `secondaryCalendars` and `hijriOffset`, with the contract's top-level names.
    public func encode(to encoder: any Encoder) throws {
        try GridJSON.standalone(self).encode(to: encoder)
    }
}

extension MonthGrid {
    /// A cell's day as the grid's calendar names it (a neighbouring month's for cells
    /// outside the month), with the grid's Hijri adjustment.
    public func calendarDate(of cell: DayCell) throws(CalendarGridError) -> CalendarDate {
        try CalendarDate(cell.iso, calendar: profile.calendar, hijriOffset: hijriOffset)
    }
}
