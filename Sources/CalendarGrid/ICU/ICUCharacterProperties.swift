internal import CICU

/// Unicode character properties from ICU's data, for terminal display width.
enum ICUCharacterProperties {
    /// Columns a terminal gives the code point: 2 for East Asian Wide and Fullwidth,
    /// 0 for nonspacing and enclosing marks, format characters (bidi isolates, ZWJ)
    /// and the medial and final Hangul jamo that combine into a syllable; 1 otherwise.
    static func terminalWidth(of scalar: Unicode.Scalar) -> Int {
        let codePoint = UChar32(bitPattern: scalar.value)
        switch UInt32(cicu_u_getIntPropertyValue(codePoint, UCHAR_GENERAL_CATEGORY)) {
        case U_NON_SPACING_MARK.rawValue, U_ENCLOSING_MARK.rawValue, U_FORMAT_CHAR.rawValue, U_CONTROL_CHAR.rawValue:
            return 0
        default: break
        }
        switch UInt32(cicu_u_getIntPropertyValue(codePoint, UCHAR_HANGUL_SYLLABLE_TYPE)) {
        case U_HST_VOWEL_JAMO.rawValue, U_HST_TRAILING_JAMO.rawValue: return 0
        default: break
        }
        switch UInt32(cicu_u_getIntPropertyValue(codePoint, UCHAR_EAST_ASIAN_WIDTH)) {
        case U_EA_WIDE.rawValue, U_EA_FULLWIDTH.rawValue: return 2
        default: return 1
        }
    }
}
