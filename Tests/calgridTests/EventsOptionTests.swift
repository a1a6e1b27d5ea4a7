import CalendarGrid
import Glibc
import Testing

@testable import CalgridCLI

/// `calgrid --events`: the days each event is on, checked against published calendars.
@Suite("--events: iCalendar and JSON events on the grid")
struct EventsOptionTests {
    func file(_ name: String, _ text: String) -> String {
        let path = "/tmp/calgrid-events-\(getpid())-\(UInt64.random(in: 0...UInt64.max))-\(name)"
        let handle = fopen(path, "wb")
        _ = text.utf8CString.withUnsafeBufferPointer { fputs($0.baseAddress, handle) }
        fclose(handle)
        return path
    }

    func run(_ arguments: [String]) -> Command.Outcome {
        Command(arguments: arguments + ["--today", "2024-09-17"], environment: [:], stdoutIsTerminal: false).run()
    }

    /// The day cells of JSON output that have events, by ISO date.
    func daysWithEvents(_ json: String) -> [String] {
        json.split(separator: "\n").filter { $0.contains("\"events\": [{") }.compactMap { line -> String? in
            let marker = "\"iso\": \""
            guard let start = line.indices.first(where: { line[$0...].hasPrefix(marker) }) else { return nil }
            return String(line[line.index(start, offsetBy: marker.count)...].prefix(10))
        }
    }

    let lunarNewYear =
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:cny\r\nDTSTART;VALUE=DATE:20240210\r\n"
        + "SUMMARY:春节\r\nRRULE:RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=1\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"

