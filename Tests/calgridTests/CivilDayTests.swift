import CalendarGrid
import CalendarGridGoldens
import Testing

/// Every ICU from 72 to 78 must lay out the same months: the same civil days, month
/// codes, positions and lengths, over each calendar's whole supported range. The table
/// was recorded with ICU 78.3 (`calgrid-goldens civil-days`) and is checked on every ICU
/// the suite runs on (CI runs it on the system ICU 72 and on upstream 78.3; 76.1 by hand).
/// Where an older ICU errs, the toolkit corrects it (Hebrew before 77, Persian before 78),
/// and where it cannot (Dangi after 2399 on ICU 72 to 74) the years are not supported.
@Suite("Civil days on every ICU")
struct CivilDayTests {
    @Test("every month of every supported year equals Goldens/civil-days.tsv", arguments: CalendarID.allCases)
    func sameCivilDays(_ calendar: CalendarID) throws {
        var recorded = CivilDayTable.recorded(calendar)
        try #require(!recorded.isEmpty, "Goldens/civil-days.tsv has no rows for \(calendar)")
        if let last = CivilDays.narrowedLastYear(of: calendar) {
            // Dangi on ICU 72 to 74 ends at 2399 (ICUFeatures.dangiLastProvenYear): the
            // recorded rows of later centuries are not computed here, and the supported
            // line must say where the years end.
            let first = recorded[0].value.prefix { $0 != "." }
            recorded[0] = CivilDayTable.Row(calendar: calendar, years: "supported", value: "\(first)...\(last)")
            recorded = recorded.filter { row in
                row.years == "supported" || (Int(row.years.split(separator: ".").last ?? "") ?? .max) <= last
            }
        }
        let computed = try CivilDayTable.rows(for: calendar)
        #expect(computed.count == recorded.count, "\(calendar): \(computed.count) rows, recorded \(recorded.count)")
        for (now, then) in zip(computed, recorded) where now != then {
            Issue.record(
                "\(calendar) \(now.years) on ICU \(CalendarGridVersion.icu): \(now.value), recorded \(then.value)")
        }
    }
}
