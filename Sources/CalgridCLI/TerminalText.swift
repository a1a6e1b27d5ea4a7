import CalendarGrid

/// Text that is safe to print on a terminal as one line: what calgrid echoes of a user's
/// input in an error.
package enum TerminalText {
    /// `text` with every control character (C0, DEL, C1: escape sequences, newlines, tabs)
    /// and every bidirectional formatting character (which would reorder the rest of the
    /// line) written as `\u{1B}`. Bytes of arguments, the environment and files that are
    /// not UTF-8 have already become `\x{FF}` (``ControlCharacters/text(utf8:)``).
    package static func escaped(_ text: String) -> String {
        ControlCharacters.visible(text)
    }

    /// An event as a terminal line shows it: its summary escaped (a file's text is data,
    /// never control), then its start time as the locale writes it. With `isolates`
    /// (`--bidi isolate`), in a right-to-left line or for a summary with right-to-left
    /// text, each is in a FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE of its own, so that
    /// a Hebrew summary in an English line, or the reverse, keeps its neighbours in place.
    static func event(_ event: DayEvent, isolates: Bool, rightToLeft: Bool) -> String {
        let shown = line(event.summary, isolates: isolates, rightToLeft: rightToLeft)
        guard let time = event.localTimeLabel ?? event.localTime else { return shown }
        return shown + " (" + isolated(time, isolates && rightToLeft) + ")"
    }

    /// A file's text (an event's summary, an item's note) in a terminal line: escaped, and
    /// isolated as ``event(_:isolates:rightToLeft:)`` isolates a summary.
    static func line(_ text: String, isolates: Bool, rightToLeft: Bool) -> String {
        let shown = escaped(text)
        return isolated(shown, isolates && (rightToLeft || ControlCharacters.hasRightToLeft(shown)))
    }

    private static func isolated(_ text: String, _ needed: Bool) -> String {
        needed ? "\u{2068}" + text + "\u{2069}" : text
    }
}
