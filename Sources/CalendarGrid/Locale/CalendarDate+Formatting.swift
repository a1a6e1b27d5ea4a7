extension CalendarDate {
    /// The date as the locale writes a full date in its calendar (``LocaleProfile/fullDate(_:)``):
    /// `יום ראשון, ט״ו בניסן תשפ״ה` for 15 Nisan 5785 in `he`.
    /// - Throws: what ``LocaleProfile/resolve(_:calendar:hijriOffset:)`` throws.
    public func formatted(in locale: LocaleID) throws(CalendarGridError) -> String {
        try LocaleProfile.resolve(locale, calendar: calendar, hijriOffset: hijriOffset).fullDate(iso)
    }
}
