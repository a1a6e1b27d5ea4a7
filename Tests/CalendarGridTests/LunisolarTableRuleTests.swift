import Testing

@testable import CalendarGrid

/// The days the toolkit gives ICU to title a table month from: ICU is asked of two or three
/// months a year (LunisolarTableRule.icuAgrees) and the rest follow; here ICU is asked of
/// every month of every table year, 1900–2100.
@Suite("Lunisolar table years: the days ICU titles them from")
struct LunisolarTableRuleTests {
    @Test(
        "every table month's title day is one ICU places in a month of the table's code",
        arguments: [CalendarID.chinese, .dangi, .vietnamese])
    func titleDays(_ calendar: CalendarID) throws {
        let system = try CalendarSystem.shared(calendar)
        let icu = try ICUCalendar(localeID: "en@calendar=\(calendar.icuCalendar.rawValue)")
        var middles = 0
        var months = 0
        for year in LunisolarTables.firstYear...LunisolarTables.lastYear {
            for month in try system.year(year).months where month.nameDay == nil {
                try icu.setJulianDay(month.titleJulianDay)
                #expect(try icu.monthCode(in: calendar) == month.code, "\(calendar) \(year) \(month.code)")
                if month.titleJulianDay == month.firstJulianDay + 14 { middles += 1 }
                months += 1
            }
        }
        // Most months are titled from their middle; a month ICU begins more than two weeks
        // off the table's would not be (a test of the test's reach, not of ICU).
        #expect(months > 2400 && middles * 10 > months * 9, "\(middles) of \(months)")
    }
}
