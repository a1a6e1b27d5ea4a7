/// A civil day in the proleptic Gregorian calendar, written `YYYY-MM-DD` (ISO 8601),
/// whatever calendar a grid is in.
///
/// Converts to and from Julian day numbers, the toolkit's civil-day count:
/// ```swift
/// let date = try ISODate(parsing: "2000-01-01")
/// date.julianDay                    // 2451545
/// ISODate(julianDay: 2_299_161)     // 1582-10-15
/// ```
public struct ISODate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The proleptic Gregorian year (0 is 1 BCE).
    public let year: Int
    /// The month, 1 … 12.
    public let month: Int
    /// The day of the month, 1 … 31.
    public let day: Int

    /// Checks that the day exists in the proleptic Gregorian calendar (so
    /// `2024-02-30` and `2023-02-29` are refused).
    /// - Throws: ``CalendarError/malformedDate(_:)``.
    public init(year: Int, month: Int, day: Int) throws(CalendarError) {
        guard ISODate.years.contains(year), (1...12).contains(month),
            day >= 1, day <= ISODate.daysInMonth(year: year, month: month)
        else {
            throw .malformedDate("\(ISODate.pad(year))-\(ISODate.pad(month, 2))-\(ISODate.pad(day, 2))")
        }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD` exactly: four ASCII digits, two, two (a leading `-` for
    /// years before 1 BCE is accepted, as in the toolkit's own output).
    /// - Throws: ``CalendarError/malformedDate(_:)``.
    public init(parsing text: String) throws(CalendarError) {
        var body = Substring(text)
        let negative = body.first == "-"
        if negative { body = body.dropFirst() }
        let parts = body.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { throw .malformedDate(text) }
        do {
            try self.init(year: negative ? -year : year, month: month, day: day)
        } catch {
            throw .malformedDate(text)
        }
    }

    /// The years an ISO date may have: wide enough for any calendar arithmetic, narrow
    /// enough that no Julian day number computed from them overflows.
    public static let years = -1_000_000_000...1_000_000_000

    /// Days in 400 Gregorian years: the calendar repeats after them.
    private static let daysIn400Years = 146_097

    /// The day with this Julian day number (JD 2451545 is 2000-01-01). Julian day numbers
    /// beyond ``years`` are brought into it by whole 400-year cycles.
    public init(julianDay: Int) {
        // Richards' algorithm holds for JD ≥ -32044; other days are moved by 400-year
        // cycles into 2000–2399 first, and the cycles added back to the year.
        // JD 2451545 (2000-01-01) is 16 cycles and 113,993 days after JD 0.
        var (cycles, offset) = ISODate.floorDivision(julianDay, by: ISODate.daysIn400Years)
        cycles -= 16
        offset -= 113_993
        if offset < 0 {
            cycles -= 1
            offset += ISODate.daysIn400Years
        }
        let reduced = ISODate(richardsJulianDay: 2_451_545 + offset)
        let year = Swift.min(
            Swift.max(
                reduced.year + 400 * Swift.max(Swift.min(cycles, 2_500_000), -2_500_000),
                ISODate.years.lowerBound), ISODate.years.upperBound)
        self.init(uncheckedYear: year, month: reduced.month, day: reduced.day)
    }

    private init(richardsJulianDay julianDay: Int) {
        let a = julianDay + 32044
        let b = (4 * a + 3) / 146_097
        let c = a - 146_097 * b / 4
        let d = (4 * c + 3) / 1461
        let e = c - 1461 * d / 4
        let m = (5 * e + 2) / 153
        day = e - (153 * m + 2) / 5 + 1
        month = m + 3 - 12 * (m / 10)
        year = 100 * b + d - 4800 + m / 10
    }

    /// The Julian day number of 1970-01-01, the Unix epoch.
    package static let unixEpochJulianDay = 2_440_588

    /// The Julian day number: days since noon UTC on 1 January 4713 BCE (Julian),
    /// counted for the civil day that begins at the following midnight.
    public var julianDay: Int {
        // Years are moved by 400-year cycles into 2000–2399 first, so that no product overflows.
        let (cycles, reducedYear) = ISODate.floorDivision(year - 2000, by: 400)
        return ISODate(uncheckedYear: 2000 + reducedYear, month: month, day: day).reducedJulianDay
            + cycles * ISODate.daysIn400Years
    }

    private var reducedJulianDay: Int {
        let a = (14 - month) / 12
        let y = year + 4800 - a
        let m = month + 12 * a - 3
        return day + (153 * m + 2) / 5 + 365 * y + y / 4 - y / 100 + y / 400 - 32045
    }

    /// The Julian day number of 1 January of a year.
    package static func julianDay(ofJanuaryFirst year: Int) -> Int {
        ISODate(uncheckedYear: year, month: 1, day: 1).julianDay
    }

    /// The Julian day number of a day known to exist (tables the toolkit generates).
    static func julianDay(year: Int, month: Int, day: Int) -> Int {
        ISODate(uncheckedYear: year, month: month, day: day).julianDay
    }

    /// The following day, without a round trip through the Julian day number.
    func next() -> ISODate {
        if day < 28 || day < ISODate.daysInMonth(year: year, month: month) {
            return ISODate(uncheckedYear: year, month: month, day: day + 1)
        }
        return month == 12
            ? ISODate(uncheckedYear: year + 1, month: 1, day: 1)
            : ISODate(uncheckedYear: year, month: month + 1, day: 1)
    }

    private init(uncheckedYear year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// `YYYY-MM-DD`, as ``init(parsing:)`` takes it.
    public var description: String { "\(ISODate.pad(year))-\(ISODate.pad(month, 2))-\(ISODate.pad(day, 2))" }

    /// Whether a day comes before another.
    public static func < (lhs: ISODate, rhs: ISODate) -> Bool { lhs.julianDay < rhs.julianDay }

    /// Quotient and remainder of floor division (remainder 0 ..< divisor).
    private static func floorDivision(_ value: Int, by divisor: Int) -> (quotient: Int, remainder: Int) {
        let (quotient, remainder) = value.quotientAndRemainder(dividingBy: divisor)
        return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
    }

    static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private static func pad(_ value: Int, _ width: Int = 4) -> String {
        let digits = String(value.magnitude)
        let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
        return value < 0 ? "-" + padded : padded
    }
}

extension ISODate: Codable {
    /// Reads a date written as `YYYY-MM-DD` (``init(parsing:)``).
    public init(from decoder: any Decoder) throws {
        self = try StringCoding.decode(decoder) { text throws(CalendarError) in try ISODate(parsing: text) }
    }

    /// Writes the date as `YYYY-MM-DD`, as the JSON contract's `iso` members.
    public func encode(to encoder: any Encoder) throws {
        try StringCoding.encode(description, to: encoder)
    }
}
