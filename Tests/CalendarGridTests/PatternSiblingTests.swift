import Testing

@testable import CalendarGrid

/// A title's sibling formats (stand-alone and format-context month names, the year alone,
/// the title with its month as a placeholder) are copies of the title's ICU format with
/// another pattern (PatternFormat.sibling); they replace formats opened afresh for those
/// patterns at start-up, so the two must never differ, in any locale and calendar.
@Suite("A title's sibling formats write what formats opened afresh write")
struct PatternSiblingTests {
    static let calendarTypes = ICUDateNumberingTests.calendarTypes

    /// Days that reach every kind of month a lunisolar calendar has: twenty days four weeks
    /// apart from 2023-01-15 (Julian day 2,459,960: proleptic Gregorian ordinal + 1,721,425),
    /// among them days of the Chinese leap second month of 2023 (22 March – 19 April 2023,
    /// Hong Kong Observatory's calendar) and of Adar I and Adar II of the Hebrew leap year
    /// 5784 (10 February – 8 April 2024); and 2019-05-01, the first day of Reiwa 1, which
    /// `ja` writes 令和元年 (the Gannen year that ICU's applyPattern special-cases).
    static let lunisolarDays = (0..<20).map { 2_459_960 + 28 * $0 } + [2_458_605]
    /// Other calendars' months differ only in their names: four of the days, Reiwa 1 among them.
    static let days = [2_459_960, 2_460_212, 2_460_380, 2_458_605]

    /// Every language (with its script where ICU lists one) ICU has data for: a region's
    /// variant differs in its data, not in how a copied format is made, and all of them
    /// would take a minute.
    static let localeIDs = ICULocale.availableIDs().filter { id in
        (try? ICULocale.region(id))?.isEmpty ?? false
    }

    @Test("every locale and calendar: LLLL, MMMM, the year and the placeholder title")
    func everyLocale() throws {
        var compared = 0
        for id in Self.localeIDs {
            for type in Self.calendarTypes {
                let localeID = try ICULocale.settingKeyword(id, key: "calendar", to: type)
                let calendar = try ICUCalendar(localeID: localeID)
                let titlePattern = try ICUPatternGenerator.bestPattern(skeleton: "yMMMM", localeID: localeID)
                let title = try PatternFormat(pattern: titlePattern, localeID: localeID, calendar: calendar)
                let patterns = [
                    "LLLL", "MMMM", try ICUPatternGenerator.bestPattern(skeleton: "y", localeID: localeID),
                    DatePattern(titlePattern).replacing(["M", "L"], with: "\u{FFFC}").text,
                ]
                for pattern in patterns {
                    let sibling = try title.sibling(pattern: pattern)
                    let fresh = try PatternFormat(pattern: pattern, localeID: localeID, calendar: calendar)
                    for day in ["chinese", "dangi", "hebrew"].contains(type) ? Self.lunisolarDays : Self.days {
                        let copied = try sibling.format(julianDay: day)
                        let opened = try fresh.format(julianDay: day)
                        #expect(copied == opened, "\(localeID) '\(pattern)' day \(day): \(copied) against \(opened)")
                        compared += 1
                    }
                }
            }
        }
        #expect(Self.localeIDs.count > 200 && compared > 50_000)
    }

    /// A year of each calendar whose months are named from ICU's symbols
    /// (MonthTexts.Recipe.namesMonthsBySymbol), by arithmetic year: the one in which 2024-25
    /// falls (Buddhist 2567 = 2024 + 543; Minguo 113 = 2024 − 1911; AH 1446 began 7 July 2024;
    /// SH 1403 began 20 March 2024; Saka 1946 began 21 March 2024; AM 1741 and EE 2017 began
    /// 11 September 2024, Amete Alem 7517 = 2017 + 5500), with its 13th month where it has one.
    static let symbolYears: [(CalendarID, Int)] = [
        (.gregorian, 2024), (.iso8601, 2024), (.julian, 2024), (.buddhist, 2567), (.roc, 113),
        (.japanese, 2024), (.islamic, 1446), (.islamicCivil, 1446), (.islamicUmalqura, 1446),
        (.islamicTbla, 1446), (.islamicRgsa, 1446), (.persian, 1403), (.indian, 1946), (.coptic, 1741),
        (.ethiopic, 2017), (.ethiopicAmeteAlem, 7517),
    ]

    @Test("every language: month names from ICU's symbols are what LLLL writes on the month's day")
    func monthNamesFromSymbols() throws {
        var compared = 0
        for id in Self.localeIDs {
            let locale = try LocaleID(id.split(separator: "_").joined(separator: "-"))
            for (calendarID, year) in Self.symbolYears {
                let profile = try LocaleProfile.resolve(locale, calendar: calendarID)
                let recipe = profile.texts.recipe
                #expect(recipe.namesMonthsBySymbol)
                let calendar = try ICUCalendar(localeID: recipe.icuID)
                try calendar.applyGregorianChange(of: calendarID)
                let fresh = try PatternFormat(pattern: "LLLL", localeID: recipe.titleID, calendar: calendar)
                let months = try profile.system.year(year).months
                for month in months {
                    let named = try profile.texts.monthName(of: month)
                    let written = try fresh.format(julianDay: month.nameDay ?? month.titleJulianDay)
                    #expect(named == written, "\(id) \(calendarID) \(month.code): \(named) against \(written)")
                    compared += 1
                }
            }
        }
        #expect(compared > 40_000)
    }
}
