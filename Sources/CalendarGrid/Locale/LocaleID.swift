/// A validated, canonical locale ID.
///
/// Accepts BCP 47 tags (`ar-EG`, `he-IL-u-ca-hebrew`, `en-US-u-fw-mon`) and ICU IDs
/// (`ar_EG`, `ja_JP@calendar=japanese`); ``identifier`` is always the canonical BCP 47
/// tag (`iw-IL` → `he-IL`, `en_US@calendar=gregorian` → `en-US-u-ca-gregory`).
///
/// Refused, each with a typed ``CalendarGridError``:
/// - malformed text (`en--US`, `12`, empty, over ``maximumLength`` characters, non-ASCII);
/// - a language ICU has no locale data for (`xx-YY`, `zz`, `und`, `x-foo`, and `dv`,
///   which CLDR 42 does not ship): ICU would silently use root data, names like "M01";
/// - a region that is not an ISO 3166 or UN M49 code ICU knows (`en-XY`);
/// - unknown values of the keywords that take effect: `ca` (calendar), `nu` (numbering
///   system), `fw` (first weekday), `rg` (region override).
///
/// A tag means what CLDR's alias data makes of it (UTS #35 canonicalization, as ICU's
/// `Locale::canonicalize` applies CLDR's supplemental metadata): languages (`iw` → `he`,
/// `tl` → `fil`, `sh` → `sr-Latn`, `cmn` → `zh`), regions (`en-UK` → `en-GB`, `sr-YU` →
/// `sr-RS`, `en-AN` → `en-CW`), variants (`hy-arevela` → `hy`); grandfathered tags too
/// (`i-klingon` → `tlh`, `zh-min-nan` → `nan`, then refused: no data). UTS #35's
/// algorithmic `nu` values are resolved for the locale (`hi-IN-u-nu-native` →
/// `hi-IN-u-nu-deva`). ``identifier`` says what was used.
///
/// ```swift
/// let locale = try LocaleID("ja_JP@calendar=japanese")
/// locale.identifier        // "ja-JP-u-ca-japanese"
/// locale.calendar          // .japanese
/// ```
public struct LocaleID: Hashable, Sendable, CustomStringConvertible {
    /// The canonical BCP 47 tag.
    public let identifier: String
    /// The ICU locale ID that ICU is asked with (`he_IL@calendar=hebrew`).
    let icuID: String
    /// The language subtag (`ar`).
    public let language: String
    /// The region subtag (`EG`), or `nil`.
    public let region: String?
    /// The calendar named by `-u-ca-`, or `nil`.
    public let calendar: CalendarID?
    /// The numbering system named by `-u-nu-`, or `nil`.
    public let numberingSystem: String?
    /// The first weekday named by `-u-fw-`, or `nil`.
    public let firstWeekday: Weekday?
    /// The region override named by `-u-rg-` (`sazzzz`), or `nil`.
    public let regionOverride: String?

    /// The longest text accepted, in characters (ICU's `ULOC_FULLNAME_CAPACITY` is 157).
    public static let maximumLength = 150
    /// ICU's `ULOC_FULLNAME_CAPACITY`.
    static let maximumICUIDLength = 157

