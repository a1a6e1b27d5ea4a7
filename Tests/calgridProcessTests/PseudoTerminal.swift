import Glibc

/// A real pseudo-terminal with `calgrid` on its slave side, as a user's terminal would
/// run it: keys go in through the master, the screen comes out of it.
final class PseudoTerminal {
    let master: Int32
    let slavePath: String
    private(set) var pid: pid_t = 0
    private(set) var output: [UInt8] = []

    // posix_openpt(3) and friends are POSIX, but Swift's Glibc module leaves them out
    // (they need _XOPEN_SOURCE): look them up in the C library instead.
    private typealias OpenPT = @convention(c) (Int32) -> Int32
    private typealias GrantPT = @convention(c) (Int32) -> Int32
    private typealias PTSName = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32

    private static func function<T>(_ name: String, as type: T.Type) -> T? {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }  // RTLD_DEFAULT
        return unsafeBitCast(symbol, to: type)
    }

    init?() {
        guard let openpt = Self.function("posix_openpt", as: OpenPT.self),
            let grantpt = Self.function("grantpt", as: GrantPT.self),
            let unlockpt = Self.function("unlockpt", as: GrantPT.self),
            let ptsname = Self.function("ptsname_r", as: PTSName.self)
        else { return nil }
        let master = openpt(O_RDWR | O_NOCTTY)
        var name = [CChar](repeating: 0, count: 128)
        guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0, ptsname(master, &name, name.count) == 0 else {
            return nil
        }
        self.master = master
        self.slavePath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    deinit {
        if pid > 0 {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(master)
    }

    /// Starts calgrid in a session of its own whose controlling terminal is the slave (as
    /// a shell in a terminal window starts it), with the slave as stdin and stderr, and as
    /// stdout unless `stdoutPath` names a file (as `calgrid pick > file` would).
    func spawn(
        _ arguments: [String], environment: [String: String] = ["LANG": "C", "TERM": "xterm", "TZ": "UTC"],
        stdoutPath: String? = nil
    ) -> Bool {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Opened without O_NOCTTY by a new session's leader: it becomes the controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        if let stdoutPath {
            posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        } else {
            posix_spawn_file_actions_adddup2(&actions, 0, 1)
        }
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(ProcessRunner.spawnNewSession))
        let argv = ([ProcessRunner.executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        return posix_spawn(&pid, ProcessRunner.executable, &actions, &attributes, argv, envp) == 0
    }

    /// Sets the terminal's size, as a terminal emulator does when its window changes.
    func resize(columns: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Reads until `done` holds for everything read so far, or `seconds` pass.
    @discardableResult
    func read(until done: (String) -> Bool, seconds: Double = 5) -> Bool {
        let deadline = Self.now() + seconds
        while Self.now() < deadline {
            if done(text) { return true }
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, 20) > 0 {
                var buffer = [UInt8](repeating: 0, count: 4096)
                let count = Glibc.read(master, &buffer, buffer.count)
                if count > 0 { output += buffer[0..<count] } else { usleep(10_000) }  // EIO: the slave is closed
            }
        }
        return done(text)
    }

    /// Monotonic seconds.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    var text: String { String(decoding: output, as: UTF8.self) }

    /// How many frames the picker has drawn (each starts by clearing the screen).
    var frames: Int { text.components(separatedBy: "\u{1B}[2J").count - 1 }

    /// Sends a key and waits for the frame it causes.
    func press(_ key: String) {
        let before = frames
        send(key)
        read(until: { _ in self.frames > before })
    }

    /// The exit status (128 + signal for a signal), waiting at most `seconds`.
    func exitStatus(seconds: Double = 5) -> Int32? {
        let deadline = Self.now() + seconds
        while Self.now() < deadline {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                pid = 0
                read(until: { _ in false }, seconds: 0.1)
                return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
            }
            read(until: { _ in false }, seconds: 0.02)
        }
        return nil
    }

    /// The terminal's local flags (ICANON, ECHO, ISIG …), read through the master.
    var localFlags: tcflag_t {
        // Heap room to spare: tcgetattr writes glibc's struct termios whole.
        let raw = UnsafeMutableRawPointer.allocate(byteCount: 256, alignment: 16)
        defer { raw.deallocate() }
        raw.initializeMemory(as: UInt8.self, repeating: 0, count: 256)
        let settings = raw.bindMemory(to: termios.self, capacity: 1)
        tcgetattr(master, settings)
        return settings.pointee.c_lflag
    }
}
