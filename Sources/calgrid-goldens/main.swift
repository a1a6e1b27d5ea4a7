// calgrid-goldens: the one recorder of the goldens (Scripts/regenerate-goldens runs it).
//
//   calgrid-goldens [--check] [--case NAME]   render every case (or one) into Goldens/icu-<major>/
//   calgrid-goldens civil-days [--check]      write (or check) Goldens/civil-days.tsv
//   calgrid-goldens data-gaps [--check]       write (or check) Goldens/DATA-GAPS.md (the system ICU's)
//   calgrid-goldens seeds DIR                 write each case's command line, one argument a
//                                             line, into DIR (the fuzzer's seed corpus)
//   calgrid-goldens fragments FILE            every case as HTML with the running ICU, for the gallery
//   calgrid-goldens gallery OUT FILE…         the gallery page from one or more fragment files
//   calgrid-goldens holidays [--rules DIR] [--years A-B] [REGION…]
//                                             every region's holidays (H), working weekend days
//                                             (W), known differences (K) and rule errors (E) as
//                                             tab-separated lines, for Scripts/holidays-reference
//
// Exit status: 0 done (or no difference), 1 --check found differences, 64 bad usage,
// 70 a case could not be rendered.
import CalendarGrid
import CalendarGridGoldens

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

let usage = """
    usage: calgrid-goldens [--check] [--case NAME]
           calgrid-goldens civil-days [--check]
           calgrid-goldens data-gaps [--check]
           calgrid-goldens seeds DIR
           calgrid-goldens fragments FILE
           calgrid-goldens gallery OUT FILE…
           calgrid-goldens holidays [--rules DIR] [--years A-B] [REGION…]
    """

func fail(_ message: String, status: Int32) -> Never {
    let bytes = Array("calgrid-goldens: \(message)\n".utf8)
    _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    exit(status)
}

func loadCases() -> [GoldenCase] {
    do { return try GoldenCase.all() } catch { fail("error: \(error)", status: 70) }
}

/// Renders the cases into the running ICU's golden folder (or compares, with `check`).
func goldens(check: Bool, only: String?) -> Int32 {
    let cases = loadCases()
    let selected = cases.filter { only == nil || $0.name == only }
    if let only, selected.isEmpty { fail("no case named '\(only)' in Goldens/cases.tsv", status: 64) }
    let set = GoldenSet.running
    var added = 0
    var changed = 0
    var unchanged = 0
    var differing: [String] = []
    for goldenCase in selected {
        let rendered: (text: String, json: String)
        do { rendered = try goldenCase.render() } catch { fail("error: \(error)", status: 70) }
        for (file, text) in [(goldenCase.name + ".txt", rendered.text), (goldenCase.name + ".json", rendered.json)] {
            switch set.golden(file) {
            case nil:
                added += 1
                differing.append("\(set.relativeDirectory)/\(file) (missing)")
            case text?:
                unchanged += 1
                continue
            default:
                changed += 1
                differing.append("\(set.relativeDirectory)/\(file) (differs)")
            }
            if !check, !GoldenFiles.write(text, to: set.directory + "/" + file) {
                fail("cannot write \(set.relativeDirectory)/\(file)", status: 70)
            }
        }
    }
    let orphans = only == nil ? set.orphans(of: cases) : []
    let manifest = GoldenSet.runningManifest()
    let manifestDiffers = GoldenFiles.read(set.directory + "/" + GoldenSet.manifestName) != manifest
    if check {
        for entry in differing { print("golden \(entry)") }
        for orphan in orphans { print("golden \(set.relativeDirectory)/\(orphan) has no case in Goldens/cases.tsv") }
        if manifestDiffers {
            print("golden \(set.relativeDirectory)/\(GoldenSet.manifestName) differs from this ICU's versions")
        }
        print("check: \(unchanged) unchanged, \(changed) differ, \(added) missing, \(orphans.count) without a case")
        return differing.isEmpty && orphans.isEmpty ? 0 : 1
    }
    for orphan in orphans { GoldenFiles.remove(set.directory + "/" + orphan) }
    if manifestDiffers, !GoldenFiles.write(manifest, to: set.directory + "/" + GoldenSet.manifestName) {
        fail("cannot write \(set.relativeDirectory)/\(GoldenSet.manifestName)", status: 70)
    }
    print(
        """
        regenerated \(set.relativeDirectory) with ICU \(CalendarGridVersion.icu) (CLDR \(CalendarGridVersion.cldr)): \
        \(added) added, \(changed) changed, \(orphans.count) removed, \(unchanged) unchanged
        """)
    return 0
}

