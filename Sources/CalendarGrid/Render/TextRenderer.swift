/// Renders month grids as text, like `cal`: the title centred over the grid, a header
/// of short weekday names, a row per week, day labels right-aligned in columns of equal
/// terminal display width.
///
/// - Columns are measured in display width (``DisplayWidth``), so every line of a month
///   has the same width for CJK, Thai, Arabic, Devanagari and Ethiopic text alike.
/// - Right-to-left locales put the first weekday in the rightmost column. The lines are
///   emitted in visual order, and every name and label is wrapped in FIRST STRONG
///   ISOLATE … POP DIRECTIONAL ISOLATE (U+2068 … U+2069), so that a terminal with bidi
///   support cannot reorder the columns a second time.
/// - Days of the neighbouring months are left blank, as `cal` leaves them.
/// - With ``showsWeekNumbers`` each row starts (right-to-left: ends) with its week of
///   year.
/// - With secondary calendars (``MonthGrid/secondaryCalendars``), each week takes a line
///   per calendar more, under the day numbers: each day's ``SecondaryDate/label``. Their
///   titles stand under the month's title, and the columns are as wide as the widest
///   label shown.
/// - With a ``marking`` (a ``DateSelection``), selected days stand in brackets (`[17]`).
/// - With a ``styling`` hook, today, the ``cursor`` day and disabled days are shown as the
///   hook says (``DayEmphasis``); the renderer itself writes no escape codes.
///
/// ```
///    September 2024
/// Su Mo Tu We Th Fr Sa
///  1  2  3  4  5  6  7
///  8  9 10 11 12 13 14
/// 15 16 17 18 19 20 21
/// 22 23 24 25 26 27 28
/// 29 30
/// ```
/// (every line padded with spaces to the grid's width).
public struct TextRenderer: Sendable {
    /// Adds the week of year to each row.
    public var showsWeekNumbers: Bool
    /// The columns available: months are laid side by side while they fit.
    public var terminalWidth: Int
    /// What each day carries (``DayContent``), asked once per cell: its marks bracket a
    /// selected day and dim a disabled one, its events put `*` after its label.
    public var contents = DayContents()
    /// What is selected and enabled; `nil` shows plain days (``contents``' ``DayContents/marking``).
    public var marking: (any DayMarking)? {
        get { contents.marking }
        set { contents.marking = newValue }
    }
    /// The day a picker's cursor is on (``DayEmphasis/cursor``).
    public var cursor: ISODate?
    /// Shows emphasized days: called with a day's label (already isolated for right-to-left
    /// text) and how it stands out, it returns the text to print in its place, which must
    /// take no more columns than the label (escape codes, not characters). `nil`: plain.
    public var styling: (@Sendable (_ label: String, _ emphasis: DayEmphasis) -> String)?

    /// A renderer; all settings are optional.
    public init(
        showsWeekNumbers: Bool = false, terminalWidth: Int = 80,
        marking: (any DayMarking)? = nil, cursor: ISODate? = nil,
        styling: (@Sendable (_ label: String, _ emphasis: DayEmphasis) -> String)? = nil
    ) {
        self.showsWeekNumbers = showsWeekNumbers
        self.terminalWidth = terminalWidth
        self.contents = DayContents(marking: marking)
        self.cursor = cursor
        self.styling = styling
    }

    /// Spaces between months laid side by side.
    static let monthGap = 3
    /// Spaces between the week-number column and the grid.
    static let weekNumberGap = 2

    private static let isolateStart = "\u{2068}"
    private static let isolateEnd = "\u{2069}"

    /// Which of the locale's weekday names head the columns.
    public enum WeekdayWidth: Sendable, Equatable {
        /// The short names (CLDR `short`: `Mo.` in `de`), unless more months fit side by
        /// side in ``TextRenderer/terminalWidth`` with the narrow ones and those name seven
        /// different days (`日 一 二` in `zh`, `ح ن ث` in `ar`): then those, for every month
        /// of the text. Where narrow names repeat (`M D M D F S S` in `de`, `S M T W T F S`
        /// in `en`) a column could be either of two days, so the short names stay and fewer
        /// months share a row. One month alone always has the short names.
        case automatic
        /// Always the short names (the abbreviated ones where a locale has no short).
        case short
        /// Always the narrow names.
        case narrow
    }

