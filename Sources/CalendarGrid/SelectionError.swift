/// An availability list that a selection cannot be made of: the selection domain of
/// ``CalendarGridError`` (``CalendarGridError/selection(_:)``). A selection model's
/// initializer throws it alone:
///
/// ```swift
/// do { _ = try SelectionState<Never>(items: [], today: try ISODate(parsing: "2024-09-17")) } catch {
///     print(error)  // the availability list is empty (expected at least one date item)
/// }
/// ```
public enum SelectionError: CalendarGridDomainError {
    /// The availability list is empty; at least one item is needed to know which months
    /// to show.
    case noItems

    /// One date listed twice with different states.
    case conflictingStates(ISODate)

    /// A second selected day in single mode; `first` is the first.
    case secondSelectedDay(ISODate, first: ISODate)

    /// In range mode, a listed day that is not selected although it lies inside the
    /// selected days' `range`.
    case unselectedDayInRange(ISODate, range: ClosedRange<ISODate>)

    /// In range mode, a day inside the selected days' `range` that the list does not have
    /// (a range selects every day between its ends).
    case dayMissingFromRange(ISODate, range: ClosedRange<ISODate>)

    /// The list spans more months than a selection shows at once (`limit`).
    case tooManyMonths(limit: Int)

    /// What went wrong, naming the item (its date) that shows it.
    public var message: String {
        switch self {
        case .noItems:
            return "the availability list is empty (expected at least one date item)"
        case let .conflictingStates(date):
            return "item \(date): listed twice with different states"
        case let .secondSelectedDay(date, first):
            return "item \(date): a second selected day in single mode (the first is \(first))"
        case let .unselectedDayInRange(date, range):
            return "item \(date): not selected, inside the selected range \(Self.span(range))"
        case let .dayMissingFromRange(date, range):
            return
                "item \(range.lowerBound): the selected days \(Self.span(range)) are not one range: the list does not "
                + "have \(date), and a range selects every day between its ends"
        case let .tooManyMonths(limit):
            return CalendarError.outOfRange("months of the availability list", ">\(limit)", 1, limit)
        }
    }

    /// This error under the umbrella.
    public var calendarGridError: CalendarGridError { .selection(self) }

    private static func span(_ range: ClosedRange<ISODate>) -> String { "\(range.lowerBound) … \(range.upperBound)" }
}
