#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal of `calgrid pick`: the controlling terminal (`/dev/tty`), as fzf uses it,
/// so that standard input and output stay free for a script (`d=$(calgrid pick)`); raw
/// input, the alternate screen, and the promise to put both back on every way out — a
/// normal return, Ctrl-C (read as a key, since raw mode turns off ISIG), and every signal
/// that ends the process (SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE).
/// SIGWINCH makes the next key read return ``PickerKey/resize``.
package enum Terminal {
    /// The controlling terminal, opened by ``enter()``.
    nonisolated(unsafe) private static var descriptor: Int32 = -1
    /// Set by SIGWINCH, read by ``readKey()``.
    nonisolated(unsafe) private static var resized: Int32 = 0
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

    /// Whether the process has a controlling terminal to draw on.
    package static var isAvailable: Bool {
        let tty = open("/dev/tty", O_RDWR | O_NOCTTY)
        guard tty >= 0 else { return false }
        close(tty)
        return true
    }

    /// The terminal's width and height, or `nil` when unknown.
    static var size: (columns: Int, rows: Int)? {
        var size = winsize()
        guard descriptor >= 0, ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Raw mode and the alternate screen; `false` when there is no controlling terminal
    /// or it refuses raw mode.
    static func enter() -> Bool {
        descriptor = open("/dev/tty", O_RDWR | O_NOCTTY)
        guard descriptor >= 0 else { return false }
        guard tcgetattr(descriptor, saved) == 0 else {
            close(descriptor)
            descriptor = -1
            return false
        }
        let raw = settingsBuffer()
        defer { raw.deallocate() }
        memcpy(raw, saved, max(256, MemoryLayout<termios>.stride))
        raw.pointee.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.pointee.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR)
        withUnsafeMutableBytes(of: &raw.pointee.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(descriptor, TCSAFLUSH, raw) == 0 else {
            close(descriptor)
            descriptor = -1
            return false
        }
        isActive = 1
        // A parent may have blocked these signals, and the mask survives exec: unblock
        // them, so that the handlers can restore the terminal.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signal in [SIGTERM, SIGHUP, SIGQUIT, SIGINT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE] {
            sigaddset(&unblocked, signal)
            _ = Glibc.signal(signal) { number in
                Terminal.restoreFromSignal()
                _exit(128 + number)
            }
        }
        // SIGWINCH without SA_RESTART, so that a blocked read returns and the frame is
        // drawn again for the new size.
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in Terminal.resized = 1 }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGWINCH, &action, nil)
        sigaddset(&unblocked, SIGWINCH)
        sigprocmask(SIG_UNBLOCK, &unblocked, nil)
        write(enterScreen)
        return true
    }

    /// Leaves the alternate screen and restores the settings found on entry.
    static func leave() {
        guard isActive == 1 else { return }
        isActive = 0
        write(leaveScreen)
        tcsetattr(descriptor, TCSAFLUSH, saved)
        close(descriptor)
        descriptor = -1
    }

    /// Only async-signal-safe calls: write(2) and tcsetattr(3).
    private static func restoreFromSignal() {
        guard isActive == 1 else { return }
        isActive = 0
        leaveScreen.withUnsafeBytes { _ = Glibc.write(descriptor, $0.baseAddress, $0.count) }
        tcsetattr(descriptor, TCSAFLUSH, saved)
    }

    static func write(_ text: String) { write(Array(text.utf8)) }

    static func write(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }

    /// The next key; `nil` at end of input.
    static func readKey() -> PickerKey? {
        var byte: UInt8 = 0
        while true {
            if resized == 1 {
                resized = 0
                return .resize
            }
            let count = Glibc.read(descriptor, &byte, 1)
            if count == 1 { break }
            if count < 0, errno == EINTR { continue }
            return nil
        }
        guard byte == 0x1B else { return PickerKey(byte: byte) }
        // ESC alone is a key; ESC [ … is a sequence, which arrives at once.
        var sequence: [UInt8] = []
        while sequence.count < 8, waitForInput(milliseconds: 50) {
            var next: UInt8 = 0
            guard Glibc.read(descriptor, &next, 1) == 1 else { break }
            sequence.append(next)
            if sequence.count >= 2, (0x40...0x7E).contains(next) { break }  // a CSI or SS3 final byte
        }
        return PickerKey(escapeSequence: sequence)
    }

    private static func waitForInput(milliseconds: Int32) -> Bool {
        var input = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&input, 1, milliseconds) > 0
    }
}
