import Testing

@testable import CalendarGrid

/// Month facts from published calendars and standards, each naming its source. None of
/// these values was taken from ICU.
@Suite("GridBuilder: months against published calendars")
struct GridBuilderTests {
    struct Fact: CustomTestStringConvertible, Sendable {
        let locale: String
        let calendar: CalendarID?
        let month: String
        let firstDay: String
        let days: Int
        let source: String
        var testDescription: String { "\(locale) \(calendar?.rawValue ?? "default") \(month)" }
    }

    static let facts: [Fact] = [
        // Gregorian
        .init(
            locale: "en-US", calendar: nil, month: "2024-2", firstDay: "2024-02-01", days: 29,
            source: "Gregorian rule: 2024 is divisible by 4, not by 100"),
        .init(
            locale: "en-US", calendar: nil, month: "2023-2", firstDay: "2023-02-01", days: 28,
            source: "Gregorian rule: 2023 is not divisible by 4"),
        .init(
            locale: "en-US", calendar: nil, month: "1900-2", firstDay: "1900-02-01", days: 28,
            source: "Gregorian rule: 1900 is divisible by 100, not by 400"),
        .init(
            locale: "en-US", calendar: nil, month: "2000-2", firstDay: "2000-02-01", days: 29,
            source: "Gregorian rule: 2000 is divisible by 400"),
        .init(
            locale: "en-US", calendar: .gregorian, month: "1582-10", firstDay: "1582-10-11", days: 21,
            source:
                "Inter gravissimas (1582): Thursday 4 October (Julian; ISO 1582-10-14) was followed by Friday 15 "
                + "October"
        ),
        .init(
            locale: "en-US", calendar: .iso8601, month: "1582-10", firstDay: "1582-10-01", days: 31,
            source: "ISO 8601-1:2019 §4.3.2.1: the proleptic Gregorian calendar has no cutover"),
        // Hebrew
        .init(
            locale: "he-IL", calendar: .hebrew, month: "5784-M01", firstDay: "2023-09-16", days: 30,
            source: "Rosh Hashanah 5784 fell on Saturday 16 September 2023 (hebcal.com)"),
        .init(
            locale: "he-IL", calendar: .hebrew, month: "5784-M05L", firstDay: "2024-02-10", days: 30,
            source: "1 Adar I 5784 = 10 February 2024; Adar I always has 30 days (hebcal.com)"),
        .init(
            locale: "he-IL", calendar: .hebrew, month: "5784-M06", firstDay: "2024-03-11", days: 29,
            source: "1 Adar II 5784 = 11 March 2024; Purim 14 Adar II = 24 March 2024 (hebcal.com)"),
        .init(
            locale: "he-IL", calendar: .hebrew, month: "5783-M06", firstDay: "2023-02-22", days: 29,
            source: "1 Adar 5783 = 22 February 2023; Purim 7 March 2023 (hebcal.com)"),
        .init(
            locale: "he-IL", calendar: .hebrew, month: "5784-7", firstDay: "2024-03-11", days: 29,
            source: "in a leap year the 7th month is Adar II"),
        .init(
            locale: "he-IL", calendar: .hebrew, month: "5785-M07", firstDay: "2025-03-30", days: 30,
            source: "1 Nisan 5785 = 30 March 2025; Pesach 15 Nisan = 13 April 2025 (hebcal.com)"),
        .init(
            locale: "he-IL", calendar: .hebrew, month: "5807-M01", firstDay: "2046-10-01", days: 30,
            source:
                "Rosh Hashanah 5807 falls on Monday 1 October 2046 (hebcal.com; pyluach; the molad arithmetic of "
                + "Reingold & Dershowitz); ICU before 77 says 2 October (ICU-23069)"
        ),
        .init(
            locale: "he-IL", calendar: .hebrew, month: "5806-M12", firstDay: "2046-09-02", days: 29,
            source: "1 Elul 5806 = 2 September 2046; Elul always has 29 days (hebcal.com; pyluach)"),
        // Chinese and Korean lunisolar
        .init(
            locale: "zh-CN", calendar: .chinese, month: "2023-M01", firstDay: "2023-01-22", days: 29,
            source: "Chinese New Year 2023 (癸卯) fell on 22 January (Hong Kong Observatory)"),
        .init(
            locale: "zh-CN", calendar: .chinese, month: "2023-M02L", firstDay: "2023-03-22", days: 29,
            source: "闰二月 of 2023 began 22 March 2023 (Hong Kong Observatory, Purple Mountain Observatory)"),
        .init(
            locale: "zh-CN", calendar: .chinese, month: "2020-M04L", firstDay: "2020-05-23", days: 29,
            source: "闰四月 of 2020 began 23 May 2020 (Hong Kong Observatory)"),
        .init(
            locale: "zh-CN", calendar: .chinese, month: "2025-M06L", firstDay: "2025-07-25", days: 29,
            source: "闰六月 of 2025 began 25 July 2025 (Hong Kong Observatory)"),
        .init(
            locale: "zh-CN", calendar: .chinese, month: "2024-M01", firstDay: "2024-02-10", days: 29,
            source: "Chinese New Year 2024 (甲辰) fell on 10 February (Hong Kong Observatory)"),
        // Months ICU's approximate astronomy puts on the wrong day or whose leap month it
        // misplaces; first days and lengths from the Hong Kong Observatory's tables (via
        // PyPI lunardate) and KASI's (via PyPI korean-lunar-calendar).
        .init(
            locale: "zh-CN", calendar: .chinese, month: "2027-M01", firstDay: "2027-02-06", days: 30,
            source: "Chinese New Year 2027 is Saturday 6 February (HKO; new moon 23:56 Beijing time)"),
        .init(
            locale: "zh-CN", calendar: .chinese, month: "2030-M01", firstDay: "2030-02-03", days: 29,
            source: "Chinese New Year 2030 is 3 February (HKO; new moon 00:07 on the 3rd)"),
        .init(
            locale: "zh-CN", calendar: .chinese, month: "1987-M06L", firstDay: "1987-07-26", days: 29,
            source: "闰六月 of 1987 began 26 July 1987 (HKO)"),
        .init(
            locale: "zh-CN", calendar: .chinese, month: "1987-M07", firstDay: "1987-08-24", days: 30,
            source: "七月 of 1987 began 24 August 1987, after 闰六月 (HKO)"),
        .init(
            locale: "zh-CN", calendar: .chinese, month: "1917-M02L", firstDay: "1917-03-23", days: 29,
            source: "闰二月 of 1917 began 23 March 1917 (HKO)"),
        .init(
            locale: "zh-CN", calendar: .chinese, month: "1922-M05L", firstDay: "1922-06-25", days: 29,
            source: "闰五月 of 1922 began 25 June 1922 (HKO)"),
        .init(
            locale: "zh-CN", calendar: .chinese, month: "1933-M06", firstDay: "1933-07-22", days: 30,
            source: "六月 of 1933 began 22 July 1933 as printed (HKO)"),
        .init(
            locale: "zh-CN", calendar: .chinese, month: "1954-M01", firstDay: "1954-02-03", days: 30,
            source: "Chinese New Year 1954 was 3 February (HKO)"),
        .init(
            locale: "zh-CN", calendar: .chinese, month: "1954-M11", firstDay: "1954-11-26", days: 29,
            source: "十一月 of 1954 began 26 November 1954 as printed (HKO)"),
        .init(
            locale: "zh-CN", calendar: .chinese, month: "1955-M02", firstDay: "1955-02-22", days: 30,
            source: "二月 of 1955 began 22 February 1955 (HKO)"),
        .init(
            locale: "zh-CN", calendar: .chinese, month: "1978-M08", firstDay: "1978-09-02", days: 30,
            source: "八月 of 1978 began 2 September 1978 as printed (HKO)"),
        .init(
            locale: "zh-CN", calendar: .chinese, month: "1998-M12", firstDay: "1999-01-17", days: 30,
            source: "腊月 of 1998 began 17 January 1999 (HKO)"),
        .init(
            locale: "zh-CN", calendar: .chinese, month: "2012-M07", firstDay: "2012-08-17", days: 30,
            source: "七月 of 2012 began 17 August 2012 (HKO)"),
        .init(
            locale: "zh-CN", calendar: .chinese, month: "2018-M10", firstDay: "2018-11-08", days: 29,
            source: "十月 of 2018 began 8 November 2018 (HKO)"),
        .init(
            locale: "zh-CN", calendar: .chinese, month: "2057-M09", firstDay: "2057-09-28", days: 30,
            source: "九月 of 2057 begins 28 September 2057 (HKO; the new moon 11 seconds before midnight)"),
        .init(
            locale: "zh-CN", calendar: .chinese, month: "2070-M02", firstDay: "2070-03-12", days: 30,
            source: "二月 of 2070 begins 12 March 2070 (HKO)"),
        .init(
            locale: "ko-KR", calendar: .dangi, month: "2017-M02", firstDay: "2017-02-26", days: 30,
            source: "2월 of 2017 began 26 February 2017 (KASI)"),
        .init(
            locale: "ko-KR", calendar: .dangi, month: "2023-M02L", firstDay: "2023-03-22", days: 29,
            source: "윤2월 of 2023 began 22 March 2023 (Korea Astronomy and Space Science Institute)"),
        .init(
            locale: "ko-KR", calendar: .dangi, month: "2024-M01", firstDay: "2024-02-10", days: 29,
            source: "Seollal 2024 fell on 10 February (KASI)"),
        // Islamic
        .init(
            locale: "ar-SA", calendar: .islamicUmalqura, month: "1446-9", firstDay: "2025-03-01", days: 29,
            source: "Umm al-Qura: Ramadan 1446 began Saturday 1 March 2025; Eid al-Fitr on 30 March"),
        .init(
            locale: "ar-SA", calendar: .islamicUmalqura, month: "1445-9", firstDay: "2024-03-11", days: 30,
            source: "Umm al-Qura: Ramadan 1445 began Monday 11 March 2024; Eid al-Fitr on 10 April"),
        .init(
            locale: "ar-SA", calendar: .islamicUmalqura, month: "1446-1", firstDay: "2024-07-07", days: 29,
            source: "Umm al-Qura: 1 Muharram 1446 = 7 July 2024"),
        .init(
            locale: "ar-SA", calendar: .islamicUmalqura, month: "1400-9", firstDay: "1980-07-13", days: 30,
            source:
                "Umm al-Qura calendar as published: Ramadan 1400 began 13 July 1980 (R. H. van Gent's transcription, "
                + "via PyPI hijridate); ICU says 14 July"
        ),
        .init(
            locale: "ar-SA", calendar: .islamicUmalqura, month: "1410-9", firstDay: "1990-03-27", days: 30,
            source:
                "Umm al-Qura calendar as published: Ramadan 1410 began 27 March 1990 (van Gent, via hijridate); ICU "
                + "says 28 March"
        ),
        .init(
            locale: "ar-SA", calendar: .islamicUmalqura, month: "1451-4", firstDay: "2029-08-11", days: 30,
            source:
                "Umm al-Qura rule of 1423 AH (conjunction before sunset and moonset after sunset at Mecca on 10 "
                + "August 2029: PyEphem, Scripts/umalqura-table; van Gent agrees); ICU says 12 August"
        ),
        // Persian
        .init(
            locale: "fa-IR", calendar: .persian, month: "1503-1", firstDay: "2124-03-20", days: 31,
            source:
                "the March equinox of 2124 comes at 12:04 Iran time, before apparent noon (12:07) at 52.5°E, so 1 "
                + "Farvardin 1503 is 20 March (PyEphem, Scripts/persian-corrections); ICU before 78 says 21 March"
        ),
        .init(
            locale: "fa-IR", calendar: .persian, month: "1502-12", firstDay: "2124-02-20", days: 29,
            source:
                "1502 is common by the equinoxes (Scripts/persian-corrections), though leap by the 33-year rule: "
                + "Esfand has 29 days"
        ),
        .init(
            locale: "fa-IR", calendar: nil, month: "1403-12", firstDay: "2025-02-19", days: 30,
            source: "1403 is a leap year: Esfand has 30 days; Nowruz 1404 fell on 21 March 2025 (Iran Calendar "
                + "Center)"),
        .init(
            locale: "fa-IR", calendar: nil, month: "1402-12", firstDay: "2024-02-20", days: 29,
            source: "1402 is common: Esfand has 29 days; Nowruz 1403 fell on 20 March 2024"),
        .init(
            locale: "fa-IR", calendar: nil, month: "1403-1", firstDay: "2024-03-20", days: 31,
            source: "Farvardin has 31 days; Nowruz 1403 = 20 March 2024"),
        .init(
            locale: "fa-IR", calendar: nil, month: "1403-7", firstDay: "2024-09-22", days: 30,
            source: "months 7–11 have 30 days; 1 Mehr 1403 = 22 September 2024"),
        // Ethiopic and Coptic: 13th month of 5 days, 6 before a Julian leap year
        .init(
            locale: "am-ET", calendar: .ethiopic, month: "2015-M13", firstDay: "2023-09-06", days: 6,
            source:
                "Ethiopic 2015 is a leap year (year mod 4 = 3): Pagume has 6 days; Enkutatash 2016 = 12 September "
                + "2023"),
        .init(
            locale: "am-ET", calendar: .ethiopic, month: "2016-M13", firstDay: "2024-09-06", days: 5,
            source: "Pagume 2016 has 5 days; Enkutatash 2017 = 11 September 2024"),
        .init(
            locale: "am-ET", calendar: .ethiopic, month: "2017-M01", firstDay: "2024-09-11", days: 30,
            source: "Enkutatash (1 Meskerem) 2017 = 11 September 2024"),
        .init(
            locale: "am-ET", calendar: .ethiopicAmeteAlem, month: "7517-M01", firstDay: "2024-09-11", days: 30,
            source: "Amete Alem 7517 = Amete Mihret 2017 + 5500"),
        .init(
            locale: "ar-EG", calendar: .coptic, month: "1741-M01", firstDay: "2024-09-11", days: 30,
            source: "Nayrouz (1 Thout) 1741 = 11 September 2024 (Coptic Orthodox calendar)"),
        .init(
            locale: "ar-EG", calendar: .coptic, month: "1739-M13", firstDay: "2023-09-06", days: 6,
            source: "Coptic 1739 is a leap year (year mod 4 = 3): Nasie has 6 days"),
        // Indian national calendar
        .init(
            locale: "hi-IN", calendar: .indian, month: "1946-1", firstDay: "2024-03-21", days: 31,
            source:
                "Saka 1946: Chaitra begins 21 March and has 31 days in a Gregorian leap year (Calendar Reform "
                + "Committee, 1957)"
        ),
        .init(
            locale: "hi-IN", calendar: .indian, month: "1945-1", firstDay: "2023-03-22", days: 30,
            source: "Saka 1945: Chaitra begins 22 March and has 30 days in a common year"),
        // Solar calendars with other eras
        .init(
            locale: "th-TH", calendar: nil, month: "2567-1", firstDay: "2024-01-01", days: 31,
            source: "Thai solar calendar: BE 2567 = CE 2024"),
        .init(
            locale: "zh-TW", calendar: .roc, month: "113-1", firstDay: "2024-01-01", days: 31,
            source: "Minguo 113 = 2024 (Minguo 1 = 1912)"),
        .init(
            locale: "ja-JP", calendar: .japanese, month: "2019-5", firstDay: "2019-05-01", days: 31,
            source: "Japanese calendar addresses use the ISO year"),
    ]

