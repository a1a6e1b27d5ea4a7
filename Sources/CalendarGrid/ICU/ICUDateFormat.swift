internal import CICU

/// The owner of one `UDateFormat*` with a fixed pattern, formatting civil days (UTC).
final class ICUDateFormat {
    private let handle: UnsafeMutablePointer<UDateFormat?>

    private static let unixEpochJulianDay = 2_440_588
    private static let millisPerDay = 86_400_000.0

    /// A formatter for `pattern` in the locale, whose calendar is a copy of `calendar`
    /// (so a proleptic `iso8601` formats dates before 1582 proleptically too).
    init(pattern: String, localeID: String, calendar: ICUCalendar?) throws(CalendarGridError) {
        var status = U_ZERO_ERROR
        let zone = "UTC".icuUTF16
        let patternUnits = pattern.icuUTF16
        let opened = patternUnits.withUnsafeBufferPointer { patternPointer in
            zone.withUnsafeBufferPointer { zonePointer in
                cicu_udat_open(
                    patternPointer.baseAddress, Int32(patternUnits.count), localeID,
                    zonePointer.baseAddress, Int32(zone.count), &status)
            }
        }
        try status.check("udat_open")
        guard let opened else { throw .icuFailure(function: "udat_open", code: "NULL") }
        handle = opened
        if let calendar { cicu_udat_setCalendar(handle, calendar.rawHandle) }
    }

    /// The locale's own date formats, by CLDR style.
    enum DateStyle {
        case long, full
        var icu: UDateFormatStyle { self == .long ? UDAT_LONG : UDAT_FULL }
    }

    /// The locale's own date format in a style (`EEEE, MMMM d, y` for `en` full; in `he`
    /// `hebrew` with Hebrew numerals for day and year, as CLDR's pattern says), whose
    /// calendar is a copy of `calendar`; with `numbers`, every field in that number format.
    init(
        dateStyle: DateStyle, localeID: String, calendar: ICUCalendar?, numbers: ICUNumberFormat?
    ) throws(CalendarGridError) {
        var status = U_ZERO_ERROR
        let zone = "UTC".icuUTF16
        let opened = zone.withUnsafeBufferPointer { zonePointer in
            cicu_udat_openDateStyle(dateStyle.icu, localeID, zonePointer.baseAddress, Int32(zone.count), &status)
        }
        try status.check("udat_open")
        guard let opened else { throw .icuFailure(function: "udat_open", code: "NULL") }
        handle = opened
        if let calendar { cicu_udat_setCalendar(handle, calendar.rawHandle) }
        // Setting the number format drops the pattern's per-field numbering overrides
        // (SimpleDateFormat::adoptNumberFormat), so -u-nu- wins as it does for day labels.
        if let numbers { cicu_udat_setNumberFormat(handle, numbers.rawHandle) }
    }

    /// A copy of the number format ICU uses for the day field (`d`): where CLDR's pattern
    /// names a numbering system for that field (`d בMMMM y` with `hebr` for `he` `hebrew`;
    /// `rU年MMMd` with `hanidays` for `zh` `chinese`), that system, else the locale's.
    func dayFieldNumberFormat() throws(CalendarGridError) -> ICUNumberFormat {
        guard let field = cicu_udat_getNumberFormatForField(handle, UChar(UInt8(ascii: "d"))) else {
            throw .icuFailure(function: "udat_getNumberFormatForField", code: "NULL")
        }
        var status = U_ZERO_ERROR
        let copy = cicu_unum_clone(field, &status)
        try status.check("unum_clone")
        guard let copy else { throw .icuFailure(function: "unum_clone", code: "NULL") }
        return ICUNumberFormat(adopting: copy)
    }

    deinit { cicu_udat_close(handle) }

    /// The pattern applied to midnight UTC of the Julian day.
    func format(julianDay: Int) throws(CalendarGridError) -> String {
        let millis = Double(julianDay - Self.unixEpochJulianDay) * Self.millisPerDay
        return try ICUBuffer.string("udat_format") { buffer, capacity, status in
            cicu_udat_format(handle, millis, buffer, capacity, &status)
        }
    }

    /// The kinds of stand-alone weekday names, by CLDR width.
    enum WeekdayWidth {
        case wide, abbreviated, short, narrow

        var icu: UDateFormatSymbolType {
            switch self {
            case .wide: UDAT_STANDALONE_WEEKDAYS
            case .abbreviated: UDAT_STANDALONE_SHORT_WEEKDAYS
            case .short: UDAT_STANDALONE_SHORTER_WEEKDAYS
            case .narrow: UDAT_STANDALONE_NARROW_WEEKDAYS
            }
        }
    }

    /// The stand-alone name of a weekday (1 = Sunday, ICU's index) in one width.
    func weekdayName(_ weekday: Int, width: WeekdayWidth) throws(CalendarGridError) -> String {
        try ICUBuffer.string("udat_getSymbols") { buffer, capacity, status in
            cicu_udat_getSymbols(handle, width.icu, Int32(weekday), buffer, capacity, &status)
        }
    }
}