func civilDays(check: Bool) -> Int32 {
    let text: String
    do { text = try CivilDayTable.render() } catch { fail("error: \(error)", status: 70) }
    let recorded = GoldenFiles.read(CivilDayTable.path)
    if check {
        let same = recorded == text
        print(
            same
                ? "check: Goldens/civil-days.tsv matches ICU \(CalendarGridVersion.icu)"
                : "check: Goldens/civil-days.tsv differs on ICU \(CalendarGridVersion.icu)")
        return same ? 0 : 1
    }
    guard GoldenFiles.write(text, to: CivilDayTable.path) else {
        fail("cannot write Goldens/civil-days.tsv", status: 70)
    }
    print("wrote Goldens/civil-days.tsv with ICU \(CalendarGridVersion.icu)\(recorded == text ? " (unchanged)" : "")")
    return 0
}

func dataGaps(check: Bool) -> Int32 {
    let path = GoldenFiles.root + "/Goldens/DATA-GAPS.md"
    let text: String
    do { text = DataGaps.report(try DataGaps.find()) } catch { fail("error: \(error)", status: 70) }
    let recorded = GoldenFiles.read(path)
    if check {
        print(
            recorded == text
                ? "check: Goldens/DATA-GAPS.md matches ICU \(CalendarGridVersion.icu)"
                : "check: Goldens/DATA-GAPS.md differs on ICU \(CalendarGridVersion.icu) (run Scripts/data-gaps)")
        return recorded == text ? 0 : 1
    }
    guard GoldenFiles.write(text, to: path) else { fail("cannot write Goldens/DATA-GAPS.md", status: 70) }
    print("wrote Goldens/DATA-GAPS.md with ICU \(CalendarGridVersion.icu)\(recorded == text ? " (unchanged)" : "")")
    return 0
}

func seeds(into directory: String) -> Int32 {
    for goldenCase in loadCases() {
        let lines = (goldenCase.arguments + ["--format", "json"]).map { $0 + "\n" }.joined()
        guard GoldenFiles.write(lines, to: directory + "/" + goldenCase.name) else {
            fail("cannot write \(directory)/\(goldenCase.name)", status: 70)
        }
    }
    return 0
}

func fragments(into path: String) -> Int32 {
    let text: String
    do { text = try GoldenGallery.serialized() } catch { fail("error: \(error)", status: 70) }
    guard GoldenFiles.write(text, to: path) else { fail("cannot write \(path)", status: 70) }
    return 0
}

func gallery(into path: String, from files: [String]) -> Int32 {
    var sets: [GoldenGallery.Set] = []
    for file in files {
        guard let text = GoldenFiles.read(file) else { fail("cannot read \(file)", status: 64) }
        guard let set = GoldenGallery.parse(text) else { fail("\(file) is not a fragments file", status: 64) }
        sets.append(set)
    }
    guard GoldenFiles.write(GoldenGallery.page(sets), to: path) else { fail("cannot write \(path)", status: 70) }
    print(
        "wrote \(path): \(sets.first?.renderings.count ?? 0) cases, ICU " + sets.map(\.icu).joined(separator: " and "))
    return 0
}

