import CalendarGrid
import CalgridCLI

#if canImport(Glibc)
import Glibc
#endif

/// One fuzz input, in five ways: as a program over the public API (``APIFuzzTarget``),
/// as a recurrence rule expanded (``RuleFuzzTarget``), as a locale ID, as a month address,
/// and as a whole command line (split at NUL or
/// newline bytes) run through the same code `calgrid` runs, short of the terminal; or,
/// with `CALGRID_FUZZ=files` (Scripts/fuzz's second run), as each file calgrid reads
/// (``FileFuzzing``). A replay runs both. Anything but a crash, a trap or a hang is
/// acceptable: every error must come back as a typed error and an exit status.
enum FuzzTarget {
    enum Mode { case commands, files, both }

    static let mode: Mode = {
        #if FUZZING
        return getenv("CALGRID_FUZZ").map { String(cString: $0) } == "files" ? .files : .commands
        #else
        return .both
        #endif
    }()

    static func run(_ bytes: UnsafeRawBufferPointer) {
        if mode != .commands { FileFuzzing.run(Array(bytes)) }
        if mode != .files { runCommands(bytes) }
    }

    static func runCommands(_ bytes: UnsafeRawBufferPointer) {
        APIFuzzTarget.run(bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        RuleFuzzTarget.run(text)
        _ = try? LocaleID(text)
        _ = try? MonthAddress(parsing: text)
        _ = try? ISODate(parsing: text)
        _ = try? CalendarID(parsing: text)
        let words = text.split(omittingEmptySubsequences: true) { $0 == "\n" || $0 == "\0" }.map(String.init)
        guard words.count <= 12 else { return }
        var arguments = words
        // Keep one run small: no listing of every locale, at most 24 months.
        arguments.removeAll { $0 == "--list-locales" }
        if let index = arguments.firstIndex(of: "--months"), index + 1 < arguments.count,
            let count = Int(arguments[index + 1]), count > 24
        {
            arguments[index + 1] = "24"
        }
        let outcome = Command(
            arguments: arguments, environment: ["LANG": "C", "COLUMNS": "80"], stdoutIsTerminal: false
        ).run()
        precondition(outcome.status == 0 || outcome.stdout.isEmpty, "output on stdout with an error")
        // On success stderr holds only notes (months left out) and warnings (an events file's
        // lines left out).
        precondition(
            outcome.status != 0
                || outcome.stderr.split(separator: "\n").allSatisfy {
                    $0.hasPrefix("calgrid: note: ") || $0.hasPrefix("calgrid: warning: ")
                }, "stderr on success")
        precondition([0, 64, 70].contains(outcome.status), "undocumented exit status \(outcome.status)")
        precondition(outcome.status != 70, "internal failure: \(outcome.stderr)")
    }
}

#if FUZZING
// libFuzzer's driver, from the runtime that -sanitize=fuzzer links.
// swift-format-ignore: AlwaysUseLowerCamelCase
// (the C function's own name)
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// SwiftPM links an executable's `main` to `<module>_main`; here that starts libFuzzer.
@_cdecl("calgrid_fuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in
        FuzzTarget.run(UnsafeRawBufferPointer(start: data, count: size))
        return 0
    }
}
#else
/// Without -sanitize=fuzzer: replays each file given as an argument.
@main
struct Replay {
    static func main() {
        for path in CommandLine.arguments.dropFirst() {
            do {
                try FileBytes.read(path, limit: 1 << 20, for: "input").withUnsafeBytes { FuzzTarget.run($0) }
            } catch {
                print(error)
                exit(2)
            }
        }
        print("replayed \(CommandLine.arguments.count - 1) inputs")
    }
}
#endif