    @Test("an RSCALE=CHINESE New Year from 2024 is on 2027-02-06 (HKO), the day the grid calls 正月初一")
    func chineseNewYear() {
        let path = file("cny.ics", lunarNewYear)
        let outcome = run(["zh-CN", "--events", path, "--month", "2027-2", "--format", "json"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(daysWithEvents(outcome.stdout) == ["2027-02-06"])
    }

    @Test("2024-09-17T23:30:00Z is on the 18th in Tokyo and the 17th in New York, from .ics and from JSON")
    func zones() {
        let ics = file(
            "call.ics",
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:call\r\nDTSTART:20240917T233000Z\r\n"
                + "SUMMARY:Call\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
        let json = file("call.json", #"[{"id": "call", "summary": "Call", "start": "2024-09-17T23:30:00Z"}]"#)
        for path in [ics, json] {
            for (zone, expected) in [("Asia/Tokyo", ["2024-09-18"]), ("America/New_York", ["2024-09-17"])] {
                let outcome = run([
                    "en-US", "--events", path, "--month", "2024-9", "--format", "json", "--time-zone", zone,
                ])
                #expect(daysWithEvents(outcome.stdout) == expected, "\(path) \(zone): \(outcome.stderr)")
            }
        }
        // Text marks the day and lists the event with its local time (Japan: UTC+9), as the
        // United States writes a time (a 12-hour clock).
        let text = run(["en-US", "--events", ics, "--month", "2024-9", "--time-zone", "Asia/Tokyo", "--color", "never"])
        #expect(text.stdout.contains("18*") && text.stdout.contains("*Wednesday, September 18, 2024: Call (8:30"))
        #expect(text.stdout.contains("AM)"))
        // HTML lists it in the cell with its time and counts it in the cell's accessible name.
        let html = run(["en-US", "--events", ics, "--month", "2024-9", "--time-zone", "Asia/Tokyo", "--format", "html"])
        #expect(html.stdout.contains("Wednesday, September 18, 2024; 1 event"))
        #expect(html.stdout.contains(#"<ul class="calgrid-events"><li><time datetime="08:30">8:30"#))
        #expect(html.stdout.contains(#"</time> <bdi>Call</bdi></li></ul>"#))
    }

    @Test("a file with no readable event: one line naming the file, the line or event, and what is wrong; exit 64")
    func badFiles() {
        for (name, text, expected) in [
            ("broken.ics", "BEGIN:VCALENDAR\r\nbroken line\r\n", "line 2: 'broken line' is not a content line"),
            (
                "nostart.ics", "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:a\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
                "line 2: VEVENT without DTSTART"
            ),
            (
                "unended.ics", "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20240901\r\nEND:VCALENDAR\r\n",
                "line 2: BEGIN:VEVENT has no END:VEVENT (RFC 5545 §3.4)"
            ),
            ("object.json", #"{"id": "x", "start": "2024-09-01"}"#, "expected a JSON array of events"),
            ("bad.json", #"[{"id": "x", "start": "2024-9-1"}]"#, "event 1 has start '2024-9-1'"),
            ("member.json", #"[{"id": "x", "start": "2024-09-01", "when": 1}]"#, "unknown member 'when'"),
            (
                "hour.ics",
                "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:a\r\nDTSTART:20240210T090000Z\r\n"
                    + "RRULE:RSCALE=HEBREW;FREQ=YEARLY;BYHOUR=24\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
                // RFC 5545 §3.3.10: hours are 0 to 23.
                "line 5: invalid recurrence rule 'RSCALE=HEBREW;FREQ=YEARLY;BYHOUR=24': BYHOUR 24 is out of range: 0 to 23"
            ),
        ] {
            let path = file(name, text)
            // Refused alike whether malformed parts are skipped (the default) or refuse the file.
            for strict in [[], ["--strict"]] {
                let outcome = run(["en-US", "--events", path, "--month", "2024-9", "--format", "json"] + strict)
                #expect(outcome.status == 64 && outcome.stdout.isEmpty, "\(name)")
                #expect(
                    outcome.stderr.contains("--events \(path): ") && outcome.stderr.contains(expected),
                    "\(outcome.stderr)")
                #expect(outcome.stderr.split(separator: "\n").count == 1)
            }
        }
    }

    @Test("a feed with one malformed line shows its other events with one warning; --strict refuses it (exit 64)")
    func oneBadLine() {
        // A property name with spaces, as published feeds have it (RFC 5545 §3.1: a name is
        // letters, digits and '-'), and a file cut off before END:VCALENDAR.
        let path = file(
            "feed.ics",
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nREFRESH - INTERVAL; VALUE = DURATION:PT48H\r\n"
                + "BEGIN:VEVENT\r\nUID:a\r\nDTSTART:20240903T090000Z\r\nSUMMARY:Standup\r\nEND:VEVENT\r\n"
                + "BEGIN:VEVENT\r\nUID:b\r\nDTSTART:20240905T090000Z\r\nSUMMARY:Review\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        )
        let shown = run(["en-US", "--events", path, "--month", "2024-9", "--time-zone", "UTC", "--color", "never"])
        #expect(shown.status == 0)
        #expect(shown.stdout.contains("Standup") && shown.stdout.contains("Review"))
        #expect(
            shown.stderr
                == "calgrid: warning: --events \(path): line 3: 'REFRESH - INTERVAL; VALUE = DURATION:PT4' does not "
                + "start with a property name of letters, digits and '-' (RFC 5545 §3.1); skipped the line\n")
        let refused = run(["en-US", "--events", path, "--month", "2024-9", "--strict"])
        #expect(refused.status == 64 && refused.stdout.isEmpty)
        #expect(refused.stderr.hasPrefix("calgrid: error: --events \(path): line 3: "))
        // Cut off: the events before the cut are shown, the one cut off is not.
        let cut = file(
            "cut.ics",
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:a\r\nDTSTART:20240903T090000Z\r\nSUMMARY:Standup\r\n"
                + "END:VEVENT\r\nBEGIN:VEVENT\r\nUID:b\r\nDTSTART:20240905T090000Z\r\nSUMM")
        let partial = run(["en-US", "--events", cut, "--month", "2024-9", "--time-zone", "UTC", "--color", "never"])
        #expect(partial.status == 0 && partial.stdout.contains("Standup"))
        let prefix = "calgrid: warning: --events \(cut): "
        let expected: [String] = [
            "line 1: BEGIN:VCALENDAR has no END:VCALENDAR (RFC 5545 §3.4); read the VCALENDAR to the end of the file",
            "line 7: BEGIN:VEVENT has no END:VEVENT (RFC 5545 §3.4); skipped the VEVENT of line 7 (UID b)",
            "line 10: 'SUMM' is not a content line NAME:VALUE (RFC 5545 §3.1); skipped the line",
        ]
        #expect(partial.stderr.split(separator: "\n").map(String.init) == expected.map { prefix + $0 })
    }

    @Test("calgrid pick shows the cursor's day's events under its status line")
    func pickerPanel() throws {
        let today = try ISODate(parsing: "2024-09-18")
        let builder = try GridBuilder(locale: LocaleID("en-US"), today: today)
        var picker = Picker(
            builder: builder, selection: DateSelection<JSONDocument>(mode: .single, today: today),
            initialMonth: try builder.month(containing: today), shownRange: nil, showsWeekNumbers: false)
        picker.eventsOf = { day in
            day == today
                ? [
                    DayEvent(
                        id: "call", summary: "Call", start: "2024-09-17T23:30:00Z", isAllDay: false, localTime: "08:30")
                ] : []
        }
        #expect(picker.frame(terminalWidth: 80).contains("events: Call (08:30)"))
        let parsed = try CommandLineOptions.parse(["pick", "en-US", "--events", "x.ics"])
        #expect(parsed.eventsPath == "x.ics")
    }

    @Test("the accessible count of a day's events in the page's language, by CLDR plural category")
    func localizedCount() {
        let events = file(
            "three.json",
            #"[{"id": "a", "summary": "أ", "start": "2024-09-18"}, {"id": "b", "summary": "ب", "start": "2024-09-18"},"#
                + #" {"id": "c", "summary": "ج", "start": "2024-09-18"}, {"id": "d", "summary": "د", "start": "2024-09-19"},"#
                + #" {"id": "e", "summary": "هـ", "start": "2024-09-19"}]"#)
        let messages = file(
            "ar-messages.json",
            #"{"events.one": "حدث واحد", "events.two": "حدثان", "events.few": "{count} أحداث", "events.other": "{count} حدث"}"#
        )
        let page = run(["ar-EG", "--month", "2024-9", "--format", "html", "--events", events, "--messages", messages])
        #expect(page.status == 0, "\(page.stderr)")
        // CLDR's Arabic plural rules: 2 is "two", 3 … 10 are "few"; ar-EG writes ٣.
        #expect(page.stdout.contains("; حدثان\""))
        #expect(page.stdout.contains("; ٣ أحداث\""))
    }

    @Test("a window over the limit is refused with one line naming the event and the days, exit 64")
    func tooMany() {
        let path = file(
            "secondly.ics",
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:tick\r\nDTSTART:19000101T000000Z\r\nRRULE:FREQ=SECONDLY\r\n"
                + "END:VEVENT\r\nEND:VCALENDAR\r\n")
        let outcome = run(["en-US", "--events", path, "--month", "2024-9", "--time-zone", "UTC"])
        #expect(outcome.status == 64 && outcome.stdout.isEmpty)
        #expect(outcome.stderr.contains("event 'tick' has more than 100000 occurrences"), "\(outcome.stderr)")
        #expect(outcome.stderr.split(separator: "\n").count == 1)
    }
}
