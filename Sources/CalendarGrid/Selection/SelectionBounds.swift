/// Which days may be picked at all, whatever the availability list says.
///
/// ```swift
/// var bounds = SelectionBounds(noPast: true)        // nothing before today
/// bounds.maximum = try ISODate(parsing: "2025-12-31")
/// bounds.predicate = { Weekday(julianDay: $0.julianDay) != .sunday }
/// ```
public struct SelectionBounds: Sendable {
    /// The earliest day that may be picked.
    public var minimum: ISODate?
    /// The latest day that may be picked.
    public var maximum: ISODate?
    /// No day before the selection's today.
    public var noPast: Bool
    /// No day after the selection's today.
    public var noFuture: Bool
    /// A test every pickable day passes (closed days, holidays, …).
    public var predicate: (@Sendable (ISODate) -> Bool)?

    /// Bounds; by default every day may be picked.
    public init(
        minimum: ISODate? = nil, maximum: ISODate? = nil, noPast: Bool = false, noFuture: Bool = false,
        predicate: (@Sendable (ISODate) -> Bool)? = nil
    ) {
        self.minimum = minimum
        self.maximum = maximum
        self.noPast = noPast
        self.noFuture = noFuture
        self.predicate = predicate
    }

    /// Whether the bounds allow the day, with `today` for ``noPast`` and ``noFuture``.
    public func allows(_ date: ISODate, today: ISODate) -> Bool {
        if let minimum, date < minimum { return false }
        if let maximum, date > maximum { return false }
        if noPast, date < today { return false }
        if noFuture, date > today { return false }
        return predicate?(date) ?? true
    }
}
