internal import CalendarGrid
internal import SystemLibical

/// The events of an iCalendar file (RFC 5545), read by libical: every `VEVENT` with its
/// `UID`, `SUMMARY`, `DESCRIPTION`, `DTSTART` and `DTEND` or `DURATION` (`VALUE=DATE`,
/// UTC, floating, or `TZID`), `RRULE` (with RFC 7529's `RSCALE` and `SKIP`), `RDATE`,
/// `EXDATE` and `RECURRENCE-ID` overrides. Folded lines are unfolded by libical.
///
/// A `TZID` names an IANA zone (`Europe/Berlin`), read with ICU's zone data; a `TZID` that
/// only the file's `VTIMEZONE` defines (`W. Europe Standard Time`) is converted to UTC by
/// libical from that definition (its recurrences then repeat in UTC).
///
/// ```swift
/// let events = try ICalendarFile.events(in: text)
/// ```
public enum ICalendarFile {
    /// The events of the file's text, in file order (overrides folded into their event).
    /// - Throws: ``EventError/malformedFile(line:reason:)`` naming the line: a content line
    ///   without `:`, a `VEVENT` without `DTSTART`, a date libical cannot read; rule errors
    ///   as ``Recurrence/init(_:)``.
    public static func events(in text: String) throws(EventError) -> [CalendarEvent] {
        // "\r\n" is one Character in Swift: split on it as on "\n" (RFC 5545 lines end in CRLF).
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        for (index, line) in lines.enumerated() {
            let content = line.hasSuffix("\r") ? line.dropLast() : line
            // Folded continuation lines start with a space or tab; every other line is NAME…:VALUE.
            if content.isEmpty || content.first == " " || content.first == "\t" { continue }
            guard content.contains(":") else {
                throw .malformedFile(
                    line: index + 1, reason: "'\(content.prefix(40))' is not NAME:VALUE (RFC 5545 §3.1)")
            }
        }
        guard lines.contains(where: { $0.hasPrefix("BEGIN:VCALENDAR") || $0.hasPrefix("BEGIN:VEVENT") }) else {
            throw .malformedFile(line: 1, reason: "no BEGIN:VCALENDAR (expected an iCalendar file)")
        }
        guard let root = icalparser_parse_string(text) else {
            throw .malformedFile(line: 1, reason: "libical cannot read the file")
        }
        defer { icalcomponent_free(root) }
        let beginLines = lines.indices.filter { lines[$0].hasPrefix("BEGIN:VEVENT") }.map { $0 + 1 }
        var components: [OpaquePointer] = []
        if icalcomponent_isa(root) == ICAL_VEVENT_COMPONENT { components.append(root) }
        var child = icalcomponent_get_first_component(root, ICAL_VEVENT_COMPONENT)
        while let current = child {
            components.append(current)
            child = icalcomponent_get_next_component(root, ICAL_VEVENT_COMPONENT)
        }
        var masters: [CalendarEvent] = []
        var overrides: [(uid: String, original: EventTime, event: CalendarEvent)] = []
        for (index, component) in components.enumerated() {
            let line = index < beginLines.count ? beginLines[index] : 1
            if let error = firstProperty(component, ICAL_XLICERROR_PROPERTY) {
                let message = icalproperty_get_xlicerror(error).map { String(cString: $0) } ?? "unreadable"
                throw .malformedFile(line: line, reason: "libical: \(message)")
            }
            let event = try self.event(component, line: line)
            if let recurrenceID = firstProperty(component, ICAL_RECURRENCEID_PROPERTY) {
                guard let original = time(icalproperty_get_recurrenceid(recurrenceID), recurrenceID) else {
                    throw .malformedFile(line: line, reason: "RECURRENCE-ID is not a date or a date-time")
                }
                overrides.append((event.id, original, event))
            } else {
                masters.append(event)
            }
        }
        for override in overrides {
            guard let index = masters.firstIndex(where: { $0.id == override.uid }) else { continue }
            masters[index].overrides[override.original] = override.event
        }
        return masters
    }

