internal import CalendarGrid

extension ICalendarFile {
    /// Reads the `VEVENT`s of one file against the zones it defines, remembering which zone
    /// each `TZID` is.
    final class Reader {
        private let defined: [String: FileTimeZone]
        /// Each `TZID` met, as the zone it is read in: an IANA zone, or the `TZID` itself for a
        /// zone of the file.
        private var resolved: [String: String] = [:]
        /// The calendar's `X-WR-TIMEZONE`, where one is given and a zone answers it.
        var calendarZone: String? = nil
        private let clock = EventClock()

        init(defined: [String: FileTimeZone]) {
            self.defined = defined
        }

        /// The zone a name is read in (as ``zoneName(_:line:)``), or `nil` if none answers.
        func zone(named name: String) -> String? {
            guard !name.isEmpty else { return nil }
            let line = ContentLine(name: "X-WR-TIMEZONE", parameters: [], value: name, line: 0)
            return try? zoneName(name, line: line)
        }

        /// The event or override a `VEVENT` holds; `nil` for one without `DTSTART` in a file
        /// with `METHOD` (RFC 5545 §3.6.1 allows it there; it has no day to show).
        func revision(_ component: ICalendarComponent, dateOptional: Bool) throws(EventError) -> Revision? {
            func property(_ name: String) -> ContentLine? {
                // An empty value (`DTEND:`) is read as no property at all.
                component.properties(name).first { !$0.value.trimmingSpaces.isEmpty }
            }
            guard let startLine = property("DTSTART") else {
                if dateOptional { return nil }
                throw .malformedFile(line: component.line, reason: "VEVENT without DTSTART (RFC 5545 §3.6.1)")
            }
            let start = try time(startLine)
            let uid = property("UID")?.value.trimmingSpaces ?? "line-\(component.line)"
            var event = CalendarEvent(
                id: uid, summary: property("SUMMARY").map { ICalendarValue.text($0.value) } ?? "", start: start,
                payload: property("DESCRIPTION").map { ICalendarValue.text($0.value) })

            let endLine = property("DTEND")
            let durationLine = property("DURATION")
            // RFC 5545 §3.6.1 allows one or the other; tools built on libical write both
            // (`DURATION:PT0S` beside DTEND), so DTEND is read and DURATION left.
            if let endLine {
                let end = try time(endLine)
                event.duration = try difference(
                    from: start, to: end, zones: defined, line: endLine.line, property: "DTEND")
            } else if let durationLine {
                event.duration = try duration(durationLine, text: durationLine.value, start: start)
            }

            for line in component.properties("RRULE") where !line.value.trimmingSpaces.isEmpty {
                event.recurrences.append(try rule(line))
            }
            for line in component.properties("EXDATE") {
                for text in ICalendarValue.list(line.value) {
                    event.exceptionDates.append(try time(line, text: text))
                }
            }
            for line in component.properties("RDATE") {
                for text in ICalendarValue.list(line.value) {
                    guard let slash = text.firstIndex(of: "/") else {
                        event.additionalDates.append(try time(line, text: text))
                        continue
                    }
                    // A PERIOD (RFC 5545 §3.3.9): start/end or start/duration.
                    let periodStart = try time(line, text: String(text[..<slash]))
                    let rest = String(text[text.index(after: slash)...])
                    let length: CalendarEvent.Duration
                    if rest.first == "P" || rest.first == "+" || rest.first == "-" {
                        length = try duration(line, text: rest, start: periodStart)
                    } else {
                        length = try difference(
                            from: periodStart, to: try time(line, text: rest), zones: defined,
                            line: line.line, property: "RDATE's period end")
                    }
                    event.additionalDates.append(periodStart)
                    event.additionalDurations[periodStart] = length
                }
            }
            var recurrenceID: EventTime? = nil
            var thisAndFuture = false
            if let line = property("RECURRENCE-ID") {
                recurrenceID = try time(line)
                thisAndFuture = line.parameter("RANGE")?.uppercased() == "THISANDFUTURE"
            }
            event.sequence = property("SEQUENCE").flatMap { Int($0.value.trimmingSpaces) } ?? 0
            event.isCancelled = property("STATUS")?.value.trimmingSpaces.uppercased() == "CANCELLED"
            // Every zone the file defines: an override's or an exception's TZID may be one the
            // event's own times do not name.
            event.timeZones = defined
            return Revision(event: event, uid: uid, recurrenceID: recurrenceID, thisAndFuture: thisAndFuture)
        }

        /// A property's date or date-time (`text`: one value of a list) in the zone its
        /// `TZID` names.
        private func time(_ line: ContentLine, text: String? = nil) throws(EventError) -> EventTime {
            let moment = try ICalendarValue.moment(text ?? line.value, property: line)
            guard let milliseconds = moment.milliseconds else { return .date(moment.date) }
            if moment.isUTC {
                let utc = EventTime.local(moment.date, millisecondsInDay: milliseconds, zone: "UTC")
                guard let calendarZone else { return utc }
                // The same instant, written in the calendar's zone.
                return try clock.moved(utc, by: 0, zones: defined, to: calendarZone)
            }
            guard let tzid = line.parameter("TZID")?.trimmingSpaces, !tzid.isEmpty else {
                return .local(moment.date, millisecondsInDay: milliseconds, zone: calendarZone)
            }
            return .local(moment.date, millisecondsInDay: milliseconds, zone: try zoneName(tzid, line: line))
        }

        /// The zone a `TZID` is read in: an IANA zone ICU knows, else the file's `VTIMEZONE`
        /// of that `TZID`, else (leniently) the IANA zone a globally unique `TZID` ends with,
        /// or the one ICU maps a Windows zone name to.
        private func zoneName(_ tzid: String, line: ContentLine) throws(EventError) -> String {
            if let known = resolved[tzid] { return known }
            var found: String? = nil
            if ZoneClock.isKnown(tzid) || defined[tzid] != nil {
                found = tzid
            } else if tzid.hasPrefix("/") {
                // `/mozilla.org/20070129_1/America/New_York`: the longest tail ICU knows.
                let parts = tzid.split(separator: "/")
                found = parts.indices.lazy.map { parts[$0...].joined(separator: "/") }.first(where: ZoneClock.isKnown)
            } else {
                found = ZoneClock.ianaZone(forWindowsZone: tzid)
            }
            guard let found else { throw .undefinedTimeZone(tzid, property: line.name, line: line.line) }
            resolved[tzid] = found
            return found
        }

        /// `DURATION` (or a period's duration): days for a date start (a part day counts as a
        /// day), exact time for a date-time start.
        private func duration(
            _ line: ContentLine, text: String, start: EventTime
        ) throws(EventError) -> CalendarEvent.Duration {
            let (days, milliseconds) = try ICalendarValue.duration(text, property: line)
            guard days >= 0, milliseconds >= 0 else {
                throw .malformedFile(
                    line: line.line,
                    reason:
                        "\(line.name) '\(text.prefix(40))' is negative: an event cannot end before it starts (RFC 5545 §3.8.2.5)"
                )
            }
            if start.isDate { return .days(days + Int((milliseconds + 86_399_999) / 86_400_000)) }
            return .milliseconds(Int64(days) * 86_400_000 + milliseconds)
        }

        /// An `RRULE`, named with its line when it is not one.
        private func rule(_ line: ContentLine) throws(EventError) -> Recurrence {
            do { return try Recurrence(line.value.trimmingSpaces) } catch {
                throw .malformedFile(line: line.line, reason: error.description)
            }
        }
    }
}