    /// Parses, canonicalizes and validates a locale ID.
    /// - Throws: ``CalendarGridError/locale(_:)`` — `.malformedLocale`, `.unknownLanguage`,
    ///   `.unknownRegion`, `.unknownNumberingSystem`, `.invalidFirstWeekday`,
    ///   `.invalidRegionOverride`; ``CalendarGridError/calendar(_:)`` with
    ///   `.unsupportedCalendar` for a `-u-ca-` value the toolkit does not have.
    public init(_ text: String) throws(CalendarGridError) {
        guard !text.isEmpty else { throw .locale(.malformedLocale(text, reason: .empty)) }
        guard text.count <= Self.maximumLength else {
            throw .locale(
                .malformedLocale(
                    String(text.prefix(20)) + "…", reason: .tooLong(limit: Self.maximumLength)))
        }
        guard text.unicodeScalars.allSatisfy(Self.isAllowed) else {
            throw .locale(
                .malformedLocale(
                    text, reason: .disallowedCharacters))
        }

        // An ICU ID (underscores or keywords) becomes a BCP 47 tag first, so that both
        // spellings pass the same validation below.
        let tag: String
        if text.contains("_") || text.contains("@") {
            // ICU refuses some keyword syntax outright (`km-eK@=aesG`: a keyword with no
            // name): that is the user's malformed ID, not an internal failure.
            let id: String
            do { id = try ICULocale.canonicalize(text) } catch {
                throw .locale(.malformedLocale(text, reason: .unreadableICUID))
            }
            guard let converted = ICULocale.toLanguageTag(id), converted != "und" || text.hasPrefix("und") else {
                throw .locale(.malformedLocale(text, reason: .invalidICUID))
            }
            tag = converted
        } else {
            tag = text
        }

        // A tag whose one extension is -u- with calendar, numbering or first-weekday keys
        // is converted without its extension, and the keywords set on the result: ICU's
        // conversion of such a key loads its table of every key and type (UnicodeExtension).
        let simple = UnicodeExtension(tag)
        var (canonical, icuID) = try Self.canonicalForms(text: text, tag: simple?.base ?? tag)
        if let simple, !icuID.contains("@"), !canonical.split(separator: "-").contains(where: { $0.count == 1 }) {
            canonical += simple.tagSuffix
            icuID = try simple.settingKeywords(on: icuID)
        } else if simple != nil {
            // Aliases gave the base keywords or an extension of its own (en-US-POSIX is
            // en-US-u-va-posix): ICU converts the whole tag.
            (canonical, icuID) = try Self.canonicalForms(text: text, tag: tag)
        }

        // Some ICU functions copy the ID into buffers of ULOC_FULLNAME_CAPACITY (157)
        // bytes and fail on longer ones (found by the fuzzer: a 150-character tag of
        // variants whose ICU form is longer; a 139-character ID of keywords that the
        // calendar and numbering keywords the toolkit adds made 157 and more, and ICU's
        // number format then failed). The ID must fit with the longest of those keywords.
        guard Self.fitsICU(icuID) else {
            throw .locale(
                .malformedLocale(
                    String(text.prefix(20)) + "…",
                    reason: .tooLongForICU(limit: Self.maximumICUIDLength - 1)))
        }
        let language = try ICULocale.language(icuID)
        guard !language.isEmpty, language != "und", language != "root", ICULocale.hasData(forLanguage: language) else {
            throw .locale(.unknownLanguage(language: language.isEmpty ? "und" : language, locale: text))
        }
        let region = try ICULocale.region(icuID)
        if !region.isEmpty, !ICURegion.isKnown(region) {
            throw .locale(.unknownRegion(region: region, locale: text))
        }

        // ICU reads a key without a value (`-u-ca`, or `-u-rg-xx`, where `xx`, too short
        // for a value, is taken as a second key) as the value "yes"; report what the user
        // typed after the key instead, or that nothing was.
        let subtags = tag.lowercased().split(separator: "-")
        func keyword(_ key: String, bcp47 bcpKey: String) throws(CalendarGridError) -> String? {
            guard let value = try ICULocale.keywordValue(icuID, key: key) else { return nil }
            guard value == "yes", !canonical.lowercased().contains("-yes") else { return value }
            if let index = subtags.firstIndex(of: Substring(bcpKey)), index + 1 < subtags.count {
                return String(subtags[index + 1])
            }
            return "(no value)"
        }

        // UTS #35's algorithmic values of `nu` name a system per locale (CLDR's numbering
        // data: `native` for hi-IN is deva, `traditio` for ta is taml, `finance` for zh is
        // hansfin; the locale's default where it names none): ICU resolves them, and the
        // identifier names the system used.
        var numbers = try keyword("numbers", bcp47: "nu")
        if let value = numbers, Self.algorithmicNumbering.contains(value) {
            let resolved = try ICUNumberingSystem.name(forLocaleID: icuID)
            icuID = try ICULocale.settingKeyword(icuID, key: "numbers", to: resolved)
            guard let tag = ICULocale.toLanguageTag(icuID) else {
                throw .locale(.malformedLocale(text, reason: .notExpressibleAsTag))
            }
            canonical = tag
            numbers = resolved
        }

        self.identifier = canonical
        self.icuID = icuID
        self.language = language
        self.region = region.isEmpty ? nil : region
        self.calendar = try keyword("calendar", bcp47: "ca").map { value throws(CalendarGridError) in
            try CalendarGridError.lifting { () throws(CalendarError) in try CalendarID(parsing: value) }
        }
        self.numberingSystem = try Self.validatedNumberingSystem(numbers)
        self.firstWeekday = try keyword("fw", bcp47: "fw").map { value throws(CalendarGridError) in
            guard let weekday = Weekday(keyword: value) else { throw .locale(.invalidFirstWeekday(value)) }
            return weekday
        }
        self.regionOverride = try Self.validatedRegionOverride(keyword("rg", bcp47: "rg"))
    }

