import CalgridCLI
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `calgrid`: localized month grids on the terminal. See `calgrid --help` and
/// `shared/docs/calgrid-contract.md`.
@main
struct Calgrid {
    static func main() {
        var command = Command(
            arguments: Array(CommandLine.arguments.dropFirst()),
            environment: currentEnvironment(),
            stdoutIsTerminal: isatty(STDOUT_FILENO) == 1)
        command.stdinIsTerminal = isatty(STDIN_FILENO) == 1
        let outcome = command.run()
        if var picker = outcome.picker {
            let width = command.environment["COLUMNS"].flatMap { Int($0) } ?? 80
            let result = picker.run(terminalWidth: width)
            writeAll(result.output, to: result.status == Command.usageStatus ? STDERR_FILENO : STDOUT_FILENO)
            exit(result.status)
        }
        writeAll(outcome.stdout, to: STDOUT_FILENO)
        writeAll(outcome.stderr, to: STDERR_FILENO)
        exit(outcome.status)
    }

    /// The environment as a dictionary; invalid UTF-8 is repaired (U+FFFD), and the
    /// locale checks then refuse it.
    private static func currentEnvironment() -> [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            pointer += 1
        }
        return result
    }

    /// Writes all of `text`, retrying short writes.
    private static func writeAll(_ text: String, to descriptor: Int32) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }
}
