/// Days as steps: `date.adding(days: 7)`, `start...end` as a sequence of days, the
/// distance between two days. Civil days have no time zone, so a day is always one step.
///
/// ```swift
/// let first = try ISODate(parsing: "2024-02-27")
/// first.adding(days: 3)                 // 2024-03-01 (2024 is a leap year)
/// first.distance(to: try ISODate(parsing: "2024-03-01"))   // 3
/// for day in first...first.adding(days: 2) { print(day) }  // 27, 28, 29 February
/// ```
extension ISODate: Strideable {
    /// Days from this day to `other` (negative when `other` is earlier).
    public func distance(to other: ISODate) -> Int { other.julianDay - julianDay }

    /// The day `days` days later (earlier for a negative count).
    public func advanced(by days: Int) -> ISODate { ISODate(julianDay: julianDay + days) }

    /// The day `days` days later (earlier for a negative count).
    public func adding(days: Int) -> ISODate { advanced(by: days) }
}
