import Foundation
import Glibc
import Testing

/// Input a hostile or careless user can give calgrid: each is refused with one line,
/// exit 64 and nothing on stdout, in bounded memory, or accepted and canonicalized.
@Suite("Hostile input to calgrid", .serialized)
struct HostileInputTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    func refused(
        _ result: ProcessRunner.Result, mentioning text: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.status == 64, "\(result)", sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
        #expect(
            result.stderr.hasPrefix("calgrid: error: ") && result.stderr.filter { $0 == "\n" }.count == 1, "\(result)",
            sourceLocation: sourceLocation)
        if let text { #expect(result.stderr.contains(text), "\(result)", sourceLocation: sourceLocation) }
    }

    @Test("a locale ID as long as Linux lets an argument be (128 KiB), and one with a control byte")
    func hugeLocale() {
        // MAX_ARG_STRLEN is 128 KiB; the library's own test takes 1 MB.
        refused(ProcessRunner.run([String(repeating: "a", count: 120_000)]), mentioning: "longer than 150")
        refused(ProcessRunner.run(["en-US\u{1}x"]), mentioning: "characters other than")
    }

    @Test(
        "a value with an escape sequence, a newline or a bidi control is echoed escaped, on one line",
        arguments: [
            (["--time-zone", "Europe/Paris\u{1B}[31m"], "Europe/Paris\\u{1B}[31m"),
            (["en\nUS"], "en\\u{A}US"),
            (["--month", "2024-\u{202E}1"], "2024-\\u{202E}1"),
            (["--today", "2024-09-1\u{7}"], "2024-09-1\\u{7}"),
        ])
    func escapedEcho(_ arguments: [String], _ shown: String) {
        let result = ProcessRunner.run(["en-US"] + arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(shown), "\(result.stderr.debugDescription)")
        #expect(result.stderr.filter(\.isNewline).count == 1 && result.stderr.hasSuffix("\n"))
        #expect(!result.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x202E })
    }

    @Test("a failed write to standard output is one line and exit 74: a full device, a closed descriptor")
    func writeFailures() {
        let full = ProcessRunner.run(["en-US", "--year", "2024"], stdout: .path("/dev/full"))
        #expect(full.status == 74, "\(full)")
        #expect(full.stderr == "calgrid: error: cannot write to standard output (No space left on device)\n")
        let closed = ProcessRunner.run(["en-US", "--year", "2024", "--format", "json"], stdout: .closed)
        #expect(closed.status == 74, "\(closed)")
        #expect(closed.stderr.hasPrefix("calgrid: error: cannot write to standard output ("))
    }

    @Test("invalid UTF-8 in LANG is refused, naming the variable")
    func invalidUTF8() throws {
        // posix_spawn passes the bytes as they are: 0xC3 0x28 is not UTF-8.
        let result = ProcessRunner.run(
            ["--month", "2024-1"], environment: [:],
            rawEnvironment: [Array("LANG=de_DE".utf8) + [0xC3, 0x28] + Array(".UTF-8".utf8)])
        refused(result, mentioning: "LANG")
        // The byte that is not UTF-8 is shown, escaped, not repaired into U+FFFD.
        #expect(result.stderr.contains("de_DE\\x{C3}("), "\(result.stderr)")
    }

    @Test(
        "keywords without effect pass through; private use and grandfathered tags are refused or canonicalized",
        arguments: [
            ("en-US-u-co-phonebk", 0), ("en-US-u-hc-h23", 0), ("en-US-u-xx-yy", 0), ("x-foo", 64), ("i-klingon", 64),
            ("zh-min-nan", 64), ("iw", 0), ("no", 0), ("sh", 0), ("en-US-u-ca-", 64), ("en-US-u-nu-", 64),
        ])
    func tags(_ tag: String, _ status: Int) {
        let result = ProcessRunner.run([tag, "--month", "2024-1"])
        #expect(result.status == Int32(status), "\(tag): \(result)")
        if status == 64 { refused(result) }
    }

    @Test(
        "numbers: overflow, negative, zero, Unicode digits, spaces, trailing junk",
        arguments: [
            ["--year", "9223372036854775808"], ["--year", "-9223372036854775809"], ["--year", "-0"],
            ["--months", "-1"],
            ["--months", "0"], ["--months", "٢"], ["--months", " 2"], ["--months", "2 "], ["--months", "2x"],
            ["--month", "2024-1x"], ["--month", " 2024-1"], ["--month", "2024-١"], ["--month", "99999999999-1"],
            ["--date", "2024-01-01 "], ["--date", "2024-01-01T00"], ["--date", "+2024-01-01"],
            ["--today", "0000-00-00"],
        ])
    func numbers(_ arguments: [String]) {
        refused(ProcessRunner.run(["en-US"] + arguments))
    }

    func itemsFile(_ contents: [UInt8]?, size: Int? = nil) throws -> String {
        let path = NSTemporaryDirectory() + "calgrid-hostile-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).json"
        if let contents { try Data(contents).write(to: URL(fileURLWithPath: path)) }
        if let size {
            _ = FileManager.default.createFile(atPath: path, contents: nil)
            truncate(path, off_t(size))
        }
        return path
    }

    @Test("--items: empty, truncated, huge, deeply nested, wrong types")
    func items() throws {
        let cases: [([UInt8]?, Int?, String)] = [
            (Array("".utf8), nil, "not valid JSON"),
            (Array("[{\"date\": \"2024-09-17\"".utf8), nil, "not valid JSON"),
            (nil, 100 * 1024 * 1024, "over the limit"),
            (
                Array((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8), nil,
                "nesting deeper"
            ),
            (Array("[{\"date\": true}]".utf8), nil, "item 1"),
            (Array("[{\"date\": \"2024-09-17\", \"selected\": 1}]".utf8), nil, "item 1"),
            (Array("{\"items\": []}".utf8), nil, "JSON array"),
            (Array("[]".utf8), nil, "empty"),
            (
                Array("[{\"date\": \"2024-09-17\"}, {\"date\": \"2024-09-17\", \"selected\": true}]".utf8), nil,
                "disagrees"
            ),
        ]
        for (contents, size, message) in cases {
            let path = try itemsFile(contents, size: size)
            defer { unlink(path) }
            refused(ProcessRunner.run(["pick", "en-US", "--items", path]), mentioning: message)
        }
    }

    @Test("every input the fuzzer found a crash with replays cleanly (Fuzz/regressions)")
    func fuzzRegressions() throws {
        let directory = Self.root + "/Fuzz/regressions"
        let inputs = try FileManager.default.contentsOfDirectory(atPath: directory).filter { !$0.hasPrefix(".") }
            .sorted()
        #expect(!inputs.isEmpty)
        let replay = ProcessRunner.executable.replacingOccurrences(
            of: "/calgrid", with: "/calgrid-fuzz", options: .backwards)
        let result = ProcessRunner.run(inputs.map { directory + "/" + $0 }, executable: replay)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("replayed \(inputs.count) inputs"))
    }
}
