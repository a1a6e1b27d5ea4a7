import CalendarGrid
import CalendarGridEvents
import Testing

/// The toolkit's recurrence engine on the rules other engines get wrong, in the RFC's
/// words: BYSETPOS after the time parts, ISO 8601 weeks, negative year days in sub-daily
/// rules, large intervals, rules in other calendars (RFC 7529), and bad rules refused with
/// the part and its range. Expected days come from the RFC's own examples, from weekday and
/// week arithmetic stated beside them, or from the published calendar named; none from ICU
/// or the code under test.
@Suite("Recurrence rules as RFC 5545 and RFC 7529 say")
struct RecurrenceRuleTests {
    /// The occurrences' starts (as `EventTime` writes them) on the days `first` … `last`.
    func starts(_ rule: String, _ start: String, _ first: String, _ last: String) throws -> [String] {
        let begin = try #require(EventTime(parsing: start))
        let event = CalendarEvent(id: "r", summary: "r", start: begin, recurrence: try Recurrence(rule))
        let days = try EventDays.days(
            of: [event], from: ISODate(parsing: first), through: ISODate(parsing: last), timeZone: "UTC")
        var result: [String] = []
        for (_, entries) in days {
            for entry in entries where !entry.continuesFromPreviousDay { result.append(entry.start.description) }
        }
        return Array(Set(result)).sorted()
    }

