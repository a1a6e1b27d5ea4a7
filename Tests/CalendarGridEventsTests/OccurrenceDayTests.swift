import CalendarGrid
import CalendarGridEvents
import Testing

/// Every occurrence on its RFC 5545 day: UNTIL, EXDATE and RECURRENCE-ID compared as
/// instants, overrides, periods, the file's own zones, several rules, and windows far from
/// DTSTART. Expected days come from RFC 5545's own examples (§3.8.5.3), from the law or
/// almanac named beside them, or from weekday arithmetic stated in the comment; none from
/// libical, ICU or the code under test.
@Suite("Occurrences on their days")
struct OccurrenceDayTests {
    func ics(_ body: String) -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n" + body + "END:VCALENDAR\r\n"
    }

    func event(_ lines: String, uid: String = "e") -> String {
        "BEGIN:VEVENT\r\nUID:\(uid)\r\n" + lines + "END:VEVENT\r\n"
    }

    /// The days with events, and each day's events as `summary@HH:MM` (the viewer's time).
    func laid(
        _ text: String, _ first: String, _ last: String, zone: String = "UTC"
    ) throws -> [String: [String]] {
        let events = try ICalendarFile.events(in: text)
        let days = try EventDays.days(
            of: events, from: ISODate(parsing: first), through: ISODate(parsing: last), timeZone: zone)
        var result: [String: [String]] = [:]
        for (day, entries) in days {
            result[day.description] = entries.map { entry in
                guard let start = entry.localStartTime else { return entry.summary }
                let minutes = start / 60_000
                return entry.summary + "@" + (minutes / 60 < 10 ? "0" : "") + "\(minutes / 60):"
                    + (minutes % 60 < 10 ? "0" : "") + "\(minutes % 60)"
            }
        }
        return result
    }

    func dayList(_ text: String, _ first: String, _ last: String, zone: String = "UTC") throws -> [String] {
        try laid(text, first, last, zone: zone).keys.sorted()
    }

    @Test("UNTIL is a UTC instant under a zoned DTSTART, and inclusive (RFC 5545 §3.3.10)")
    func untilInstant() throws {
        // 08:00Z on 3 January is 09:00 in Berlin (CET, UTC+1): the third occurrence is UNTIL itself.
        let berlin = ics(
            event("DTSTART;TZID=Europe/Berlin:20240101T090000\r\nRRULE:FREQ=DAILY;UNTIL=20240103T080000Z\r\n"))
        #expect(
            try dayList(berlin, "2024-01-01", "2024-01-31", zone: "Europe/Berlin") == [
                "2024-01-01", "2024-01-02", "2024-01-03",
            ])
        // West of UTC: 09:00 in New York (EST, UTC−5) is 14:00Z; UNTIL 13:59:59Z on the 3rd
        // stops before the 3rd's occurrence.
        let newYork = ics(
            event("DTSTART;TZID=America/New_York:20240101T090000\r\nRRULE:FREQ=DAILY;UNTIL=20240103T135959Z\r\n"))
        #expect(
            try dayList(newYork, "2024-01-01", "2024-01-31", zone: "America/New_York") == ["2024-01-01", "2024-01-02"])
    }

    @Test("RFC 5545 §3.8.5.3: every other week on Monday, Wednesday and Friday until 24 December 1997, WKST=SU")
    func rfcBiweekly() throws {
        let text = ics(
            event(
                "DTSTART;TZID=America/New_York:19970901T090000\r\n"
                    + "RRULE:FREQ=WEEKLY;INTERVAL=2;UNTIL=19971224T000000Z;WKST=SU;BYDAY=MO,WE,FR\r\n"))
        // The RFC's list: September 1,3,5,15,17,19,29; October 1,3,13,15,17,27,29,31;
        // November 10,12,14,24,26,28; December 8,10,12,22 (9:00 AM in New York).
        let expected = [
            "09-01", "09-03", "09-05", "09-15", "09-17", "09-19", "09-29", "10-01", "10-03", "10-13", "10-15", "10-17",
            "10-27", "10-29", "10-31", "11-10", "11-12", "11-14", "11-24", "11-26", "11-28", "12-08", "12-10", "12-12",
            "12-22",
        ].map { "1997-" + $0 }
        #expect(try dayList(text, "1997-08-01", "1998-01-31", zone: "America/New_York") == expected)
    }

    @Test("RFC 5545 §3.8.5.3 rules that run forever, in windows decades after DTSTART")
    func farWindows() throws {
        // "Every Friday the 13th, forever" (DTSTART 1997, its own day excluded): the Friday
        // the 13ths of 2026 are 13 February, 13 March and 13 November (1 February, 1 March and
        // 1 November 2026 are Sundays).
        let fridays = ics(
            event(
                "DTSTART;TZID=America/New_York:19970902T090000\r\nEXDATE;TZID=America/New_York:19970902T090000\r\n"
                    + "RRULE:FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13\r\n"))
        #expect(
            try dayList(fridays, "2026-01-01", "2026-12-31", zone: "America/New_York") == [
                "2026-02-13", "2026-03-13", "2026-11-13",
            ])
        // "Every 4 years, the first Tuesday after a Monday in November (U.S. Presidential
        // Election day)", from 1996: 7 November 2028 (3 U.S.C. §1); none in 2026, a midterm year.
        let elections = ics(
            event(
                "DTSTART;TZID=America/New_York:19961105T090000\r\n"
                    + "RRULE:FREQ=YEARLY;INTERVAL=4;BYMONTH=11;BYDAY=TU;BYMONTHDAY=2,3,4,5,6,7,8\r\n"))
        #expect(try dayList(elections, "2026-01-01", "2026-12-31", zone: "America/New_York") == [])
        #expect(try dayList(elections, "2028-01-01", "2028-12-31", zone: "America/New_York") == ["2028-11-07"])
        // "Every other day - forever", from 2 September 1997: the days of December 2026 an even
        // number of days after it (10,682 days to 2026-12-01: the 1st, 3rd, … 31st).
        let everyOther = ics(
            event("DTSTART;TZID=America/New_York:19970902T090000\r\nRRULE:FREQ=DAILY;INTERVAL=2\r\n"))
        let december = try dayList(everyOther, "2026-12-01", "2026-12-31", zone: "America/New_York")
        #expect(december == stride(from: 1, through: 31, by: 2).map { "2026-12-" + ($0 < 10 ? "0" : "") + "\($0)" })
        // "Every Thursday in March, forever": March 2027 begins on a Monday, so its
        // Thursdays are the 4th, 11th, 18th and 25th.
        let thursdays = ics(
            event("DTSTART;TZID=America/New_York:19970313T090000\r\nRRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=TH\r\n"))
        #expect(
            try dayList(thursdays, "2027-01-01", "2027-12-31", zone: "America/New_York") == [
                "2027-03-04", "2027-03-11", "2027-03-18", "2027-03-25",
            ])
        // "The second-to-last weekday of the month": December 2026 ends on Thursday the 31st,
        // so it is Wednesday the 30th.
        let weekday = ics(
            event(
                "DTSTART;TZID=America/New_York:19970929T090000\r\n"
                    + "RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-2\r\n"))
        #expect(try dayList(weekday, "2026-12-01", "2026-12-31", zone: "America/New_York") == ["2026-12-30"])
        // "Every 20 minutes from 9:00 AM to 4:40 PM every day": 24 a day, on any day since.
        let minutes = ics(
            event(
                "DTSTART;TZID=America/New_York:19970902T090000\r\n"
                    + "RRULE:FREQ=DAILY;BYHOUR=9,10,11,12,13,14,15,16;BYMINUTE=0,20,40\r\n"))
        let day = try laid(minutes, "2026-12-04", "2026-12-04", zone: "America/New_York")["2026-12-04"] ?? []
        #expect(day.count == 24 && day.first == "@09:00" && day.last == "@16:40")
    }

    @Test("an hourly rule begun in 2015 shows 24 occurrences on each day of December 2026; no cap on age")
    func hourlySince2015() throws {
        let text = ics(event("DTSTART:20150101T003000Z\r\nDURATION:PT10M\r\nSUMMARY:h\r\nRRULE:FREQ=HOURLY\r\n"))
        let days = try laid(text, "2026-12-01", "2026-12-31")
        #expect(days.count == 31)
        #expect(days.values.allSatisfy { $0.count == 24 })
        #expect(days["2026-12-31"]?.last == "h@23:30")
    }

    @Test("a window over the limit is an error that says so, never a quiet stop")
    func windowLimit() throws {
        let events = try ICalendarFile.events(in: ics(event("DTSTART:19000101T000000Z\r\nRRULE:FREQ=SECONDLY\r\n")))
        #expect {
            try EventDays.days(
                of: events, from: ISODate(parsing: "2026-12-01"), through: ISODate(parsing: "2026-12-31"),
                timeZone: "UTC")
        } throws: { error in
            guard case let .tooManyOccurrences(id, limit, _, _) = error as? EventError else { return false }
            return id == "e" && limit == EventDays.occurrenceLimit
        }
        // A minute-by-minute rule from 1900 over one day: every one of its 1,440.
        let minutely = try ICalendarFile.events(in: ics(event("DTSTART:19000101T000000Z\r\nRRULE:FREQ=MINUTELY\r\n")))
        let day = try EventDays.days(
            of: minutely, from: ISODate(parsing: "2026-12-04"), through: ISODate(parsing: "2026-12-04"), timeZone: "UTC"
        )
        #expect(day.values.first?.count == 1_440)
    }

    @Test("a UTC EXDATE removes the zoned occurrence at that instant (RFC 5545 §3.8.5.1)")
    func utcException() throws {
        // 18:30 in Berlin on 5 March 2024 (CET) is 17:30Z. Every other Tuesday from 9 January.
        let text = ics(
            event(
                "DTSTART;TZID=Europe/Berlin:20240109T183000\r\nRRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU\r\n"
                    + "EXDATE:20240305T173000Z\r\n"))
        #expect(
            try dayList(text, "2024-02-01", "2024-03-31", zone: "Europe/Berlin") == [
                "2024-02-06", "2024-02-20", "2024-03-19",
            ])
    }

    @Test("a UTC RECURRENCE-ID replaces the zoned occurrence at that instant (RFC 5545 §3.8.4.4)")
    func utcOverride() throws {
        // 08:30 in Rome on 28 October 2024 is 07:30Z: summer time ended on the 27th
        // (Directive 2000/84/EC: the last Sunday of October).
        let text = ics(
            event("DTSTART;TZID=Europe/Rome:20241007T083000\r\nRRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=4\r\nSUMMARY:w\r\n")
                + event(
                    "RECURRENCE-ID:20241028T073000Z\r\nDTSTART;TZID=Europe/Rome:20241029T083000\r\nSUMMARY:moved\r\n"))
        let days = try laid(text, "2024-10-01", "2024-10-31", zone: "Europe/Rome")
        #expect(days.keys.sorted() == ["2024-10-07", "2024-10-14", "2024-10-21", "2024-10-29"])
        #expect(days["2024-10-29"] == ["moved@08:30"])
    }

    @Test("an override whose event is not in the file is shown (RFC 6638 §3.2.6, an invitation to one occurrence)")
    func orphanOverride() throws {
        let text = ics(
            event("RECURRENCE-ID:20241113T150000Z\r\nDTSTART:20241114T150000Z\r\nSUMMARY:one occurrence\r\n"))
        #expect(try laid(text, "2024-11-01", "2024-11-30") == ["2024-11-14": ["one occurrence@15:00"]])
    }

    @Test("an RDATE period keeps its own end (RFC 5545 §3.8.5.2)")
    func rdatePeriods() throws {
        // 14:00–18:00 and 10:00 for 30 minutes in Paris; the event's own hour otherwise.
        let text = ics(
            event(
                "DTSTART;TZID=Europe/Paris:20240902T230000\r\nDTEND;TZID=Europe/Paris:20240902T233000\r\n"
                    + "RDATE;TZID=Europe/Paris;VALUE=PERIOD:20240909T230000/20240910T020000,20240916T230000/PT30M\r\n"))
        // The first period runs past midnight into the 10th; the second does not.
        #expect(
            try dayList(text, "2024-09-01", "2024-09-30", zone: "Europe/Paris") == [
                "2024-09-02", "2024-09-09", "2024-09-10", "2024-09-16",
            ])
    }

    @Test("a zone the file's VTIMEZONE defines is read with its own rules, DST included")
    func fileZone() throws {
        // Outlook's W. Europe Standard Time: UTC+1, UTC+2 from the last Sunday of March to the
        // last Sunday of October (Directive 2000/84/EC). A weekly 09:00 meeting is 08:00Z in
        // winter and 07:00Z in summer: the wall time stays, not the UTC time.
        let zone =
            "BEGIN:VTIMEZONE\r\nTZID:W. Europe Standard Time\r\nBEGIN:STANDARD\r\nDTSTART:16010101T030000\r\n"
            + "TZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100\r\nRRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=10\r\n"
            + "END:STANDARD\r\nBEGIN:DAYLIGHT\r\nDTSTART:16010101T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200\r\n"
            + "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=3\r\nEND:DAYLIGHT\r\nEND:VTIMEZONE\r\n"
        let text = ics(
            zone
                + event(
                    "DTSTART;TZID=W. Europe Standard Time:20240311T090000\r\nRRULE:FREQ=WEEKLY;COUNT=4\r\nSUMMARY:m\r\n"
                ))
        // 31 March 2024 was the last Sunday of March: the 25th is in winter, 1 April in summer.
        let days = try laid(text, "2024-03-01", "2024-04-30")
        #expect(days["2024-03-25"] == ["m@08:00"])
        #expect(days["2024-04-01"] == ["m@07:00"])
        // The same decades on: the rules repeat (2030's last Sunday of March is the 31st).
        let later = ics(
            zone + event("DTSTART;TZID=W. Europe Standard Time:20240311T090000\r\nRRULE:FREQ=WEEKLY\r\nSUMMARY:m\r\n"))
        let laterDays = try laid(later, "2030-03-20", "2030-04-10")
        #expect(laterDays["2030-03-25"] == ["m@08:00"] && laterDays["2030-04-01"] == ["m@07:00"])
    }

    @Test("RANGE=THISANDFUTURE moves this occurrence and every later one (RFC 5545 §3.8.4.4)")
    func thisAndFuture() throws {
        // Mondays at 07:00Z from 2 September 2024, ten of them; from 30 September on, moved a
        // day and two hours later: Tuesdays at 09:00Z.
        let text = ics(
            event(
                "DTSTART:20240902T070000Z\r\nDTEND:20240902T080000Z\r\nRRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=10\r\nSUMMARY:p\r\n"
            )
                + event(
                    "RECURRENCE-ID;RANGE=THISANDFUTURE:20240930T070000Z\r\nDTSTART:20241001T090000Z\r\n"
                        + "DTEND:20241001T103000Z\r\nSUMMARY:p2\r\n"))
        let days = try laid(text, "2024-09-01", "2024-11-30")
        #expect(days["2024-09-23"] == ["p@07:00"])
        #expect(days["2024-10-01"] == ["p2@09:00"] && days["2024-11-05"] == ["p2@09:00"])
        #expect(days["2024-09-30"] == nil)
        // COUNT=10 ends with 4 November, moved to the 5th.
        #expect(days.keys.sorted().last == "2024-11-05")
    }

    @Test("every RRULE of an event counts (RFC 5545 §3.8.5.3 allows several)")
    func severalRules() throws {
        // Tuesdays and, besides, the first Saturday of each month (1 Sept. 2024 was a Sunday,
        // so the first Saturdays are 7 September and 5 October).
        let text = ics(
            event(
                "DTSTART;TZID=Europe/Amsterdam:20240903T160000\r\nRRULE:FREQ=WEEKLY;BYDAY=TU\r\n"
                    + "RRULE:FREQ=MONTHLY;BYDAY=1SA\r\n"))
        #expect(
            try dayList(text, "2024-09-01", "2024-10-06", zone: "Europe/Amsterdam") == [
                "2024-09-03", "2024-09-07", "2024-09-10", "2024-09-17", "2024-09-24", "2024-10-01", "2024-10-05",
            ])
    }

    @Test("a cancelled occurrence and an EXDATE'd override are not shown (RFC 5545 §3.8.1.11, §3.8.5.1)")
    func cancelled() throws {
        let text = ics(
            event("DTSTART:20241003T180000Z\r\nRRULE:FREQ=WEEKLY;COUNT=4\r\nEXDATE:20241024T180000Z\r\nSUMMARY:c\r\n")
                + event(
                    "RECURRENCE-ID:20241010T180000Z\r\nDTSTART:20241010T180000Z\r\nSTATUS:CANCELLED\r\nSUMMARY:c\r\n")
                + event("RECURRENCE-ID:20241024T180000Z\r\nDTSTART:20241025T180000Z\r\nSUMMARY:moved\r\n"))
        #expect(try dayList(text, "2024-10-01", "2024-10-31") == ["2024-10-03", "2024-10-17"])
    }

    @Test("X-WR-TIMEZONE: floating and UTC times are read in the calendar's zone (as Google and Apple write it)")
    func calendarZone() throws {
        let text =
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nX-WR-TIMEZONE:Europe/Brussels\r\n"
            + event("DTSTART:20210916T210000\r\nSUMMARY:floating\r\n")
            // A weekly 08:00Z across the end of summer time: 10:00 in Brussels, kept at 10:00.
            + event("DTSTART:20211020T080000Z\r\nRRULE:FREQ=WEEKLY;COUNT=2\r\nSUMMARY:weekly\r\n", uid: "w")
            + "END:VCALENDAR\r\n"
        let days = try laid(text, "2021-09-01", "2021-10-31")
        // 21:00 in Brussels in September (CEST, UTC+2) is 19:00Z; summer time ended on 31 October 2021.
        #expect(days["2021-09-16"] == ["floating@19:00"])
        #expect(days["2021-10-20"] == ["weekly@08:00"] && days["2021-10-27"] == ["weekly@08:00"])
        let november = try laid(
            text.replacingOccurrences("COUNT=2", "COUNT=3"), "2021-11-01", "2021-11-30")
        #expect(november["2021-11-03"] == ["weekly@09:00"])
    }
}

