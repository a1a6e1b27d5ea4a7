internal import CICU

/// The owner of one ICU date format (`cicu_date_format *`, a `UDateFormat*`) with a fixed pattern, formatting civil days (UTC).
final class ICUDateFormat {
    private let handle: OpaquePointer

    private static let millisPerDay = 86_400_000.0

    /// A formatter for `pattern` in the locale, whose calendar is a copy of `calendar`
    /// (so a proleptic `iso8601` formats dates before 1582 proleptically too).
    init(pattern: String, localeID: String, calendar: ICUCalendar?) throws(CalendarGridError) {
        var status = ICUStatus()
        let zone = "UTC".icuUTF16
        let patternUnits = pattern.icuUTF16
        let opened = patternUnits.withUnsafeBufferPointer { patternPointer in
            zone.withUnsafeBufferPointer { zonePointer in
                cicu_date_format_open_pattern(
                    patternPointer.baseAddress, Int32(patternUnits.count), localeID,
                    zonePointer.baseAddress, Int32(zone.count), &status)
            }
        }
        try status.check("udat_open")
        guard let opened else { throw .icuFailure(function: "udat_open", code: "NULL") }
        handle = opened
        if let calendar { cicu_date_format_set_calendar(handle, calendar.rawHandle) }
    }

    /// A copy of `other` with another pattern: the same locale, calendar, zone and number
    /// format, and so the same texts as a format opened for `pattern` in that locale with
    /// that calendar (ICU's `SimpleDateFormat::applyPattern`), without setting up the
    /// locale's symbols and numbers again: 111,000 instructions where a format opened
    /// afresh took 179,000 (docs/performance.md), about half of the copy being the number
    /// format's. For patterns opened by ``init(pattern:localeID:calendar:)`` only: a date
    /// style's per-field numbering would be carried over.
    init(copying other: ICUDateFormat, pattern: String) throws(CalendarGridError) {
        var status = ICUStatus()
        let patternUnits = pattern.icuUTF16
        let copied = patternUnits.withUnsafeBufferPointer { patternPointer in
            cicu_date_format_clone_pattern(
                other.handle, patternPointer.baseAddress, Int32(patternUnits.count), &status)
        }
        try status.check("udat_clone")
        guard let copied else { throw .icuFailure(function: "udat_clone", code: "NULL") }
        handle = copied
    }

    /// The locale's own date formats, by CLDR style.
    enum DateStyle {
        case long, full
        var cicu: cicu_date_style { self == .long ? CICU_DATE_STYLE_LONG : CICU_DATE_STYLE_FULL }
    }

    /// The locale's own date format in a style (`EEEE, MMMM d, y` for `en` full; in `he`
    /// `hebrew` with Hebrew numerals for day and year, as CLDR's pattern says), whose
    /// calendar is a copy of `calendar`; with `numbers`, every field in that number format.
    init(
        dateStyle: DateStyle, localeID: String, calendar: ICUCalendar?, numbers: ICUNumberFormat?
    ) throws(CalendarGridError) {
        var status = ICUStatus()
        let zone = "UTC".icuUTF16
        let opened = zone.withUnsafeBufferPointer { zonePointer in
            cicu_date_format_open_style(dateStyle.cicu, localeID, zonePointer.baseAddress, Int32(zone.count), &status)
        }
        try status.check("udat_open")
        guard let opened else { throw .icuFailure(function: "udat_open", code: "NULL") }
        handle = opened
        if let calendar { cicu_date_format_set_calendar(handle, calendar.rawHandle) }
        // Setting the number format drops the pattern's per-field numbering overrides
        // (SimpleDateFormat::adoptNumberFormat), so -u-nu- wins as it does for day labels.
        if let numbers { cicu_date_format_set_number_format(handle, numbers.rawHandle) }
    }

    /// The locale's own short time format (`h:mm a` for `en-US`, `HH:mm` for `de-DE`), in
    /// UTC: ``format(millisecondsInDay:)`` writes a time of day.
    init(shortTimeLocaleID localeID: String) throws(CalendarGridError) {
        var status = ICUStatus()
        let zone = "UTC".icuUTF16
        let opened = zone.withUnsafeBufferPointer { zonePointer in
            cicu_time_format_open_short(localeID, zonePointer.baseAddress, Int32(zone.count), &status)
        }
        try status.check("udat_open")
        guard let opened else { throw .icuFailure(function: "udat_open", code: "NULL") }
        handle = opened
    }

    /// A time of day (milliseconds since midnight) in the format's pattern.
    func format(millisecondsInDay milliseconds: Int) throws(CalendarGridError) -> String {
        try ICUBuffer.string("udat_format") { buffer, capacity, status in
            cicu_date_format_format(handle, Double(milliseconds), buffer, capacity, &status)
        }
    }

