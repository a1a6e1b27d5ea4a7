import Testing

@testable import CalendarGrid

@Suite("LocaleProfile: week data, direction, digits, names")
struct LocaleProfileTests {
    struct WeekRule: CustomTestStringConvertible, Sendable {
        let locale: String
        let firstWeekday: Weekday
        let minimalDays: Int?
        let source: String
        var testDescription: String { "\(locale) starts on \(firstWeekday)" }
    }

    static let weekRules: [WeekRule] = [
        .init(
            locale: "en-US", firstWeekday: .sunday, minimalDays: 1,
            source: "US printed calendars start on Sunday; US week 1 is the week of January 1"),
        .init(
            locale: "de-DE", firstWeekday: .monday, minimalDays: 4,
            source: "DIN 1355-1 / ISO 8601: weeks start Monday, week 1 holds January 4"),
        .init(
            locale: "fr-FR", firstWeekday: .monday, minimalDays: 4,
            source: "NF EN 28601 (ISO 8601 as adopted in France)"),
        .init(
            locale: "ar-EG", firstWeekday: .saturday, minimalDays: nil,
            source: "Egyptian calendars begin the week on Saturday (as-sabt)"),
        .init(
            locale: "fa-IR", firstWeekday: .saturday, minimalDays: nil,
            source: "the Iranian week begins on Shanbeh (Saturday)"),
        .init(
            locale: "he-IL", firstWeekday: .sunday, minimalDays: nil,
            source: "Yom Rishon, 'first day', is Sunday in Israel"),
        .init(
            locale: "en-US-u-fw-mon", firstWeekday: .monday, minimalDays: 1,
            source: "UTS #35 fw keyword overrides the first day"),
        .init(
            locale: "de-DE-u-fw-sun", firstWeekday: .sunday, minimalDays: 4,
            source: "UTS #35 fw keyword overrides the first day, not minimal days"),
        .init(
            locale: "en-GB-u-rg-uszzzz", firstWeekday: .sunday, minimalDays: 1,
            source: "UTS #35 rg keyword: week data of the US"),
        .init(
            locale: "en-GB", firstWeekday: .monday, minimalDays: 4,
            source: "BS EN 28601 (ISO 8601 as adopted in the UK)"),
        .init(
            locale: "en-u-ca-iso8601", firstWeekday: .monday, minimalDays: 4,
            source: "ISO 8601-1:2019 §3.2.2: the week starts Monday, week 1 holds the first Thursday"),
    ]

    @Test("first weekday and minimal days", arguments: weekRules)
    func weekRule(_ row: WeekRule) throws {
        let profile = try LocaleProfile.resolve(LocaleID(row.locale))
        #expect(profile.firstWeekday == row.firstWeekday, "\(row.source)")
        if let minimal = row.minimalDays {
            #expect(profile.minimalDaysInFirstWeek == minimal, "\(row.source)")
        }
        #expect(profile.weekdayNames.first?.weekday == row.firstWeekday)
        #expect(profile.weekdayNames.map(\.weekday) == (0..<7).map { row.firstWeekday.advanced(by: $0) })
    }

    struct Weekend: CustomTestStringConvertible, Sendable {
        let locale: String
        let days: [Weekday]
        let source: String
        var testDescription: String { "\(locale) weekend \(days)" }
    }

    static let weekends: [Weekend] =
        [
            .init(locale: "en-US", days: [.sunday, .saturday], source: "the US two-day weekend"),
            .init(locale: "he-IL", days: [.friday, .saturday], source: "Israel: Shabbat and Friday"),
            .init(locale: "fa-IR", days: [.friday], source: "Iran: Jomeh (Friday) is the weekly holiday"),
            .init(locale: "hi-IN", days: [.sunday], source: "India: Sunday is the weekly holiday"),
            .init(
                locale: "ar-SA", days: [.friday, .saturday],
                source: "Saudi Arabia: Friday–Saturday since 29 June 2013 (royal decree)"),
            .init(locale: "en-GB-u-rg-sazzzz", days: [.friday, .saturday], source: "UTS #35 rg: Saudi week data"),
            .init(locale: "de-DE", days: [.sunday, .saturday], source: "Germany: Saturday–Sunday"),
        ] + unitedArabEmirates

