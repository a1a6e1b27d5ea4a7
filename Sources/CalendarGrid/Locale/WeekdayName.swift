/// The stand-alone names of one weekday in every CLDR width.
///
/// For `en-US`, Sunday is `Sunday` / `Sun` / `Su` / `S`; for `ar-EG` it is
/// `الأحد` / `الأحد` / `أحد` / `ح`.
public struct WeekdayName: Sendable, Hashable {
    /// The weekday these names name.
    public let weekday: Weekday
    /// CLDR `wide` (`Sunday`).
    public let wide: String
    /// CLDR `abbreviated` (`Sun`).
    public let abbreviated: String
    /// CLDR `short` (`Su`), the header of a month grid.
    public let short: String
    /// CLDR `narrow` (`S`); several weekdays may share one narrow name.
    public let narrow: String
}

extension WeekdayName: Codable, Identifiable {
    /// The weekday: a profile's names have one entry per weekday.
    public var id: Weekday { weekday }
}
