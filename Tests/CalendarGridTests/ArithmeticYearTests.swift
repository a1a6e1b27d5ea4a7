import Testing

@testable import CalendarGrid

/// The calendars' own arithmetic, which the toolkit uses where an ICU release errs
/// (HebrewYear before ICU 77, PersianYear before ICU 78, IndianYear before ICU 68). Facts
/// from published calendars.
@Suite("Hebrew, Persian and Indian arithmetic")
struct ArithmeticYearTests {
    static func julianDay(_ text: String) throws -> Int { try ISODate(parsing: text).julianDay }

    @Test("Hebrew new years and year lengths from published calendars")
    func hebrew() throws {
        // Rosh Hashanah (hebcal.com): 5784 on 16 September 2023, 5785 on 3 October 2024,
        // 5786 on 23 September 2025; 5806 on 12 September 2045, 5807 on 1 October 2046.
        let newYears = [
            5784: "2023-09-16", 5785: "2024-10-03", 5786: "2025-09-23", 5806: "2045-09-12", 5807: "2046-10-01",
        ]
        for (year, day) in newYears {
            #expect(HebrewYear(year: year).firstJulianDay == (try Self.julianDay(day)), "\(year)")
        }
        // 5784 is leap (383 days, Adar I), 5785 common and complete (355), 5806 leap and regular (384).
        #expect(HebrewYear(year: 5784).length == 383 && HebrewYear(year: 5784).isLeap)
        #expect(HebrewYear(year: 5785).length == 355 && !HebrewYear(year: 5785).isLeap)
        #expect(HebrewYear(year: 5806).length == 384)
        #expect(HebrewYear(year: 5784).monthLengths == [30, 29, 29, 29, 30, 30, 29, 30, 29, 30, 29, 30, 29])
        #expect(HebrewYear(year: 5785).monthLengths == [30, 30, 30, 29, 30, 29, 30, 29, 30, 29, 30, 29])
    }

    @Test("Indian national calendar: 1 Chaitra on 22 March, 21 March in Gregorian leap years")
    func indian() throws {
        // India's national calendar (Gazette of India holiday lists): 1 Chaitra 1945 Saka was
        // 22 March 2023, 1 Chaitra 1946 was 21 March 2024 (2024 is a leap year: Chaitra 31).
        #expect(IndianYear(year: 1945).firstJulianDay == (try Self.julianDay("2023-03-22")))
        #expect(IndianYear(year: 1946).firstJulianDay == (try Self.julianDay("2024-03-21")))
        #expect(IndianYear(year: 1946).monthLengths == [31, 31, 31, 31, 31, 31, 30, 30, 30, 30, 30, 30])
        #expect(IndianYear(year: 1945).monthLengths.reduce(0, +) == 365)
        // Each year ends where the next begins, over the supported years and before them.
        for year in -100...9920 {
            let this = IndianYear(year: year)
            if this.firstJulianDay + this.monthLengths.reduce(0, +) != IndianYear(year: year + 1).firstJulianDay {
                Issue.record("Saka \(year) does not end where \(year + 1) begins")
                return
            }
        }
        // ICU lays out the supported years by the same rule (-77 … 2100 checked here).
        let system = try CalendarSystem.shared(.indian)
        for year in max(-77, system.supportedYears.lowerBound)...2100 {
            let months = try system.year(year).months
            let rule = IndianYear(year: year)
            if months.first?.firstJulianDay != rule.firstJulianDay || months.map(\.length) != rule.monthLengths {
                Issue.record("Saka \(year): ICU's months differ from the rule")
                return
            }
        }
    }

    @Test("Hebrew year lengths are always legal: 353–355 or 383–385, 13 months exactly in leap years")
    func hebrewLengths() {
        for year in 3700...13800 {
            let hebrew = HebrewYear(year: year)
            let legal = hebrew.isLeap ? [383, 384, 385] : [353, 354, 355]
            if !legal.contains(hebrew.length) || hebrew.monthLengths.reduce(0, +) != hebrew.length {
                Issue.record("\(year): \(hebrew.length) days, months \(hebrew.monthLengths)")
                return
            }
        }
    }

