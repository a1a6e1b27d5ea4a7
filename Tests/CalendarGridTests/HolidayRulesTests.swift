import Testing

@testable import CalendarGrid

/// The holiday rule format and its engine, on small rule texts written here (the shipped
/// country files are checked by HolidayCoverageTests and Scripts/holidays-reference).
/// Every expected day names the published fact it comes from.
@Suite("Holiday rules")
struct HolidayRulesTests {
    /// A date written in the test (a malformed one is recorded as the test's failure).
    func date(_ text: String) -> ISODate {
        do { return try ISODate(parsing: text) } catch {
            Issue.record("\(error)")
            return ISODate(julianDay: 0)
        }
    }

    func calendar(_ body: String, region: String = "XA") throws -> HolidayCalendar {
        try HolidayCalendar(region: region, rules: "country XA en=Testland\nweekend sat sun\nsource test\n" + body)
    }

    func days(_ calendar: HolidayCalendar, _ year: Int, id: String? = nil) -> [String] {
        calendar.holidays(inYear: year).filter { id == nil || $0.id == id }.map(\.date.description)
    }

    @Test("Western and Orthodox Easter")
    func easter() throws {
        let rules = try calendar(
            """
            holiday easter easter en=Easter
            holiday good-friday easter offset=-2 en="Good Friday"
            holiday pascha orthodox-easter en=Pascha
            """)
        // Western Easter: 31 March 2024, 20 April 2025, 5 April 2026 (the Church of
        // England's table of Easter days); Orthodox: 5 May 2024, 20 April 2025, 12 April
        // 2026 (the Ecumenical Patriarchate's calendar).
        #expect(days(rules, 2024, id: "easter") == ["2024-03-31"])
        #expect(days(rules, 2025, id: "easter") == ["2025-04-20"])
        #expect(days(rules, 2026, id: "easter") == ["2026-04-05"])
        #expect(days(rules, 2024, id: "good-friday") == ["2024-03-29"])
        #expect(days(rules, 2024, id: "pascha") == ["2024-05-05"])
        #expect(days(rules, 2025, id: "pascha") == ["2025-04-20"])
        #expect(days(rules, 2026, id: "pascha") == ["2026-04-12"])
    }

    @Test("Nth weekdays and weekdays near a day")
    func weekdays() throws {
        let rules = try calendar(
            """
            holiday thanksgiving 11-thu-4 en=Thanksgiving
            holiday memorial 05-mon-last en="Memorial Day"
            holiday victoria 05-24-mon- en="Victoria Day"
            holiday midsummer 06-20-sat+ en="Midsummer Day"
            """)
        // 5 U.S.C. 6103: Thanksgiving, the fourth Thursday of November (28 Nov 2024);
        // Memorial Day, the last Monday of May (27 May 2024). Canada's Victoria Day, the
        // Monday before 25 May (20 May 2024). Sweden's Midsummer Day, the Saturday from
        // 20 to 26 June (22 June 2024).
        #expect(days(rules, 2024, id: "thanksgiving") == ["2024-11-28"])
        #expect(days(rules, 2024, id: "memorial") == ["2024-05-27"])
        #expect(days(rules, 2024, id: "victoria") == ["2024-05-20"])
        #expect(days(rules, 2024, id: "midsummer") == ["2024-06-22"])
    }

