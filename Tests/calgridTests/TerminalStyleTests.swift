import CalendarGrid
import Testing

@testable import CalgridCLI

/// The terminal's look of emphasized days lives in the CLI (ECMA-48 SGR codes); the
/// library only says which days stand out.
@Suite("TerminalStyle")
struct TerminalStyleTests {
    @Test("the picker: cursor in reverse video, today underlined, disabled days dimmed")
    func picker() throws {
        let today = try ISODate(parsing: "2024-09-17")
        let grid = try GridBuilder(locale: LocaleID("en-US"), today: today).month(containing: today)
        let selection = DateSelection<Never>(
            mode: .multiple, bounds: SelectionBounds(maximum: try ISODate(parsing: "2024-09-25")), today: today)
        let lines = TextRenderer(
            marking: selection, cursor: try ISODate(parsing: "2024-09-05"), styling: TerminalStyle.picker
        ).lines(for: grid)
        #expect(lines[2].contains(" \u{1B}[7m5\u{1B}[27m "))
        #expect(lines[4].contains("\u{1B}[4m17\u{1B}[24m"))  // today underlined when a cursor is shown
        #expect(lines[5].contains("\u{1B}[2m26\u{1B}[22m"))  // after the maximum: dimmed
        #expect(TerminalStyle.picker("5", [.cursor, .today]) == "\u{1B}[7m5\u{1B}[27m")
    }

    @Test("calgrid's grids: today in reverse video, nothing else styled")
    func grid() {
        #expect(TerminalStyle.grid("17", .today) == "\u{1B}[7m17\u{1B}[27m")
        #expect(TerminalStyle.grid("17", .disabled) == "17")
    }
}
