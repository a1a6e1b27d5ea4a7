internal import CalendarGrid

/// The occurrences of an event in a window of days: its rules expanded by the toolkit
/// (``RecurrenceExpansion``, in each rule's calendar), DTSTART and its `RDATE`s added,
/// its `EXDATE`s removed, its overrides put in place; every comparison by instant.
enum Occurrences {
    /// The most occurrences a window may hold, over all events: a limit on what is shown,
    /// never on a rule's age (an hourly rule begun in 2015 shows all 24 a day in 2026).
    /// Past it, ``EventError/tooManyOccurrences(event:limit:from:through:)``.
    static let limit = 100_000

    /// One occurrence: when it starts (as its event writes it), how long it lasts, and the
    /// event it is of (an override's, for a replaced occurrence).
    struct Occurrence {
        let start: EventTime
        let duration: CalendarEvent.Duration?
        /// The event, shared by its occurrences (an event is a large value to copy).
        let source: Source
        /// Its start in milliseconds since 1970 UTC (floating and all-day times as if UTC).
        let instant: Int64

        var event: CalendarEvent { source.event }
    }

    /// An event shared by every occurrence made of it.
    final class Source {
        let event: CalendarEvent
        init(_ event: CalendarEvent) { self.event = event }
    }

    /// The occurrences of `event` whose start's date (in the start's own zone) is from
    /// `first` through `last`, in order of their start.
    ///
    /// An exception or an override names its occurrence by instant (RFC 5545 §3.8.4.4,
    /// §3.8.5.1); where one of the two is a date and the other a date-time (which the RFC
    /// does not allow, and Exchange writes for all-day series), by day. An `EXDATE` removes
    /// an override of the same occurrence too. An override with a lower `SEQUENCE` than its
    /// event, whose occurrence the event no longer has (the series was shortened since), is
    /// obsolete and not shown (§3.8.7.4).
    static func occurrences(
        of event: CalendarEvent, from first: ISODate, through last: ISODate, clock: EventClock, budget: Int = limit
    ) throws(EventError) -> [Occurrence] {
        guard first <= last else { return [] }
        let zones = event.timeZones
        func key(_ time: EventTime, _ zones: [String: FileTimeZone]) throws(EventError) -> Int64 {
            try clock.instant(time, zones: zones)
        }
        // Whether an exception or override names its occurrence by day: one is a date, the
        // other a date-time.
        func byDay(_ time: EventTime) -> Bool { time.isDate != event.start.isDate }
        // An override from here on moves later occurrences: look that much wider for them.
        var future: [(from: Int64, shift: Int64, event: Source)] = []
        var widen = 0
        for (original, replacement) in event.futureOverrides {
            let from = try key(original, zones)
            let shift = try key(replacement.start, replacement.timeZones) - from
            future.append((from, shift, Source(replacement)))
            widen = max(widen, Int(abs(shift) / 86_400_000) + 1)
        }
        future.sort { $0.from < $1.from }
        let starts = try baseStarts(
            of: event, from: ISODate(julianDay: first.julianDay - widen),
            through: ISODate(julianDay: last.julianDay + widen), clock: clock, budget: budget)

        var excluded: Set<Int64> = []
        var excludedDays: Set<ISODate> = []
        for exception in event.exceptionDates {
            if byDay(exception) {
                excludedDays.insert(exception.date)
            } else {
                excluded.insert(try key(exception, zones))
            }
        }
        var replaced: [Int64: CalendarEvent] = [:]
        var replacedDays: [ISODate: CalendarEvent] = [:]
        var replacements: [CalendarEvent] = []
        for (original, replacement) in event.overrides {
            let instant = try key(original, zones)
            if byDay(original) {
                guard !excludedDays.contains(original.date) else { continue }
                replacedDays[original.date] = replacement
            } else {
                guard !excluded.contains(instant), !excludedDays.contains(original.date) else { continue }
                replaced[instant] = replacement
            }
            if replacement.sequence < event.sequence {
                // Obsolete if the event (as revised since) has no such occurrence.
                let around = try baseStarts(
                    of: event, from: ISODate(julianDay: original.date.julianDay - 1),
                    through: ISODate(julianDay: original.date.julianDay + 1), clock: clock, budget: budget)
                var kept = false
                for start in around
                where byDay(original) ? start.date == original.date : try key(start, zones) == instant {
                    kept = true
                }
                guard kept else { continue }
            }
            replacements.append(replacement)
        }

        var result: [Occurrence] = []
        var seen: Set<Int64> = []
        let source = Source(event)
        for start in starts {
            let instant = try key(start, zones)
            guard seen.insert(instant).inserted, !excluded.contains(instant), !excludedDays.contains(start.date),
                replaced[instant] == nil, replacedDays[start.date] == nil
            else { continue }
            if let from = future.last(where: { $0.from <= instant }) {
                let moved = try clock.moved(start, by: from.shift, zones: zones)
                result.append(
                    Occurrence(
                        start: moved, duration: from.event.event.duration, source: from.event,
                        instant: instant + from.shift))
            } else {
                result.append(
                    Occurrence(
                        start: start, duration: event.additionalDurations[start] ?? event.duration, source: source,
                        instant: instant))
            }
            guard result.count <= budget else {
                throw .tooManyOccurrences(event: event.id, limit: budget, from: first, through: last)
            }
        }
        // Each replacement at its own start, wherever its original was.
        for replacement in replacements {
            result.append(
                Occurrence(
                    start: replacement.start, duration: replacement.duration, source: Source(replacement),
                    instant: try key(replacement.start, replacement.timeZones)))
        }
        return result.filter { !$0.event.isCancelled && $0.start.date >= first && $0.start.date <= last }
            .sorted { $0.instant < $1.instant }
    }

