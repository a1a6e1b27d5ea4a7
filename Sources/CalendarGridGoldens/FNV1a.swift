/// The 64-bit FNV-1a hash: small, stable across platforms and Swift versions (Swift's
/// own `Hasher` is seeded per process).
struct FNV1a {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
        for byte in text.utf8 {
            state ^= UInt64(byte)
            state &*= 0x0000_0100_0000_01b3
        }
    }

    var hex: String {
        let digits = String(state, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
