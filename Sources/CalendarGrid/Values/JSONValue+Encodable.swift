/// A contract value through any `Encoder`: how the `Codable` conformances of ``MonthGrid``,
/// ``Week``, ``DayCell`` and ``SecondaryDate`` encode, so that the JSON contract is
/// described once, by ``JSONRenderer``'s member lists, and `JSONEncoder` writes the same
/// members as `calgrid` (in its own order and spacing).
extension JSONValue: Encodable {
    private struct MemberKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    package func encode(to encoder: any Encoder) throws {
        switch self {
        case let .object(members):
            var container = encoder.container(keyedBy: MemberKey.self)
            for (name, value) in members { try container.encode(value, forKey: MemberKey(stringValue: name)) }
        case let .array(items):
            var container = encoder.unkeyedContainer()
            for item in items { try container.encode(item) }
        case let .string(text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        case let .integer(number):
            var container = encoder.singleValueContainer()
            try container.encode(number)
        case let .number(text):
            var container = encoder.singleValueContainer()
            if let whole = Int(text) { try container.encode(whole) } else { try container.encode(Double(text) ?? 0) }
        case let .bool(flag):
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        }
    }
}