    /// The starts the event's rules, DTSTART (always the first occurrence, RFC 5545
    /// §3.8.5.3) and `RDATE`s give from `first` through `last`, before exceptions and
    /// overrides, in no particular order.
    private static func baseStarts(
        of event: CalendarEvent, from first: ISODate, through last: ISODate, clock: EventClock, budget: Int
    ) throws(EventError) -> [EventTime] {
        var starts: [EventTime] = []
        // Counts kept between windows are keyed by the zone's name, which a file's own
        // VTIMEZONE may give another zone.
        var remembersCount = true
        if case let .local(_, _, zone?) = event.start, event.timeZones[zone] != nil { remembersCount = false }
        for rule in event.recurrences {
            let isPastUntil = try untilTest(rule, start: event.start, zones: event.timeZones, clock: clock)
            do {
                starts += try RecurrenceExpansion.occurrences(
                    of: rule, start: event.start, from: first, through: last, budget: budget,
                    remembersCount: remembersCount, isPastUntil: isPastUntil)
            } catch .tooManyOccurrences(_, let limit, _, _) {
                throw .tooManyOccurrences(event: event.id, limit: limit, from: first, through: last)
            }
        }
        starts.append(event.start)
        starts += event.additionalDates
        return starts.filter { $0.date >= first && $0.date <= last }
    }

    /// Whether an occurrence is after the rule's `UNTIL`: as an instant when DTSTART has a
    /// zone (UNTIL is then UTC, RFC 5545 §3.3.10), as a wall time when it floats, as a day
    /// for dates. Read leniently where writers stray: an UNTIL without `Z` under a zoned
    /// DTSTART is read in DTSTART's zone, and an UNTIL date under a timed DTSTART keeps
    /// that whole day.
    private static func untilTest(
        _ rule: Recurrence, start: EventTime, zones: [String: FileTimeZone], clock: EventClock
    ) throws(EventError) -> (EventTime) -> Bool {
        guard let until = rule.until else { return { _ in false } }
        switch (start, until) {
        case (_, .date(let day)), (.date, .local(let day, _, _)):
            return { $0.date > day }
        case (.local(_, _, let zone?), .local(let day, let milliseconds, let untilZone)):
            let limit = try clock.instant(
                .local(day, millisecondsInDay: milliseconds, zone: untilZone ?? zone), zones: zones)
            return { time in ((try? clock.instant(time, zones: zones)) ?? Int64.min) > limit }
        case (.local(_, _, nil), .local(let day, let milliseconds, _)):
            let limit = FileTimeZone.localMillis(day.julianDay, milliseconds)
            return { time in
                guard case let .local(date, timeOfDay, _) = time else { return false }
                return FileTimeZone.localMillis(date.julianDay, timeOfDay) > limit
            }
        }
    }
}
