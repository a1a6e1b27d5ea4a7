public import CalendarGrid

/// A recurrence rule (`RRULE`, RFC 5545 §3.3.10, with RFC 7529's `RSCALE` and `SKIP`), read
/// and expanded by the toolkit in any of its calendars.
///
/// Every part works in every calendar: `RSCALE=HEBREW;FREQ=MONTHLY;BYDAY=2SA` is the second
/// Saturday of each Hebrew month, `RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=1` the
/// Lunar New Year on the official tables' days. Without `RSCALE` (or with `GREGORIAN`) the
/// calendar is the proleptic Gregorian one, as RFC 5545 counts. In another calendar:
/// - months are that calendar's (a Hebrew leap year has 13, a Chinese one its leap month,
///   `BYMONTH=5L`), years its years, `BYYEARDAY` and `BYWEEKNO` count within its year
///   (week 1 is the first week, from `WKST`, with four days of that year), and a numbered
///   `BYDAY` counts within its month or year;
/// - a month a year lacks (a leap month) or a day a month lacks (the 30th of a 29-day
///   month) is left out with `SKIP=OMIT` (the default), or moved to the month or day before
///   (`BACKWARD`) or after (`FORWARD`), as RFC 7529 §4.2 says;
/// - the years are those the toolkit lays out for the calendar (`vietnamese`: 1900–2100);
///   a rule's occurrences end where its calendar's years end.
///
/// Reading is lenient where writers stray and nothing is guessed: part names and values in
/// any case, spaces around values and list entries (`BYDAY=MO, TU`), `\;` and `\,`
/// (escaped as text is), an empty part (`FREQ=DAILY;`), `X-` parts (ignored), and `SKIP`
/// without `RSCALE` (Gregorian). Anything else that RFC 5545 or RFC 7529 does not allow is
/// refused with the part and the range it takes (``RuleProblem``).
///
/// ```swift
/// let newYear = try Recurrence("RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=1")
/// newYear.calendar   // .chinese
/// let shabbat = try Recurrence("RSCALE=HEBREW;FREQ=MONTHLY;BYDAY=2SA")
/// shabbat.weekdays   // [Recurrence.WeekdayRule(ordinal: 2, weekday: .saturday)]
/// ```
public struct Recurrence: Sendable, Hashable {
    /// How often the rule repeats (`FREQ`).
    public enum Frequency: String, Sendable, Hashable, CaseIterable {
        /// `SECONDLY`.
        case secondly
        /// `MINUTELY`.
        case minutely
        /// `HOURLY`.
        case hourly
        /// `DAILY`.
        case daily
        /// `WEEKLY`: weeks from ``Recurrence/weekStart``.
        case weekly
        /// `MONTHLY`: in another calendar, that calendar's months (leap months count).
        case monthly
        /// `YEARLY`: in another calendar, that calendar's years.
        case yearly
    }

    /// What a year without the month, or a month without the day, does (RFC 7529 §4.2).
    public enum Skip: String, Sendable, Hashable {
        /// No occurrence that year or month (the default).
        case omit
        /// The month before (a leap month's regular month), or the month's last day.
        case backward
        /// The month after, or the next month's first day.
        case forward
    }

    /// One entry of `BYDAY`: a weekday, numbered within the month or the year (`2SA`, `-1FR`)
    /// or not (`SA`).
    public struct WeekdayRule: Sendable, Hashable {
        /// 1 … 53 from the start, −1 … −53 from the end; `nil`: every such weekday.
        public let ordinal: Int?
        /// The weekday.
        public let weekday: Weekday

        /// An entry; `ordinal` 1 … 53 or −53 … −1, or `nil`.
        public init(ordinal: Int? = nil, weekday: Weekday) {
            self.ordinal = ordinal
            self.weekday = weekday
        }
    }

    /// The rule as written.
    public let rule: String
    /// `RSCALE`: the calendar the rule counts in (`gregorian`, proleptic, without one).
    public let calendar: CalendarID
    /// `FREQ`.
    public let frequency: Frequency
    /// `INTERVAL` (1 without one).
    public let interval: Int
    /// `COUNT`: how many occurrences, the first (DTSTART) included.
    public let count: Int?
    /// `UNTIL`, inclusive: compared as an instant under a zoned or UTC DTSTART, as a wall
    /// time under a floating one, as a day under a date (read leniently: an UNTIL date under
    /// a timed DTSTART keeps that whole day; one without `Z` is read in DTSTART's zone).
    public let until: EventTime?
    /// `BYSECOND`: 0 … 60 (a leap second, 60, names no second of a civil clock and matches none).
    public let seconds: [Int]
    /// `BYMINUTE`: 0 … 59.
    public let minutes: [Int]
    /// `BYHOUR`: 0 … 23.
    public let hours: [Int]
    /// `BYDAY`.
    public let weekdays: [WeekdayRule]
    /// `BYMONTHDAY`: 1 … 31, or −1 … −31 from the month's end.
    public let monthDays: [Int]
    /// `BYYEARDAY`: 1 … 366, or −1 … −366 from the year's end (in another calendar, to its length).
    public let yearDays: [Int]
    /// `BYWEEKNO`: 1 … 53, or −1 … −53 from the year's last week (in another calendar, to its weeks).
    public let weekNumbers: [Int]
    /// `BYMONTH`: month codes (`5L` is `M05L`).
    public let months: [MonthCode]
    /// `BYSETPOS`: 1 … 366, or −1 … −366 from the end of each period's set.
    public let setPositions: [Int]
    /// `WKST` (Monday without one).
    public let weekStart: Weekday
    /// `SKIP` (``Skip/omit`` without one).
    public let skip: Skip

    /// Reads a rule.
    /// - Throws: ``EventError/invalidRule(_:_:)`` with the ``RuleProblem``: a part RFC 5545 or
    ///   RFC 7529 does not define, a value outside its part's range, a part the rule's
    ///   frequency does not take, parts that exclude each other, an `RSCALE` the toolkit
    ///   does not have.
    public init(_ rule: String) throws(EventError) {
        var reading = RuleReading(rule)
        do { try reading.read() } catch { throw .invalidRule(rule, error) }
        self.rule = rule
        calendar = reading.calendar ?? .gregorian
        frequency = reading.frequency ?? .yearly
        interval = reading.interval ?? 1
        count = reading.count
        until = reading.until
        seconds = reading.seconds
        minutes = reading.minutes
        hours = reading.hours
        weekdays = reading.weekdays
        monthDays = reading.monthDays
        yearDays = reading.yearDays
        weekNumbers = reading.weekNumbers
        months = reading.months
        setPositions = reading.setPositions
        weekStart = reading.weekStart ?? .monday
        skip = reading.skip ?? .omit
    }
}
