import Testing

@testable import CalendarGrid

@Suite("LocaleID: parsing, canonicalization, refusal")
struct LocaleIDTests {
    struct Canonical: CustomTestStringConvertible, Sendable {
        let input: String
        let identifier: String
        var testDescription: String { "\(input) → \(identifier)" }
    }

    // Canonical forms follow BCP 47 (RFC 5646) and UTS #35: hyphens, lowercase
    // language, titlecase script, uppercase region; deprecated ISO 639 codes are
    // replaced by their successors (iw → he, in → id, ji → yi; ISO 639-1 change notes
    // of 1989), withdrawn ISO 3166 code DD (East Germany) by DE.
    static let canonical: [Canonical] = [
        .init(input: "ar-EG", identifier: "ar-EG"),
        .init(input: "ar_EG", identifier: "ar-EG"),
        .init(input: "EN-latn-us", identifier: "en-Latn-US"),
        .init(input: "ja_JP@calendar=japanese", identifier: "ja-JP-u-ca-japanese"),
        .init(input: "he-IL-u-ca-hebrew", identifier: "he-IL-u-ca-hebrew"),
        .init(input: "en_US@calendar=gregorian", identifier: "en-US-u-ca-gregory"),
        .init(input: "am-ET-u-ca-ethioaa", identifier: "am-ET-u-ca-ethioaa"),
        .init(input: "iw-IL", identifier: "he-IL"),
        .init(input: "in", identifier: "id"),
        .init(input: "ji", identifier: "yi"),
        .init(input: "de-DD", identifier: "de-DE"),
        .init(input: "en-419", identifier: "en-419"),
        .init(input: "en-001", identifier: "en-001"),
        .init(input: "zh-Hant-TW", identifier: "zh-Hant-TW"),
        .init(input: "en-US-x-private", identifier: "en-US-x-private"),
        .init(input: "en-US-u-fw-mon", identifier: "en-US-u-fw-mon"),
        .init(input: "en-GB-u-rg-sazzzz", identifier: "en-GB-u-rg-sazzzz"),
        .init(input: "th-TH-u-nu-thai", identifier: "th-TH-u-nu-thai"),
    ]

    /// Aliases as CLDR's `common/supplemental/supplementalMetadata.xml` lists them (CLDR 37
    /// and 42 alike), one or more of each kind UTS #35 canonicalization applies: a tag
    /// means what the alias data makes of it, and the identifier says so.
    static let aliases: [Canonical] = [
        // <territoryAlias type="UK" replacement="GB"/>, "YU" → "RS ME" (Serbian: RS, its
        // likely region), "AN" → "CW SX BQ" (the first), "DD" → "DE", "BU" → "MM".
        .init(input: "en-UK", identifier: "en-GB"),
        .init(input: "sr-YU", identifier: "sr-RS"),
        .init(input: "sr-Latn-YU", identifier: "sr-Latn-RS"),
        .init(input: "en-AN", identifier: "en-CW"),
        .init(input: "de-DD", identifier: "de-DE"),
        .init(input: "en-BU", identifier: "en-MM"),
        // <languageAlias type="tl" replacement="fil"/>, "sh" → "sr_Latn", "mo" → "ro",
        // "cmn" → "zh", "iw" → "he".
        .init(input: "tl-PH", identifier: "fil-PH"),
        .init(input: "sh", identifier: "sr-Latn"),
        .init(input: "mo-MD", identifier: "ro-MD"),
        .init(input: "cmn-CN", identifier: "zh-CN"),
        .init(input: "iw", identifier: "he"),
        // <languageAlias type="hy_arevela" replacement="hy"/>; <variantAlias type="HEPLOC"
        // replacement="ALALC97"/>.
        .init(input: "hy-arevela", identifier: "hy"),
        .init(input: "ja-Latn-hepburn-heploc", identifier: "ja-Latn-alalc97"),
        // The calendar keyword's alias (UTS #35: ethiopic-amete-alem is ethioaa).
        .init(input: "am-u-ca-ethiopic-amete-alem", identifier: "am-u-ca-ethioaa"),
    ]

    @Test("CLDR's aliases are applied, every kind", arguments: aliases)
    func aliasesApply(_ row: Canonical) throws {
        #expect(try LocaleID(row.input).identifier == row.identifier)
    }

