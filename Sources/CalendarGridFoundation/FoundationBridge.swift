public import CalendarGrid
public import Foundation

// CalendarGrid's values beside Foundation's, for apps: a moment and a day in a time zone,
// a Foundation locale and a locale ID, Foundation's calendar identifiers and the toolkit's.
// A library of its own, so that the core library and `calgrid` stay free of Foundation.

extension ISODate {
    /// The civil day a moment falls on in a time zone (a check-in at 23:30 UTC on 17
    /// September 2024 is 18 September in Tokyo).
    ///
    /// ```swift
    /// let day = ISODate(Date(), in: TimeZone(identifier: "Asia/Tokyo") ?? .gmt)
    /// ```
    public init(_ date: Date, in timeZone: TimeZone) {
        let seconds = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
        self.init(julianDay: ISODate.unixEpochJulianDay + Int((seconds / 86_400).rounded(.down)))
    }

    /// Today in a time zone.
    public static func today(in timeZone: TimeZone) -> ISODate { ISODate(Date(), in: timeZone) }

    /// The first moment of the day in a time zone: midnight, or where midnight was skipped
    /// (America/Sao_Paulo, 2016-10-16) the first moment that exists.
    public func startOfDay(in timeZone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        // Noon exists on every day; its day's start is the answer.
        let noon = DateComponents(year: year, month: month, day: day, hour: 12)
        guard let date = calendar.date(from: noon) else {
            return Date(timeIntervalSince1970: Double(julianDay - ISODate.unixEpochJulianDay) * 86_400)
        }
        return calendar.startOfDay(for: date)
    }
}

extension LocaleID {
    /// The locale ID of a Foundation locale (its BCP 47 identifier, keywords included).
    /// - Throws: what ``LocaleID/init(_:)`` throws for the identifier (a locale without data).
    public init(_ locale: Locale) throws(CalendarGridError) {
        try self.init(locale.identifier(.bcp47))
    }
}

extension Locale {
    /// The Foundation locale of a locale ID.
    public init(_ id: LocaleID) {
        self.init(identifier: id.identifier)
    }
}

extension CalendarID {
    /// The toolkit's calendar for a Foundation calendar identifier; `nil` for one it lacks.
    public init?(_ identifier: Calendar.Identifier) {
        guard let id = Self.foundationIdentifiers.first(where: { $0.value == identifier })?.key else { return nil }
        self = id
    }

    /// Foundation's identifiers of the toolkit's calendars (`islamic-rgsa`, `julian`,
    /// `vietnamese`, `bikram-sambat` and `panchang`, which Foundation on Linux has not, map
    /// to none; Foundation's proposed `vikram` is the Indian lunisolar calendar, not
    /// Nepal's, reckoned by the Surya Siddhanta rather than `panchang`'s drik astronomy).
    static let foundationIdentifiers: [CalendarID: Calendar.Identifier] = [
        .gregorian: .gregorian, .iso8601: .iso8601, .buddhist: .buddhist, .chinese: .chinese, .coptic: .coptic,
        .ethiopic: .ethiopicAmeteMihret, .ethiopicAmeteAlem: .ethiopicAmeteAlem, .hebrew: .hebrew, .indian: .indian,
        .islamic: .islamic, .islamicCivil: .islamicCivil, .islamicUmalqura: .islamicUmmAlQura,
        .islamicTbla: .islamicTabular, .japanese: .japanese, .persian: .persian, .roc: .republicOfChina,
        .dangi: .dangi,
    ]
}

extension Calendar.Identifier {
    /// Foundation's identifier of a toolkit calendar; `nil` for one Foundation lacks.
    public init?(_ id: CalendarID) {
        guard let identifier = CalendarID.foundationIdentifiers[id] else { return nil }
        self = identifier
    }
}
