/// Text that is safe to print on a terminal as one line: what calgrid echoes of a user's
/// input in an error.
package enum TerminalText {
    /// `text` with every control character (C0, DEL, C1: escape sequences, newlines, tabs)
    /// and every bidirectional formatting character (which would reorder the rest of the
    /// line) written as `\u{1B}`. Invalid UTF-8 in arguments and the environment has
    /// already become U+FFFD (Swift repairs it when it reads them).
    package static func escaped(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true  // C0, DEL, C1
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true  // bidi controls
        default: false
        }
    }
}
