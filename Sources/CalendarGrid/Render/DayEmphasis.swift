/// How a day of a text grid stands out, for a ``TextRenderer/styling`` hook to show. The
/// renderer says which days are today, under a picker's cursor, or disabled; how that looks
/// (a terminal's escape codes, markup, nothing) is the caller's: `calgrid` shows today in
/// reverse video on a terminal, and its picker the cursor in reverse video, today underlined
/// and disabled days dimmed.
///
/// ```swift
/// var renderer = TextRenderer()
/// renderer.styling = { label, emphasis in
///     emphasis.contains(.today) ? "*" + label + "*" : label
/// }
/// ```
public struct DayEmphasis: OptionSet, Sendable, Hashable {
    /// The bits of the set.
    public let rawValue: Int

    /// A set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The day is ``DayCell/isToday``.
    public static let today = DayEmphasis(rawValue: 1)
    /// The day is ``TextRenderer/cursor``.
    public static let cursor = DayEmphasis(rawValue: 2)
    /// The renderer's ``TextRenderer/marking`` says the day cannot be picked.
    public static let disabled = DayEmphasis(rawValue: 4)
    /// The day is a holiday and a day off in the renderer's ``DayContents/holidays``.
    public static let holiday = DayEmphasis(rawValue: 8)
}
