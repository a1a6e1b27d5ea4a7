import CalendarGrid

/// Text that is safe to print on a terminal as one line: what calgrid echoes of a user's
/// input in an error.
package enum TerminalText {
    /// `text` with every control character (C0, DEL, C1: escape sequences, newlines, tabs)
    /// and every bidirectional formatting character (which would reorder the rest of the
    /// line) written as `\u{1B}`. Invalid UTF-8 in arguments and the environment has
    /// already become U+FFFD (Swift repairs it when it reads them).
    package static func escaped(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// An event as a terminal line shows it: its summary escaped (a file's text is data,
    /// never control) and, with `isolated`, in a FIRST STRONG ISOLATE … POP DIRECTIONAL
    /// ISOLATE of its own (`--bidi isolate`), so that a Hebrew summary in an English line, or
    /// the reverse, keeps its neighbours in place; then its start time as the locale writes it.
    static func event(_ event: DayEvent, isolated: Bool) -> String {
        let summary = escaped(event.summary)
        let shown = isolated ? "\u{2068}" + summary + "\u{2069}" : summary
        guard let time = event.localTimeLabel ?? event.localTime else { return shown }
        return shown + " (" + (isolated ? "\u{2068}" + escaped(time) + "\u{2069}" : escaped(time)) + ")"
    }

    /// Whether a scalar would act on the terminal or reorder the line: C0 and C1 controls
    /// and DEL (escape sequences, line breaks), the line and paragraph separators, and the
    /// bidirectional formatting characters (Unicode's Bidi_Control: marks, embeddings,
    /// overrides, isolates).
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true  // C0, DEL, C1
        case 0x2028, 0x2029: true  // line and paragraph separators
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true  // bidi controls
        default: false
        }
    }
}
