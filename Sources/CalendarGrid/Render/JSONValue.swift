/// A JSON value with ordered object members, so that the same grid always serializes
/// to the same bytes.
enum JSONValue: Sendable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case integer(Int)
    case bool(Bool)

    /// Serialized with two-space indentation; an object or array whose members are all
    /// scalars (or scalar arrays) stays on one line, so a day cell is one line.
    func serialized(indent: Int = 0) -> String {
        var output = ""
        write(to: &output, indent: indent)
        return output
    }

    private var isFlat: Bool {
        switch self {
        case let .object(members): members.allSatisfy { $0.1.isScalar || $0.1.isScalarArray }
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

    private func write(to output: inout String, indent: Int) {
        switch self {
        case let .string(text): JSONValue.writeString(text, to: &output)
        case let .integer(number): output += String(number)
        case let .bool(flag): output += flag ? "true" : "false"
        case let .array(items):
            if isFlat {
                output += "["
                for (index, item) in items.enumerated() {
                    if index > 0 { output += ", " }
                    item.write(to: &output, indent: indent)
                }
                output += "]"
            } else {
                let inner = String(repeating: " ", count: indent + 2)
                output += "[\n"
                for (index, item) in items.enumerated() {
                    output += inner
                    item.write(to: &output, indent: indent + 2)
                    output += index < items.count - 1 ? ",\n" : "\n"
                }
                output += String(repeating: " ", count: indent) + "]"
            }
        case let .object(members):
            if isFlat {
                output += "{"
                for (index, (key, value)) in members.enumerated() {
                    if index > 0 { output += ", " }
                    JSONValue.writeString(key, to: &output)
                    output += ": "
                    value.write(to: &output, indent: indent)
                }
                output += "}"
            } else {
                let inner = String(repeating: " ", count: indent + 2)
                output += "{\n"
                for (index, (key, value)) in members.enumerated() {
                    output += inner
                    JSONValue.writeString(key, to: &output)
                    output += ": "
                    value.write(to: &output, indent: indent + 2)
                    output += index < members.count - 1 ? ",\n" : "\n"
                }
                output += String(repeating: " ", count: indent) + "}"
            }
        }
    }

    /// RFC 8259 string escaping: quote, backslash and control characters; everything
    /// else as UTF-8, so names stay readable.
    private static func writeString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
