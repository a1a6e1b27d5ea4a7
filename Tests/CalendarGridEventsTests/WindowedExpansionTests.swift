import CalendarGrid
import CalendarGridEvents
import Testing

/// A window far from DTSTART is expanded from near the window, not from DTSTART: the days
/// must be those of the whole expansion. Each case is a rule drawn from a fixed seed (every
/// FREQ, INTERVAL, BYDAY with and without ordinals, BYMONTHDAY, BYMONTH, BYSETPOS, BYHOUR,
/// BYMINUTE, BYWEEKNO, BYYEARDAY, WKST; dated and zoned starts), laid once over a window
/// years after DTSTART, and once over the days from DTSTART through the same window's end,
/// which expands from DTSTART. Both must put the same occurrences on the window's days.
@Suite("Windows far from DTSTART")
struct WindowedExpansionTests {
    /// A rule and its start, drawn from the seed.
    struct Case: CustomTestStringConvertible, Sendable {
        let start: String
        let rule: String
        let first: String
        let last: String
        var testDescription: String { "\(start) \(rule) in \(first)…\(last)" }
    }

    /// SplitMix64: a fixed sequence, so every run draws the same cases.
    struct Draw {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            value ^= value >> 31
            return Int(value % UInt64(bound))
        }
        mutating func pick<T>(_ options: [T]) -> T { options[next(options.count)] }
    }

    static let cases: [Case] = {
        var draw = Draw(state: 20_261_204)
        let days = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]
        var result: [Case] = []
        for _ in 0..<300 {
            let frequency = draw.pick([
                "YEARLY", "MONTHLY", "MONTHLY", "WEEKLY", "WEEKLY", "DAILY", "HOURLY", "MINUTELY",
            ])
            var parts = ["FREQ=\(frequency)"]
            let interval = draw.next(5) + 1
            if interval > 1 { parts.append("INTERVAL=\(interval)") }
            func some(_ count: Int, _ make: (inout Draw) -> String) -> String {
                var values: [String] = []
                for _ in 0..<count {
                    let value = make(&draw)
                    if !values.contains(value) { values.append(value) }
                }
                return values.joined(separator: ",")
            }
            let coarse = ["YEARLY", "MONTHLY"].contains(frequency)
            if draw.next(3) == 0 { parts.append("WKST=" + draw.pick(["MO", "SU", "WE"])) }
            // RFC 5545 §3.3.10: no numbered BYDAY beside BYWEEKNO.
            let weekNumbers = frequency == "YEARLY" && draw.next(6) == 0
            if weekNumbers { parts.append("BYWEEKNO=" + draw.pick(["1", "20", "-1", "10,30"])) }
            if draw.next(2) == 0 {
                parts.append(
                    "BYDAY="
                        + some(draw.next(3) + 1) { draw in
                            let numbered = coarse && !weekNumbers && draw.next(2) == 0
                            let ordinal = numbered ? draw.pick(["1", "2", "-1", "3", "-2"]) : ""
                            return ordinal + draw.pick(days)
                        })
            }
            if coarse || frequency == "DAILY", draw.next(3) == 0 {
                parts.append(
                    "BYMONTHDAY="
                        + some(draw.next(3) + 1) { draw in String(draw.pick([1, 13, 15, 28, 29, 30, 31, -1, -3])) })
            }
            if draw.next(4) == 0 {
                parts.append("BYMONTH=" + some(draw.next(3) + 1) { draw in String(draw.next(12) + 1) })
            }
            if coarse, parts.contains(where: { $0.hasPrefix("BYDAY=") }), draw.next(3) == 0 {
                parts.append("BYSETPOS=" + draw.pick(["1", "-1", "2", "1,-1"]))
            }
            if frequency == "YEARLY", draw.next(6) == 0 {
                parts.append("BYYEARDAY=" + draw.pick(["1", "100", "-1", "60,200"]))
            }
            if !["HOURLY", "MINUTELY"].contains(frequency), draw.next(4) == 0 {
                parts.append("BYHOUR=" + some(draw.next(2) + 1) { draw in String(draw.next(24)) })
            }
            if frequency != "MINUTELY", draw.next(5) == 0 {
                parts.append("BYMINUTE=" + draw.pick(["0", "15,45", "30"]))
            }
            // Starts: a date or a time in a zone with DST, or UTC. Sub-daily rules start weeks,
            // not years, before their window (the whole expansion is the test's reference).
            let subDaily = ["HOURLY", "MINUTELY"].contains(frequency)
            let year = subDaily ? 2024 : 1990 + draw.next(30)
            let month = draw.next(12) + 1
            let day = draw.next(28) + 1
            let date = "\(year)" + (month < 10 ? "0" : "") + "\(month)" + (day < 10 ? "0" : "") + "\(day)"
            let timed =
                subDaily || parts.contains { $0.hasPrefix("BYHOUR") || $0.hasPrefix("BYMINUTE") } || draw.next(3) > 0
            let start: String
            if timed {
                let hour = draw.next(24)
                let minute = draw.pick([0, 15, 30, 45])
                let time = "T" + (hour < 10 ? "0" : "") + "\(hour)" + (minute < 10 ? "0" : "") + "\(minute)00"
                let prefix = draw.pick([
                    "DTSTART;TZID=Europe/Berlin:", "DTSTART;TZID=America/New_York:", "DTSTART;TZID=Australia/Sydney:",
                    "DTSTART:",
                ])
                // A start without TZID is UTC or floating.
                start = prefix + date + time + (prefix == "DTSTART:" && draw.next(2) == 0 ? "Z" : "")
            } else {
                start = "DTSTART;VALUE=DATE:" + date
            }
            let windowYear = subDaily ? 2024 : year + 3 + draw.next(25)
            let windowMonth = subDaily ? min(11, month + 1) : draw.next(11) + 1
            let first = "\(windowYear)-" + (windowMonth < 10 ? "0" : "") + "\(windowMonth)-01"
            // Two months; ten days of a sub-daily rule, whose whole expansion is weeks long.
            let last =
                subDaily
                ? "\(windowYear)-" + (windowMonth < 10 ? "0" : "") + "\(windowMonth)-10"
                : "\(windowYear)-" + (windowMonth + 1 < 10 ? "0" : "") + "\(windowMonth + 1)-28"
            result.append(
                Case(start: start, rule: parts.joined(separator: ";"), first: first, last: last))
        }
        return result
    }()

    @Test("the window's days are those of the whole expansion", arguments: cases)
    func sameDays(_ rule: Case) throws {
        let text =
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:r\r\n\(rule.start)\r\nRRULE:\(rule.rule)\r\n"
            + "SUMMARY:r\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        let events = try ICalendarFile.events(in: text)
        let first = try ISODate(parsing: rule.first)
        let last = try ISODate(parsing: rule.last)
        guard let start = events.first?.start.date, start < first else { return }
        func starts(_ days: [ISODate: [EventOnDay]]) -> [String] {
            days.filter { $0.key >= first && $0.key <= last }.flatMap { day, entries in
                entries.map { "\(day) \($0.start)" }
            }.sorted()
        }
        let windowed = try EventDays.days(of: events, from: first, through: last, timeZone: "UTC")
        let whole = try EventDays.days(of: events, from: start, through: last, timeZone: "UTC")
        #expect(starts(windowed) == starts(whole))
    }

    /// Rules in other calendars (RFC 7529), over the toolkit's own months.
    static let calendarCases: [Case] = [
        Case(
            start: "DTSTART;VALUE=DATE:19900127", rule: "RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=1",
            first: "2027-01-01", last: "2027-12-31"),
        Case(
            start: "DTSTART;TZID=Asia/Shanghai:19950101T090000",
            rule: "RSCALE=CHINESE;FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=15",
            first: "2026-10-01", last: "2027-06-30"),
        Case(
            start: "DTSTART;VALUE=DATE:20000308", rule: "RSCALE=HEBREW;FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=1",
            first: "2027-01-01", last: "2027-12-31"),
        Case(
            start: "DTSTART;VALUE=DATE:19990308",
            rule: "RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L;BYMONTHDAY=8;SKIP=FORWARD",
            first: "2026-01-01", last: "2028-12-31"),
        Case(
            start: "DTSTART;VALUE=DATE:19991209",
            rule: "RSCALE=ISLAMIC-UMALQURA;FREQ=YEARLY;INTERVAL=2;BYMONTH=9;BYMONTHDAY=1",
            first: "2026-01-01", last: "2029-12-31"),
        Case(
            start: "DTSTART;VALUE=DATE:19930621", rule: "RSCALE=DANGI;FREQ=MONTHLY;BYMONTHDAY=-1",
            first: "2028-01-01", last: "2028-12-31"),
    ]

    @Test("in other calendars too, the window's days are those of the whole expansion", arguments: calendarCases)
    func sameDaysInOtherCalendars(_ rule: Case) throws {
        try sameDays(rule)
    }

    @Test("a Chinese New Year rule begun in 1990 is on 6 February 2027 (Hong Kong Observatory)")
    func lunarNewYearDecadesLater() throws {
        let text =
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:n\r\nDTSTART;VALUE=DATE:19900127\r\n"
            + "RRULE:RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=1\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        let days = try EventDays.days(
            of: ICalendarFile.events(in: text), from: ISODate(parsing: "2027-01-01"),
            through: ISODate(parsing: "2027-12-31"), timeZone: "Asia/Hong_Kong")
        #expect(days.keys.map(\.description) == ["2027-02-06"])
    }
}