    /// CLDR's week data follows the law of its day: CLDR 37 (ICU 67) has the UAE's
    /// Friday–Saturday weekend, CLDR 42 (ICU 72) the Saturday–Sunday one of 2022; the
    /// goldens record the change (Goldens/CHANGES.md). CLDR 38 to 41 are not run here.
    static var unitedArabEmirates: [Weekend] {
        let cldr = Int(CalendarGridVersion.cldr.prefix { $0 != "." }) ?? 0
        if cldr >= 42 {
            return [
                .init(locale: "ar-AE", days: [.sunday, .saturday], source: "UAE: Saturday–Sunday since 1 January 2022")
            ]
        }
        if cldr <= 37 {
            return [.init(locale: "ar-AE", days: [.friday, .saturday], source: "UAE: Friday–Saturday until 2021")]
        }
        return []
    }

    @Test("weekend days are a set from ICU's day-of-week types", arguments: weekends)
    func weekend(_ row: Weekend) throws {
        let profile = try LocaleProfile.resolve(LocaleID(row.locale))
        #expect(profile.weekend == Set(row.days), "\(row.source)")
        for weekday in Weekday.allCases {
            #expect(profile.isWeekend(weekday) == row.days.contains(weekday))
        }
    }

    @Test(
        "direction: Arabic, Hebrew, Persian and Urdu scripts run right to left (Unicode bidi class R/AL)",
        arguments: [
            ("ar-EG", LayoutDirection.rightToLeft), ("he-IL", .rightToLeft), ("fa-IR", .rightToLeft),
            ("ur-PK", .rightToLeft), ("en-US", .leftToRight), ("ja-JP", .leftToRight), ("am-ET", .leftToRight),
        ])
    func direction(_ locale: String, _ direction: LayoutDirection) throws {
        #expect(try LocaleProfile.resolve(LocaleID(locale)).direction == direction)
    }

    struct Digits: CustomTestStringConvertible, Sendable {
        let locale: String
        let numberingSystem: String
        let twelve: String
        var testDescription: String { "\(locale) writes 12 as \(twelve)" }
    }

    // Digits from the Unicode code charts: ARABIC-INDIC DIGIT ONE/TWO U+0661/U+0662,
    // EXTENDED ARABIC-INDIC U+06F1/U+06F2, THAI DIGIT U+0E51/U+0E52, DEVANAGARI U+0967/U+0968.
    static let digits: [Digits] = [
        .init(locale: "ar-EG", numberingSystem: "arab", twelve: "\u{0661}\u{0662}"),
        .init(locale: "ar-EG-u-nu-latn", numberingSystem: "latn", twelve: "12"),
        .init(locale: "fa-IR", numberingSystem: "arabext", twelve: "\u{06F1}\u{06F2}"),
        .init(locale: "th-TH", numberingSystem: "latn", twelve: "12"),
        .init(locale: "th-TH-u-nu-thai", numberingSystem: "thai", twelve: "\u{0E51}\u{0E52}"),
        .init(locale: "hi-IN-u-nu-deva", numberingSystem: "deva", twelve: "\u{0967}\u{0968}"),
        .init(locale: "en-US-u-nu-arab", numberingSystem: "arab", twelve: "\u{0661}\u{0662}"),
        .init(locale: "de-DE", numberingSystem: "latn", twelve: "12"),
    ]

    @Test("day labels follow -u-nu- both ways", arguments: digits)
    func dayLabels(_ row: Digits) throws {
        let profile = try LocaleProfile.resolve(LocaleID(row.locale))
        #expect(profile.numberingSystem == row.numberingSystem)
        #expect(profile.label(forDay: 12) == row.twelve)
    }

    @Test("hanidays writes lunar day names (Chinese almanac usage: 初一 … 初十, 十一 …, 廿一 …, 三十)")
    func hanidays() throws {
        let profile = try LocaleProfile.resolve(LocaleID("zh-CN-u-ca-chinese-nu-hanidays"))
        #expect(profile.label(forDay: 1) == "初一")
        #expect(profile.label(forDay: 10) == "初十")
        #expect(profile.label(forDay: 15) == "十五")
        #expect(profile.label(forDay: 21) == "廿一")
        #expect(profile.label(forDay: 30) == "三十")
        // Without -u-nu-, the way Chinese dates in the Chinese calendar write the day
        // (almanacs: 十四 for the 14th); -u-nu-latn asks for digits and gets them.
        let chinese = try LocaleProfile.resolve(LocaleID("zh-CN-u-ca-chinese"))
        #expect(chinese.label(forDay: 14) == "十四")
        #expect(chinese.numberingSystem == "hanidays")
        #expect(try LocaleProfile.resolve(LocaleID("zh-CN-u-ca-chinese-nu-latn")).label(forDay: 14) == "14")
    }