    @Test("Days of other calendars' months")
    func calendarDays() throws {
        let rules = try calendar(
            """
            holiday pesach hebrew:M07-15 en=Pesach
            holiday purim-katan hebrew:M05L-14 en="Purim Katan"
            holiday eid islamic-umalqura:M10-01 en="Eid al-Fitr"
            holiday spring chinese:M01-01 en="Spring Festival"
            holiday tet vietnamese:M01-01 en=Tết
            holiday nowruz persian:M01-01 en=Nowruz
            """)
        // Pesach: 15 Nisan 5784 = 23 April 2024, 5785 = 13 April 2025 (hebcal.com); Purim
        // Katan only in leap years (5784: 14 Adar I = 23 February 2024).
        #expect(days(rules, 2024, id: "pesach") == ["2024-04-23"])
        #expect(days(rules, 2025, id: "pesach") == ["2025-04-13"])
        #expect(days(rules, 2024, id: "purim-katan") == ["2024-02-23"])
        #expect(days(rules, 2025, id: "purim-katan").isEmpty)
        // Eid al-Fitr 1446: Sunday 30 March 2025 (Saudi Supreme Court announcement); two
        // in 2033 (the Hijri year is 11 days shorter): 1 Shawwal 1454 and 1455.
        #expect(days(rules, 2025, id: "eid") == ["2025-03-30"])
        #expect(days(rules, 2033, id: "eid").count == 2)
        // Tết 2007: 17 February in Vietnam, a day before China's 18 February (Hồ Ngọc Đức's
        // tables; Hong Kong Observatory).
        #expect(days(rules, 2007, id: "tet") == ["2007-02-17"])
        #expect(days(rules, 2007, id: "spring") == ["2007-02-18"])
        // Nowruz 1404: 21 March 2025 (Iran's official calendar).
        #expect(days(rules, 2025, id: "nowruz") == ["2025-03-21"])
    }

    @Test("Equinoxes in the country's time")
    func equinoxes() throws {
        let japan = try calendar(
            """
            utc-offset +09:00
            holiday vernal equinox-march en="Vernal Equinox Day"
            holiday autumnal equinox-september en="Autumnal Equinox Day"
            holiday qingming solar-term:15 en=Qingming
            """)
        // NAOJ's announced 春分の日 and 秋分の日: 20 March and 22 September 2024,
        // 20 March and 23 September 2025; 清明 on 4 April 2024 (NAOJ 暦要項).
        #expect(days(japan, 2024, id: "vernal") == ["2024-03-20"])
        #expect(days(japan, 2024, id: "autumnal") == ["2024-09-22"])
        #expect(days(japan, 2025, id: "vernal") == ["2025-03-20"])
        #expect(days(japan, 2025, id: "autumnal") == ["2025-09-23"])
        #expect(days(japan, 2024, id: "qingming") == ["2024-04-04"])
        let nowhere = try calendar("holiday vernal equinox-march en=Equinox")
        #expect(days(nowhere, 2024).isEmpty)
    }

    @Test("Observed days: the US rule crosses a year; the British one chains")
    func observed() throws {
        let us = try calendar(
            """
            substitute rule=sat>-fri,sun>+mon en="{name} (observed)"
            holiday new-year 01-01 en="New Year's Day"
            holiday independence 07-04 en="Independence Day"
            """)
        // OPM's federal holiday tables: 4 July 2020 (Saturday) observed Friday 3 July;
        // 1 January 2022 (Saturday) observed Friday 31 December 2021.
        let july = us.holidays(inYear: 2020).filter { $0.id == "independence" }
        #expect(july.map(\.date.description) == ["2020-07-03", "2020-07-04"])
        #expect(july.map(\.kind) == [.observed, .holiday])
        #expect(july[0].name(forLocaleID: "en") == "Independence Day (observed)")
        #expect(days(us, 2021, id: "new-year") == ["2021-01-01", "2021-12-31"])
        let gb = try calendar(
            """
            substitute rule=weekend>next en="{name} (substitute day)"
            holiday christmas 12-25 en="Christmas Day"
            holiday boxing 12-26 en="Boxing Day"
            """)
        // gov.uk bank holidays: Christmas 2021 (Saturday) on Monday 27 December, Boxing Day
        // (Sunday) on Tuesday 28; Christmas 2022 (Sunday) on Tuesday 27 after Boxing Day.
        #expect(days(gb, 2021) == ["2021-12-25", "2021-12-26", "2021-12-27", "2021-12-28"])
        #expect(days(gb, 2022) == ["2022-12-25", "2022-12-26", "2022-12-27"])
        let christmasEve = date("2021-12-24")
        #expect(gb.date(addingWorkingDays: 1, to: christmasEve) == (date("2021-12-29")))
    }

