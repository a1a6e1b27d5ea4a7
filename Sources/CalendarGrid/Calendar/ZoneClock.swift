/// Wall time in an IANA time zone, from ICU's zone data: which civil day and time of day
/// an instant is there, and which instant a local date and time is (RFC 5545's reading of
/// a `TZID` time: a time a DST change skips is read with the offset before the gap, one
/// it repeats is its first occurrence). For events on a grid of civil days.
///
/// Not thread-safe (one ICU calendar); make one per task.
package final class ZoneClock {
    /// ICU's canonical ID of the zone.
    package let zone: String
    private let calendar: ICUCalendar

    package static let millisecondsPerDay = 86_400_000

    /// A clock for an IANA zone ID (`Asia/Tokyo`, `America/New_York`, `UTC`).
    /// - Throws: ``LocaleError/unknownTimeZone(_:)`` for a zone ICU does not know.
    package init(zone: String) throws(CalendarGridError) {
        guard let canonical = ICUTimeZone.canonicalID(zone) else { throw .locale(.unknownTimeZone(zone)) }
        self.zone = canonical
        calendar = try ICUCalendar(localeID: "en@calendar=gregorian", timeZone: canonical)
        try calendar.makeProlepticGregorian()
        calendar.useFirstRepeatedWallTime()
    }

    /// Whether ICU knows a zone ID (an IANA zone or one of its links).
    package static func isKnown(_ zone: String) -> Bool { ICUTimeZone.canonicalID(zone) != nil }

    /// The IANA zone ICU maps a Windows zone name to (`W. Europe Standard Time` →
    /// `Europe/Berlin`, CLDR's windowsZones for the world, territory 001), or `nil`.
    package static func ianaZone(forWindowsZone name: String) -> String? { ICUTimeZone.zone(forWindowsID: name) }

    /// The system's zone (TZ, /etc/localtime), as ICU finds it.
    package static func systemZone() throws(CalendarGridError) -> String { try ICUTimeZone.systemDefault() }

    /// The civil day (Julian day number) and milliseconds since its midnight of an instant.
    package func wallTime(ofInstant millis: Int64) throws(CalendarGridError) -> (julianDay: Int, milliseconds: Int) {
        try calendar.setMillis(Double(millis))
        return (try calendar.get(.julianDay), try calendar.get(.millisecondsInDay))
    }

    /// The instant of a local date and time in the zone.
    package func instant(julianDay: Int, milliseconds: Int) throws(CalendarGridError) -> Int64 {
        let date = ISODate(julianDay: julianDay)
        calendar.clear()
        calendar.set(.extendedYear, date.year)
        calendar.set(.month, date.month - 1)
        calendar.set(.dayOfMonth, date.day)
        calendar.set(.millisecondsInDay, milliseconds)
        return Int64(try calendar.millis())
    }
}
