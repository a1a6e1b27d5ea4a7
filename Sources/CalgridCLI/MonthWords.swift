import CalendarGrid

/// cal's month names as MONTH (`calgrid sep 2024`, `calgrid he-IL-u-ca-hebrew tishri
/// 5785`): a word is a month of YEAR in the grid's calendar when it is, ignoring case, a
/// month's stand-alone name in the locale's language or in English, or the start of just
/// one of them (three letters at least: `sep`, `okt`, `tish`).
enum MonthWords {
    /// The month's ordinal in `year`; `nil` when the word names none.
    /// - Throws: `UsageError` when it starts more than one name (`adar` in a Hebrew leap year).
    static func ordinal(of word: String, year: Int, in profiles: [LocaleProfile]) throws -> Int? {
        var key = word.lowercased()
        if key.hasSuffix(".") { key.removeLast() }
        guard !key.isEmpty else { return nil }
        for profile in profiles where profile.supportedYears.contains(year) {
            let names = try profile.monthNames(inYear: year).map { $0.lowercased() }
            if let exact = names.firstIndex(of: key) { return exact + 1 }
            guard key.count >= 3 else { continue }
            let starting = names.indices.filter { names[$0].hasPrefix(key) }
            if starting.count == 1 { return starting[0] + 1 }
            if starting.count > 1 {
                let listed = try starting.map { try profile.monthNames(inYear: year)[$0] }
                throw UsageError(
                    message: "month '\(word)' could be \(listed.joined(separator: " or ")) in \(year) "
                        + "(give more of its name, or its number)")
            }
        }
        return nil
    }

    /// The profiles whose names count: the locale's, then English in the same calendar.
    static func profiles(for locale: LocaleID, calendar: CalendarID?) throws -> [LocaleProfile] {
        let own = try LocaleProfile.resolve(locale, calendar: calendar)
        let english = try LocaleProfile.resolve(LocaleID("en"), calendar: own.calendar)
        return [own, english]
    }
}
