/// A grid request that contradicts the builder it is made of: the grid domain of
/// ``CalendarGridError`` (``CalendarGridError/grid(_:)``).
///
/// ```swift
/// do { _ = try GridBuilder(locale: LocaleID("he-IL"), calendar: .hebrew, secondaryCalendars: [.hebrew]) } catch {
///     print(error)  // secondary calendar 'hebrew' cannot be shown: it is the grid's own calendar …
/// }
/// ```
public enum GridError: CalendarGridDomainError {
    /// A grid given to a builder of another calendar: `month(after:)` of a Hebrew grid on
    /// a Gregorian builder.
    case gridOfAnotherCalendar(grid: CalendarID, builder: CalendarID)

    /// A grid given to a builder whose days differ from the grid's, although the calendar
    /// is the same: another Hijri day adjustment (`month(after:)` of an `islamic-umalqura`
    /// grid with offset 1 on a builder without one), or a grid decoded on another ICU whose
    /// month starts elsewhere. `grid` identifies the grid (its calendar, adjustment, month).
    case gridOfAnotherBuilder(grid: MonthGridID, builderHijriOffset: Int)

    /// A secondary calendar that cannot be shown: the grid's own calendar, or one given
    /// twice (`--secondary hebrew,hebrew`).
    case invalidSecondaryCalendar(CalendarID, reason: SecondaryProblem)

    /// More secondary calendars than a grid shows (`maximum`, two).
    case tooManySecondaryCalendars(Int, maximum: Int)

    /// A number of months below one (`months(startingAt:count: 0)`).
    case monthCountOutOfRange(Int)

    /// Why a secondary calendar cannot be shown.
    public enum SecondaryProblem: Hashable, Sendable, CustomStringConvertible {
        /// It is the calendar of the grid.
        case gridCalendar
        /// It is given twice.
        case givenTwice

        /// The reason as the error message says it.
        public var description: String {
            switch self {
            case .gridCalendar: "it is the grid's own calendar"
            case .givenTwice: "it is given twice"
            }
        }
    }

    /// What went wrong and what is accepted.
    public var message: String {
        switch self {
        case let .gridOfAnotherCalendar(grid, builder):
            return
                "a \(grid.rawValue) grid was given to a \(builder.rawValue) builder (expected a grid of the builder's "
                + "calendar)"
        case let .gridOfAnotherBuilder(grid, builderHijriOffset):
            return
                "the \(grid.calendar.rawValue) grid \(grid.address) (Hijri offset \(grid.hijriOffset)) was given to a "
                + "builder whose days differ (Hijri offset \(builderHijriOffset)) (expected a grid of the same builder)"
        case let .invalidSecondaryCalendar(calendar, reason):
            return
                "secondary calendar '\(calendar.rawValue)' cannot be shown: \(reason) (expected up to two other "
                + "calendars)"
        case let .tooManySecondaryCalendars(count, maximum):
            return CalendarError.outOfRange("number of secondary calendars", count, 0, maximum)
        case let .monthCountOutOfRange(count):
            return CalendarError.outOfRange("month count", count, 1, Int.max)
        }
    }

    /// This error under the umbrella.
    public var calendarGridError: CalendarGridError { .grid(self) }
}
