/// A JSON value with ordered object members, so that the same grid always serializes
/// to the same bytes: the one JSON tree of the package, which the renderers write and
/// calgrid's files are read into (``parse(_:)``).
package enum JSONValue: Sendable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case integer(Int)
    /// A number as a file wrote it (`-1.5e3`), kept as text so that nothing is rounded.
    case number(String)
    case bool(Bool)
    case null

    /// Serialized with two-space indentation; an object or array whose members are all
    /// scalars, scalar arrays or arrays of such objects stays on one line, so a day cell
    /// (with its secondary dates) is one line.
    func serialized(indent: Int = 0) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        write(to: &output, indent: indent)
        return String(decoding: output, as: UTF8.self)
    }

    private var isFlat: Bool {
        switch self {
        case let .object(members):
            members.allSatisfy { $0.1.isScalar || $0.1.isScalarArray || $0.1.isArrayOfScalarObjects }
        case .array: isScalarArray
        default: true
        }
    }

    private var isScalar: Bool {
        switch self {
        case .object, .array: false
        default: true
        }
    }

    private var isScalarArray: Bool {
        if case let .array(items) = self { return items.allSatisfy(\.isScalar) }
        return false
    }

    private var isArrayOfScalarObjects: Bool {
        guard case let .array(items) = self else { return false }
        return items.allSatisfy { item in
            if case let .object(members) = item { return members.allSatisfy { $0.1.isScalar } }
            return false
        }
    }

    // Bytes, not String appends: the bulk renderer spends its time here.
    private func write(to output: inout [UInt8], indent: Int, inline: Bool = false) {
        switch self {
        case let .string(text): JSONValue.writeString(text, to: &output)
        case let .integer(number): output.append(contentsOf: String(number).utf8)
        case let .number(text): output.append(contentsOf: text.utf8)
        case .null: output.append(contentsOf: "null".utf8)
        case let .bool(flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case let .array(items):
            if inline || isFlat {
                output.append(UInt8(ascii: "["))
                for (index, item) in items.enumerated() {
                    if index > 0 {
                        output.append(UInt8(ascii: ","))
                        output.append(UInt8(ascii: " "))
                    }
                    item.write(to: &output, indent: indent, inline: true)
                }
                output.append(UInt8(ascii: "]"))
            } else {
                output.append(UInt8(ascii: "["))
                output.append(UInt8(ascii: "\n"))
                for (index, item) in items.enumerated() {
                    JSONValue.writeIndent(indent + 2, to: &output)
                    item.write(to: &output, indent: indent + 2)
                    if index < items.count - 1 { output.append(UInt8(ascii: ",")) }
                    output.append(UInt8(ascii: "\n"))
                }
                JSONValue.writeIndent(indent, to: &output)
                output.append(UInt8(ascii: "]"))
            }
        case let .object(members):
            if inline || isFlat {
                output.append(UInt8(ascii: "{"))
                for (index, (key, value)) in members.enumerated() {
                    if index > 0 {
                        output.append(UInt8(ascii: ","))
                        output.append(UInt8(ascii: " "))
                    }
                    JSONValue.writeString(key, to: &output)
                    output.append(UInt8(ascii: ":"))
                    output.append(UInt8(ascii: " "))
                    value.write(to: &output, indent: indent, inline: true)
                }
                output.append(UInt8(ascii: "}"))
            } else {
                output.append(UInt8(ascii: "{"))
                output.append(UInt8(ascii: "\n"))
                for (index, (key, value)) in members.enumerated() {
                    JSONValue.writeIndent(indent + 2, to: &output)
                    JSONValue.writeString(key, to: &output)
                    output.append(UInt8(ascii: ":"))
                    output.append(UInt8(ascii: " "))
                    value.write(to: &output, indent: indent + 2)
                    if index < members.count - 1 { output.append(UInt8(ascii: ",")) }
                    output.append(UInt8(ascii: "\n"))
                }
                JSONValue.writeIndent(indent, to: &output)
                output.append(UInt8(ascii: "}"))
            }
        }
    }

    private static func writeIndent(_ count: Int, to output: inout [UInt8]) {
        for _ in 0..<count { output.append(UInt8(ascii: " ")) }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// A string as a JSON string literal, quotes included: the one escaper of the package,
    /// for what the renderers write and for what calgrid shows of a file's JSON.
    package static func quoted(_ text: String) -> String {
        var output: [UInt8] = []
        writeString(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// RFC 8259 string escaping: quote, backslash and control characters, and (as `\u`
    /// escapes, the same string to a reader) DEL, C1 and the bidi formatting characters
    /// (``ControlCharacters``); everything else as UTF-8, so names stay readable.
    private static func writeString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        let hex = hexDigits
        func escape(_ value: UInt32) {
            output.append(contentsOf: Array("\\u".utf8))
            for shift in [12, 8, 4, 0] { output.append(hex[Int(value >> UInt32(shift) & 0xF)]) }
        }
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22, 0x5C:
                output.append(UInt8(ascii: "\\"))
                output.append(UInt8(scalar.value))
            case 0x0A:
                output.append(contentsOf: Array("\\n".utf8))
            case 0x0D:
                output.append(contentsOf: Array("\\r".utf8))
            case 0x09:
                output.append(contentsOf: Array("\\t".utf8))
            case 0x20..<0x7F:
                output.append(UInt8(scalar.value))
            default:
                // Controls and bidi formatting characters as \u escapes: the same string to a
                // JSON reader, never an escape sequence or a reordering to a terminal.
                if ControlCharacters.isControl(scalar) || ControlCharacters.isFormatting(scalar) {
                    escape(scalar.value)
                } else if let encoded = UTF8.encode(scalar) {
                    output.append(contentsOf: encoded)
                }
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
