import CalendarGrid
import Testing

/// One line of `Goldens/cases.tsv`: a calgrid query whose text and JSON renderings are
/// kept as goldens.
struct GoldenCase: CustomTestStringConvertible, Sendable {
    let name: String
    let locale: String
    let calendar: String?
    let select: String
    let options: [String]

    /// The today every case uses unless its options give one.
    static let defaultToday = "2024-09-17"
    static let casesPath = GoldenFiles.root + "/Goldens/cases.tsv"

    var testDescription: String {
        ([name + ":", locale, calendar ?? "", select] + options).filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Every case, in file order; an unreadable or malformed file gives no cases, and
    /// the orphan test reports it.
    static let all: [GoldenCase] = {
        guard let text = GoldenFiles.read(casesPath) else { return [] }
        return text.split(separator: "\n").compactMap { line -> GoldenCase? in
            if line.hasPrefix("#") || line.hasPrefix("name\t") { return nil }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5 else { return nil }
            return GoldenCase(
                name: fields[0], locale: fields[1],
                calendar: fields[2] == "-" ? nil : fields[2], select: fields[3],
                options: fields[4] == "-" ? [] : fields[4].split(separator: " ").map(String.init))
        }
    }()

    /// The case as a library request plus its text settings: what `calgrid` does with
    /// the same command line (Scripts/regenerate-goldens passes COLUMNS=80).
    func render() throws -> (text: String, json: String) {
        var weekNumbers = false
        var count = 1
        var today = Self.defaultToday
        var rest = options[...]
        while let option = rest.popFirst() {
            switch option {
            case "--week-numbers": weekNumbers = true
            case "--months": count = Int(rest.popFirst() ?? "") ?? 0
            case "--today": today = rest.popFirst() ?? ""
            default: throw CaseError(message: "case \(name): option \(option) is not one cases.tsv may use")
            }
        }
        var request = GridRequest(
            locale: try LocaleID(locale), calendar: try calendar.map { try CalendarID(parsing: $0) },
            count: count, today: try ISODate(parsing: today))
        let value = String(select.drop(while: { $0 != "=" }).dropFirst())
        switch select.prefix(while: { $0 != "=" }) {
        case "month": request.selection = .month(try MonthAddress(parsing: value))
        case "date": request.selection = .date(try ISODate(parsing: value))
        case "year":
            guard let year = Int(value) else { throw CaseError(message: "case \(name): year '\(value)'") }
            request.selection = .year(year)
        default: throw CaseError(message: "case \(name): select '\(select)'")
        }
        let (profile, grids) = try request.resolve()
        let text = TextRenderer(showsWeekNumbers: weekNumbers, terminalWidth: 80).render(grids)
        return (text, JSONRenderer().render(grids, profile: profile))
    }

    struct CaseError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
