/// A civil day's date in a secondary calendar, as a calendar page prints it under the
/// day: a Chinese wall calendar prints the lunar day (初一 … 三十), the month's name on
/// its first day and a solar term on the day it falls; an Israeli one the Hebrew date in
/// Hebrew numerals.
///
/// ```swift
/// let builder = try GridBuilder(locale: LocaleID("zh-CN"), secondaryCalendars: [.chinese])
/// let grid = try builder.month(MonthAddress(parsing: "2024-M09"))
/// let moonFestival = grid.cells.first { $0.iso.description == "2024-09-17" }!.secondary[0]
/// moonFestival.monthCode  // M08
/// moonFestival.dayLabel   // "十五"
/// moonFestival.label      // "十五"
/// ```
public struct SecondaryDate: Hashable, Sendable {
    /// The secondary calendar.
    public let calendar: CalendarID
    /// The year of the day's month, as a ``MonthAddress`` takes it.
    public let arithmeticYear: Int
    /// The month's Temporal code in that calendar.
    public let monthCode: MonthCode
    /// 1-based position of the month within its year.
    public let ordinalMonth: Int
    /// `true` for Chinese and Dangi leap months and for Hebrew Adar I.
    public var isLeapMonth: Bool { monthCode.isLeap }
    /// The day of the month.
    public let day: Int
    /// ``day`` as the locale writes days in this calendar (`初一`, `ט״ו`, `١٥`); in
    /// `panchang`, the day's tithi (``CalendarDate/tithi``, 1 … 30) in the locale's digits.
    public let dayLabel: String
    /// The stand-alone month name (`闰六月` for a leap month, `Adar II`).
    public let monthName: String
    /// The solar term that falls on the day, for `chinese` and `dangi` in the languages
    /// that name them (zh, ko, ja, vi), in ISO years 1900 … 2100; `nil` otherwise.
    public let solarTerm: String?
    /// What the cell shows: ``monthName`` on a month's first day, else the ``solarTerm``,
    /// else ``dayLabel``.
    public let label: String
}

extension SecondaryDate {
    /// A secondary date, for previews and an app's tests (grids make them): ``label`` is
    /// the month's name on its first day, else the solar term, else the day label.
    public init(
        calendar: CalendarID, arithmeticYear: Int, monthCode: MonthCode, ordinalMonth: Int, day: Int,
        dayLabel: String, monthName: String, solarTerm: String? = nil
    ) {
        self.init(
            calendar: calendar, arithmeticYear: arithmeticYear, monthCode: monthCode, ordinalMonth: ordinalMonth,
            day: day, dayLabel: dayLabel, monthName: monthName, solarTerm: solarTerm,
            label: day == 1 ? monthName : solarTerm ?? dayLabel)
    }
}

extension SecondaryDate: Codable {
    /// The JSON contract's names, read here and written by ``GridJSON``.
    enum CodingKeys: String, CodingKey {
        case calendar, arithmeticYear, monthCode, ordinalMonth, isLeapMonth, day, dayLabel, monthName, solarTerm, label
    }

    /// Reads a secondary date in the JSON contract's form (`isLeapMonth` follows from
    /// `monthCode` and is not read).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            calendar: try container.decode(CalendarID.self, forKey: .calendar),
            arithmeticYear: try container.decode(Int.self, forKey: .arithmeticYear),
            monthCode: try container.decode(MonthCode.self, forKey: .monthCode),
            ordinalMonth: try container.decode(Int.self, forKey: .ordinalMonth),
            day: try container.decode(Int.self, forKey: .day),
            dayLabel: try container.decode(String.self, forKey: .dayLabel),
            monthName: try container.decode(String.self, forKey: .monthName),
            solarTerm: try container.decodeIfPresent(String.self, forKey: .solarTerm),
            label: try container.decode(String.self, forKey: .label))
    }

    /// Writes the members of a JSON cell's `secondary` entry, in the contract's order.
    public func encode(to encoder: any Encoder) throws {
        try GridJSON.secondary(self).encode(to: encoder)
    }
}
