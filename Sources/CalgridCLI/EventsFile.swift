import CalendarGrid
import CalendarGridEvents

/// The events of `calgrid --events FILE`: an iCalendar file (RFC 5545, read by
/// CalendarGridEvents' `ICalendarFile`), or a JSON array for apps without one:
///
/// ```json
/// [
///   {"id": "call", "summary": "Call", "start": "2024-09-17T23:30:00Z", "end": "2024-09-18T00:30:00Z"},
///   {"id": "cny", "summary": "春节", "start": "2024-02-10", "rrule": "RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=1"},
///   {"id": "standup", "summary": "Stand-up", "start": "2024-09-02T09:00:00[Europe/Berlin]",
///    "end": "2024-09-02T09:15:00[Europe/Berlin]", "rrule": "FREQ=WEEKLY;BYDAY=MO", "exdates": ["2024-09-16T09:00:00[Europe/Berlin]"]}
/// ]
/// ```
/// `id` and `start` are required; `summary`, `end` (exclusive), `rrule`, `exdates`,
/// `rdates` and `payload` (any JSON, shown as text) are optional; times are as
/// ``EventTime/init(parsing:)`` reads them. Other members are refused. A file whose first
/// text is `[` or `{` is JSON (an object is refused as not an array), any other iCalendar.
///
/// A malformed line or component of an iCalendar file is left out with one warning line
/// each (`calgrid: warning: --events FILE: line 14: …; skipped the VEVENT of line 12`), as
/// calendars show the rest of a feed; `--strict` refuses the file at the first instead. A
/// file whose every event is malformed is refused; a JSON file is refused at its first error.
enum EventsFile {
    static let maximumBytes = 16 * 1024 * 1024

    /// The events a file gave, and a warning line for each thing left out of it.
    struct Loaded {
        let events: [CalendarEvent]
        /// Whole lines for stderr, each ending in a line break.
        let warnings: String
    }

    static func load(path: String, strict: Bool = false) throws(UsageError) -> Loaded {
        // `-` is standard input (as /dev/stdin, a pipe or a file, size-limited alike).
        let bytes = try FileBytes.read(path == "-" ? "/dev/stdin" : path, limit: maximumBytes, for: "--events")
        return try read(bytes: bytes, path: path, strict: strict)
    }

    /// The events of a file's bytes, refused at the first problem; `path` names it in errors.
    static func events(bytes: [UInt8], path: String) throws(UsageError) -> [CalendarEvent] {
        try read(bytes: bytes, path: path, strict: true).events
    }

    /// The events of a file's bytes, with a warning for each problem left out unless
    /// `strict`; `path` names the file in errors and warnings.
    static func read(bytes: [UInt8], path: String, strict: Bool) throws(UsageError) -> Loaded {
        // Bytes that are not UTF-8 (RFC 5545 §3.1.4) show as `\x{E9}`, in a summary as in an error.
        let text = ControlCharacters.text(utf8: bytes)
        let start = text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        do {
            if start.hasPrefix("[") || start.hasPrefix("{") {
                return Loaded(events: try json(bytes, path: path), warnings: "")
            }
            if strict { return Loaded(events: try ICalendarFile.events(in: text), warnings: "") }
            let contents = try ICalendarFile.read(text)
            let warnings = contents.problems.map { problem in
                "calgrid: warning: " + TerminalText.escaped("--events \(path): \(problem)") + "\n"
            }
            return Loaded(events: contents.events, warnings: warnings.joined())
        } catch let error as UsageError {
            throw error
        } catch {
            throw UsageError(message: "--events \(path): \(error)")
        }
    }

    private static func json(_ bytes: [UInt8], path: String) throws -> [CalendarEvent] {
        let document = try JSONDocument.parse(bytes, option: "--events", path: path)
        guard case let .array(entries) = document else {
            throw UsageError(message: "--events \(path): expected a JSON array of events or an iCalendar file")
        }
        let known = ["id", "summary", "start", "end", "rrule", "exdates", "rdates", "payload"]
        return try entries.enumerated().map { offset, entry throws -> CalendarEvent in
            let number = offset + 1
            func fail(_ reason: String) -> UsageError {
                UsageError(message: "--events \(path): event \(number) \(reason)")
            }
            guard case let .object(members) = entry else { throw fail("is not an object") }
            if let unknown = members.first(where: { !known.contains($0.0) }) {
                throw fail("has unknown member '\(unknown.0)' (expected " + known.joined(separator: ", ") + ")")
            }
            func string(_ key: String) -> String? {
                if case let .string(text)? = entry[key] { return text }
                return nil
            }
            func time(_ text: String, _ key: String) throws -> EventTime {
                guard let time = EventTime(parsing: text) else {
                    throw fail(
                        "has \(key) '\(text)' (expected 2024-09-17, 2024-09-17T09:00:00Z or 2024-09-17T09:00:00[Europe/Berlin])"
                    )
                }
                return time
            }
            func times(_ key: String) throws -> [EventTime] {
                guard let value = entry[key] else { return [] }
                guard case let .array(items) = value else { throw fail("has \(key) that is not an array") }
                return try items.map { item throws -> EventTime in
                    guard case let .string(text) = item else {
                        throw fail("has \(key) with an entry that is not a string")
                    }
                    return try time(text, key)
                }
            }
            guard let id = string("id") else { throw fail("has no \"id\" string") }
            guard let startText = string("start") else { throw fail("has no \"start\" string") }
            let start = try time(startText, "start")
            var duration: CalendarEvent.Duration? = nil
            if let endText = string("end") {
                do { duration = try ICalendarFile.duration(from: start, to: try time(endText, "end")) } catch {
                    throw fail("has \(error)")
                }
            }
            return CalendarEvent(
                id: id, summary: string("summary") ?? "", start: start, duration: duration,
                recurrence: try string("rrule").map { rule throws in try Recurrence(rule) },
                exceptionDates: try times("exdates"), additionalDates: try times("rdates"),
                payload: entry["payload"].map(\.displayText))
        }
    }
}