    @Test("Japan: substitute holidays and the day between two holidays")
    func japan() throws {
        let japan = try calendar(
            """
            substitute years=1973- rule=sun>next en="Substitute Holiday" ja=振替休日
            bridge years=1986- en="National Holiday" ja=国民の休日
            holiday showa 04-29 en="Shōwa Day" ja=昭和の日
            holiday enthronement 2019-05-01 en="Enthronement Day" ja=即位の日
            holiday constitution 05-03 en="Constitution Day" ja=憲法記念日
            holiday greenery 05-04 en="Greenery Day" ja=みどりの日
            holiday children 05-05 en="Children's Day" ja=こどもの日
            """)
        // The Cabinet Office's 2019 list: 29 April to 6 May were all holidays, 30 April and
        // 2 May as 国民の休日, 6 May as 振替休日 for Children's Day (a Sunday).
        let golden = japan.holidays(inYear: 2019).filter { $0.date.month <= 5 }
        #expect(golden.map(\.date.day) == [29, 30, 1, 2, 3, 4, 5, 6])
        #expect(golden.map(\.kind) == [.holiday, .bridge, .holiday, .bridge, .holiday, .holiday, .holiday, .observed])
        #expect(golden[7].name(forLocaleID: "ja-JP") == "振替休日")
        #expect(golden[2].name(forLocaleID: "ja-JP-u-ca-japanese") == "即位の日")
        #expect(golden[2].name(forLocaleID: "fr-FR") == "Enthronement Day")  // no ja in languages: English
    }

    @Test("Announced days, make-up working days and estimates")
    func announced() throws {
        let china = try calendar(
            """
            languages zh-Hans
            holiday spring chinese:M01-01 days=3 estimate en="Spring Festival" zh-Hans=春节
            announced spring 2025-01-28 2025-01-29 2025-01-30 2025-01-31
            swap 2025-02-03 2025-01-26 for=spring
            swap 2025-02-04 2025-02-08 for=spring
            announced-through 2025
            """)
        // 国务院办公厅 2025 arrangement: 28 January – 4 February off; Sunday 26 January and
        // Saturday 8 February worked.
        #expect(china.isWorkingDay(date("2025-01-26")))
        #expect(!china.isWorkingDay(date("2025-01-28")))
        #expect(!china.isWorkingDay(date("2025-02-04")))
        #expect(china.isWorkingDay(date("2025-02-08")))
        #expect(china.workdays(inYear: 2025).map(\.description) == ["2025-01-26", "2025-02-08"])
        let eve = date("2025-01-27")
        let back = date("2025-02-05")
        #expect(china.date(addingWorkingDays: 1, to: eve) == back)
        #expect(china.date(addingWorkingDays: -1, to: back) == eve)
        let swapped = china.holidays(on: date("2025-02-03"))
        #expect(swapped.map(\.kind) == [.swap] && swapped.first?.name(forLocaleID: "zh-CN") == "春节")
        #expect(swapped.first?.name(forLocaleID: "de-DE") == "春节")  // the country's language
        // After the last announcement, computed and estimated: 2026's Spring Festival from
        // 17 February (Hong Kong Observatory).
        let later = china.holidays(inYear: 2026)
        #expect(later.map(\.date.description) == ["2026-02-17", "2026-02-18", "2026-02-19"])
        #expect(later.allSatisfy { $0.isEstimated })
        #expect(!china.holidays(inYear: 2025).contains { $0.isEstimated })
    }

    @Test("Subdivisions keep the country's holidays less their exceptions")
    func subdivisions() throws {
        let text = """
            country XA en=Testland
            weekend sat sun
            source test
            holiday national 10-03 en="National Day"
            holiday epiphany 01-06 en=Epiphany
            subdivision XA-NO en=North
            except epiphany
            holiday north 11-01 en="North Day"
            subdivision XA-SO en=South
            weekend fri sat
            """
        let north = try HolidayCalendar(region: "XA-NO", rules: text)
        #expect(north.holidays(inYear: 2024).map(\.id) == ["national", "north"])
        let south = try HolidayCalendar(region: "XA-SO", rules: text)
        #expect(south.holidays(inYear: 2024).map(\.id) == ["epiphany", "national"])
        #expect(!south.isWorkingDay(date("2024-01-05")) && south.isWorkingDay(date("2024-01-07")))
        let country = try HolidayCalendar(region: "XA", rules: text)
        #expect(country.subdivisions == ["XA-NO", "XA-SO"])
        #expect(throws: HolidayError.unknownRegion("XA-EA")) { try HolidayCalendar(region: "XA-EA", rules: text) }
    }

