/// A month of a calendar, as `calgrid --month` takes it: `YEAR-MONTHCODE`
/// (`5784-M05L`, Adar I of 5784) or `YEAR-ORDINAL` (`1446-9`, the ninth month of 1446).
///
/// YEAR is the calendar's arithmetic year (ECMAScript Temporal's): the year of the
/// calendar's main era (hebrew 5784, persian 1403, buddhist 2567, roc 113,
/// ethiopic-amete-alem 7517), except `japanese` (the ISO year) and `chinese`/`dangi`
/// (the ISO year in which that lunar year begins). A leading `-` writes a year before 0.
public struct MonthAddress: Hashable, Sendable, CustomStringConvertible {
    /// How the month is named within its year.
    public enum Month: Hashable, Sendable {
        /// By Temporal month code: `M05L` is the same month in every Hebrew leap year.
        case code(MonthCode)
        /// By position in the year, 1-based: in a Hebrew leap year, 6 is Adar I.
        case ordinal(Int)
    }

    /// The calendar's arithmetic year (see the contract: Hebrew 5784, Chinese by the ISO year of its first month).
    public let year: Int
    /// The month within the year: a month code or an ordinal.
    public let month: Month

    /// The month of a year that a code or ordinal names.
    public init(year: Int, month: Month) {
        self.year = year
        self.month = month
    }

    /// The month of a year with a Temporal month code (`5784`, `M05L`).
    public init(year: Int, code: MonthCode) { self.init(year: year, month: .code(code)) }
    /// The month at a 1-based position in its year (`1446`, `9`).
    public init(year: Int, ordinal: Int) { self.init(year: year, month: .ordinal(ordinal)) }

    /// Parses `YEAR-MONTHCODE` or `YEAR-ORDINAL`. The year is ASCII digits (at most
    /// nine, optionally after `-`), the ordinal one or two digits.
    /// - Throws: ``CalendarError/malformedMonth(_:)``.
    public init(parsing text: String) throws(CalendarError) {
        var body = Substring(text)
        let negative = body.first == "-"
        if negative { body = body.dropFirst() }
        let parts = body.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2,
            (1...9).contains(parts[0].count), parts[0].allSatisfy({ $0.isASCII && $0.isNumber }),
            let year = Int(parts[0])
        else { throw .malformedMonth(text) }
        let monthText = String(parts[1])
        if let code = MonthCode(monthText) {
            self.init(year: negative ? -year : year, code: code)
        } else if (1...2).contains(monthText.count), monthText.allSatisfy({ $0.isASCII && $0.isNumber }),
            let ordinal = Int(monthText), ordinal >= 1
        {
            self.init(year: negative ? -year : year, ordinal: ordinal)
        } else {
            throw .malformedMonth(text)
        }
    }

    /// `YEAR-MONTHCODE`, as ``init(parsing:)`` takes it.
    public var description: String {
        switch month {
        case let .code(code): "\(year)-\(code)"
        case let .ordinal(ordinal): "\(year)-\(ordinal)"
        }
    }
}

extension MonthAddress: Codable {
    /// Reads an address written as `--month` takes it (`5784-M05L`, `2024-9`).
    public init(from decoder: any Decoder) throws {
        self = try StringCoding.decode(decoder) { text throws(CalendarError) in try MonthAddress(parsing: text) }
    }

    /// Writes the address as ``description`` does.
    public func encode(to encoder: any Encoder) throws {
        try StringCoding.encode(description, to: encoder)
    }
}
