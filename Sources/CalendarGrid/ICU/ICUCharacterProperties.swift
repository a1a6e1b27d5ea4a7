internal import CICU

/// Unicode character properties from ICU's data, for terminal display width and direction.
enum ICUCharacterProperties {
    /// Columns a terminal gives the code point: 2 for East Asian Wide and Fullwidth,
    /// 0 for nonspacing and enclosing marks, format characters (bidi isolates, ZWJ)
    /// and the medial and final Hangul jamo that combine into a syllable; 1 otherwise
    /// (the rule is `cicu_char_terminal_width`'s, one call for three property lookups).
    static func terminalWidth(of scalar: Unicode.Scalar) -> Int {
        Int(cicu_char_terminal_width(scalar.value))
    }

    /// Whether the code point is strong right-to-left (bidi class R or AL: Hebrew, Arabic).
    static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        cicu_char_is_right_to_left(scalar.value) != 0
    }
}
