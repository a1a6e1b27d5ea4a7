import Testing
@testable import CalendarGrid

/// Every public entry point either works or throws a typed error: no trap on values a
/// caller can pass.
@Suite("Public API: no crash on any input")
struct PublicAPISafetyTests {
    @Test("a grid of another calendar given to a builder is a typed error, not an index trap or a wrong month")
    func foreignGrid() throws {
        let hebrew = try GridBuilder(locale: LocaleID("he-IL"), calendar: .hebrew)
        let gregorian = try GridBuilder(locale: LocaleID("en-US"))
        for address in ["5784-M12", "5784-M01"] {
            let grid = try hebrew.month(MonthAddress(parsing: address))
            #expect(throws: CalendarGridError.gridOfAnotherCalendar(grid: .hebrew, builder: .gregorian)) {
                try gregorian.month(after: grid)
            }
            #expect(throws: CalendarGridError.gridOfAnotherCalendar(grid: .hebrew, builder: .gregorian)) {
                try gregorian.month(before: grid)
            }
        }
        // A grid from another builder of the same calendar is fine.
        let other = try GridBuilder(locale: LocaleID("de-DE"))
        #expect(try other.month(after: gregorian.month(MonthAddress(parsing: "2024-12"))).address.description == "2025-M01")
    }

    @Test("ISO dates: huge years are refused; any Julian day number gives a real date and round-trips")
    func isoDates() throws {
        #expect(throws: CalendarGridError.self) { try ISODate(year: 30_000_000_000_000_000, month: 1, day: 1) }
        #expect(throws: CalendarGridError.self) { try ISODate(year: Int.min, month: 1, day: 1) }
        // Julian day 0 is 24 November 4714 BCE in the proleptic Gregorian calendar
        // (astronomical year -4713): Reingold & Dershowitz, Calendrical Calculations.
        #expect(ISODate(julianDay: 0).description == "-4713-11-24")
        #expect(ISODate(julianDay: -32045).julianDay == -32045)
        for julianDay in [-32045, -1_000_000, -123_456_789, 99_999_999, 300_000_000_000, -300_000_000_000] {
            let date = ISODate(julianDay: julianDay)
            #expect((1...12).contains(date.month) && date.day >= 1 && date.day <= 31, "\(julianDay) → \(date)")
            #expect(date.julianDay == julianDay, "\(julianDay) → \(date) → \(date.julianDay)")
            #expect(try ISODate(year: date.year, month: date.month, day: date.day) == date)
        }
        // Days far outside the supported range are refused by the builder, not trapped on.
        let builder = try GridBuilder(locale: LocaleID("en-US"))
        #expect(throws: CalendarGridError.self) { try builder.month(containing: ISODate(year: 999_999_999, month: 1, day: 1)) }
        #expect(throws: CalendarGridError.self) { try builder.month(containing: ISODate(julianDay: Int.min)) }
        #expect(throws: CalendarGridError.self) { try builder.month(containing: ISODate(julianDay: Int.max)) }
    }

    @Test("a number beyond 32 bits is written whole, in the locale's digits")
    func wideNumbers() throws {
        let profile = try LocaleProfile.resolve(LocaleID("ar-EG"))
        #expect(profile.label(forDay: 3_000_000_000) == "٣٠٠٠٠٠٠٠٠٠")
        #expect(profile.numberLabel(-5_000_000_000) == "؜-٥٠٠٠٠٠٠٠٠٠")
    }
}