    /// A copy of the number format ICU uses for the day field (`d`): where CLDR's pattern
    /// names a numbering system for that field (`d בMMMM y` with `hebr` for `he` `hebrew`;
    /// `rU年MMMd` with `hanidays` for `zh` `chinese`), that system, else the locale's.
    func dayFieldNumberFormat() throws(CalendarGridError) -> ICUNumberFormat {
        var status = ICUStatus()
        let copy = cicu_date_format_field_number_format(handle, UInt16(UInt8(ascii: "d")), &status)
        try status.check("udat_getNumberFormatForField")
        guard let copy else { throw .icuFailure(function: "udat_getNumberFormatForField", code: "NULL") }
        return ICUNumberFormat(adopting: copy)
    }

    deinit { cicu_date_format_close(handle) }

    /// Every field in a copy of `numbers` (a `-u-nu-` keyword's digits); this drops the
    /// pattern's own numbering of a field (`d` in `hebr`), as ``init(dateStyle:localeID:calendar:numbers:)`` says.
    func setNumberFormat(_ numbers: ICUNumberFormat) {
        cicu_date_format_set_number_format(handle, numbers.rawHandle)
    }

    /// The pattern applied to midnight UTC of the Julian day.
    func format(julianDay: Int) throws(CalendarGridError) -> String {
        let millis = Double(julianDay - ISODate.unixEpochJulianDay) * Self.millisPerDay
        return try ICUBuffer.string("udat_format") { buffer, capacity, status in
            cicu_date_format_format(handle, millis, buffer, capacity, &status)
        }
    }

    /// The calendar's current date, from its fields as they are (computed once for every
    /// format given the same calendar). The calendar must be of the format's calendar type.
    func format(calendar: ICUCalendar) throws(CalendarGridError) -> String {
        try ICUBuffer.string("udat_formatCalendar") { buffer, capacity, status in
            cicu_date_format_format_calendar(handle, calendar.rawHandle, buffer, capacity, &status)
        }
    }

    /// The format's pattern (`EEEE, MMMM d, y` for `en` full).
    func pattern() throws(CalendarGridError) -> String {
        try ICUBuffer.string("udat_toPattern") { buffer, capacity, status in
            cicu_date_format_pattern(handle, buffer, capacity, &status)
        }
    }

    /// The kinds of stand-alone weekday names, by CLDR width.
    enum WeekdayWidth {
        case wide, abbreviated, short, narrow

        var cicu: cicu_weekday_width {
            switch self {
            case .wide: CICU_WEEKDAY_WIDE
            case .abbreviated: CICU_WEEKDAY_ABBREVIATED
            case .short: CICU_WEEKDAY_SHORT
            case .narrow: CICU_WEEKDAY_NARROW
            }
        }
    }

    /// The stand-alone name of a weekday (1 = Sunday, ICU's index) in one width.
    func weekdayName(_ weekday: Int, width: WeekdayWidth) throws(CalendarGridError) -> String {
        try ICUBuffer.string("udat_getSymbols") { buffer, capacity, status in
            cicu_date_format_weekday_name(handle, width.cicu, Int32(weekday), buffer, capacity, &status)
        }
    }

    /// The stand-alone wide name of ICU's month `month` (0-based, UCAL_MONTH) in the
    /// format's symbols: what `LLLL` writes for a month of a calendar without leap months.
    func standAloneMonthName(_ month: Int) throws(CalendarGridError) -> String {
        try monthName(month, field: "L", count: 4)
    }

    /// The name of a year of the sexagenary cycle (1 … 60) in the format's symbols, as the
    /// field `U` writes it; `nil` where the symbols have none (`U` then writes the number).
    func cyclicYearName(_ year: Int) -> String? {
        try? ICUBuffer.string("udat_getSymbols") { buffer, capacity, status in
            cicu_date_format_cyclic_year_name(handle, Int32(year), buffer, capacity, &status)
        }
    }

    /// The name of ICU's month `month` (0-based, UCAL_MONTH) in the format's symbols, as
    /// the field `field` (`M` or `L`) of `count` letters (3 to 5) writes a month that is not
    /// a leap month.
    func monthName(_ month: Int, field: Character, count: Int) throws(CalendarGridError) -> String {
        try ICUBuffer.string("udat_getSymbols") { buffer, capacity, status in
            cicu_date_format_month_name(
                handle, field == "L" ? 1 : 0, Int32(count), Int32(month), buffer, capacity, &status)
        }
    }
}
