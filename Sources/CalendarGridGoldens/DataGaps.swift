import CalendarGrid

/// Where CLDR's data leaves a locale without its own names in a calendar, over every
/// locale the running ICU has × every calendar: what no change report shows, because
/// every release lacks the data alike (`uz-Arab-AF` persian: `AP ۱۴۰۳ Shahrivar`, narrow
/// weekdays `S M T`). Written to `Goldens/DATA-GAPS.md` by `calgrid-goldens data-gaps`
/// (`Scripts/data-gaps`), for localization QA to read beside `Goldens/CHANGES.md`.
///
/// Three kinds, each found by a rule that does not depend on knowing the language:
/// - **Latin script in another script's locale**: month or weekday names with Latin
///   letters where the locale is written in another script (CLDR's likely script):
///   names that ICU took from root or from a parent in another script.
/// - **English names**: month names equal to `en`'s in the same calendar, in a locale
///   whose language is not English (names from root, which holds English-like ones).
/// - **Weekday names all alike in a width**: two or more weekdays with the same narrow
///   name is normal (`S` `S`); five or more alike (or all empty) means no data.
package enum DataGaps {
    package struct Gap: Sendable, Hashable {
        package let kind: String
        /// Language and script (regional variants that share the gap are one row).
        package let locale: String
        /// The calendar's ID.
        package let calendar: String
        package let example: String
    }

    /// The kinds, in the order the report lists them.
    package static let kinds = [
        "Latin month names in a locale of another script",
        "Latin weekday names in a locale of another script",
        "Month names from root (the same as English)",
    ]

    /// Every gap of every locale × calendar on the running ICU, one per language-script,
    /// calendar and kind.
    package static func find() throws -> [Gap] {
        let sample = try ISODate(parsing: "2024-06-15")
        var gaps: Set<Gap> = []
        var english: [CalendarID: [String]] = [:]
        for calendar in CalendarID.allCases {
            let profile = try LocaleProfile.resolve(LocaleID("en"), calendar: calendar)
            let year = try GridBuilder(profile: profile, today: sample).month(containing: sample).arithmeticYear
            english[calendar] = try profile.monthNames(inYear: year)
        }
        for locale in LocaleID.available() {
            let language = locale.identifier.split(separator: "-").first.map(String.init) ?? ""
            for calendar in CalendarID.allCases {
                let profile = try LocaleProfile.resolve(locale, calendar: calendar)
                let script = profile.writingScript
                let key = script.isEmpty ? language : "\(language)-\(script)"
                let builder = GridBuilder(profile: profile, today: sample)
                let year = try builder.month(containing: sample).arithmeticYear
                let months = try profile.monthNames(inYear: year)
                let weekdays = profile.weekdayNames.flatMap { [$0.wide, $0.short, $0.narrow] }
                if script != "Latn", !script.isEmpty {
                    if let name = months.first(where: hasLatinLetter) {
                        gaps.insert(Gap(kind: kinds[0], locale: key, calendar: calendar.rawValue, example: name))
                    }
                    if let name = weekdays.first(where: hasLatinLetter) {
                        gaps.insert(Gap(kind: kinds[1], locale: key, calendar: calendar.rawValue, example: name))
                    }
                }
                if language != "en", let reference = english[calendar], months == reference,
                    months.contains(where: { $0.unicodeScalars.contains { $0.properties.isAlphabetic } })
                {
                    gaps.insert(Gap(kind: kinds[2], locale: key, calendar: calendar.rawValue, example: months[0]))
                }
            }
        }
        return gaps.sorted { ($0.kind, $0.locale, $0.calendar) < ($1.kind, $1.locale, $1.calendar) }
    }

    /// Whether a text has a letter of the Latin script (Basic Latin, Latin-1, Latin
    /// Extended A, B and Additional).
    static func hasLatinLetter(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            let value = scalar.value
            guard scalar.properties.isAlphabetic else { return false }
            return (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) || (0xC0...0x24F).contains(value)
                || (0x1E00...0x1EFF).contains(value)
        }
    }

    /// The report: per kind, one row per language-script with the calendars it lacks
    /// data in and an example.
    package static func report(_ gaps: [Gap]) -> String {
        var text = """
            # Data gaps: names CLDR does not have, on ICU \(CalendarGridVersion.icu) (CLDR \(CalendarGridVersion.cldr))

            Written by `Scripts/data-gaps` over every locale this ICU has × every calendar; the
            rules are in `Sources/CalendarGridGoldens/DataGaps.swift`. A row is a language in a
            script (its regional variants share the gap), the calendars where the gap is, and
            one of the names. These gaps do not show in `CHANGES.md`: every release has them alike.

            """
        for kind in kinds {
            let rows = gaps.filter { $0.kind == kind }
            var byLocale: [String: [Gap]] = [:]
            for gap in rows { byLocale[gap.locale, default: []].append(gap) }
            text += "\n## \(kind): \(byLocale.count) languages, \(rows.count) language × calendar pairs\n\n"
            text += "| locale | calendars | example |\n|---|---|---|\n"
            for locale in byLocale.keys.sorted() {
                let entries = byLocale[locale] ?? []
                let calendars =
                    entries.count == CalendarID.allCases.count
                    ? "all" : entries.map(\.calendar).joined(separator: ", ")
                let example = (entries.first?.example ?? "").replacing("|", with: "\\|")
                text += "| \(locale) | \(calendars) | \(example) |\n"
            }
        }
        return text
    }
}
