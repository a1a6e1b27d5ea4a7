import CalendarGrid
import Glibc
import Testing

@testable import CalgridCLI

@Suite("--items: the availability list file")
struct ItemsFileTests {
    func items(_ text: String) throws(UsageError) -> [DateItem<JSONDocument>] {
        let document: JSONDocument
        do { document = try JSONDocument.parse(Array(text.utf8)) } catch {
            throw UsageError(message: "JSON: \(error.message)")
        }
        return try ItemsFile.items(from: document, path: "items.json")
    }

    @Test(
        "strict JSON: duplicate member names, invalid UTF-8 and lone surrogates are refused",
        arguments: [
            (Array(#"[{"date": "2024-09-17", "date": "2024-09-18"}]"#.utf8), "appears twice"),
            (
                Array(#"[{"date": "2024-09-17", "payload": "a"#.utf8) + [0xC3, 0x28] + Array(#""}]"#.utf8),
                "not valid UTF-8"
            ),
            (Array(#"[{"date": "2024-09-17", "payload": "\uD800x"}]"#.utf8), "lone surrogate"),
            (Array(#"[{"date": "2024-09-17", "payload": "\uDC00"}]"#.utf8), "lone surrogate"),
        ])
    func strictJSON(_ bytes: [UInt8], _ message: String) {
        #expect(throws: JSONDocument.SyntaxError.self) { try JSONDocument.parse(bytes) }
        do { _ = try JSONDocument.parse(bytes) } catch { #expect(error.message.contains(message), "\(error.message)") }
        // A proper pair is text: U+1F600.
        #expect((try? JSONDocument.parse(Array(#"["\uD83D\uDE00"]"#.utf8))) == .array([.string("😀")]))
    }

    @Test("--items reads a pipe (as /dev/stdin or <(…) give it), size-limited like a file")
    func pipe() throws {
        var ends: [Int32] = [0, 0]
        try #require(Glibc.pipe(&ends) == 0)
        let text = Array(#"[{"date": "2024-09-10"}, {"date": "2024-09-12"}]"#.utf8)
        _ = text.withUnsafeBytes { Glibc.write(ends[1], $0.baseAddress, $0.count) }
        close(ends[1])
        defer { close(ends[0]) }
        let items = try ItemsFile.load(path: "/proc/self/fd/\(ends[0])")
        #expect(items.map(\.date.description) == ["2024-09-10", "2024-09-12"])
    }

    @Test("the documented format, payloads untouched")
    func format() throws {
        let list = try items(
            #"[{"date": "2024-09-17", "enabled": true, "selected": true, "payload": {"room": [1, "a\u00e9"]}}, "#
                + #"{"date": "2024-09-18", "enabled": false}, {"date": "2024-09-17", "selected": true}]"#
        )
        #expect(list.count == 3)
        #expect(list[0].isSelected && list[0].isEnabled)
        #expect(list[0].payload == .object([("room", .array([.number("1"), .string("aé")]))]))
        #expect(!list[1].isEnabled && !list[1].isSelected)
        #expect(list[1].payload == nil)
    }

    @Test(
        "malformed or contradictory items name the item",
        arguments: [
            (#"[]"#, "empty"),
            (#"{"date": "2024-09-17"}"#, "JSON array"),
            (#"[{"date": "2024-02-30"}]"#, "item 1 date '2024-02-30'"),
            (#"[{"date": "2024-09-17"}, {"day": "2024-09-18"}]"#, "item 2 has unknown member 'day'"),
            (#"[{"date": "2024-09-17"}, {"enabled": true}]"#, "item 2 has no \"date\""),
            (#"[{"date": 20240917}]"#, "item 1 has no \"date\""),
            (#"[{"date": "2024-09-17", "enabled": "yes"}]"#, "item 1 \"enabled\" must be true or false"),
            (
                #"[{"date": "2024-09-17"}, {"date": "2024-09-17", "enabled": false}]"#,
                "item 2 (2024-09-17) disagrees with item 1"
            ),
            (#"[1]"#, "item 1 is not an object"),
        ])
    func refused(_ text: String, _ message: String) {
        do {
            let list = try items(text)
            Issue.record("accepted \(list.count) items")
        } catch {
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test(
        "the JSON parser is strict and bounded",
        arguments: [
            "", "[", "[1,]", "{\"a\" 1}", "[01]", "[1.]", "[\"\u{1}\"]", "[tru]", "[1] x", "\"\\x\"",
            String(repeating: "[", count: 100) + String(repeating: "]", count: 100),
        ])
    func strict(_ text: String) {
        #expect(throws: JSONDocument.SyntaxError.self) { try JSONDocument.parse(Array(text.utf8)) }
    }

    @Test("nesting up to the limit parses; errors give line and column")
    func limits() throws {
        let deep = String(repeating: "[", count: 63) + String(repeating: "]", count: 63)
        _ = try JSONDocument.parse(Array(deep.utf8))
        do {
            _ = try JSONDocument.parse(Array("[\n  1,\n  x]".utf8))
            Issue.record("parsed")
        } catch {
            #expect(error.line == 3 && error.column == 3)
        }
        #expect(
            try JSONDocument.parse(Array(#"{"a": [true, false, null, -1.5e3, "\ud83d\ude00"]}"#.utf8))
                == .object([("a", .array([.bool(true), .bool(false), .null, .number("-1.5e3"), .string("😀")]))]))
    }

    @Test("files: missing, too large, not regular")
    func files() {
        #expect(throws: UsageError.self) { try ItemsFile.load(path: "/nonexistent/items.json") }
        #expect(throws: UsageError.self) { try ItemsFile.load(path: "/tmp") }
    }
}

@Suite("calgrid pick: options")
struct PickOptionsTests {
    @Test("pick options parse after the subcommand")
    func parse() throws {
        let options = try CommandLineOptions.parse([
            "pick", "he-IL", "--mode", "range", "--items=a.json", "--min", "2024-01-01",
            "--max", "2024-12-31", "--no-past", "--week-numbers",
        ])
        #expect(options.locale == "he-IL")
        #expect(
            options.pick
                == CommandLineOptions.PickOptions(
                    mode: .range, itemsPath: "a.json", minimum: try ISODate(parsing: "2024-01-01"),
                    maximum: try ISODate(parsing: "2024-12-31"), noPast: true, noFuture: false))
        #expect(options.weekNumbers)
    }

    @Test(
        "refusals",
        arguments: [
            (["pick", "--mode", "many"], "unknown mode 'many'"),
            (["pick", "--format", "json"], "not for 'calgrid pick'"),
            (["pick", "--year", "2024"], "not for 'calgrid pick'"),
            (["--mode", "single"], "only for 'calgrid pick'"),
            (["--no-past"], "only for 'calgrid pick'"),
            (["pick", "--no-past", "--no-past"], "given twice"),
            (["pick", "--items"], "needs a value"),
        ])
    func refusals(_ arguments: [String], _ message: String) {
        do {
            _ = try CommandLineOptions.parse(arguments)
            Issue.record("accepted \(arguments)")
        } catch {
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test("without a terminal the picker refuses with one line and exit 64, after checking its input")
    func noTerminal() {
        let refused = Command(arguments: ["pick", "en-US"], environment: [:], stdoutIsTerminal: false).run()
        #expect(refused.status == 64)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr.contains("needs a terminal to draw on"))
        let badItems = Command(
            arguments: ["pick", "en-US", "--items", "/nonexistent.json"], environment: [:], stdoutIsTerminal: false
        ).run()
        #expect(badItems.stderr.contains("/nonexistent.json"))
        var interactive = Command(
            arguments: ["pick", "en-US", "--today", "2024-09-17"], environment: [:], stdoutIsTerminal: true)
        interactive.hasTerminal = true
        #expect(interactive.run().picker != nil)
    }
}

@Suite("Picker: keys")
struct PickerTests {
    func picker(_ locale: String, mode: SelectionMode = .single) throws -> Picker {
        let builder = try GridBuilder(locale: LocaleID(locale), today: ISODate(parsing: "2024-09-17"))
        let selection = DateSelection<JSONDocument>(mode: mode, today: try ISODate(parsing: "2024-09-17"))
        return Picker(
            builder: builder, selection: selection,
            initialMonth: try builder.month(containing: ISODate(parsing: "2024-09-17")),
            shownRange: nil, showsWeekNumbers: false)
    }

    @Test("arrows move by day and week; left and right follow the screen in RTL")
    func arrows() throws {
        var ltr = try picker("en-US")
        #expect(ltr.handle(.right) == .redraw && ltr.cursor.description == "2024-09-18")
        #expect(ltr.handle(.down) == .redraw && ltr.cursor.description == "2024-09-25")
        #expect(ltr.handle(.down) == .redraw && ltr.cursor.description == "2024-10-02")
        #expect(ltr.month.address.description == "2024-M10")
        var rtl = try picker("ar-EG")
        #expect(rtl.handle(.left) == .redraw && rtl.cursor.description == "2024-09-18")
        #expect(rtl.handle(.right) == .redraw && rtl.cursor.description == "2024-09-17")
    }

    @Test("PageUp and PageDown keep the cursor's place in the month")
    func pages() throws {
        var picker = try picker("en-US")
        #expect(picker.handle(.pageDown) == .redraw && picker.cursor.description == "2024-10-17")
        #expect(picker.handle(.pageUp) == .redraw && picker.handle(.pageUp) == .redraw)
        #expect(picker.cursor.description == "2024-08-17")
        #expect(
            picker.handle(.confirm) == .confirm && picker.handle(.cancel) == .cancel
                && picker.handle(.interrupt) == .interrupt)
    }

    @Test(
        "range mode: Enter with only a start is refused; a refused range keeps its start (DateSelection's rule), for another end"
    )
    func unfinishedRange() throws {
        let builder = try GridBuilder(locale: LocaleID("en-US"), today: ISODate(parsing: "2024-09-17"))
        var bounds = SelectionBounds()
        bounds.predicate = { $0.day != 19 }  // the 19th cannot be picked
        let selection = DateSelection<JSONDocument>(
            mode: .range, bounds: bounds, today: try ISODate(parsing: "2024-09-17"))
        var picker = Picker(
            builder: builder, selection: selection,
            initialMonth: try builder.month(containing: ISODate(parsing: "2024-09-17")),
            shownRange: nil, showsWeekNumbers: false)
        #expect(picker.handle(.toggle) == .redraw)  // start on the 17th
        #expect(picker.handle(.confirm) == .redraw && picker.message?.contains("only its start") == true)
        #expect(
            picker.handle(.right) == .redraw && picker.handle(.right) == .redraw && picker.handle(.right) == .redraw)
        #expect(picker.handle(.toggle) == .redraw)  // 17…20 crosses the 19th
        #expect(picker.message?.contains("2024-09-19") == true && picker.message?.contains("another end") == true)
        #expect(selection.selectedDates.map(\.description) == ["2024-09-17"], "the start stays")
        // The library's own toggle refuses alike and changes nothing: one rule.
        let event = selection.toggle(try ISODate(parsing: "2024-09-20"))
        #expect(event.refusal == .rangeIncludesDisabled(try ISODate(parsing: "2024-09-19")) && event.changes.isEmpty)
        #expect(selection.selectedDates.map(\.description) == ["2024-09-17"])
        #expect(picker.handle(.left) == .redraw && picker.handle(.left) == .redraw && picker.handle(.toggle) == .redraw)
        #expect(selection.selectedDates.map(\.description) == ["2024-09-17", "2024-09-18"])
        #expect(picker.handle(.confirm) == .confirm)
    }

    @Test("--min after --max is refused: nothing could be picked")
    func contradictoryBounds() {
        var command = Command(
            arguments: ["pick", "en-US", "--min", "2024-09-20", "--max", "2024-09-10"],
            environment: [:], stdoutIsTerminal: false)
        command.hasTerminal = true
        let outcome = command.run()
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains("--min 2024-09-20 is after --max 2024-09-10"))
    }

    @Test("escape sequences decode to keys")
    func keys() {
        #expect(PickerKey(escapeSequence: Array("[A".utf8)) == .up)
        #expect(PickerKey(escapeSequence: Array("OD".utf8)) == .left)
        #expect(PickerKey(escapeSequence: Array("[6~".utf8)) == .pageDown)
        #expect(PickerKey(escapeSequence: []) == .cancel)
        #expect(
            PickerKey(byte: 0x20) == .toggle && PickerKey(byte: 0x0D) == .confirm && PickerKey(byte: 0x03) == .interrupt
        )
    }
}

@Suite("calgrid pick with --items: where it opens, what errors name")
struct PickerItemsTests {
    func command(_ arguments: [String], items: String) -> (Command.Outcome, String) {
        let path = "/tmp/calgrid-items-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).json"
        _ = items.withCString { text in
            let file = fopen(path, "w")
            defer { fclose(file) }
            return fputs(text, file)
        }
        var command = Command(
            arguments: ["pick"] + arguments + ["--items", path], environment: [:], stdoutIsTerminal: false)
        command.hasTerminal = true
        let outcome = command.run()
        unlink(path)
        return (outcome, path)
    }

    @Test("it opens on today when the items reach it, else on the first day that can be picked")
    func opening() throws {
        let year = (1...12).map { #"{"date": "2024-\#($0 < 10 ? "0" : "")\#($0)-01"}"# }.joined(separator: ", ")
        let (inside, _) = command(["en-US", "--today", "2024-09-17"], items: "[\(year)]")
        let insidePicker = try #require(inside.picker, "\(inside.stderr)")
        #expect(insidePicker.month.address.description == "2024-M09" && insidePicker.cursor.description == "2024-09-01")
        let (later, _) = command(
            ["en-US", "--today", "2024-09-17"],
            items: #"[{"date": "2025-03-02", "enabled": false}, {"date": "2025-03-05"}, {"date": "2025-04-01"}]"#)
        let laterPicker = try #require(later.picker, "\(later.stderr)")
        #expect(laterPicker.month.address.description == "2025-M03" && laterPicker.cursor.description == "2025-03-05")
    }

    @Test("errors name --items, the file and the item, and only dates the file has or the range needs")
    func errors() {
        let (outOfRange, path) = command(["en-US"], items: #"[{"date": "2024-09-17"}, {"date": "0000-01-01"}]"#)
        #expect(outOfRange.status == 64)
        #expect(outOfRange.stderr.contains("--items \(path): item 2 (0000-01-01)"), "\(outOfRange.stderr)")
        let (range, _) = command(
            ["en-US", "--mode", "range"],
            items: #"[{"date": "2024-09-10", "selected": true}, {"date": "2024-09-17", "selected": true}]"#)
        #expect(range.status == 64)
        #expect(
            range.stderr.contains("item 2024-09-10") && range.stderr.contains("does not have 2024-09-11"),
            "\(range.stderr)")
    }
}

@Suite("calgrid pick: nothing to pick, and the cursor in the grid's calendar")
struct PickerLimitsTests {
    @Test("bounds or items that leave nothing to pick are refused")
    func nothingToPick() {
        var bounds = Command(
            arguments: ["pick", "en-US", "--today", "2024-09-17", "--max", "2024-09-01", "--no-past"],
            environment: [:], stdoutIsTerminal: false)
        bounds.hasTerminal = true
        let refused = bounds.run()
        #expect(refused.status == 64 && refused.stderr.contains("no day could be picked"), "\(refused.stderr)")
        let path = "/tmp/calgrid-items-disabled-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).json"
        _ = #"[{"date": "2024-09-10", "enabled": false}]"#.withCString { text in
            let file = fopen(path, "w")
            defer { fclose(file) }
            return fputs(text, file)
        }
        defer { unlink(path) }
        var items = Command(arguments: ["pick", "en-US", "--items", path], environment: [:], stdoutIsTerminal: false)
        items.hasTerminal = true
        let none = items.run()
        #expect(none.status == 64 && none.stderr.contains("no item can be picked"), "\(none.stderr)")
    }

    @Test("the status line gives the cursor's day in the grid's calendar where it is not the ISO date")
    func cursorInCalendar() throws {
        // 17 September 2024 is 14 Elul 5784 (hebcal.com); 1 January 1500 (proleptic
        // Gregorian) is 23 December 1499 in the Julian calendar, 9 days behind until the
        // Julian leap day of 1500 (Meeus, Astronomical Algorithms, ch. 7).
        let hebrew = try GridBuilder(locale: LocaleID("en"), calendar: .hebrew, today: ISODate(parsing: "2024-09-17"))
        let selection = DateSelection<JSONDocument>(mode: .single, today: try ISODate(parsing: "2024-09-17"))
        let picker = Picker(
            builder: hebrew, selection: selection,
            initialMonth: try hebrew.month(containing: ISODate(parsing: "2024-09-17")),
            shownRange: nil, showsWeekNumbers: false)
        #expect(picker.frame(terminalWidth: 80).contains("cursor 2024-09-17 (14 Elul)"))
        let julian = try GridBuilder(locale: LocaleID("en"), today: ISODate(parsing: "1500-01-01"))
        let early = Picker(
            builder: julian,
            selection: DateSelection<JSONDocument>(mode: .single, today: try ISODate(parsing: "1500-01-01")),
            initialMonth: try julian.month(containing: ISODate(parsing: "1500-01-01")), shownRange: nil,
            showsWeekNumbers: false)
        #expect(early.frame(terminalWidth: 80).contains("cursor 1500-01-01 (23 December)"))
        let plain = try GridBuilder(locale: LocaleID("en"), today: ISODate(parsing: "2024-09-17"))
        let modern = Picker(
            builder: plain,
            selection: DateSelection<JSONDocument>(mode: .single, today: try ISODate(parsing: "2024-09-17")),
            initialMonth: try plain.month(containing: ISODate(parsing: "2024-09-17")), shownRange: nil,
            showsWeekNumbers: false)
        #expect(modern.frame(terminalWidth: 80).contains("cursor 2024-09-17\n"))
    }
}
