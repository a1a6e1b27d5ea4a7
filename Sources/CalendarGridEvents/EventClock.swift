internal import CalendarGrid

/// Instants and wall times of event times, in the zones their `TZID`s name: IANA zones from
/// ICU's zone data (one clock each, made once) and the zones a file's `VTIMEZONE`s define
/// (``CalendarEvent/timeZones``). Floating times and dates are read as if in UTC, which
/// keeps their order and their wall time. Not thread-safe: one per computation.
///
/// An IANA zone's offset is asked of ICU once per civil day (at its two midnights): a day
/// whose midnights are 24 hours apart keeps one offset all day, and its times are converted
/// by arithmetic; a day of a DST change is asked of ICU time by time. A year of hourly
/// occurrences costs 730 conversions by ICU, not 17,520.
final class EventClock {
    private var clocks: [String: ZoneClock] = [:]
    /// Per zone, the offset (milliseconds) of each civil day asked for that keeps one all
    /// day; `nil` for a day of a change.
    private var dayOffsets: [String: [Int: Int64?]] = [:]
    /// The offset last used per zone, to find the civil day of an instant.
    private var lastOffsets: [String: Int64] = [:]

    /// Milliseconds since 1970 UTC of a time: its instant in its zone, or, floating or a
    /// date (midnight), its wall time counted as UTC.
    func instant(_ time: EventTime, zones: [String: FileTimeZone]) throws(EventError) -> Int64 {
        switch time {
        case let .date(date):
            return FileTimeZone.localMillis(date.julianDay, 0)
        case let .local(date, milliseconds, nil):
            return FileTimeZone.localMillis(date.julianDay, milliseconds)
        case let .local(date, milliseconds, zone?):
            if let defined = zones[zone] {
                return defined.instant(julianDay: date.julianDay, milliseconds: milliseconds)
            }
            do {
                if let offset = try offset(ofDay: date.julianDay, zone: zone) {
                    return FileTimeZone.localMillis(date.julianDay, milliseconds) - offset
                }
                return try clock(zone).instant(julianDay: date.julianDay, milliseconds: milliseconds)
            } catch {
                throw EventError(error, zone: zone)
            }
        }
    }

    /// The offset a civil day keeps all day in an IANA zone, or `nil` for a day of a change.
    private func offset(ofDay julianDay: Int, zone: String) throws(CalendarGridError) -> Int64? {
        if let known = dayOffsets[zone]?[julianDay] { return known }
        let clock = try clock(zone)
        let midnight = try clock.instant(julianDay: julianDay, milliseconds: 0)
        let next = try clock.instant(julianDay: julianDay + 1, milliseconds: 0)
        let offset: Int64? =
            next - midnight == Int64(ZoneClock.millisecondsPerDay)
            ? FileTimeZone.localMillis(julianDay, 0) - midnight : nil
        dayOffsets[zone, default: [:]][julianDay] = offset
        if let offset { lastOffsets[zone] = offset }
        return offset
    }

    /// The civil day (Julian day number) and milliseconds since its midnight of an instant
    /// in a zone (an IANA zone or one of `zones`).
    func wallTime(
        ofInstant instant: Int64, zone: String, zones: [String: FileTimeZone] = [:]
    ) throws(EventError) -> (julianDay: Int, milliseconds: Int) {
        if let defined = zones[zone] { return defined.wallTime(ofInstant: instant) }
        do {
            // The civil day at the offset last seen: if that day keeps that offset all day,
            // the instant is on it.
            if let guess = lastOffsets[zone] {
                let local = instant + guess
                let day = FileTimeZone.floorDivide(local, Int64(ZoneClock.millisecondsPerDay))
                let julianDay = Int(day) + ISODate.unixEpochJulianDay
                if let offset = try offset(ofDay: julianDay, zone: zone), offset == guess {
                    return (julianDay, Int(local - day * Int64(ZoneClock.millisecondsPerDay)))
                }
            }
            let wall = try clock(zone).wallTime(ofInstant: instant)
            _ = try offset(ofDay: wall.julianDay, zone: zone)
            return wall
        } catch {
            throw EventError(error, zone: zone)
        }
    }

    /// A time moved by an exact amount, written again in its own zone (or in `target`; a
    /// date moves by whole days).
    func moved(
        _ time: EventTime, by milliseconds: Int64, zones: [String: FileTimeZone], to target: String? = nil
    ) throws(EventError) -> EventTime {
        switch time {
        case let .date(date):
            return .date(ISODate(julianDay: date.julianDay + Int(FileTimeZone.floorDivide(milliseconds, 86_400_000))))
        case let .local(_, _, ownZone):
            let zone = target ?? ownZone
            let moved = try instant(time, zones: zones) + milliseconds
            let wall: (julianDay: Int, milliseconds: Int)
            if let zone {
                wall = try wallTime(ofInstant: moved, zone: zone, zones: zones)
            } else {
                let day = FileTimeZone.floorDivide(moved, 86_400_000)
                wall = (Int(day) + ISODate.unixEpochJulianDay, Int(moved - day * 86_400_000))
            }
            return .local(ISODate(julianDay: wall.julianDay), millisecondsInDay: wall.milliseconds, zone: zone)
        }
    }

    func clock(_ zone: String) throws(CalendarGridError) -> ZoneClock {
        if let known = clocks[zone] { return known }
        let made = try ZoneClock(zone: zone)
        clocks[zone] = made
        return made
    }
}

extension EventError {
    /// An error of the library's clock as an event error: an unknown zone is named as a zone.
    init(_ error: CalendarGridError, zone: String) {
        if case .locale(.unknownTimeZone) = error { self = .unknownTimeZone(zone) } else { self = .calendar(error) }
    }
}