    /// The events of each day: with it, every cell has one column more, `*` after the
    /// label of a day that has events (the list of them is the caller's to print).
    /// (``contents``' ``DayContents/events``.)
    public var events: (@Sendable (ISODate) -> [DayEvent])? {
        get { contents.events }
        set { contents.events = newValue }
    }
    /// Whether right-to-left names and labels are wrapped in FIRST STRONG ISOLATE … POP
    /// DIRECTIONAL ISOLATE (the default), which keeps a terminal with bidi support from
    /// reordering the columns again. Without bidi support (tmux, most emulators) the marks
    /// do nothing, and a multi-letter Hebrew or Arabic label shows in stored order either
    /// way; `false` leaves them out for programs that cannot take them.
    public var isolatesBidi: Bool = true
    /// The weekday names of the header (``WeekdayWidth/automatic`` by default).
    public var weekdayWidth: WeekdayWidth = .automatic
    /// A line centred over the months, and an empty line under it: `calgrid` puts the
    /// year there when it shows a whole year, as `cal -y` does.
    public var heading: String? = nil

    /// The whole text for a sequence of months, ending in a newline: side by side
    /// while they fit in ``terminalWidth`` (first month rightmost in right-to-left
    /// locales), groups separated by a blank line; the ``heading`` above them.
    public func render(_ grids: [MonthGrid]) -> String {
        // No key-path literals in the renderer (`map(\.count)`): the Swift runtime
        // instantiates each on its first use, about 26,000 instructions apiece, and a
        // one-month `calgrid` renders once (docs/performance.md). Closures cost nothing.
        var blocks = grids.map { lines(for: $0, narrow: weekdayWidth == .narrow) }
        guard var widest = blocks.map({ $0.first.map(DisplayWidth.of) ?? 0 }).max() else { return "" }
        var perRow = max(1, (terminalWidth + Self.monthGap) / (widest + Self.monthGap))
        if weekdayWidth == .automatic, perRow < grids.count,
            grids.allSatisfy({ Set($0.profile.weekdayNames.map { $0.narrow }).count == 7 })
        {
            let narrow = grids.map { lines(for: $0, narrow: true) }
            let narrowWidest = narrow.map { $0.first.map(DisplayWidth.of) ?? 0 }.max() ?? widest
            let narrowPerRow = max(1, (terminalWidth + Self.monthGap) / (narrowWidest + Self.monthGap))
            if narrowPerRow > perRow {
                blocks = narrow
                widest = narrowWidest
                perRow = narrowPerRow
            }
        }
        let rightToLeft = grids.first?.profile.direction == .rightToLeft
        var output: [String] = []
        for start in stride(from: 0, to: blocks.count, by: perRow) {
            var group = Array(blocks[start..<min(start + perRow, blocks.count)])
            if rightToLeft { group.reverse() }
            let height = group.map { $0.count }.max() ?? 0
            if start > 0 { output.append("") }
            for line in 0..<height {
                let parts = group.map { block -> String in
                    line < block.count ? block[line] : String(repeating: " ", count: DisplayWidth.of(block[0]))
                }
                output.append(parts.joinedConcretely(separator: String(repeating: " ", count: Self.monthGap)))
            }
        }
        if let heading {
            let width = output.map(DisplayWidth.of).max() ?? 0
            let line = rightToLeft && isolatesBidi ? Self.isolateStart + heading + Self.isolateEnd : heading
            output = [DisplayWidth.center(line, in: max(width, DisplayWidth.of(line))), ""] + output
        }
        return output.joinedConcretely(separator: "\n") + "\n"
    }

    /// One month: title, weekday header, one line per week, all of one display width;
    /// the short weekday names unless ``weekdayWidth`` is ``WeekdayWidth/narrow``.
    public func lines(for grid: MonthGrid) -> [String] {
        lines(for: grid, narrow: weekdayWidth == .narrow)
    }