    @Test("weekday names in every width")
    func weekdayNames() throws {
        let english = try LocaleProfile.resolve(LocaleID("en-US"))
        #expect(
            english.names(of: .sunday)
                == WeekdayName(weekday: .sunday, wide: "Sunday", abbreviated: "Sun", short: "Su", narrow: "S"))
        #expect(english.names(of: .wednesday).wide == "Wednesday")
        let german = try LocaleProfile.resolve(LocaleID("de-DE"))
        #expect(german.names(of: .monday).wide == "Montag")
        #expect(german.weekdayNames.first?.wide == "Montag")
        let japanese = try LocaleProfile.resolve(LocaleID("ja-JP"))
        #expect(japanese.names(of: .sunday).wide == "日曜日")
        // Narrow names may coincide (en: Tuesday and Thursday are both "T").
        #expect(english.names(of: .tuesday).narrow == english.names(of: .thursday).narrow)
    }

    @Test("month names, leap months included")
    func monthNames() throws {
        let hebrew = try LocaleProfile.resolve(LocaleID("en"), calendar: .hebrew)
        // 5784 is year 8 of the 19-year cycle, a leap year; 5783 (year 7) is common.
        let leap = try hebrew.monthNames(inYear: 5784)
        #expect(leap.count == 13)
        #expect(leap[5] == "Adar I")
        #expect(leap[6] == "Adar II")
        let common = try hebrew.monthNames(inYear: 5783)
        #expect(common.count == 12)
        #expect(common[5] == "Adar")

        // 2023: the lunar year 癸卯 had a leap second month (Purple Mountain Observatory).
        let chinese = try LocaleProfile.resolve(LocaleID("zh-CN"), calendar: .chinese).monthNames(inYear: 2023)
        #expect(chinese.count == 13)
        #expect(chinese[1] == "二月")
        #expect(chinese[2] == "闰二月")

        // The 13th Ethiopic month is Pagume (ጳጉሜን).
        let ethiopic = try LocaleProfile.resolve(LocaleID("am-ET"), calendar: .ethiopic).monthNames(inYear: 2016)
        #expect(ethiopic.count == 13)
        #expect(ethiopic.first == "መስከረም")
        #expect(ethiopic.last == "ጳጉሜን")

        // Russian stand-alone month names are nominative: январь, not the genitive января.
        let russian = try LocaleProfile.resolve(LocaleID("ru-RU")).monthNames(inYear: 2024)
        #expect(russian.first == "январь")
    }

    @Test("title patterns come from the skeleton yMMMM in the locale and calendar")
    func titlePatterns() throws {
        #expect(try LocaleProfile.resolve(LocaleID("en-US")).titlePattern == "MMMM y")
        #expect(try LocaleProfile.resolve(LocaleID("ja-JP")).titlePattern == "y年M月")
        #expect(try LocaleProfile.resolve(LocaleID("ja-JP-u-ca-japanese")).titlePattern.contains("G"))
        #expect(try LocaleProfile.resolve(LocaleID("zh-CN"), calendar: .chinese).titlePattern.contains("U"))
    }

    @Test("profiles are cached per locale and calendar (a cache of the test's own: no other test empties it)")
    func cached() throws {
        let cache = ProfileCache()
        let locale = try LocaleID("fr-CA")
        let first = try cache.profile(locale, calendar: nil)
        #expect(try cache.profile(locale, calendar: nil) === first)
        #expect(try cache.profile(locale, calendar: .hebrew) !== first)
        #expect(cache.count == 2)
    }

    @Test("the shared cache's bound holds: 1024 profiles, the least recently used forgotten first")
    func bounded() throws {
        let cache = ProfileCache()
        #expect(cache.limit == 1024 && ProfileCache.shared.limit == 1024)
        // 57 locales × the 18 CLDR calendars = 1026 distinct profiles.
        let locales = Array(LocaleID.available().prefix(57))
        let first = locales[0]
        var resolved = 0
        for locale in locales {
            for calendar in CalendarID.allCases where calendar.isCLDR {
                _ = try cache.profile(locale, calendar: calendar)
                resolved += 1
                // The first profile stays in use: it is never the least recently used.
                _ = try cache.profile(first, calendar: .gregorian)
                #expect(cache.count <= 1024)
            }
        }
        #expect(resolved == 1026)
        #expect(cache.count == 1024, "full, and still full: two profiles made room for two more")
        #expect(cache.contains(first, calendar: .gregorian), "used on every step, so kept")
        // The two least recently used (the first locale's second and third profiles, in
        // CalendarID.allCases order) made room; its fourth is still kept.
        #expect(!cache.contains(first, calendar: .iso8601) && !cache.contains(first, calendar: .buddhist))
        #expect(cache.contains(first, calendar: .chinese))
        #expect(cache.contains(locales[56], calendar: .roc), "the last resolved: kept")
    }
}
