import CalendarGrid
import CalendarGridGoldens
import Glibc
import Testing

@testable import CalgridCLI

/// What a new user tripped on (issue 31): each case failed before its fix.
@Suite("A new user's mistakes get the right answer")
struct NewUserTests {
    func run(_ arguments: [String], environment: [String: String] = ["LANG": "en_US.UTF-8"]) -> Command.Outcome {
        Command(arguments: arguments, environment: environment, stdoutIsTerminal: false).run()
    }

    /// One line on stderr, the usage status, nothing on stdout.
    func expectRefused(_ outcome: Command.Outcome, mentioning words: [String], _ context: String) {
        #expect(outcome.status == 64 && outcome.stdout.isEmpty, "\(context): \(outcome.status)")
        #expect(outcome.stderr.split(separator: "\n").count == 1, "\(context): \(outcome.stderr)")
        for word in words { #expect(outcome.stderr.contains(word), "\(context): \(outcome.stderr)") }
    }

    @Test("a date that does not exist is refused as such, never with itself as the ISO hint")
    func impossibleDates() {
        // 2024 is a leap year (29 days in February), 2023 is not; months run 1 to 12 (ISO 8601).
        for text in ["2024-02-30", "2023-02-29", "2024-13-01", "2024-00-10"] {
            for option in ["--date", "--today"] {
                let outcome = run(["en-US", option, text])
                expectRefused(outcome, mentioning: ["\(option): invalid date '\(text)'", "'2024-02-29'"], text)
                #expect(!outcome.stderr.contains("give \(option)"), "\(option) \(text): \(outcome.stderr)")
            }
            expectRefused(run(["pick", "--date", text]), mentioning: ["--date: invalid date '\(text)'"], text)
            expectRefused(run(["pick", "--min", text]), mentioning: ["--min: invalid date '\(text)'"], text)
        }
        // One-digit months still get their ISO form, now in the picker too; a date whose
        // padded form does not exist gets no hint.
        expectRefused(run(["pick", "--date", "2024-9-17"]), mentioning: ["give --date 2024-09-17"], "pick")
        expectRefused(run(["--date", "2024-2-30"]), mentioning: ["invalid date '2024-2-30'"], "2024-2-30")
        #expect(!run(["--date", "2024-2-30"]).stderr.contains("give --date"))
    }

    @Test("a LOCALE that is a path or a dot is refused like '' and /tmp, never shown as en-US")
    func pathsAreNotLocales() {
        for text in [".", ".foo", "../../etc/passwd", "", "/tmp", ".UTF-8"] {
            expectRefused(run([text, "9", "2024"]), mentioning: ["malformed locale ID '\(text)'"], text)
        }
        // The library agrees.
        #expect(throws: CalendarGridError.self) { try LocaleID(".") }
        // C and POSIX still mean the fallback, as for cal.
        #expect(run(["C", "9", "2024"]).stdout == run(["en-US", "9", "2024"]).stdout)
        #expect(run(["C.UTF-8", "9", "2024"]).status == 0)
    }

    @Test("an unknown language in LANG names calgrid's listing, not the library's API")
    func environmentLocale() {
        let outcome = run(["9", "2024"], environment: ["LANG": "bogus_XX.UTF-8"])
        expectRefused(outcome, mentioning: ["'bogus'", "from LANG", "calgrid --list-locales"], "LANG")
        #expect(!outcome.stderr.contains("LocaleID.available()"))
        expectRefused(
            run(["9", "2024"], environment: ["LC_ALL": ".foo"]), mentioning: ["'.foo'", "from LC_ALL"], "LC_ALL")
    }

    @Test("bytes of a file that are not UTF-8 show as \\x{E9}, not as U+FFFD")
    func invalidBytes() throws {
        // "Café" written in Latin-1 (é is 0xE9 there), which RFC 5545 §3.1.4 does not allow.
        let bytes =
            Array(
                "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:1\r\nDTSTART;VALUE=DATE:20240917\r\nSUMMARY:Caf"
                    .utf8)
            + [0xE9] + Array("\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n".utf8)
        let events = try EventsFile.events(bytes: bytes, path: "latin1.ics")
        #expect(events.map(\.summary) == ["Caf\\x{E9}"])
        // A malformed line quotes its bytes the same way.
        #expect(throws: UsageError.self) {
            try EventsFile.events(bytes: Array("BEGIN:VCALENDAR\r\n".utf8) + [0xFF, 0x0D, 0x0A], path: "bad.ics")
        }
        do {
            _ = try EventsFile.events(bytes: Array("BEGIN:VCALENDAR\r\n".utf8) + [0xFF, 0x0D, 0x0A], path: "bad.ics")
        } catch {
            #expect(error.message.contains("\\x{FF}") && !error.message.contains("\u{FFFD}"), "\(error.message)")
        }
        // A truncated sequence and a stray continuation byte, each shown once.
        #expect(ControlCharacters.text(utf8: [0x61, 0xE2, 0x82, 0x62, 0x80]) == "a\\x{E2}\\x{82}b\\x{80}")
        #expect(ControlCharacters.text(utf8: Array("اليوم €".utf8)) == "اليوم €")
    }

