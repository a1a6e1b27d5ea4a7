/// A key of `calgrid pick`, decoded from the bytes a terminal sends.
enum PickerKey: Equatable {
    case left, right, up, down, pageUp, pageDown, toggle, confirm, cancel, interrupt, other
    /// Not a key: the terminal changed size (SIGWINCH).
    case resize

    init(byte: UInt8) {
        switch byte {
        case 0x20: self = .toggle
        case 0x0D, 0x0A: self = .confirm
        case UInt8(ascii: "q"): self = .cancel
        case 0x03: self = .interrupt  // Ctrl-C
        default: self = .other
        }
    }

    /// The bytes after ESC: none is the Esc key itself.
    init(escapeSequence bytes: [UInt8]) {
        switch String(decoding: bytes, as: UTF8.self) {
        case "": self = .cancel
        case "[A", "OA": self = .up
        case "[B", "OB": self = .down
        case "[C", "OC": self = .right
        case "[D", "OD": self = .left
        case "[5~": self = .pageUp
        case "[6~": self = .pageDown
        default: self = .other
        }
    }
}
