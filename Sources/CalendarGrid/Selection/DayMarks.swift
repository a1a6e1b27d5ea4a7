/// What a selection says about one day, for renderers: JSON cells gain these members
/// and the text renderer brackets selected days and dims disabled ones.
public struct DayMarks: Sendable, Hashable {
    public var isEnabled: Bool
    public var isSelected: Bool
    /// Range mode only (`nil` otherwise): the first day of the range (or its anchor,
    /// while only one day is tapped), its last day, and every day from first to last.
    public var isRangeStart: Bool?
    public var isRangeEnd: Bool?
    public var isInRange: Bool?

    public init(isEnabled: Bool, isSelected: Bool, isRangeStart: Bool? = nil, isRangeEnd: Bool? = nil, isInRange: Bool? = nil) {
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.isRangeStart = isRangeStart
        self.isRangeEnd = isRangeEnd
        self.isInRange = isInRange
    }
}

/// Anything that can mark the days of a grid: ``DateSelection`` does.
public protocol DayMarking: Sendable {
    func marks(for date: ISODate) -> DayMarks
}