    /// The canonical BCP 47 tag (``LocaleID/identifier``).
    public var description: String { identifier }

    /// The same locale with `-u-fw-` set to a weekday, replacing any given
    /// (`en-US` → `en-US-u-fw-mon`): what cal's `-m` and `-s` ask for.
    /// - Throws: ``CalendarGridError`` as ``init(_:)`` does; none for an ID that was valid.
    public func settingFirstWeekday(_ weekday: Weekday) throws(CalendarGridError) -> LocaleID {
        try LocaleID(try ICULocale.settingKeyword(icuID, key: "fw", to: weekday.keyword))
    }

    /// Every locale ICU has data for, canonical, sorted by identifier.
    public static func available() -> [LocaleID] {
        ICULocale.availableIDs()
            .compactMap { try? LocaleID($0) }
            .sorted { $0.identifier < $1.identifier }
    }

    /// The ICU ID with the calendar keyword set to `calendar` (the keyword ICU reads).
    func icuID(calendar: CalendarID) throws(CalendarGridError) -> String {
        try ICULocale.settingKeyword(icuID, key: "calendar", to: calendar.rawValue)
    }

    /// The ICU ID without a calendar keyword: what ICU's region default is read from.
    func icuIDWithoutCalendar() throws(CalendarGridError) -> String {
        try ICULocale.settingKeyword(icuID, key: "calendar", to: nil)
    }

    /// The canonical tag and ICU ID of a well-formed tag, as ICU converts it: CLDR's
    /// aliases applied (UTS #35: en-UK is en-GB, sr-YU sr-RS, tl fil, sh sr-Latn, cmn zh).
    /// `text` is what the user wrote, for errors.
    static func canonicalForms(
        text: String, tag: String
    ) throws(CalendarGridError) -> (canonical: String, icuID: String) {
        let parsed: (id: String, parsedLength: Int)
        do { parsed = try ICULocale.forLanguageTag(tag) } catch {
            throw .locale(.malformedLocale(text, reason: .unreadableTag))
        }
        guard parsed.parsedLength == tag.utf8.count, !tag.hasSuffix("-") else {
            let rest = String(decoding: Array(tag.utf8).dropFirst(parsed.parsedLength), as: UTF8.self)
            let stop = parsed.parsedLength == 0 || rest.isEmpty ? nil : rest
            throw .locale(.malformedLocale(text, reason: .notWellFormed(stopsAt: stop)))
        }
        // UTS #35: a tag means what CLDR's alias data makes of it, for every kind of alias
        // (en-UK is en-GB, sr-YU sr-RS, tl fil, sh sr-Latn, cmn zh), as ICU's
        // canonicalization reads that data; the identifier says what was used.
        let aliased: String
        do { aliased = try ICULocale.canonicalizingAliases(parsed.id) } catch {
            throw .locale(.malformedLocale(text, reason: .notCanonicalizable))
        }
        guard let canonical = ICULocale.toLanguageTag(aliased) else {
            throw .locale(.malformedLocale(text, reason: .notExpressibleAsTag))
        }
        let icuID: String
        do { icuID = try ICULocale.forLanguageTag(canonical).id } catch {
            throw .locale(.malformedLocale(text, reason: .unreadableCanonicalForm(canonical)))
        }
        return (canonical, icuID)
    }

