import CalendarGrid
import Foundation
import Glibc
import Testing

@testable import CalgridCLI

/// Text from a file is data, never control: a summary holding every C0 and C1 control, DEL,
/// the line and paragraph separators and every bidi formatting character reaches no terminal
/// as control, and JSON and HTML keep it as data in their own escapes.
@Suite("--events: hostile text in every output")
struct HostileEventTextTests {
    /// Every scalar a terminal or a bidi algorithm acts on.
    static let hostile: [Unicode.Scalar] =
        (0x00...0x1F).compactMap(Unicode.Scalar.init) + (0x7F...0x9F).compactMap(Unicode.Scalar.init)
        + [
            0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x2028,
            0x2029,
        ]
        .compactMap(Unicode.Scalar.init)

    /// The summary: "x", each hostile scalar, "y".
    static var summary: String {
        var text = "x"
        for scalar in hostile { text.unicodeScalars.append(scalar) }
        return text + "y"
    }

    /// A JSON events file with that summary (JSON's \u escapes carry every scalar, NUL too).
    func eventsFile() -> String {
        var escaped = "x"
        for scalar in Self.hostile { escaped += String(format: "\\u%04x", scalar.value) }
        let path = "/tmp/calgrid-hostile-\(getpid())-\(UUID().uuidString).json"
        let text = #"[{"id": "h", "summary": "\#(escaped)y", "start": "2024-09-17T08:30:00Z"}]"#
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    func run(_ arguments: [String]) -> Command.Outcome {
        Command(
            arguments: arguments + ["--today", "2024-09-17", "--time-zone", "UTC"], environment: [:],
            stdoutIsTerminal: false
        ).run()
    }

    @Test("text: every hostile scalar is shown as \\u{…}; none reaches the terminal")
    func text() throws {
        let path = eventsFile()
        defer { unlink(path) }
        let outcome = run(["en-US", "--month", "2024-9", "--events", path, "--color", "never"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let raw = outcome.stdout.unicodeScalars.filter { $0 != "\n" && Self.hostile.contains($0) }
        #expect(raw.isEmpty, "raw: \(raw.map { String($0.value, radix: 16) })")
        for scalar in Self.hostile {
            #expect(outcome.stdout.contains("\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"))
        }
        // In a right-to-left locale the summary is isolated by calgrid's own FSI … PDI, and
        // the file's own bidi characters are still shown escaped.
        let arabic = run(["ar-EG", "--month", "2024-9", "--events", path, "--color", "never"])
        let line = try #require(arabic.stdout.split(separator: "\n").last)
        #expect(line.contains("\u{2068}x\\u{0}\\u{1}"))
        #expect(line.contains("\\u{202E}") && !line.unicodeScalars.contains("\u{202E}"))
    }

    @Test("warnings: a malformed line's and a UID's controls are shown as \\u{…}; none reaches the terminal")
    func warnings() throws {
        // A line that is no content line, and a skipped event whose UID holds an escape
        // sequence: both are quoted in the warnings.
        let path = "/tmp/calgrid-hostile-\(getpid())-\(UUID().uuidString).ics"
        let text =
            "BEGIN:VCALENDAR\r\nX\u{1B}[31mBAD\u{202E}\r\nBEGIN:VEVENT\r\nUID:\u{1B}[2Jevil\r\n"
            + "DTSTART:20240902T090000Z\r\nDTEND:20240901T090000Z\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:ok\r\n"
            + "DTSTART:20240903T090000Z\r\nSUMMARY:kept\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        defer { unlink(path) }
        let outcome = run(["en-US", "--month", "2024-9", "--events", path, "--color", "never"])
        #expect(outcome.status == 0 && outcome.stdout.contains("kept"))
        let lines = outcome.stderr.split(separator: "\n")
        #expect(lines.count == 2 && lines.allSatisfy { $0.hasPrefix("calgrid: warning: --events ") })
        let raw = outcome.stderr.unicodeScalars.filter { $0 != "\n" && Self.hostile.contains($0) }
        #expect(raw.isEmpty, "raw: \(raw.map { String($0.value, radix: 16) })")
        #expect(outcome.stderr.contains("X\\u{1B}[31mBAD\\u{202E}") && outcome.stderr.contains("(UID \\u{1B}[2Jevil)"))
    }

    @Test("JSON: the same string to a reader, written with \\u escapes")
    func json() throws {
        let path = eventsFile()
        defer { unlink(path) }
        let outcome = run(["en-US", "--month", "2024-9", "--events", path, "--format", "json"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let raw = outcome.stdout.unicodeScalars.filter { $0 != "\n" && Self.hostile.contains($0) }
        #expect(raw.isEmpty)
        let document = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
        let months = try #require(document?["months"] as? [[String: Any]])
        let summaries = months.flatMap { month in
            (month["weeks"] as? [[String: Any]] ?? []).flatMap { week in
                (week["days"] as? [[String: Any]] ?? []).flatMap { day in
                    (day["events"] as? [[String: Any]] ?? []).compactMap { $0["summary"] as? String }
                }
            }
        }
        #expect(summaries == [Self.summary])
    }

    @Test("HTML: controls shown as \\u{…} (HTML text may hold none); bidi characters kept inside the <bdi>")
    func html() throws {
        let path = eventsFile()
        defer { unlink(path) }
        let outcome = run(["en-US", "--month", "2024-9", "--events", path, "--format", "html"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let controls = outcome.stdout.unicodeScalars.filter {
            $0 != "\n" && $0 != "\t" && $0 != "\r" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value))
        }
        #expect(controls.isEmpty)
        let start = try #require(outcome.stdout.range(of: "<bdi>x"))
        let end = try #require(outcome.stdout.range(of: "y</bdi>", range: start.upperBound..<outcome.stdout.endIndex))
        let inside = outcome.stdout[start.upperBound..<end.lowerBound]
        // Every bidi formatting character of the page is in the summary's own isolate.
        let formatting = Self.hostile.filter { $0.value > 0x9F }
        let outside = String(outcome.stdout[..<start.lowerBound]) + String(outcome.stdout[end.upperBound...])
        #expect(!outside.unicodeScalars.contains(where: { formatting.contains($0) }))
        #expect(formatting.allSatisfy { inside.unicodeScalars.contains($0) })
        #expect(inside.contains("\\u{1B}") && inside.contains("\\u{9B}"))
    }

    @Test("the picker's events line shows the summary escaped")
    func picker() throws {
        let today = try ISODate(parsing: "2024-09-17")
        let builder = try GridBuilder(locale: LocaleID("en-US"), today: today)
        var picker = Picker(
            builder: builder, selection: DateSelection<JSONDocument>(mode: .single, today: today),
            initialMonth: try builder.month(containing: today), shownRange: nil, showsWeekNumbers: false)
        picker.eventsOf = { _ in [DayEvent(id: "h", summary: Self.summary, start: "2024-09-17", isAllDay: true)] }
        let frame = picker.frame(terminalWidth: 200)
        // The frame's own escapes are its cursor moves and screen clears (ESC [); the file's
        // are shown as text.
        let line = try #require(frame.split(separator: "\n").first { $0.hasPrefix("events: ") })
        #expect(!line.unicodeScalars.contains(where: { Self.hostile.contains($0) }))
        #expect(line.contains("\\u{1B}") && line.contains("\\u{202E}"))
    }
}
