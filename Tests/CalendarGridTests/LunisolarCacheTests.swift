import Testing

@testable import CalendarGrid

/// ICU 72 shares one cache of winter solstices and new years between its Chinese and
/// Dangi calendars (ICU-9972). Dangi values stored first broke later Chinese years
/// (10- and 11-month years); CalendarSystem computes Chinese years first.
@Suite("Chinese and Dangi in one process")
struct LunisolarCacheTests {
    @Test("Dangi years computed first leave Chinese years whole")
    func dangiFirst() throws {
        // Years no other test computes, so that Dangi really comes first here.
        let years = 6000...6150
        let dangi = try CalendarSystem.shared(.dangi)
        for year in years { _ = try dangi.year(year) }
        let chinese = try CalendarSystem.shared(.chinese)
        for year in years {
            let layout = try chinese.year(year)
            #expect((12...13).contains(layout.months.count), "chinese \(year): \(layout.months.count) months")
            #expect(layout.months.allSatisfy { (29...30).contains($0.length) }, "chinese \(year)")
            #expect(layout.months.filter(\.code.isLeap).count == (layout.months.count == 13 ? 1 : 0), "chinese \(year)")
            let next = try chinese.year(year + 1)
            #expect(next.firstJulianDay == layout.lastJulianDay + 1, "chinese \(year) → \(year + 1)")
        }
    }
}
