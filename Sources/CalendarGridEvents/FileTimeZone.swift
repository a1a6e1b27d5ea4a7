internal import CalendarGrid

/// A time zone as an iCalendar file's `VTIMEZONE` defines it (RFC 5545 §3.6.5): its
/// observances (`STANDARD`, `DAYLIGHT`), each with an onset (`DTSTART` in the local time
/// before it), the offsets before and after (`TZOFFSETFROM`, `TZOFFSETTO`), and the onsets
/// that repeat it (`RRULE`, `RDATE`).
///
/// Used for a `TZID` that is no IANA zone (Outlook's `W. Europe Standard Time`, a custom
/// name): times in it are read with the file's own rules, daylight saving time included, so
/// a weekly meeting at 09:00 stays at 09:00 after the clocks change. A `TZID` that names an
/// IANA zone is read with ICU's zone data instead, which knows the zone's whole history.
///
/// A local time the clocks skip is read with the offset before the gap; one they repeat is
/// its first occurrence (RFC 5545 §3.3.5). Before its first onset, a zone keeps the first
/// onset's `TZOFFSETFROM`.
public struct FileTimeZone: Sendable, Hashable {
    /// The `TZID`.
    public let id: String
    let observances: [Observance]
    /// Onsets that do not repeat by rule (every `DTSTART` and `RDATE`), as instants with
    /// the offset they begin, in order.
    private let fixedOnsets: [Onset]
    private let yearOnsets = Locked(RecencyCache<Int, [Onset]>(capacity: 64))

    struct Observance: Sendable, Hashable {
        /// The onset's local date and milliseconds since midnight (`DTSTART`).
        let start: (julianDay: Int, milliseconds: Int)
        let offsetFrom: Int
        let offsetTo: Int
        let rule: Recurrence?
        let dates: [(julianDay: Int, milliseconds: Int)]

        static func == (lhs: Observance, rhs: Observance) -> Bool {
            lhs.start == rhs.start && lhs.offsetFrom == rhs.offsetFrom && lhs.offsetTo == rhs.offsetTo
                && lhs.rule == rhs.rule && lhs.dates.map(\.julianDay) == rhs.dates.map(\.julianDay)
                && lhs.dates.map(\.milliseconds) == rhs.dates.map(\.milliseconds)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(start.julianDay)
            hasher.combine(start.milliseconds)
            hasher.combine(offsetTo)
        }
    }

    /// An instant at which an offset begins.
    struct Onset: Sendable, Comparable {
        let instant: Int64
        let offset: Int
        static func < (lhs: Onset, rhs: Onset) -> Bool { lhs.instant < rhs.instant }
    }

    /// Zones are equal when their `TZID`s and observances are: the same offsets from the
    /// same instants.
    public static func == (lhs: FileTimeZone, rhs: FileTimeZone) -> Bool {
        lhs.id == rhs.id && lhs.observances == rhs.observances
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(observances)
    }

    /// The zone of a `VTIMEZONE` component.
    /// - Throws: ``EventError/malformedFile(line:reason:)`` for a `VTIMEZONE` without
    ///   `TZID` or observances, or an observance without `DTSTART`, `TZOFFSETFROM` or
    ///   `TZOFFSETTO`, each naming its line.
    init(_ component: ICalendarComponent) throws(EventError) {
        guard let tzid = component.property("TZID")?.value.trimmingSpaces, !tzid.isEmpty else {
            throw .malformedFile(line: component.line, reason: "VTIMEZONE without a TZID (RFC 5545 §3.6.5)")
        }
        id = tzid
        var observances: [Observance] = []
        for child in component.children where child.name == "STANDARD" || child.name == "DAYLIGHT" {
            func required(_ name: String) throws(EventError) -> ContentLine {
                guard let property = child.property(name), !property.value.trimmingSpaces.isEmpty else {
                    throw .malformedFile(
                        line: child.line, reason: "\(child.name) of VTIMEZONE \(tzid) without \(name) (RFC 5545 §3.6.5)"
                    )
                }
                return property
            }
            let startLine = try required("DTSTART")
            let start = try ICalendarValue.moment(startLine.value, property: startLine)
            let from = try required("TZOFFSETFROM")
            let to = try required("TZOFFSETTO")
            var rule: Recurrence? = nil
            if let ruleLine = child.property("RRULE"), !ruleLine.value.trimmingSpaces.isEmpty {
                rule = try Recurrence(ruleLine.value.trimmingSpaces)
            }
            var dates: [(julianDay: Int, milliseconds: Int)] = []
            for line in child.properties("RDATE") {
                for text in ICalendarValue.list(line.value) {
                    // A PERIOD's start; an onset has no end.
                    let onset = try ICalendarValue.moment(String(text.prefix { $0 != "/" }), property: line)
                    dates.append((onset.date.julianDay, onset.milliseconds ?? 0))
                }
            }
            observances.append(
                Observance(
                    start: (start.date.julianDay, start.milliseconds ?? 0),
                    offsetFrom: try ICalendarValue.utcOffset(from.value, property: from),
                    offsetTo: try ICalendarValue.utcOffset(to.value, property: to), rule: rule, dates: dates))
        }
        guard !observances.isEmpty else {
            throw .malformedFile(
                line: component.line, reason: "VTIMEZONE \(tzid) has no STANDARD or DAYLIGHT (RFC 5545 §3.6.5)")
        }
        self.observances = observances
        fixedOnsets = observances.flatMap { observance in
            ([observance.start] + observance.dates).map { local in
                Onset(
                    instant: Self.localMillis(local.julianDay, local.milliseconds) - Int64(observance.offsetFrom)
                        * 1000,
                    offset: observance.offsetTo)
            }
        }.sorted()
    }

