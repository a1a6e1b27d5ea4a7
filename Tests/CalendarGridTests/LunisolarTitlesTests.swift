import Testing

@testable import CalendarGrid

/// Chinese and Dangi titles put together from ICU's texts of their parts (the year with the
/// month left open, once per year; the month field, once per code) must be the titles ICU
/// writes whole, in every locale ICU lists.
@Suite("Lunisolar titles by parts write what ICU writes whole")
struct LunisolarTitlesTests {
    @Test(
        "every locale, Chinese and Dangi, common and leap years, tables and ICU's own reckoning",
        arguments: [CalendarID.chinese, .dangi])
    func everyLocale(_ calendar: CalendarID) throws {
        let system = try CalendarSystem.shared(calendar)
        // 2023 has a leap 2nd month, 2025 a leap 6th, 2024 none (HKO's tables); 1850 is
        // before the tables, in ICU's reckoning.
        let months = try [1850, 2023, 2024, 2025].flatMap { year throws(CalendarGridError) in
            try system.year(year).months.filter { $0.nameDay == nil }
        }
        #expect(months.contains { $0.code.isLeap } && months.count > 45)
        var compared = 0
        var declined = 0
        var composing = 0
        var locales = 0
        for locale in LocaleID.available() where locale.numberingSystem == nil {
            let id = try locale.icuID(calendar: calendar)
            let pattern = try ICUPatternGenerator.bestPattern(skeleton: "yMMMM", localeID: id)
            let whole = try PatternFormat(pattern: pattern, localeID: id, calendar: try ICUCalendar(localeID: id))
            let icu = try ICUCalendar(localeID: id)
            guard
                let parts = try LunisolarTitles(
                    title: PatternFormat(pattern: pattern, localeID: id, calendar: icu), localeID: id)
            else {
                declined += 1
                continue
            }
            // A month that is not a leap month is named by ICU's stand-alone symbol of its
            // number (MonthTexts), where it is no stand-in: what `LLLL` writes.
            let standAlone = try PatternFormat(pattern: "LLLL", localeID: id, calendar: try ICUCalendar(localeID: id))
            for month in months where month.arithmeticYear == 2024 {
                let symbol = try whole.standAloneMonthSymbol(month.code.number - 1)
                guard !Placeholder.mayOccur(in: symbol) else { continue }
                let expected = try standAlone.format(julianDay: month.titleJulianDay, key: month.formatKey)
                #expect(symbol == expected, "\(id) \(month.code): stand-alone \(symbol), ICU \(expected)")
            }
            for month in months {
                let written = try parts.title(of: month, in: calendar) { () throws(CalendarGridError) in
                    try icu.setJulianDay(month.titleJulianDay)
                    return icu
                }
                let expected = try whole.format(julianDay: month.titleJulianDay, key: month.formatKey)
                // By parts declines a month only where a part could hold a stand-in; the
                // whole title then has it edited out.
                if let written {
                    #expect(written == expected, "\(id) \(month.arithmeticYear) \(month.code)")
                    compared += 1
                }
            }
            locales += 1
            if parts.composesYears { composing += 1 }
        }
        // Every title pattern CLDR has for these calendars is years and one month field.
        #expect(declined == 0 && compared > 700 * 40, "\(compared) compared, \(declined) locales declined")
        // After 1850, the toolkit writes the year parts of (nearly) every locale: the
        // comparisons above hold its texts, not only ICU's, to ICU's whole titles.
        #expect(composing * 10 > locales * 9, "\(composing) of \(locales) locales write their years")
    }
}
