import Testing

@testable import CalendarGrid

/// A Gregorian profile's weekday names, month names, day labels and titles are read from
/// ICU's data and written by the toolkit (GregorianNames) instead of by ICU's date and
/// number formats; the two must never differ, in any locale ICU lists, in its own digits
/// or another numbering system's.
@Suite("Gregorian names read from ICU's data write what ICU's formats write")
struct GregorianNamesTests {
    // ICU formats the 15th (or 1st) of each month, placed by the toolkit's proleptic
    // Gregorian Julian days (ISODate.julianDay): a day in another month would give ICU
    // another title, and the comparison would fail.

    /// Years with one to six digits, the Gregorian reform's and a leap century among them.
    static let years = [1, 9, 10, 99, 100, 999, 1582, 1752, 2000, 2024, 9999, 10_000, 123_456]

    /// Patterns beside each locale's own title pattern, for every width of the year and
    /// month fields GregorianNames writes: `yy`, padded years and months, abbreviated names.
    static let otherPatterns = ["yy MMM", "yyyy LLL", "MM/y", "LLLL y", "M/yyyyy", "MMMM 'de' y"]

    /// Whether the names read from data match ICU's formats for one locale; `false` where
    /// GregorianNames declines.
    static func compare(localeID: String, compared: inout Int) throws -> Bool {
        let titlePattern = try ICUPatternGenerator.bestPattern(skeleton: "yMMMM", localeID: localeID)
        let numberingSystem = try ICUNumberingSystem.name(forLocaleID: localeID)
        guard
            let names = GregorianNames(localeID: localeID, titlePattern: titlePattern, numberingSystem: numberingSystem)
        else { return false }
        let calendar = try ICUCalendar(localeID: localeID)
        try calendar.applyGregorianChange(of: .gregorian)
        let title = try ICUDateFormat(pattern: titlePattern, localeID: localeID, calendar: calendar)
        for weekday in Weekday.allCases {
            let read = names.weekdayName(weekday)
            #expect(read.wide == (try title.weekdayName(weekday.rawValue, width: .wide)), "\(localeID) \(weekday)")
            #expect(read.abbreviated == (try title.weekdayName(weekday.rawValue, width: .abbreviated)), "\(localeID)")
            #expect(read.short == (try title.weekdayName(weekday.rawValue, width: .short)), "\(localeID) \(weekday)")
            #expect(read.narrow == (try title.weekdayName(weekday.rawValue, width: .narrow)), "\(localeID) \(weekday)")
            compared += 4
        }
        let standAlone = try ICUDateFormat(pattern: "LLLL", localeID: localeID, calendar: calendar)
        for month in 1...12 {
            let day = ISODate.julianDay(year: 2024, month: month, day: 15)
            #expect(names.monthName(month) == (try standAlone.format(julianDay: day)), "\(localeID) month \(month)")
            compared += 1
            for year in years {
                let day = ISODate.julianDay(year: year, month: month, day: 15)
                let written = names.title(year: year, month: month)
                let icu = try title.format(julianDay: day)
                #expect(written == icu, "\(localeID) \(year)-\(month): \(written ?? "nil") against \(icu)")
                compared += 1
            }
        }
        let numbers = try ICUNumberFormat(localeID: localeID)
        for number in Array(0...100) + [2024, 65_535, 1_234_567] {
            #expect(names.number(number) == (try numbers.format(number)), "\(localeID) \(number)")
            compared += 1
        }
        for pattern in otherPatterns {
            // Declined only where a name could be taken for one of ICU's stand-ins: `rof`
            // abbreviates its months M1 … M12 (M10 looks like ICU's M10).
            guard
                let other = GregorianNames(localeID: localeID, titlePattern: pattern, numberingSystem: numberingSystem)
            else { continue }
            let format = try ICUDateFormat(pattern: pattern, localeID: localeID, calendar: calendar)
            for year in [7, 2024, 10_000] {
                for month in [1, 5, 12] {
                    let day = ISODate.julianDay(year: year, month: month, day: 1)
                    #expect(
                        other.title(year: year, month: month) == (try format.format(julianDay: day)),
                        "\(localeID) '\(pattern)' \(year)-\(month)")
                    compared += 1
                }
            }
        }
        return true
    }

    @Test("every locale ICU lists, in its own digits")
    func everyLocale() throws {
        var compared = 0
        var read = 0
        let ids = ICULocale.availableIDs()
        for id in ids {
            let localeID = try ICULocale.settingKeyword(id, key: "calendar", to: "gregorian")
            if try Self.compare(localeID: localeID, compared: &compared) { read += 1 }
        }
        // Nearly every locale is read from data (those whose own digits are algorithmic,
        // or whose data lacks a name, are left to ICU); the counts keep the loop honest.
        #expect(ids.count > 700 && read * 10 > ids.count * 9 && compared > 700 * 300, "\(read) of \(ids.count)")
    }

    @Test("with -u-nu-, a profile's texts are ICU's; in the locale's own digits, read from data")
    func explicitDigits() throws {
        // ICU 78.3 writes az-u-nu-arab's January 2024 as "yanvar standart onluq kəsr٢٠٢٤"
        // where its number format writes ٢٠٢٤: with -u-nu-, the toolkit leaves titles to ICU.
        for tag in ["az-AZ-u-nu-arab", "en-US-u-nu-thai", "de-DE-u-nu-latn", "ar-EG-u-nu-latn"] {
            let profile = try LocaleProfile.resolveUncached(LocaleID(tag), calendar: nil)
            #expect(profile.texts.recipe.names == nil, "\(tag)")
        }
        for tag in ["az-AZ", "en-US", "ar-EG", "ja-JP", "hi-IN"] {
            let profile = try LocaleProfile.resolveUncached(LocaleID(tag), calendar: nil)
            #expect(profile.texts.recipe.names != nil, "\(tag)")
        }
        // Hebrew numerals are never digits: an algorithmic system declines.
        #expect(
            GregorianNames(localeID: "he@calendar=gregorian", titlePattern: "MMMM y", numberingSystem: "hebr") == nil)
    }
}
