/// An event: a start, an end or a duration, a summary, an identifier, and perhaps a
/// recurrence with its exceptions, as an iCalendar `VEVENT` holds them (RFC 5545 §3.6.1).
///
/// - An all-day event's end is exclusive (`DTEND;VALUE=DATE:20240919` after a start of
///   2024-09-16 covers the 16th, 17th and 18th); without an end it lasts one day.
/// - A timed event without an end or duration is an instant; its end is exclusive too (an
///   event that ends at midnight does not touch the next day).
/// - ``recurrence`` repeats the event (``Recurrence``); ``exceptionDates`` (`EXDATE`)
///   remove occurrences, ``additionalDates`` (`RDATE`) add some, and ``overrides``
///   (`RECURRENCE-ID`) replace one occurrence by another event.
///
/// ```swift
/// let meeting = CalendarEvent(
///     id: "standup", summary: "Stand-up",
///     start: .local(try ISODate(parsing: "2024-09-02"), millisecondsInDay: 9 * 3_600_000, zone: "Europe/Berlin"),
///     duration: .milliseconds(15 * 60_000),
///     recurrence: try Recurrence("FREQ=WEEKLY;BYDAY=MO,WE,FR"))
/// ```
public struct CalendarEvent: Sendable, Hashable {
    /// How long each occurrence lasts.
    public enum Duration: Sendable, Hashable {
        /// Whole days (an all-day event's length; `DURATION:P3D`).
        case days(Int)
        /// Exact time (a timed event's length; `DURATION:PT1H30M`).
        case milliseconds(Int64)
    }

    /// `UID`.
    public var id: String
    /// `SUMMARY`.
    public var summary: String
    /// `DTSTART`: the first occurrence.
    public var start: EventTime
    /// How long each occurrence lasts (`DTEND` − `DTSTART`, or `DURATION`); `nil`: one day
    /// for an all-day event, an instant for a timed one.
    public var duration: Duration?
    /// `RRULE`.
    public var recurrence: Recurrence?
    /// `EXDATE`: occurrences that do not take place.
    public var exceptionDates: [EventTime]
    /// `RDATE`: occurrences besides the rule's.
    public var additionalDates: [EventTime]
    /// `RECURRENCE-ID`: occurrences (by their original start) replaced by another event.
    public var overrides: [EventTime: CalendarEvent]
    /// What an app keeps with the event (`DESCRIPTION` from an .ics file).
    public var payload: String?

    /// An event; all but its identity, summary and start are optional.
    public init(
        id: String, summary: String, start: EventTime, duration: Duration? = nil, recurrence: Recurrence? = nil,
        exceptionDates: [EventTime] = [], additionalDates: [EventTime] = [],
        overrides: [EventTime: CalendarEvent] = [:], payload: String? = nil
    ) {
        self.id = id
        self.summary = summary
        self.start = start
        self.duration = duration
        self.recurrence = recurrence
        self.exceptionDates = exceptionDates
        self.additionalDates = additionalDates
        self.overrides = overrides
        self.payload = payload
    }

    /// Whether the event takes whole days.
    public var isAllDay: Bool { start.isDate }
}
