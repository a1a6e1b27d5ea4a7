import CalendarGrid
import Glibc
import Testing

/// The golden suite: every case of Goldens/cases.tsv rendered through the public API and
/// compared byte for byte with Goldens/icu-<major>/<name>.txt and .json.
///
/// Recording: `CALGRID_RECORD=all|missing|failed|never` (default never). A run that
/// records reports an issue, so recording never passes silently; the usual way to renew
/// goldens is `Scripts/regenerate-goldens`, which renders through the built `calgrid`.
/// Where the goldens of the running ICU live.
enum GoldenLocation {
    static let icuMajor = String(CalendarGridVersion.icu.prefix { $0 != "." })
    static let directory = GoldenFiles.root + "/Goldens/icu-\(icuMajor)"
    static let actualDirectory = GoldenFiles.root + "/.build/goldens-actual/icu-\(icuMajor)"
    static let exists = GoldenFiles.exists(directory)
    static let skipMessage: Comment = """
        no goldens for ICU \(CalendarGridVersion.icu) (Goldens/icu-\(icuMajor) is missing): \
        record them with Scripts/regenerate-goldens, then review every file before committing
        """
}

@Suite("Goldens", .enabled(if: GoldenLocation.exists, GoldenLocation.skipMessage))
struct GoldenTests {
    static let icuMajor = GoldenLocation.icuMajor
    static let directory = GoldenLocation.directory
    static let actualDirectory = GoldenLocation.actualDirectory

    enum RecordMode: String { case all, missing, failed, never }

    static var recordMode: RecordMode {
        getenv("CALGRID_RECORD").flatMap { RecordMode(rawValue: String(cString: $0)) } ?? .never
    }

    @Test("golden", arguments: GoldenCase.all)
    func golden(_ goldenCase: GoldenCase) throws {
        let rendered = try goldenCase.render()
        compare(rendered.text, file: goldenCase.name + ".txt", goldenCase: goldenCase)
        compare(rendered.json, file: goldenCase.name + ".json", goldenCase: goldenCase)
    }

    private func compare(_ actual: String, file: String, goldenCase: GoldenCase) {
        let path = Self.directory + "/" + file
        let expected = GoldenFiles.read(path)
        let mode = Self.recordMode
        let record = mode == .all || (mode == .missing && expected == nil) || (mode == .failed && expected != actual)
        if record {
            GoldenFiles.write(actual, to: path)
            Issue.record("recorded Goldens/icu-\(Self.icuMajor)/\(file) (CALGRID_RECORD=\(mode.rawValue)); review it before committing")
            return
        }
        guard let expected else {
            Issue.record("missing golden Goldens/icu-\(Self.icuMajor)/\(file); record it with: Scripts/regenerate-goldens --case \(goldenCase.name)")
            return
        }
        guard expected != actual else { return }
        let actualPath = Self.actualDirectory + "/" + file
        GoldenFiles.write(actual, to: actualPath)
        let diff = LineDiff.unified(expected: expected, actual: actual,
                                    expectedName: "Goldens/icu-\(Self.icuMajor)/\(file)",
                                    actualName: ".build/goldens-actual/icu-\(Self.icuMajor)/\(file)")
        Issue.record("""
            \(goldenCase.name): \(file) differs from its golden
            \(diff)
            compare: diff -u Goldens/icu-\(Self.icuMajor)/\(file) .build/goldens-actual/icu-\(Self.icuMajor)/\(file)
            renew (after reading the diff): Scripts/regenerate-goldens --case \(goldenCase.name)
            """)
    }

    @Test("every case has both goldens and every golden has a case")
    func noOrphans() {
        let cases = GoldenCase.all
        #expect(cases.count >= 150, "Goldens/cases.tsv must be readable and list the cases")
        #expect(Set(cases.map(\.name)).count == cases.count, "case names are unique")
        let expected = Set(cases.flatMap { [$0.name + ".txt", $0.name + ".json"] })
        let present = Set(GoldenFiles.list(Self.directory))
        for orphan in present.subtracting(expected).sorted() {
            Issue.record("Goldens/icu-\(Self.icuMajor)/\(orphan) has no case in Goldens/cases.tsv")
        }
        for missing in expected.subtracting(present).sorted() {
            Issue.record("Goldens/icu-\(Self.icuMajor)/\(missing) is missing; run Scripts/regenerate-goldens")
        }
    }
}

@Suite("Golden coverage")
struct GoldenCoverageTests {
    @Test("at least 60 locales, and every calendar at least three times")
    func coverage() throws {
        let cases = GoldenCase.all
        let locales = Set(cases.map { $0.locale.split(separator: "-u-").first.map(String.init) ?? $0.locale })
        #expect(locales.count >= 60)
        var perCalendar: [CalendarID: Int] = [:]
        for goldenCase in cases {
            let calendar = try LocaleProfile.resolve(LocaleID(goldenCase.locale),
                                                     calendar: goldenCase.calendar.map { try CalendarID(parsing: $0) }).calendar
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
        #expect(diff == """
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
