import Testing

@testable import CalendarGrid

/// "Same month next year" and "same day next year" with Temporal's overflow rules, against
/// published calendars.
@Suite("Year navigation: Temporal's add years, constrain and reject")
struct YearNavigationTests {
    @Test("Hebrew: Adar I 5784 a year later is Adar 5785; 30 Adar I is 29 Adar")
    func hebrew() throws {
        let hebrew = try GridBuilder(locale: LocaleID("he-IL"), calendar: .hebrew)
        let adarI = try hebrew.month(MonthAddress(parsing: "5784-M05L"))
        // 5785 is a common year (Metonic cycle: (7 × 5785 + 1) mod 19 = 7, not < 7).
        #expect(try hebrew.month(adarI, yearsLater: 1).address.description == "5785-M06")
        #expect(throws: CalendarGridError.self) { try hebrew.month(adarI, yearsLater: 1, overflow: .reject) }
        // hebcal.com: 30 Adar I 5784 = 10 March 2024; 29 Adar 5785 = 29 March 2025.
        let thirtieth = try ISODate(parsing: "2024-03-10")
        #expect(try hebrew.date(thirtieth, yearsLater: 1).description == "2025-03-29")
        #expect(throws: CalendarGridError.self) { try hebrew.date(thirtieth, yearsLater: 1, overflow: .reject) }
        // Adar II (M06) keeps its code: Adar in the common year after.
        let adarII = try hebrew.month(after: adarI)
        #expect(try hebrew.month(adarII, yearsLater: 1).address.description == "5785-M06")
        // 5787 is a leap year again ((7 × 5787 + 1) mod 19 = 2): Adar I exists.
        #expect(try hebrew.month(adarI, yearsLater: 3, overflow: .reject).address.description == "5787-M05L")
    }

    @Test("Chinese: the leap second month of 2023 a year later is the second month of 2024")
    func chinese() throws {
        let chinese = try GridBuilder(locale: LocaleID("zh-CN"), calendar: .chinese)
        let leap = try chinese.month(MonthAddress(parsing: "2023-M02L"))
        let next = try chinese.month(leap, yearsLater: 1)
        // HKO: 2024 has no leap month before the sixth; 二月 2024 began on 10 March 2024.
        #expect(next.address.description == "2024-M02" && next.firstDay.description == "2024-03-10")
        #expect(throws: CalendarGridError.self) { try chinese.month(leap, yearsLater: 1, overflow: .reject) }
    }

    @Test("Gregorian: 29 February a year later is 28 February; four years later it exists")
    func gregorian() throws {
        let builder = try GridBuilder(locale: LocaleID("en-US"))
        let leapDay = try ISODate(parsing: "2024-02-29")
        #expect(try builder.date(leapDay, yearsLater: 1).description == "2025-02-28")
        #expect(try builder.date(leapDay, yearsLater: 4, overflow: .reject).description == "2028-02-29")
        #expect(try builder.date(leapDay, yearsLater: -4).description == "2020-02-29")
        #expect(throws: CalendarGridError.self) { try builder.date(leapDay, yearsLater: 1, overflow: .reject) }
    }

    @Test("Ethiopic: Pagume 6 of 2015 a year later is Pagume 5 of 2016")
    func ethiopic() throws {
        let ethiopic = try GridBuilder(locale: LocaleID("am-ET"), calendar: .ethiopic)
        // Pagume 2015 E.C. had 6 days (2015 mod 4 = 3), its 6th on 11 September 2023;
        // Pagume 2016 had 5, its 5th on 10 September 2024 (Ethiopian calendar).
        #expect(try ethiopic.date(ISODate(parsing: "2023-09-11"), yearsLater: 1).description == "2024-09-10")
    }

    @Test("a grid of another calendar, and years outside the range, are refused")
    func refusals() throws {
        let hebrew = try GridBuilder(locale: LocaleID("he-IL"), calendar: .hebrew)
        let gregorian = try GridBuilder(locale: LocaleID("he-IL"))
        let september = try gregorian.month(MonthAddress(parsing: "2024-9"))
        #expect(throws: CalendarGridError.grid(.gridOfAnotherCalendar(grid: .gregorian, builder: .hebrew))) {
            try hebrew.month(september, yearsLater: 1)
        }
        #expect(throws: CalendarGridError.self) { try gregorian.month(september, yearsLater: 8000) }
    }
}
