import CalendarGrid
import Foundation
import Testing

/// The value types through Foundation's JSONEncoder and JSONDecoder: the members have the
/// JSON contract's names and values (compared with what JSONRenderer writes for the same
/// grid), and what is written reads back equal.
@Suite("Codable: the contract's names, and round trips")
struct CodableTests {
    static func object(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// Every member JSONRenderer writes for the month (and, in each day cell, for the day)
    /// is in the encoded grid with the same value.
    static func expectContractMembers(_ grid: MonthGrid, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let rendered = try object(Data(JSONRenderer().render([grid]).utf8))
        let month = try #require((rendered["months"] as? [[String: Any]])?.first)
        let encoded = try object(JSONEncoder().encode(grid))
        for (key, value) in month where key != "weeks" {
            #expect(
                encoded[key].map { NSDictionary(dictionary: [key: $0]) } == NSDictionary(dictionary: [key: value]),
                "month member \(key)", sourceLocation: sourceLocation)
        }
        let renderedWeeks = try #require(month["weeks"] as? [[String: Any]])
        let encodedWeeks = try #require(encoded["weeks"] as? [[String: Any]])
        #expect(NSArray(array: renderedWeeks) == NSArray(array: encodedWeeks), "weeks", sourceLocation: sourceLocation)
        // The profile's members that let the grid be read back have the top-level names.
        for key in ["locale", "calendar", "secondaryCalendars", "hijriOffset"] {
            #expect(
                encoded[key].map { NSDictionary(dictionary: [key: $0]) }
                    == (rendered[key]).map { NSDictionary(dictionary: [key: $0]) }, "\(key)",
                sourceLocation: sourceLocation)
        }
    }

    @Test(
        "a grid encodes as JSONRenderer writes its month, and decodes equal",
        arguments: [
            ("he-IL-u-ca-hebrew", "5784-M05L", [CalendarID]()),  // Adar I, Hebrew numerals
            ("zh-CN", "2024-M09", [CalendarID.chinese]),  // a secondary calendar, solar terms
            ("ar-EG", "2024-M09", [CalendarID]()),  // Arabic-Indic digits, RTL
            ("ja-JP-u-ca-japanese", "1-M05", [CalendarID]()),  // Reiwa 1
            ("ko-KR-u-ca-dangi", "2023-M02L", [CalendarID.gregorian]),  // a leap month, a cycle year
        ])
    func grids(_ locale: String, _ month: String, _ secondary: [CalendarID]) throws {
        let builder = try GridBuilder(locale: LocaleID(locale), secondaryCalendars: secondary)
        let grid = try builder.month(MonthAddress(parsing: month))
        try Self.expectContractMembers(grid)
        let decoded = try JSONDecoder().decode(MonthGrid.self, from: JSONEncoder().encode(grid))
        #expect(decoded == grid)
        #expect(decoded.hashValue == grid.hashValue)
        #expect(decoded.id == grid.id && decoded.firstDay == grid.firstDay && decoded.lastDay == grid.lastDay)
        #expect(decoded.cells.map(\.secondary) == grid.cells.map(\.secondary))
    }

    @Test("strings: dates, month codes, addresses, locales, calendars; weekdays are numbers")
    func scalars() throws {
        let encoder = JSONEncoder()
        let date = try ISODate(parsing: "2024-09-17")
        #expect(String(decoding: try encoder.encode([date]), as: UTF8.self) == #"["2024-09-17"]"#)
        let code = try #require(MonthCode("M05L"))
        #expect(String(decoding: try encoder.encode([code]), as: UTF8.self) == #"["M05L"]"#)
        let address = try MonthAddress(parsing: "5784-M05L")
        #expect(String(decoding: try encoder.encode([address]), as: UTF8.self) == #"["5784-M05L"]"#)
        let locale = try LocaleID("he_IL@calendar=hebrew")
        #expect(String(decoding: try encoder.encode([locale]), as: UTF8.self) == #"["he-IL-u-ca-hebrew"]"#)
        #expect(
            String(decoding: try encoder.encode([CalendarID.ethiopicAmeteAlem]), as: UTF8.self)
                == #"["ethiopic-amete-alem"]"#)
        // The contract's weekday numbers: 1 = Sunday … 7 = Saturday.
        #expect(String(decoding: try encoder.encode([Weekday.saturday]), as: UTF8.self) == "[7]")
        #expect(String(decoding: try encoder.encode([Overflow.constrain]), as: UTF8.self) == #"["constrain"]"#)
        let decoder = JSONDecoder()
        #expect(
            try decoder.decode([ISODate].self, from: Data(#"["2024-02-29"]"#.utf8)) == [
                try ISODate(parsing: "2024-02-29")
            ])
        #expect(
            try decoder.decode([MonthAddress].self, from: Data(#"["2024-9"]"#.utf8)) == [
                MonthAddress(year: 2024, ordinal: 9)
            ])
        #expect(try decoder.decode([LocaleID].self, from: Data(#"["ar-EG"]"#.utf8)) == [try LocaleID("ar-EG")])
    }

    @Test("a bad value fails decoding with the parser's message naming it")
    func refusals() throws {
        let decoder = JSONDecoder()
        for (json, type, fragment) in [
            (#"["2023-02-29"]"#, "date", "2023-02-29"),
            (#"["M14"]"#, "code", "M14"),
            (#"["2024-M14"]"#, "address", "2024-M14"),  // M13 is a month code (Coptic, Ethiopic)
            (#"["xx-YY"]"#, "locale", "xx"),
        ] {
            do {
                switch type {
                case "date": _ = try decoder.decode([ISODate].self, from: Data(json.utf8))
                case "code": _ = try decoder.decode([MonthCode].self, from: Data(json.utf8))
                case "address": _ = try decoder.decode([MonthAddress].self, from: Data(json.utf8))
                default: _ = try decoder.decode([LocaleID].self, from: Data(json.utf8))
                }
                Issue.record("\(json) decoded")
            } catch let DecodingError.dataCorrupted(context) {
                #expect(context.debugDescription.contains(fragment), "\(context.debugDescription)")
            }
        }
        // A week must have seven consecutive days.
        let grid = try GridBuilder(locale: LocaleID("en-US")).month(MonthAddress(parsing: "2024-M09"))
        var week = try Self.object(JSONEncoder().encode(grid.weeks[0]))
        let days = try #require(week["days"] as? [Any])
        week["days"] = Array(days.prefix(6))
        let sixDays = try JSONSerialization.data(withJSONObject: week)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Week.self, from: sixDays) }
    }

    @Test("selection values: items as calgrid pick reads them, changes and events round trip")
    func selection() throws {
        let decoder = JSONDecoder()
        // The --items file's form: enabled defaults to true, selected to false.
        let items = try decoder.decode(
            [DateItem<[String: Int]>].self,
            from: Data(
                """
                [{"date": "2024-09-17", "payload": {"room": 12}}, {"date": "2024-09-18", "enabled": false}]
                """.utf8))
        #expect(items.map(\.isEnabled) == [true, false] && items.map(\.isSelected) == [false, false])
        #expect(items[0].payload == ["room": 12] && items[1].payload == nil)
        let selection = try DateSelection(items: items, mode: .multiple, today: ISODate(parsing: "2024-09-01"))
        let changed = selection.toggle(try ISODate(parsing: "2024-09-17"))
        let refused = selection.toggle(try ISODate(parsing: "2024-09-18"))
        for event in [changed, refused] {
            let data = try JSONEncoder().encode(event)
            #expect(try decoder.decode(SelectionEvent<[String: Int]>.self, from: data) == event)
        }
        let written = try Self.object(JSONEncoder().encode(refused))
        #expect(written["refusal"] as? String == "disabled" && written["date"] as? String == "2024-09-18")
        let change = try #require(changed.changes.first)
        let members = try Self.object(JSONEncoder().encode(change))
        #expect((members["new"] as? [String: Any])?["selected"] as? Bool == true)
        #expect((members["old"] as? [String: Any])?["selected"] as? Bool == false)
        // Marks have the JSON cells' names.
        let marks = try Self.object(JSONEncoder().encode(selection.marks(for: try ISODate(parsing: "2024-09-17"))))
        #expect(Set(marks.keys) == ["enabled", "selected"])
    }
}
