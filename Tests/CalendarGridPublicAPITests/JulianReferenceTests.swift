import CalendarGrid
import Foundation
import Testing

/// The Julian calendar (`julian`, ICU's Gregorian calendar whose Gregorian change never
/// comes) against convertdate's arithmetic, independent of ICU: Goldens/julian-reference.tsv,
/// written by Scripts/julian-reference (CI runs it with `--check`).
@Suite("Julian calendar against convertdate")
struct JulianReferenceTests {
    @Test("1 January and February's length of 1,958 Julian years, 1 to 9999")
    func years() throws {
        let here = String(#filePath)
        let root = String(here[..<(here.firstRange(of: "/Tests/")?.lowerBound ?? here.endIndex)])
        let text = try String(contentsOfFile: root + "/Goldens/julian-reference.tsv", encoding: .utf8)
        let builder = try GridBuilder(locale: LocaleID("en-US"), calendar: .julian)
        var compared = 0
        var problems: [String] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t").compactMap { Int($0) }
            try #require(fields.count == 3, "\(line)")
            let (year, firstDay, february) = (fields[0], fields[1], fields[2])
            // The toolkit's days end with ISO 9999-12-31 (Julian 9999 runs past them).
            guard builder.supportedYears.contains(year) else { continue }
            let january = try CalendarDate(calendar: .julian, year: year, monthCode: MonthCode(parsing: "M01"), day: 1)
            let month = try builder.month(MonthAddress(parsing: "\(year)-M02"))
            if january.iso.julianDay != firstDay || month.daysInMonth != february {
                problems.append("\(year): \(january.iso) (JD \(january.iso.julianDay)), February \(month.daysInMonth)")
            }
            compared += 1
        }
        #expect(problems.isEmpty, "\(problems.prefix(10))")
        #expect(compared > 1900, "\(compared) years compared")
    }
}
