public import CalendarGrid

/// One event on one day of a grid: an occurrence of a ``CalendarEvent`` that touches the
/// day in the viewer's time zone, with whether it began on an earlier day or goes on to a
/// later one (a multi-day event's bar).
public struct EventOnDay: Sendable, Hashable {
    /// The event's ``CalendarEvent/id``.
    public let id: String
    /// The event's ``CalendarEvent/summary`` (an override's, for a replaced occurrence).
    public let summary: String
    /// The occurrence's start, as the event writes it.
    public let start: EventTime
    /// Whether the event takes whole days.
    public let isAllDay: Bool
    /// Whether the occurrence began on an earlier day.
    public let continuesFromPreviousDay: Bool
    /// Whether the occurrence goes on to a later day.
    public let continuesToNextDay: Bool
    /// On the day it starts, a timed occurrence's start in the viewer's zone, in
    /// milliseconds since that day's midnight; `nil` for all-day ones and on later days.
    public let localStartTime: Int?
    /// The event's ``CalendarEvent/payload``.
    public let payload: String?
    /// When the occurrence starts, in milliseconds since 1970 (UTC); floating and all-day
    /// times count as UTC. For ordering.
    let instant: Int64

    /// The event as the renderers show it on this day (`DayEvent`): its start time as
    /// `HH:MM` and as the profile's locale writes a time (`4:30 PM`, `١٦:٣٠`).
    /// - Throws: ``EventError/calendar(_:)`` should ICU fail to write the time.
    public func dayEvent(profile: LocaleProfile) throws(EventError) -> DayEvent {
        var time: String? = nil
        var label: String? = nil
        if let milliseconds = localStartTime {
            let minutes = milliseconds / 60_000
            time =
                (minutes / 60 < 10 ? "0" : "") + "\(minutes / 60):" + (minutes % 60 < 10 ? "0" : "") + "\(minutes % 60)"
            do { label = try profile.timeOfDay(millisecondsInDay: milliseconds) } catch { throw .calendar(error) }
        }
        return DayEvent(
            id: id, summary: summary, start: start.description, isAllDay: isAllDay, localTime: time,
            localTimeLabel: label, continuesFromPreviousDay: continuesFromPreviousDay,
            continuesToNextDay: continuesToNextDay)
    }
}