    /// The offset from UTC, in seconds, at an instant (milliseconds since 1970 UTC).
    func offset(atInstant instant: Int64) -> Int {
        let year = ISODate(julianDay: Int(Self.floorDivide(instant, 86_400_000)) + ISODate.unixEpochJulianDay).year
        var best = fixedOnsets.last { $0.instant <= instant }
        for candidate in (year - 1...year + 1).flatMap({ onsets(inYear: $0) }) where candidate.instant <= instant {
            if let current = best, current.instant > candidate.instant { continue }
            best = candidate
        }
        if let best { return best.offset }
        // Before the first onset: the offset that onset ends.
        let first = observances.min {
            Self.localMillis($0.start.0, $0.start.1) < Self.localMillis($1.start.0, $1.start.1)
        }
        return first?.offsetFrom ?? 0
    }

    /// The instant of a local date and time: a time the clocks skip is read with the offset
    /// before the gap, a repeated one is its first occurrence (RFC 5545 §3.3.5).
    func instant(julianDay: Int, milliseconds: Int) -> Int64 {
        let local = Self.localMillis(julianDay, milliseconds)
        let before = offset(atInstant: local - 86_400_000)
        let after = offset(atInstant: local + 86_400_000)
        let early = local - Int64(before) * 1000
        let late = local - Int64(after) * 1000
        let earlyValid = offset(atInstant: early) == before
        let lateValid = offset(atInstant: late) == after
        switch (earlyValid, lateValid) {
        case (true, true): return min(early, late)
        case (false, true): return late
        default: return early  // valid, or in a gap: the offset before it
        }
    }

    /// The local date and milliseconds since midnight of an instant.
    func wallTime(ofInstant instant: Int64) -> (julianDay: Int, milliseconds: Int) {
        let local = instant + Int64(offset(atInstant: instant)) * 1000
        let day = Self.floorDivide(local, 86_400_000)
        return (Int(day) + ISODate.unixEpochJulianDay, Int(local - day * 86_400_000))
    }

    /// The onsets of the observances' rules whose local date is in a year, cached.
    private func onsets(inYear year: Int) -> [Onset] {
        if let known = yearOnsets.withLock({ $0.value(for: year) }) { return known }
        var result: [Onset] = []
        for observance in observances {
            guard let rule = observance.rule, let first = try? ISODate(year: year, month: 1, day: 1),
                let last = try? ISODate(year: year, month: 12, day: 31)
            else { continue }
            let start = EventTime.local(
                ISODate(julianDay: observance.start.julianDay), millisecondsInDay: observance.start.milliseconds,
                zone: nil)
            func instant(_ time: EventTime) -> Int64 {
                guard case let .local(date, milliseconds, _) = time else { return 0 }
                return Self.localMillis(date.julianDay, milliseconds) - Int64(observance.offsetFrom) * 1000
            }
            // UNTIL of a VTIMEZONE rule is UTC (RFC 5545 §3.6.5); onsets are in the local
            // time before them.
            var until: Int64? = nil
            if case let .local(date, milliseconds, _)? = rule.until {
                until = Self.localMillis(date.julianDay, milliseconds)
            } else if case let .date(date)? = rule.until {
                until = Self.localMillis(date.julianDay + 1, 0) - 1
            }
            let times =
                (try? RecurrenceExpansion.occurrences(
                    of: rule, start: start, from: first, through: last, remembersCount: false,
                    isPastUntil: { time in until.map { instant(time) > $0 } ?? false })) ?? []
            result += times.map { Onset(instant: instant($0), offset: observance.offsetTo) }
        }
        result.sort()
        yearOnsets.withLock { $0.insert(result, for: year) }
        return result
    }

    /// A local date and time as milliseconds since 1970-01-01T00:00 of the same clock.
    static func localMillis(_ julianDay: Int, _ milliseconds: Int) -> Int64 {
        Int64(julianDay - ISODate.unixEpochJulianDay) * 86_400_000 + Int64(milliseconds)
    }

    static func floorDivide(_ value: Int64, _ divisor: Int64) -> Int64 {
        value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    }
}
