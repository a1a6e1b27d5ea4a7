internal import CalendarGrid

/// The reading of a rule's text into its parts (RFC 5545 §3.3.10's `recur`, with RFC 7529's
/// `RSCALE` and `SKIP`): each part once, each value in its range, and the combinations the
/// RFC forbids refused. The one reader of rule text; ``Recurrence`` holds what it reads.
struct RuleReading {
    let text: String
    var frequency: Recurrence.Frequency? = nil
    var calendar: CalendarID? = nil
    var interval: Int? = nil
    var count: Int? = nil
    var until: EventTime? = nil
    var seconds: [Int] = []
    var minutes: [Int] = []
    var hours: [Int] = []
    var weekdays: [Recurrence.WeekdayRule] = []
    var monthDays: [Int] = []
    var yearDays: [Int] = []
    var weekNumbers: [Int] = []
    var months: [MonthCode] = []
    var setPositions: [Int] = []
    var weekStart: Weekday? = nil
    var skip: Recurrence.Skip? = nil

    /// The largest `INTERVAL` and `COUNT` read: the RFC sets none, and past 2³¹ − 1 no
    /// period of a rule falls within the toolkit's ten thousand years.
    static let largestNumber = Int(Int32.max)

    init(_ text: String) {
        self.text = text
    }

    mutating func read() throws(RuleProblem) {
        // Writers escape `;` and `,` as in TEXT values (§3.3.11), which a rule is not.
        let unescaped = ICalendarValue.unescaped(text, escape: "\\", [";": ";", ",": ","])
        var seen: Set<RulePart> = []
        var leapMonths: [String] = []
        let parts = unescaped.split(separator: ";", omittingEmptySubsequences: true).map { String($0).trimmingSpaces }
        // With RSCALE, RFC 7529 §4 lets the calendar set the ranges ("in some calendar systems
        // there might be more than 366 days in a year"): the toolkit's calendars have months of
        // up to 32 days (Bikram Sambat), years of up to 385 days and 55 weeks (Hebrew and
        // Chinese leap years). Without it, RFC 5545's.
        let scaled = parts.contains { $0.uppercased().hasPrefix("RSCALE") && $0.contains("=") }
        let limits = scaled ? (month: 32, year: 385, week: 55) : (month: 31, year: 366, week: 53)
        for partText in parts {
            if partText.isEmpty { continue }
            guard let equals = partText.firstIndex(of: "=") else { throw .unknownPart(partText) }
            let name = String(partText[..<equals]).trimmingSpaces.uppercased()
            let value = String(partText[partText.index(after: equals)...]).trimmingSpaces
            // Extension parts (`X-NAME=…`) carry nothing the days depend on.
            if name.hasPrefix("X-") { continue }
            guard let part = RulePart(rawValue: name) else { throw .unknownPart(partText) }
            guard seen.insert(part).inserted else { throw .repeatedPart(part) }
            switch part {
            case .frequency:
                guard let read = Recurrence.Frequency(rawValue: value.lowercased()) else {
                    throw .malformedValue(part, value: value)
                }
                frequency = read
            case .until:
                guard let moment = ICalendarValue.Moment(value) else { throw .malformedValue(part, value: value) }
                until =
                    moment.milliseconds.map {
                        .local(moment.date, millisecondsInDay: $0, zone: moment.isUTC ? "UTC" : nil)
                    } ?? .date(moment.date)
            case .count:
                count = try Self.number(value, part: part, in: [1...Self.largestNumber], signed: false).first
            case .interval:
                interval = try Self.number(value, part: part, in: [1...Self.largestNumber], signed: false).first
            case .bySecond: seconds = try Self.numbers(value, part: part, in: [0...60], signed: false)
            case .byMinute: minutes = try Self.numbers(value, part: part, in: [0...59], signed: false)
            case .byHour: hours = try Self.numbers(value, part: part, in: [0...23], signed: false)
            case .byMonthDay: monthDays = try Self.numbers(value, part: part, upTo: limits.month)
            case .byYearDay: yearDays = try Self.numbers(value, part: part, upTo: limits.year)
            case .byWeekNumber: weekNumbers = try Self.numbers(value, part: part, upTo: limits.week)
            case .bySetPosition: setPositions = try Self.numbers(value, part: part, upTo: limits.year)
            case .byDay:
                weekdays = try Self.entries(value, part: part).map { entry throws(RuleProblem) in
                    try Self.weekday(entry, upTo: limits.week)
                }
            case .byMonth:
                for entry in try Self.entries(value, part: part) {
                    let isLeap = entry.hasSuffix("L") || entry.hasSuffix("l")
                    let digits = isLeap ? String(entry.dropLast()) : entry
                    guard let number = try Self.number(digits, part: part, in: [1...13], signed: false).first,
                        let code = MonthCode(number: number, isLeap: isLeap)
                    else { throw .malformedValue(part, value: entry) }
                    if isLeap { leapMonths.append(entry) }
                    months.append(code)
                }
            case .weekStart:
                guard let day = Self.weekdays[value.uppercased()] else { throw .malformedValue(part, value: value) }
                weekStart = day
            case .calendar:
                guard let named = try? CalendarID(parsing: value.lowercased()) else { throw .unknownCalendar(value) }
                calendar = named
            case .skip:
                guard let read = Recurrence.Skip(rawValue: value.lowercased()) else {
                    throw .malformedValue(part, value: value)
                }
                skip = read
            }
        }
        guard let frequency else { throw .missingFrequency }
        if calendar == nil {
            if let leap = leapMonths.first { throw .leapMonthWithoutCalendar(leap) }
            // Without RSCALE the months are the Gregorian twelve (RFC 5545 §3.3.10).
            if let month = months.first(where: { $0.number > 12 }) {
                throw .outOfRange(.byMonth, value: String(month.number), accepted: [1...12])
            }
        }
        try check(frequency)
    }

