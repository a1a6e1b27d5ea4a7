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

    /// The owner of a number format ICU made (a copy of a date format's field format).
    init(adopting handle: UnsafeMutablePointer<UNumberFormat?>) {
        self.handle = handle
    }

    deinit { cicu_unum_close(handle) }

    func format(_ number: Int) throws(CalendarGridError) -> String {
        try ICUBuffer.string("unum_formatInt64", capacity: 16) { buffer, capacity, status in
            cicu_unum_formatInt64(handle, Int64(number), buffer, capacity, &status)
        }
    }
}
