internal import CICU

/// Unicode character properties from ICU's data, for terminal display width.
enum ICUCharacterProperties {
    /// Columns a terminal gives the code point: 2 for East Asian Wide and Fullwidth,
    /// 0 for nonspacing and enclosing marks, format characters (bidi isolates, ZWJ)
    /// and the medial and final Hangul jamo that combine into a syllable; 1 otherwise
    /// (the rule is `cicu_char_terminal_width`'s, one call for three property lookups).
    static func terminalWidth(of scalar: Unicode.Scalar) -> Int {
        Int(cicu_char_terminal_width(scalar.value))
    }
}
