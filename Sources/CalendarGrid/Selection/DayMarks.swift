/// What a selection says about one day, for renderers: JSON cells gain these members
/// and the text renderer brackets selected days and dims disabled ones.
public struct DayMarks: Sendable, Hashable {
    /// Whether the day may be picked.
    public var isEnabled: Bool
    /// Whether the day is picked.
    public var isSelected: Bool
    /// Range mode only (`nil` otherwise): the first day of the range (or its anchor,
    /// while only one day is tapped), its last day, and every day from first to last.
    public var isRangeStart: Bool?
    /// Range mode: whether the day ends the range.
    public var isRangeEnd: Bool?
    /// Range mode: whether the day lies in the range (its ends included).
    public var isInRange: Bool?

    /// The marks of a day.
    public init(
        isEnabled: Bool, isSelected: Bool, isRangeStart: Bool? = nil, isRangeEnd: Bool? = nil, isInRange: Bool? = nil
    ) {
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.isRangeStart = isRangeStart
        self.isRangeEnd = isRangeEnd
        self.isInRange = isInRange
    }
}

extension DayMarks: Codable {
    private enum CodingKeys: String, CodingKey {
        case isEnabled = "enabled"
        case isSelected = "selected"
        case isRangeStart = "rangeStart"
        case isRangeEnd = "rangeEnd"
        case isInRange = "inRange"
    }
}
