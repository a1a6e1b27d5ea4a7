import Testing

@testable import CalendarGrid

@Suite("CalendarID: IDs, aliases, defaults")
struct CalendarIDTests {
    @Test("the 18 CLDR calendar IDs of the contract, then the toolkit's own")
    func ids() {
        #expect(
            CalendarID.allCases.filter(\.isCLDR).map(\.rawValue) == [
                "gregorian", "iso8601", "buddhist", "chinese", "coptic", "dangi", "ethiopic",
                "ethiopic-amete-alem", "hebrew", "indian", "islamic", "islamic-civil",
                "islamic-umalqura", "islamic-tbla", "islamic-rgsa", "japanese", "persian", "roc",
            ])
        #expect(
            CalendarID.allCases.filter { !$0.isCLDR }.map(\.rawValue) == [
                "julian", "vietnamese", "bikram-sambat", "panchang",
            ])
    }

    @Test("parsing accepts aliases and any ASCII case, and refuses the rest")
    func parsing() throws {
        #expect(try CalendarID(parsing: "ethioaa") == .ethiopicAmeteAlem)
        #expect(try CalendarID(parsing: "gregory") == .gregorian)
        #expect(try CalendarID(parsing: "Hebrew") == .hebrew)
        #expect(throws: CalendarError.unsupportedCalendar("mayan", supported: CalendarID.allCases.map(\.rawValue))) {
            try CalendarID(parsing: "mayan")
        }
        // Julian is the toolkit's own ID, not CLDR's (BCP 47 registers no `julian`).
        #expect(try CalendarID(parsing: "Julian") == .julian && !CalendarID.julian.isCLDR)
        #expect(CalendarID.allCases.filter { !$0.isCLDR } == [.julian, .vietnamese, .bikramSambat, .panchang])
        #expect(throws: CalendarError.unsupportedCalendar("", supported: CalendarID.allCases.map(\.rawValue))) {
            try CalendarID(parsing: "")
        }
    }

    struct Default: CustomTestStringConvertible, Sendable {
        let locale: String
        let calendar: CalendarID
        var testDescription: String { "\(locale) → \(calendar)" }
    }

    // The calendar in civil use in each country: Iran's official solar hijri calendar,
    // Thailand's Buddhist era calendar (official since 1912/1941), the Gregorian calendar
    // in the US. `am-ET` is Gregorian by CLDR's calendarPreferenceData (42 to 48; design.md
    // notes it), although Ethiopia's civil calendar is the Ethiopic one: `-u-ca-ethiopic`
    // selects that. These rows state CLDR data that is the same in CLDR 42, 46 and 48.
    static let defaults: [Default] =
        [
            .init(locale: "fa-IR", calendar: .persian),
            .init(locale: "th-TH", calendar: .buddhist),
            .init(locale: "en-US", calendar: .gregorian),
            .init(locale: "de-DE", calendar: .gregorian),
            .init(locale: "am-ET", calendar: .gregorian),
            .init(locale: "am-ET-u-ca-ethiopic", calendar: .ethiopic),
            .init(locale: "en-GB-u-rg-irzzzz", calendar: .persian),
            .init(locale: "fa-IR-u-ca-gregory", calendar: .gregorian),
            .init(locale: "en-u-ca-iso8601", calendar: .iso8601),
            .init(locale: "ar-u-ca-islamic-rgsa", calendar: .islamicRgsa),
        ] + saudiDefaults

    // CLDR data that changed: Saudi Arabia's preferred calendar was Umm al-Qura through
    // CLDR 45 and is Gregorian from CLDR 46 (CLDR-11008: the Kingdom's government moved to
    // the Gregorian calendar in 2016). -u-rg-sazzzz takes the same default (UTS #35 rg).
    static let saudiDefault: CalendarID = CLDRData.major >= 46 ? .gregorian : .islamicUmalqura
    static let saudiDefaults: [Default] = [
        .init(locale: "ar-SA", calendar: saudiDefault),
        .init(locale: "en-GB-u-rg-sazzzz", calendar: saudiDefault),
    ]

    @Test("the locale's calendar, or -u-ca-", arguments: defaults)
    func defaultCalendar(_ row: Default) throws {
        #expect(try LocaleProfile.resolve(LocaleID(row.locale)).calendar == row.calendar)
    }

    @Test("an explicit calendar overrides -u-ca-")
    func override() throws {
        let profile = try LocaleProfile.resolve(LocaleID("he-IL-u-ca-gregory"), calendar: .hebrew)
        #expect(profile.calendar == .hebrew)
    }
}
