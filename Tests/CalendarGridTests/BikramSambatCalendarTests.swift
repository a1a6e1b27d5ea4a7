import Testing

@testable import CalendarGrid

/// Bikram Sambat (`bikram-sambat`), Nepal's official calendar. Its dates are checked against
/// dates the Government of Nepal published and Nepal's press reported, never against ICU
/// (which has no such calendar) nor against the tables the toolkit is generated from
/// (`Scripts/bikram-sambat-tables --check` compares those with nepali-datetime, in CI).
@Suite("Bikram Sambat")
struct BikramSambatCalendarTests {
    struct NewYear: CustomTestStringConvertible, Sendable {
        let year: Int
        let gregorian: String
        var testDescription: String { "1 Baishakh \(year): \(gregorian)" }
    }

    /// 1 Baishakh (Nepali New Year) as the Government of Nepal's calendar (Nepal Panchanga
    /// Nirnayak Samiti) gave it and Nepal's press reported it each year.
    static let newYears: [NewYear] = [
        .init(year: 2070, gregorian: "2013-04-14"),
        .init(year: 2071, gregorian: "2014-04-14"),
        .init(year: 2072, gregorian: "2015-04-14"),
        .init(year: 2073, gregorian: "2016-04-13"),
        .init(year: 2074, gregorian: "2017-04-14"),
        .init(year: 2075, gregorian: "2018-04-14"),
        .init(year: 2076, gregorian: "2019-04-14"),
        .init(year: 2077, gregorian: "2020-04-13"),
        .init(year: 2078, gregorian: "2021-04-14"),
        .init(year: 2079, gregorian: "2022-04-14"),
        .init(year: 2080, gregorian: "2023-04-14"),
        .init(year: 2081, gregorian: "2024-04-13"),
        .init(year: 2082, gregorian: "2025-04-14"),
    ]

    @Test("1 Baishakh falls on the day Nepal's calendar gave it", arguments: newYears)
    func newYear(_ row: NewYear) throws {
        let builder = try GridBuilder(locale: LocaleID("ne-NP"), calendar: .bikramSambat)
        let baishakh = try builder.month(MonthAddress(year: row.year, code: MonthCode(parsing: "M01")))
        #expect(baishakh.firstDay.description == row.gregorian)
        // The other way: the day is the first of Baishakh.
        let date = try CalendarDate(ISODate(parsing: row.gregorian), calendar: .bikramSambat)
        #expect(date.year == row.year && date.monthCode.description == "M01" && date.day == 1)
    }

    @Test("days of Nepal's history: Republic Day and Constitution Day")
    func historicDays() throws {
        // The Constituent Assembly declared the republic on 15 Jestha 2065, 28 May 2008;
        // the Constitution of Nepal was promulgated on 3 Asoj 2072, 20 September 2015
        // (its preamble and Nepal's official holidays, both dates as the government gives them).
        let republic = try CalendarDate(
            calendar: .bikramSambat, year: 2065, monthCode: MonthCode(parsing: "M02"), day: 15)
        #expect(republic.iso.description == "2008-05-28")
        let constitution = try CalendarDate(
            calendar: .bikramSambat, year: 2072, monthCode: MonthCode(parsing: "M06"), day: 3)
        #expect(constitution.iso.description == "2015-09-20")
    }

    @Test("titles, names and full dates in Nepali and English, never ICU's Gregorian ones")
    func texts() throws {
        let nepali = try GridBuilder(locale: LocaleID("ne-NP"), calendar: .bikramSambat)
        let baishakh = try nepali.month(MonthAddress(parsing: "2081-M01"))
        #expect(baishakh.name == "बैशाख")
        // The year in Nepali's Devanagari digits, as the locale writes numbers.
        #expect(baishakh.title.contains("बैशाख") && baishakh.title.contains("२०८१"), "\(baishakh.title)")
        #expect(try nepali.profile.monthNames(inYear: 2081).last == "चैत")
        let english = try GridBuilder(locale: LocaleID("en-US"), calendar: .bikramSambat)
        let first = try english.month(MonthAddress(parsing: "2081-M01"))
        #expect(first.title == "Baishakh 2081")
        // 13 April 2024 was a Saturday (the Gregorian calendar's own arithmetic).
        #expect(try english.profile.fullDate(ISODate(parsing: "2024-04-13")) == "Saturday, Baishakh 1, 2081")
        #expect(!first.title.contains("April") && !first.title.contains("2024"))
        // Hindi names the months as CLDR names the Indian calendar's months of the same
        // names: Baishakh is वैशाख.
        let hindi = try GridBuilder(locale: LocaleID("hi-IN"), calendar: .bikramSambat)
        #expect(try hindi.month(MonthAddress(parsing: "2081-M01")).name == "वैशाख")
    }

    @Test("the years of the tables but the first, and none outside them")
    func range() throws {
        let builder = try GridBuilder(locale: LocaleID("ne-NP"), calendar: .bikramSambat)
        let held = (BikramSambatTables.firstYear + 1)...BikramSambatTables.lastYear
        // The last grid's trailing cells are the first days of the year after the tables:
        // 1 Baishakh of that year is the day after the table's last day.
        let last = try builder.month(MonthAddress(year: held.upperBound, code: MonthCode(parsing: "M12")))
        let trailing = last.cells.filter { $0.julianDay > last.lastDay.julianDay }
        #expect(trailing.first.map { $0.day == 1 } ?? true)
        #expect(builder.supportedYears == held)
        #expect(throws: CalendarGridError.calendar(.yearOutOfRange(String(held.upperBound + 1), supported: held))) {
            try builder.year(held.upperBound + 1)
        }
        // No Gregorian months shown as Nepali ones: a day outside the tables is refused,
        // under a grid too.
        #expect(throws: CalendarGridError.self) { try builder.month(containing: ISODate(parsing: "1850-06-01")) }
        let secondary = try GridBuilder(locale: LocaleID("ne-NP"), secondaryCalendars: [.bikramSambat])
        #expect(throws: CalendarGridError.self) { try secondary.month(containing: ISODate(parsing: "1850-06-01")) }
    }

    @Test("ne-NP's secondary line by default is Bikram Sambat")
    func secondaryAuto() throws {
        let profile = try LocaleProfile.resolve(LocaleID("ne-NP"))
        #expect(profile.calendar == .gregorian)
        #expect(try profile.preferredSecondaryCalendar() == .bikramSambat)
        #expect(try LocaleProfile.resolve(LocaleID("en-u-rg-npzzzz")).preferredSecondaryCalendar() == .bikramSambat)
        let builder = try GridBuilder(locale: LocaleID("ne-NP"), secondaryCalendars: [.bikramSambat])
        let april = try builder.month(containing: ISODate(parsing: "2025-04-14"))
        let newYear = try #require(april.cells.first { $0.iso.description == "2025-04-14" }?.secondary.first)
        #expect(newYear.calendar == .bikramSambat && newYear.day == 1 && newYear.monthCode.description == "M01")
        #expect(newYear.arithmeticYear == 2082 && newYear.label == "बैशाख")
    }
}
