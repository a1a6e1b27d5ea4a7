/// A calendar, by its CLDR ID (the calendars ICU implements), or, for a calendar CLDR
/// lacks, by the toolkit's own ID, which BCP 47 registers for nothing else (`julian`,
/// `vietnamese`, `bikram-sambat`, `panchang`).
///
/// Parse with ``init(parsing:)``, which also accepts CLDR's aliases `ethioaa`
/// (`ethiopic-amete-alem`), `gregory` (`gregorian`) and `islamicc` (`islamic-civil`), as
/// `-u-ca-` does.
///
/// Facts the toolkit corrects or documents (ICU 72):
/// - `gregorian` is ICU's hybrid calendar: Julian before 1582-10-15, so its October
///   1582 has 21 days. `iso8601` is proleptic Gregorian, Monday first, minimal days 4,
///   named like `gregorian`, and is reported as `iso8601` (see `icuCalendar`).
/// - `islamic-rgsa` has no data of its own in ICU 72 and computes like `islamic`; the
///   ID is accepted and reported as given.
public enum CalendarID: String, Sendable, CaseIterable, Hashable, Codable, CustomStringConvertible {
    /// ICU's Gregorian calendar, Julian before 15 October 1582.
    case gregorian
    /// The proleptic Gregorian calendar with ISO 8601 weeks (Monday first, minimal days 4).
    case iso8601
    /// The Thai solar calendar: Gregorian months, years of the Buddhist Era (CE + 543).
    case buddhist
    /// The Chinese lunisolar calendar, with leap months (official tables 1900–2100).
    case chinese
    /// The Coptic calendar: 12 months of 30 days and a 13th of 5 or 6.
    case coptic
    /// The Korean lunisolar calendar, with leap months (official tables 1900–2100).
    case dangi
    /// The Ethiopian calendar, Amete Mihret era: 12 months of 30 days and Pagume.
    case ethiopic
    /// The Ethiopian calendar counted in the Amete Alem era (5500 years more).
    case ethiopicAmeteAlem = "ethiopic-amete-alem"
    /// The Hebrew lunisolar calendar, with Adar I in leap years.
    case hebrew
    /// The Indian national (Saka) calendar.
    case indian
    /// ICU's astronomical Hijri calendar.
    case islamic
    /// The tabular Hijri calendar with a Friday epoch.
    case islamicCivil = "islamic-civil"
    /// Saudi Arabia's Umm al-Qura calendar (published tables 1365–1500 AH).
    case islamicUmalqura = "islamic-umalqura"
    /// The tabular Hijri calendar with a Thursday (astronomical) epoch.
    case islamicTbla = "islamic-tbla"
    /// The Hijri calendar by sighting in Saudi Arabia (computed like `islamic`).
    case islamicRgsa = "islamic-rgsa"
    /// Gregorian months counted in Japanese eras (Reiwa from 1 May 2019).
    case japanese
    /// The Solar Hijri calendar of Iran and Afghanistan.
    case persian
    /// Gregorian months counted from the Republic of China's year 1 (1912).
    case roc
    /// The Julian calendar, which the Orthodox churches keep (Christmas on 25 December is
    /// 7 January Gregorian from 1900 to 2099): Gregorian month names, a leap day every
    /// fourth year without exception, eras `ce` and `bce`. Not one of CLDR's calendars
    /// (BCP 47 registers no `julian`); ICU's Gregorian calendar with its Gregorian change
    /// moved past the end of time computes and names it.
    case julian
    /// The Vietnamese lunar calendar (âm lịch): the Chinese rules reckoned at Vietnam's time,
    /// UTC+7 from 1968 and UTC+8 before, so that some months start a day earlier than in
    /// China and some years a month earlier (Tết 21 January 1985, Chinese New Year 20
    /// February). Not one of CLDR's calendars; the toolkit's tables (1900–2100, the ISO
    /// years in which the lunar years begin) give its months, ICU's `chinese` names them.
    /// Years as `chinese` counts them.
    case vietnamese
    /// Bikram Sambat (विक्रम संवत्), Nepal's official calendar: a solar year from 1 Baishakh
    /// (mid-April) of twelve months of 29 to 32 days, whose lengths Nepal's calendar
    /// committee publishes rather than a formula gives; years are 56 or 57 more than the
    /// Gregorian. Not one of CLDR's calendars (BCP 47 registers no `bikram-sambat`; it is
    /// not Foundation's `vikram`, the Indian lunisolar Vikram Samvat): the toolkit's tables
    /// (`Scripts/bikram-sambat-tables`) give its months, the locale's Gregorian patterns its titles and
    /// dates, and the toolkit its month names (Nepali and English; elsewhere the names
    /// CLDR gives the same months of the Indian calendar).
    case bikramSambat = "bikram-sambat"
    /// The Hindu lunisolar calendar (पंचांग, the drik panchang) as India's almanacs print
    /// it for New Delhi: amanta months from the day after a new moon (Chaitra … Phalguna;
    /// an adhika month, the one in which the Sun enters no sign, takes the name of the month
    /// after it and is coded as Temporal codes a leap month, after the month before:
    /// Adhika Shravana is `M04L`, Adhika Chaitra `M12L` of the year it ends), Vikram Samvat
    /// years from nija Chaitra, and each civil day's tithi (lunar day) at sunrise
    /// (``CalendarDate/tithi``), which the day's label shows. A month's days (``CalendarDate/day``)
    /// are its sunrises, 1 … 29 or 30: a tithi can span two sunrises or none, so tithis do
    /// not number days. Not one of CLDR's calendars (CLDR's `indian` is the solar Saka
    /// calendar; Foundation's `vikram` is reckoned by the Surya Siddhanta, not the drik
    /// method): the toolkit's tables (`Scripts/panchang-tables`, astronomy checked against
    /// Swiss Ephemeris) give its days, Vikram Samvat 1957–2157 (1900–2101); CLDR's names of
    /// the Indian calendar's months name its months, and the toolkit names tithis (Hindi,
    /// English) and adhika months.
    case panchang

