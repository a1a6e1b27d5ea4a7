internal import CalendarGrid

/// The values of iCalendar properties (RFC 5545 §3.3) that the grid uses: dates, date-times,
/// durations, periods, UTC offsets and text. Each parser names the property and the rule a
/// bad value breaks.
enum ICalendarValue {
    /// A `DATE` or `DATE-TIME` as written: the date, the time of day in milliseconds
    /// (`nil` for a date) and whether it ends in `Z` (UTC).
    struct Moment: Hashable, Sendable {
        let date: ISODate
        let milliseconds: Int?
        let isUTC: Bool

        init(date: ISODate, milliseconds: Int?, isUTC: Bool) {
            self.date = date
            self.milliseconds = milliseconds
            self.isUTC = isUTC
        }

        /// Reads `19970714`, `19970714T173000` or `19970714T173000Z` (a second 60 as 59);
        /// `nil` for anything else.
        init?(_ text: String) {
            let scalars = Array(text.trimmingSpaces.unicodeScalars)
            func digits(_ range: Range<Int>) -> Int? {
                guard range.upperBound <= scalars.count else { return nil }
                var value = 0
                for scalar in scalars[range] {
                    guard ("0"..."9").contains(scalar) else { return nil }
                    value = value * 10 + Int(scalar.value - 48)
                }
                return value
            }
            guard let year = digits(0..<4), let month = digits(4..<6), let day = digits(6..<8),
                let date = try? ISODate(year: year, month: month, day: day)
            else { return nil }
            if scalars.count == 8 {
                self.init(date: date, milliseconds: nil, isUTC: false)
                return
            }
            guard scalars.count == 15 || (scalars.count == 16 && (scalars[15] == "Z" || scalars[15] == "z")),
                scalars[8] == "T" || scalars[8] == "t",
                let hour = digits(9..<11), let minute = digits(11..<13), let second = digits(13..<15),
                hour < 24, minute < 60, second <= 60
            else { return nil }
            self.init(
                date: date, milliseconds: ((hour * 60 + minute) * 60 + min(second, 59)) * 1000,
                isUTC: scalars.count == 16)
        }
    }

    /// `19970714` (§3.3.4) or `19970714T173000`, `19970714T173000Z` (§3.3.5). A date-time's
    /// second 60 (a leap second) is read as 59. Read by its form: `VALUE=DATE` is not
    /// required before a date (writers often leave it out).
    static func moment(_ text: String, property: ContentLine) throws(EventError) -> Moment {
        guard let moment = Moment(text) else {
            throw .malformedFile(
                line: property.line,
                reason:
                    "\(property.name) '\(text.prefix(40))' is not a date (20240917) or a date-time "
                    + "(20240917T090000, 20240917T090000Z) (RFC 5545 §3.3.4, §3.3.5)")
        }
        return moment
    }

