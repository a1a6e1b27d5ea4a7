extension JSONValue: Equatable {
    /// The deepest nesting ``parse(_:)`` reads; deeper input is refused, so that hostile
    /// input cannot exhaust the stack.
    package static let maximumDepth = 64

    /// What is wrong with a text ``parse(_:)`` refuses, and where.
    package struct SyntaxError: Error, Equatable {
        package let message: String
        /// 1-based line and column of the offending byte.
        package let line: Int
        package let column: Int
    }

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case let (.object(a), .object(b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case let (.array(a), .array(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.integer(a), .integer(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.bool(a), .bool(b)): a == b
        case (.null, .null): true
        default: false
        }
    }

    /// The value as a person reads it in a cell: a string as itself, anything else as
    /// compact JSON (`{"room": 12}`).
    package var displayText: String {
        switch self {
        case let .string(text): text
        default: compactJSON
        }
    }

    private var compactJSON: String {
        switch self {
        case let .object(members):
            "{" + members.map { JSONValue.quoted($0.0) + ": " + $0.1.compactJSON }.joined(separator: ", ") + "}"
        case let .array(items): "[" + items.map(\.compactJSON).joined(separator: ", ") + "]"
        case let .string(text): JSONValue.quoted(text)
        case let .integer(number): String(number)
        case let .number(text): text
        case let .bool(flag): flag ? "true" : "false"
        case .null: "null"
        }
    }

    /// The member `key` of an object, or `nil`.
    package subscript(key: String) -> JSONValue? {
        if case let .object(members) = self { return members.first { $0.0 == key }?.1 }
        return nil
    }

    /// The JSON value of UTF-8 bytes (RFC 8259), read strictly: no comments, no trailing
    /// commas, no leading zeros; invalid UTF-8 and lone surrogates are errors, not repaired
    /// text; nesting deeper than ``maximumDepth`` is refused.
    package static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        var parser = Parser(bytes: bytes)
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0

        func error(_ message: String) -> SyntaxError {
            var line = 1
            var column = 1
            for byte in bytes[0..<min(index, bytes.count)] {
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
            return SyntaxError(message: message, line: line, column: column)
        }

        mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        mutating func value(depth: Int) throws(SyntaxError) -> JSONValue {
            guard depth < JSONValue.maximumDepth else {
                throw error("nesting deeper than \(JSONValue.maximumDepth) levels")
            }
            guard index < bytes.count else { throw error("the text ends where a value should be") }
            switch bytes[index] {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"):
                try literal("true")
                return .bool(true)
            case UInt8(ascii: "f"):
                try literal("false")
                return .bool(false)
            case UInt8(ascii: "n"):
                try literal("null")
                return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
            default: throw error("unexpected character")
            }
        }

        mutating func literal(_ word: String) throws(SyntaxError) {
            let expected = Array(word.utf8)
            guard bytes.count - index >= expected.count, Array(bytes[index..<(index + expected.count)]) == expected
            else {
                throw error("unexpected character")
            }
            index += expected.count
        }

        mutating func object(depth: Int) throws(SyntaxError) -> JSONValue {
            index += 1
            var members: [(String, JSONValue)] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                    throw error("expected a member name in quotes")
                }
                let keyStart = index
                let key = try string()
                if members.contains(where: { $0.0 == key }) {
                    index = keyStart
                    throw error("the member name \"\(key)\" appears twice in one object")
                }
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':'") }
                index += 1
                skipWhitespace()
                members.append((key, try value(depth: depth + 1)))
                skipWhitespace()
                guard index < bytes.count else { throw error("the text ends inside an object") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .object(members)
                }
                throw error("expected ',' or '}'")
            }
        }

        mutating func array(depth: Int) throws(SyntaxError) -> JSONValue {
            index += 1
            var items: [JSONValue] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            }
            while true {
                skipWhitespace()
                items.append(try value(depth: depth + 1))
                skipWhitespace()
                guard index < bytes.count else { throw error("the text ends inside an array") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                if bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return .array(items)
                }
                throw error("expected ',' or ']'")
            }
        }

        mutating func string() throws(SyntaxError) -> String {
            index += 1
            var units: [UInt16] = []
            var utf8: [UInt8] = []
            // Invalid UTF-8 and lone surrogates are errors, not silently repaired text.
            func flush() throws(SyntaxError) {
                guard !utf8.isEmpty else { return }
                var decoder = UTF8()
                var iterator = utf8.makeIterator()
                decoding: while true {
                    switch decoder.decode(&iterator) {
                    case let .scalarValue(scalar): units += Array(String(scalar).utf16)
                    case .emptyInput: break decoding
                    case .error: throw error("a string is not valid UTF-8")
                    }
                }
                utf8.removeAll()
            }
            func hasLoneSurrogate() -> Bool {
                var position = 0
                while position < units.count {
                    let unit = units[position]
                    if UTF16.isLeadSurrogate(unit) {
                        guard position + 1 < units.count, UTF16.isTrailSurrogate(units[position + 1]) else {
                            return true
                        }
                        position += 2
                    } else if UTF16.isTrailSurrogate(unit) {
                        return true
                    } else {
                        position += 1
                    }
                }
                return false
            }
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    try flush()
                    if hasLoneSurrogate() {
                        throw error("a string has a lone surrogate (\\uD800–\\uDFFF without its pair)")
                    }
                    return String(decoding: units, as: UTF16.self)
                case UInt8(ascii: "\\"):
                    try flush()
                    guard index + 1 < bytes.count else { throw error("the text ends inside a string") }
                    let escape = bytes[index + 1]
                    index += 2
                    switch escape {
                    case UInt8(ascii: "\""): units.append(0x22)
                    case UInt8(ascii: "\\"): units.append(0x5C)
                    case UInt8(ascii: "/"): units.append(0x2F)
                    case UInt8(ascii: "b"): units.append(0x08)
                    case UInt8(ascii: "f"): units.append(0x0C)
                    case UInt8(ascii: "n"): units.append(0x0A)
                    case UInt8(ascii: "r"): units.append(0x0D)
                    case UInt8(ascii: "t"): units.append(0x09)
                    case UInt8(ascii: "u"):
                        guard index + 4 <= bytes.count,
                            let unit = UInt16(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16)
                        else {
                            throw error("\\u needs four hex digits")
                        }
                        units.append(unit)
                        index += 4
                    default: throw error("unknown escape")
                    }
                case 0..<0x20:
                    throw error("a control character inside a string")
                default:
                    utf8.append(byte)
                    index += 1
                }
            }
            throw error("the text ends inside a string")
        }

        mutating func number() throws(SyntaxError) -> String {
            let start = index
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            func digits() -> Int {
                let from = index
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
                return index - from
            }
            let integerStart = index
            let integerDigits = digits()
            guard integerDigits > 0 else { throw error("a number needs digits") }
            if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
                throw error("a number may not start with 0")
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { throw error("a fraction needs digits") }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                    index += 1
                }
                guard digits() > 0 else { throw error("an exponent needs digits") }
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
    }
}
