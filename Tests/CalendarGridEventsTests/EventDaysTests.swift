import CalendarGrid
import CalendarGridEvents
import Testing

/// Events on civil days, each expected day from a published calendar named beside it;
/// none taken from ICU, libical or the code under test.
@Suite("Events on the grid's days")
struct EventDaysTests {
    func day(_ text: String) throws -> ISODate { try ISODate(parsing: text) }

    func ics(_ body: String) -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n" + body + "END:VCALENDAR\r\n"
    }

    func days(
        _ events: [CalendarEvent], _ first: String, _ last: String, zone: String = "UTC"
    ) throws -> [String: [EventOnDay]] {
        let laid = try EventDays.days(of: events, from: day(first), through: day(last), timeZone: zone)
        return Dictionary(uniqueKeysWithValues: laid.map { ($0.key.description, $0.value) })
    }

    @Test("Lunar New Year by RSCALE=CHINESE falls on the toolkit's days: 2027-02-06, not libical's 2027-02-07")
    func lunarNewYear() throws {
        let events = try ICalendarFile.events(
            in: ics(
                "BEGIN:VEVENT\r\nUID:cny\r\nDTSTART;VALUE=DATE:20240210\r\nSUMMARY:春节\r\n"
                    + "RRULE:RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=1\r\nEND:VEVENT\r\n"))
        // Hong Kong Observatory and the HKSAR general holidays: Lunar New Year's Day
        // 2024-02-10, 2025-01-29, 2026-02-17, 2027-02-06, 2028-01-26.
        let found = try days(events, "2024-01-01", "2028-12-31").keys.sorted()
        #expect(found == ["2024-02-10", "2025-01-29", "2026-02-17", "2027-02-06", "2028-01-26"])
    }

    @Test("a timed event at 23:30 UTC is on the 18th in Tokyo and the 17th in New York")
    func timeZones() throws {
        let events = try ICalendarFile.events(
            in: ics("BEGIN:VEVENT\r\nUID:t\r\nDTSTART:20240917T233000Z\r\nSUMMARY:call\r\nEND:VEVENT\r\n"))
        // Japan is UTC+9 all year; New York keeps EDT, UTC−4, in September (US Energy Policy Act 2005).
        #expect(try days(events, "2024-09-16", "2024-09-19", zone: "Asia/Tokyo").keys.sorted() == ["2024-09-18"])
        #expect(try days(events, "2024-09-16", "2024-09-19", zone: "America/New_York").keys.sorted() == ["2024-09-17"])
    }

    @Test("an all-day event's DTEND is exclusive (RFC 5545 §3.6.1); the days say where it continues")
    func multiDay() throws {
        let events = try ICalendarFile.events(
            in: ics(
                "BEGIN:VEVENT\r\nUID:trip\r\nDTSTART;VALUE=DATE:20240916\r\nDTEND;VALUE=DATE:20240919\r\n"
                    + "SUMMARY:trip\r\nEND:VEVENT\r\n"))
        let laid = try days(events, "2024-09-01", "2024-09-30")
        #expect(laid.keys.sorted() == ["2024-09-16", "2024-09-17", "2024-09-18"])
        #expect(laid["2024-09-16"]?.first?.continuesFromPreviousDay == false)
        #expect(laid["2024-09-16"]?.first?.continuesToNextDay == true)
        #expect(laid["2024-09-18"]?.first?.continuesToNextDay == false)
        // A timed event that ends at midnight does not touch the next day.
        let evening = try ICalendarFile.events(
            in: ics(
                "BEGIN:VEVENT\r\nUID:e\r\nDTSTART;TZID=Europe/Berlin:20240917T220000\r\n"
                    + "DTEND;TZID=Europe/Berlin:20240918T000000\r\nSUMMARY:late\r\nEND:VEVENT\r\n"))
        #expect(try days(evening, "2024-09-16", "2024-09-19", zone: "Europe/Berlin").keys.sorted() == ["2024-09-17"])
    }

    @Test("a weekly rule skips its EXDATE; a RECURRENCE-ID override replaces one occurrence")
    func weekly() throws {
        let events = try ICalendarFile.events(
            in: ics(
                "BEGIN:VEVENT\r\nUID:w\r\nDTSTART;TZID=Europe/Berlin:20240903T090000\r\nDURATION:PT1H\r\n"
                    + "RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=5\r\nEXDATE;TZID=Europe/Berlin:20240917T090000\r\n"
                    + "SUMMARY:weekly\r\nEND:VEVENT\r\n"
                    + "BEGIN:VEVENT\r\nUID:w\r\nRECURRENCE-ID;TZID=Europe/Berlin:20240924T090000\r\n"
                    + "DTSTART;TZID=Europe/Berlin:20240925T090000\r\nDURATION:PT1H\r\nSUMMARY:moved\r\nEND:VEVENT\r\n"))
        let laid = try days(events, "2024-09-01", "2024-10-31", zone: "Europe/Berlin")
        // Tuesdays of September 2024: 3, 10, 17, 24 (a printed calendar); COUNT=5 adds 1 October.
        #expect(laid.keys.sorted() == ["2024-09-03", "2024-09-10", "2024-09-25", "2024-10-01"])
        #expect(laid["2024-09-25"]?.first?.summary == "moved")
    }

    @Test("a Hebrew rule with BYMONTH=5L: SKIP=FORWARD moves to Adar in common years, OMIT leaves them out")
    func hebrewLeapMonth() throws {
        func rule(_ skip: String) throws -> [String] {
            let events = try ICalendarFile.events(
                in: ics(
                    "BEGIN:VEVENT\r\nUID:h\r\nDTSTART;VALUE=DATE:20240217\r\nSUMMARY:birthday\r\n"
                        + "RRULE:RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L;BYMONTHDAY=8\(skip)\r\nEND:VEVENT\r\n"))
            return try days(events, "2024-01-01", "2027-12-31").keys.sorted()
        }
        // hebcal.com: 8 Adar I 5784 = 2024-02-17; 5785 and 5786 are common years, 8 Adar =
        // 2025-03-08 and 2026-02-25; 5787 is a leap year, 8 Adar I = 2027-02-15.
        #expect(try rule(";SKIP=FORWARD") == ["2024-02-17", "2025-03-08", "2026-02-25", "2027-02-15"])
        #expect(try rule("") == ["2024-02-17", "2027-02-15"])
    }

    @Test("Christmas by RSCALE=JULIAN: 7 January until 2100, 8 January from 2101")
    func julianChristmas() throws {
        let events = try ICalendarFile.events(
            in: ics(
                "BEGIN:VEVENT\r\nUID:x\r\nDTSTART;VALUE=DATE:20250107\r\nSUMMARY:Christmas\r\n"
                    + "RRULE:RSCALE=JULIAN;FREQ=YEARLY\r\nEND:VEVENT\r\n"))
        // The Julian calendar is 13 days behind the Gregorian one from 1 March 1900 to
        // 28 February 2100 and 14 days from 1 March 2100 (2100 is a Julian leap year, not a
        // Gregorian one): 25 December 2099 (Julian) is 7 January 2100, 25 December 2100 is
        // 8 January 2101.
        #expect(try days(events, "2026-01-01", "2026-12-31").keys.sorted() == ["2026-01-07"])
        #expect(try days(events, "2100-01-01", "2101-12-31").keys.sorted() == ["2100-01-07", "2101-01-08"])
    }

    @Test("Nepali New Year by RSCALE=BIKRAM-SAMBAT: 1 Baishakh each year, 13 or 14 April")
    func nepaliNewYear() throws {
        let events = try ICalendarFile.events(
            in: ics(
                "BEGIN:VEVENT\r\nUID:x\r\nDTSTART;VALUE=DATE:20210414\r\nSUMMARY:Naya Barsa\r\n"
                    + "RRULE:RSCALE=BIKRAM-SAMBAT;FREQ=YEARLY\r\nEND:VEVENT\r\n"))
        // 1 Baishakh 2078 … 2082: 14 April 2021, 14 April 2022, 14 April 2023, 13 April 2024,
        // 14 April 2025 (the Government of Nepal's calendars, as Nepal's press reported them).
        #expect(
            try days(events, "2021-01-01", "2025-12-31").keys.sorted() == [
                "2021-04-14", "2022-04-14", "2023-04-14", "2024-04-13", "2025-04-14",
            ])
    }

    @Test("Ugadi by RSCALE=PANCHANG: the first day of Chaitra each year")
    func ugadi() throws {
        let events = try ICalendarFile.events(
            in: ics(
                "BEGIN:VEVENT\r\nUID:x\r\nDTSTART;VALUE=DATE:20230322\r\nSUMMARY:Ugadi\r\n"
                    + "RRULE:RSCALE=PANCHANG;FREQ=YEARLY\r\nEND:VEVENT\r\n"))
        // Chaitra Sukladi / Ugadi / Gudi Padwa: 22 March 2023, 9 April 2024, 30 March 2025
        // (the Government of India's lists of restricted holidays).
        #expect(
            try days(events, "2023-01-01", "2025-12-31").keys.sorted() == ["2023-03-22", "2024-04-09", "2025-03-30"])
    }

    @Test("1 Ramadan by RSCALE=ISLAMIC-UMALQURA falls on the published Umm al-Qura days")
    func ramadan() throws {
        let events = try ICalendarFile.events(
            in: ics(
                "BEGIN:VEVENT\r\nUID:r\r\nDTSTART;VALUE=DATE:20240311\r\nSUMMARY:رمضان\r\n"
                    + "RRULE:RSCALE=ISLAMIC-UMALQURA;FREQ=YEARLY;BYMONTH=9;BYMONTHDAY=1\r\nEND:VEVENT\r\n"))
        // The Umm al-Qura calendar (KACST): 1 Ramadan 1445 = 2024-03-11, 1446 = 2025-03-01,
        // 1447 = 2026-02-18.
        #expect(
            try days(events, "2024-01-01", "2026-12-31").keys.sorted() == ["2024-03-11", "2025-03-01", "2026-02-18"])
    }

    @Test("a rule part out of its range is refused with the part, the range and the rule's line")
    func refused() throws {
        // In a file: refused as it is read, naming the rule's line (7: after three lines of
        // VCALENDAR, BEGIN:VEVENT, UID and DTSTART). RFC 5545 §3.3.10: hours are 0 to 23.
        #expect {
            try ICalendarFile.events(
                in: ics(
                    "BEGIN:VEVENT\r\nUID:x\r\nDTSTART:20240210T090000Z\r\n"
                        + "RRULE:RSCALE=CHINESE;FREQ=YEARLY;BYHOUR=24\r\nEND:VEVENT\r\n"))
        } throws: { error in
            guard case let .malformedFile(line, reason) = error as? EventError else { return false }
            return line == 7 && reason.contains("BYHOUR 24 is out of range: 0 to 23 (RFC 5545 §3.3.10)")
        }
        // Made in code: refused as the rule is read, with the problem as a value.
        #expect(
            throws: EventError.invalidRule(
                "FREQ=DAILY;INTERVAL=0", .outOfRange(.interval, value: "0", accepted: [1...2_147_483_647]))
        ) { try Recurrence("FREQ=DAILY;INTERVAL=0") }
        #expect(throws: EventError.malformedFile(line: 4, reason: "VEVENT without DTSTART (RFC 5545 §3.6.1)")) {
            try ICalendarFile.events(in: ics("BEGIN:VEVENT\r\nUID:y\r\nSUMMARY:no start\r\nEND:VEVENT\r\n"))
        }
        #expect(
            throws: EventError.malformedFile(
                line: 5, reason: "'this line is broken' is not a content line NAME:VALUE (RFC 5545 §3.1)")
        ) { try ICalendarFile.events(in: ics("BEGIN:VEVENT\r\nthis line is broken\r\nEND:VEVENT\r\n")) }
    }

    @Test("DTSTART is the first occurrence even where the rule does not match it, and COUNT counts it")
    func startCounts() throws {
        // RFC 5545 §3.3.10: "The DTSTART property value always counts as the first occurrence."
        // 2024-09-04 is a Wednesday; the Tuesdays after it are 10, 17 and 24 September (a printed calendar).
        let events = try ICalendarFile.events(
            in: ics(
                "BEGIN:VEVENT\r\nUID:s\r\nDTSTART;VALUE=DATE:20240904\r\nRRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=3\r\n"
                    + "SUMMARY:s\r\nEND:VEVENT\r\n"))
        #expect(
            try days(events, "2024-09-01", "2024-10-31").keys.sorted() == ["2024-09-04", "2024-09-10", "2024-09-17"])
    }

    @Test("RSCALE=GREGORIAN is the Gregorian rule (RFC 7529)")
    func gregorianScale() throws {
        // 3 and 10 September 2024 are Tuesdays (a printed calendar).
        let events = try ICalendarFile.events(
            in: ics(
                "BEGIN:VEVENT\r\nUID:g\r\nDTSTART;VALUE=DATE:20240903\r\n"
                    + "RRULE:RSCALE=GREGORIAN;FREQ=WEEKLY;BYDAY=TU;COUNT=2\r\nSUMMARY:g\r\nEND:VEVENT\r\n"))
        #expect(try days(events, "2024-09-01", "2024-10-31").keys.sorted() == ["2024-09-03", "2024-09-10"])
    }
}