    /// A duration (§3.3.6): `P1W`, `P2D`, `PT1H30M`, `P1DT12H`, with a sign; as whole days
    /// and milliseconds. Weeks and days are nominal (7 and 1 days); the toolkit counts a
    /// day of a timed event as 24 hours.
    /// - Throws: for a malformed duration, or one longer than the toolkit's 10,000 years.
    static func duration(_ text: String, property: ContentLine) throws(EventError) -> (days: Int, milliseconds: Int64) {
        func fail(_ why: String = "") -> EventError {
            .malformedFile(
                line: property.line,
                reason:
                    "\(property.name) '\(text.prefix(40))' is not a duration such as P1D, PT1H30M or P1W"
                    + "\(why) (RFC 5545 §3.3.6)")
        }
        var scalars = Substring(text.trimmingSpaces.uppercased()).unicodeScalars
        var sign: Int64 = 1
        if scalars.first == "+" || scalars.first == "-" {
            if scalars.first == "-" { sign = -1 }
            scalars.removeFirst()
        }
        guard scalars.first == "P" else { throw fail() }
        scalars.removeFirst()
        // Ten thousand years of seconds: past it, the toolkit's years cannot hold the end.
        let limit: Int64 = 10_000 * 366 * 86_400
        var seconds: Int64 = 0
        var days: Int64 = 0
        var inTime = false
        var number: Int64? = nil
        var sawPart = false
        for scalar in scalars {
            switch scalar {
            case "0"..."9":
                let (times, overflow1) = (number ?? 0).multipliedReportingOverflow(by: 10)
                let (value, overflow2) = times.addingReportingOverflow(Int64(scalar.value) - 48)
                guard !overflow1, !overflow2, value <= limit else {
                    throw fail(", and at most 10,000 years")
                }
                number = value
            case "T":
                guard !inTime, number == nil else { throw fail() }
                inTime = true
            case "W", "D", "H", "M", "S":
                guard let value = number else { throw fail() }
                let unit: Int64
                switch (scalar, inTime) {
                case ("W", false): unit = 7
                case ("D", false): unit = 1
                case ("H", true): unit = 3600
                case ("M", true): unit = 60
                case ("S", true): unit = 1
                default: throw fail()
                }
                if scalar == "W" || scalar == "D" { days += value * unit } else { seconds += value * unit }
                guard days <= limit / 86_400, seconds <= limit else { throw fail(", and at most 10,000 years") }
                number = nil
                sawPart = true
            default:
                throw fail()
            }
        }
        guard sawPart, number == nil else { throw fail() }
        return (Int(sign * days), sign * seconds * 1000)
    }

    /// A UTC offset (§3.3.14): `+0100`, `-0500`, `+053000`, in seconds.
    static func utcOffset(_ text: String, property: ContentLine) throws(EventError) -> Int {
        let scalars = Array(text.trimmingSpaces.unicodeScalars)
        guard scalars.count == 5 || scalars.count == 7, scalars[0] == "+" || scalars[0] == "-",
            scalars.dropFirst().allSatisfy({ ("0"..."9").contains($0) })
        else {
            throw .malformedFile(
                line: property.line,
                reason: "\(property.name) '\(text.prefix(20))' is not a UTC offset such as +0100 (RFC 5545 §3.3.14)")
        }
        let value = { (index: Int) in Int(scalars[index].value - 48) * 10 + Int(scalars[index + 1].value - 48) }
        guard value(1) < 24, value(3) < 60, scalars.count == 5 || value(5) < 60 else {
            throw .malformedFile(
                line: property.line,
                reason: "\(property.name) '\(text.prefix(20))' has more than 23 hours or 59 minutes (RFC 5545 §3.3.14)")
        }
        let seconds = value(1) * 3600 + value(3) * 60 + (scalars.count == 7 ? value(5) : 0)
        return scalars[0] == "-" ? -seconds : seconds
    }

    /// Text (§3.3.11) with its escapes read: `\n` and `\N` a line break, `\\`, `\;`, `\,`.
    /// Another escaped character is kept as written, backslash and all.
    static func text(_ raw: String) -> String {
        unescaped(raw, escape: "\\", ["n": "\n", "N": "\n", "\\": "\\", ";": ";", ",": ","])
    }

    /// `text` with each `escape` followed by a key of `meanings` replaced by its meaning; an
    /// escape followed by anything else, or by nothing, is kept as written. Text escapes
    /// (§3.3.11) and RFC 6868's parameter escapes are read with it.
    static func unescaped(_ text: String, escape: Unicode.Scalar, _ meanings: [Unicode.Scalar: String]) -> String {
        guard text.unicodeScalars.contains(escape) else { return text }
        var result = ""
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == escape else {
                result.unicodeScalars.append(scalar)
                continue
            }
            guard let next = scalars.next() else {
                result.unicodeScalars.append(escape)
                break
            }
            if let meaning = meanings[next] {
                result += meaning
            } else {
                result.unicodeScalars.append(escape)
                result.unicodeScalars.append(next)
            }
        }
        return result
    }

    /// The comma-separated values of a list property (`EXDATE`, `RDATE`), empty ones left out.
    static func list(_ value: String) -> [String] {
        value.split(separator: ",").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
    }
}

extension String {
    /// Without leading and trailing spaces and tabs (writers leave them around values).
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
            let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })
        else { return "" }
        return String(scalars[first...last])
    }
}
