/// Anything that can mark the days of a grid: ``DateSelection`` does.
public protocol DayMarking: Sendable {
    /// How the day is marked.
    func marks(for date: ISODate) -> DayMarks
}
