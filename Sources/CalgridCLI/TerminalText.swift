import CalendarGrid

/// Text that is safe to print on a terminal as one line: what calgrid echoes of a user's
/// input in an error.
package enum TerminalText {
    /// `text` with every control character (C0, DEL, C1: escape sequences, newlines, tabs)
    /// and every bidirectional formatting character (which would reorder the rest of the
    /// line) written as `\u{1B}`. Invalid UTF-8 in arguments and the environment has
    /// already become U+FFFD (Swift repairs it when it reads them).
    package static func escaped(_ text: String) -> String {
        ControlCharacters.visible(text)
    }

    /// An event as a terminal line shows it: its summary escaped (a file's text is data,
    /// never control), then its start time as the locale writes it. With `isolates`
    /// (`--bidi isolate`), in a right-to-left line or for a summary with right-to-left
    /// text, each is in a FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE of its own, so that
    /// a Hebrew summary in an English line, or the reverse, keeps its neighbours in place.
    static func event(_ event: DayEvent, isolates: Bool, rightToLeft: Bool) -> String {
        func isolated(_ text: String, _ needed: Bool) -> String {
            isolates && needed ? "\u{2068}" + text + "\u{2069}" : text
        }
        let summary = escaped(event.summary)
        let shown = isolated(summary, rightToLeft || ControlCharacters.hasRightToLeft(summary))
        guard let time = event.localTimeLabel ?? event.localTime else { return shown }
        return shown + " (" + isolated(time, rightToLeft) + ")"
    }
}
