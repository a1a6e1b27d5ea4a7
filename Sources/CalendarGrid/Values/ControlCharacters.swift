/// The characters of a file's text that would act rather than show: on a terminal, C0 and
/// C1 controls and DEL start escape sequences, move the cursor or break lines; anywhere,
/// the bidirectional formatting characters (Unicode's Bidi_Control: marks, embeddings,
/// overrides, isolates) reorder the rest of the line, and U+2028/U+2029 break it. Text from
/// a file is data: each renderer writes these as its format requires (``visible(_:)`` for
/// terminals, `\u001b` in JSON; HTML shows C0 and C1 controls as ``visible(_:)`` writes
/// them, which its text may not hold, and keeps bidi characters inside a `<bdi>`).
package enum ControlCharacters {
    /// C0, DEL, C1.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }

    /// U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069, and U+2028, U+2029.
    package static func isFormatting(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
        default: false
        }
    }

    /// `text` with every scalar for which `escapes` holds written as `\u{1B}`.
    package static func visible(
        _ text: String, escaping escapes: (Unicode.Scalar) -> Bool = { isControl($0) || isFormatting($0) }
    ) -> String {
        guard text.unicodeScalars.contains(where: escapes) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if escapes(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Bytes as text, each byte that is not part of valid UTF-8 written as `\x{FF}`: an
    /// argument, a variable or a file's line shows what it holds, where a decoder's U+FFFD
    /// would hide which bytes they were (and `Caf\x{E9}` says the file is Latin-1).
    package static func text(utf8 bytes: some Sequence<UInt8>) -> String {
        var result = ""
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var raw = iterator
        while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar):
                result.unicodeScalars.append(scalar)
                raw = iterator
            case .emptyInput:
                return result
            case .error:
                // The decoder skipped at least one byte; show the first of them, then
                // decode again from the byte after it.
                if let byte = raw.next() { result += "\\x{" + String(byte, radix: 16, uppercase: true) + "}" }
                iterator = raw
                decoder = UTF8()
            }
        }
    }
}
