public import CalendarGrid

/// When an event starts or ends, as iCalendar writes it (RFC 5545 §3.3.4–3.3.5): a date
/// (an all-day event, `VALUE=DATE`), or a date and a time of day in a zone: `UTC` for a
/// time written with `Z`, an IANA zone for a `TZID`, or none for a floating time, which is
/// the same wall time wherever the calendar is viewed.
public enum EventTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// An all-day date.
    case date(ISODate)
    /// A local date and time: milliseconds since the day's midnight, in `zone` (`nil`:
    /// floating).
    case local(ISODate, millisecondsInDay: Int, zone: String?)

    /// The date part, in the time's own zone.
    public var date: ISODate {
        switch self {
        case let .date(date), let .local(date, _, _): date
        }
    }

    /// Whether this is a date without a time.
    public var isDate: Bool {
        if case .date = self { return true }
        return false
    }

    /// Ordered by date, then time of day (dates first), then zone: for a stable order of
    /// occurrences of one event, whose times share a zone.
    public static func < (lhs: EventTime, rhs: EventTime) -> Bool {
        func key(_ time: EventTime) -> (Int, Int, String) {
            switch time {
            case let .date(date): (date.julianDay, -1, "")
            case let .local(date, milliseconds, zone): (date.julianDay, milliseconds, zone ?? "")
            }
        }
        return key(lhs) < key(rhs)
    }

    /// Reads what ``description`` writes: `2024-09-17` (all-day), `2024-09-17T23:30:00Z`
    /// (UTC), `2024-09-17T08:00:00[Asia/Tokyo]` (a zone), `2024-09-17T08:00:00` (floating);
    /// `nil` for anything else.
    public init?(parsing text: String) {
        var rest = Substring(text)
        var zone: String? = nil
        if rest.hasSuffix("]"), let open = rest.lastIndex(of: "[") {
            zone = String(rest[rest.index(after: open)..<rest.index(before: rest.endIndex)])
            rest = rest[..<open]
        } else if rest.hasSuffix("Z") {
            zone = "UTC"
            rest = rest.dropLast()
        }
        let parts = rest.split(separator: "T", omittingEmptySubsequences: false)
        guard let datePart = parts.first, let date = try? ISODate(parsing: String(datePart)) else { return nil }
        if parts.count == 1 {
            guard zone == nil else { return nil }
            self = .date(date)
            return
        }
        let fields = parts[1].split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, fields.count == 3, fields.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }),
            let hour = Int(fields[0]), let minute = Int(fields[1]), let second = Int(fields[2]),
            (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
        else { return nil }
        self = .local(date, millisecondsInDay: ((hour * 60 + minute) * 60 + min(second, 59)) * 1000, zone: zone)
    }

    /// `2024-09-17`, `2024-09-17T23:30:00Z`, `2024-09-17T08:00:00[Asia/Tokyo]`, or
    /// `2024-09-17T08:00:00` (floating).
    public var description: String {
        switch self {
        case let .date(date): return date.description
        case let .local(date, milliseconds, zone):
            let seconds = milliseconds / 1000
            func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
            let time = "\(two(seconds / 3600)):\(two(seconds / 60 % 60)):\(two(seconds % 60))"
            switch zone {
            case nil: return "\(date)T\(time)"
            case "UTC"?: return "\(date)T\(time)Z"
            case let zone?: return "\(date)T\(time)[\(zone)]"
            }
        }
    }
}