    @Test("first day and length of a month", arguments: facts)
    func fact(_ row: Fact) throws {
        let locale = try LocaleID(row.locale)
        let builder = try GridBuilder(locale: locale, calendar: row.calendar)
        let grid = try builder.month(MonthAddress(parsing: row.month))
        #expect(grid.firstDay.description == row.firstDay, "\(row.source)")
        #expect(grid.daysInMonth == row.days, "\(row.source)")
        #expect(grid.cells.filter(\.isInMonth).count == row.days)
    }

    // Japan's Cabinet Office announcements.
    @Test("Japanese eras: Showa 64 ended 7 January 1989, Heisei 1 began the 8th; Reiwa 1 began 1 May 2019")
    func japaneseEras() throws {
        let builder = try GridBuilder(locale: LocaleID("ja-JP-u-ca-japanese"))
        let january1989 = try builder.month(MonthAddress(parsing: "1989-1"))
        // The title uses the era of the month's first day; every day appears once.
        #expect(january1989.icuYear == 64)
        #expect(january1989.title.hasPrefix("昭和"))
        #expect(january1989.daysInMonth == 31)
        let february1989 = try builder.month(after: january1989)
        #expect(february1989.icuYear == 1)
        #expect(february1989.icuEra == january1989.icuEra + 1)
        let april2019 = try builder.month(MonthAddress(parsing: "2019-4"))
        let may2019 = try builder.month(after: april2019)
        #expect(april2019.icuYear == 31)
        #expect(may2019.icuYear == 1)
        #expect(may2019.icuEra == april2019.icuEra + 1)
        #expect(may2019.title.hasPrefix("令和"))
    }

