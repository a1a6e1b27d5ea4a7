import CalendarGrid
import CalgridCLI

/// One line of `Goldens/cases.tsv`: a `calgrid` command line whose text and JSON output
/// are kept as goldens. This is the only reader of that file: the golden tests, the
/// recorder (`calgrid-goldens`, behind `Scripts/regenerate-goldens`) and the fuzzer's
/// seeds all take their cases from here, and every case is rendered by `calgrid`'s own
/// ``Command``, so a golden is exactly what a user would see.
///
/// Columns: `name`, `locale`, `calendar`, `select` (`month=YEAR-MONTH`, `date=YYYY-MM-DD`
/// or `year=YEAR`), `options` (`--week-numbers`, `--months N`, `--today D`); `-` for
/// none. Every case gets `--today 2024-09-17` unless its options name another day.
package struct GoldenCase: Sendable, CustomStringConvertible {
    package let name: String
    package let locale: String
    package let calendar: String?
    /// The command line without `--format`.
    package let arguments: [String]

    /// The day every case marks as today unless its options give one.
    package static let defaultToday = "2024-09-17"
    /// The environment every case runs in: 80 columns, no locale or zone from the machine.
    package static let environment = ["COLUMNS": "80", "LANG": "C", "TZ": "UTC"]
    package static let casesPath = GoldenFiles.root + "/Goldens/cases.tsv"

    package var description: String { name + ": calgrid " + arguments.joined(separator: " ") }

    /// What was wrong with `cases.tsv` or with rendering a case.
    package struct Failure: Error, CustomStringConvertible {
        package let message: String
        package var description: String { message }
    }

    /// Every case of `Goldens/cases.tsv`, in file order.
    package static func all() throws(Failure) -> [GoldenCase] {
        guard let text = GoldenFiles.read(casesPath) else {
            throw Failure(message: "cannot read \(casesPath)")
        }
        return try parse(text)
    }

    /// Parses the text of `cases.tsv`; a malformed line is an error naming its number.
    package static func parse(_ text: String) throws(Failure) -> [GoldenCase] {
        var cases: [GoldenCase] = []
        var names: Set<String> = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix("name\t") { continue }
            let place = "cases.tsv line \(index + 1)"
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5 else { throw Failure(message: "\(place): \(fields.count) columns, expected 5") }
            let (name, locale, calendar, select, options) = (fields[0], fields[1], fields[2], fields[3], fields[4])
            guard names.insert(name).inserted else {
                throw Failure(message: "\(place): case name '\(name)' is used twice")
            }
            var arguments = [locale]
            if calendar != "-" { arguments += ["--calendar", calendar] }
            let value = String(select.drop { $0 != "=" }.dropFirst())
            switch select.prefix(while: { $0 != "=" }) {
            case "month": arguments += ["--month", value]
            case "date": arguments += ["--date", value]
            case "year": arguments += ["--year", value]
            default: throw Failure(message: "\(place): select '\(select)' is not month=, date= or year=")
            }
            var extra = options == "-" ? [] : options.split(separator: " ").map(String.init)
            // An events file is named from the package root (Goldens/events/…), wherever
            // the tests or the recorder run.
            for index in extra.indices.dropFirst() where extra[index - 1] == "--events" && !extra[index].hasPrefix("/")
            {
                extra[index] = GoldenFiles.root + "/" + extra[index]
            }
            arguments += extra
            if !extra.contains("--today") { arguments += ["--today", defaultToday] }
            cases.append(
                GoldenCase(
                    name: name, locale: locale, calendar: calendar == "-" ? nil : calendar,
                    arguments: arguments))
        }
        return cases
    }

    /// The case's text and JSON as `calgrid` prints them, with the JSON's version fields
    /// left out (see ``GoldenSet``).
    package func render() throws(Failure) -> (text: String, json: String) {
        (try run(format: "text"), try Self.withoutVersions(run(format: "json")))
    }

    /// The case as an HTML fragment (the gallery's calendars) and the calendar it shows,
    /// from the JSON's `calendar`.
    package func renderHTML() throws(Failure) -> (fragment: String, calendar: String) {
        let json = try run(format: "json")
        let line = json.split(separator: "\n").first { $0.hasPrefix("  \"calendar\": \"") } ?? ""
        let calendar = line.split(separator: "\"").dropFirst(3).first.map(String.init) ?? "?"
        return (try run(format: "html-fragment"), calendar)
    }

    private func run(format: String) throws(Failure) -> String {
        let outcome = Command(
            arguments: arguments + ["--format", format], environment: Self.environment,
            stdoutIsTerminal: false
        ).run()
        guard outcome.status == 0 else {
            throw Failure(message: "case \(name) (\(format)): calgrid exited \(outcome.status): \(outcome.stderr)")
        }
        return outcome.stdout
    }

    /// The JSON fields that name versions: a golden folder is per ICU major and its
    /// manifest records the exact versions, so a toolkit release or an ICU patch release
    /// does not rewrite every golden.
    static let versionFields = ["toolkitVersion", "icuVersion", "cldrVersion"]

    private static func withoutVersions(_ json: String) throws(Failure) -> String {
        var lines = json.split(separator: "\n", omittingEmptySubsequences: false)
        for field in versionFields {
            guard let index = lines.firstIndex(where: { $0.hasPrefix("  \"\(field)\": ") }) else {
                throw Failure(message: "calgrid's JSON has no top-level \"\(field)\" line")
            }
            lines.remove(at: index)
        }
        return lines.joined(separator: "\n")
    }
}
