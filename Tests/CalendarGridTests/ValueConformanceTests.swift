import Testing

@testable import CalendarGrid

/// Equatable, Hashable and Identifiable as an app uses them: grids in sets and SwiftUI lists,
/// selection values compared in tests and diffed in views.
@Suite("Value conformances: equality, hashing, identity")
struct ValueConformanceTests {
    @Test("the same month from two builders is equal and hashes alike; another month is not")
    func gridEquality() throws {
        let first = try GridBuilder(locale: LocaleID("he-IL"), calendar: .hebrew)
        let second = try GridBuilder(locale: LocaleID("he-IL"), calendar: .hebrew)
        let adarI = try first.month(MonthAddress(parsing: "5784-M05L"))
        let again = try second.month(MonthAddress(parsing: "5784-6"))  // Adar I is the 6th month of 5784
        #expect(adarI == again && adarI.hashValue == again.hashValue)
        let adarII = try first.month(after: adarI)
        #expect(adarI != adarII)
        #expect(Set([adarI, again, adarII]).count == 2)
        // The locale as written is part of a profile (JSON's `locale` says it): he-IL with
        // the calendar given apart is not he-IL-u-ca-hebrew, though the days are the same.
        let keyword = try GridBuilder(locale: LocaleID("he-IL-u-ca-hebrew")).month(MonthAddress(parsing: "5784-M05L"))
        #expect(keyword != adarI && keyword.cells == adarI.cells)
        // The same civil month in another locale is another grid (other names).
        let english = try GridBuilder(locale: LocaleID("en-u-ca-hebrew")).month(MonthAddress(parsing: "5784-M05L"))
        #expect(english != adarI && english.firstDay == adarI.firstDay)
        // With "today" marked, the cells differ, and so do the grids.
        let marked = try GridBuilder(locale: LocaleID("he-IL"), calendar: .hebrew, today: adarI.firstDay)
        #expect(try marked.month(MonthAddress(parsing: "5784-M05L")) != adarI)
    }

    @Test("ids: a month's address, a week's first day, a cell's day, an item's day")
    func identity() throws {
        let builder = try GridBuilder(locale: LocaleID("en-US"))
        let months = try builder.months(startingAt: MonthAddress(parsing: "2024-M01"), count: 12)
        #expect(Set(months.map(\.id)).count == 12 && months[8].id.address.description == "2024-M09")
        // The calendar is part of the identity: gregorian and iso8601 September 2024 differ.
        let iso = try GridBuilder(locale: LocaleID("en-US"), calendar: .iso8601).month(MonthAddress(parsing: "2024-9"))
        #expect(iso.id != months[8].id && iso.id.address == months[8].id.address)
        let september = months[8]
        // Cells of one grid have distinct ids (neighbouring months' days included).
        #expect(Set(september.cells.map(\.id)).count == september.cells.count)
        #expect(september.weeks.map(\.id) == september.weeks.map { $0.days[0].iso })
        // September 2024 began on a Sunday (any almanac), so the first row starts on the 1st.
        #expect(september.weeks[0].id.description == "2024-09-01")
        #expect(CalendarID.ethiopicAmeteAlem.id == "ethiopic-amete-alem" && Weekday.saturday.id == 7)
        #expect(builder.profile.weekdayNames.map(\.id) == builder.profile.weekdayNames.map(\.weekday))
    }

    @Test("selection values compare when their payloads do")
    func conditionalConformances() throws {
        let day = try ISODate(parsing: "2024-09-17")
        let item = DateItem(date: day, payload: "room 12")
        #expect(item == DateItem(date: day, payload: "room 12") && item != DateItem(date: day, payload: "room 14"))
        #expect(item.id == day && Set([item, item]).count == 1)
        let selection = DateSelection<String>(mode: .multiple, today: day)
        let first = selection.toggle(day)
        let second = selection.toggle(day)
        #expect(first != second)  // selected, then unselected
        #expect(first.changes.first?.new == second.changes.first?.old)
        #expect(Set([first, second, first]).count == 2)
    }

    @Test("profiles: equal for the same locale, calendar and Hijri adjustment")
    func profiles() throws {
        let cache = ProfileCache()
        let cached = try LocaleProfile.resolve(LocaleID("ar-SA"), calendar: .islamicUmalqura)
        let own = try cache.profile(LocaleID("ar-SA"), calendar: .islamicUmalqura)
        #expect(cached !== own && cached == own && cached.hashValue == own.hashValue)
        #expect(try LocaleProfile.resolve(LocaleID("ar-SA"), calendar: .islamicUmalqura, hijriOffset: 1) != cached)
        #expect(try LocaleProfile.resolve(LocaleID("ar-SA"), calendar: .gregorian) != cached)
    }
}
