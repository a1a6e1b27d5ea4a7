import Testing

@testable import CalendarGrid

/// The HTML renderer's text (the browser tests, Scripts/browser-tests, check the pages in
/// Chromium): structure, states, escaping. Dates name their sources.
@Suite("HTMLRenderer: structure, states, escaping")
struct HTMLRendererTests {
    private func grid(
        _ locale: String, _ address: String, secondary: [CalendarID] = [],
        today: String = "2024-09-17"
    ) throws -> MonthGrid {
        try GridBuilder(locale: LocaleID(locale), secondaryCalendars: secondary, today: ISODate(parsing: today))
            .month(MonthAddress(parsing: address))
    }

    @Test("a page: doctype, lang and dir, caption, headers with wide names, a cell per day with its full date")
    func page() throws {
        let html = try HTMLRenderer().document([grid("en-US", "2024-9")])
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en-US\" dir=\"ltr\">"))
        #expect(html.contains("<meta charset=\"utf-8\">"))
        #expect(html.contains("<caption>September 2024</caption>"))
        #expect(html.contains("<th scope=\"col\" abbr=\"Sunday\">Su</th>"))
        // 17 September 2024 was a Tuesday.
        #expect(
            html.contains(
                "data-date=\"2024-09-17\" aria-label=\"Tuesday, September 17, 2024\" aria-current=\"date\">"
                    + "<time datetime=\"2024-09-17\">17</time></td>"))
        #expect(html.ranges(of: "<td class=\"calgrid-day").count == 30)
        // A static page is a plain table: no grid role, no selection state.
        #expect(html.contains("<table class=\"calgrid-month\">\n") && !html.contains("aria-selected=\""))
        #expect(!html.contains("<script"))
    }

    @Test("right to left, Hebrew numerals, and the week column named in the locale")
    func hebrew() throws {
        let builder = try GridBuilder(locale: LocaleID("he-IL-u-ca-hebrew"), today: ISODate(parsing: "2024-09-17"))
        let elul = try builder.month(MonthAddress(parsing: "5784-M12"))
        let html = try HTMLRenderer(showsWeekNumbers: true).document([elul])
        #expect(html.contains("<html lang=\"he-IL-u-ca-hebrew\" dir=\"rtl\">"))
        // hebcal.com: 14 Elul 5784 = Tuesday 17 September 2024; 14 in Hebrew numerals is י״ד.
        #expect(html.contains("aria-label=\"יום שלישי, י״ד באלול תשפ״ד\""))
        #expect(html.contains("<time datetime=\"2024-09-17\">י״ד</time>"))
        #expect(html.contains("<th scope=\"row\" class=\"calgrid-week\">"))
        #expect(html.contains("<span class=\"calgrid-visually-hidden\">\(try builder.profile.weekColumnName())</span>"))
    }

    @Test("a fragment: the tables in a div with lang and dir, no page around them")
    func fragment() throws {
        let html = try HTMLRenderer().fragment([grid("ar-EG", "2024-9")])
        #expect(html.hasPrefix("<div class=\"calgrid\" lang=\"ar-EG\" dir=\"rtl\">"))
        #expect(!html.contains("<html") && !html.contains("<style"))
    }

    @Test("secondary labels and titles, and the secondary full date in the accessible name")
    func secondary() throws {
        let html = try HTMLRenderer().fragment([grid("zh-CN", "2024-9", secondary: [.chinese])])
        // HKO: 17 September 2024 was the 15th of the eighth month.
        #expect(html.contains("<time datetime=\"2024-09-17\">17</time><span class=\"calgrid-secondary\">十五</span>"))
        #expect(html.contains("<span class=\"calgrid-secondary-title\">"))
        #expect(html.contains("八月十五"))
    }

    @Test("selection states as ARIA and classes; the picker's settings and script")
    func states() throws {
        let september = try grid("en-US", "2024-9")
        let selection = DateSelection<Never>(
            mode: .range, bounds: SelectionBounds(maximum: try ISODate(parsing: "2024-09-25")),
            today: try ISODate(parsing: "2024-09-17"))
        selection.toggle(try ISODate(parsing: "2024-09-17"))
        selection.toggle(try ISODate(parsing: "2024-09-19"))
        let renderer = HTMLRenderer(
            marking: selection, picker: .init(mode: .range, messages: ["selected": "</script>"]))
        let html = try renderer.fragment([september])
        #expect(html.contains("role=\"grid\""))
        #expect(
            html.contains("class=\"calgrid-day calgrid-today calgrid-selected calgrid-range-start calgrid-in-range\""))
        #expect(html.contains("class=\"calgrid-day calgrid-selected calgrid-range-end calgrid-in-range\""))
        #expect(
            html.contains(
                "data-date=\"2024-09-26\" aria-label=\"Thursday, September 26, 2024\" aria-disabled=\"true\" "
                    + "aria-selected=\"false\""
            ))
        #expect(html.contains("<input type=\"hidden\" class=\"calgrid-field\" name=\"dates\" value=\"\">"))
        #expect(html.contains("role=\"status\" aria-live=\"polite\""))
        // A message cannot close the configuration's script element.
        #expect(html.contains(#""selected": "\u003c/script>""#))
        #expect(html.ranges(of: "</script>").count == 2)
        #expect(HTMLRenderer.pickerScript.contains("export function attach"))
    }

    @Test("escapes what it takes from outside: notes, names")
    func escaping() throws {
        let renderer = HTMLRenderer(note: { date in
            date.description == "2024-09-17" ? "<script>alert('x')</script> & \"q\"" : nil
        })
        let html = try renderer.fragment([grid("en-US", "2024-9")])
        #expect(
            html.contains(
                "<bdi class=\"calgrid-note\">&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; "
                    + "&quot;q&quot;</bdi>"
            ))
        #expect(!html.contains("<script>alert"))
    }

    @Test("the picker's built-in texts: every language complete, its plural categories covered, found by script")
    func builtInTexts() throws {
        let english = PickerTexts.table["en"] ?? [:]
        let keys = Set(english.keys.filter { !$0.hasPrefix("events.") })
        #expect(keys == Set(HTMLRenderer.Picker.defaultMessages.keys) && keys.count == 11)
        #expect(PickerTexts.languages.count == 34)
        for language in PickerTexts.languages {
            let texts = try #require(PickerTexts.table[language])
            #expect(Set(texts.keys.filter { !$0.hasPrefix("events.") }) == keys, "\(language)")
            #expect(texts["rangeIncludesDisabled"]?.contains("{date}") == true, "\(language)")
            #expect(
                texts["announcement"].map { $0.contains("{date}") && $0.contains("{message}") } == true, "\(language)")
            // Every count from 0 to 1000 finds its category's text in the language's own
            // plural rules, so no count falls back to another language's words.
            let profile = try LocaleProfile.resolve(LocaleID(language))
            var categories: Set<String> = []
            for count in 0...1000 { categories.insert(profile.pluralCategory(of: count)) }
            for category in categories {
                #expect(texts["events.\(category)"] != nil, "\(language): events.\(category)")
            }
            #expect(
                texts.keys.filter { $0.hasPrefix("events.") }.allSatisfy(HTMLRenderer.Picker.eventCountKeys.contains))
            if language != "en" {
                // No Latin letter in a language of another script (placeholders aside).
                let words = texts.values.map {
                    $0.replacing("{date}", with: "").replacing("{message}", with: "").replacing("{count}", with: "")
                }
                let latin = words.contains { $0.unicodeScalars.contains { $0.properties.isAlphabetic && $0.isASCII } }
                let latinScript = [
                    "cs", "de", "es", "fr", "hu", "id", "it", "ms", "nl", "pl", "pt", "ro", "sv", "sw", "tr", "vi",
                ]
                #expect(!latin || latinScript.contains(language), "\(language) has Latin letters")
            }
        }
        // Found by script, then language, else English.
        func submit(_ locale: String) throws -> String? {
            HTMLRenderer.Picker.builtInMessages(for: try LocaleProfile.resolve(LocaleID(locale)))["submit"]
        }
        #expect(try submit("zh-TW") == PickerTexts.table["zh-Hant"]?["submit"])
        #expect(try submit("zh-HK") == PickerTexts.table["zh-Hant"]?["submit"])
        #expect(try submit("zh-SG") == PickerTexts.table["zh-Hans"]?["submit"])
        #expect(try submit("pt-PT") == PickerTexts.table["pt"]?["submit"])
        #expect(try submit("es-MX") == PickerTexts.table["es"]?["submit"])
        #expect(try submit("cy-GB") == "Submit")  // Welsh: not in the table, English
    }

    @Test("a page without messages speaks its language: the submit button, the script's texts, the event count")
    func pageLanguage() throws {
        let grid = try grid("ar-EG", "2024-9")
        var renderer = HTMLRenderer(picker: .init(mode: .range, formAction: "/book"))
        renderer.events = { date in
            date.day == 17 ? [DayEvent(id: "a", summary: "اجتماع", start: "2024-09-17", isAllDay: true)] : []
        }
        let arabic = try #require(PickerTexts.table["ar"])
        let page = try renderer.document([grid])
        #expect(page.contains("class=\"calgrid-submit\">\(arabic["submit"] ?? "?")</button>"))
        let configuration = try #require(
            page.split(separator: "class=\"calgrid-config\">").last?.split(separator: "</script>").first)
        #expect(configuration.contains(arabic["rangeStart"] ?? "?") && !configuration.contains("start of range"))
        // One event: Arabic's "one" category, spelled out.
        #expect(page.contains(arabic["events.one"] ?? "?"))
        // The app's own text wins, key by key.
        renderer.picker?.messages = ["submit": "احجز"]
        let own = try renderer.document([grid])
        #expect(own.contains(">احجز</button>") && own.contains(arabic["rangeStart"] ?? "?"))
    }
}