    private static func event(_ component: OpaquePointer, line: Int) throws(EventError) -> CalendarEvent {
        guard let startProperty = firstProperty(component, ICAL_DTSTART_PROPERTY),
            let start = time(icalproperty_get_dtstart(startProperty), startProperty, component: component)
        else {
            throw .malformedFile(line: line, reason: "VEVENT without a readable DTSTART (RFC 5545 §3.6.1)")
        }
        let uid = icalcomponent_get_uid(component).map { String(cString: $0) } ?? "line-\(line)"
        let summary = icalcomponent_get_summary(component).map { String(cString: $0) } ?? ""
        var duration: CalendarEvent.Duration? = nil
        if let endProperty = firstProperty(component, ICAL_DTEND_PROPERTY) {
            guard let end = time(icalproperty_get_dtend(endProperty), endProperty, component: component) else {
                throw .malformedFile(line: line, reason: "DTEND is not a date or a date-time")
            }
            duration = try difference(from: start, to: end, line: line)
        } else if let durationProperty = firstProperty(component, ICAL_DURATION_PROPERTY) {
            let seconds = Int64(icaldurationtype_as_int(icalproperty_get_duration(durationProperty)))
            duration = start.isDate ? .days(Int(seconds / 86_400)) : .milliseconds(seconds * 1000)
        }
        var recurrence: Recurrence? = nil
        if let ruleProperty = firstProperty(component, ICAL_RRULE_PROPERTY),
            let value = icalproperty_get_value_as_string(ruleProperty)
        {
            recurrence = try Recurrence(String(cString: value))
        }
        var exceptions: [EventTime] = []
        var additions: [EventTime] = []
        var property = icalcomponent_get_first_property(component, ICAL_EXDATE_PROPERTY)
        while let current = property {
            if let excluded = time(icalproperty_get_exdate(current), current, component: component) {
                exceptions.append(excluded)
            }
            property = icalcomponent_get_next_property(component, ICAL_EXDATE_PROPERTY)
        }
        property = icalcomponent_get_first_property(component, ICAL_RDATE_PROPERTY)
        while let current = property {
            let value = icalproperty_get_rdate(current)
            let moment = icaltime_is_null_time(value.time) != 0 ? value.period.start : value.time
            if let added = time(moment, current, component: component) { additions.append(added) }
            property = icalcomponent_get_next_property(component, ICAL_RDATE_PROPERTY)
        }
        return CalendarEvent(
            id: uid, summary: summary, start: start, duration: duration, recurrence: recurrence,
            exceptionDates: exceptions, additionalDates: additions,
            payload: icalcomponent_get_description(component).map { String(cString: $0) })
    }

    private static func firstProperty(_ component: OpaquePointer, _ kind: icalproperty_kind) -> OpaquePointer? {
        icalcomponent_get_first_property(component, kind)
    }

    /// A property's time with its `TZID`: an IANA zone is kept as the time's zone; any other
    /// `TZID` (the file's `VTIMEZONE`) is converted to UTC by libical.
    private static func time(
        _ value: icaltimetype, _ property: OpaquePointer, component: OpaquePointer? = nil
    ) -> EventTime? {
        guard let parameter = icalproperty_get_first_parameter(property, ICAL_TZID_PARAMETER),
            let tzid = icalparameter_get_tzid(parameter).map({ String(cString: $0) })
        else { return ICalTime.eventTime(value, zone: nil) }
        if (try? ZoneClock(zone: tzid)) != nil { return ICalTime.eventTime(value, zone: tzid) }
        // A zone of the file's own: libical resolves it against the VTIMEZONE.
        var resolved = value
        if let component, let zone = icalcomponent_get_timezone(icalcomponent_get_parent(component), tzid) {
            resolved = icaltime_set_timezone(&resolved, zone)
            let utc = icaltime_convert_to_zone(resolved, icaltimezone_get_utc_timezone())
            return ICalTime.eventTime(utc, zone: "UTC")
        }
        return nil
    }

    /// An event's length from its start and exclusive end: days for dates, exact time for
    /// date-times (each read in its own zone).
    /// - Throws: ``EventError/malformedFile(line:reason:)`` (line 0) when one is a date and
    ///   the other a date-time; ``EventError/unknownTimeZone(_:)``.
    public static func duration(from start: EventTime, to end: EventTime) throws(EventError) -> CalendarEvent.Duration {
        try difference(from: start, to: end, line: 0)
    }

    /// `DTEND` − `DTSTART`: days for dates, exact time for date-times.
    static func difference(
        from start: EventTime, to end: EventTime, line: Int
    ) throws(EventError) -> CalendarEvent.Duration {
        switch (start, end) {
        case let (.date(first), .date(last)):
            return .days(last.julianDay - first.julianDay)
        case let (.local(firstDate, firstTime, firstZone), .local(lastDate, lastTime, lastZone)):
            func instant(_ date: ISODate, _ time: Int, _ zone: String?) throws(EventError) -> Int64 {
                guard let zone else { return Int64(date.julianDay) * 86_400_000 + Int64(time) }
                do { return try ZoneClock(zone: zone).instant(julianDay: date.julianDay, milliseconds: time) } catch {
                    throw .unknownTimeZone(zone)
                }
            }
            return .milliseconds(
                try instant(lastDate, lastTime, lastZone) - instant(firstDate, firstTime, firstZone))
        default:
            throw .malformedFile(line: line, reason: "DTSTART and DTEND must both be dates or both date-times")
        }
    }
}
