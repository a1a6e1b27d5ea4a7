import Testing

@testable import CalendarGrid

/// The shipped rule files (Holidays/*.txt): the countries issue 34 covers, and the days its
/// goldens show, each checked against a published list rather than the rules' own output.
/// Scripts/holidays-reference compares every region and year 2000–2035 with PyPI holidays.
@Suite("Holidays of the covered countries")
struct HolidayCoverageTests {
    /// Every country of 20 million people or more (UN World Population Prospects 2024),
    /// and every country whose default CLDR calendar is not Gregorian (TH, AF, IR, SA).
    static let countries = [
        "IN", "CN", "US", "ID", "PK", "NG", "BR", "BD", "RU", "ET", "MX", "JP", "EG", "PH", "CD", "VN", "IR", "TR",
        "DE", "TH", "TZ", "GB", "FR", "ZA", "IT", "KE", "MM", "CO", "KR", "SD", "UG", "ES", "DZ", "IQ", "AR", "AF",
        "YE", "CA", "AO", "UA", "MA", "PL", "UZ", "MY", "MZ", "GH", "PE", "SA", "MG", "CI", "NP", "CM", "VE", "NE",
        "AU", "KP", "SY", "ML", "BF", "TW", "LK", "MW", "ZM", "TD", "KZ", "SO",
    ]

    func date(_ text: String) -> ISODate {
        do { return try ISODate(parsing: text) } catch {
            Issue.record("\(error)")
            return ISODate(julianDay: 0)
        }
    }

    func ids(_ region: String, on text: String) throws -> [String] {
        try HolidayCalendar(region: region).holidays(on: date(text)).filter { $0.category.isDayOff }.map(\.id)
    }

    @Test("Every covered country has rules, sources, and names in English and its own language")
    func coverage() throws {
        let regions = Set(HolidayCalendar.regions)
        for country in Self.countries {
            guard regions.contains(country) else {
                Issue.record("no rules for \(country)")
                continue
            }
            let rules = try HolidayCalendar(region: country)
            #expect(!rules.sources.isEmpty, "\(country): no source")
            let holidays = rules.holidays(inYear: 2025).filter { $0.kind == .holiday }
            #expect(holidays.count >= 3, "\(country): \(holidays.count) holidays in 2025")
            let language = rules.rules.languages.first ?? "en"
            for holiday in holidays {
                #expect(holiday.names["en"] != nil, "\(country) \(holiday.id): no English name")
                #expect(holiday.names[language] != nil, "\(country) \(holiday.id): no name in \(language)")
            }
        }
        // The subdivisions the issue names.
        for region in ["US-CA", "DE-BY", "AU-NSW", "CA-QC", "GB-SCT", "ES-CT", "IN-MH", "BR-SP", "MY-14"] {
            if !regions.contains(region) { Issue.record("no rules for \(region)") }
        }
    }

    @Test("Israel: Pesach in a leap and a common Hebrew year")
    func pesach() throws {
        // hebcal.com: 15 Nisan 5784 (leap) = 23 April 2024; 5785 (common) = 13 April 2025;
        // 5787 = 22 April 2027; the seventh day 29 April 2024, 19 April 2025.
        #expect(try ids("IL", on: "2024-04-23").contains { $0.hasPrefix("pesach") })
        #expect(try ids("IL", on: "2024-04-29").contains { $0.hasPrefix("pesach") })
        #expect(try ids("IL", on: "2025-04-13").contains { $0.hasPrefix("pesach") })
        #expect(try ids("IL", on: "2025-04-19").contains { $0.hasPrefix("pesach") })
        #expect(try ids("IL", on: "2027-04-22").contains { $0.hasPrefix("pesach") })
        // Not a day later in the common year.
        #expect(try ids("IL", on: "2025-04-14").isEmpty)
    }

    @Test("Saudi Arabia: Eid al-Fitr 1446 from Sunday 30 March 2025")
    func eid() throws {
        // The Saudi Supreme Court's announcement of 29 March 2025: 1 Shawwal 1446 is Sunday
        // 30 March; not Saturday the 29th.
        #expect(try ids("SA", on: "2025-03-30").contains { $0.contains("fitr") })
        #expect(try !ids("SA", on: "2025-03-29").contains { $0.contains("fitr") })
    }

    @Test("Vietnam: Tết 2007 on 17 February, a day before China's")
    func tet() throws {
        // Hồ Ngọc Đức's Vietnamese lunar calendar: Tết Đinh Hợi on 17 February 2007; China's
        // Spring Festival on 18 February (Hong Kong Observatory).
        #expect(try ids("VN", on: "2007-02-17").contains { $0.hasPrefix("tet") })
        #expect(try ids("CN", on: "2007-02-18").contains { $0.contains("spring") })
    }

    @Test("India: Diwali as the central government's list has it")
    func diwali() throws {
        // DoPT office memoranda of central government holidays: Diwali (Deepavali) on
        // 12 November 2023, 31 October 2024, 20 October 2025.
        #expect(try ids("IN", on: "2023-11-12").contains("diwali"))
        #expect(try ids("IN", on: "2024-10-31").contains("diwali"))
        #expect(try ids("IN", on: "2025-10-20").contains("diwali"))
    }

    @Test("United States: Juneteenth from 2021")
    func juneteenth() throws {
        // Public Law 117-17 (17 June 2021): 19 June, a Saturday in 2021, observed Friday 18.
        #expect(try ids("US", on: "2021-06-18").contains("juneteenth"))
        #expect(try ids("US", on: "2020-06-19").isEmpty)
        #expect(try ids("US", on: "2025-06-19").contains("juneteenth"))
    }

    @Test("Germany: Bavaria keeps Epiphany and Corpus Christi, Berlin does not")
    func bavaria() throws {
        // Bayerisches Feiertagsgesetz Art. 1: Heilige Drei Könige (6 January), Fronleichnam
        // (30 May 2024); Berlin's Feiertagsgesetz has neither.
        #expect(try !ids("DE-BY", on: "2024-01-06").isEmpty)
        #expect(try !ids("DE-BY", on: "2024-05-30").isEmpty)
        #expect(try ids("DE-BE", on: "2024-05-30").isEmpty)
        #expect(try !ids("DE-BE", on: "2024-03-08").isEmpty)  // Frauentag, Berlin from 2019
    }

    @Test("China 2025: the Spring Festival's days off and its make-up working days")
    func springFestival() throws {
        // 国务院办公厅关于2025年部分节假日安排的通知: 1月28日至2月4日放假调休，共8天；
        // 1月26日（周日）、2月8日（周六）上班.
        let china = try HolidayCalendar(region: "CN")
        for day in 28...31 { #expect(!china.isWorkingDay(date("2025-01-\(day)")), "January \(day)") }
        for day in 1...4 { #expect(!china.isWorkingDay(date("2025-02-0\(day)")), "February \(day)") }
        #expect(china.isWorkingDay(date("2025-01-26")) && china.isWorkingDay(date("2025-02-08")))
        #expect(china.isWorkingDay(date("2025-02-05")))
    }
}
