import Testing

@testable import CalendarGrid

/// The Hindu lunisolar calendar (`panchang`). Its days are checked against the dates the
/// Government of India published for festivals that keep a tithi, and against
/// drikpanchang.com's New Delhi almanac for adhika months — never against ICU (whose
/// `indian` is the solar Saka calendar) nor the astronomy the table is generated from
/// (`Scripts/panchang-tables --check` compares that with Swiss Ephemeris and drik-panchanga,
/// in CI).
@Suite("Hindu lunisolar calendar (panchang)")
struct PanchangCalendarTests {
    struct Festival: CustomTestStringConvertible, Sendable {
        let name: String
        let gregorian: String
        /// The amanta month the festival keeps.
        let month: String
        /// The tithis its day's sunrise can have: the festival keeps a tithi at a time of
        /// day (Vijayadashami's in the afternoon, Lakshmi Puja's at dusk), so sunrise has
        /// that tithi or the one before it.
        let tithis: ClosedRange<Int>
        var testDescription: String { "\(name) \(gregorian)" }
    }

    /// The Government of India's holiday lists (Department of Personnel and Training, office
    /// memoranda for the Central Government offices in Delhi, 2016–2026). Holi (Dhulandi) is
    /// the day after Phalguna's Purnima; Dussehra (Vijayadashami) Ashvin's Shukla Dashami;
    /// Diwali (Deepavali, Lakshmi Puja) the Amavasya that ends amanta Ashvin.
    static let festivals: [Festival] =
        zip(
            2016...2026,
            [
                "2016-03-24", "2017-03-13", "2018-03-02", "2019-03-21", "2020-03-10", "2021-03-29", "2022-03-18",
                "2023-03-08", "2024-03-25", "2025-03-14", "2026-03-04",
            ]
        ).map { Festival(name: "Holi \($0)", gregorian: $1, month: "M12", tithis: 15...16) }
        + zip(
            2016...2026,
            [
                "2016-10-11", "2017-09-30", "2018-10-19", "2019-10-08", "2020-10-25", "2021-10-15", "2022-10-05",
                "2023-10-24", "2024-10-12", "2025-10-02", "2026-10-20",
            ]
        ).map { Festival(name: "Dussehra \($0)", gregorian: $1, month: "M07", tithis: 9...10) }
        + zip(
            2016...2026,
            [
                "2016-10-30", "2017-10-19", "2018-11-07", "2019-10-27", "2020-11-14", "2021-11-04", "2022-10-24",
                "2023-11-12", "2024-10-31", "2025-10-20", "2026-11-08",
            ]
        ).map { Festival(name: "Diwali \($0)", gregorian: $1, month: "M07", tithis: 29...30) }

    @Test("festivals fall in their month with their tithi at sunrise", arguments: festivals)
    func festival(_ row: Festival) throws {
        let date = try CalendarDate(ISODate(parsing: row.gregorian), calendar: .panchang)
        #expect(date.monthCode.description == row.month)
        #expect(date.tithi.map(row.tithis.contains) == true, "tithi \(String(describing: date.tithi))")
        // The grid's cell shows that tithi, in the secondary line of an Indian grid too.
        let builder = try GridBuilder(locale: LocaleID("en-IN"), secondaryCalendars: [.panchang])
        let grid = try builder.month(containing: ISODate(parsing: row.gregorian))
        let cell = try #require(grid.cells.first { $0.iso.description == row.gregorian })
        #expect(cell.secondary.first?.dayLabel == date.tithi.map(String.init))
        #expect(cell.secondary.first?.monthCode.description == row.month)
    }

    @Test("Vikram Samvat years begin with Chaitra's first day (Ugadi, Gudi Padwa)")
    func newYears() throws {
        // Chaitra Sukladi / Ugadi / Gudi Padwa in the Government of India's lists of
        // restricted holidays: 22 March 2023, 9 April 2024, 30 March 2025.
        for (year, day) in [(2080, "2023-03-22"), (2081, "2024-04-09"), (2082, "2025-03-30")] {
            let date = try CalendarDate(calendar: .panchang, year: year, monthCode: MonthCode(parsing: "M01"), day: 1)
            #expect(date.iso.description == day)
            #expect(date.tithi == 1)
        }
    }

