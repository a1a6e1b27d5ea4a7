import CalendarGrid
import CalgridCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `calgrid`: localized month grids on the terminal. See `calgrid --help` and
/// `docs/calgrid-contract.md`.
@main
struct Calgrid {
    static func main() {
        var environment = currentEnvironment()
        let arguments = (1..<Int(CommandLine.argc)).map { index in
            CommandLine.unsafeArgv[index].map { decoded(UnsafePointer($0)) } ?? ""
        }
        // Text is laid out for COLUMNS when it is a positive number, else for the width of
        // the terminal standard output is (calgrid --year in a 50-column pane fits it).
        if Int(environment["COLUMNS"] ?? "").map({ $0 <= 0 }) ?? true,
            let columns = LocalClock.terminalColumns(of: STDOUT_FILENO)
        {
            environment["COLUMNS"] = String(columns)
        }
        var command = Command(
            arguments: arguments,
            environment: environment,
            stdoutIsTerminal: isatty(STDOUT_FILENO) == 1)
        // Only `calgrid pick` draws on the terminal; other commands do not open it.
        command.hasTerminal = arguments.first == "pick" && Terminal.isAvailable
        let outcome = command.run()
        if var picker = outcome.picker {
            // Warnings (lines left out of an --events file) come before the picker draws.
            writeAll(outcome.stderr, to: STDERR_FILENO)
            let width = command.environment["COLUMNS"].flatMap { Int($0) } ?? 80
            let result = picker.run(terminalWidth: width)
            if result.status == Command.usageStatus {
                writeAll(result.output, to: STDERR_FILENO)
            } else {
                writeOutput(result.output)
            }
            exit(result.status)
        }
        writeOutput(outcome.stdout)
        writeAll(outcome.stderr, to: STDERR_FILENO)
        exit(outcome.status)
    }

    /// Writes to standard output; when that fails (a full disk, a closed descriptor, a
    /// closed pipe while SIGPIPE is ignored), says so in one line and exits 74 (EX_IOERR),
    /// so that a script never takes a half-written calendar for success.
    private static func writeOutput(_ text: String) {
        if let failure = writeAll(text, to: STDOUT_FILENO) {
            writeAll("calgrid: error: cannot write to standard output (\(failure))\n", to: STDERR_FILENO)
            exit(Command.outputStatus)
        }
    }

    /// A C string as text; bytes that are not UTF-8 become `\x{FF}`, so that an error
    /// echoing the value shows them (and no check can mistake them for other text).
    private static func decoded(_ bytes: UnsafePointer<CChar>) -> String {
        if let text = String(validatingCString: bytes) { return text }
        let buffer = UnsafeBufferPointer(
            start: UnsafeRawPointer(bytes).assumingMemoryBound(to: UInt8.self), count: strlen(bytes))
        return ControlCharacters.text(utf8: buffer)
    }

    /// The environment as a dictionary; bytes that are not UTF-8 become `\x{FF}`, and
    /// the locale checks then refuse them.
    private static func currentEnvironment() -> [String: String] {
        var result: [String: String] = [:]
        for name in Command.environmentVariables {
            if let value = getenv(name) { result[name] = decoded(value) }
        }
        return result
    }

    /// Writes all of `text`, retrying short writes; the system's reason when it fails.
    @discardableResult
    private static func writeAll(_ text: String, to descriptor: Int32) -> String? {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            if written == 0 { return "nothing written" }
            offset += written
        }
        return nil
    }
}
