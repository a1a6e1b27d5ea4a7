import BookingCalendar
import CalendarGrid
import Foundation
import Testing

@Suite("A booking month, built beside Foundation")
struct BookingMonthTests {
    /// 2024-09-17T23:30:00Z.
    let lateCheckIn = Date(timeIntervalSince1970: 1_726_615_800)

    @Test("a moment's day depends on the time zone: 23:30 UTC is the next morning in Tokyo")
    func dayInTimeZone() throws {
        // Japan Standard Time is UTC+9 all year (no daylight saving since 1951);
        // New York is UTC−4 in September (EDT).
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        #expect(try BookingMonth.day(of: lateCheckIn, in: tokyo) == ISODate(parsing: "2024-09-18"))
        #expect(try BookingMonth.day(of: lateCheckIn, in: newYork) == ISODate(parsing: "2024-09-17"))
    }

    @Test("the month marks the moment's day as today, in the locale's week")
    func monthMarksTheDay() throws {
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let month = try BookingMonth(locale: "de-DE", containing: lateCheckIn, in: tokyo)
        let today = month.grid.cells.filter(\.isToday)
        #expect(today.map(\.iso) == [try ISODate(parsing: "2024-09-18")])
        // September has 30 days; 1 September 2024 was a Sunday, so a German week
        // (Monday first, DIN 1355 / ISO 8601) puts it last in the first row.
        #expect(month.grid.daysInMonth == 30)
        #expect(month.grid.weeks.first?.days.last?.iso == (try ISODate(parsing: "2024-09-01")))
    }

    @Test("JSONEncoder writes the grid with the JSON contract's names; JSONDecoder reads it back")
    func jsonRoundTrip() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        let month = try BookingMonth(locale: "he-IL", calendar: .hebrew, containing: lateCheckIn, in: utc)
        let object = try #require(try JSONSerialization.jsonObject(with: month.json()) as? [String: Any])
        // 17 September 2024 is 14 Elul 5784 (hebcal.com); Elul is M12 and has 29 days.
        #expect(object["monthCode"] as? String == "M12")
        #expect(object["daysInMonth"] as? Int == 29)
        let decoded = try JSONDecoder().decode(MonthGrid.self, from: month.json())
        #expect(decoded.cells.map(\.iso) == month.grid.cells.map(\.iso))
    }
}
