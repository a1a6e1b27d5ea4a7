/// Resolved profiles by locale and calendar, bounded: ``LocaleProfile/resolve(_:calendar:)``
/// uses the shared one; a test can own another, so that emptying one never races with a
/// test of another.
package final class ProfileCache: Sendable {
    private struct Key: Hashable {
        let locale: String
        let calendar: CalendarID?
        let hijriOffset: Int
    }

    /// Profiles kept: more than every locale ICU lists in its default calendar, so that a
    /// server that meets many locales stays bounded; when full, the profile used least
    /// recently is forgotten (profiles in use stay alive).
    package let limit: Int
    private let entries: Locked<RecencyCache<Key, LocaleProfile>>

    package static let shared = ProfileCache()

    package init(limit: Int = 1024) {
        self.limit = limit
        entries = Locked(RecencyCache(capacity: limit))
    }

    /// The profile of a locale in a calendar (`nil`: the locale's own), with a Hijri day
    /// adjustment, kept or resolved now.
    package func profile(
        _ locale: LocaleID, calendar: CalendarID?, hijriOffset: Int = 0
    ) throws(CalendarGridError) -> LocaleProfile {
        let key = Key(locale: locale.identifier, calendar: calendar ?? locale.calendar, hijriOffset: hijriOffset)
        if let kept = entries.withLock({ $0.value(for: key) }) { return kept }
        let profile = try LocaleProfile.resolveUncached(
            locale, calendar: calendar ?? locale.calendar, hijriOffset: hijriOffset)
        return entries.withLock { entries in
            if let raced = entries.value(for: key) { return raced }
            entries.insert(profile, for: key)
            return profile
        }
    }

    package func removeAll() { entries.withLock { $0.removeAll() } }

    /// Whether a profile is kept for the locale in the calendar, without using it.
    package func contains(_ locale: LocaleID, calendar: CalendarID?, hijriOffset: Int = 0) -> Bool {
        entries.withLock {
            $0.contains(Key(locale: locale.identifier, calendar: calendar ?? locale.calendar, hijriOffset: hijriOffset))
        }
    }

    /// How many profiles are kept now.
    package var count: Int { entries.withLock { $0.count } }
}
