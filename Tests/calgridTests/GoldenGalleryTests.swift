import CalendarGrid
import CalendarGridGoldens
import Testing

@Suite("The golden gallery")
struct GoldenGalleryTests {
    @Test("fragments survive the file between processes; the page groups by calendar and marks differing cases")
    func page() throws {
        let serialized = """
            calgrid-gallery\t72.1\t42.0
            ### a\tgregorian\ten-US\tcalgrid en-US --month 2024-9
            <div class="calgrid">A</div>
            ### b\thebrew\the-IL\tcalgrid he-IL --calendar hebrew
            <div class="calgrid">B</div>
            <p>second line</p>
            """
        let first = try #require(GoldenGallery.parse(serialized))
        #expect(first.icu == "72.1" && first.renderings.map(\.name) == ["a", "b"])
        #expect(first.renderings[1].fragment == "<div class=\"calgrid\">B</div>\n<p>second line</p>")
        let second = GoldenGallery.Set(
            icu: "78.3", cldr: "48.0",
            renderings: [
                .init(
                    name: "a", calendar: "gregorian", locale: "en-US", command: "calgrid en-US --month 2024-9",
                    fragment: first.renderings[0].fragment),
                .init(
                    name: "b", calendar: "hebrew", locale: "he-IL", command: "calgrid he-IL --calendar hebrew",
                    fragment: "<div class=\"calgrid\">B changed</div>"),
            ])
        let page = GoldenGallery.page([first, second])
        #expect(page.contains("<p>1 cases differ between the sets:</p>"))
        #expect(page.contains("<article class=\"case differs\" id=\"b\">"))
        #expect(page.contains("<article class=\"case\" id=\"a\">"))
        // gregorian before hebrew, in CalendarID order; both ICUs named.
        let gregorian = try #require(page.firstRange(of: "<h2>gregorian</h2>"))
        let hebrew = try #require(page.firstRange(of: "<h2>hebrew</h2>"))
        #expect(gregorian.lowerBound < hebrew.lowerBound)
        #expect(page.contains("ICU 72.1 (CLDR 42.0)") && page.contains("ICU 78.3 (CLDR 48.0)"))
        #expect(GoldenGallery.parse("not a gallery file") == nil)
    }
}
