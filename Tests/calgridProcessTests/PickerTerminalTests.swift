import Foundation
import Glibc
import Testing

/// `calgrid pick` on a real pseudo-terminal: keys in, dates out, terminal restored.
@Suite("calgrid pick on a pseudo-terminal", .serialized)
struct PickerTerminalTests {
    static let right = "\u{1B}[C", left = "\u{1B}[D", down = "\u{1B}[B", pageDown = "\u{1B}[6~"
    static let cooked = tcflag_t(ICANON | ECHO | ISIG)

    /// Runs the picker, presses the keys, and returns the exit status and what was
    /// printed after the alternate screen was left.
    func pick(
        _ arguments: [String], keys: [String], finish: String = "\r"
    ) throws -> (status: Int32?, printed: String, terminal: PseudoTerminal) {
        let terminal = try #require(PseudoTerminal())
        #expect(terminal.localFlags & Self.cooked == Self.cooked, "a new pty starts in cooked mode")
        #expect(terminal.spawn(["pick"] + arguments))
        #expect(terminal.read(until: { $0.contains("cursor ") }), "first frame: \(terminal.text)")
        #expect(terminal.localFlags & tcflag_t(ICANON | ECHO) == 0, "raw mode while picking")
        for key in keys { terminal.press(key) }
        terminal.send(finish)
        let status = terminal.exitStatus()
        let text = terminal.text
        let left = try #require(text.range(of: "\u{1B}[?1049l", options: .backwards), "left the alternate screen")
        #expect(text.contains("\u{1B}[?1049h"))
        #expect(terminal.localFlags & Self.cooked == Self.cooked, "terminal restored")
        let printed = String(text[left.upperBound...]).replacingOccurrences(of: "\r\n", with: "\n")
        return (status, printed, terminal)
    }

    @Test("single: today is the default; moving and Space picks another day")
    func single() throws {
        let result = try pick(["en-US", "--month", "2024-9", "--today", "2024-09-17"], keys: [Self.right, " "])
        #expect(result.status == 0)
        #expect(result.printed == "2024-09-18\n")
    }

    @Test("multiple: starts with nothing chosen; each Space toggles one more day")
    func multiple() throws {
        let result = try pick(
            ["en-US", "--mode", "multiple", "--month", "2024-9", "--today", "2024-09-17"],
            keys: [Self.right, " ", Self.down, " ", Self.pageDown, " "])
        #expect(result.status == 0)
        #expect(result.printed == "2024-09-18\n2024-09-25\n2024-10-25\n")
        // The report of a day of real use: Space on today, two steps right, Space, Enter.
        let both = try pick(
            ["en-US", "--mode", "multiple", "--month", "2024-9", "--today", "2024-09-17"],
            keys: [" ", Self.right, Self.right, " "])
        #expect(both.printed == "2024-09-17\n2024-09-19\n")
    }

    @Test("range: Space, move three days, Space")
    func range() throws {
        let result = try pick(
            ["en-US", "--mode", "range", "--today", "2024-09-17", "--month", "2024-9"],
            keys: [" ", Self.right, Self.right, Self.right, " "])
        #expect(result.status == 0)
        #expect(result.printed == "2024-09-17\n2024-09-18\n2024-09-19\n2024-09-20\n")
    }

    @Test("secondary calendars: the lunar dates under the days, and the picker still picks ISO dates")
    func secondary() throws {
        let result = try pick(
            ["zh-CN", "--secondary", "chinese", "--today", "2024-09-17", "--month", "2024-9"],
            keys: [Self.right, " "])
        #expect(result.status == 0)
        #expect(result.printed == "2024-09-18\n")
        // HKO: the eighth month began on 3 September 2024; 白露 fell on 7 September.
        #expect(result.terminal.text.contains("八月") && result.terminal.text.contains("白露"))
        #expect(result.terminal.text.contains("七月至八月"))
    }

