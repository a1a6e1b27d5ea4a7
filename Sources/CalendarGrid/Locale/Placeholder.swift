/// The stand-ins ICU prints where CLDR has no name for a locale in a calendar: root's era
/// names `ERA0`, `ERA1` …, and root's month names `M01` … `M13`, also inside a leap-month
/// pattern (`M02bis`). They never reach a user: ``PatternFormat`` asks ICU for a pattern's
/// era and month fields alone and edits the pattern where one is a stand-in; this finds them.
enum Placeholder {
    /// Whether `text` holds a stand-in anywhere, glued to other text or not
    /// (`ERA12016年13月`, `2024 M01`, `M02bis`).
    static func occurs(in text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        return eraToken(in: scalars) || monthToken(in: scalars)
    }

    /// Whether `text` could hold a stand-in: `ERA` and a digit, or `M` and two digits,
    /// whatever stands beside them. A field's text is part of the whole pattern's text, so
    /// when this is false for the whole, ``occurs(in:)`` is false for each of its fields,
    /// and ``PatternFormat`` need not open formats for the fields alone.
    ///
    /// Read as UTF-8 bytes: every byte of a stand-in is ASCII, and an ASCII byte in UTF-8
    /// is always that character, so neighbouring bytes are neighbouring characters here.
    static func mayOccur(in text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            func isDigit(_ index: Int) -> Bool { index < bytes.count && (0x30...0x39).contains(bytes[index]) }
            for index in bytes.indices {
                if bytes[index] == UInt8(ascii: "M"), isDigit(index + 1), isDigit(index + 2) { return true }
                if bytes[index] == UInt8(ascii: "E"), index + 3 < bytes.count, bytes[index + 1] == UInt8(ascii: "R"),
                    bytes[index + 2] == UInt8(ascii: "A"), isDigit(index + 3)
                {
                    return true
                }
            }
            return false
        }
    }

    private static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// `M` and two ASCII digits, not after another ASCII letter and not before a third digit.
    private static func monthToken(in scalars: [Unicode.Scalar]) -> Bool {
        var index = 0
        while index + 2 < scalars.count {
            if scalars[index] == "M", isASCIIDigit(scalars[index + 1]), isASCIIDigit(scalars[index + 2]),
                index == 0 || !isASCIILetter(scalars[index - 1]),
                index + 3 == scalars.count || !isASCIIDigit(scalars[index + 3])
            {
                return true
            }
            index += 1
        }
        return false
    }

    /// `ERA` and an ASCII digit, not after another ASCII letter.
    private static func eraToken(in scalars: [Unicode.Scalar]) -> Bool {
        var index = 0
        while index + 3 < scalars.count {
            if scalars[index] == "E", scalars[index + 1] == "R", scalars[index + 2] == "A",
                isASCIIDigit(scalars[index + 3]), index == 0 || !isASCIILetter(scalars[index - 1])
            {
                return true
            }
            index += 1
        }
        return false
    }
}