    /// The combinations RFC 5545 §3.3.10 forbids (its table's "N/A" and its MUST NOTs).
    private func check(_ frequency: Recurrence.Frequency) throws(RuleProblem) {
        if !weekNumbers.isEmpty, frequency != .yearly {
            throw .notForFrequency(.byWeekNumber, frequency, numbered: false)
        }
        if !yearDays.isEmpty, [.daily, .weekly, .monthly].contains(frequency) {
            throw .notForFrequency(.byYearDay, frequency, numbered: false)
        }
        if !monthDays.isEmpty, frequency == .weekly { throw .notForFrequency(.byMonthDay, frequency, numbered: false) }
        if weekdays.contains(where: { $0.ordinal != nil }) {
            if frequency != .monthly, frequency != .yearly {
                throw .notForFrequency(.byDay, frequency, numbered: true)
            }
            if !weekNumbers.isEmpty { throw .excludes(.byDay, .byWeekNumber) }
        }
        let hasOther =
            !(seconds.isEmpty && minutes.isEmpty && hours.isEmpty && weekdays.isEmpty && monthDays.isEmpty
            && yearDays.isEmpty && weekNumbers.isEmpty && months.isEmpty)
        if !setPositions.isEmpty, !hasOther { throw .needsAnotherPart(.bySetPosition) }
        if count != nil, until != nil { throw .excludes(.count, .until) }
    }

    static let weekdays: [String: Weekday] = [
        "SU": .sunday, "MO": .monday, "TU": .tuesday, "WE": .wednesday, "TH": .thursday, "FR": .friday,
        "SA": .saturday,
    ]

    /// The entries of a list value, each without spaces around it; an empty entry is malformed.
    private static func entries(_ value: String, part: RulePart) throws(RuleProblem) -> [String] {
        var result: [String] = []
        for entry in value.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = String(entry).trimmingSpaces
            guard !trimmed.isEmpty else { throw .malformedValue(part, value: value) }
            result.append(trimmed)
        }
        return result
    }

    /// A list of numbers counted from either end: 1 … `limit` or −`limit` … −1.
    private static func numbers(_ value: String, part: RulePart, upTo limit: Int) throws(RuleProblem) -> [Int] {
        try numbers(value, part: part, in: [1...limit, -limit...(-1)], signed: true)
    }

    /// A list of numbers, each in one of `ranges`; `signed` allows a leading `+` or `-`.
    private static func numbers(
        _ value: String, part: RulePart, in ranges: [ClosedRange<Int>], signed: Bool
    ) throws(RuleProblem) -> [Int] {
        var result: [Int] = []
        for entry in try entries(value, part: part) {
            result += try number(entry, part: part, in: ranges, signed: signed)
        }
        return result
    }

    /// One number (as a list of one), in one of `ranges`.
    private static func number(
        _ text: String, part: RulePart, in ranges: [ClosedRange<Int>], signed: Bool
    ) throws(RuleProblem) -> [Int] {
        var digits = Substring(text)
        var negative = false
        if signed, let sign = digits.first, sign == "+" || sign == "-" {
            negative = sign == "-"
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw .malformedValue(part, value: text)
        }
        // Digits past any range (INTERVAL=99999999999999999999) are out of it, not malformed.
        guard digits.count <= 12, let magnitude = Int(digits),
            ranges.contains(where: { $0.contains(negative ? -magnitude : magnitude) })
        else { throw .outOfRange(part, value: text, accepted: ranges) }
        return [negative ? -magnitude : magnitude]
    }

    /// A `BYDAY` entry: `MO`, `2SA`, `+1TU`, `-1FR` (numbers up to the weeks of a year).
    private static func weekday(_ entry: String, upTo limit: Int) throws(RuleProblem) -> Recurrence.WeekdayRule {
        let upper = entry.uppercased()
        guard upper.count >= 2, let day = weekdays[String(upper.suffix(2))] else {
            throw .malformedValue(.byDay, value: entry)
        }
        let prefix = String(upper.dropLast(2)).trimmingSpaces
        guard !prefix.isEmpty else { return Recurrence.WeekdayRule(weekday: day) }
        let ordinal = try number(prefix, part: .byDay, in: [1...limit, -limit...(-1)], signed: true)[0]
        return Recurrence.WeekdayRule(ordinal: ordinal, weekday: day)
    }
}