/// What the renderers get: `EventDays.dayEvents` with times as the locale writes them.
@Suite("Events as the renderers show them")
struct DayEventMappingTests {
    @Test("the start time in the locale's own digits: ar-EG writes Arabic-Indic digits, en-US Latin ones")
    func localizedTime() throws {
        let text =
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:c\r\nDTSTART:20240917T233000Z\r\nSUMMARY:مكالمة\r\nEND:VEVENT\r\n"
            + "END:VCALENDAR\r\n"
        let events = try ICalendarFile.events(in: text)
        let day = try ISODate(parsing: "2024-09-18")
        // Riyadh keeps UTC+3 all year (no summer time): 02:30.
        for (locale, digits) in [("ar-EG", "٠"..."٩"), ("en-US", "0"..."9")] as [(String, ClosedRange<Character>)] {
            let profile = try LocaleProfile.resolve(LocaleID(locale))
            let shown = try EventDays.dayEvents(
                of: events, from: day, through: day, timeZone: "Asia/Riyadh", profile: profile)
            let event = try #require(shown[day]?.first)
            #expect(event.localTime == "02:30")
            let label = try #require(event.localTimeLabel)
            #expect(label.contains { digits.contains($0) }, "\(locale): \(label)")
            #expect(event.summary == "مكالمة" && !event.isAllDay)
        }
    }
}
