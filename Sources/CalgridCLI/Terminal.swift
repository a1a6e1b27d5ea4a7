#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal of `calgrid pick`: raw input, the alternate screen, and the promise to
/// put both back on every way out — a normal return, Ctrl-C (read as a key, since raw
/// mode turns off ISIG), and SIGTERM, SIGHUP or SIGQUIT from outside.
enum Terminal {
    /// The settings found on entry; read by the signal handler, so made before it is
    /// installed. On the heap, with room to spare: AddressSanitizer caught tcgetattr
    /// writing past a Swift global `termios` (60 bytes into 57).
    nonisolated(unsafe) private static let saved = settingsBuffer()
    nonisolated(unsafe) private static var isActive: Int32 = 0

    private static func settingsBuffer() -> UnsafeMutablePointer<termios> {
        let bytes = max(256, MemoryLayout<termios>.stride)
        let raw = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16)
        raw.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
        return raw.bindMemory(to: termios.self, capacity: 1)
    }

    private static let enterScreen = Array("\u{1B}[?1049h\u{1B}[?25l".utf8)
    private static let leaveScreen = Array("\u{1B}[?25h\u{1B}[?1049l".utf8)

    /// Whether stdin and stdout are both terminals.
    static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    /// Raw mode and the alternate screen; `false` when the terminal refuses raw mode.
    static func enter() -> Bool {
        guard tcgetattr(STDIN_FILENO, saved) == 0 else { return false }
        let raw = settingsBuffer()
        defer { raw.deallocate() }
        memcpy(raw, saved, max(256, MemoryLayout<termios>.stride))
        raw.pointee.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.pointee.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR)
        withUnsafeMutableBytes(of: &raw.pointee.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, raw) == 0 else { return false }
        isActive = 1
        // A parent may have blocked these signals, and the mask survives exec: unblock
        // them, so that the handlers can restore the terminal.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signal in [SIGTERM, SIGHUP, SIGQUIT, SIGINT] {
            sigaddset(&unblocked, signal)
            _ = Glibc.signal(signal) { number in
                Terminal.restoreFromSignal()
                _exit(128 + number)
            }
        }
        sigprocmask(SIG_UNBLOCK, &unblocked, nil)
        write(enterScreen)
        return true
    }

    /// Leaves the alternate screen and restores the settings found on entry.
    static func leave() {
        guard isActive == 1 else { return }
        isActive = 0
        write(leaveScreen)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, saved)
    }

    /// Only async-signal-safe calls: write(2) and tcsetattr(3).
    private static func restoreFromSignal() {
        guard isActive == 1 else { return }
        isActive = 0
        leaveScreen.withUnsafeBytes { _ = Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, saved)
    }

    static func write(_ text: String) { write(Array(text.utf8)) }

    static func write(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 { if errno == EINTR { continue }; return }
            offset += written
        }
    }

    /// The next key; `nil` at end of input.
    static func readKey() -> PickerKey? {
        var byte: UInt8 = 0
        while true {
            let count = Glibc.read(STDIN_FILENO, &byte, 1)
            if count == 1 { break }
            if count < 0, errno == EINTR { continue }
            return nil
        }
        guard byte == 0x1B else { return PickerKey(byte: byte) }
        // ESC alone is a key; ESC [ … is a sequence, which arrives at once.
        var sequence: [UInt8] = []
        while sequence.count < 8, waitForInput(milliseconds: 50) {
            var next: UInt8 = 0
            guard Glibc.read(STDIN_FILENO, &next, 1) == 1 else { break }
            sequence.append(next)
            if sequence.count >= 2, (0x40...0x7E).contains(next) { break }   // a CSI or SS3 final byte
        }
        return PickerKey(escapeSequence: sequence)
    }

    private static func waitForInput(milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, milliseconds) > 0
    }
}