    @Test("Chinese years: the cyclic year of 2023 is 癸卯 (40th of the cycle), extended year 4660")
    func chineseYears() throws {
        let grid = try GridBuilder(locale: LocaleID("zh-CN"), calendar: .chinese).month(
            MonthAddress(parsing: "2023-M02L"))
        #expect(grid.icuYear == 40)
        #expect(grid.extendedYear == 4660)
        #expect(grid.arithmeticYear == 2023)
        #expect(grid.isLeapMonth)
        #expect(grid.ordinalMonth == 3)
        #expect(grid.title.contains("癸卯"))
        #expect(grid.name == "闰二月")
    }

    @Test("Hebrew Adar I is a leap month by code and position")
    func hebrewLeap() throws {
        let builder = try GridBuilder(locale: LocaleID("en"), calendar: .hebrew)
        let adarI = try builder.month(MonthAddress(parsing: "5784-M05L"))
        #expect(adarI.isLeapMonth)
        #expect(adarI.ordinalMonth == 6)
        #expect(adarI.name == "Adar I")
        let adar = try builder.month(MonthAddress(parsing: "5783-M06"))
        #expect(!adar.isLeapMonth)
        #expect(adar.ordinalMonth == 6)
        #expect(adar.name == "Adar")
    }

    @Test("row counts: 4 for February 2015, 6 for March 2025 in en-US (both on timeanddate.com)")
    func rowCounts() throws {
        let builder = try GridBuilder(locale: LocaleID("en-US"))
        // 1 February 2015 was a Sunday: four full rows.
        #expect(try builder.month(MonthAddress(parsing: "2015-2")).weeks.count == 4)
        // 1 March 2025 was a Saturday, 31 days: six rows.
        #expect(try builder.month(MonthAddress(parsing: "2025-3")).weeks.count == 6)
        // Pagume 2016 (5 days, from Friday 6 September 2024): two rows in am-ET.
        let pagume = try GridBuilder(locale: LocaleID("am-ET"), calendar: .ethiopic).month(
            MonthAddress(parsing: "2016-M13"))
        #expect(pagume.weeks.count == 2)
    }