    @Test("a deprecated region takes the replacement's week data: en-UK has British weeks")
    func aliasWeekData() throws {
        // The United Kingdom numbers weeks by ISO 8601 (BS EN 28601): Monday first, four days
        // in week 1. 1 January 2027 is a Friday, so it is in week 53 of 2026 (2026 has 53
        // ISO weeks: it starts on a Thursday).
        let builder = try GridBuilder(locale: LocaleID("en-UK"))
        #expect(builder.profile.locale.identifier == "en-GB")
        #expect(builder.profile.minimalDaysInFirstWeek == 4 && builder.profile.firstWeekday == .monday)
        let january = try builder.month(MonthAddress(parsing: "2027-1"))
        #expect(january.weeks[0].weekOfYear == 53 && january.weeks[1].weekOfYear == 1)
    }

    @Test("UTS #35's algorithmic nu values are resolved per locale, and named")
    func algorithmicNumbering() throws {
        // CLDR's numbering data: Hindi's native digits are Devanagari (deva), Tamil's
        // traditional numerals taml, Japanese traditional jpan, Chinese financial hansfin.
        let rows = [
            ("hi-IN-u-nu-native", "deva"), ("ta-u-nu-traditio", "taml"), ("ja-u-nu-traditio", "jpan"),
            ("zh-u-nu-finance", "hansfin"),
        ]
        for (input, system) in rows {
            let locale = try LocaleID(input)
            #expect(locale.numberingSystem == system && locale.identifier.hasSuffix("-u-nu-\(system)"), "\(input)")
        }
        // Devanagari digits one to nine (Unicode's Devanagari block, U+0967 … U+096F).
        let hindi = try LocaleProfile.resolve(LocaleID("hi-IN-u-nu-native"))
        #expect((1...9).map { hindi.label(forDay: $0) } == ["१", "२", "३", "४", "५", "६", "७", "८", "९"])
    }

    @Test("canonical BCP 47 output", arguments: canonical)
    func canonicalizes(_ row: Canonical) throws {
        #expect(try LocaleID(row.input).identifier == row.identifier)
    }

    @Test("ICU ID and BCP 47 spellings of one locale are equal")
    func spellingsAgree() throws {
        #expect(try LocaleID("ja_JP@calendar=japanese") == LocaleID("ja-JP-u-ca-japanese"))
        #expect(try LocaleID("ar_EG") == LocaleID("ar-EG"))
    }

    @Test("keywords that take effect are parsed")
    func keywords() throws {
        let locale = try LocaleID("en-US-u-ca-hebrew-fw-mon-nu-arab-rg-gbzzzz")
        #expect(locale.calendar == .hebrew)
        #expect(locale.firstWeekday == .monday)
        #expect(locale.numberingSystem == "arab")
        #expect(locale.regionOverride == "gbzzzz")
        #expect(locale.language == "en")
        #expect(locale.region == "US")
        #expect(try LocaleID("en-u-ca-ethioaa").calendar == .ethiopicAmeteAlem)
    }

    enum Refusal: Sendable { case malformed, language, region, calendar, numbering, firstWeekday, regionOverride }

    struct Bad: CustomTestStringConvertible, Sendable {
        let input: String
        let refusal: Refusal
        var testDescription: String {
            (input.count > 60
                ? String(input.prefix(20)).debugDescription + "… (\(input.utf8.count) bytes)" : input.debugDescription)
                + " is \(refusal)"
        }
    }

