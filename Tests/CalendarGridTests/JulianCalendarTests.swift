import Testing

@testable import CalendarGrid

/// The Julian calendar (`julian`), which the toolkit makes of ICU's Gregorian calendar with
/// its Gregorian change moved past the end of time. Its days are checked against the
/// Julian calendar's own arithmetic, written here from the rule and not from ICU.
@Suite("Julian calendar")
struct JulianCalendarTests {
    /// The Julian day number of a Julian calendar date: the conversion of Fliegel and Van
    /// Flandern for the Julian calendar (Explanatory Supplement to the Astronomical
    /// Almanac, 1992, §12.95; Meeus, Astronomical Algorithms, ch. 7 with B = 0), valid for
    /// years after −4800.
    static func julianDayNumber(year: Int, month: Int, day: Int) -> Int {
        let a = (14 - month) / 12
        let y = year + 4800 - a
        let m = month + 12 * a - 3
        return day + (153 * m + 2) / 5 + 365 * y + y / 4 - 32083
    }

    /// Days in a Julian month: February has 29 days in every year divisible by 4.
    static func length(year: Int, month: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    @Test("every month of every supported year starts and ends where the Julian rule says")
    func everyMonth() throws {
        let builder = try GridBuilder(locale: LocaleID("en-US"), calendar: .julian)
        // The supported years are those whose days all lie within ISO 0000-01-01 …
        // 9999-12-31 (JD 1721060 … 5373484), found here by the rule.
        let first = (0...10).first { Self.julianDayNumber(year: $0, month: 1, day: 1) >= 1_721_060 } ?? -1
        let last = (9990...10000).last { Self.julianDayNumber(year: $0, month: 12, day: 31) <= 5_373_484 } ?? -1
        #expect(builder.supportedYears == first...last)
        for year in stride(from: builder.supportedYears.lowerBound, through: builder.supportedYears.upperBound, by: 1) {
            let months = try builder.profile.system.year(year).months
            #expect(months.count == 12, "\(year)")
            for (index, month) in months.enumerated() {
                let expected = Self.julianDayNumber(year: year, month: index + 1, day: 1)
                guard month.firstJulianDay == expected, month.length == Self.length(year: year, month: index + 1),
                    month.code == MonthCode(number: index + 1)
                else {
                    Issue.record("\(year)-\(index + 1): \(month.firstJulianDay) \(month.length) \(month.code)")
                    return
                }
            }
        }
    }

    @Test("Christmas, 25 December, falls on 7 January (Gregorian) from 1900 to 2099")
    func orthodoxChristmas() throws {
        // The Julian calendar is 13 days behind the Gregorian one from 1 March 1900 to
        // 28 February 2100 (the Russian, Serbian and Georgian Orthodox churches keep
        // Christmas on 7 January Gregorian in those years).
        let builder = try GridBuilder(locale: LocaleID("ru-RU"), calendar: .julian)
        for year in 1900...2099 {
            let december = try builder.month(MonthAddress(year: year, ordinal: 12))
            let christmas = try #require(december.cells.first { $0.isInMonth && $0.day == 25 })
            #expect(christmas.iso == (try ISODate(year: year + 1, month: 1, day: 7)), "\(year)")
        }
    }

    @Test("leap days the Gregorian calendar drops, and no days lost in October 1582")
    func leapDaysAndTheReform() throws {
        let builder = try GridBuilder(locale: LocaleID("en-US"), calendar: .julian)
        // 1900 and 2100 are Julian leap years (every fourth year); Gregorian ones are not.
        for year in [1900, 2100] {
            let february = try builder.month(MonthAddress(year: year, ordinal: 2))
            #expect(february.daysInMonth == 29, "\(year)")
        }
        // 29 February 1900 (Julian) is 13 March 1900 (Gregorian): the difference grows
        // from 12 to 13 days that day.
        let february1900 = try builder.month(MonthAddress(year: 1900, ordinal: 2))
        #expect(february1900.lastDay == (try ISODate(year: 1900, month: 3, day: 13)))
        // The Julian calendar never skips: October 1582 has 31 days; its 5th is
        // 15 October 1582 Gregorian, the first day of the reform.
        let october = try builder.month(MonthAddress(year: 1582, ordinal: 10))
        #expect(october.daysInMonth == 31)
        #expect(
            october.cells.first { $0.isInMonth && $0.day == 5 }?.iso == (try ISODate(year: 1582, month: 10, day: 15)))
    }

    @Test("titles, names and full dates name the Julian day, in the Gregorian month names")
    func strings() throws {
        let profile = try LocaleProfile.resolve(LocaleID("en-US"), calendar: .julian)
        // 7 January 2025 (Gregorian), a Tuesday, is 25 December 2024 in the Julian calendar.
        let day = try ISODate(year: 2025, month: 1, day: 7)
        let full = try profile.fullDate(day)
        #expect(full.contains("December 25, 2024") && full.contains("Tuesday"), "\(full)")
        let builder = GridBuilder(profile: profile)
        let grid = try builder.month(containing: day)
        #expect(grid.name == "December" && grid.title.contains("2024"), "\(grid.title)")
        #expect(grid.eraCode == "ce" && grid.eraYear == 2024 && grid.arithmeticYear == 2024)
        // Month after month: the Julian months, not ICU's hybrid ones.
        let months = try builder.months(startingAt: MonthAddress(year: 2024, ordinal: 12), count: 2)
        #expect(months.map(\.name) == ["December", "January"])
    }

    @Test("as a secondary line under a Gregorian grid: 25 December under 7 January")
    func secondary() throws {
        let builder = try GridBuilder(locale: LocaleID("sr-RS"), secondaryCalendars: [.julian])
        let january = try builder.month(containing: ISODate(year: 2025, month: 1, day: 7))
        let cell = try #require(january.cells.first { $0.iso == (try? ISODate(year: 2025, month: 1, day: 7)) })
        let julian = try #require(cell.secondary.first)
        #expect(julian.calendar == .julian && julian.day == 25 && julian.monthCode == MonthCode(number: 12))
        #expect(julian.arithmeticYear == 2024)
    }

    @Test("-u-ca-julian selects it; BCP 47 registers no julian, CLDR has none, Foundation none")
    func identity() throws {
        let locale = try LocaleID("ru-RU-u-ca-julian")
        #expect(locale.calendar == .julian)
        #expect(try LocaleProfile.resolve(locale).calendar == .julian)
        #expect(!CalendarID.julian.isCLDR && CalendarID.julian.icuCalendar == .gregorian)
    }
}
