/// Every error the CalendarGrid library throws.
///
/// Each case carries the value that was refused and, where a fixed set is accepted,
/// what is accepted, so that a caller can print one line that teaches:
///
/// ```swift
/// do { _ = try LocaleID("xx-YY") }
/// catch let error as CalendarGridError { print(error) }
/// // no locale data for language 'xx' in 'xx-YY' (LocaleID.available() lists the locales ICU has)
/// ```
public enum CalendarGridError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is not a well-formed BCP 47 tag or ICU locale ID:
    /// `en--US`, `12`, an empty string, or a tag over ``LocaleID/maximumLength`` characters.
    case malformedLocale(String, reason: String)

    /// The tag is well formed but ICU has no data for its language (`xx-YY`, `zz`, `und`).
    /// ICU itself would silently fall back to the root locale; the toolkit refuses.
    case unknownLanguage(language: String, locale: String)

    /// The region subtag is not an ISO 3166 or UN M49 code that ICU knows (`en-XY`).
    case unknownRegion(region: String, locale: String)

    /// A calendar ID (from `-u-ca-` or an explicit override) that is not one of
    /// `CalendarID.allCases` or the alias `ethioaa`.
    case unsupportedCalendar(String, supported: [String])

    /// A `-u-nu-` value that is not a numbering system ICU knows (`-u-nu-xyz`).
    case unknownNumberingSystem(String, supported: [String])

    /// A `-u-fw-` value other than `sun`, `mon`, `tue`, `wed`, `thu`, `fri`, `sat`.
    case invalidFirstWeekday(String)

    /// A `-u-rg-` value that is not a known region followed by a subdivision suffix
    /// (`uszzzz`, `sazzzz` are accepted; `xxzzzz`, `us` are not).
    case invalidRegionOverride(String)

    /// A month address that is neither `YEAR-MONTHCODE` (`5784-M05L`) nor
    /// `YEAR-ORDINAL` (`1446-9`).
    case malformedMonth(String)

    /// A month code that is not `M01` … `M13` with an optional `L` (`M7`, `m07`, `M14`).
    case malformedMonthCode(String)

    /// A month code or ordinal that does not occur in that year of that calendar:
    /// `5783-M05L` (5783 is a common Hebrew year), `2024-M13` in `gregorian`,
    /// a Chinese leap month in a year without it. `available` lists the year's months.
    case monthNotInYear(month: String, year: Int, calendar: CalendarID, available: [String])

    /// A text that is not an ISO date `YYYY-MM-DD` of the proleptic Gregorian calendar
    /// (`2024-02-30`, `2024-1-5`).
    case malformedDate(String)

    /// A number outside the range the toolkit supports, such as a year outside
    /// ``GridBuilder/supportedYears``.
    case outOfRange(field: String, value: String, min: String, max: String)

    /// An IANA time zone ID that ICU does not know.
    case unknownTimeZone(String)

    /// A grid given to a builder of another calendar: `month(after:)` of a Hebrew grid on
    /// a Gregorian builder.
    case gridOfAnotherCalendar(grid: CalendarID, builder: CalendarID)

    /// A grid given to a builder whose days differ from the grid's, although the calendar
    /// is the same: another Hijri day adjustment (`month(after:)` of an `islamic-umalqura`
    /// grid with offset 1 on a builder without one), or a grid decoded on another ICU whose
    /// month starts elsewhere. `grid` identifies the grid (its calendar, adjustment, month).
    case gridOfAnotherBuilder(grid: MonthGridID, builderHijriOffset: Int)

    /// A secondary calendar that cannot be shown: the grid's own calendar, or one given
    /// twice (`--secondary hebrew,hebrew`).
    case invalidSecondaryCalendar(CalendarID, reason: String)

    /// A selection model was given an empty availability list; at least one item is
    /// needed to know which months to show.
    case noItems

    /// Items that contradict each other or the selection mode: the same date twice
    /// with different states, two selected days in single mode, a selected range with
    /// a gap. `item` names the date (or the item's position when it has no date).
    case contradictoryItems(item: String, reason: String)

    /// ICU reported a failure that no input should cause; the function and ICU's error name.
    case icuFailure(function: String, code: String)

    /// The one line a person reads: the refused value and what is accepted (``message``,
    /// with the library's hint where it has one).
    public var description: String {
        switch self {
        case .unknownLanguage: return message + " (LocaleID.available() lists the locales ICU has)"
        default: return message
        }
    }

    /// What went wrong and what is accepted, without a hint that names the library's API:
    /// a program adds its own (`calgrid` names `--list-locales`).
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
        case let .unsupportedCalendar(text, supported):
            return "unsupported calendar '\(text)' (supported: \(supported.joined(separator: ", ")))"
        case let .unknownNumberingSystem(text, supported):
            return "unknown numbering system '\(text)' (supported: \(supported.joined(separator: ", ")))"
        case let .invalidFirstWeekday(text):
            return "invalid first weekday '\(text)' in -u-fw- (expected one of sun, mon, tue, wed, thu, fri, sat)"
        case let .invalidRegionOverride(text):
            return
                "invalid region override '\(text)' in -u-rg- (expected a region code and subdivision suffix such as "
                + "'uszzzz')"
        case let .malformedMonth(text):
            return
                "malformed month '\(text)' (expected YEAR-MONTHCODE such as '5784-M05L' or YEAR-ORDINAL such as "
                + "'1446-9')"
        case let .malformedMonthCode(text):
            return "malformed month code '\(text)' (expected M01 … M13, with L for a leap month, such as 'M05L')"
        case let .monthNotInYear(month, year, calendar, available):
            return
                "month '\(month)' does not exist in year \(year) of the \(calendar.rawValue) calendar (that year has: "
                + "\(available.joined(separator: ", ")))"
        case let .malformedDate(text):
            return "invalid date '\(text)' (expected an existing ISO date YYYY-MM-DD such as '2024-02-29')"
        case let .outOfRange(field, value, min, max):
            return "\(field) \(value) is out of range (supported: \(min) to \(max))"
        case let .unknownTimeZone(text):
            return "unknown time zone '\(text)' (expected an IANA zone ID such as 'Europe/Paris')"
        case let .gridOfAnotherCalendar(grid, builder):
            return
                "a \(grid.rawValue) grid was given to a \(builder.rawValue) builder (expected a grid of the builder's "
                + "calendar)"
        case let .gridOfAnotherBuilder(grid, builderHijriOffset):
            return
                "the \(grid.calendar.rawValue) grid \(grid.address) (Hijri offset \(grid.hijriOffset)) was given to a "
                + "builder whose days differ (Hijri offset \(builderHijriOffset)) (expected a grid of the same builder)"
        case let .invalidSecondaryCalendar(calendar, reason):
            return
                "secondary calendar '\(calendar.rawValue)' cannot be shown: \(reason) (expected up to two other "
                + "calendars)"
        case .noItems:
            return "the availability list is empty (expected at least one date item)"
        case let .contradictoryItems(item, reason):
            return "item \(item): \(reason)"
        case let .icuFailure(function, code):
            return "internal ICU failure in \(function): \(code)"
        }
    }
}
