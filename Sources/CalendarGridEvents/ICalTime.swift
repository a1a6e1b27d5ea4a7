internal import CalendarGrid
internal import SystemLibical

/// Conversions between libical's `icaltimetype` and ``EventTime``: the one place that
/// reads libical's times.
enum ICalTime {
    /// The time as ``EventTime``: a date, or a local time in `zone` (`UTC` for a `Z` time;
    /// `nil` floating). `nil` for a date the toolkit cannot hold.
    static func eventTime(_ time: icaltimetype, zone: String?) -> EventTime? {
        guard let date = try? ISODate(year: Int(time.year), month: Int(time.month), day: Int(time.day)) else {
            return nil
        }
        if time.is_date != 0 { return .date(date) }
        let milliseconds = (Int(time.hour) * 3600 + Int(time.minute) * 60 + Int(time.second)) * 1000
        return .local(date, millisecondsInDay: milliseconds, zone: icaltime_is_utc(time) != 0 ? "UTC" : zone)
    }

    /// libical's time for an ``EventTime`` (zones are kept apart by the caller: libical
    /// expands rules in the start's own wall time, as RFC 5545 says).
    static func icalTime(_ time: EventTime) -> icaltimetype {
        var result = icaltime_null_time()
        let date = time.date
        result.year = Int32(date.year)
        result.month = Int32(date.month)
        result.day = Int32(date.day)
        switch time {
        case .date:
            result.is_date = 1
        case let .local(_, milliseconds, _):
            result.is_date = 0
            result.hour = Int32(milliseconds / 3_600_000)
            result.minute = Int32(milliseconds / 60_000 % 60)
            result.second = Int32(milliseconds / 1000 % 60)
        }
        return result
    }
}
