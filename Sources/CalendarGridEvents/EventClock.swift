internal import CalendarGrid

/// Instants and wall times of event times, in the zones their `TZID`s name: IANA zones from
/// ICU's zone data (one clock each, made once) and the zones a file's `VTIMEZONE`s define
/// (``CalendarEvent/timeZones``). Floating times and dates are read as if in UTC, which
/// keeps their order and their wall time. Not thread-safe: one per computation.
final class EventClock {
    private var clocks: [String: ZoneClock] = [:]

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
            do { return try clock(zone).instant(julianDay: date.julianDay, milliseconds: milliseconds) } catch {
                throw EventError(error, zone: zone)
            }
        }
    }

    /// The civil day (Julian day number) and milliseconds since its midnight of an instant
    /// in a zone (an IANA zone or one of `zones`).
    func wallTime(
        ofInstant instant: Int64, zone: String, zones: [String: FileTimeZone] = [:]
    ) throws(EventError) -> (julianDay: Int, milliseconds: Int) {
        if let defined = zones[zone] { return defined.wallTime(ofInstant: instant) }
        do { return try clock(zone).wallTime(ofInstant: instant) } catch { throw EventError(error, zone: zone) }
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
