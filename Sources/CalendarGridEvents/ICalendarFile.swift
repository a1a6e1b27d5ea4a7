internal import CalendarGrid

/// The events of an iCalendar file (RFC 5545), as calendars write them: every `VEVENT` of
/// every `VCALENDAR` in the file, with its `UID`, `SUMMARY`, `DESCRIPTION`, `DTSTART` and
/// `DTEND` or `DURATION` (`VALUE=DATE`, UTC, floating, or `TZID`), every `RRULE` (with
/// RFC 7529's `RSCALE` and `SKIP`), `RDATE` (dates, date-times and periods), `EXDATE`,
/// `RECURRENCE-ID` overrides (`RANGE=THISANDFUTURE` too), `SEQUENCE` and `STATUS`.
///
/// What the reader does with what calendars write:
/// - Lines are unfolded before anything else (a fold may fall anywhere, RFC 5545 §3.1).
/// - Properties the grid does not use (`ATTENDEE`, `LINK`, `X-…`, an empty `LOCATION:`)
///   and components other than `VEVENT` and `VTIMEZONE` are skipped, whatever their values.
/// - A `TZID` naming an IANA zone is read with ICU's zone data; another is read with the
///   file's own `VTIMEZONE` of that `TZID` (``FileTimeZone``), daylight saving time
///   included. Leniently, a globally unique `TZID` (`/mozilla.org/20070129_1/America/New_York`)
///   is read as the IANA zone it ends with, and a Windows zone name without a `VTIMEZONE`
///   (`W. Europe Standard Time`) as ICU maps it.
/// - Of two `VEVENT`s with one `UID` (and one `RECURRENCE-ID`), the higher `SEQUENCE` wins
///   (§3.8.7.4); on a tie, the first in the file. An override whose event is not in the
///   file (an invitation to one occurrence, RFC 6638 §3.2.6) is an event of its own.
/// - `STATUS:CANCELLED` events and occurrences are not shown (§3.8.1.11).
/// - `X-WR-TIMEZONE` (the calendar's zone, as Google Calendar and Apple Calendar write it):
///   the calendar's floating and UTC date-times are read in that zone, as those calendars
///   mean them (a weekly meeting written in UTC keeps its local hour across a DST change).
/// - A date written without `VALUE=DATE`, a `Z` time with a `TZID` (the `Z` wins), spaces
///   around values, and both `DTEND` and `DURATION` (libical-based tools write
///   `DURATION:PT0S` beside `DTEND`; `DTEND` is read) are read as meant.
///
/// What is malformed (a line that is not a content line, a `BEGIN` without its `END`, a
/// `VEVENT` without `DTSTART` in a file without `METHOD`, a `DTEND` or `DURATION` before the
/// start or of another kind than `DTSTART`, a value that is not what its property holds, a
/// rule RFC 5545 does not allow, a `TZID` that no zone answers) is named with its line, the
/// property and the rule broken. ``read(_:)`` leaves out what is malformed (the line, or the
/// component it is in) and returns the rest with the list of problems, as Google, Apple and
/// Outlook show the rest of a feed; ``events(in:)`` refuses the file at the first.
///
/// ```swift
/// let contents = try ICalendarFile.read(text)
/// contents.events      // every event the file holds in good order
/// contents.problems    // what was left out, and why
/// ```
public enum ICalendarFile {
    /// The events of a file, and what was malformed in it and left out.
    public struct Contents: Sendable {
        /// The events read, in file order (overrides folded into their event).
        public let events: [CalendarEvent]
        /// What was left out (or read to the end of the file), in file order.
        public let problems: [ICalendarProblem]
    }

    /// The events of the file's text, leaving out each malformed line or component (an event
    /// with a bad `DTEND`, an unknown `TZID` or a rule RFC 5545 does not allow, a `VEVENT` cut
    /// off before its `END`), and reading a `VCALENDAR` that the text ends in as if it ended
    /// there.
    /// - Throws: ``EventError/malformedFile(line:reason:)`` for text that is not iCalendar
    ///   (no `BEGIN:VCALENDAR`), and the first problem's error for a file whose every event
    ///   was left out (a file with no event at all and nothing malformed is empty, not an error).
    public static func read(_ text: String) throws(EventError) -> Contents {
        let problems = ReadingProblems(strict: false)
        let events = try events(in: text, problems: problems)
        if events.isEmpty, let first = problems.problems.first { throw first.error }
        // In file order, as a reader goes through the file.
        let ordered = problems.problems.enumerated().sorted {
            ($0.element.line, $0.offset) < ($1.element.line, $1.offset)
        }
        return Contents(events: events, problems: ordered.map(\.element))
    }

    /// The events of the file's text, in file order (overrides folded into their event),
    /// refusing the file at its first malformed line or component.
    /// - Throws: ``EventError/malformedFile(line:reason:)`` and
    ///   ``EventError/undefinedTimeZone(_:property:line:)``, naming the line.
    public static func events(in text: String) throws(EventError) -> [CalendarEvent] {
        try events(in: text, problems: ReadingProblems(strict: true))
    }

