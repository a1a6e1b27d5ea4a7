internal import CICU

/// An ICU status code as it crosses the C boundary (`cicu_status`, ICU's `UErrorCode`
/// value): zero is success, negative codes are warnings, positive codes are failures.
typealias ICUStatus = cicu_status

extension cicu_status {
    /// The buffer given to ICU was too small (`U_BUFFER_OVERFLOW_ERROR`).
    static let bufferOverflow = cicu_status(code: CICU_BUFFER_OVERFLOW_ERROR)

    /// Whether the buffer given to ICU was too small.
    var isBufferOverflow: Bool { code == CICU_BUFFER_OVERFLOW_ERROR }

    /// Whether ICU opened the root locale for one it has no data for
    /// (`U_USING_DEFAULT_WARNING`).
    var isUsingDefaultWarning: Bool { code == CICU_USING_DEFAULT_WARNING }

    /// True for ICU's failure codes; warnings (negative codes) are not failures.
    var isFailure: Bool { code > 0 }

    /// ICU's own name for the code, such as `U_ILLEGAL_ARGUMENT_ERROR`.
    var name: String { String(cString: cicu_status_name(self)) }

    /// Throws ``CalendarGridError/icuFailure(function:code:)`` when the code is a failure.
    /// `U_USING_DEFAULT_WARNING` and the other warnings pass: callers that treat a
    /// warning as a signal (unknown locale) look at the code themselves.
    func check(_ function: String) throws(CalendarGridError) {
        if isFailure { throw .icuFailure(function: function, code: name) }
    }
}