    /// Whether the ICU ID, with the widest calendar, numbering and first-weekday keywords a
    /// profile may add to it, is shorter than ``maximumICUIDLength``.
    private static func fitsICU(_ icuID: String) -> Bool {
        guard icuID.utf8.count < maximumICUIDLength else { return false }
        // Most IDs are far shorter than the limit: then the three keywords cannot reach it
        // (ICU's numbering-system names have at most 8 characters, NUMSYS_NAME_CAPACITY in
        // numsys.cpp), and ICU's list of numbering systems is not loaded (180,000
        // instructions, docs/performance.md).
        let widestKeywords =
            ";calendar=\(CalendarID.ethiopicAmeteAlem.rawValue)".utf8.count + ";numbers=".utf8.count + 8
            + ";fw=wed".utf8.count
        if icuID.utf8.count + widestKeywords < maximumICUIDLength { return true }
        let widestSystem = numberingSystems.max { $0.utf8.count < $1.utf8.count } ?? "latn"
        let widest = try? ICULocale.settingKeyword(
            ICULocale.settingKeyword(
                ICULocale.settingKeyword(icuID, key: "calendar", to: CalendarID.ethiopicAmeteAlem.rawValue),
                key: "numbers", to: widestSystem),
            key: "fw", to: "wed")
        return (widest?.utf8.count ?? maximumICUIDLength) < maximumICUIDLength
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_", "@", "=", ";": true
        default: false
        }
    }

    private static let numberingSystems: [String] = (try? ICUNumberingSystem.availableNames()) ?? []

    /// UTS #35's `nu` values that name no system but a locale's choice (ICU's keyword
    /// spells `traditio` as `traditional`).
    static let algorithmicNumbering: Set<String> = ["native", "traditio", "traditional", "finance"]

    private static func validatedNumberingSystem(_ value: String?) throws(CalendarGridError) -> String? {
        guard let value else { return nil }
        guard numberingSystems.contains(value) else {
            throw .locale(.unknownNumberingSystem(value, supported: numberingSystems))
        }
        return value
    }

    /// UTS #35 `rg`: a region code followed by a subdivision suffix (`zzzz` for the
    /// whole region), 6 characters in all. The region must be a territory ICU knows.
    private static func validatedRegionOverride(_ value: String?) throws(CalendarGridError) -> String? {
        guard let value else { return nil }
        let scalars = Array(value.lowercased().unicodeScalars)
        guard scalars.count == 6,
            scalars.prefix(2).allSatisfy({ ("a"..."z").contains($0) }),
            scalars.dropFirst(2).allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) }),
            ICURegion.kind(of: value.prefix(2).uppercased()) == .territory,
            // A subdivision CLDR knows, or `zzzz` for the whole region (UTS #35 rg).
            value.lowercased().hasSuffix("zzzz") || ICURegion.subdivisions.isEmpty
                || ICURegion.subdivisions.contains(value.lowercased())
        else { throw .locale(.invalidRegionOverride(value)) }
        return value.lowercased()
    }
}

extension LocaleID: Codable {
    /// Reads a BCP 47 or ICU locale ID, validated as ``init(_:)`` validates it.
    public init(from decoder: any Decoder) throws {
        self = try StringCoding.decode(decoder) { text throws(CalendarGridError) in try LocaleID(text) }
    }

    /// Writes the canonical BCP 47 identifier.
    public func encode(to encoder: any Encoder) throws {
        try StringCoding.encode(identifier, to: encoder)
    }
}
