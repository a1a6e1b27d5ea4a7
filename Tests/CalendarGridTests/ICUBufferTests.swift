import Testing

@testable import CalendarGrid

@Suite("ICU's text as strings")
struct ICUBufferTests {
    @Test("ICU's UTF-16 becomes the same string the standard library makes, unpaired surrogates as U+FFFD")
    func utf16() {
        let samples: [[UInt16]] = [
            [], Array("September 2024".utf16), Array("ספטמבר ٢٠٢٤ 九月 ᏅᏙ".utf16), Array("𝟘𝟙 😀 a".utf16),
            [0xD800], [0x61, 0xDC00, 0x62], [0xD83D, 0x61], [0xDBFF, 0xDFFF], [0x7F, 0x80, 0x7FF, 0x800, 0xFFFF],
        ]
        for units in samples {
            let made = units.withUnsafeBufferPointer { String(icuUTF16: $0) }
            #expect(made == String(decoding: units, as: UTF16.self), "\(units)")
            #expect(Array(made.utf8) == Array(String(decoding: units, as: UTF16.self).utf8), "\(units)")
        }
        #expect([UInt16](arrayLiteral: 0x61, 0xD800).withUnsafeBufferPointer { String(icuUTF16: $0) } == "a\u{FFFD}")
    }
}