    @Test("calendars CLDR lacks: the picker moves through their months and picks ISO dates")
    func beyondCLDR() throws {
        // 25 December 2024 (Julian) is 7 January 2025 (Gregorian): 13 days from 1900 to 2099.
        let julian = try pick(
            ["ru-RU", "--calendar", "julian", "--month", "2024-12", "--today", "2025-01-07"], keys: [Self.right, " "])
        #expect(julian.status == 0)
        #expect(julian.printed == "2025-01-08\n")
        // Tết 1985 in Vietnam: 21 January 1985 (vnlunar); the month has 30 days, so a
        // page down from its first day lands on the first day of the second month.
        let vietnamese = try pick(
            ["vi-VN", "--calendar", "vietnamese", "--month", "1985-M01", "--today", "1985-01-21"],
            keys: [Self.pageDown, " "])
        #expect(vietnamese.status == 0)
        #expect(vietnamese.printed == "1985-02-20\n")
        // 1 Baishakh 2081 was 13 April 2024; 15 Jestha 2081, budget day, was 28 May 2024
        // (Nepal's press, datelined "Kathmandu, May 28"), so 1 Jestha was 14 May: a page
        // down from New Year's Day.
        let nepali = try pick(
            ["ne-NP", "--calendar", "bikram-sambat", "--month", "2081-M01", "--today", "2024-04-13"],
            keys: [Self.pageDown, " "])
        #expect(nepali.status == 0)
        #expect(nepali.printed == "2024-05-14\n")
        #expect(nepali.terminal.text.contains("जेठ"))
        // Amanta Ashadha 2080 began on 19 June 2023, the sunrise after the new moon of the
        // 18th (04:37 UTC); Adhika Shravana on 18 July (drikpanchang.com, New Delhi): a page
        // down from Ashadha's first day lands on the adhika month's, named in Hindi.
        let panchang = try pick(
            ["hi-IN", "--calendar", "panchang", "--month", "2080-M04", "--today", "2023-06-19"],
            keys: [Self.pageDown, " "])
        #expect(panchang.status == 0)
        #expect(panchang.printed == "2023-07-18\n")
        #expect(panchang.terminal.text.contains("अधिक श्रावण"))
    }

    @Test("a SUMMARY with escape sequences and a bidi override: shown escaped, never acted on")
    func hostileSummary() throws {
        let path = "/tmp/calgrid-pick-hostile-\(getpid())-\(UUID().uuidString).ics"
        let text =
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:h\r\nDTSTART;VALUE=DATE:20240917\r\n"
            + "SUMMARY:a\u{1B}[2J\u{1B}]0;pwned\u{7}b\u{202E}c\u{9B}31md\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        defer { unlink(path) }
        let result = try pick(
            ["en-US", "--month", "2024-9", "--today", "2024-09-17", "--events", path], keys: [" "])
        #expect(result.status == 0)
        let screen = result.terminal.text
        // The window title is never set, the override never reaches the terminal, and the
        // summary is shown with its controls written out.
        #expect(!screen.contains("\u{1B}]0;pwned"))
        #expect(!screen.unicodeScalars.contains("\u{202E}") && !screen.unicodeScalars.contains("\u{9B}"))
        #expect(screen.contains("events: a\\u{1B}[2J\\u{1B}]0;pwned\\u{7}b\\u{202E}c\\u{9B}31md"))
    }

    @Test("right to left (he-IL): the left arrow moves to the next day")
    func rightToLeft() throws {
        let result = try pick(
            ["he-IL", "--today", "2024-09-17", "--month", "2024-9"], keys: [Self.left, Self.left, " "])
        #expect(result.status == 0)
        #expect(result.printed == "2024-09-19\n")
        #expect(result.terminal.text.contains("\u{2068}ספטמבר 2024\u{2069}"))
    }

    @Test("booking items: disabled days refuse, the list's days are picked")
    func booking() throws {
        let path = NSTemporaryDirectory() + "calgrid-items-\(getpid())-\(UUID().uuidString).json"
        try #"[{"date": "2024-09-18", "enabled": false}, {"date": "2024-09-19"}, {"date": "2024-09-17"}]"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        defer { unlink(path) }
        let result = try pick(
            ["en-US", "--items", path, "--mode", "multiple", "--today", "2024-09-01"],
            keys: [" ", Self.right, " ", Self.right, " "])
        #expect(result.status == 0)
        // The cursor opens on the first enabled day (17), which multiple mode leaves
        // unchosen: Space picks it; 18 is disabled; 19 toggles on.
        #expect(result.printed == "2024-09-17\n2024-09-19\n")
        #expect(result.terminal.text.contains("2024-09-18 cannot be picked"))
    }

