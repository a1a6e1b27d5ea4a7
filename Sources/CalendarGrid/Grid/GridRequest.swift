/// What `calgrid` (or an app) asks for: a locale, perhaps a calendar, which months,
/// and which day is today. ``resolve()`` turns it into a profile and grids.
///
/// ```swift
/// let request = GridRequest(locale: try LocaleID("zh-CN"), calendar: .chinese,
///                           selection: .year(2023), today: try ISODate(parsing: "2023-03-22"))
/// let (profile, grids) = try request.resolve()   // 13 months, 闰二月 third
/// ```
public struct GridRequest: Sendable {
    /// Which months.
    public enum Selection: Sendable, Equatable {
        /// `count` months from an addressed one.
        case month(MonthAddress)
        /// `count` months from the one containing an ISO date.
        case date(ISODate)
        /// Every month of an arithmetic year (``GridRequest/count`` must be 1).
        case year(Int)
        /// `count` months from the one containing ``GridRequest/today``.
        case today
    }

    /// The locale the grids are for.
    public var locale: LocaleID
    /// The calendar, overriding the locale's own; `nil` keeps the locale's.
    public var calendar: CalendarID?
    /// Which months.
    public var selection: Selection
    /// How many consecutive months (1 or more).
    public var count: Int
    /// The day marked as today (``DayCell/isToday``) and that ``Selection/today`` starts from.
    public var today: ISODate
    /// Up to two calendars shown under each day (``GridBuilder/secondaryProfiles``).
    public var secondaryCalendars: [CalendarID] = []
    /// The Hijri day adjustment, −2 … 2, for the islamic calendars shown.
    public var hijriOffset: Int = 0

    /// A request for `count` months of a locale in a calendar.
    public init(
        locale: LocaleID, calendar: CalendarID? = nil, selection: Selection = .today, count: Int = 1, today: ISODate
    ) {
        self.locale = locale
        self.calendar = calendar
        self.selection = selection
        self.count = count
        self.today = today
    }

    /// The profile and the grids the request names.
    /// - Throws: any ``CalendarGridError`` of ``GridBuilder``;
    ///   ``CalendarGridError/countWithYear(count:year:)`` for a count other than 1 with a year.
    public func resolve() throws(CalendarGridError) -> (profile: LocaleProfile, grids: [MonthGrid]) {
        let builder = try GridBuilder(
            locale: locale, calendar: calendar, secondaryCalendars: secondaryCalendars,
            hijriOffset: hijriOffset, today: today)
        let grids: [MonthGrid]
        switch selection {
        case let .month(address): grids = try builder.months(startingAt: address, count: count)
        case let .date(date): grids = try builder.months(startingAt: date, count: count)
        case let .year(year):
            guard count == 1 else { throw .countWithYear(count: count, year: year) }
            grids = try builder.year(year)
        case .today: grids = try builder.months(startingAt: today, count: count)
        }
        return (builder.profile, grids)
    }
}
