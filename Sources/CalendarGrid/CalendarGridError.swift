/// Every error the CalendarGrid library throws, by domain.
///
/// Each domain is a narrow error with typed payloads — ``LocaleError``,
/// ``CalendarError``, ``GridError``, ``SelectionError`` — that carries the value refused
/// and, where a fixed set is accepted, what is accepted. An operation whose failures
/// lie in one domain throws that domain's error alone (the value parsers throw
/// ``CalendarError``, a selection model's initializer ``SelectionError``); one that
/// crosses domains (a locale ID names a calendar; a grid is built from a locale, a
/// calendar and a date) throws this umbrella. Either way a caller prints one line
/// that teaches:
///
/// ```swift
/// do { _ = try LocaleID("xx-YY") } catch {
///     print(error)
///     // no locale data for language 'xx' in 'xx-YY' (LocaleID.available() lists the locales ICU has)
///     if case .locale = error { /* the user's locale ID */ }
/// }
/// ```
public enum CalendarGridError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A locale ID the toolkit cannot use, or a time zone it does not know.
    case locale(LocaleError)

    /// A calendar, month, date or year that does not exist or lies outside the toolkit's
    /// range.
    case calendar(CalendarError)

    /// A grid request that contradicts its builder.
    case grid(GridError)

    /// An availability list a selection cannot be made of.
    case selection(SelectionError)

    /// ICU reported a failure that no input should cause; the function and ICU's error name.
    case icuFailure(function: String, code: String)

    /// The domain error this error holds, or `nil` for an ICU failure.
    public var domainError: (any CalendarGridDomainError)? {
        switch self {
        case let .locale(error): error
        case let .calendar(error): error
        case let .grid(error): error
        case let .selection(error): error
        case .icuFailure: nil
        }
    }

    /// The one line a person reads: the refused value and what is accepted (``message``,
    /// with the library's hint where it has one).
    public var description: String { domainError?.description ?? message }

    /// What went wrong and what is accepted, without a hint that names the library's API:
    /// a program adds its own (`calgrid` names `--list-locales`).
    public var message: String {
        if case let .icuFailure(function, code) = self { return "internal ICU failure in \(function): \(code)" }
        return domainError?.message ?? ""
    }
}

/// An error of one of the library's domains (``LocaleError``, ``CalendarError``,
/// ``GridError``, ``SelectionError``), which the umbrella ``CalendarGridError`` holds.
public protocol CalendarGridDomainError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong and what is accepted, without a hint that names the library's API.
    var message: String { get }
    /// This error under the umbrella: what an operation that crosses domains throws.
    var calendarGridError: CalendarGridError { get }
}

extension CalendarGridDomainError {
    /// One line for a person: ``message`` (``LocaleError`` adds the library's hint).
    public var description: String { message }
}

extension CalendarGridError {
    /// Runs `body`, whose failures lie in one domain, and throws them under the umbrella:
    /// for a function that throws `CalendarGridError` and calls a value parser.
    ///
    /// ```swift
    /// func month(_ text: String, builder: GridBuilder) throws(CalendarGridError) -> MonthGrid {
    ///     let address = try CalendarGridError.lifting { () throws(CalendarError) in
    ///         try MonthAddress(parsing: text)
    ///     }
    ///     return try builder.month(address)
    /// }
    /// ```
    public static func lifting<Value, Failure: CalendarGridDomainError>(
        _ body: () throws(Failure) -> Value
    ) throws(CalendarGridError) -> Value {
        do throws(Failure) { return try body() } catch { throw error.calendarGridError }
    }
}