    private func lines(for grid: MonthGrid, narrow: Bool) -> [String] {
        let profile = grid.profile
        let rightToLeft = profile.direction == .rightToLeft
        let headerNames = profile.weekdayNames.map { name in
            narrow && !name.narrow.isEmpty ? name.narrow : (name.short.isEmpty ? name.abbreviated : name.short)
        }
        // Only the secondary calendars whose days differ from the grid's get a row.
        let shownSecondaries = grid.secondaryDayRows.indices.filter { grid.secondaryDayRows[$0] }
        let secondaryWidth =
            grid.weeks.lazy.flatMap { $0.days }.filter { $0.isInMonth }
            .flatMap { day in
                shownSecondaries.compactMap {
                    $0 < day.secondary.count ? DisplayWidth.of(day.secondary[$0].label) : nil
                }
            }.max() ?? 0
        let columnWidth = max(
            headerNames.map(DisplayWidth.of).max() ?? 1,
            (1...profile.calendar.longestMonth).map { DisplayWidth.of(profile.label(forDay: $0)) }.max() ?? 2,
            secondaryWidth)
        // As wide as week 55 (two digits in most numbering systems) or the widest week
        // number shown, whichever is wider (Roman numerals: XXXVIII is wider than LV).
        // Week numbers are formatted only where shown.
        let weekNumberWidth =
            showsWeekNumbers
            ? (grid.weeks.map { DisplayWidth.of(profile.numberLabel($0.weekOfYear)) }
                + [DisplayWidth.of(profile.numberLabel(55))]).max() ?? 2 : 0

        func isolate(_ text: String) -> String {
            rightToLeft && isolatesBidi ? Self.isolateStart + text + Self.isolateEnd : text
        }
        // With a selection, each cell has room for brackets on both sides.
        let bracketed = contents.marking != nil
        let showsEvents = contents.events != nil
        let showsHolidays = !contents.holidays.isEmpty
        func cell(_ text: String, day: DayCell? = nil) -> String {
            let padding = String(repeating: " ", count: max(0, columnWidth - DisplayWidth.of(text)))
            var body = isolate(text)
            let content = day.map { contents.content(of: $0.iso) }
            let marks = content?.marks
            if let styling, let day {
                var emphasis: DayEmphasis = []
                if day.iso == cursor { emphasis.insert(.cursor) }
                if day.isToday { emphasis.insert(.today) }
                if marks?.isEnabled == false { emphasis.insert(.disabled) }
                if content?.isHolidayOff == true { emphasis.insert(.holiday) }
                if !emphasis.isEmpty { body = styling(body, emphasis) }
            }
            var mark = showsEvents ? (content?.events.isEmpty == false ? "*" : " ") : ""
            if showsHolidays { mark += Self.holidayMark(content, isWeekend: day?.isWeekend == true) }
            guard bracketed else { return padding + body + mark }
            let selected = marks?.isSelected == true
            return padding + (selected ? "[" : " ") + body + (selected ? "]" : " ") + mark
        }
        func blank() -> String {
            String(
                repeating: " ",
                count: columnWidth + (bracketed ? 2 : 0) + (showsEvents ? 1 : 0) + (showsHolidays ? 1 : 0))
        }

        func row(_ cells: [String], weekNumber: String?) -> String {
            var line = (rightToLeft ? cells.reversed() : cells).joinedConcretely(separator: " ")
            if showsWeekNumbers {
                let number =
                    weekNumber.map { DisplayWidth.padLeft(isolate($0), to: weekNumberWidth) }
                    ?? String(repeating: " ", count: weekNumberWidth)
                let gap = String(repeating: " ", count: Self.weekNumberGap)
                line = rightToLeft ? line + gap + number : number + gap + line
            }
            return line
        }

        var body: [String] = [row(headerNames.map { cell($0) }, weekNumber: nil)]
        for week in grid.weeks {
            let cells = week.days.map { day in day.isInMonth ? cell(day.label, day: day) : blank() }
            body.append(row(cells, weekNumber: showsWeekNumbers ? profile.numberLabel(week.weekOfYear) : nil))
            for index in shownSecondaries {
                let labels = week.days.map { day in
                    day.isInMonth && index < day.secondary.count ? cell(day.secondary[index].label) : blank()
                }
                body.append(row(labels, weekNumber: nil))
            }
        }
        let gridWidth = DisplayWidth.of(body[0])
        let titles = ([grid.title] + grid.secondaryTitles).map(isolate)
        let width = max(gridWidth, titles.map(DisplayWidth.of).max() ?? 0)
        let pad: (String) -> String = {
            rightToLeft ? DisplayWidth.padLeft($0, to: width) : DisplayWidth.padRight($0, to: width)
        }
        return titles.map { DisplayWidth.center($0, in: width) } + body.map(pad)
    }

    /// The holiday column of a day: `+` for a holiday that is a day off, `=` for a day of the
    /// grid's weekend made a working day (China's 调休), else a space.
    public static func holidayMark(_ content: DayContent?, isWeekend: Bool) -> String {
        guard let content else { return " " }
        if content.isHolidayOff && content.isWorkingDay == false { return "+" }
        if isWeekend && content.isWorkingDay == true { return "=" }
        return " "
    }
}