    @Test("Moves, year ranges and weekends that changed")
    func moves() throws {
        let rules = try calendar(
            """
            weekend thu fri until=2013-06-28
            weekend fri sat from=2013-06-29
            holiday epiphany 01-06 move=tue>+mon,wed>+mon,thu>+mon,fri>+mon,sat>+mon,sun>+mon en=Epiphany
            holiday old 05-01 years=-2009 en=Old
            holiday new 05-02 years=2010- en=New
            """)
        // Colombia's Ley 51 de 1983 moves Epiphany to the following Monday: 8 January 2024
        // (6 January was a Saturday).
        #expect(days(rules, 2024, id: "epiphany") == ["2024-01-08"])
        #expect(days(rules, 2009).contains("2009-05-01") && !days(rules, 2009).contains("2009-05-02"))
        #expect(days(rules, 2010).contains("2010-05-02") && !days(rules, 2010).contains("2010-05-01"))
        // Saudi Arabia's weekend moved from Thursday–Friday to Friday–Saturday on 29 June 2013.
        #expect(rules.weekend(on: date("2013-06-27")) == [.thursday, .friday])
        #expect(rules.weekend(on: date("2013-06-29")) == [.friday, .saturday])
    }

    @Test(
        "Rule files that break the format name the line and what is wrong",
        arguments: [
            ("holiday x 13-01 en=X", 4, "not a date form"),
            ("holiday x 01-01", 4, "has no name"),
            ("holiday x 01-01 colour=red en=X", 4, "has no key 'colour'"),
            ("holidays x 01-01 en=X", 4, "unknown statement 'holidays'"),
            ("holiday x 01-01 en=\"X", 4, "a quote is not closed"),
            ("holiday x 01-01 years=2020-2010 en=X", 4, "years='2020-2010'"),
            ("holiday x 01-01 observed=sat>fri en=X", 4, "observed='sat>fri'"),
            ("\n\nsubdivision YY-AA en=Y", 6, "ISO 3166-2 code of XA"),
        ])
    func errors(line: String, number: Int, problem: String) {
        do {
            _ = try calendar(line)
            Issue.record("accepted: \(line)")
        } catch {
            guard case .rules(let found, let text)? = error as? HolidayError else {
                Issue.record("\(error)")
                return
            }
            #expect(found == number, "\(line)")
            #expect(text.contains(problem), "\(text)")
        }
    }

    @Test("A URL's '=' is part of a source, a quoted '#' is not a comment")
    func tokens() throws {
        let rules = try HolidayCalendar(
            region: "XA",
            rules: """
                country XA en=Testland # a comment
                weekend sat sun
                source "The Act" https://example.org/law?id=1&x=2
                holiday x 01-01 en="Day #1 \\"quoted\\""
                """)
        #expect(rules.sources == ["The Act https://example.org/law?id=1&x=2"])
        #expect(rules.holidays(inYear: 2024).first?.name(forLocaleID: "en") == "Day #1 \"quoted\"")
    }

    @Test("Selection bounds refuse non-working days; CalendarDate counts working days")
    func bounds() throws {
        let japan = try HolidayCalendar(region: "JP")
        var bounds = SelectionBounds()
        bounds.workingDaysOf = [japan]
        let today = date("2019-01-01")
        // 2019-05-06 was a substitute holiday, 2019-05-07 a Tuesday at work (Cabinet Office).
        #expect(!bounds.allows(date("2019-05-06"), today: today))
        #expect(bounds.allows(date("2019-05-07"), today: today))
        #expect(!bounds.allows(date("2019-05-11"), today: today))  // a Saturday
        let order = try CalendarDate(date("2019-04-26"), calendar: .japanese)
        #expect(try order.adding(workingDays: 1, in: japan).iso == (date("2019-05-07")))
    }
}
