/// An event: a start, an end or a duration, a summary, an identifier, and perhaps a
/// recurrence with its exceptions, as an iCalendar `VEVENT` holds them (RFC 5545 §3.6.1).
///
/// - An all-day event's end is exclusive (`DTEND;VALUE=DATE:20240919` after a start of
///   2024-09-16 covers the 16th, 17th and 18th); without an end it lasts one day.
/// - A timed event without an end or duration is an instant; its end is exclusive too (an
///   event that ends at midnight does not touch the next day).
/// - ``recurrences`` repeat the event (``Recurrence``, one per `RRULE`); ``exceptionDates``
///   (`EXDATE`) remove occurrences, ``additionalDates`` (`RDATE`) add some (a `PERIOD`'s own
///   length in ``additionalDurations``), ``overrides`` (`RECURRENCE-ID`) replace one
///   occurrence by another event, and ``futureOverrides`` (`RANGE=THISANDFUTURE`) that
///   occurrence and every later one.
/// - Occurrences, exceptions and overrides are matched by the instant they name, whatever
///   zone each is written in (RFC 5545 §3.8.4.4, §3.8.5.1); a date among them matches the
///   occurrences of that day.
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
    /// Every `RRULE`: the occurrences are those of all of them (RFC 5545 §3.8.5.3 allows several).
    public var recurrences: [Recurrence]
    /// `EXDATE`: occurrences that do not take place.
    public var exceptionDates: [EventTime]
    /// `RDATE`: occurrences besides the rule's.
    public var additionalDates: [EventTime]
    /// `RDATE;VALUE=PERIOD`: the length of an added occurrence (by its start) that has its
    /// own end (RFC 5545 §3.8.5.2); the others last ``duration``.
    public var additionalDurations: [EventTime: Duration]
    /// `RECURRENCE-ID`: occurrences (by their original start) replaced by another event.
    public var overrides: [EventTime: CalendarEvent]
    /// `RECURRENCE-ID;RANGE=THISANDFUTURE`: from that occurrence on, every occurrence takes the
    /// other event's summary, length and payload, and moves as its start moved (RFC 5545
    /// §3.8.4.4); a later such override takes over from an earlier one.
    public var futureOverrides: [EventTime: CalendarEvent]
    /// The zones of the file's `VTIMEZONE`s that the event's `TZID`s name, by `TZID`; a
    /// `TZID` not here is an IANA zone.
    public var timeZones: [String: FileTimeZone]
    /// `SEQUENCE`: the revision (RFC 5545 §3.8.7.4); of two events with one `UID`, the
    /// file keeps the higher.
    public var sequence: Int
    /// What an app keeps with the event (`DESCRIPTION` from an .ics file).
    public var payload: String?
    /// `STATUS:CANCELLED` (RFC 5545 §3.8.1.11): the event, or as an override the occurrence
    /// it replaces, does not take place and is not laid on the days.
    public var isCancelled: Bool

    /// The first `RRULE` (setting it replaces every rule).
    public var recurrence: Recurrence? {
        get { recurrences.first }
        set { recurrences = newValue.map { [$0] } ?? [] }
    }

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
        self.recurrences = recurrence.map { [$0] } ?? []
        self.exceptionDates = exceptionDates
        self.additionalDates = additionalDates
        self.additionalDurations = [:]
        self.overrides = overrides
        self.futureOverrides = [:]
        self.timeZones = [:]
        self.sequence = 0
        self.payload = payload
        self.isCancelled = false
    }

    /// Whether the event takes whole days.
    public var isAllDay: Bool { start.isDate }
}
