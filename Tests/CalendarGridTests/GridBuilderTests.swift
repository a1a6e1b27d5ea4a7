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
}
