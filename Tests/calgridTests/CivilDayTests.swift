import CalendarGrid
import CalendarGridGoldens
import Testing

/// Every ICU from 67 to 78 must lay out the same months: the same civil days, month
/// codes, positions and lengths, over each calendar's whole supported range. The table
/// was recorded with ICU 78.3 (`calgrid-goldens civil-days`) and is checked on every ICU
/// the suite runs on (CI runs it on the system ICU 72 and on upstream 67.1 and 78.3; 76.1
/// by hand). Where an older ICU errs, the toolkit corrects it (Hebrew before 77, Persian
/// before 78), and where it cannot, the years are not supported: Dangi after 2399 on ICU
/// 72 to 74; on ICU 67, Indian years before 1 CE and Islamic (astronomical) years before
/// AH 1, whose days that ICU names wrong (ICU-21043, ICU-21045). Those years' blocks are
/// then left out of the comparison, and the first block the ICU can compute is compared
/// from its first recorded year.
@Suite("Civil days on every ICU")
struct CivilDayTests {
    @Test("every month of every supported year equals Goldens/civil-days.tsv", arguments: CalendarID.allCases)
    func sameCivilDays(_ calendar: CalendarID) throws {
        var recorded = CivilDayTable.recorded(calendar)
        try #require(!recorded.isEmpty, "Goldens/civil-days.tsv has no rows for \(calendar)")
        let recordedFirst = try #require(Int(recorded[0].value.prefix { $0 != "." }))
        var computed = try CivilDayTable.rows(for: calendar)
        if let first = try CivilDays.narrowedFirstYear(of: calendar) {
            let supported = try CivilDays.supportedYears(of: calendar)
            let last = recorded[0].value.split(separator: ".").last ?? ""
            recorded[0] = CivilDayTable.Row(calendar: calendar, years: "supported", value: "\(first)...\(last)")
            recorded = recorded.filter { row in
                row.years == "supported" || (Int(row.years.prefix { $0 != "." }) ?? .min) >= first
            }
            computed =
                [computed[0]]
                + (try CivilDayTable.blocks(of: calendar, from: recordedFirst, within: supported))
        }
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
        #expect(computed.count == recorded.count, "\(calendar): \(computed.count) rows, recorded \(recorded.count)")
        for (now, then) in zip(computed, recorded) where now != then {
            Issue.record(
                "\(calendar) \(now.years) on ICU \(CalendarGridVersion.icu): \(now.value), recorded \(then.value)")
        }
    }
}