/// The holidays of regions as tab-separated lines (the rule files of `directory` in place
/// of the embedded ones, when given).
func holidays(regions: [String], rules directory: String?, years: ClosedRange<Int>) -> Int32 {
    var texts: [String: String] = [:]
    if let directory {
        for country in Set(regions.map { String($0.prefix(2)) }) {
            if let text = GoldenFiles.read("\(directory)/\(country).txt") { texts[country] = text }
        }
    }
    var out = ""
    var expanded: [String] = []
    for region in regions {
        expanded.append(region)
        // A country stands for itself and its subdivisions.
        guard region.count == 2 else { continue }
        if let text = texts[region] {
            expanded += (try? HolidayCalendar(region: region, rules: text))?.subdivisions ?? []
        } else {
            expanded += (try? HolidayCalendar(region: region))?.subdivisions ?? []
        }
    }
    for region in expanded {
        let calendar: HolidayCalendar
        do {
            if let text = texts[String(region.prefix(2))] {
                calendar = try HolidayCalendar(region: region, rules: text)
            } else {
                calendar = try HolidayCalendar(region: region)
            }
        } catch {
            out += "E\t\(region)\t\(error)\n"
            continue
        }
        for date in calendar.knownDifferences { out += "K\t\(region)\t\(date)\n" }
        for year in years {
            for holiday in calendar.holidays(inYear: year) {
                let name = holiday.name(forLocaleID: "en")
                out += "H\t\(region)\t\(holiday.date)\t\(holiday.category.rawValue)\t\(holiday.kind.rawValue)\t"
                out += "\(holiday.isEstimated)\t\(holiday.id)\t\(name)\n"
            }
            for date in calendar.workdays(inYear: year) { out += "W\t\(region)\t\(date)\n" }
        }
    }
    print(out, terminator: "")
    return 0
}

var arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "holidays":
    arguments.removeFirst()
    var directory: String? = nil
    var years = 2000...2035
    var regions: [String] = []
    while let argument = arguments.first {
        arguments.removeFirst()
        switch argument {
        case "--rules":
            guard let value = arguments.first else { fail(usage, status: 64) }
            arguments.removeFirst()
            directory = value
        case "--years":
            let parts = (arguments.first ?? "").split(separator: "-").compactMap { Int($0) }
            guard parts.count == 2, parts[0] <= parts[1] else { fail(usage, status: 64) }
            arguments.removeFirst()
            years = parts[0]...parts[1]
        default: regions.append(argument)
        }
    }
    if regions.isEmpty { regions = HolidayCalendar.regions.filter { $0.count == 2 } }
    exit(holidays(regions: regions, rules: directory, years: years))
case "fragments":
    guard arguments.count == 2 else { fail(usage, status: 64) }
    exit(fragments(into: arguments[1]))
case "gallery":
    guard arguments.count >= 3 else { fail(usage, status: 64) }
    exit(gallery(into: arguments[1], from: Array(arguments.dropFirst(2))))
case "civil-days":
    arguments.removeFirst()
    guard arguments.isEmpty || arguments == ["--check"] else { fail(usage, status: 64) }
    exit(civilDays(check: !arguments.isEmpty))
case "data-gaps":
    arguments.removeFirst()
    guard arguments.isEmpty || arguments == ["--check"] else { fail(usage, status: 64) }
    exit(dataGaps(check: !arguments.isEmpty))
case "seeds":
    guard arguments.count == 2 else { fail(usage, status: 64) }
    exit(seeds(into: arguments[1]))
default:
    var check = false
    var only: String? = nil
    while let argument = arguments.first {
        arguments.removeFirst()
        switch argument {
        case "--check": check = true
        case "--case":
            guard let name = arguments.first else { fail(usage, status: 64) }
            arguments.removeFirst()
            only = name
        default: fail("unknown argument '\(argument)'\n\(usage)", status: 64)
        }
    }
    exit(goldens(check: check, only: only))
}
