import Testing
@testable import CalendarGrid

@Suite("CalendarID: IDs, aliases, defaults")
struct CalendarIDTests {
    @Test("the 18 CLDR calendar IDs of the contract")
    func ids() {
        #expect(CalendarID.allCases.map(\.rawValue) == [
            "gregorian", "iso8601", "buddhist", "chinese", "coptic", "dangi", "ethiopic",
            "ethiopic-amete-alem", "hebrew", "indian", "islamic", "islamic-civil",
            "islamic-umalqura", "islamic-tbla", "islamic-rgsa", "japanese", "persian", "roc",
        ])
    }

    @Test("parsing accepts aliases and any ASCII case, and refuses the rest")
    func parsing() throws {
        #expect(try CalendarID(parsing: "ethioaa") == .ethiopicAmeteAlem)
        #expect(try CalendarID(parsing: "gregory") == .gregorian)
        #expect(try CalendarID(parsing: "Hebrew") == .hebrew)
        #expect(throws: CalendarGridError.unsupportedCalendar("julian", supported: CalendarID.allCases.map(\.rawValue))) {
            try CalendarID(parsing: "julian")
        }
        #expect(throws: CalendarGridError.self) { try CalendarID(parsing: "") }
    }

    struct Default: CustomTestStringConvertible, Sendable {
        let locale: String
        let calendar: CalendarID
        var testDescription: String { "\(locale) → \(calendar)" }
    }

    // The calendar in civil use in each country: Iran's official solar hijri calendar,
    // Thailand's Buddhist era calendar (official since 1912/1941), Saudi Arabia's Umm
    // al-Qura calendar, the Gregorian calendar in the US. `am-ET` is Gregorian by
    // CLDR 42's calendarPreferenceData (design.md notes it), although Ethiopia's civil
    // calendar is the Ethiopic one: `-u-ca-ethiopic` selects that.
    static let defaults: [Default] = [
        .init(locale: "fa-IR", calendar: .persian),
        .init(locale: "th-TH", calendar: .buddhist),
        .init(locale: "ar-SA", calendar: .islamicUmalqura),
        .init(locale: "en-US", calendar: .gregorian),
        .init(locale: "de-DE", calendar: .gregorian),
        .init(locale: "am-ET", calendar: .gregorian),
        .init(locale: "am-ET-u-ca-ethiopic", calendar: .ethiopic),
        .init(locale: "en-GB-u-rg-sazzzz", calendar: .islamicUmalqura),
        .init(locale: "fa-IR-u-ca-gregory", calendar: .gregorian),
        .init(locale: "en-u-ca-iso8601", calendar: .iso8601),
        .init(locale: "ar-u-ca-islamic-rgsa", calendar: .islamicRgsa),
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
