internal import CICU

/// ICU's date-time pattern generator: the locale's best pattern for a skeleton.
enum ICUPatternGenerator {
    /// The best pattern for `skeleton` (such as `yMMMM`) in the locale, whose
    /// `calendar` keyword selects the calendar's own patterns (era names for
    /// `japanese`, cyclic years for `chinese`).
    static func bestPattern(skeleton: String, localeID: String) throws(CalendarGridError) -> String {
        var status = U_ZERO_ERROR
        let generator = cicu_udatpg_open(localeID, &status)
        try status.check("udatpg_open")
        guard let generator else { throw .icuFailure(function: "udatpg_open", code: "NULL") }
        defer { cicu_udatpg_close(generator) }
        let units = skeleton.icuUTF16
        return try units.withUnsafeBufferPointer { skeletonPointer throws(CalendarGridError) in
            try ICUBuffer.string("udatpg_getBestPattern") { buffer, capacity, status in
                cicu_udatpg_getBestPattern(generator, skeletonPointer.baseAddress, Int32(units.count),
                                           buffer, capacity, &status)
            }
        }
    }

    /// The locale's wide display name of the week-of-year field ("week", "שבוע", "周").
    static func weekFieldName(localeID: String) throws(CalendarGridError) -> String {
        var status = U_ZERO_ERROR
        let generator = cicu_udatpg_open(localeID, &status)
        try status.check("udatpg_open")
        guard let generator else { throw .icuFailure(function: "udatpg_open", code: "NULL") }
        defer { cicu_udatpg_close(generator) }
        return try ICUBuffer.string("udatpg_getFieldDisplayName") { buffer, capacity, status in
            cicu_udatpg_getFieldDisplayName(generator, UDATPG_WEEK_OF_YEAR_FIELD, UDATPG_WIDE, buffer, capacity, &status)
        }
    }
}
