/// Today's date, as ICU computes local time: the one part of ``ISODate`` that asks ICU.
extension ISODate {
    /// The current civil day in an IANA time zone (`nil`: the system's zone), as ICU
    /// computes local time. Always a day that exists there: where midnight was skipped
    /// (America/Sao_Paulo, 2016-10-16) the day still begins at 01:00; where a whole day
    /// was skipped (Pacific/Apia, 2011-12-30) no instant falls on it.
    /// - Throws: ``LocaleError/unknownTimeZone(_:)``.
    public static func today(inTimeZone zone: String? = nil) throws(CalendarGridError) -> ISODate {
        try ISODate(julianDay: julianDay(now: nil, inTimeZone: zone))
    }

    /// The civil day of an instant (milliseconds since 1970, `nil`: now) in a zone.
    package static func julianDay(now millis: Double?, inTimeZone zone: String?) throws(CalendarGridError) -> Int {
        let zoneID: String
        if let zone {
            guard let canonical = ICUTimeZone.canonicalID(zone) else { throw .locale(.unknownTimeZone(zone)) }
            zoneID = canonical
        } else {
            zoneID = try ICUTimeZone.systemDefault()
        }
        let calendar = try ICUCalendar(localeID: "en@calendar=gregorian", timeZone: zoneID)
        if let millis { try calendar.setMillis(millis) } else { try calendar.setNow() }
        return try calendar.get(.julianDay)
    }
}