    private static func events(in text: String, problems: ReadingProblems) throws(EventError) -> [CalendarEvent] {
        let roots = try ICalendarComponent.components(in: text, problems: problems)
        guard roots.contains(where: { $0.name == "VCALENDAR" || $0.name == "VEVENT" }) else {
            throw .malformedFile(line: 1, reason: "no BEGIN:VCALENDAR (expected an iCalendar file)")
        }
        // The zones the file defines whose TZID is no IANA zone (an IANA zone is read with
        // ICU's data, which knows its history); the first definition of a TZID wins.
        var defined: [String: FileTimeZone] = [:]
        for root in roots {
            for component in root.all("VTIMEZONE") {
                // One named for an IANA zone is not read at all: its times never use it.
                let tzid = component.property("TZID")?.value.trimmingSpaces ?? ""
                guard !ZoneClock.isKnown(tzid) else { continue }
                do {
                    let zone = try FileTimeZone(component)
                    if defined[zone.id] == nil { defined[zone.id] = zone }
                } catch {
                    try problems.report(skipping: component, error)
                }
            }
        }
        let reader = Reader(defined: defined)
        var revisions: [Revision] = []
        for root in roots {
            let components = root.name == "VEVENT" ? [root] : root.children.filter { $0.name == "VEVENT" }
            let hasMethod = root.property("METHOD") != nil
            reader.calendarZone = root.property("X-WR-TIMEZONE").flatMap { reader.zone(named: $0.value.trimmingSpaces) }
            for component in components {
                do {
                    if let revision = try reader.revision(component, dateOptional: hasMethod) {
                        revisions.append(revision)
                    }
                } catch {
                    try problems.report(skipping: component, error)
                }
            }
        }
        return assemble(revisions)
    }

    /// An event's length from its start and exclusive end: days for dates, exact time for
    /// date-times (each read in its own zone).
    /// - Throws: ``EventError/malformedFile(line:reason:)`` (line 0) when one is a date and
    ///   the other a date-time; ``EventError/unknownTimeZone(_:)``.
    public static func duration(from start: EventTime, to end: EventTime) throws(EventError) -> CalendarEvent.Duration {
        try difference(from: start, to: end, zones: [:], line: 0, property: "end")
    }

    /// `DTEND` − `DTSTART`: days for dates, exact time for date-times.
    static func difference(
        from start: EventTime, to end: EventTime, zones: [String: FileTimeZone], line: Int, property: String
    ) throws(EventError) -> CalendarEvent.Duration {
        switch (start, end) {
        case let (.date(first), .date(last)):
            guard last >= first else {
                throw .malformedFile(
                    line: line, reason: "\(property) \(last) is before DTSTART \(first) (RFC 5545 §3.8.2.2)")
            }
            return .days(last.julianDay - first.julianDay)
        case let (.local(_, _, firstZone), .local(_, _, lastZone)) where (firstZone == nil) == (lastZone == nil):
            let clock = EventClock()
            let length = try clock.instant(end, zones: zones) - clock.instant(start, zones: zones)
            guard length >= 0 else {
                throw .malformedFile(
                    line: line, reason: "\(property) \(end) is before DTSTART \(start) (RFC 5545 §3.8.2.2)")
            }
            return .milliseconds(length)
        case (.local, .local):
            throw .malformedFile(
                line: line,
                reason:
                    "\(property) and DTSTART must both be floating or both have a zone or Z (RFC 5545 §3.6.1, §3.8.2.2)"
            )
        default:
            throw .malformedFile(
                line: line, reason: "\(property) and DTSTART must both be dates or both date-times (RFC 5545 §3.8.2.2)")
        }
    }

    /// One `VEVENT` as read: a whole event, or an override of one occurrence.
    struct Revision {
        let event: CalendarEvent
        let uid: String
        /// `RECURRENCE-ID`, with whether it holds for later occurrences too.
        let recurrenceID: EventTime?
        let thisAndFuture: Bool
    }

    /// Keeps the highest `SEQUENCE` of each `UID` and `RECURRENCE-ID`, folds overrides into
    /// their events, and keeps an override without its event as an event.
    static func assemble(_ revisions: [Revision]) -> [CalendarEvent] {
        var order: [String] = []
        var seen: Set<String> = []
        var masters: [String: CalendarEvent] = [:]
        var overrides: [String: [(id: EventTime, future: Bool, event: CalendarEvent)]] = [:]
        for revision in revisions {
            let uid = revision.uid
            if let original = revision.recurrenceID {
                var list = overrides[uid, default: []]
                if let index = list.firstIndex(where: { $0.id == original }) {
                    if revision.event.sequence > list[index].event.sequence {
                        list[index] = (original, revision.thisAndFuture, revision.event)
                    }
                } else {
                    list.append((original, revision.thisAndFuture, revision.event))
                }
                overrides[uid] = list
                if seen.insert(uid).inserted { order.append(uid) }
            } else {
                if let kept = masters[uid] {
                    if revision.event.sequence > kept.sequence { masters[uid] = revision.event }
                } else {
                    masters[uid] = revision.event
                    if seen.insert(uid).inserted { order.append(uid) }
                }
            }
        }
        var result: [CalendarEvent] = []
        for uid in order {
            guard var master = masters[uid] else {
                // Overrides without their event: each is an event of its own.
                result += (overrides[uid] ?? []).map(\.event)
                continue
            }
            for entry in overrides[uid] ?? [] {
                if entry.future {
                    master.futureOverrides[entry.id] = entry.event
                } else {
                    master.overrides[entry.id] = entry.event
                }
            }
            result.append(master)
        }
        return result
    }
}
