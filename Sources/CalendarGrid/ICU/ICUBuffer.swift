internal import CICU

/// The one place that fills buffers for ICU's "write into my buffer, tell me the length"
/// functions. Tries a small buffer first and, on `U_BUFFER_OVERFLOW_ERROR`, retries
/// once with the length ICU asked for.
enum ICUBuffer {
    /// A UTF-16 result (names, patterns, formatted dates).
    static func string(
        _ function: String,
        capacity: Int = 64,
        _ body: (UnsafeMutablePointer<UInt16>, Int32, inout ICUStatus) -> Int32
    ) throws(CalendarGridError) -> String {
        let units = try fill(function, capacity: capacity, body).units
        return units.withUnsafeBufferPointer { String(icuUTF16: $0) }
    }

    /// An invariant-character result (locale IDs, keyword values, language tags).
    /// `status` is returned too, for callers that read ICU's warnings.
    static func cString(
        _ function: String,
        capacity: Int = 64,
        _ body: (UnsafeMutablePointer<CChar>, Int32, inout ICUStatus) -> Int32
    ) throws(CalendarGridError) -> (value: String, status: ICUStatus) {
        let result = try fill(function, capacity: capacity, body)
        return (String(decoding: result.units.map { UInt8(bitPattern: $0) }, as: UTF8.self), result.status)
    }

    private static func fill<Unit: FixedWidthInteger>(
        _ function: String,
        capacity: Int,
        _ body: (UnsafeMutablePointer<Unit>, Int32, inout ICUStatus) -> Int32
    ) throws(CalendarGridError) -> (units: ArraySlice<Unit>, status: ICUStatus) {
        var capacity = capacity
        for attempt in 0..<2 {
            // One spare unit, so that ICU can always terminate the string.
            var buffer = [Unit](repeating: 0, count: capacity + 1)
            var status = ICUStatus()
            let length = buffer.withUnsafeMutableBufferPointer { pointer in
                body(pointer.baseAddress!, Int32(capacity), &status)
            }
            if status.isBufferOverflow, attempt == 0 {
                capacity = Int(length) + 1
                continue
            }
            try status.check(function)
            return (buffer[0..<Int(length)], status)
        }
        throw .icuFailure(function: function, code: ICUStatus.bufferOverflow.name)
    }
}

extension String {
    /// The string as UTF-16 code units, for the C layer's `const uint16_t *` parameters.
    var icuUTF16: [UInt16] { Array(utf16) }

    /// ICU's UTF-16 text as a string; an unpaired surrogate becomes U+FFFD, as
    /// `String(decoding:as:)` makes it.
    ///
    /// The one place ICU's text becomes a `String`. The standard library's generic
    /// `String(decoding:as: UTF16.self)` runs unspecialized, about 8,000 instructions a
    /// call, and a profile's resolution makes some sixty such strings (docs/performance.md);
    /// this loop is specialized here and writes the UTF-8 bytes in place. The string is made
    /// at its exact UTF-8 length, so that a short one (15 bytes or fewer: a day label, a
    /// weekday name, most titles) is stored inline, as `String(decoding:as:)` stores it,
    /// and copies of it cost no reference counting.
    init(icuUTF16 units: UnsafeBufferPointer<UInt16>) {
        var length = 0
        Self.decodeICUUTF16(units) { scalar in length += UTF8.width(scalar) }
        self.init(unsafeUninitializedCapacity: length) { bytes in
            var written = 0
            Self.decodeICUUTF16(units) { scalar in
                if scalar.isASCII {
                    bytes[written] = UInt8(truncatingIfNeeded: scalar.value)
                    written += 1
                } else {
                    UTF8.encode(scalar) { byte in
                        bytes[written] = byte
                        written += 1
                    }
                }
            }
            return written
        }
    }

    /// The scalars of UTF-16 text, U+FFFD for each unpaired surrogate.
    private static func decodeICUUTF16(_ units: UnsafeBufferPointer<UInt16>, _ body: (Unicode.Scalar) -> Void) {
        var iterator = units.makeIterator()
        var decoder = UTF16()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): body(scalar)
            case .emptyInput: return
            case .error: body("\u{FFFD}")
            }
        }
    }
}
