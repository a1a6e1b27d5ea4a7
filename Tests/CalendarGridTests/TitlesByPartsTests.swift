import Testing

@testable import CalendarGrid

/// Chinese, Dangi and Hijri titles put together from ICU's texts of their parts (the year
/// with the month left open, once per year; the month field, once per code) must be the
/// titles ICU writes whole, in every locale ICU lists.
@Suite("Titles by parts write what ICU writes whole")
struct TitlesByPartsTests {
    @Test(
        "every locale: Chinese and Dangi common and leap years, tables and ICU's own reckoning; Hijri years",
        arguments: [
            // 2023 has a leap 2nd month, 2025 a leap 6th, 2024 none (HKO's tables); 1850
            // is before the tables, in ICU's reckoning.
            (CalendarID.chinese, [1850, 2023, 2024, 2025]), (.dangi, [1850, 2023, 2024, 2025]),
            // 1445–1447 AH (2023–2026) in the Umm al-Qura tables; 1300 AH (1882) before them.
            (.islamicUmalqura, [1300, 1445, 1446, 1447]), (.islamic, [1446]),
        ])
    func everyLocale(_ calendar: CalendarID, _ years: [Int]) throws {
        let system = try CalendarSystem.shared(calendar)
        let months = try years.flatMap { year throws(CalendarGridError) in
            try system.year(year).months.filter { $0.nameDay == nil }
        }
        let lunisolar = !calendar.isIslamic
        #expect(lunisolar ? months.contains { $0.code.isLeap } && months.count > 45 : months.count == years.count * 12)
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
                let parts = try TitlesByParts(
                    title: PatternFormat(pattern: pattern, localeID: id, calendar: icu), localeID: id,
                    writesYears: lunisolar)
            else {
                declined += 1
                continue
            }
            // A month that is not a leap month is named by ICU's stand-alone symbol of its
            // number (MonthTexts), where it is no stand-in: what `LLLL` writes.
            let standAlone = try PatternFormat(pattern: "LLLL", localeID: id, calendar: try ICUCalendar(localeID: id))
            for month in months where !month.code.isLeap && month.arithmeticYear == years.last {
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
                    // Asked again, the month is written from its kept parts alone (a
                    // month whose title ICU wrote whole above, a leap month among them,
                    // is now split into them): no computation, the same title.
                    let again = try parts.title(of: month, in: calendar) { () throws(CalendarGridError) in
                        Issue.record("\(id) \(month.arithmeticYear) \(month.code): computed twice")
                        return icu
                    }
                    #expect(again == expected, "\(id) \(month.arithmeticYear) \(month.code), from its parts")
                }
            }
            locales += 1
            if parts.composesYears { composing += 1 }
        }
        // Every Chinese and Dangi title pattern CLDR has is years and one month field; a
        // Hijri one may have others (then titled whole), in a few locales.
        #expect(
            (lunisolar ? declined == 0 : declined * 10 < locales) && compared > locales * months.count * 9 / 10,
            "\(compared) compared, \(declined) declined")
        // After 1850, the toolkit writes the year parts of (nearly) every locale: the
        // comparisons above hold its texts, not only ICU's, to ICU's whole titles.
        if lunisolar {
            #expect(composing * 10 > locales * 9, "\(composing) of \(locales) locales write their years")
        } else {
            #expect(composing == 0)
        }
    }
}
