import Foundation
import Glibc

/// Runs the built `calgrid` binary with arguments and an environment, capturing stdout,
/// stderr and the exit status (through files, so neither pipe can fill and block).
enum ProcessRunner {
    struct Result: CustomStringConvertible {
        let stdout: String
        let stderr: String
        let status: Int32
        var description: String { "status \(status), stdout \(stdout.utf8.count) bytes, stderr: \(stderr)" }
    }

    /// The `calgrid` executable beside the test bundle (`.build/<triple>/debug/`).
    static let executable: String = {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let me =
            length > 0
            ? String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            : CommandLine.arguments[0]
        let directory = me.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return directory + "/calgrid"
    }()

    /// `rawEnvironment` entries are passed byte for byte (`NAME=value`, no NUL), for
    /// values that are not valid UTF-8.
    /// glibc's POSIX_SPAWN_SETSID (a macro Swift does not import): the child starts a
    /// session of its own, with no controlling terminal until it opens one.
    static let spawnNewSession: Int32 = 0x80

    /// Where the child's standard output goes: a file the result reads (the default),
    /// another path (`/dev/full`), or nowhere (the descriptor closed).
    enum Output {
        case captured
        case path(String)
        case closed
    }

    static func run(
        _ arguments: [String], environment: [String: String] = ["LANG": "en_US.UTF-8", "TZ": "UTC"],
        rawEnvironment: [[UInt8]] = [], executable: String = ProcessRunner.executable,
        stdout output: Output = .captured
    ) -> Result {
        let outPath = temporaryPath()
        let errPath = temporaryPath()
        defer {
            unlink(outPath)
            unlink(errPath)
        }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        switch output {
        case .captured: posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_TRUNC, 0o600)
        case let .path(path): posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY, 0)
        case .closed: posix_spawn_file_actions_addclose(&actions, 1)
        }
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_TRUNC, 0o600)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let raw: [UnsafeMutablePointer<CChar>?] = rawEnvironment.map { bytes in
            let copy = malloc(bytes.count + 1)!.assumingMemoryBound(to: CChar.self)
            for (index, byte) in bytes.enumerated() { copy[index] = CChar(bitPattern: byte) }
            copy[bytes.count] = 0
            return copy
        }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + raw + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }

        // A session of its own: no controlling terminal, whatever ran the tests.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(spawnNewSession))
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard spawned == 0 else { return Result(stdout: "", stderr: "spawn failed: \(spawned)", status: -1) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return Result(stdout: read(outPath), stderr: read(errPath), status: exitStatus)
    }

    private static func temporaryPath() -> String {
        var template = Array("/tmp/calgrid-test-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        close(descriptor)
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func read(_ path: String) -> String {
        String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    }
}
