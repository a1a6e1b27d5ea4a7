/// How many terminal columns text occupies, from ICU's Unicode properties: East Asian
/// Wide and Fullwidth characters count 2, combining marks and format characters 0.
///
/// ```swift
/// DisplayWidth.of("12")     // 2
/// DisplayWidth.of("周一")    // 4
/// DisplayWidth.of("ก่")      // 1 (THAI CHARACTER KO KAI + MAI EK, a combining mark)
/// ```
public enum DisplayWidth {
    /// The columns a text takes on a terminal (East Asian wide characters 2, marks 0).
    public static func of(_ text: String) -> Int {
        var width = 0
        for scalar in text.unicodeScalars {
            width +=
                scalar.isASCII
                ? (scalar.value >= 0x20 && scalar.value != 0x7F ? 1 : 0)
                : ICUCharacterProperties.terminalWidth(of: scalar)
        }
        return width
    }

    /// `text` padded with spaces on the left to `width` columns.
    static func padLeft(_ text: String, to width: Int) -> String {
        String(repeating: " ", count: max(0, width - of(text))) + text
    }

    /// `text` padded with spaces on the right to `width` columns.
    static func padRight(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - of(text)))
    }

    /// `text` centred in `width` columns (an odd space goes to the right, as `cal` does).
    static func center(_ text: String, in width: Int) -> String {
        let free = max(0, width - of(text))
        return String(repeating: " ", count: free / 2) + text + String(repeating: " ", count: free - free / 2)
    }
}
