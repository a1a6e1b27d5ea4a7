internal import CICU

/// The one place that fills buffers for ICU's "write into my buffer, tell me the length"
/// functions. Tries a small stack-sized buffer first and, on `U_BUFFER_OVERFLOW_ERROR`,
/// retries once with the length ICU asked for.
enum ICUBuffer {
    /// A UTF-16 result (names, patterns, formatted dates).
    static func string(
        _ function: String,
        capacity: Int = 64,
        _ fill: (UnsafeMutablePointer<UChar>, Int32, inout UErrorCode) -> Int32
    ) throws(CalendarGridError) -> String {
        var capacity = capacity
        for attempt in 0..<2 {
            var buffer = [UChar](repeating: 0, count: capacity)
            var status = U_ZERO_ERROR
            let length = buffer.withUnsafeMutableBufferPointer { pointer in
                fill(pointer.baseAddress!, Int32(capacity), &status)
            }
            if status == U_BUFFER_OVERFLOW_ERROR, attempt == 0 {
                capacity = Int(length) + 1
                continue
            }
            try status.check(function)
            return String(decoding: buffer[0..<Int(length)], as: UTF16.self)
        }
        throw .icuFailure(function: function, code: U_BUFFER_OVERFLOW_ERROR.name)
    }

    /// An invariant-character result (locale IDs, keyword values, language tags).
    /// `status` is returned too, for callers that read ICU's warnings.
    static func cString(
        _ function: String,
        capacity: Int = 64,
        _ fill: (UnsafeMutablePointer<CChar>, Int32, inout UErrorCode) -> Int32
    ) throws(CalendarGridError) -> (value: String, status: UErrorCode) {
        var capacity = capacity
        for attempt in 0..<2 {
            var buffer = [CChar](repeating: 0, count: capacity + 1)
            var status = U_ZERO_ERROR
            let length = buffer.withUnsafeMutableBufferPointer { pointer in
                fill(pointer.baseAddress!, Int32(capacity), &status)
            }
            if status == U_BUFFER_OVERFLOW_ERROR, attempt == 0 {
                capacity = Int(length) + 1
                continue
            }
            try status.check(function)
            let bytes = buffer[0..<Int(length)].map { UInt8(bitPattern: $0) }
            return (String(decoding: bytes, as: UTF8.self), status)
        }
        throw .icuFailure(function: function, code: U_BUFFER_OVERFLOW_ERROR.name)
    }
}

extension String {
    /// The string as UTF-16 code units, for ICU's `const UChar *` parameters.
    var icuUTF16: [UChar] { Array(utf16) }
}
