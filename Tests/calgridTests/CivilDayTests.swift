import CalendarGrid
import CalendarGridGoldens
import Testing

/// Every ICU from 72 to 78 must lay out the same months: the same civil days, month
/// codes, positions and lengths, over each calendar's whole supported range. The table
/// was recorded once (`calgrid-goldens civil-days`, on ICU 72) and is checked on every
/// ICU the suite runs on (CI runs it on the system ICU and on upstream 78.3).
@Suite("Civil days on every ICU")
struct CivilDayTests {
    @Test("every month of every supported year equals Goldens/civil-days.tsv", arguments: CalendarID.allCases)
    func sameCivilDays(_ calendar: CalendarID) throws {
        let recorded = CivilDayTable.recorded(calendar)
        try #require(!recorded.isEmpty, "Goldens/civil-days.tsv has no rows for \(calendar)")
        let computed = try CivilDayTable.rows(for: calendar)
        #expect(computed.count == recorded.count, "\(calendar): \(computed.count) rows, recorded \(recorded.count)")
        for (now, then) in zip(computed, recorded) where now != then {
            Issue.record("\(calendar) \(now.years) on ICU \(CalendarGridVersion.icu): \(now.value), recorded \(then.value)")
        }
    }
}
