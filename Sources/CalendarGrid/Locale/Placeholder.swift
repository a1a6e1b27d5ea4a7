/// The stand-ins ICU prints where CLDR has no data for a locale in a calendar, found
/// and replaced in one place, so that none reaches a user:
/// - month names `M01` … `M13` (root's names), also inside a leap-month pattern
///   (`M02bis`): replaced by the month's number in the locale's digits (`2bis`);
/// - era names `ERA0`, `ERA1` … (root's names): dropped, with the space before them
///   (`Meskerem 2017 ERA1` → `Meskerem 2017`), since the locale names no era there.
enum Placeholder {
    /// Whether `text` holds a placeholder month or era name.
    static func occurs(in text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        return monthToken(in: scalars, from: 0) != nil || eraToken(in: scalars, from: 0) != nil
    }

    /// `text` with every placeholder replaced; `number` writes a month number in the
    /// locale's digits.
    static func replaced(in text: String, number: (Int) -> String) -> String {
        guard occurs(in: text) else { return text }
        var scalars = Array(text.unicodeScalars)
        var start = 0
        while let token = monthToken(in: scalars, from: start) {
            let value = Int(String(String.UnicodeScalarView(scalars[(token.lowerBound + 1)..<token.upperBound]))) ?? 0
            let replacement = Array(number(value).unicodeScalars)
            scalars.replaceSubrange(token, with: replacement)
            start = token.lowerBound + replacement.count
        }
        while let token = eraToken(in: scalars, from: 0) {
            var range = token
            if range.lowerBound > 0, scalars[range.lowerBound - 1] == " " {
                range = (range.lowerBound - 1)..<range.upperBound
            } else if range.upperBound < scalars.count, scalars[range.upperBound] == " " {
                range = range.lowerBound..<(range.upperBound + 1)
            }
            scalars.removeSubrange(range)
        }
        return String(String.UnicodeScalarView(scalars))
    }

    private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    private static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    /// `M` and two ASCII digits, not inside a word or a longer number.
    private static func monthToken(in scalars: [Unicode.Scalar], from start: Int) -> Range<Int>? {
        var index = start
        while index + 2 < scalars.count {
            if scalars[index] == "M", isASCIIDigit(scalars[index + 1]), isASCIIDigit(scalars[index + 2]),
                index == 0 || !isLetterOrDigit(scalars[index - 1]),
                index + 3 == scalars.count || !isASCIIDigit(scalars[index + 3])
            {
                return index..<(index + 3)
            }
            index += 1
        }
        return nil
    }

    /// `ERA` and one or more ASCII digits, as a word of its own.
    private static func eraToken(in scalars: [Unicode.Scalar], from start: Int) -> Range<Int>? {
        var index = start
        while index + 3 < scalars.count {
            if scalars[index] == "E", scalars[index + 1] == "R", scalars[index + 2] == "A",
                isASCIIDigit(scalars[index + 3]),
                index == 0 || !isLetterOrDigit(scalars[index - 1])
            {
                var end = index + 4
                while end < scalars.count, isASCIIDigit(scalars[end]) { end += 1 }
                if end == scalars.count || !isLetterOrDigit(scalars[end]) { return index..<end }
            }
            index += 1
        }
        return nil
    }
}
