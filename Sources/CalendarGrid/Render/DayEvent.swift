/// An event as the renderers show it on a day: what `calgrid --events` and
/// CalendarGridEvents' `EventOnDay` give them (JSON `events` member, text `*` mark and
/// list, HTML list in the cell).
public struct DayEvent: Sendable, Hashable {
    /// The event's identifier (`UID`).
    public var id: String
    /// Its summary.
    public var summary: String
    /// Its start as written (`2024-09-17`, `2024-09-17T23:30:00Z`,
    /// `2024-09-17T09:00:00[Europe/Berlin]`).
    public var start: String
    /// Whether it takes whole days.
    public var isAllDay: Bool
    /// On the day it starts, a timed event's start there (`08:30`); `nil` otherwise.
    public var localTime: String?
    /// ``localTime`` as the locale writes a time (`8:30 AM` in `en-US`, `٨:٣٠ ص` in `ar-EG`),
    /// for people; `nil` where ``localTime`` is, or where the caller gave none.
    public var localTimeLabel: String?
    /// Whether it began on an earlier day.
    public var continuesFromPreviousDay: Bool
    /// Whether it goes on to a later day.
    public var continuesToNextDay: Bool

    /// An event on a day.
    public init(
        id: String, summary: String, start: String, isAllDay: Bool, localTime: String? = nil,
        localTimeLabel: String? = nil, continuesFromPreviousDay: Bool = false, continuesToNextDay: Bool = false
    ) {
        self.localTime = localTime
        self.localTimeLabel = localTimeLabel
        self.id = id
        self.summary = summary
        self.start = start
        self.isAllDay = isAllDay
        self.continuesFromPreviousDay = continuesFromPreviousDay
        self.continuesToNextDay = continuesToNextDay
    }
}
