import Testing

@testable import CalendarGrid

/// Era codes and era years (Temporal's names for years), and the cycle year with its related
/// ISO year for the Chinese and Korean calendars, against published calendars and the
/// Temporal proposal's era table (tc39/proposal-intl-era-monthcode).
@Suite("Era codes and years with names")
struct EraYearTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let locale: String
        let date: String
        let code: String?
        let year: Int?
        let source: String
        var testDescription: String { "\(locale) \(date) → \(code ?? "none") \(year.map(String.init) ?? "")" }
    }

    static let rows: [Row] = [
        // Japan's Cabinet Office: Heisei began 8 January 1989, Reiwa 1 May 2019; a month is
        // named by its first day's era (the grid's title rule), so January 1989 is Showa 64.
        .init(
            locale: "ja-JP-u-ca-japanese", date: "2019-05-01", code: "reiwa", year: 1, source: "Reiwa 1 from 2019-05-01"
        ),
        .init(
            locale: "ja-JP-u-ca-japanese", date: "2019-04-30", code: "heisei", year: 31,
            source: "Heisei 31 until 2019-04-30"),
        .init(
            locale: "ja-JP-u-ca-japanese", date: "1989-01-31", code: "showa", year: 64,
            source: "Showa 64: 1–7 January 1989"),
        .init(
            locale: "ja-JP-u-ca-japanese", date: "1926-12-01", code: "taisho", year: 15,
            source: "Showa began 25 December 1926"),
        .init(
            locale: "ja-JP-u-ca-japanese", date: "1912-08-01", code: "taisho", year: 1,
            source: "Taisho began 30 July 1912"),
        .init(locale: "ja-JP-u-ca-japanese", date: "1900-06-01", code: "meiji", year: 33, source: "Meiji 33 = 1900"),
        // Before Meiji, Temporal counts Gregorian years.
        .init(
            locale: "ja-JP-u-ca-japanese", date: "1850-06-01", code: "ce", year: 1850,
            source: "Temporal: ce before Meiji"),
        .init(locale: "en-US", date: "2024-09-17", code: "ce", year: 2024, source: "Gregorian"),
        .init(
            locale: "th-TH", date: "2024-09-17", code: "be", year: 2567, source: "Thai solar calendar: BE = CE + 543"),
        .init(locale: "zh-TW-u-ca-roc", date: "2024-09-17", code: "roc", year: 113, source: "Minguo 113 = 2024"),
        .init(
            locale: "zh-TW-u-ca-roc", date: "1900-09-17", code: "broc", year: 12,
            source: "1912 is Minguo 1; 1900 is 12 years before"),
        .init(locale: "he-IL-u-ca-hebrew", date: "2024-09-17", code: "am", year: 5784, source: "hebcal: 14 Elul 5784"),
        .init(
            locale: "ar-SA-u-ca-islamic-umalqura", date: "2025-03-01", code: "ah", year: 1446,
            source: "Umm al-Qura: 1 Ramadan 1446 = 1 March 2025"),
        // 1 Muharram 1 AH = 16 July 622 (Julian) in the civil calendar: a day of 600 CE is
        // 23 years before it (lunar years of 354–355 days).
        .init(
            locale: "en-u-ca-islamic-civil", date: "0600-01-01", code: "bh", year: 24, source: "AH 1 began in 622 CE"),
        .init(
            locale: "fa-IR", date: "2024-09-17", code: "ap", year: 1403, source: "Iranian calendar: 27 Shahrivar 1403"),
        .init(
            locale: "hi-IN-u-ca-indian", date: "2024-09-17", code: "shaka", year: 1946,
            source: "Indian national calendar: Saka 1946"),
        .init(
            locale: "ar-EG-u-ca-coptic", date: "2024-09-17", code: "am", year: 1741,
            source: "Coptic year 1741 began 11 September 2024"),
        .init(
            locale: "am-ET-u-ca-ethiopic", date: "2024-09-17", code: "am", year: 2017,
            source: "Ethiopian year 2017 began 11 September 2024"),
        .init(
            locale: "am-ET-u-ca-ethiopic-amete-alem", date: "2024-09-17", code: "aa", year: 7517,
            source: "Amete Alem = Amete Mihret + 5500"),
        .init(locale: "en-u-ca-iso8601", date: "2024-09-17", code: nil, year: nil, source: "Temporal: no era"),
        .init(
            locale: "zh-CN-u-ca-chinese", date: "2024-09-17", code: nil, year: nil,
            source: "Temporal: chinese has no era"),
    ]

    @Test("each calendar's era code and era year", arguments: rows)
    func eraCodes(_ row: Row) throws {
        let grid = try GridBuilder(locale: LocaleID(row.locale)).month(containing: ISODate(parsing: row.date))
        #expect(grid.eraCode == row.code, "\(row.source)")
        #expect(grid.eraYear == row.year, "\(row.source)")
    }

    @Test("Coptic years before the era count on through zero and below")
    func copticBeforeTheEra() throws {
        // AM 1 began on 29 August 284 (Julian) = 284-08-30 proleptic Gregorian; the Coptic
        // year of 200 CE began in 199, 85 years earlier: AM 1 − 85 = −84.
        let grid = try GridBuilder(locale: LocaleID("en-u-ca-coptic")).month(containing: ISODate(parsing: "0200-01-01"))
        #expect(grid.eraCode == "am" && grid.eraYear == -84)
    }

    @Test("Chinese and Korean years: the cycle year and the ISO year the lunar year begins in")
    func cyclicYears() throws {
        // HKO: the 甲辰 year began on 10 February 2024; 甲辰 is the 41st year of the cycle
        // (甲子 = 1; 甲 stem 1, 辰 branch 5: the n with n ≡ 1 mod 10 and n ≡ 5 mod 12 is 41).
        for locale in ["zh-CN-u-ca-chinese", "ko-KR-u-ca-dangi"] {
            let builder = try GridBuilder(locale: LocaleID(locale))
            let september = try builder.month(containing: ISODate(parsing: "2024-09-17"))
            #expect(september.cyclicYear == 41 && september.relatedISOYear == 2024, "\(locale)")
            // The twelfth month of 癸卯 (the 40th year) still runs in January 2024.
            let january = try builder.month(containing: ISODate(parsing: "2024-01-20"))
            #expect(january.cyclicYear == 40 && january.relatedISOYear == 2023, "\(locale)")
        }
        let gregorian = try GridBuilder(locale: LocaleID("en-US")).month(containing: ISODate(parsing: "2024-01-20"))
        #expect(gregorian.cyclicYear == nil && gregorian.relatedISOYear == nil)
    }
}
