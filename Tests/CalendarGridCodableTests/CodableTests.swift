import CalendarGrid
import Foundation
import Testing

/// Any JSON value, read with JSONDecoder, to compare two documents member by member.
enum JSON: Decodable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSON].self))
        }
    }

    subscript(key: String) -> JSON? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    subscript(index: Int) -> JSON? {
        if case .array(let elements) = self, elements.indices.contains(index) { return elements[index] }
        return nil
    }

    var members: [String: JSON] {
        if case .object(let members) = self { return members }
        return [:]
    }
}

/// The value types through Foundation's JSONEncoder and JSONDecoder, in a module that
/// imports all of Foundation beside CalendarGrid as apps do (Foundation carries its own ICU;
/// CalendarGrid's C boundary keeps the system ICU's types out of sight): the members have the JSON contract's names and values
/// (compared with what JSONRenderer writes for the same grid), and what is written reads
/// back equal.
@Suite("Codable: the contract's names, and round trips")
struct CodableTests {
    static func json(_ data: Data) throws -> JSON { try JSONDecoder().decode(JSON.self, from: data) }

    /// Every member JSONRenderer writes for the month (its weeks and day cells included) is
    /// in the encoded grid with the same value, and so are the locale members a grid needs.
    static func expectContractMembers(_ grid: MonthGrid, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let rendered = try json(Data(JSONRenderer().render([grid]).utf8))
        let month = try #require(rendered["months"]?[0])
        let encoded = try json(JSONEncoder().encode(grid))
        #expect(month.members.count >= 14, sourceLocation: sourceLocation)
        for (key, value) in month.members where key != "weeks" {
            #expect(encoded[key] == value, "month member \(key)", sourceLocation: sourceLocation)
        }
        // Cell by cell, so that a difference names the day and the member.
        for row in 0..<grid.weeks.count {
            #expect(encoded["weeks"]?[row]?["weekOfYear"] == month["weeks"]?[row]?["weekOfYear"])
            for column in 0..<7 {
                let cell = try #require(month["weeks"]?[row]?["days"]?[column], sourceLocation: sourceLocation)
                let written = encoded["weeks"]?[row]?["days"]?[column]
                for (key, value) in cell.members {
                    #expect(
                        written?[key] == value, "\(grid.weeks[row].days[column].iso) \(key)",
                        sourceLocation: sourceLocation)
                }
                #expect(written?.members.count == cell.members.count, sourceLocation: sourceLocation)
            }
        }
        #expect(encoded["weeks"]?[grid.weeks.count] == nil, sourceLocation: sourceLocation)
        for key in ["locale", "calendar", "secondaryCalendars", "hijriOffset"] {
            #expect(encoded[key] != nil && encoded[key] == rendered[key], "\(key)", sourceLocation: sourceLocation)
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
        struct Row: Encodable {
            let weekOfYear: Int
            let days: [DayCell]
        }
        let sixDays = try JSONEncoder().encode(Row(weekOfYear: 36, days: Array(grid.weeks[0].days.prefix(6))))
        let gap = try JSONEncoder().encode(
            Row(weekOfYear: 36, days: grid.weeks[0].days.prefix(6) + [grid.weeks[1].days[1]]))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Week.self, from: gap) }
        #expect(try JSONDecoder().decode(Week.self, from: JSONEncoder().encode(grid.weeks[0])) == grid.weeks[0])
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
        let written = try Self.json(JSONEncoder().encode(refused))
        #expect(written["refusal"] == .string("disabled") && written["date"] == .string("2024-09-18"))
        let change = try #require(changed.changes.first)
        let members = try Self.json(JSONEncoder().encode(change))
        #expect(members["new"]?["selected"] == .bool(true) && members["old"]?["selected"] == .bool(false))
        // Marks have the JSON cells' names.
        let marks = try Self.json(JSONEncoder().encode(selection.marks(for: try ISODate(parsing: "2024-09-17"))))
        #expect(Set(marks.members.keys) == ["enabled", "selected"])
    }

    @Test("bounds keep their working-day regions as codes; an unknown code fails decoding")
    func workingDayBounds() throws {
        var bounds = SelectionBounds(noPast: true)
        bounds.workingDaysOf = [try HolidayCalendar(region: "JP"), try HolidayCalendar(region: "US-CA")]
        let data = try JSONEncoder().encode(bounds)
        #expect(try Self.json(data)["workingDaysOf"] == .array([.string("JP"), .string("US-CA")]))
        let decoded = try JSONDecoder().decode(SelectionBounds.self, from: data)
        #expect(decoded == bounds && decoded.workingDaysOf.map(\.region) == ["JP", "US-CA"])
        // 6 May 2019 was Japan's substitute holiday (Cabinet Office): refused after decoding too.
        let today = try ISODate(parsing: "2019-01-01")
        #expect(!decoded.allows(try ISODate(parsing: "2019-05-06"), today: today))
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(SelectionBounds.self, from: Data(#"{"workingDaysOf": ["XX"]}"#.utf8))
        }
    }
}
