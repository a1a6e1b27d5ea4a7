internal import CICU

/// The owner of one `UNumberFormat*`: whole numbers in a locale's numbering system,
/// algorithmic ones included (`hanidays` gives 初一, `hebr` gives Hebrew numerals).
final class ICUNumberFormat {
    private let handle: UnsafeMutablePointer<UNumberFormat?>
    /// The handle, for ICU calls that take a number format (the formatter keeps it).
    var rawHandle: UnsafeMutablePointer<UNumberFormat?> { handle }

    init(localeID: String) throws(CalendarGridError) {
        var status = U_ZERO_ERROR
        let opened = cicu_unum_open(UNUM_DECIMAL, localeID, &status)
        try status.check("unum_open")
        guard let opened else { throw .icuFailure(function: "unum_open", code: "NULL") }
        handle = opened
        cicu_unum_setAttribute(handle, UNUM_GROUPING_USED, 0)
    }

    /// The number format ICU uses for the day field (`d`) of the locale's long date
    /// format in the locale's calendar: where CLDR's pattern names a numbering system for
    /// that field (`d בMMMM y` with `hebr` for `he` `hebrew`; `rU年MMMd` with `hanidays`
    /// for `zh` `chinese`), that system, else the locale's. A copy, owned here.
    init(dayFieldOfLongDateIn localeID: String) throws(CalendarGridError) {
        var status = U_ZERO_ERROR
        let zone = "UTC".icuUTF16
        let format = zone.withUnsafeBufferPointer { zonePointer in
            cicu_udat_openDateStyle(UDAT_LONG, localeID, zonePointer.baseAddress, Int32(zone.count), &status)
        }
        try status.check("udat_open")
        guard let format else { throw .icuFailure(function: "udat_open", code: "NULL") }
        defer { cicu_udat_close(format) }
        guard let field = cicu_udat_getNumberFormatForField(format, UChar(UInt8(ascii: "d"))) else {
            throw .icuFailure(function: "udat_getNumberFormatForField", code: "NULL")
        }
        let copy = cicu_unum_clone(field, &status)
        try status.check("unum_clone")
        guard let copy else { throw .icuFailure(function: "unum_clone", code: "NULL") }
        handle = copy
    }

    deinit { cicu_unum_close(handle) }

    func format(_ number: Int) throws(CalendarGridError) -> String {
        try ICUBuffer.string("unum_formatInt64", capacity: 16) { buffer, capacity, status in
            cicu_unum_formatInt64(handle, Int64(number), buffer, capacity, &status)
        }
    }
}
