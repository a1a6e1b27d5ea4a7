import CalendarGrid
import Testing

/// The errors by domain, used as a client uses them (no `@testable`): the doc comments'
/// examples of `CalendarGridError`, `LocaleError`, `CalendarError`, `GridError` and
/// `SelectionError`, and what each domain promises.
@Suite("Errors by domain, as a client catches them")
struct ErrorDomainTests {
    @Test("a value parser throws its domain's error alone, with the message people read")
    func valueParsers() {
        // 2023 is not a leap year (Gregorian rule: divisible by 4, not by 100 unless by 400).
        do {
            _ = try ISODate(parsing: "2023-02-29")
            Issue.record("2023-02-29 was accepted")
        } catch {
            // `error` is a CalendarError: no cast, no umbrella.
            #expect(error == .malformedDate("2023-02-29"))
            #expect(
                "\(error)"
                    == "invalid date '2023-02-29' (expected an existing ISO date YYYY-MM-DD such as '2024-02-29')")
            #expect(error.calendarGridError == .calendar(.malformedDate("2023-02-29")))
        }
        #expect(throws: CalendarError.malformedMonth("5784-M5L")) { try MonthAddress(parsing: "5784-M5L") }
        #expect(throws: CalendarError.malformedMonthCode("m07")) { try MonthCode(parsing: "m07") }
    }

    @Test("an operation across domains throws the umbrella, whose domain a switch can match")
    func umbrella() {
        do {
            _ = try LocaleID("xx-YY")
            Issue.record("xx-YY was accepted")
        } catch {
            guard case let .locale(.unknownLanguage(language, locale)) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(language == "xx" && locale == "xx-YY")
            #expect(error.domainError is LocaleError)
            // The library's hint names its API; `message` leaves it out for a program's own.
            #expect("\(error)".hasSuffix("(LocaleID.available() lists the locales ICU has)"))
            #expect(error.message == "no locale data for language 'xx' in 'xx-YY'")
        }
        // A `-u-ca-` value is the calendar domain's, though a locale ID carries it.
        #expect(
            throws: CalendarGridError.calendar(
                .unsupportedCalendar("foo", supported: CalendarID.allCases.map(\.rawValue)))
        ) {
            try LocaleID("en-u-ca-foo")
        }
    }

    @Test("payloads are typed: a reason enum, a month address, the year's month codes, a range")
    func typedPayloads() throws {
        #expect(throws: CalendarGridError.locale(.malformedLocale("", reason: .empty))) { try LocaleID("") }
        // hebcal.com: 5783 is a common Hebrew year (12 months, no Adar I).
        let hebrew = try GridBuilder(locale: LocaleID("he-IL"), calendar: .hebrew)
        do {
            _ = try hebrew.month(MonthAddress(parsing: "5783-M05L"))
            Issue.record("Adar I 5783 was accepted")
        } catch let CalendarGridError.calendar(.monthNotInYear(address, calendar, available)) {
            #expect(address.description == "5783-M05L" && calendar == .hebrew)
            #expect(available.count == 12 && !available.contains { $0.isLeap })
        } catch {
            Issue.record("wrong error \(error)")
        }
        #expect(throws: CalendarGridError.calendar(.yearOutOfRange("10000", supported: 1...9999))) {
            try GridBuilder(locale: LocaleID("en-US")).year(10000)
        }
        #expect(throws: CalendarGridError.grid(.invalidSecondaryCalendar(.hebrew, reason: .gridCalendar))) {
            try GridBuilder(locale: LocaleID("he-IL"), calendar: .hebrew, secondaryCalendars: [.hebrew])
        }
        #expect(throws: CalendarGridError.grid(.tooManySecondaryCalendars(3, maximum: 2))) {
            try GridBuilder(locale: LocaleID("en-US"), secondaryCalendars: [.hebrew, .chinese, .persian])
        }
    }

    @Test("a selection's initializer throws SelectionError alone")
    func selection() throws {
        #expect(throws: SelectionError.noItems) {
            try SelectionState<Never>(items: [], today: try ISODate(parsing: "2024-09-17"))
        }
        let day = try ISODate(parsing: "2024-09-17")
        do {
            _ = try DateSelection(items: [DateItem<Int>(date: day), DateItem(date: day, isEnabled: false)], today: day)
            Issue.record("a date with two states was accepted")
        } catch {
            #expect(error == .conflictingStates(day))
            #expect(error.message == "item 2024-09-17: listed twice with different states")
        }
    }

    @Test("lifting: a function that throws the umbrella calls a value parser")
    func lifting() throws {
        func month(_ text: String, builder: GridBuilder) throws(CalendarGridError) -> MonthGrid {
            let address = try CalendarGridError.lifting { () throws(CalendarError) in
                try MonthAddress(parsing: text)
            }
            return try builder.month(address)
        }
        let builder = try GridBuilder(locale: LocaleID("en-US"))
        #expect(try month("2024-9", builder: builder).daysInMonth == 30)  // September has 30 days
        #expect(throws: CalendarGridError.calendar(.malformedMonth("2024-x"))) { try month("2024-x", builder: builder) }
    }

    @Test("the doc comments' examples print what they say")
    func docCommentExamples() throws {
        do {
            _ = try GridBuilder(locale: LocaleID("he-IL"), calendar: .hebrew, secondaryCalendars: [.hebrew])
            Issue.record("the grid's own calendar was accepted as a secondary")
        } catch {
            #expect("\(error)".hasPrefix("secondary calendar 'hebrew' cannot be shown: it is the grid's own calendar"))
        }
        do {
            _ = try SelectionState<Never>(items: [], today: try ISODate(parsing: "2024-09-17"))
            Issue.record("an empty list was accepted")
        } catch {
            #expect("\(error)" == "the availability list is empty (expected at least one date item)")
        }
        do {
            _ = try LocaleID("en-XY")
            Issue.record("en-XY was accepted")
        } catch {
            guard case .locale(.unknownRegion(let region, _)) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(region == "XY")
        }
    }
}