    @Test("BYSETPOS picks from the period's whole set, after BYHOUR has expanded it (§3.3.10's order)")
    func setPositionAfterHours() throws {
        // September 1997 began on a Monday (RFC 5545 §3.8.5.3: "Tuesday, September 2, 1997"):
        // its Tuesdays and Thursdays are the 2nd, 4th, 9th, … 25th and 30th; at 06:00 and
        // 18:00 the third of the month's set is the 4th at 06:00, the third from the end the
        // 25th at 18:00. October's are the 2nd, 7th, … 28th, 30th: the 7th at 06:00, the 28th
        // at 18:00. DTSTART (09:00) is the first occurrence, though the rule does not match it.
        #expect(
            try starts(
                "FREQ=MONTHLY;BYDAY=TU,TH;BYHOUR=6,18;BYSETPOS=3,-3", "1997-09-02T09:00:00", "1997-09-01",
                "1997-10-31") == [
                    "1997-09-02T09:00:00", "1997-09-04T06:00:00", "1997-09-25T18:00:00", "1997-10-07T06:00:00",
                    "1997-10-28T18:00:00",
                ])
    }

    @Test("BYWEEKNO counts ISO 8601 weeks from WKST: week 53 only in years that have it, -1 across New Year")
    func weekNumbers() throws {
        // ISO 8601: a year has 53 weeks when it begins on a Thursday, or is a leap year that
        // begins on a Wednesday: 2020 (a leap year from Wednesday 1 January) and 2026 (from
        // Thursday 1 January) in 2020 … 2027. Week 53's Monday is 28 December in both.
        #expect(
            try starts("FREQ=YEARLY;BYWEEKNO=53;BYDAY=MO", "2020-01-06", "2020-01-01", "2027-12-31") == [
                "2020-01-06", "2020-12-28", "2026-12-28",
            ])
        // The last weeks of 1997, 1998 and 1999 end on Sunday 28 December 1997, 3 January 1999
        // and 2 January 2000 (1998-W53 and 1999-W52 run into the next year).
        #expect(
            try starts("FREQ=YEARLY;BYWEEKNO=-1;BYDAY=SU", "1997-09-02T09:00:00", "1997-09-01", "2000-01-31") == [
                "1997-09-02T09:00:00", "1997-12-28T09:00:00", "1999-01-03T09:00:00", "2000-01-02T09:00:00",
            ])
        // Week 1's Monday, and no other day: 29 December 1997 (1998-W01), 4 January 1999, 3 January 2000.
        #expect(
            try starts("FREQ=YEARLY;BYWEEKNO=1;BYDAY=MO", "1997-09-02T09:00:00", "1997-09-01", "2000-01-31") == [
                "1997-09-02T09:00:00", "1997-12-29T09:00:00", "1999-01-04T09:00:00", "2000-01-03T09:00:00",
            ])
        // With WKST=SU week 1 of 1998 is the first Sunday-week with four days of 1998: it
        // begins on 4 January (1 January 1998 was a Thursday), so week 20 begins on 17 May and
        // its Monday is the 18th; with Monday weeks, week 20's Monday is 11 May.
        #expect(
            try starts("FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO;WKST=SU", "1998-01-05", "1998-01-06", "1998-12-31") == [
                "1998-05-18"
            ])
        #expect(
            try starts("FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO", "1998-01-05", "1998-01-06", "1998-12-31") == ["1998-05-11"])
    }

    @Test("BYYEARDAY limits sub-daily rules, negative from the year's end; with BYMONTH in a yearly rule, both hold")
    func yearDays() throws {
        // Every six hours from 03:00 on 30 December 2024, on the year's last day only.
        #expect(
            try starts("FREQ=HOURLY;INTERVAL=6;BYYEARDAY=-1", "2024-12-30T03:00:00", "2024-12-01", "2025-01-31") == [
                "2024-12-30T03:00:00", "2024-12-31T03:00:00", "2024-12-31T09:00:00", "2024-12-31T15:00:00",
                "2024-12-31T21:00:00",
            ])
        // Day 100 of 1998 is 10 April (90 days in January to March), day 200 is 19 July
        // (181 in January to June); days 1 and 365 are not in April or July.
        #expect(
            try starts(
                "FREQ=YEARLY;BYMONTH=4,7;BYYEARDAY=1,100,200,365", "1997-09-02T09:00:00", "1998-01-01", "1999-12-31")
                == [
                    "1998-04-10T09:00:00", "1998-07-19T09:00:00", "1999-04-10T09:00:00", "1999-07-19T09:00:00",
                ])
    }

    @Test("INTERVAL is read whole, and reaches only the times it reaches")
    func intervals() throws {
        // 90,061 seconds are a day, an hour, a minute and a second.
        #expect(
            try starts("FREQ=SECONDLY;INTERVAL=90061;COUNT=3", "1997-09-02T09:00:00", "1997-09-01", "1997-09-30") == [
                "1997-09-02T09:00:00", "1997-09-03T10:01:01", "1997-09-04T11:02:02",
            ])
        // Every 120 minutes from 09:00 is 09:00, 11:00, 13:00, …: of the hours 9, 10 and 11
        // only 9 and 11 are reached (1,440 minutes a day keep the same times each day).
        #expect(
            try starts("FREQ=MINUTELY;INTERVAL=120;BYHOUR=9,10,11", "1997-09-02T09:00:00", "1997-09-02", "1997-09-03")
                == [
                    "1997-09-02T09:00:00", "1997-09-02T11:00:00", "1997-09-03T09:00:00", "1997-09-03T11:00:00",
                ])
        // Every ten seconds from :00 never reaches second 5: three months hold DTSTART alone,
        // and no limit is met by the candidates it discards.
        #expect(
            try starts("FREQ=SECONDLY;INTERVAL=10;BYSECOND=5", "2024-01-01T00:00:00", "2024-01-01", "2024-03-31") == [
                "2024-01-01T00:00:00"
            ])
    }

    @Test("RSCALE=HEBREW;FREQ=MONTHLY;BYDAY=2SA is the second Saturday of each Hebrew month")
    func hebrewSecondSaturday() throws {
        // 5785 (hebcal.com): 1 Tishri was Thursday 3 October 2024, so its second Saturday is
        // 10 Tishri, Yom Kippur, 12 October; the months began on 2 November (Cheshvan),
        // 2 December (Kislev), 1 January (Tevet), 30 January (Shevat), 1 March (Adar),
        // 30 March (Nisan), 29 April (Iyar) and 28 May 2025 (Sivan).
        #expect(
            try starts("RSCALE=HEBREW;FREQ=MONTHLY;BYDAY=2SA", "2024-10-12", "2024-10-01", "2025-06-26") == [
                "2024-10-12", "2024-11-09", "2024-12-14", "2025-01-11", "2025-02-08", "2025-03-08", "2025-04-12",
                "2025-05-10", "2025-06-07",
            ])
    }

    @Test("RSCALE=CHINESE weekly rules count weeks on the official months' days")
    func chineseWeekly() throws {
        // Weeks are weeks in every calendar: ten Wednesdays from Lunar New Year 4723, 29
        // January 2025 (Hong Kong Observatory).
        #expect(
            try starts("FREQ=WEEKLY;RSCALE=CHINESE;COUNT=10", "2025-01-29", "2025-01-01", "2025-12-31") == [
                "2025-01-29", "2025-02-05", "2025-02-12", "2025-02-19", "2025-02-26", "2025-03-05", "2025-03-12",
                "2025-03-19", "2025-03-26", "2025-04-02",
            ])
        // Wednesdays of the first Chinese month (Hong Kong Observatory: 29 January to 27
        // February 2025, 17 February to 18 March 2026), ten of them.
        #expect(
            try starts(
                "FREQ=WEEKLY;RSCALE=CHINESE;BYMONTH=1;BYDAY=WE;COUNT=10", "2025-01-29", "2025-01-01", "2027-12-31")
                == [
                    "2025-01-29", "2025-02-05", "2025-02-12", "2025-02-19", "2025-02-26", "2026-02-18", "2026-02-25",
                    "2026-03-04", "2026-03-11", "2026-03-18",
                ])
    }

    @Test("RFC 7529 §4.3's examples: Chinese New Year, Ethiopic 13th month, Hebrew Adar I, a Gregorian leap day")
    func rfc7529Examples() throws {
        #expect(
            try starts("RSCALE=CHINESE;FREQ=YEARLY", "2013-02-10", "2013-01-01", "2017-12-31") == [
                "2013-02-10", "2014-01-31", "2015-02-19", "2016-02-08", "2017-01-28",
            ])
        #expect(
            try starts("RSCALE=ETHIOPIC;FREQ=MONTHLY;BYMONTH=13", "2013-09-06", "2013-01-01", "2017-12-31") == [
                "2013-09-06", "2014-09-06", "2015-09-06", "2016-09-06", "2017-09-06",
            ])
        #expect(
            try starts(
                "RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L;BYMONTHDAY=8;SKIP=FORWARD", "2014-02-08", "2014-01-01",
                "2018-12-31") == ["2014-02-08", "2015-02-27", "2016-02-17", "2017-03-06", "2018-02-23"])
        #expect(try starts("FREQ=YEARLY", "2012-02-29", "2012-01-01", "2017-12-31") == ["2012-02-29", "2016-02-29"])
        #expect(
            try starts("RSCALE=GREGORIAN;FREQ=YEARLY;SKIP=FORWARD", "2012-02-29", "2012-01-01", "2017-12-31") == [
                "2012-02-29", "2013-03-01", "2014-03-01", "2015-03-01", "2016-02-29", "2017-03-01",
            ])
    }

    @Test("a numbered BYDAY counts within the period's month: a day SKIP moves out of it is no numbered day of it")
    func skippedDayAndNumberedWeekday() throws {
        // A month's first Saturday is its 1st to 7th, so no 31st is one; the 31st a month
        // lacks, moved forward to the next month's 1st, is not in the month the rule counts
        // in (found by the differential test: the engine once counted it as March's).
        #expect(
            try starts(
                "RSCALE=GREGORIAN;FREQ=MONTHLY;BYMONTHDAY=31;BYDAY=1SA;SKIP=FORWARD", "2025-01-31", "2025-01-01",
                "2030-12-31") == ["2025-01-31"])
    }

    @Test("a COUNT rule's windows, asked in any order, count from DTSTART alike")
    func countedWindows() throws {
        // Every 4 hours from 06:00 on 1 January 2024, 2,000 times: the last is 1,999 steps of
        // 4 hours later, 333 days and 4 hours: 29 November 2024 (day 334 of a leap year) at 10:00.
        let rule = "FREQ=HOURLY;INTERVAL=4;COUNT=2000"
        let late = try starts(rule, "2024-01-01T06:00:00", "2024-11-29", "2024-12-31")
        let whole = try starts(rule, "2024-01-01T06:00:00", "2024-01-01", "2024-12-31")
        let again = try starts(rule, "2024-01-01T06:00:00", "2024-11-29", "2024-12-31")
        #expect(whole.count == 2000 && whole.last == "2024-11-29T10:00:00")
        #expect(late == ["2024-11-29T02:00:00", "2024-11-29T06:00:00", "2024-11-29T10:00:00"])
        #expect(again == late)
    }

    @Test("a sub-daily COUNT rule counts the days before the window without laying them out, to the same end")
    func countedDays() throws {
        // Every 30 seconds from midnight on 1 January 2024, 100,000 times (DTSTART the first):
        // the last is 99,999 × 30 s = 34 days, 17 h, 19 min, 30 s later.
        let every30 = try starts(
            "FREQ=MINUTELY;BYSECOND=0,30;COUNT=100000", "2024-01-01T00:00:00", "2024-02-04", "2024-02-05")
        #expect(every30.last == "2024-02-04T17:19:30")
        #expect(every30.count == (17 * 60 + 19) * 2 + 2)
        // Rules whose parts limit the periods: the window alone holds what the days from
        // DTSTART through it hold there.
        for rule in [
            "FREQ=MINUTELY;INTERVAL=7;BYHOUR=9,17;COUNT=3000", "FREQ=SECONDLY;INTERVAL=13;BYMINUTE=5;COUNT=50000",
            "FREQ=HOURLY;INTERVAL=5;BYDAY=MO,FR;BYMINUTE=0,20;COUNT=900",
        ] {
            let alone = try starts(rule, "2024-01-01T08:00:00", "2024-03-01", "2024-03-10")
            let whole = try starts(rule, "2024-01-01T08:00:00", "2024-01-01", "2024-03-10").filter {
                $0 >= "2024-03-01"
            }
            #expect(alone == whole, "\(rule)")
            #expect(!alone.isEmpty, "\(rule)")
        }
    }

    @Test("a bad rule is refused with the part, the value and the range RFC 5545 gives it")
    func refusals() {
        let cases: [(String, String)] = [
            ("FREQ=DAILY;INTERVAL=0", "INTERVAL 0 is out of range: 1 to 2147483647 (RFC 5545 §3.3.10)"),
            (
                "FREQ=MONTHLY;BYDAY=MO;BYSETPOS=0",
                "BYSETPOS 0 is out of range: 1 to 366 or -366 to -1 (RFC 5545 §3.3.10)"
            ),
            ("FREQ=DAILY;COUNT=ten", "COUNT 'ten' is not a positive integer (RFC 5545 §3.3.10)"),
            ("FREQ=DAILY;BYHOUR=24", "BYHOUR 24 is out of range: 0 to 23 (RFC 5545 §3.3.10)"),
            ("FREQ=MONTHLY;BYMONTHDAY=32", "BYMONTHDAY 32 is out of range: 1 to 31 or -31 to -1 (RFC 5545 §3.3.10)"),
            ("COUNT=3;BYDAY=MO", "FREQ is missing; every rule has one (RFC 5545 §3.3.10)"),
            ("FREQ=DAILY;UNTL=20240101", "'UNTL=20240101' is not a rule part"),
            ("FREQ=DAILY;COUNT=2;COUNT=3", "COUNT is given twice; each part may appear once (RFC 5545 §3.3.10)"),
            (
                "FREQ=MONTHLY;BYWEEKNO=3",
                "BYWEEKNO is for FREQ=YEARLY only, not FREQ=MONTHLY (RFC 5545 §3.3.10)"
            ),
            ("FREQ=DAILY;BYDAY=1MO", "a numbered BYDAY (1MO, -1FR) is for FREQ=MONTHLY or YEARLY only"),
            ("FREQ=DAILY;COUNT=3;UNTIL=20240101", "COUNT and UNTIL exclude each other (RFC 5545 §3.3.10)"),
            ("FREQ=YEARLY;BYMONTH=5L", "BYMONTH '5L' is a leap month, which needs RSCALE (RFC 7529 §4.1)"),
            ("RSCALE=MAYAN;FREQ=YEARLY", "RSCALE 'MAYAN' is no calendar the toolkit has"),
            ("FREQ=SOMETIMES", "FREQ 'SOMETIMES' is not SECONDLY, MINUTELY, HOURLY, DAILY, WEEKLY, MONTHLY or YEARLY"),
            ("FREQ=YEARLY;INTERVAL=99999999999999999999", "INTERVAL 99999999999999999999 is out of range"),
        ]
        for (rule, message) in cases {
            #expect {
                try Recurrence(rule)
            } throws: { error in
                (error as? EventError)?.message.contains(message) == true
            }
        }
        // With RSCALE the calendar sets the ranges (RFC 7529 §4): Bikram Sambat has 32-day months.
        #expect(throws: Never.self) { try Recurrence("RSCALE=BIKRAM-SAMBAT;FREQ=MONTHLY;BYMONTHDAY=32") }
    }
}
