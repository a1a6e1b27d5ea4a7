import Testing

@testable import CalendarGrid

/// The day field's numbering read from ICU's data (ICUDateNumbering) against what a long
/// date format's own day field formats, for every locale ICU has in every calendar: the
/// reader replaces building that format at start-up, so the two must never differ.
@Suite("The day field's numbering, read from ICU's data")
struct ICUDateNumberingTests {
    static let calendarTypes = [
        "gregorian", "buddhist", "chinese", "coptic", "dangi", "ethiopic", "ethiopic-amete-alem", "hebrew", "indian",
        "islamic", "islamic-civil", "islamic-umalqura", "islamic-tbla", "islamic-rgsa", "japanese", "persian", "roc",
    ]

    func labels(_ format: ICUNumberFormat) throws -> [String] { try (1...31).map { try format.format($0) } }

    @Test("the same day labels as the long date format's day field, for every locale and calendar")
    func everyLocale() throws {
        var compared = 0
        var overridden = 0
        for id in ICULocale.availableIDs() {
            for type in Self.calendarTypes {
                let localeID = try ICULocale.settingKeyword(id, key: "calendar", to: type)
                let calendarType = try ICUCalendar(localeID: localeID).type()
                let expected = try labels(
                    ICUDateFormat(dateStyle: .long, localeID: localeID, calendar: nil, numbers: nil)
                        .dayFieldNumberFormat())
                let read = try ICUDateNumbering.dayFieldNumbers(localeID: localeID, calendarType: calendarType)
                let found = try labels(read ?? ICUNumberFormat(localeID: localeID))
                #expect(found == expected, "\(localeID): \(found.prefix(3)) against \(expected.prefix(3))")
                compared += 1
                if read != nil { overridden += 1 }
            }
        }
        // Hebrew dates in he and Chinese dates in zh at least name their own numbering.
        #expect(compared > 10_000 && overridden > 10)
    }

    @Test("override strings: one numbering for every field, or field by field")
    func overrides() {
        #expect(ICUDateNumbering.dayField(ofOverride: "hebr") == "hebr")
        #expect(ICUDateNumbering.dayField(ofOverride: "d=hanidays") == "hanidays")
        #expect(ICUDateNumbering.dayField(ofOverride: "y=jpanyear") == nil)
        #expect(ICUDateNumbering.dayField(ofOverride: "y=jpanyear;d=hanidays") == "hanidays")
    }
}