    @Test("Persian new years from the Iran Calendar Center's tables, and the corrected years")
    func persian() throws {
        // 1 Farvardin (Iran Calendar Center): 1402 on 21 March 2023, 1403 on 20 March
        // 2024, 1404 on 21 March 2025; 1403 is leap (30 Esfand 1403 = 20 March 2025).
        let newYears = [1402: "2023-03-21", 1403: "2024-03-20", 1404: "2025-03-21"]
        for (year, day) in newYears {
            #expect(PersianYear(year: year).firstJulianDay == (try Self.julianDay(day)), "\(year)")
        }
        #expect(PersianYear(year: 1403).isLeap && !PersianYear(year: 1404).isLeap)
        // 1502 is common and 1503 leap by the equinoxes (Scripts/persian-corrections).
        #expect(!PersianYear(year: 1502).isLeap && PersianYear(year: 1503).isLeap)
        #expect(PersianYear(year: 1503).firstJulianDay == (try Self.julianDay("2124-03-20")))
    }

    @Test("Persian years are consecutive: each starts where the one before ends")
    func persianContinuity() {
        // The closed form for 1 Farvardin against the leap years counted one by one.
        for year in -700...9400 {
            let this = PersianYear(year: year)
            let next = PersianYear(year: year + 1)
            let length = this.monthLengths.reduce(0, +)
            if next.firstJulianDay - this.firstJulianDay != length || length != (this.isLeap ? 366 : 365) {
                Issue.record("\(year): starts \(this.firstJulianDay), next \(next.firstJulianDay), \(length) days")
                return
            }
        }
    }
}

/// What the running ICU does where releases differ, against the release notes: the
/// probes must answer as the ICU version says.
@Suite("ICU features of the running ICU")
struct ICUFeaturesTests {
    @Test("each probe answers as the ICU release notes say for this ICU")
    func probes() throws {
        let major = ICUFeatures.major
        #expect(major >= 67)
        for calendar in [CalendarID.indian, .islamic, .islamicRgsa] {
            #expect((ICUFeatures.firstDayNamedRight(in: calendar) == nil) == (major >= 68), "ICU-21043/21045, ICU 68")
        }
        // 1 Muharram AH 1 is Friday 16 July 622 (Julian calendar; Reingold & Dershowitz's
        // islamic epoch, R.D. 227015 = JD 1948440 at noon, so the civil day from midnight
        // before is 1948439).
        if major < 68 { #expect(ICUFeatures.firstDayNamedRight(in: .islamic) == 1_948_439) }
        // 0001-01-01 in the proleptic Gregorian calendar is JD 1721426 (at noon: 1721425.5).
        if major < 68 { #expect(ICUFeatures.firstDayNamedRight(in: .indian) == 1_721_426) }
        #expect(ICUFeatures.hasMonthCodes == (major >= 73), "ICU-22027, ICU 73")
        #expect(ICUFeatures.honoursFirstWeekdayKeyword == (major >= 73), "ICU-22226, ICU 73")
        #expect(ICUFeatures.sharesLunisolarCache == (major < 75), "ICU-9972, fixed in ICU 75")
        #expect(HebrewRule.icuFollowsTheRule == (major >= 77), "ICU-23069, ICU 77")
        #expect(PersianRule.icuFollowsTheRule == (major >= 78), "ICU 78")
        let chinese = try ICUCalendar(localeID: "en@calendar=chinese")
        #expect(
            try ICUFeatures.extendedYearShift(.chinese, probing: chinese) == (major >= 78 ? 0 : 2637),
            "ICU-23167, ICU 78")
        let ameteAlem = try ICUCalendar(localeID: "en@calendar=ethiopic-amete-alem")
        #expect(try ICUFeatures.extendedYearShift(.ethiopicAmeteAlem, probing: ameteAlem) == (major >= 78 ? 0 : -5500))
    }
}
