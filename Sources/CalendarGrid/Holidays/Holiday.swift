/// What a holiday is by law: a day off for everyone, a bank holiday, a day off some may
/// take, or a day marked without a day off.
public enum HolidayCategory: String, Sendable, Hashable, Codable, CaseIterable {
    /// A public holiday: a day off by law.
    case `public`
    /// A bank holiday: banks and most offices close (the United Kingdom's are its public holidays).
    case bank
    /// A day off that people may choose (India's restricted holidays, Indonesia's cuti bersama).
    case optional
    /// A day marked on calendars without a day off (Mother's Day).
    case observance

    /// Whether a day of this category is a day off: `public` and `bank`.
    public var isDayOff: Bool { self == .public || self == .bank }
}

/// Why a day is a holiday: its own date, a substitute for a holiday on a day of rest, a day
/// between two holidays, or a day off exchanged for a working weekend day.
public enum HolidayKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// The holiday's own date.
    case holiday
    /// A day off that stands for a holiday on a day of rest (the US's observed Friday, Japan's
    /// 振替休日, Korea's 대체공휴일).
    case observed
    /// Japan's 国民の休日: a day between two holidays.
    case bridge
    /// A day off a government exchanged for a working weekend day (China's 调休).
    case swap
}

/// One holiday on one day, in a region's rules.
///
/// ```swift
/// let japan = try HolidayCalendar(region: "JP")
/// let day = japan.holidays(on: try ISODate(parsing: "2019-05-01")).first
/// day?.name(forLocaleID: "ja-JP")  // "天皇の即位の日"
/// day?.name(forLocaleID: "en-US")  // "Enthronement Day"
/// ```
public struct Holiday: Sendable, Hashable {
    /// The region whose rules give it (`JP`, `US-CA`).
    public let region: String
    /// The day.
    public let date: ISODate
    /// The holiday's ID in its rule file (`new-year`, `childrens-day`); an observed day's is
    /// the holiday it stands for.
    public let id: String
    /// The names by BCP 47 language tag, as the rule file gives them.
    public let names: [String: String]
    /// Public, bank, optional or an observance.
    public let category: HolidayCategory
    /// Its own date, an observed day, a bridge day or a swapped day.
    public let kind: HolidayKind
    /// Whether the day is an estimate: a holiday a government announces (by moon
    /// sighting, or China's yearly schedule) in a year after the last announcement the
    /// rules record, computed from its calendar.
    public let isEstimated: Bool
    /// The official languages of the holiday's country, the fallback of ``name(forLocaleID:)``.
    let languages: [String]

    /// The name to show in a locale's language: the name in its language and script, then
    /// its language, then the country's first official language, then English.
    public func name(forLocaleID localeID: String) -> String {
        Self.pick(names, forLocaleID: localeID, languages: languages)
    }

    /// The name of a set of names for a locale ID, with the fallback of ``name(forLocaleID:)``.
    static func pick(_ names: [String: String], forLocaleID localeID: String, languages: [String]) -> String {
        // The language, script and region subtags: up to the first extension (`-u-ca-…`).
        let subtags = localeID.split { $0 == "-" || $0 == "_" || $0 == "@" }.map(String.init).prefix { $0.count > 1 }
        if let language = subtags.first?.lowercased() {
            let script = subtags.dropFirst().first { $0.count == 4 && $0.allSatisfy(\.isLetter) }
            let region = subtags.dropFirst().first { $0.count == 2 && $0.allSatisfy(\.isLetter) }?.uppercased()
            // Chinese in Taiwan, Hong Kong and Macau is written in traditional characters.
            let impliedScript = language == "zh" ? (["TW", "HK", "MO"].contains(region ?? "") ? "Hant" : "Hans") : nil
            let titled = script.map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }
            if let script = titled ?? impliedScript, let name = names["\(language)-\(script)"] {
                return name
            }
            if let name = names[language] { return name }
        }
        for language in languages {
            if let name = names[language] { return name }
        }
        return names["en"] ?? names.values.sorted().first ?? ""
    }
}