    static let bad: [Bad] = [
        .init(input: "", refusal: .malformed),
        .init(input: "en--US", refusal: .malformed),
        .init(input: "12", refusal: .malformed),
        .init(input: "en-", refusal: .malformed),
        .init(input: "-en", refusal: .malformed),
        .init(input: "en US", refusal: .malformed),
        .init(input: "en-US-\u{0}", refusal: .malformed),
        .init(input: "énglish", refusal: .malformed),
        .init(input: "en-" + String(repeating: "abcdefgh-", count: 20), refusal: .malformed),
        .init(input: String(repeating: "a", count: 1 << 20), refusal: .malformed),  // 1 MB
        .init(input: "en\u{0}US", refusal: .malformed),
        .init(input: "a", refusal: .malformed),
        // Found by the fuzzer (Fuzz/regressions/locale-keyword-without-name): ICU's
        // U_INVALID_FORMAT_ERROR was reported as an internal failure.
        .init(input: "km-eK@=aesG", refusal: .malformed),
        .init(input: "en@=x", refusal: .malformed),
        .init(input: "xx-YY", refusal: .language),
        .init(input: "zz", refusal: .language),
        .init(input: "und", refusal: .language),
        .init(input: "x-foo", refusal: .language),
        .init(input: "i-klingon", refusal: .language),
        .init(input: "zh-min-nan", refusal: .language),
        // Dhivehi has no locale data in CLDR 42 / ICU 72: ICU would print root names.
        .init(input: "dv-MV", refusal: .language),
        .init(input: "en-XY", refusal: .region),
        .init(input: "en-AA", refusal: .region),
        .init(input: "en-ZZ", refusal: .region),
        .init(input: "en-999", refusal: .region),
        .init(input: "en-US-u-ca-foo", refusal: .calendar),
        .init(input: "en-US-u-ca", refusal: .calendar),
        .init(input: "en_US@calendar=bogus", refusal: .calendar),
        .init(input: "en-u-nu-xyz", refusal: .numbering),
        .init(input: "en-u-fw-xyz", refusal: .firstWeekday),
        .init(input: "en-u-fw-monday", refusal: .firstWeekday),
        .init(input: "en-u-rg-xxzzzz", refusal: .regionOverride),
        .init(input: "en-u-rg-us", refusal: .regionOverride),
        .init(input: "en-u-rg-419zzz", refusal: .regionOverride),
        // A subdivision CLDR does not have (UTS #35 subdivision validity data in ICU).
        .init(input: "en-US-u-rg-usabcd", refusal: .regionOverride),
    ]

    @Test("malformed and unknown input is refused with the typed error", arguments: bad)
    func refuses(_ row: Bad) {
        do {
            let locale = try LocaleID(row.input)
            Issue.record("accepted '\(row.input)' as \(locale.identifier)")
        } catch {
            let matches =
                switch (error, row.refusal) {
                case (.locale(.malformedLocale), .malformed), (.locale(.unknownLanguage), .language),
                    (.locale(.unknownRegion), .region), (.calendar(.unsupportedCalendar), .calendar),
                    (.locale(.unknownNumberingSystem), .numbering), (.locale(.invalidFirstWeekday), .firstWeekday),
                    (.locale(.invalidRegionOverride), .regionOverride):
                    true
                default: false
                }
            #expect(matches, "\(row.input): \(error)")
        }
    }

