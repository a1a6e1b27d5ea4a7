import Foundation
import Testing

@testable import CalendarGrid

/// Dates in a calendar: made from codes and ordinals with Temporal's overflow, converted,
/// added to by days, months and years, formatted through the toolkit's months. Facts from
/// published calendars (hebcal.com, the Hong Kong Observatory, Umm al-Qura).
@Suite("CalendarDate: a date in any calendar")
struct CalendarDateTests {
    static func iso(_ text: String) throws -> ISODate { try ISODate(parsing: text) }
    static func code(_ text: String) throws -> MonthCode { try #require(MonthCode(text)) }

    @Test("Hebrew: 15 Nisan 5785, a month later, and Adar I a year later")
    func hebrew() throws {
        // hebcal.com: Pesach I, 15 Nisan 5785, was Sunday 13 April 2025; 15 Iyar 5785 was
        // 13 May 2025; 30 Adar I 5784 was 10 March 2024 and 5785 is a common year (Adar 29 days).
        let pesach = try CalendarDate(calendar: .hebrew, year: 5785, monthCode: Self.code("M07"), day: 15)
        #expect(pesach.iso == (try Self.iso("2025-04-13")) && pesach.eraCode == "am" && pesach.eraYear == 5785)
        #expect(try pesach.adding(months: 1).iso == Self.iso("2025-05-13"))
        let adarI = try CalendarDate(calendar: .hebrew, year: 5784, monthCode: Self.code("M05L"), day: 30)
        #expect(adarI.iso == (try Self.iso("2024-03-10")) && adarI.ordinalMonth == 6)
        let nextYear = try adarI.adding(years: 1)
        #expect(nextYear.monthCode == (try Self.code("M06")) && nextYear.day == 29 && nextYear.year == 5785)
        #expect(throws: CalendarGridError.self) { try adarI.adding(years: 1, overflow: .reject) }
        #expect(throws: CalendarGridError.self) {
            try CalendarDate(calendar: .hebrew, year: 5785, monthCode: Self.code("M05L"), day: 1, overflow: .reject)
        }
        #expect(try CalendarDate(Self.iso("2025-04-13"), calendar: .hebrew) == pesach)
    }

    @Test("Chinese: months are counted with the leap month")
    func chineseMonths() throws {
        // HKO: New Year 2023 on 22 January 2023; 闰二月 from 22 March 2023; 腊月 of 2023 from
        // 11 January 2024; New Year 2024 on 10 February 2024.
        let newYear = try CalendarDate(calendar: .chinese, year: 2023, ordinalMonth: 1, day: 1)
        #expect(newYear.iso == (try Self.iso("2023-01-22")))
        #expect(try newYear.adding(months: 2).monthCode == Self.code("M02L"))
        #expect(try newYear.adding(months: 12).iso == Self.iso("2024-01-11"))
        #expect(try newYear.adding(months: 13).iso == Self.iso("2024-02-10"))
        #expect(try newYear.adding(months: 13).adding(months: -13) == newYear)
        let builder = try GridBuilder(locale: LocaleID("zh-CN"), calendar: .chinese)
        let first = try builder.month(MonthAddress(parsing: "2023-M01"))
        #expect(try builder.month(first, monthsLater: 12).firstDay == Self.iso("2024-01-11"))
    }

    @Test("Umm al-Qura with a Hijri adjustment; conversions; days; formatting")
    func islamic() throws {
        // Umm al-Qura: 1 Ramadan 1446 is 1 March 2025; with offset +1 the month begins a day earlier.
        let ramadan = try CalendarDate(calendar: .islamicUmalqura, year: 1446, ordinalMonth: 9, day: 1)
        #expect(ramadan.iso == (try Self.iso("2025-03-01")) && ramadan.eraCode == "ah")
        let moved = try CalendarDate(
            calendar: .islamicUmalqura, year: 1446, ordinalMonth: 9, day: 1, hijriOffset: 1)
        #expect(moved.iso == (try Self.iso("2025-02-28")))
        #expect(try ramadan.converted(to: .gregorian).temporalString == "2025-03-01[u-ca=gregorian]")
        #expect(try ramadan.adding(days: 29).monthCode == Self.code("M10"))  // Ramadan 1446 had 29 days
        let text = try moved.formatted(in: LocaleID("en-US"))
        #expect(text == "Friday, Ramadan 1, 1446 AH")
        let cell = try GridBuilder(locale: LocaleID("en-US"), calendar: .islamicUmalqura, hijriOffset: 1)
            .month(containing: moved)
        let firstDay = try #require(cell.cells.first { $0.isInMonth })
        #expect(try cell.calendarDate(of: firstDay) == moved)
    }

    @Test("days and dates step and stride: ISODate is Strideable")
    func isoStrides() throws {
        let first = try Self.iso("2024-02-27")
        #expect(first.adding(days: 3) == (try Self.iso("2024-03-01")))
        #expect(first.distance(to: try Self.iso("2025-02-27")) == 366)
        #expect(Array(first...first.adding(days: 2)).map(\.day) == [27, 28, 29])
    }

    @Test("a date encodes as its codes and decodes only if it exists")
    func codable() throws {
        let date = try CalendarDate(calendar: .hebrew, year: 5784, monthCode: Self.code("M05L"), day: 1)
        let data = try JSONEncoder().encode(date)
        #expect(String(decoding: data, as: UTF8.self).contains("\"monthCode\":\"M05L\""))
        #expect(try JSONDecoder().decode(CalendarDate.self, from: data) == date)
        // 5785 is a common year: Adar I does not exist, and a decoded date must.
        let missing = Data(#"{"calendar":"hebrew","year":5785,"monthCode":"M05L","day":1}"#.utf8)
        #expect(throws: (any Error).self) { try JSONDecoder().decode(CalendarDate.self, from: missing) }
    }
}

@Suite("Identity and errors of grids")
struct GridIdentityTests {
    @Test("one address per month; a grid of another Hijri adjustment is its own error")
    func identity() throws {
        // 5784 is a Hebrew leap year: its sixth month is Adar I (hebcal.com).
        let hebrew = try GridBuilder(locale: LocaleID("he-IL"), calendar: .hebrew)
        #expect(try hebrew.canonicalAddress(MonthAddress(parsing: "5784-6")).description == "5784-M05L")
        let plain = try GridBuilder(locale: LocaleID("en-US"), calendar: .islamicUmalqura)
        let moved = try GridBuilder(locale: LocaleID("en-US"), calendar: .islamicUmalqura, hijriOffset: 1)
        let ramadan = try moved.month(MonthAddress(parsing: "1446-9"))
        #expect(throws: CalendarGridError.grid(.gridOfAnotherBuilder(grid: ramadan.id, builderHijriOffset: 0))) {
            try plain.month(after: ramadan)
        }
        #expect(ramadan.id.hijriOffset == 1 && ramadan.id.calendar == .islamicUmalqura)
    }
}
