import CalendarGrid
import CalendarGridFoundation
import Foundation
import Testing

@Suite("The Foundation bridge")
struct FoundationBridgeTests {
    @Test("a moment's day in a time zone, and the day's first moment")
    func days() throws {
        let moment = Date(timeIntervalSince1970: 1_726_615_800)  // 2024-09-17T23:30:00Z
        // Japan is UTC+9 all year; New York UTC-4 in September (EDT).
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        #expect(ISODate(moment, in: tokyo) == (try ISODate(parsing: "2024-09-18")))
        #expect(ISODate(moment, in: newYork) == (try ISODate(parsing: "2024-09-17")))
        // 2024-09-18 began at 2024-09-17T15:00:00Z in Tokyo.
        #expect(try ISODate(parsing: "2024-09-18").startOfDay(in: tokyo).timeIntervalSince1970 == 1_726_585_200)
        // Brazil skipped midnight on 16 October 2016: the day began at 01:00 local (03:00 UTC).
        let saoPaulo = try #require(TimeZone(identifier: "America/Sao_Paulo"))
        let start = try ISODate(parsing: "2016-10-16").startOfDay(in: saoPaulo)
        #expect(start.timeIntervalSince1970 == 1_476_586_800)
        #expect(ISODate(start, in: saoPaulo) == (try ISODate(parsing: "2016-10-16")))
    }

    @Test("locales and calendar identifiers both ways")
    func identifiers() throws {
        let id = try LocaleID(Locale(identifier: "he_IL@calendar=hebrew"))
        #expect(id.identifier == "he-IL-u-ca-hebrew" && id.calendar == .hebrew)
        #expect(Locale(try LocaleID("ar-EG")).identifier(.bcp47) == "ar-EG")
        for calendar in CalendarID.allCases where calendar.isCLDR && calendar != .islamicRgsa {
            let identifier = try #require(Calendar.Identifier(calendar), "\(calendar)")
            #expect(CalendarID(identifier) == calendar)
        }
        // Foundation has neither (swift-foundation's Calendar.Identifier, 2026).
        #expect(Calendar.Identifier(.islamicRgsa) == nil && Calendar.Identifier(.julian) == nil)
        #expect(Calendar.Identifier(.vietnamese) == nil && Calendar.Identifier(.bikramSambat) == nil)
        #expect(Calendar.Identifier(.panchang) == nil)
    }
}
