import CalendarGrid

/// `calgrid holidays --format ics`: an iCalendar file (RFC 5545) with one all-day VEVENT
/// per holiday, for Google Calendar, Apple Calendar or Outlook to import or subscribe to.
///
/// UIDs are stable (`DATE-REGION-ID-KIND@calendargrid`), so importing a corrected file
/// updates the events instead of adding copies; DTSTAMP is the year's 1 January at
/// 00:00 UTC, so the same rules give the same bytes. An estimated day is
/// `STATUS:TENTATIVE`, every other `CONFIRMED`; every event is `TRANSP:TRANSPARENT` (a
/// holiday does not make its viewer busy).
enum HolidayICS {
    static func text(_ calendar: HolidayCalendar, year: Int, localeID: String) -> String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//CalendarGrid//calgrid holidays//EN", "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH",
            "X-WR-CALNAME:" + escaped("\(calendar.regionName(forLocaleID: localeID)) \(year)"),
        ]
        let stamp = "\(pad(year, 4))0101T000000Z"
        for holiday in calendar.holidays(inYear: year) {
            let end = holiday.date.adding(days: 1)
            lines += [
                "BEGIN:VEVENT",
                "UID:\(holiday.date)-\(holiday.region)-\(holiday.id)-\(holiday.kind.rawValue)@calendargrid",
                "DTSTAMP:" + stamp,
                "DTSTART;VALUE=DATE:" + compact(holiday.date),
                "DTEND;VALUE=DATE:" + compact(end),
                "SUMMARY:" + escaped(holiday.name(forLocaleID: localeID)),
                "CATEGORIES:" + holiday.category.rawValue,
                "STATUS:" + (holiday.isEstimated ? "TENTATIVE" : "CONFIRMED"),
                "TRANSP:TRANSPARENT",
                "END:VEVENT",
            ]
        }
        lines.append("END:VCALENDAR")
        return lines.flatMap(folded).joined(separator: "\r\n") + "\r\n"
    }

    private static func compact(_ date: ISODate) -> String { pad(date.year, 4) + pad(date.month, 2) + pad(date.day, 2) }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// TEXT escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines; other
    /// control characters, which a content line cannot carry, are dropped.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\n": result += "\\n"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A content line folded at 75 octets (RFC 5545 §3.1), never inside a character.
    static func folded(_ line: String) -> [String] {
        var lines: [String] = []
        var current = ""
        var octets = 0
        for character in line {
            let size = character.utf8.count
            let limit = lines.isEmpty ? 75 : 74  // a continuation line starts with a space
            if octets + size > limit {
                lines.append(lines.isEmpty ? current : " " + current)
                current = ""
                octets = 0
            }
            current.append(character)
            octets += size
        }
        lines.append(lines.isEmpty ? current : " " + current)
        return lines
    }
}