    @Test("--help, the man page, README, cli.md and the contract state the synopsis and the files alike")
    func oneSource() throws {
        let help = HelpText.text(picking: false)
        for line in FileFormats.synopsis {
            #expect(help.contains(line))
            for document in ["README.md", "docs/cli.md", "docs/calgrid-contract.md"] {
                let text = GoldenFiles.read(GoldenFiles.root + "/" + document) ?? ""
                #expect(text.contains("\n" + line + "\n"), "\(document) lacks '\(line)'")
            }
        }
        #expect(HelpText.text(picking: true).hasPrefix("usage: " + FileFormats.synopsis[1]))
        // The man page's synopsis is the same words in roff.
        #expect(
            ManPage.text.contains("[\\fILOCALE\\fR] [[[\\fIDAY\\fR] \\fIMONTH\\fR] \\fIYEAR\\fR] [\\fIoptions\\fR]"))
        // The files' formats: the contract quotes --help's block; the man page has each.
        let contract = GoldenFiles.read(GoldenFiles.root + "/docs/calgrid-contract.md") ?? ""
        let files = help.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { $0 != "files:" }.prefix { !$0.isEmpty }.joined(separator: "\n")
        #expect(files.contains("--items FILE") && contract.contains(files))
        for format in FileFormats.all {
            #expect(ManPage.text.contains(ManPage.roff(format.example)), "\(format.option)")
            #expect(HelpText.text(picking: true).contains(format.example) == format.picking, "\(format.option)")
        }
        let flowing = contract.split(separator: "\n").joined(separator: " ")
        #expect(flowing.contains("languages are " + HTMLRenderer.Picker.builtInLanguages.joined(separator: ", ") + "."))
        // Every document that counts the picker's languages counts the table's.
        let languages = "\(HTMLRenderer.Picker.builtInLanguages.count) languages"
        for document in [
            "docs/design.md", "docs/cli.md", "docs/calgrid-contract.md", "docs/library.md",
            "Sources/CalendarGrid/CalendarGrid.docc/WebPages.md", "Sources/CalendarGrid/Render/HTMLRenderer.swift",
        ] {
            let text = (GoldenFiles.read(GoldenFiles.root + "/" + document) ?? "").split(separator: "\n")
                .joined(separator: " ").replacing("/// ", with: "")
            #expect(text.contains(languages), "\(document) does not say \(languages)")
        }
        // --messages no longer sends the reader of the manual to the manual.
        #expect(!ManPage.text.contains("see the manual"))
        // Each example is a file its reader takes.
        let document = try JSONDocument.parse(Array(FileFormats.all[0].example.utf8), option: "--items", path: "x")
        #expect(try ItemsFile.items(from: document, path: "x").count == 1)
        #expect(try EventsFile.events(bytes: Array(FileFormats.all[1].example.utf8), path: "x").count == 1)
        #expect(try MessagesFile.messages(bytes: Array(FileFormats.all[2].example.utf8), path: "x").count == 2)
    }

    @Test("a picker's mistake points to the picker's help")
    func pickerHelp() {
        let outcome = run(["pick", "--bogus"])
        expectRefused(outcome, mentioning: ["'--bogus'", "(see 'calgrid pick --help')"], "pick")
        expectRefused(run(["--bogus"]), mentioning: ["(see 'calgrid --help')"], "grid")
    }

    @Test("the terminal picker shows the cursor's day's note, escaped, as the browser's cell does")
    func pickerNotes() throws {
        let items =
            #"[{"date": "2024-09-17", "payload": "2 rooms"}, {"date": "2024-09-18", "enabled": false, "payload": "Fully booked\u001b[2J"}]"#
        let path = "/tmp/calgrid-newuser-\(items.utf8.count)-items.json"
        let file = fopen(path, "wb")
        _ = items.utf8CString.withUnsafeBufferPointer { fputs($0.baseAddress, file) }
        fclose(file)
        var command = Command(
            arguments: ["pick", "en-US", "--items", path, "--today", "2024-09-17"], environment: [:],
            stdoutIsTerminal: false)
        command.hasTerminal = true
        var picker = try #require(command.run().picker)
        #expect(picker.frame(terminalWidth: 80).contains("note: 2 rooms"))
        _ = picker.handle(.right)
        let frame = picker.frame(terminalWidth: 80)
        #expect(frame.contains("note: Fully booked\\u{1B}[2J"), "\(frame)")
        _ = picker.handle(.right)
        #expect(!picker.frame(terminalWidth: 80).contains("note:"))
    }

    @Test("months past the calendar's last year are left out with a note, not an error for all of them")
    func clippedMonths() {
        // The toolkit's Gregorian years are 1 to 9999 (GridBuilder.supportedYears, documented).
        let outcome = run(["en-US", "12", "9999", "-3", "--color", "never"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("November 9999") && outcome.stdout.contains("December 9999"))
        #expect(!outcome.stdout.contains("10000"))
        #expect(
            outcome.stderr
                == "calgrid: note: 2 of 3 months shown: the gregorian calendar's supported years are 1 to 9999\n")
        let first = run(["en-US", "1", "1", "-3", "--format", "json"])
        #expect(first.status == 0 && first.stderr.contains("2 of 3 months shown"))
        // A year that does not exist is still an error, and so is a month that does not.
        expectRefused(run(["en-US", "12", "10000"]), mentioning: ["year 10000 is out of range"], "10000")
        #expect(run(["en-US", "11", "9999", "-3"]).stderr.isEmpty)
    }
}
