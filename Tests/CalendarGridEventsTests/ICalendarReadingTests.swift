import CalendarGrid
import CalendarGridEvents
import Testing

/// Reading iCalendar files as calendars write them: what RFC 5545 allows is read, what it
/// forbids is refused with the line, the property and the rule broken. Each file here is
/// written for the test; the rule each case follows is named beside it.
@Suite("Reading iCalendar files")
struct ICalendarReadingTests {
    func ics(_ body: String) -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n" + body + "END:VCALENDAR\r\n"
    }

    func event(_ lines: String) -> String {
        ics("BEGIN:VEVENT\r\nUID:e\r\n" + lines + "END:VEVENT\r\n")
    }

    func days(_ events: [CalendarEvent], _ first: String, _ last: String, zone: String = "UTC") throws -> [String] {
        try EventDays.days(of: events, from: ISODate(parsing: first), through: ISODate(parsing: last), timeZone: zone)
            .keys.map(\.description).sorted()
    }

    /// The reason of a refusal, with its line.
    func refusal(_ text: String) -> (line: Int, reason: String)? {
        do {
            _ = try ICalendarFile.events(in: text)
            return nil
        } catch let .malformedFile(line, reason) {
            return (line, reason)
        } catch let .undefinedTimeZone(zone, property, line) {
            return (line, "undefined \(zone) \(property)")
        } catch {
            return (0, error.description)
        }
    }

    @Test("a fold may fall anywhere, before the colon too, with a space or a tab (RFC 5545 §3.1)")
    func folding() throws {
        let text =
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:f\r\nSUMM\r\n ARY:Fold\r\n\ted\r\nDTST\r\n ART;TZ\r\n ID=Asia/Tok"
            + "\r\n yo:20240917T090000\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        let events = try ICalendarFile.events(in: text)
        #expect(events.first?.summary == "Folded")
        #expect(
            events.first?.start
                == .local(try ISODate(parsing: "2024-09-17"), millisecondsInDay: 32_400_000, zone: "Asia/Tokyo"))
        // Lines ending in LF alone are read alike.
        let unix = try ICalendarFile.events(in: text.replacingCRLF())
        #expect(unix.first?.summary == "Folded")
        // An empty line before a fold is left out: the fold continues the line before it (as
        // Mozilla Calendar wrote SUMMARY, an empty line, then " :Christmas Day").
        let mozilla = try ICalendarFile.events(
            in: "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID\r\n\r\n :m\r\nSUMMARY\r\n\r\n :Christmas Day\r\n"
                + "DTSTART\r\n\r\n ;VALUE=DATE\r\n :20031225\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
        let christmas = EventTime.date(try ISODate(parsing: "2003-12-25"))
        #expect(mozilla.first?.summary == "Christmas Day" && mozilla.first?.start == christmas)
    }

    @Test(
        "empty values, unused and registered properties, quoted parameters and X-LIC-ERROR text are read, not refused")
    func lenientProperties() throws {
        let events = try ICalendarFile.events(
            in: event(
                "DTSTART;VALUE=DATE:20240917\r\nDESCRIPTION:\r\nLOCATION:\r\nCATEGORIES:\r\nSUMMARY:Kept\r\n"
                    // RFC 9253's LINK and RELATED-TO with VALUE=UID: registered, unused here.
                    + "LINK;LINKREL=\"https://example.com/rel\";VALUE=URI:https://example.com/x\r\n"
                    + "RELATED-TO;VALUE=UID;RELTYPE=SIBLING:other@example.com\r\n"
                    // A quoted parameter holds ':' and ';' (§3.2); RFC 6868's ^' is a quote.
                    + "X-APPLE-STRUCTURED-LOCATION;VALUE=URI;X-TITLE=\"A: b; c ^'d^'\":geo:1,2\r\n"
                    // A literal X-LIC-ERROR (libical's own property) is text like any other.
                    + "X-LIC-ERROR;X-LIC-ERRORTYPE=VALUE-PARSE-ERROR:No value for LOCATION property\r\n"
                    + "RDATE:\r\nEXDATE:\r\n"))
        // An empty value is no value: no description.
        #expect(events.count == 1 && events[0].summary == "Kept" && events[0].payload == nil)
        #expect(try days(events, "2024-09-01", "2024-09-30") == ["2024-09-17"])
    }

    @Test("text escapes are read (RFC 5545 §3.3.11): \\n, \\, \\; \\\\")
    func textEscapes() throws {
        let events = try ICalendarFile.events(
            in: event("DTSTART;VALUE=DATE:20240917\r\nSUMMARY:a\\, b\\; c\\\\d\\ne\r\n"))
        #expect(events.first?.summary == "a, b; c\\d\ne")
    }

    @Test("a file may hold several VCALENDAR objects (RFC 5545 §3.4); the events of all are read")
    func severalCalendars() throws {
        let text =
            event("DTSTART;VALUE=DATE:20240917\r\nSUMMARY:one\r\n")
            + event("DTSTART;VALUE=DATE:20240918\r\nSUMMARY:two\r\n").replacingOccurrences("UID:e", "UID:f")
        let events = try ICalendarFile.events(in: text)
        #expect(events.map(\.summary) == ["one", "two"])
        #expect(try days(events, "2024-09-01", "2024-09-30") == ["2024-09-17", "2024-09-18"])
    }

    @Test("what RFC 5545 forbids is refused with the line, the property and the rule")
    func refusals() {
        let cases: [(String, Int, String)] = [
            // §3.6.1 and §3.8.2.2: DTEND is floating iff DTSTART is.
            (
                event("DTSTART;TZID=Europe/Berlin:20240917T090000\r\nDTEND:80000101T000000\r\n"), 7,
                "DTEND and DTSTART must both be floating or both have a zone"
            ),
            (
                event("DTSTART;VALUE=DATE:20240917\r\nDTEND:20240918T090000Z\r\n"), 7,
                "must both be dates or both date-times"
            ),
            (event("DTSTART:20240917T090000Z\r\nDTEND:20240917T080000Z\r\n"), 7, "is before DTSTART"),
            (event("DTSTART:20240917T090000Z\r\nDURATION:-PT1H\r\n"), 7, "is negative"),
            (event("DTSTART:20240917T090000Z\r\nDURATION:P999999999999999999W\r\n"), 7, "at most 10,000 years"),
            (event("DTSTART:20240917T090000Z\r\nDURATION:PT1X\r\n"), 7, "is not a duration"),
            (event("DTSTART:2024-09-17\r\n"), 6, "is not a date (20240917) or a date-time"),
            (event("DTSTART:20240917T090000Z\r\nRRULE:FREQ=SOMETIMES\r\n"), 7, "invalid recurrence rule"),
            // END:VCALENDAR closes the calendar: the VEVENT begun inside it was never closed.
            (ics("BEGIN:VEVENT\r\nDTSTART:20240917T090000Z\r\n"), 4, "BEGIN:VEVENT has no END:VEVENT"),
            ("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20240917T090000Z\r\n", 2, "BEGIN:VEVENT has no END:VEVENT"),
            (ics("BEGIN:VEVENT\r\nEND:VTODO\r\n"), 5, "END:VTODO where BEGIN:VEVENT of line 4 is still open"),
            (event("DTSTART;TZID=Nowhere/Town:20240917T090000\r\n"), 6, "undefined Nowhere/Town DTSTART"),
        ]
        for (text, line, reason) in cases {
            let found = refusal(text)
            #expect(
                found?.line == line && found?.reason.contains(reason) == true, "\(reason): \(String(describing: found))"
            )
        }
    }

    @Test("read leaves out each malformed line or component and keeps the rest, with one problem each")
    func lenientReading() throws {
        func vevent(_ uid: String, _ lines: String) -> String {
            "BEGIN:VEVENT\r\nUID:\(uid)\r\n" + lines + "END:VEVENT\r\n"
        }
        // Line 4 is a name with spaces (§3.1); the VEVENT of line 5 has a DTEND (line 8)
        // before its DTSTART (§3.8.2.2); the VTIMEZONE of line 10 has an offset that is none
        // (line 14, §3.3.14), so the event of line 18 in its TZID names no zone (line 20,
        // §3.2.19); line 27 closes nothing (§3.4); the VEVENT of line 28 is never closed: the
        // next BEGIN:VEVENT ends it (§3.6).
        let text = ics(
            "X-BAD NAME:1\r\n"
                + vevent("a", "DTSTART:20240902T090000Z\r\nDTEND:20240901T090000Z\r\n")
                + "BEGIN:VTIMEZONE\r\nTZID:Local Time\r\nBEGIN:STANDARD\r\nDTSTART:16010101T000000\r\n"
                + "TZOFFSETFROM:+01\r\nTZOFFSETTO:+0100\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\n"
                + vevent("b", "DTSTART;TZID=Local Time:20240903T090000\r\n")
                + vevent("c", "DTSTART:20240904T090000Z\r\nSUMMARY:kept\r\n") + "END:VTOOD\r\n"
                + "BEGIN:VEVENT\r\nUID:d\r\nDTSTART:20240905T090000Z\r\n"
                + vevent("e", "DTSTART:20240906T090000Z\r\nSUMMARY:also kept\r\n"))
        let contents = try ICalendarFile.read(text)
        #expect(contents.events.map(\.id) == ["c", "e"])
        #expect(
            contents.problems.map(\.line) == [4, 8, 14, 20, 27, 28],
            "\(contents.problems.map(\.description))")
        #expect(
            contents.problems.map(\.recovery) == [
                .skippedLine("X-BAD NAME:1"), .skippedComponent("VEVENT", line: 5, uid: "a"),
                .skippedComponent("VTIMEZONE", line: 10, uid: nil), .skippedComponent("VEVENT", line: 18, uid: "b"),
                .skippedLine("END:VTOOD"), .skippedComponent("VEVENT", line: 28, uid: "d"),
            ])
        #expect(contents.problems[1].description.hasSuffix("(RFC 5545 §3.8.2.2); skipped the VEVENT of line 5 (UID a)"))
        // The strict reading refuses at the first problem, as the file reads.
        #expect(throws: EventError.self) { try ICalendarFile.events(in: text) }
        // A file of only malformed events is refused with the first; one without events is empty.
        #expect(
            throws: EventError.malformedFile(
                line: 7, reason: "DTEND 2024-09-01T09:00:00Z is before DTSTART 2024-09-02T09:00:00Z (RFC 5545 §3.8.2.2)"
            )
        ) {
            try ICalendarFile.read(ics(vevent("a", "DTSTART:20240902T090000Z\r\nDTEND:20240901T090000Z\r\n")))
        }
        let empty = try ICalendarFile.read(ics(""))
        #expect(empty.events.isEmpty && empty.problems.isEmpty)
    }

    @Test("an unknown zone is named as a zone, with its property and line (RFC 5545 §3.2.19)")
    func undefinedZone() {
        #expect(
            throws: EventError.undefinedTimeZone("Western/Central Europe", property: "EXDATE", line: 7)
        ) {
            try ICalendarFile.events(
                in: event(
                    "DTSTART:20240917T090000Z\r\nEXDATE;TZID=\"Western/Central Europe\":20240917T090000\r\n"))
        }
        #expect(
            EventError.undefinedTimeZone("X", property: "DTSTART", line: 3).description
                == "line 3: TZID 'X' of DTSTART is neither an IANA zone nor the TZID of a VTIMEZONE in the file (RFC 5545 §3.2.19)"
        )
    }

    @Test("a globally unique TZID is read as the IANA zone it ends with; a Windows name as ICU maps it")
    func zoneNames() throws {
        // 08:15 in New York in December is 13:15 UTC (EST, UTC−5; US Energy Policy Act 2005).
        let mozilla = try ICalendarFile.events(
            in: event("DTSTART;TZID=/mozilla.org/20070129_1/America/New_York:20241204T081500\r\n"))
        let laid = try EventDays.days(
            of: mozilla, from: ISODate(parsing: "2024-12-04"), through: ISODate(parsing: "2024-12-04"), timeZone: "UTC")
        #expect(laid.values.first?.first?.localStartTime == (13 * 60 + 15) * 60_000)
        // CLDR's windowsZones map "Pacific Standard Time" to America/Los_Angeles: 15:00 PST
        // on 12 November 2024 is 23:00 UTC.
        let windows = try ICalendarFile.events(in: event("DTSTART;TZID=Pacific Standard Time:20241112T150000\r\n"))
        let onDay = try EventDays.days(
            of: windows, from: ISODate(parsing: "2024-11-12"), through: ISODate(parsing: "2024-11-12"), timeZone: "UTC")
        #expect(onDay.values.first?.first?.localStartTime == 23 * 3_600_000)
    }

    @Test("of two revisions of one UID, the higher SEQUENCE wins (RFC 5545 §3.8.7.4)")
    func sequence() throws {
        let text = ics(
            "BEGIN:VEVENT\r\nUID:s\r\nSEQUENCE:1\r\nDTSTART;VALUE=DATE:20241010\r\nSUMMARY:old\r\nEND:VEVENT\r\n"
                + "BEGIN:VEVENT\r\nUID:s\r\nSEQUENCE:3\r\nDTSTART;VALUE=DATE:20241017\r\nSUMMARY:new\r\nEND:VEVENT\r\n"
                + "BEGIN:VEVENT\r\nUID:s\r\nSEQUENCE:2\r\nDTSTART;VALUE=DATE:20241010\r\nSUMMARY:mid\r\nEND:VEVENT\r\n")
        let events = try ICalendarFile.events(in: text)
        #expect(events.map(\.summary) == ["new"])
        #expect(try days(events, "2024-10-01", "2024-10-31") == ["2024-10-17"])
    }

    @Test("both DTEND and DURATION (written by libical-based tools): DTEND is read")
    func endAndDuration() throws {
        let events = try ICalendarFile.events(
            in: event("DTSTART;VALUE=DATE:20240916\r\nDTEND;VALUE=DATE:20240918\r\nDURATION:PT0S\r\n"))
        #expect(events.first?.duration == .days(2))
    }
}

extension String {
    func replacingCRLF() -> String {
        var result = ""
        for character in self { result += character == "\r\n" ? "\n" : String(character) }
        return result
    }

    func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
