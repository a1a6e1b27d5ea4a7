import Testing

@testable import CalendarGrid

@Suite("ICUNumberFormat")
struct ICUNumberFormatTests {
    /// Whole numbers a calendar writes (days, months, years of every calendar, week
    /// numbers) and the boundaries of the rules' ranges: Hebrew numerals change form at
    /// 15, 16, 100, 400, 1000 and beyond 10⁶; CJK numbers at 10⁴ and 10⁸.
    static let numbers: [Int] =
        Array(-20...1100) + [
            1999, 2000, 2001, 2024, 2099, 3000, 3001, 5784, 5785, 6000, 9999, 10_000, 10_001, 12_345, 99_999,
            100_000, 999_999, 1_000_000, 1_000_001, 123_456_789, 1_000_000_000_000,
        ]

    @Test("an algorithmic system writes with the rule sets it reaches what ICU's whole rules write")
    func reachableRules() throws {
        let algorithmic = try ICUNumberingSystem.availableNames().filter {
            ICUNumberingSystem.digits(ofSystem: $0) == nil
        }
        // hebr, hanidays, roman, grek, armn, geor, cyrl, ethi, jpan, hans, hant, taml, …:
        // from root's NumberingSystemRules and from zh's, ja's and zh_Hant's spellout rules.
        #expect(algorithmic.contains("hebr") && algorithmic.contains("hanidays") && algorithmic.count >= 15)
        var compared = 0
        for system in algorithmic {
            for language in ["en", "he", "zh", "zh_Hant", "ja", "el", "he@calendar=hebrew", "zh@calendar=chinese"] {
                let id = try ICULocale.settingKeyword(language, key: "numbers", to: system)
                let reduced = try ICUNumberFormat(localeID: id)
                let whole = try ICUNumberFormat(wholeRulesOf: id)
                // The reduced rules are in use (not ICU's whole rules as the fallback):
                // fewer public sets, or as many where the system reaches them all.
                guard let kept = reduced.publicRuleSetCount, let all = whole.publicRuleSetCount, kept <= all
                else {
                    Issue.record("\(id): not rule-based, or more sets than ICU's")
                    continue
                }
                if system == "hebr" || system == "roman" || system == "hanidays" { #expect(kept < all, "\(id)") }
                for number in Self.numbers {
                    let written = try reduced.format(number)
                    let expected = try whole.format(number)
                    if written != expected {
                        Issue.record("\(id) \(number): \(written), ICU's whole rules \(expected)")
                        break
                    }
                    compared += 1
                }
            }
        }
        #expect(compared == algorithmic.count * 8 * Self.numbers.count)
    }

    @Test("Hebrew numerals and 初一 as published")
    func publishedNumerals() throws {
        // Hebrew day numbers as printed on Israeli calendars (luach): 15 and 16 are ט״ו and
        // ט״ז, never the divine name; single letters take a geresh. The year 5785 is
        // תשפ״ה (the Hebrew year of 2024–25, written with the thousands left out).
        let hebrew = try ICUNumberFormat(localeID: "he@calendar=hebrew;numbers=hebr")
        #expect(try hebrew.format(1) == "א׳")
        #expect(try hebrew.format(15) == "ט״ו")
        #expect(try hebrew.format(16) == "ט״ז")
        #expect(try hebrew.format(30) == "ל׳")
        #expect(try hebrew.format(785) == "תשפ״ה")
        // Chinese lunar day names as almanacs print them: 初一, 初十, 十五, 二十, 廿一, 三十.
        let days = try ICUNumberFormat(localeID: "zh@numbers=hanidays")
        #expect(
            try [1, 10, 15, 20, 21, 30].map { n throws(CalendarGridError) in try days.format(n) } == [
                "初一", "初十", "十五", "二十", "廿一", "三十",
            ])
    }
}
