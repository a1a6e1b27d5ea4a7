internal import CICU

/// The one place that fills buffers for ICU's "write into my buffer, tell me the length"
/// functions. Tries a small buffer first and, on `U_BUFFER_OVERFLOW_ERROR`, retries
/// once with the length ICU asked for.
enum ICUBuffer {
    /// A UTF-16 result (names, patterns, formatted dates).
    static func string(
        _ function: String,
        capacity: Int = 64,
        _ body: (UnsafeMutablePointer<UChar>, Int32, inout UErrorCode) -> Int32
    ) throws(CalendarGridError) -> String {
        let units = try fill(function, capacity: capacity, body).units
        return String(decoding: units, as: UTF16.self)
    }

    /// An invariant-character result (locale IDs, keyword values, language tags).
    /// `status` is returned too, for callers that read ICU's warnings.
    static func cString(
        _ function: String,
        capacity: Int = 64,
        _ body: (UnsafeMutablePointer<CChar>, Int32, inout UErrorCode) -> Int32
    ) throws(CalendarGridError) -> (value: String, status: UErrorCode) {
        let result = try fill(function, capacity: capacity, body)
        return (String(decoding: result.units.map { UInt8(bitPattern: $0) }, as: UTF8.self), result.status)
    }

    private static func fill<Unit: FixedWidthInteger>(
        _ function: String,
        capacity: Int,
        _ body: (UnsafeMutablePointer<Unit>, Int32, inout UErrorCode) -> Int32
    ) throws(CalendarGridError) -> (units: ArraySlice<Unit>, status: UErrorCode) {
        var capacity = capacity
        for attempt in 0..<2 {
            // One spare unit, so that ICU can always terminate the string.
            var buffer = [Unit](repeating: 0, count: capacity + 1)
            var status = U_ZERO_ERROR
            let length = buffer.withUnsafeMutableBufferPointer { pointer in
                body(pointer.baseAddress!, Int32(capacity), &status)
            }
            if status == U_BUFFER_OVERFLOW_ERROR, attempt == 0 {
                capacity = Int(length) + 1
                continue
            }
            try status.check(function)
            return (buffer[0..<Int(length)], status)
        }
        throw .icuFailure(function: function, code: U_BUFFER_OVERFLOW_ERROR.name)
    }
}

extension String {
    /// The string as UTF-16 code units, for ICU's `const UChar *` parameters.
    var icuUTF16: [UChar] { Array(utf16) }
}
