public import CalendarGrid

/// Events laid on civil days: which occurrences touch each day of a range in a time zone,
/// in order (all-day first, then by start, then summary).
///
/// A timed event is on the days of its start and its end (exclusive) in `timeZone`: an
/// event at 2024-09-17T23:30Z is on 18 September in Asia/Tokyo and on 17 September in
/// America/New_York. A `TZID` time is read in its own zone first (RFC 5545); a floating
/// time and an all-day date are the same days everywhere. Days are civil days, so a DST
/// change moves no event to another day that its wall time does not name.
///
/// ```swift
/// let days = try EventDays.days(of: events, from: grid.firstDay, through: grid.lastDay, timeZone: "Asia/Tokyo")
/// days[try ISODate(parsing: "2024-09-18")]   // the events on that cell, in order
/// ```
public enum EventDays {
    /// The events on each day from `first` through `last` (days without events are left out).
    /// - Throws: ``EventError/unknownTimeZone(_:)`` for a zone ICU does not know (the
    ///   viewer's or an event's); ``EventError/unsupportedRulePart(_:part:calendar:)`` and
    ///   ``EventError/invalidRule(_:reason:)`` for rules the toolkit does not expand.
    public static func days(
        of events: [CalendarEvent], from first: ISODate, through last: ISODate, timeZone: String
    ) throws(EventError) -> [ISODate: [EventOnDay]] {
        guard first <= last else { return [:] }
        let viewer = try clock(timeZone)
        var clocks: [String: ZoneClock] = [:]
        var result: [ISODate: [EventOnDay]] = [:]
        for event in events {
            // An occurrence that began up to its length (and a day for zones) before the
            // range still touches it.
            let reach = reachInDays(event) + 1
            let windowStart = ISODate(julianDay: first.julianDay - reach)
            for (start, occurrence) in try Occurrences.starts(
                of: event, from: windowStart, through: ISODate(julianDay: last.julianDay + 1))
            {
                let span = try days(of: start, duration: occurrence.duration, viewer: viewer, clocks: &clocks)
                let localStart: Int?
                switch start {
                case .date: localStart = nil
                case let .local(_, milliseconds, nil): localStart = milliseconds
                case .local:
                    do { localStart = try viewer.wallTime(ofInstant: span.instant).milliseconds } catch {
                        throw .calendar(error)
                    }
                }
                let firstDay = max(span.first, first.julianDay)
                let lastDay = min(span.last, last.julianDay)
                guard firstDay <= lastDay else { continue }
                for day in firstDay...lastDay {
                    result[ISODate(julianDay: day), default: []].append(
                        EventOnDay(
                            id: occurrence.id, summary: occurrence.summary, start: start,
                            isAllDay: start.isDate, continuesFromPreviousDay: day > span.first,
                            continuesToNextDay: day < span.last,
                            localStartTime: day == span.first ? localStart : nil, payload: occurrence.payload,
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

    private static func clock(_ zone: String) throws(EventError) -> ZoneClock {
        do { return try ZoneClock(zone: zone) } catch { throw .unknownTimeZone(zone) }
    }

    /// How many days an occurrence of the event can last.
    private static func reachInDays(_ event: CalendarEvent) -> Int {
        switch event.duration {
        case let .days(days)?: max(0, days)
        case let .milliseconds(milliseconds)?: Int(max(0, milliseconds) / Int64(ZoneClock.millisecondsPerDay)) + 1
        case nil: 1
        }
    }

    /// The first and last civil day (Julian day numbers) an occurrence touches in the
    /// viewer's zone, and its start instant.
    private static func days(
        of start: EventTime, duration: CalendarEvent.Duration?, viewer: ZoneClock, clocks: inout [String: ZoneClock]
    ) throws(EventError) -> (first: Int, last: Int, instant: Int64) {
        let dayMilliseconds = Int64(ZoneClock.millisecondsPerDay)
        switch start {
        case let .date(date):
            var length = 1
            if case let .days(days)? = duration { length = max(1, days) }
            if case let .milliseconds(milliseconds)? = duration {
                length = max(1, Int((milliseconds + dayMilliseconds - 1) / dayMilliseconds))
            }
            return (date.julianDay, date.julianDay + length - 1, Int64(date.julianDay - 2_440_588) * dayMilliseconds)
        case let .local(date, milliseconds, zone):
            var length: Int64 = 0
            if case let .milliseconds(exact)? = duration { length = max(0, exact) }
            if case let .days(days)? = duration { length = Int64(max(0, days)) * dayMilliseconds }
            guard let zone else {
                // Floating: the same wall time in every zone.
                let startLocal = Int64(date.julianDay) * dayMilliseconds + Int64(milliseconds)
                let endLocal = startLocal + length
                let lastDay = Int((length > 0 ? endLocal - 1 : endLocal) / dayMilliseconds)
                return (
                    date.julianDay, lastDay, Int64(date.julianDay - 2_440_588) * dayMilliseconds + Int64(milliseconds)
                )
            }
            do {
                if clocks[zone] == nil { clocks[zone] = try clock(zone) }
                guard let own = clocks[zone] else { throw EventError.unknownTimeZone(zone) }
                let instant = try own.instant(julianDay: date.julianDay, milliseconds: milliseconds)
                let end = instant + length
                let firstDay = try viewer.wallTime(ofInstant: instant).julianDay
                let lastDay = try viewer.wallTime(ofInstant: length > 0 ? end - 1 : end).julianDay
                return (firstDay, lastDay, instant)
            } catch let error as EventError {
                throw error
            } catch let error as CalendarGridError {
                throw .calendar(error)
            } catch {
                throw .unknownTimeZone(zone)
            }
        }
    }
}
