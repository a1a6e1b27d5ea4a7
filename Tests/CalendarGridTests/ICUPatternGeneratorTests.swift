import Testing

@testable import CalendarGrid

/// Titles read CLDR's availableFormats pattern directly where the calendar lists the
/// skeleton (a start-up saving: no DateTimePatternGenerator), and ask the generator
/// otherwise; both must give the generator's pattern.
@Suite("Title patterns: CLDR's listed pattern equals the generator's")
struct ICUPatternGeneratorTests {
    @Test("yMMMM for every tenth locale in every calendar, on the running ICU")
    func listedEqualsGenerated() throws {
        let locales = LocaleID.available()
        var compared = 0
        var differing: [String] = []
        for (index, locale) in locales.enumerated() where index % 10 == 0 {
            for calendar in CalendarID.allCases {
                let id = try locale.icuID(calendar: calendar.icuCalendar)
                guard let listed = ICUPatternGenerator.availableFormat(skeleton: "yMMMM", localeID: id) else {
                    continue
                }
                compared += 1
                let generated = try ICUPatternGenerator.generatedPattern(skeleton: "yMMMM", localeID: id)
                if listed != generated { differing.append("\(id): listed \(listed), generated \(generated)") }
            }
        }
        #expect(compared > 50, "the listed pattern was found only \(compared) times")
        #expect(differing.isEmpty, "\(differing.prefix(5))")
    }

    @Test("en-US gregorian lists yMMMM as MMMM y (CLDR root and en)")
    func english() throws {
        #expect(
            ICUPatternGenerator.availableFormat(skeleton: "yMMMM", localeID: "en_US@calendar=gregorian") == "MMMM y")
        #expect(try ICUPatternGenerator.bestPattern(skeleton: "yMMMM", localeID: "en_US") == "MMMM y")
    }
}
