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
        #expect(
            try other.month(after: gregorian.month(MonthAddress(parsing: "2024-12"))).address.description == "2025-M01")
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
        #expect(throws: CalendarGridError.self) {
            try builder.month(containing: ISODate(year: 999_999_999, month: 1, day: 1))
        }
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

@Suite("Placeholders for missing CLDR data")
struct PlaceholderTests {
    @Test("month and era stand-ins are found as words and replaced; real text is left alone")
    func replacement() {
        let number = { (value: Int) in "<\(value)>" }
        #expect(Placeholder.replaced(in: "2024 M01", number: number) == "2024 <1>")
        #expect(Placeholder.replaced(in: "M02bis gui-mao", number: number) == "<2>bis gui-mao")
        #expect(Placeholder.replaced(in: "Meskerem 2017 ERA1", number: number) == "Meskerem 2017")
        #expect(Placeholder.replaced(in: "ERA0 7517", number: number) == "7517")
        for real in ["MMXXIV", "M1 2024", "AM01", "M013", "ERA", "Era1", "CAMERA1", "Ramadan 1446 AH"] {
            #expect(!Placeholder.occurs(in: real), "\(real)")
            #expect(Placeholder.replaced(in: real, number: number) == real)
        }
    }

    @Test("locales without names in a calendar get numbers, and no era placeholder: CLDR data checked on ICU 72")
    func fallbacks() throws {
        // de has no Chinese month names in CLDR 42 to 48 (ICU prints root's M01, and
        // root's leap pattern {0}bis); en has no Ethiopic era names before CLDR 48.
        let chinese = try GridBuilder(locale: LocaleID("de-DE"), calendar: .chinese)
        #expect(try chinese.month(MonthAddress(parsing: "2023-M02L")).name == "2bis")
        let ethiopic = try GridBuilder(locale: LocaleID("en"), calendar: .ethiopic)
        #expect(!(try ethiopic.month(MonthAddress(parsing: "2017-1")).title.contains("ERA")))
    }
}