    @Test("adhika months where India's almanacs put them, coded as Temporal codes leap months")
    func adhikaMonths() throws {
        // drikpanchang.com, New Delhi: Adhika Ashadha from 17 June 2015, Adhika Jyeshtha
        // from 16 May 2018, Adhika Ashvin from 18 September 2020, Adhika Shravana from
        // 18 July 2023, Adhika Jyeshtha from 17 May 2026. Each is the leap month after the
        // month before its namesake (Ashadha is M04, so Adhika Ashadha is M03L).
        let adhika = [
            (2072, "M03L", "2015-06-17"), (2075, "M02L", "2018-05-16"), (2077, "M06L", "2020-09-18"),
            (2080, "M04L", "2023-07-18"), (2083, "M02L", "2026-05-17"),
        ]
        let builder = try GridBuilder(locale: LocaleID("en-IN"), calendar: .panchang)
        for (year, code, first) in adhika {
            let month = try builder.month(MonthAddress(year: year, code: MonthCode(parsing: code)))
            #expect(month.firstDay.description == first, "\(code) \(year)")
            #expect(month.monthCode.isLeap && month.name.hasPrefix("Adhika "), "\(month.name)")
            #expect(try builder.profile.monthNames(inYear: year).count == 13)
        }
        // 2016 (VS 2073) has none.
        #expect(try builder.profile.monthNames(inYear: 2073).count == 12)
    }

    @Test("tithis and months are named in Hindi and English; numbered in other languages")
    func texts() throws {
        // Diwali 2025: Lakshmi Puja on Monday 20 October; the Amavasya's sunrise is the
        // 21st's, a Tuesday (drikpanchang.com, New Delhi).
        let english = try GridBuilder(locale: LocaleID("en-IN"), calendar: .panchang)
        let amavasya = try english.profile.fullDate(ISODate(parsing: "2025-10-21"))
        #expect(
            amavasya.contains("Amavasya") && amavasya.contains("Tuesday") && amavasya.contains("2082"), "\(amavasya)")
        let hindi = try GridBuilder(locale: LocaleID("hi-IN"), calendar: .panchang)
        let dashami = try hindi.profile.fullDate(ISODate(parsing: "2025-10-02"))
        #expect(dashami.contains("शुक्ल दशमी") && dashami.contains("गुरुवार"), "\(dashami)")
        let ashvin = try hindi.month(containing: ISODate(parsing: "2025-10-02"))
        #expect(ashvin.name == "अश्विन" && ashvin.title.contains("2082"), "\(ashvin.title)")
        // German has no tithi names of the toolkit's: the number, as the cell shows it.
        let german = try GridBuilder(locale: LocaleID("de-DE"), calendar: .panchang)
        let day = try german.profile.fullDate(ISODate(parsing: "2025-10-02"))
        #expect(day.contains("10") && day.contains("Donnerstag"), "\(day)")
        // Marathi writes its numbers in Devanagari digits: the cell's tithi too.
        let marathi = try GridBuilder(locale: LocaleID("mr-IN"), calendar: .panchang)
        let cell = try #require(
            try marathi.month(containing: ISODate(parsing: "2025-10-02")).cells.first {
                $0.iso.description == "2025-10-02"
            })
        #expect(cell.label == "१०")
        // An adhika month in Hindi: अधिक श्रावण.
        #expect(try hindi.month(MonthAddress(parsing: "2080-M04L")).name == "अधिक श्रावण")
    }

    @Test("the years of the table but its first and last, and none outside them")
    func range() throws {
        let builder = try GridBuilder(locale: LocaleID("hi-IN"), calendar: .panchang)
        #expect(builder.supportedYears == 1957...2157)
        #expect(throws: CalendarGridError.self) { try builder.month(MonthAddress(parsing: "2158-M01")) }
        #expect(throws: CalendarGridError.self) { try builder.month(MonthAddress(parsing: "1956-M12")) }
        // The first and last months have grids, with their neighbours' days in the edge rows.
        let first = try builder.month(MonthAddress(parsing: "1957-M01"))
        let last = try builder.month(MonthAddress(parsing: "2157-M12"))
        #expect(first.cells.count >= 28 && last.cells.count >= 28)
        #expect(first.firstDay.year == 1900 && last.lastDay.year == 2101)
    }

    @Test("--secondary auto for every Indian locale is the panchang")
    func secondaryAuto() throws {
        for locale in ["hi-IN", "en-IN", "ta-IN", "bn-IN", "mr-IN"] {
            let profile = try LocaleProfile.resolve(LocaleID(locale))
            #expect(try profile.preferredSecondaryCalendar() == .panchang, "\(locale)")
        }
    }
}
