/// A day of the week, numbered as ICU and CLDR number them: 1 = Sunday … 7 = Saturday.
///
/// ```swift
/// Weekday(julianDay: 2_451_545)   // .saturday (2000-01-01)
/// Weekday(keyword: "mon")         // .monday (the -u-fw- value)
/// ```
public enum Weekday: Int, Sendable, CaseIterable, Comparable, Codable, CustomStringConvertible {
    /// Sunday, 1 (ICU and CLDR number the days from Sunday).
    case sunday = 1
    /// Monday, 2.
    case monday
    /// Tuesday, 3.
    case tuesday
    /// Wednesday, 4.
    case wednesday
    /// Thursday, 5.
    case thursday
    /// Friday, 6.
    case friday
    /// Saturday, 7.
    case saturday

    /// The weekday of a Julian day number. JD 0 was a Monday, so JD + 1 counts from a Sunday.
    public init(julianDay: Int) {
        let index = ((julianDay + 1) % 7 + 7) % 7
        self = Weekday(rawValue: index + 1)!  // index is 0...6 by construction
    }

    /// The weekday named by a UTS #35 `fw` keyword value (`sun` … `sat`), or `nil`.
    public init?(keyword: String) {
        guard let match = Weekday.allCases.first(where: { $0.keyword == keyword.lowercased() }) else { return nil }
        self = match
    }

    /// The UTS #35 keyword value: `sun`, `mon`, … `sat`.
    public var keyword: String {
        switch self {
        case .sunday: "sun"
        case .monday: "mon"
        case .tuesday: "tue"
        case .wednesday: "wed"
        case .thursday: "thu"
        case .friday: "fri"
        case .saturday: "sat"
        }
    }

    /// The weekday `days` after this one (negative: before).
    public func advanced(by days: Int) -> Weekday {
        Weekday(rawValue: ((rawValue - 1 + days) % 7 + 7) % 7 + 1)!  // always 1...7
    }

    /// How many days after `start` this weekday comes (0...6): its column in a week
    /// that begins on `start`.
    public func offset(from start: Weekday) -> Int {
        ((rawValue - start.rawValue) % 7 + 7) % 7
    }

    /// Whether a weekday's number is lower (Sunday first, as ICU numbers them).
    public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The UTS #35 keyword (``Weekday/keyword``).
    public var description: String { keyword }
}

extension Weekday: Identifiable {
    /// The weekday number, 1 = Sunday … 7 = Saturday.
    public var id: Int { rawValue }
}