    /// Parses a calendar ID, ignoring ASCII case; accepts `ethioaa`, `gregory` and `islamicc`.
    /// - Throws: ``CalendarError/unsupportedCalendar(_:supported:)``.
    public init(parsing text: String) throws(CalendarError) {
        let lowered = text.lowercased()
        switch lowered {
        case "ethioaa": self = .ethiopicAmeteAlem
        case "gregory": self = .gregorian
        case "islamicc": self = .islamicCivil
        default:
            guard let id = CalendarID(rawValue: lowered) else {
                throw .unsupportedCalendar(text, supported: CalendarID.allCases.map(\.rawValue))
            }
            self = id
        }
    }

    /// The CLDR ID (`rawValue`).
    public var description: String { rawValue }

    /// The ICU calendar that computes and names this one. `iso8601` is ICU's `gregorian`
    /// made proleptic, with ISO weeks (Monday first, minimal days 4), on every ICU:
    /// ICU 72 has no iso8601 calendar of its own (it opens its hybrid Gregorian and calls
    /// it `gregorian`); later releases' ISO8601Calendar still switches to the Julian
    /// calendar in 1582, and with CLDR 48 (ICU 78) it has root data of its own with
    /// year-first titles and no month names (`LLLL` formats as ""). ISO 8601 names no months, so the
    /// locale's Gregorian names and titles are the ones to show.
    /// `julian` is ICU's `gregorian` whose Gregorian change never comes.
    var icuCalendar: CalendarID {
        switch self {
        case .iso8601, .julian, .bikramSambat, .panchang: .gregorian
        case .vietnamese: .chinese
        default: self
        }
    }

    /// Whether CLDR (and so BCP 47's `-u-ca-`) has the calendar: every one but `julian`,
    /// `vietnamese`, `bikram-sambat` and `panchang`.
    public var isCLDR: Bool { self != .julian && self != .vietnamese && !isNamedByToolkit }

    /// The most days a month of the calendar has: 32 in Bikram Sambat, 31 in every other.
    var longestMonth: Int { self == .bikramSambat ? 32 : 31 }

    /// Whether ICU has no names for the calendar's months and years, so that the toolkit
    /// writes its titles, names and dates itself (``ComposedTexts``): `bikram-sambat`, `panchang`.
    var isNamedByToolkit: Bool { self == .bikramSambat || self == .panchang }

    /// Whether the calendar is one of the Hijri calendars, which a Hijri day adjustment
    /// moves: `islamic`, `islamic-civil`, `islamic-tbla`, `islamic-umalqura`, `islamic-rgsa`.
    public var isIslamic: Bool {
        switch self {
        case .islamic, .islamicCivil, .islamicTbla, .islamicUmalqura, .islamicRgsa: true
        default: false
        }
    }

    /// The Hijri day adjustment as it applies to this calendar: `offset` for the islamic
    /// calendars, 0 for every other (the one place that says so).
    func appliedHijriOffset(_ offset: Int) -> Int { isIslamic ? offset : 0 }

    /// Whether the calendar has leap months of its own (Chinese and Dangi); Hebrew's
    /// Adar I is reported as a leap month too, by ``MonthCode``.
    var isLunisolarChinese: Bool { self == .chinese || self == .dangi || self == .vietnamese }

    /// The calendar's arithmetic year (the YEAR of a month address, as in ECMAScript
    /// Temporal) minus its extended year as ICU 72 to 77 count it, which is what
    /// ``MonthGrid/extendedYear`` reports on every ICU. (ICU 78 counts Chinese, Dangi and
    /// Amete Alem years differently; ``ICUFeatures/extendedYearShift(_:probing:)`` knows.)
    ///
    /// - buddhist: ICU's extended year is the Gregorian year; BE = CE + 543.
    /// - roc: ICU's extended year is the Gregorian year; Minguo 1 = 1912.
    /// - chinese: ICU counts from 2637 BCE (its extended year 4660 began in 2023).
    /// - dangi: ICU counts from 2333 BCE (its extended year 4356 began in 2023).
    /// - ethiopic-amete-alem: ICU's extended year is the Amete Mihret year; the Amete
    ///   Alem year is 5500 more.
    /// - every other calendar: ICU's extended year is the year of its main era.
    var arithmeticYearOffset: Int {
        switch self {
        case .buddhist: 543
        case .roc: -1911
        case .chinese, .vietnamese: -2637
        case .dangi: -2333
        case .ethiopicAmeteAlem: 5500
        default: 0
        }
    }
}

extension CalendarID: Identifiable {
    /// The CLDR calendar ID (for SwiftUI pickers).
    public var id: String { rawValue }
}
