import CalendarGrid

/// How emphasized days look on a terminal (ECMA-48 select graphic rendition): the CLI's
/// answer to ``TextRenderer/styling``, so that the library writes no escape codes.
enum TerminalStyle {
    static let reverseVideo = "\u{1B}[7m"
    static let normalVideo = "\u{1B}[27m"
    static let dim = "\u{1B}[2m"
    static let undim = "\u{1B}[22m"
    static let underline = "\u{1B}[4m"
    static let noUnderline = "\u{1B}[24m"

    static let red = "\u{1B}[31m"
    static let defaultColor = "\u{1B}[39m"

    /// `calgrid`'s grids: today in reverse video, as `cal` shows it; holidays in red, as
    /// printed calendars show them.
    static let grid: @Sendable (String, DayEmphasis) -> String = { label, emphasis in
        var text = emphasis.contains(.today) ? reverseVideo + label + normalVideo : label
        if emphasis.contains(.holiday) { text = red + text + defaultColor }
        return text
    }

    /// `calgrid pick`: the cursor in reverse video, today underlined (reverse video is the
    /// cursor's), disabled days dimmed.
    static let picker: @Sendable (String, DayEmphasis) -> String = { label, emphasis in
        var text = label
        if emphasis.contains(.cursor) {
            text = reverseVideo + text + normalVideo
        } else if emphasis.contains(.today) {
            text = underline + text + noUnderline
        }
        if emphasis.contains(.disabled) { text = dim + text + undim }
        if emphasis.contains(.holiday) { text = red + text + defaultColor }
        return text
    }
}
