public import CalendarGrid

/// Events laid on civil days: which occurrences touch each day of a range in a time zone,
/// in order (all-day first, then by start, then summary).
///
/// A timed event is on the days of its start and its end (exclusive) in `timeZone`: an
/// event at 2024-09-17T23:30Z is on 18 September in Asia/Tokyo and on 17 September in
/// America/New_York. A `TZID` time is read in its own zone first (RFC 5545), an IANA zone
/// with ICU's data, a zone of the file with its `VTIMEZONE`; a floating time and an all-day
/// date are the same days everywhere. Days are civil days, so a DST change moves no event
/// to another day that its wall time does not name.
///
/// The work is that of the range, not of the rules' age: a rule begun decades ago is
/// expanded from near the range, a `COUNT` rule from the count an earlier range reached
/// (``Recurrence``). At most ``occurrenceLimit`` occurrences
/// are laid at once; past it ``EventError/tooManyOccurrences(event:limit:from:through:)``
/// says so, never a quiet stop.
///
/// ```swift
/// let days = try EventDays.days(of: events, from: grid.firstDay, through: grid.lastDay, timeZone: "Asia/Tokyo")
/// days[try ISODate(parsing: "2024-09-18")]   // the events on that cell, in order
/// ```
public enum EventDays {
    /// The most occurrences one call lays on its days, over all events, an occurrence
    /// counted once for each day it is on.
    public static let occurrenceLimit = Occurrences.limit

    /// The events on each day from `first` through `last` (days without events are left out).
    /// - Throws: ``EventError/unknownTimeZone(_:)`` for a zone ICU does not know (the
    ///   viewer's or an event's); ``EventError/calendar(_:)`` for a rule whose DTSTART its
    ///   calendar cannot name (outside the years the toolkit lays out for it);
    ///   ``EventError/tooManyOccurrences(event:limit:from:through:)`` past ``occurrenceLimit``.
    public static func days(
        of events: [CalendarEvent], from first: ISODate, through last: ISODate, timeZone: String
    ) throws(EventError) -> [ISODate: [EventOnDay]] {
        guard first <= last else { return [:] }
        let clock = EventClock()
        do { _ = try clock.clock(timeZone) } catch { throw EventError(error, zone: timeZone) }
        var result: [ISODate: [EventOnDay]] = [:]
        var budget = occurrenceLimit
        for event in events {
            // An occurrence that began up to its length (and a day for zones) before the
            // range still touches it; one that starts a day after it may, west of its zone.
            let reach = reachInDays(event) + 1
            let occurrences = try Occurrences.occurrences(
                of: event, from: ISODate(julianDay: first.julianDay - reach),
                through: ISODate(julianDay: last.julianDay + 1), clock: clock, budget: occurrenceLimit)
            for occurrence in occurrences {
                let span = try days(of: occurrence, viewer: timeZone, clock: clock)
                let localStart = occurrence.start.isDate ? nil : span.startTime
                let firstDay = max(span.first, first.julianDay)
                let lastDay = min(span.last, last.julianDay)
                guard firstDay <= lastDay else { continue }
                // Each day an occurrence is laid on counts: a thousand long occurrences over
                // a month are thirty thousand entries.
                budget -= lastDay - firstDay + 1
                guard budget >= 0 else {
                    throw .tooManyOccurrences(
                        event: occurrence.source.event.id, limit: occurrenceLimit, from: first, through: last)
                }
                let source = occurrence.source
                for day in firstDay...lastDay {
                    result[ISODate(julianDay: day), default: []].append(
                        EventOnDay(
                            id: source.event.id, summary: source.event.summary, start: occurrence.start,
                            isAllDay: occurrence.start.isDate, continuesFromPreviousDay: day > span.first,
                            continuesToNextDay: day < span.last,
                            localStartTime: day == span.first ? localStart : nil, payload: source.event.payload,
                            instant: span.instant))
                }
            }
        }
        for (day, entries) in result {
            result[day] = entries.sorted {
                ($0.isAllDay ? 0 : 1, $0.instant, $0.summary, $0.id) < (
                    $1.isAllDay ? 0 : 1, $1.instant, $1.summary, $1.id
                )
            }
        }
        return result
    }

    /// The events of each day as the renderers show them (`DayEvent`: `JSONRenderer`'s
    /// `events`, `TextRenderer`'s mark, `HTMLRenderer`'s list), with each start time as the
    /// profile's locale writes a time (`LocaleProfile/timeOfDay(millisecondsInDay:)`):
    /// what `calgrid --events` shows.
    /// - Throws: as ``days(of:from:through:timeZone:)``; ``EventError/calendar(_:)`` should
    ///   ICU fail to write a time.
    public static func dayEvents(
        of events: [CalendarEvent], from first: ISODate, through last: ISODate, timeZone: String,
        profile: LocaleProfile
    ) throws(EventError) -> [ISODate: [DayEvent]] {
        var result: [ISODate: [DayEvent]] = [:]
        for (day, entries) in try days(of: events, from: first, through: last, timeZone: timeZone) {
            var shown: [DayEvent] = []
            for entry in entries { shown.append(try entry.dayEvent(profile: profile)) }
            result[day] = shown
        }
        return result
    }

    /// How many days an occurrence of the event can last.
    private static func reachInDays(_ event: CalendarEvent) -> Int {
        let durations =
            [event.duration] + event.additionalDurations.values.map { Optional($0) }
            + event.overrides.values.map(\.duration) + event.futureOverrides.values.map(\.duration)
        return durations.map { duration in
            switch duration {
            case let .days(days)?: max(0, days)
            case let .milliseconds(milliseconds)?: Int(max(0, milliseconds) / Int64(ZoneClock.millisecondsPerDay)) + 1
            case nil: 1
            }
        }.max() ?? 1
    }

    /// The first and last civil day (Julian day numbers) an occurrence touches in the
    /// viewer's zone, its start instant, and its start there in milliseconds since midnight.
    private static func days(
        of occurrence: Occurrences.Occurrence, viewer: String, clock: EventClock
    ) throws(EventError) -> (first: Int, last: Int, instant: Int64, startTime: Int) {
        let dayMilliseconds = Int64(ZoneClock.millisecondsPerDay)
        let duration = occurrence.duration
        switch occurrence.start {
        case let .date(date):
            var length = 1
            if case let .days(days)? = duration { length = max(1, days) }
            if case let .milliseconds(milliseconds)? = duration {
                length = max(1, Int((milliseconds + dayMilliseconds - 1) / dayMilliseconds))
            }
            return (date.julianDay, date.julianDay + length - 1, occurrence.instant, 0)
        case let .local(date, milliseconds, zone):
            var length: Int64 = 0
            if case let .milliseconds(exact)? = duration { length = max(0, exact) }
            if case let .days(days)? = duration { length = Int64(max(0, days)) * dayMilliseconds }
            guard zone != nil else {
                // Floating: the same wall time in every zone.
                let startLocal = Int64(date.julianDay) * dayMilliseconds + Int64(milliseconds)
                let endLocal = startLocal + length
                let lastDay = Int((length > 0 ? endLocal - 1 : endLocal) / dayMilliseconds)
                return (date.julianDay, lastDay, occurrence.instant, milliseconds)
            }
            let instant = occurrence.instant
            let start = try clock.wallTime(ofInstant: instant, zone: viewer)
            let lastDay =
                length > 0
                ? try clock.wallTime(ofInstant: instant + length - 1, zone: viewer).julianDay : start.julianDay
            return (start.julianDay, lastDay, instant, start.milliseconds)
        }
    }
}