    @Test(
        "Esc and q cancel with exit 1 and print nothing; Ctrl-C exits 130",
        arguments: [("\u{1B}", Int32(1)), ("q", 1), ("\u{3}", 130)])
    func cancel(_ key: String, _ status: Int32) throws {
        let result = try pick(["en-US", "--today", "2024-09-17"], keys: [Self.right, " "], finish: key)
        #expect(result.status == status)
        #expect(result.printed.isEmpty)
    }

    @Test("SIGTERM from outside still restores the terminal")
    func terminated() throws {
        let terminal = try #require(PseudoTerminal())
        #expect(terminal.spawn(["pick", "en-US", "--today", "2024-09-17"]))
        #expect(terminal.read(until: { $0.contains("cursor ") }))
        kill(terminal.pid, SIGTERM)
        #expect(terminal.exitStatus() == 128 + SIGTERM)
        #expect(terminal.text.contains("\u{1B}[?1049l"))
        #expect(terminal.localFlags & Self.cooked == Self.cooked)
    }

    @Test("without a terminal: exit 64, one line, nothing on stdout")
    func noTerminal() {
        let result = ProcessRunner.run(["pick", "en-US"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr
                == "calgrid: error: 'calgrid pick' is interactive and needs a terminal to draw on (no /dev/tty) (see "
                + "'calgrid pick --help')\n"
        )
    }

    @Test("a script gets the dates: the picker draws on the terminal, the chosen dates go to stdout (a file)")
    func stdoutToFile() throws {
        let terminal = try #require(PseudoTerminal())
        let path = "/tmp/calgrid-pick-\(getpid())-\(UUID().uuidString).txt"
        defer { unlink(path) }
        #expect(terminal.spawn(["pick", "en-US", "--month", "2024-9", "--today", "2024-09-17"], stdoutPath: path))
        #expect(terminal.read(until: { $0.contains("cursor ") }), "the frame is on the terminal: \(terminal.text)")
        terminal.press(Self.right)
        terminal.press(" ")
        terminal.send("\r")
        #expect(terminal.exitStatus() == 0)
        let printed = try String(contentsOfFile: path, encoding: .utf8)
        #expect(printed == "2024-09-18\n")
        let afterward = terminal.text.range(of: "\u{1B}[?1049l").map { String(terminal.text[$0.upperBound...]) } ?? "?"
        #expect(afterward.isEmpty, "nothing printed on the terminal after the picker: \(afterward.debugDescription)")
    }

    @Test("a resize redraws; a terminal too small for a month says how much room it needs, in a line that fits")
    func resize() throws {
        let terminal = try #require(PseudoTerminal())
        terminal.resize(columns: 80, rows: 24)
        #expect(terminal.spawn(["pick", "en-US", "--month", "2024-9", "--today", "2024-09-17"]))
        #expect(terminal.read(until: { $0.contains("cursor 2024-09-17") }))
        terminal.resize(columns: 20, rows: 8)
        kill(terminal.pid, SIGWINCH)
        // In 20 columns the complaint is the short one, which fits them.
        #expect(terminal.read(until: { $0.contains("too small: ") }), "\(terminal.text.suffix(200))")
        #expect(!terminal.text.contains("terminal too small (needs "))
        terminal.resize(columns: 80, rows: 24)
        kill(terminal.pid, SIGWINCH)
        let before = terminal.text.count
        #expect(terminal.read(until: { $0.count > before && $0.dropFirst(before).contains("cursor 2024-09-17") }))
        terminal.send("q")
        #expect(terminal.exitStatus() == 1)
    }

    @Test("SIGUSR1 ends the picker with the terminal restored", arguments: [SIGUSR1, SIGUSR2, SIGALRM])
    func otherSignals(_ signal: Int32) throws {
        let terminal = try #require(PseudoTerminal())
        #expect(terminal.spawn(["pick", "en-US", "--month", "2024-9", "--today", "2024-09-17"]))
        #expect(terminal.read(until: { $0.contains("cursor ") }))
        kill(terminal.pid, signal)
        #expect(terminal.exitStatus() == 128 + signal)
        #expect(terminal.text.contains("\u{1B}[?1049l"), "left the alternate screen")
        #expect(terminal.localFlags & Self.cooked == Self.cooked, "terminal restored")
    }
}