    // Found by the fuzzer: Fuzz/regressions/locale-icu-form-over-capacity and
    // locale-keywords-over-capacity-with-grid-keywords (exit 70 from ICU's number format).
    @Test("a tag ICU cannot carry with the keywords a grid adds is malformed; a shorter one resolves")
    func longExtensions() throws {
        for tag in [
            "th-n-uu-thn-mon-txa-iasa-mon-asa-mon-tasa-mon-thaon-txa-iasaon-thaon-txa-iasa-mon-tanu-thn-mon-txa-iasa-"
                + "mon-asa-mon-tasa-mon-thaon-txa-iasaon-thaons8",
            "he-IL-u-thmn-on-txa-iasa-mon-asa-moMasa-monon-txa-IL-unasa-mon-Gtanu-thn-mon-txa-iasa-mon-asa-mon-tasa-"
                + "mon-thaon-txa-iasaon-thaons8",
        ] {
            #expect {
                try LocaleID(tag)
            } throws: { error in
                guard case let CalendarGridError.locale(.malformedLocale(_, reason)) = error else { return false }
                return reason == .tooLongForICU(limit: 156)
            }
        }
        // ICU's character orientation overflowed its buffer on a long tag's likely-subtags form.
        let locale = try LocaleID("th-n-uu-thn-mon-txa-iasa-mon-asa-mon-tasa-mon-thaon-txa-iasaon-thaon-txa")
        #expect(locale.language == "th")
        for calendar in CalendarID.allCases {
            #expect(try LocaleProfile.resolve(locale, calendar: calendar).direction == .leftToRight)
        }
    }

    @Test("errors name the bad value and what is accepted")
    func errorsTeach() {
        #expect(throws: CalendarGridError.locale(.unknownLanguage(language: "xx", locale: "xx-YY"))) {
            try LocaleID("xx-YY")
        }
        #expect(throws: CalendarGridError.locale(.invalidFirstWeekday("xyz"))) { try LocaleID("en-u-fw-xyz") }
        #expect(CalendarGridError.locale(.invalidFirstWeekday("xyz")).description.contains("sun, mon"))
        #expect(
            CalendarGridError.calendar(.unsupportedCalendar("foo", supported: ["gregorian"])).description.contains(
                "'foo'"))
    }

    /// A tag whose one extension is -u- with ca, nu or fw is converted by the toolkit
    /// (UnicodeExtension), without ICU's table of every BCP 47 key; ICU's own conversion of
    /// the whole tag must give the same identifier and ICU ID.
    @Test("a Unicode extension converted without ICU's key table gives ICU's identifier and ID")
    func unicodeExtension() throws {
        let bases = [
            "en", "en-US", "he-IL", "ar-EG", "zh-Hant-TW", "sr-Latn-RS", "iw-IL", "en-UK", "sh", "cmn", "tl-PH",
            "sr-YU", "de-DE-1996", "en-US-POSIX", "zh-CN", "ja-JP", "fa-IR", "th-TH", "am-ET", "und-IL",
        ]
        let extensions =
            [
                "-u-ca-gregory", "-u-ca-ethioaa", "-u-ca-islamic-umalqura", "-u-ca-iso8601", "-u-nu-arab", "-u-nu-hebr",
                "-u-nu-hanidec", "-u-fw-mon", "-U-CA-HEBREW", "-u-nu-thai-ca-buddhist-fw-sat",
                "-u-fw-sun-nu-deva-ca-indian", "-u-ca-islamic-civil-nu-latn", "-u-ca-chinese-nu-hanidays",
            ]
            + [
                "buddhist", "chinese", "coptic", "dangi", "ethiopic", "hebrew", "indian", "islamic", "islamic-rgsa",
                "islamic-tbla", "japanese", "persian", "roc",
            ].map { "-u-ca-\($0)" }
        var converted = 0
        for base in bases {
            for suffix in extensions {
                let tag = base + suffix
                #expect(UnicodeExtension(tag) != nil, "\(tag)")
                let reference = try? LocaleID.canonicalForms(text: tag, tag: tag)
                guard let locale = try? LocaleID(tag) else {
                    // Refused either way (und-IL has no language data).
                    #expect(base == "und-IL", "\(tag)")
                    continue
                }
                #expect(locale.identifier == reference?.canonical, "\(tag)")
                #expect(locale.icuID == reference?.icuID, "\(tag)")
                converted += 1
            }
        }
        #expect(converted >= 400)
        // ICU's to convert: other keys and extensions, attributes, values ICU resolves or aliases.
        for tag in [
            "en-u-ca-islamicc", "en-u-nu-native", "en-u-rg-gbzzzz", "en-u-co-phonebk", "en-t-ar", "en-u-ca-hebrew-x-a",
            "en-u-attr-ca-hebrew", "en-u-ca", "en-u-ca-hebrew-ca-chinese", "en-u-fw-monday", "en-x-u-ca-hebrew",
        ] {
            #expect(UnicodeExtension(tag) == nil, "\(tag)")
        }
        #expect(try LocaleID("he-IL-u-ca-hebrew").icuID == "he_IL@calendar=hebrew")
        #expect(try LocaleID("en-u-nu-arab-ca-gregory").identifier == "en-u-ca-gregory-nu-arab")
    }

    @Test("every locale ICU lists is accepted and names itself canonically")
    func available() throws {
        let ids = ICULocale.availableIDs()
        #expect(ids.count > 500)
        for id in ids {
            let locale = try LocaleID(id)
            #expect(try LocaleID(locale.identifier) == locale)
        }
        #expect(LocaleID.available().count == Set(ids).count)
        #expect(LocaleID.available().contains { $0.identifier == "ar-EG" })
    }
}

@Suite("Subdivision validity data")
struct SubdivisionTests {
    @Test("CLDR's subdivision codes come from ICU's data, runs expanded")
    func codes() {
        #expect(ICURegion.expand("ad02~8") == ["ad02", "ad03", "ad04", "ad05", "ad06", "ad07", "ad08"])
        #expect(ICURegion.expand("aeaj") == ["aeaj"])
        // California, Scotland, Bavaria (ISO 3166-2: US-CA, GB-SCT, DE-BY), and the
        // whole-region codes of UTS #35.
        for code in ["usca", "gbsct", "deby", "uszzzz", "gbzzzz"] {
            #expect(ICURegion.subdivisions.contains(code), "\(code)")
        }
        #expect(!ICURegion.subdivisions.contains("usabcd"))
        #expect(ICURegion.subdivisions.count > 3000)
    }
}
