import CalendarGrid
import CalendarGridGoldens
import Testing

/// The golden suite: every case of Goldens/cases.tsv rendered by calgrid's own Command
/// and compared byte for byte with Goldens/icu-<major>/<name>.txt and .json, for the ICU
/// this build runs on. Tests never record: Scripts/regenerate-goldens (calgrid-goldens)
/// is the one recorder, and its output is read before it is committed.
enum GoldenLocation {
    static let set = GoldenSet.running
    static let skipMessage: Comment = """
        no goldens for ICU \(CalendarGridVersion.icu) (\(set.relativeDirectory) is missing): \
        record them with Scripts/regenerate-goldens, then review every file before committing
        """
    static let cases: [GoldenCase] = (try? GoldenCase.all()) ?? []
}

@Suite("Goldens", .enabled(if: GoldenLocation.set.exists, GoldenLocation.skipMessage))
struct GoldenTests {
    static let set = GoldenLocation.set

    @Test("golden", arguments: GoldenLocation.cases)
    func golden(_ goldenCase: GoldenCase) throws {
        let rendered = try goldenCase.render()
        compare(rendered.text, file: goldenCase.name + ".txt", goldenCase: goldenCase)
        compare(rendered.json, file: goldenCase.name + ".json", goldenCase: goldenCase)
    }

    private func compare(_ actual: String, file: String, goldenCase: GoldenCase) {
        let folder = Self.set.relativeDirectory
        guard let expected = Self.set.golden(file) else {
            Issue.record(
                "missing golden \(folder)/\(file); record it with: Scripts/regenerate-goldens --case \(goldenCase.name)"
            )
            return
        }
        guard expected != actual else { return }
        let actualName = ".build/goldens-actual/icu-\(Self.set.major)/\(file)"
        GoldenFiles.write(actual, to: Self.set.actualDirectory + "/" + file)
        let diff = LineDiff.unified(
            expected: expected, actual: actual, expectedName: "\(folder)/\(file)", actualName: actualName)
        Issue.record(
            """
            \(goldenCase.name): \(file) differs from its golden
            \(diff)
            compare: diff -u \(folder)/\(file) \(actualName)
            renew (after reading the diff): Scripts/regenerate-goldens --case \(goldenCase.name)
            """)
    }

    @Test("every case has both goldens, every golden has a case, and the manifest names this ICU major")
    func noOrphans() throws {
        let cases = try GoldenCase.all()
        #expect(cases.count >= 150, "Goldens/cases.tsv must be readable and list the cases")
        let present = Set(GoldenFiles.list(Self.set.directory))
        for orphan in Self.set.orphans(of: cases) {
            Issue.record("\(Self.set.relativeDirectory)/\(orphan) has no case in Goldens/cases.tsv")
        }
        for missing in GoldenSet.fileNames(of: cases) where !present.contains(missing) {
            Issue.record("\(Self.set.relativeDirectory)/\(missing) is missing; run Scripts/regenerate-goldens")
        }
        let recorded = try #require(Self.set.recordedICU(), "\(Self.set.relativeDirectory)/MANIFEST names no ICU")
        #expect(recorded.prefix { $0 != "." } == Self.set.major, "recorded with ICU \(recorded)")
    }
}

@Suite("Golden cases")
struct GoldenCaseTests {
    @Test("cases.tsv: each line becomes the command line calgrid runs, --today added unless given")
    func parsing() throws {
        let text = """
            # comment
            name\tlocale\tcalendar\tselect\toptions
            a\tar-EG\t-\tdate=2024-09-17\t-
            b\the-IL\thebrew\tmonth=5784-M05L\t--week-numbers --months 2
            c\tja-JP\t-\tyear=2019\t--today 2019-05-01
            """
        let cases = try GoldenCase.parse(text)
        #expect(cases.map(\.name) == ["a", "b", "c"])
        #expect(cases[0].arguments == ["ar-EG", "--date", "2024-09-17", "--today", "2024-09-17"])
        #expect(
            cases[1].arguments == [
                "he-IL", "--calendar", "hebrew", "--month", "5784-M05L",
                "--week-numbers", "--months", "2", "--today", "2024-09-17",
            ])
        #expect(cases[1].calendar == "hebrew")
        #expect(cases[2].arguments == ["ja-JP", "--year", "2019", "--today", "2019-05-01"])
    }

    @Test(
        "malformed lines are errors naming the line",
        arguments: [
            "x\ten\t-\tdate=2024-01-01", "x\ten\t-\tweek=2024-W01\t-",
            "x\ten\t-\tdate=2024-01-01\t-\nx\tde\t-\tdate=2024-01-01\t-",
        ])
    func malformed(_ text: String) {
        #expect(throws: GoldenCase.Failure.self) { try GoldenCase.parse(text) }
    }

    @Test("the JSON golden leaves out the version fields; the text is calgrid's")
    func versionsLeftOut() throws {
        let goldenCase = try #require(try GoldenCase.parse("n\ten-US\t-\tdate=2024-09-17\t-").first)
        let rendered = try goldenCase.render()
        #expect(!rendered.json.contains("toolkitVersion") && !rendered.json.contains("icuVersion"))
        #expect(!rendered.json.contains("cldrVersion"))
        #expect(rendered.json.hasPrefix("{\n  \"locale\": \"en-US\","))
        #expect(rendered.text.contains("September 2024"))
    }

    @Test("at least 60 locales, and every calendar at least three times")
    func coverage() throws {
        let cases = try GoldenCase.all()
        let locales = Set(cases.map { $0.locale.split(separator: "-u-").first.map(String.init) ?? $0.locale })
        #expect(locales.count >= 60)
        var perCalendar: [CalendarID: Int] = [:]
        for goldenCase in cases {
            let calendar = try LocaleProfile.resolve(
                LocaleID(goldenCase.locale),
                calendar: goldenCase.calendar.map { try CalendarID(parsing: $0) }
            ).calendar
            perCalendar[calendar, default: 0] += 1
        }
        for calendar in CalendarID.allCases {
            #expect(perCalendar[calendar, default: 0] >= 3, "\(calendar)")
        }
    }
}

@Suite("LineDiff")
struct LineDiffTests {
    @Test("a changed line shows as a hunk with context and named invisible characters")
    func hunk() {
        let old = "a\nb\nc \u{2068}d\u{2069}\ne\nf"
        let new = "a\nb\nc \u{2068}x\u{2069}\ne\nf"
        let diff = LineDiff.unified(expected: old, actual: new, expectedName: "old", actualName: "new")
        #expect(
            diff == """
                --- old
                +++ new
                @@ -1,5 +1,5 @@
                 a
                 b
                -c <FSI>d<PDI>
                +c <FSI>x<PDI>
                 e
                 f
                """)
        #expect(LineDiff.visible("12  ") == "12<2 trailing spaces>")
        #expect(LineDiff.visible("\u{200F}\u{00A0}") == "<RLM><NBSP>")
    }
}
