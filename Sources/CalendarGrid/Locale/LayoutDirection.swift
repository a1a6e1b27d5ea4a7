/// The direction in which a locale's text, and so its calendar page, runs.
public enum LayoutDirection: String, Sendable, Codable {
    /// Left to right: the first weekday is the leftmost column.
    case leftToRight = "ltr"
    /// Right to left (Arabic, Hebrew, Persian, Urdu, Dhivehi, …): the first weekday
    /// is the rightmost column.
    case rightToLeft = "rtl"
}
