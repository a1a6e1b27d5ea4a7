internal import CICU

extension UErrorCode {
    /// True for ICU's failure codes; warnings (negative codes) are not failures.
    var isFailure: Bool { rawValue > U_ZERO_ERROR.rawValue }

    /// ICU's own name for the code, such as `U_ILLEGAL_ARGUMENT_ERROR`.
    var name: String { String(cString: cicu_u_errorName(self)) }

    /// Throws ``CalendarGridError/icuFailure(function:code:)`` when the code is a failure.
    /// `U_USING_DEFAULT_WARNING` and the other warnings pass: callers that treat a
    /// warning as a signal (unknown locale) look at the code themselves.
    func check(_ function: String) throws(CalendarGridError) {
        if isFailure { throw .icuFailure(function: function, code: name) }
    }
}
