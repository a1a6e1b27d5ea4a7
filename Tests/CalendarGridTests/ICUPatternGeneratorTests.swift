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

    /// The generator the toolkit opens leaves out the locale's date and time styles (ICU 72
    /// and later; ICU's own DateFormat::getBestPattern does the same); for a skeleton of
    /// years and months its answer must be the whole generator's.
    @Test("the generator without styles gives the whole generator's pattern: every locale, every calendar")
    func withoutStyles() throws {
        var compared = 0
        var differing: [String] = []
        for locale in LocaleID.available() {
            for calendar in CalendarID.allCases {
                let id = try locale.icuID(calendar: calendar.icuCalendar)
                for skeleton in ["yMMMM", "y"]
                where ICUPatternGenerator.availableFormat(skeleton: skeleton, localeID: id) == nil {
                    compared += 1
                    let without = try ICUPatternGenerator.generatedPattern(skeleton: skeleton, localeID: id)
                    let whole = try ICUPatternGenerator.generatedPattern(
                        skeleton: skeleton, localeID: id, withStyles: true)
                    if without != whole { differing.append("\(id) \(skeleton): \(without) ≠ \(whole)") }
                }
            }
            let id = try locale.icuID(calendar: .gregorian)
            let week = try ICUPatternGenerator.weekFieldName(localeID: id)
            if week != (try ICUPatternGenerator.weekFieldName(localeID: id, withStyles: true)) {
                differing.append("\(id) week field name")
            }
        }
        #expect(compared > 1_000, "the generator was asked only \(compared) times")
        #expect(differing.isEmpty, "\(differing.count): \(differing.prefix(5))")
        #expect(ICUPatternGenerator.isYearMonth("yMMMM") && ICUPatternGenerator.isYearMonth("GyMMMM"))
        #expect(!ICUPatternGenerator.isYearMonth("yMMMMEEEEd") && !ICUPatternGenerator.isYearMonth("yMMMMd"))
    }

    @Test("en-US gregorian lists yMMMM as MMMM y (CLDR root and en)")
    func english() throws {
        #expect(
            ICUPatternGenerator.availableFormat(skeleton: "yMMMM", localeID: "en_US@calendar=gregorian") == "MMMM y")
        #expect(try ICUPatternGenerator.bestPattern(skeleton: "yMMMM", localeID: "en_US") == "MMMM y")
    }

    /// UTS #35 "Missing Skeleton Fields": where no pattern of a calendar has a skeleton's
    /// fields, ICU appends them as `{0} ({2}: {1})` with the field's quoted name, which
    /// ICU 67 does for `en-GB` persian (`y ('month': MMMM)`). A title pattern never has an
    /// appended field: each one puts the month in the pattern itself.
    @Test("no title pattern appends a field: yMMMM for every fifth locale in every calendar")
    func noAppendedFields() throws {
        var appended: [String] = []
        for (index, locale) in LocaleID.available().enumerated() where index % 5 == 0 {
            for calendar in CalendarID.allCases {
                let id = try locale.icuID(calendar: calendar.icuCalendar)
                let pattern = try ICUPatternGenerator.bestPattern(skeleton: "yMMMM", localeID: id)
                if pattern.contains("': ") || pattern.contains(": M") || pattern.contains(": L") {
                    appended.append("\(id): \(pattern)")
                }
            }
        }
        #expect(appended.isEmpty, "\(appended.count): \(appended.prefix(5))")
        for id in ["en_GB@calendar=persian", "en_GB@calendar=islamic-umalqura;rg=sazzzz", "bo_CN@calendar=hebrew"] {
            let pattern = try ICUPatternGenerator.bestPattern(skeleton: "yMMMM", localeID: id)
            #expect(pattern.contains("MMMM") || pattern.contains("LLLL"), "\(id): \(pattern)")
            #expect(!pattern.contains("("), "\(id): \(pattern)")
        }
    }
}
