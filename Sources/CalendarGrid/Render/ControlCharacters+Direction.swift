extension ControlCharacters {
    /// Whether the text holds a strong right-to-left character (Hebrew, Arabic): a line of
    /// the other direction must isolate it to keep its neighbours in place.
    package static func hasRightToLeft(_ text: String) -> Bool {
        text.unicodeScalars.contains { !$0.isASCII && ICUCharacterProperties.isRightToLeft($0) }
    }
}
