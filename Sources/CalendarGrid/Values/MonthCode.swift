/// A month's identity within its year, as ECMAScript Temporal writes it: `M01` … `M13`,
/// with `L` for a leap month (`M05L` is Hebrew Adar I, `M04L` a Chinese leap fourth month).
///
/// ICU 72 has no month codes, so the toolkit derives them (`init(icuMonth:isLeapMonth:calendar:)`):
/// - Chinese and Dangi: ICU's month field + 1, plus `L` when IS_LEAP_MONTH is set.
/// - Hebrew: ICU's month field is not contiguous: 0–4 are M01–M05, 5 is Adar I (`M05L`,
///   only in leap years), 6–12 are M06–M12 (6 is Adar, or Adar II in a leap year).
/// - Coptic and Ethiopic: field 12 is the 13th month (`M13`: Pagume / Nasie).
/// - Every other calendar: field + 1.
public struct MonthCode: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// 1 … 13.
    public let number: Int
    /// Whether this is a leap month inserted after month `number`.
    public let isLeap: Bool

    /// A code from its parts; `nil` unless `number` is 1 … 13.
    public init?(number: Int, isLeap: Bool = false) {
        guard (1...13).contains(number) else { return nil }
        self.number = number
        self.isLeap = isLeap
    }

    /// A code whose number the caller knows to be 1 … 13.
    init(validNumber number: Int, isLeap: Bool) {
        self.number = number
        self.isLeap = isLeap
    }

    /// Parses `M01` … `M13`, with an optional trailing `L` (`M05L`), as ``init(_:)`` does,
    /// throwing for anything else: the form for code a reader should not have to unwrap.
    ///
    /// ```swift
    /// let nisan = try MonthCode(parsing: "M07")
    /// ```
    /// - Throws: ``CalendarError/malformedMonthCode(_:)``.
    public init(parsing text: String) throws(CalendarError) {
        guard let code = MonthCode(text) else { throw .malformedMonthCode(text) }
        self = code
    }

    /// Parses `M01` … `M13`, with an optional trailing `L` (`M05L`). Case-sensitive,
    /// as in Temporal; `nil` for anything else (``init(parsing:)`` throws instead).
    public init?(_ text: String) {
        var digits = Substring(text)
        guard digits.first == "M" else { return nil }
        digits = digits.dropFirst()
        let isLeap = digits.last == "L"
        if isLeap { digits = digits.dropLast() }
        guard digits.count == 2, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let number = Int(digits)
        else { return nil }
        self.init(number: number, isLeap: isLeap)
    }

    /// The code of the month ICU reports with a 0-based month field and leap flag.
    /// This is the one place where ICU's month numbering is converted.
    init(icuMonth: Int, isLeapMonth: Bool, calendar: CalendarID) {
        if calendar == .hebrew {
            switch icuMonth {
            case ..<5:
                self.number = icuMonth + 1
                self.isLeap = false
            case 5:
                self.number = 5
                self.isLeap = true
            default:
                self.number = icuMonth
                self.isLeap = false
            }
        } else {
            self.number = icuMonth + 1
            self.isLeap = calendar.isLunisolarChinese && isLeapMonth
        }
    }

    /// `M01` … `M13`, with `L` for a leap month.
    public var description: String {
        (number < 10 ? "M0\(number)" : "M\(number)") + (isLeap ? "L" : "")
    }

    /// Calendar order: `M05` < `M05L` < `M06`.
    public static func < (lhs: MonthCode, rhs: MonthCode) -> Bool {
        (lhs.number, lhs.isLeap ? 1 : 0) < (rhs.number, rhs.isLeap ? 1 : 0)
    }
}

extension MonthCode: Codable {
    /// Reads a code written as `M01` … `M13`, with `L` for a leap month.
    public init(from decoder: any Decoder) throws {
        self = try StringCoding.decode(decoder) { text throws(CalendarError) in
            guard let code = MonthCode(text) else { throw CalendarError.malformedMonthCode(text) }
            return code
        }
    }

    /// Writes the code (`M05L`), as the JSON contract's `monthCode` members.
    public func encode(to encoder: any Encoder) throws {
        try StringCoding.encode(description, to: encoder)
    }
}
