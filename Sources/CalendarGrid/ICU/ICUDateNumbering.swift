/// The numbering system CLDR gives the day field of a locale's long date pattern
/// (`<pattern numbers="hebr">` in Hebrew dates, `numbers="d=hanidays"` in Chinese ones),
/// read from ICU's data where SimpleDateFormat reads it: `calendar/TYPE/DateTimePatterns`,
/// item 5 (the long date), with ICU's inheritance and aliases, and `gregorian` for a
/// calendar without patterns of its own. A pattern with an override is a two-item array,
/// the override second.
///
/// It answers what a long date format's day-field number format answers, without
/// building the date format (about 0.66 million instructions of a one-month run); a test
/// compares the two for every locale in every calendar.
enum ICUDateNumbering {
    /// The item of `DateTimePatterns` that holds the long date pattern (ICU's kLong + kDateOffset).
    static let longDateIndex = 5

    /// The numbering system of the day field, or `nil` when the pattern names none (the
    /// locale's own digits apply) or ICU's data cannot be read.
    static func dayNumbering(localeID: String, calendarType: String) -> String? {
        guard let override = longDateOverride(localeID: localeID, calendarType: calendarType) else { return nil }
        return dayField(ofOverride: override)
    }

    /// The day field's number format where the long date pattern names a numbering system
    /// (the locale with `numbers=` that system, as SimpleDateFormat makes it); `nil` where
    /// the locale's own number format applies.
    static func dayFieldNumbers(localeID: String, calendarType: String) throws(CalendarGridError) -> ICUNumberFormat? {
        guard let system = dayNumbering(localeID: localeID, calendarType: calendarType) else { return nil }
        return try ICUNumberFormat(localeID: ICULocale.settingKeyword(localeID, key: "numbers", to: system))
    }

    /// `hebr` (every numeric field) or `y=jpanyear;d=hanidays` (field by field): the
    /// numbering of the day field `d`.
    static func dayField(ofOverride override: String) -> String? {
        guard override.contains("=") else { return override.isEmpty ? nil : override }
        for part in override.split(separator: ";") {
            let sides = part.split(separator: "=", maxSplits: 1)
            if sides.count == 2, sides[0].contains("d") { return String(sides[1]) }
        }
        return nil
    }

    private static func longDateOverride(localeID: String, calendarType: String) -> String? {
        for type in calendarType == "gregorian" ? ["gregorian"] : [calendarType, "gregorian"] {
            guard let bundle = ICUResource(localeID: localeID) else { return nil }
            guard let patterns = bundle.child(["calendar", type, "DateTimePatterns"]) else { continue }
            guard patterns.count > longDateIndex, let item = patterns.item(at: longDateIndex) else { return nil }
            guard item.isArray, item.count >= 2 else { return nil }
            return item.item(at: 1)?.string()
        }
        return nil
    }
}