    @Test("en-US September 2024, cell by cell (a printed US wall calendar)")
    func september2024() throws {
        let grid = try GridBuilder(locale: LocaleID("en-US"), today: ISODate(parsing: "2024-09-17"))
            .month(MonthAddress(parsing: "2024-9"))
        #expect(grid.title == "September 2024")
        #expect(grid.name == "September")
        #expect(
            grid.weeks.map { $0.days.map(\.day) } == [
                [1, 2, 3, 4, 5, 6, 7], [8, 9, 10, 11, 12, 13, 14], [15, 16, 17, 18, 19, 20, 21],
                [22, 23, 24, 25, 26, 27, 28], [29, 30, 1, 2, 3, 4, 5],
            ])
        #expect(grid.weeks[4].days.map(\.isInMonth) == [true, true, false, false, false, false, false])
        #expect(grid.cells.filter(\.isToday).map(\.iso.description) == ["2024-09-17"])
        #expect(grid.weeks[0].days.map(\.isWeekend) == [true, false, false, false, false, false, true])
        // US week numbering: week 1 contains 1 January; 1 September 2024 begins week 36.
        #expect(grid.weeks.map(\.weekOfYear) == [36, 37, 38, 39, 40])
    }

    @Test("ISO week numbers in de-DE: 30 December 2024 begins week 1 of 2025 (ISO 8601 week date 2025-W01-1)")
    func isoWeeks() throws {
        let december = try GridBuilder(locale: LocaleID("de-DE")).month(MonthAddress(parsing: "2024-12"))
        #expect(december.weeks.last?.weekOfYear == 1)
        #expect(december.weeks.last?.days.first?.iso.description == "2024-12-30")
        // 1 January 2021 was a Friday: it belongs to 2020-W53.
        let january = try GridBuilder(locale: LocaleID("de-DE")).month(MonthAddress(parsing: "2021-1"))
        #expect(january.weeks.first?.weekOfYear == 53)
        #expect(january.weeks[1].weekOfYear == 1)
    }

    @Test("hybrid October 1582 skips the 5th to the 14th; the cells stay consecutive days")
    func cutover() throws {
        let grid = try GridBuilder(locale: LocaleID("en-US"), calendar: .gregorian).month(
            MonthAddress(parsing: "1582-10"))
        let days = grid.cells.filter(\.isInMonth).map(\.day)
        #expect(days == [1, 2, 3, 4] + Array(15...31))
        let cells = grid.cells
        for (a, b) in zip(cells, cells.dropFirst()) { #expect(b.julianDay == a.julianDay + 1) }
        // 4 October 1582 (Julian) was a Thursday, 15 October a Friday.
        #expect(cells.first { $0.isInMonth && $0.day == 4 }?.weekday == .thursday)
        #expect(cells.first { $0.isInMonth && $0.day == 15 }?.weekday == .friday)
    }

    @Test("navigation: after and before cross year ends and leap months")
    func navigation() throws {
        let hebrew = try GridBuilder(locale: LocaleID("en"), calendar: .hebrew)
        let adarI = try hebrew.month(MonthAddress(parsing: "5784-M05L"))
        #expect(try hebrew.month(after: adarI).monthCode.description == "M06")
        #expect(try hebrew.month(before: adarI).monthCode.description == "M05")
        let elul = try hebrew.month(MonthAddress(parsing: "5784-M12"))
        let tishrei = try hebrew.month(after: elul)
        #expect(tishrei.arithmeticYear == 5785)
        #expect(tishrei.ordinalMonth == 1)
        #expect(try hebrew.month(before: tishrei).address == elul.address)
        #expect(try hebrew.year(5784).count == 13)
        #expect(try hebrew.year(5783).count == 12)
        let three = try hebrew.months(startingAt: MonthAddress(parsing: "5784-M05"), count: 3)
        #expect(three.map(\.monthCode.description) == ["M05", "M05L", "M06"])
        let fromDate = try hebrew.months(startingAt: ISODate(parsing: "2024-03-01"), count: 2)
        #expect(fromDate.map(\.monthCode.description) == ["M05L", "M06"])
    }

    @Test("month(containing:) finds the month in the grid's calendar")
    func containing() throws {
        let persian = try GridBuilder(locale: LocaleID("fa-IR"))
        let month = try persian.month(containing: ISODate(parsing: "2025-03-20"))
        #expect(month.address.description == "1403-M12")
        #expect(month.lastDay.description == "2025-03-20")
        let japanese = try GridBuilder(locale: LocaleID("ja-JP-u-ca-japanese"))
        #expect(try japanese.month(containing: ISODate(parsing: "2019-05-01")).icuYear == 1)
    }

    struct Missing: CustomTestStringConvertible, Sendable {
        let calendar: CalendarID
        let month: String
        var testDescription: String { "\(calendar) \(month)" }
    }

    static let missing: [Missing] = [
        .init(calendar: .hebrew, month: "5783-M05L"),  // 5783 is year 7 of the cycle: common
        .init(calendar: .hebrew, month: "5783-13"),
        .init(calendar: .gregorian, month: "2024-M13"),
        .init(calendar: .gregorian, month: "2024-13"),
        .init(calendar: .gregorian, month: "2024-M05L"),
        .init(calendar: .chinese, month: "2024-M02L"),  // 2024 (甲辰) had no leap month (HKO)
        .init(calendar: .chinese, month: "2022-13"),  // 2022 (壬寅) had twelve months
        .init(calendar: .persian, month: "1403-M13"),
        .init(calendar: .ethiopic, month: "2016-14"),
        .init(calendar: .islamicUmalqura, month: "1446-M13"),
    ]

    @Test("a month the year lacks is a typed error, not a clamp", arguments: missing)
    func monthNotInYear(_ row: Missing) throws {
        let builder = try GridBuilder(locale: LocaleID("en"), calendar: row.calendar)
        do {
            let grid = try builder.month(MonthAddress(parsing: row.month))
            Issue.record("\(row.month) gave \(grid.address)")
        } catch {
            guard case let .monthNotInYear(_, _, calendar, available) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(calendar == row.calendar)
            #expect(!available.isEmpty)
        }
    }

    @Test("years outside the supported range are refused, and the range is as documented")
    func ranges() throws {
        let gregorian = try GridBuilder(locale: LocaleID("en"))
        #expect(gregorian.supportedYears == 1...9999)
        #expect(try GridBuilder(locale: LocaleID("en"), calendar: .iso8601).supportedYears == 0...9999)
        for year in [0, 10000, -5, Int(Int32.max) + 1, Int.max, Int.min] {
            #expect(throws: CalendarGridError.outOfRange(field: "year", value: String(year), min: "1", max: "9999")) {
                try gregorian.month(MonthAddress(year: year, ordinal: 1))
            }
        }
        #expect(throws: CalendarGridError.self) {
            try gregorian.month(containing: ISODate(year: 10000, month: 1, day: 1))
        }
        #expect(throws: CalendarGridError.self) {
            try gregorian.month(after: gregorian.month(MonthAddress(parsing: "9999-12")))
        }
        #expect(throws: CalendarGridError.self) {
            try gregorian.month(before: gregorian.month(MonthAddress(parsing: "1-1")))
        }
        #expect(throws: CalendarGridError.self) {
            try gregorian.months(startingAt: MonthAddress(parsing: "2024-1"), count: 0)
        }
        for calendar in CalendarID.allCases {
            let builder = try GridBuilder(locale: LocaleID("en"), calendar: calendar)
            let range = builder.supportedYears
            let first = try builder.year(range.lowerBound)
            let last = try builder.year(range.upperBound)
            #expect(try first[0].firstDay >= ISODate(year: 0, month: 1, day: 1), "\(calendar)")
            #expect(try last[last.count - 1].lastDay <= ISODate(year: 9999, month: 12, day: 31), "\(calendar)")
            #expect(throws: CalendarGridError.self) { try builder.year(range.lowerBound - 1) }
            #expect(throws: CalendarGridError.self) { try builder.year(range.upperBound + 1) }
            // The first month's leading days belong to the year before the range (on ICU 67,
            // laid out from ICU's month starts alone for indian and the two islamic calendars):
            // consecutive days that end the day before the month begins.
            let cells = first[0].cells
            let days = cells.map(\.julianDay)
            #expect(days == Array(days[0]..<(days[0] + days.count)), "\(calendar)")
            let leading = cells.prefix { !$0.isInMonth }
            #expect(leading.last.map { $0.julianDay + 1 == first[0].firstDay.julianDay } ?? true, "\(calendar)")
            // The month before is the last of its year: Phalguna has 30 days (Indian national
            // calendar); an Islamic month has 29 or 30.
            if let last = leading.last, calendar == .indian || calendar.isIslamic {
                #expect((calendar == .indian ? 30...30 : 29...30).contains(last.day), "\(calendar): \(last.day)")
            }
        }
    }
}

@Suite("GridRequest")
struct GridRequestTests {
    @Test("a year shows all its months; a count with it is a typed error, not ignored")
    func countWithYear() throws {
        let today = try ISODate(parsing: "2023-03-22")
        var request = GridRequest(
            locale: try LocaleID("zh-CN"), calendar: .chinese, selection: .year(2023), today: today)
        // HKO: the Chinese year that began in January 2023 has 13 months (闰二月).
        #expect(try request.resolve().grids.count == 13)
        request.count = 3
        #expect(throws: CalendarGridError.countWithYear(count: 3, year: 2023)) { try request.resolve() }
        #expect(!"\(CalendarGridError.unknownLanguage(language: "xx", locale: "xx-YY"))".contains("--"))
    }
}