/// The cases of the one flat enum before the domains (CalendarGrid 0.x), as the domain
/// cases they became, so that code which makes or compares them still builds. Matching
/// a case in a `switch` or `catch` needs the domain: `case .locale(.unknownLanguage)`.
extension CalendarGridError {
    /// Makes `.locale(.unknownLanguage(language:locale:))`, the case this one became.
    @available(*, deprecated, message: "use .locale(.unknownLanguage(language:locale:))")
    public static func unknownLanguage(language: String, locale: String) -> Self {
        .locale(.unknownLanguage(language: language, locale: locale))
    }
    /// Makes `.locale(.unknownRegion(region:locale:))`, the case this one became.
    @available(*, deprecated, message: "use .locale(.unknownRegion(region:locale:))")
    public static func unknownRegion(region: String, locale: String) -> Self {
        .locale(.unknownRegion(region: region, locale: locale))
    }
    /// Makes `.locale(.unknownNumberingSystem(_:supported:))`, the case this one became.
    @available(*, deprecated, message: "use .locale(.unknownNumberingSystem(_:supported:))")
    public static func unknownNumberingSystem(_ text: String, supported: [String]) -> Self {
        .locale(.unknownNumberingSystem(text, supported: supported))
    }
    /// Makes `.locale(.invalidFirstWeekday(_:))`, the case this one became.
    @available(*, deprecated, message: "use .locale(.invalidFirstWeekday(_:))")
    public static func invalidFirstWeekday(_ text: String) -> Self { .locale(.invalidFirstWeekday(text)) }
    /// Makes `.locale(.invalidRegionOverride(_:))`, the case this one became.
    @available(*, deprecated, message: "use .locale(.invalidRegionOverride(_:))")
    public static func invalidRegionOverride(_ text: String) -> Self { .locale(.invalidRegionOverride(text)) }
    /// Makes `.locale(.unknownTimeZone(_:))`, the case this one became.
    @available(*, deprecated, message: "use .locale(.unknownTimeZone(_:))")
    public static func unknownTimeZone(_ text: String) -> Self { .locale(.unknownTimeZone(text)) }
    /// Makes `.calendar(.unsupportedCalendar(_:supported:))`, the case this one became.
    @available(*, deprecated, message: "use .calendar(.unsupportedCalendar(_:supported:))")
    public static func unsupportedCalendar(_ text: String, supported: [String]) -> Self {
        .calendar(.unsupportedCalendar(text, supported: supported))
    }
    /// Makes `.calendar(.malformedMonth(_:))`, the case this one became.
    @available(*, deprecated, message: "use .calendar(.malformedMonth(_:))")
    public static func malformedMonth(_ text: String) -> Self { .calendar(.malformedMonth(text)) }
    /// Makes `.calendar(.malformedMonthCode(_:))`, the case this one became.
    @available(*, deprecated, message: "use .calendar(.malformedMonthCode(_:))")
    public static func malformedMonthCode(_ text: String) -> Self { .calendar(.malformedMonthCode(text)) }
    /// Makes `.calendar(.malformedDate(_:))`, the case this one became.
    @available(*, deprecated, message: "use .calendar(.malformedDate(_:))")
    public static func malformedDate(_ text: String) -> Self { .calendar(.malformedDate(text)) }
    /// Makes `.grid(.gridOfAnotherCalendar(grid:builder:))`, the case this one became.
    @available(*, deprecated, message: "use .grid(.gridOfAnotherCalendar(grid:builder:))")
    public static func gridOfAnotherCalendar(grid: CalendarID, builder: CalendarID) -> Self {
        .grid(.gridOfAnotherCalendar(grid: grid, builder: builder))
    }
    /// Makes `.grid(.gridOfAnotherBuilder(grid:builderHijriOffset:))`, the case this one became.
    @available(*, deprecated, message: "use .grid(.gridOfAnotherBuilder(grid:builderHijriOffset:))")
    public static func gridOfAnotherBuilder(grid: MonthGridID, builderHijriOffset: Int) -> Self {
        .grid(.gridOfAnotherBuilder(grid: grid, builderHijriOffset: builderHijriOffset))
    }
    /// Makes `.selection(.noItems)`, the case this one became.
    @available(*, deprecated, message: "use .selection(.noItems)")
    public static var noItems: Self { .selection(.noItems) }
}
