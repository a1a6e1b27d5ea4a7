/// A locale ID the toolkit cannot use, or a time zone it does not know: the locale
/// domain of ``CalendarGridError`` (``CalendarGridError/locale(_:)``).
///
/// ```swift
/// do { _ = try LocaleID("en-XY") } catch {
///     if case .locale(.unknownRegion(let region, _)) = error { print(region) }  // XY
/// }
/// ```
public enum LocaleError: CalendarGridDomainError {
    /// The text is not a well-formed BCP 47 tag or ICU locale ID: `en--US`, `12`, an
    /// empty string, or a tag over ``LocaleID/maximumLength`` characters. `text` is the
    /// text refused, shortened to 20 characters and `…` when it is too long.
    case malformedLocale(String, reason: Malformation)

    /// The tag is well formed but ICU has no data for its language (`xx-YY`, `zz`, `und`).
    /// ICU itself would silently fall back to the root locale; the toolkit refuses.
    case unknownLanguage(language: String, locale: String)

    /// The region subtag is not an ISO 3166 or UN M49 code that ICU knows (`en-XY`).
    case unknownRegion(region: String, locale: String)

    /// A `-u-nu-` value that is not a numbering system ICU knows (`-u-nu-xyz`).
    case unknownNumberingSystem(String, supported: [String])

    /// A `-u-fw-` value other than `sun`, `mon`, `tue`, `wed`, `thu`, `fri`, `sat`.
    case invalidFirstWeekday(String)

    /// A `-u-rg-` value that is not a known region followed by a subdivision suffix
    /// (`uszzzz`, `sazzzz` are accepted; `xxzzzz`, `us` are not).
    case invalidRegionOverride(String)

    /// An IANA time zone ID that ICU does not know (`ISODate.today(inTimeZone: "Mars/Olympus")`).
    case unknownTimeZone(String)

    /// Why a locale ID is malformed.
    public enum Malformation: Hashable, Sendable, CustomStringConvertible {
        /// The text is empty.
        case empty
        /// The text is longer than the limit, in characters (``LocaleID/maximumLength``).
        case tooLong(limit: Int)
        /// The text has a character other than ASCII letters, digits, `-`, `_`, `@`, `=`, `;`.
        case disallowedCharacters
        /// ICU refuses the text as an ICU locale ID (`km-eK@=aesG`: a keyword with no name).
        case unreadableICUID
        /// ICU reads the ICU locale ID but cannot write it as a BCP 47 tag.
        case invalidICUID
        /// ICU refuses the text as a BCP 47 tag.
        case unreadableTag
        /// The tag is not well formed; ICU stops reading at `stopsAt` where it says.
        case notWellFormed(stopsAt: String?)
        /// ICU cannot apply CLDR's alias data to the tag.
        case notCanonicalizable
        /// ICU cannot write the canonical ID as a BCP 47 tag.
        case notExpressibleAsTag
        /// ICU cannot read back its own canonical form of the tag (the form given).
        case unreadableCanonicalForm(String)
        /// The ICU form, with the keywords a grid adds, is longer than `limit` characters.
        case tooLongForICU(limit: Int)

        /// The reason as the error message says it (`it is empty`).
        public var description: String {
            switch self {
            case .empty: "it is empty"
            case let .tooLong(limit): "it is longer than \(limit) characters"
            case .disallowedCharacters: "it has characters other than ASCII letters, digits, '-', '_', '@', '=', ';'"
            case .unreadableICUID: "ICU cannot parse it as a locale ID"
            case .invalidICUID: "it is not a valid ICU locale ID"
            case .unreadableTag: "ICU cannot parse it as a BCP 47 tag"
            case let .notWellFormed(rest):
                "it is not a well-formed BCP 47 tag" + (rest.map { " (ICU stops at '\($0)')" } ?? "")
            case .notCanonicalizable: "ICU cannot canonicalize it"
            case .notExpressibleAsTag: "ICU cannot express it as a BCP 47 tag"
            case let .unreadableCanonicalForm(canonical): "ICU cannot parse its canonical form '\(canonical)'"
            case let .tooLongForICU(limit):
                "its ICU form, with the keywords a grid adds, is longer than \(limit) characters"
            }
        }
    }

    /// What went wrong and what is accepted, without a hint that names the library's API.
    public var message: String {
        switch self {
        case let .malformedLocale(text, reason):
            return
                "malformed locale ID '\(text)': \(reason) (expected a BCP 47 tag such as 'ar-EG' or an ICU ID such as "
                + "'ar_EG')"
        case let .unknownLanguage(language, locale):
            return "no locale data for language '\(language)' in '\(locale)'"
        case let .unknownRegion(region, locale):
            return
                "unknown region '\(region)' in '\(locale)' (expected an ISO 3166 code such as 'EG' or a UN M49 code "
                + "such as '419')"
        case let .unknownNumberingSystem(text, supported):
            return "unknown numbering system '\(text)' (supported: \(supported.joined(separator: ", ")))"
        case let .invalidFirstWeekday(text):
            return "invalid first weekday '\(text)' in -u-fw- (expected one of sun, mon, tue, wed, thu, fri, sat)"
        case let .invalidRegionOverride(text):
            return
                "invalid region override '\(text)' in -u-rg- (expected a region code and subdivision suffix such as "
                + "'uszzzz')"
        case let .unknownTimeZone(text):
            return "unknown time zone '\(text)' (expected an IANA zone ID such as 'Europe/Paris')"
        }
    }

    /// ``message``, with the library's hint where it has one.
    public var description: String {
        if case .unknownLanguage = self { return message + " (LocaleID.available() lists the locales ICU has)" }
        return message
    }

    /// This error under the umbrella.
    public var calendarGridError: CalendarGridError { .locale(self) }
}
