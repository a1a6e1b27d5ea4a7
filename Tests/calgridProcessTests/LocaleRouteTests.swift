import Foundation
import Glibc
import Testing

/// One meaning per locale string, calendar ID and zone, whichever way it reaches calgrid.
@Suite("Routes: argument and environment, aliases, POSIX TZ, terminal width", .serialized)
struct LocaleRouteTests {
    static func json(_ result: ProcessRunner.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result)")
    }

    @Test("a POSIX locale name means the same as an argument and in LANG: script modifier, codeset, ICU keywords")
    func sameMeaning() throws {
        for name in ["sr_RS@latin", "de_DE.UTF-8", "he_IL@calendar=hebrew"] {
            let argument = ProcessRunner.run([
                name, "--date", "2024-09-17", "--today", "2024-09-17", "--format", "json",
            ])
            let environment = ProcessRunner.run(
                ["--date", "2024-09-17", "--today", "2024-09-17", "--format", "json"],
                environment: ["LANG": name, "TZ": "UTC"])
            #expect(argument.status == 0 && environment.status == 0, "\(name): \(argument) / \(environment)")
            #expect(argument.stdout == environment.stdout, "\(name)")
        }
        let serbian = try Self.json(ProcessRunner.run(["sr_RS@latin", "--month", "2024-9", "--format", "json"]))
        #expect(serbian["locale"] as? String == "sr-Latn-RS")
        let hebrew = try Self.json(
            ProcessRunner.run(
                ["--month", "5784-1", "--format", "json"],
                environment: ["LANG": "he_IL@calendar=hebrew", "TZ": "UTC"]))
        #expect(hebrew["calendar"] as? String == "hebrew")
    }

    @Test("CLDR's calendar aliases work in --calendar as in -u-ca-")
    func aliases() throws {
        for (alias, calendar) in [
            ("islamicc", "islamic-civil"), ("gregory", "gregorian"), ("ethioaa", "ethiopic-amete-alem"),
        ] {
            let option = try Self.json(
                ProcessRunner.run(["en", "--calendar", alias, "--date", "2024-09-17", "--format", "json"]))
            let keyword = try Self.json(
                ProcessRunner.run(["en-u-ca-\(alias)", "--date", "2024-09-17", "--format", "json"]))
            #expect(option["calendar"] as? String == calendar && keyword["calendar"] as? String == calendar, "\(alias)")
        }
    }

    @Test("a region override names the value the user typed")
    func regionOverride() {
        let result = ProcessRunner.run(["en-US-u-rg-xx"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("'xx'"), "\(result.stderr)")
    }

    @Test("today honours POSIX TZ rules (UTC-12 and UTC+14, the two ends of the world's day)")
    func posixTimeZone() throws {
        for (rule, offset) in [("XYZ+12", -12), ("<+14>-14", 14)] {
            let result = ProcessRunner.run(["en-US", "--format", "json"], environment: ["LANG": "C", "TZ": rule])
            let formatter = DateFormatter()
            formatter.dateFormat = "yyyy-MM-dd"
            formatter.timeZone = TimeZone(secondsFromGMT: offset * 3600)
            formatter.locale = Locale(identifier: "en_US_POSIX")
            let expected = formatter.string(from: Date())
            #expect(result.status == 0, "\(result)")
            #expect(
                result.stdout.contains("{\"iso\": \"\(expected)\"")
                    && result.stdout.range(
                        of: "\"iso\": \"\(expected)\"[^}]*\"today\": true", options: .regularExpression) != nil,
                "TZ=\(rule): today should be \(expected)")
        }
    }

    @Test("text fits the terminal's width when COLUMNS is not set")
    func terminalWidth() throws {
        let terminal = try #require(PseudoTerminal())
        terminal.resize(columns: 50, rows: 40)
        #expect(terminal.spawn(["en-US", "--year", "2024"], environment: ["LANG": "C", "TERM": "xterm", "TZ": "UTC"]))
        #expect(terminal.exitStatus() == 0)
        let lines = terminal.text.replacingOccurrences(of: "\r", with: "").split(separator: "\n")
        #expect(lines.count > 10)
        #expect(lines.allSatisfy { $0.count <= 50 }, "\(lines.map(\.count).max() ?? 0) columns")
    }
}
