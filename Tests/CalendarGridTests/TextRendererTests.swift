import Testing

@testable import CalendarGrid

@Suite("TextRenderer: display width, right to left, week numbers")
struct TextRendererTests {
    static func grid(_ locale: String, _ calendar: CalendarID? = nil, _ month: String) throws -> MonthGrid {
        try GridBuilder(locale: LocaleID(locale), calendar: calendar).month(MonthAddress(parsing: month))
    }

    /// What a terminal shows: display width with the reverse-video sequences removed.
    static func width(_ line: String) -> Int {
        DisplayWidth.of(line.replacing("\u{1B}[7m", with: "").replacing("\u{1B}[27m", with: ""))
    }

    @Test("display width from Unicode properties (UAX #11 East Asian Width, general category)")
    func widths() {
        #expect(DisplayWidth.of("12") == 2)
        #expect(DisplayWidth.of("周一") == 4)  // CJK ideographs are Wide
        #expect(DisplayWidth.of("１２") == 4)  // FULLWIDTH DIGIT ONE/TWO
        #expect(DisplayWidth.of("ก่") == 1)  // THAI CHARACTER KO KAI + MAI EK (Mn)
        #expect(DisplayWidth.of("ጳጉሜን") == 4)  // Ethiopic syllables are Neutral
        #expect(DisplayWidth.of("\u{2068}١٢\u{2069}") == 2)  // isolates are format characters
        #expect(DisplayWidth.of("한") == 2)  // a precomposed Hangul syllable is Wide
        #expect(DisplayWidth.of("\u{1112}\u{1161}\u{11AB}") == 2)  // the same, as conjoining jamo
        #expect(DisplayWidth.of("e\u{301}") == 1)  // COMBINING ACUTE ACCENT
    }

    @Test(
        "every line of a month has one display width",
        arguments: [
            ("zh-CN", CalendarID.chinese, "2023-M02L"), ("zh-CN-u-nu-hanidays", .chinese, "2023-M02L"),
            ("ja-JP", nil, "2024-2"), ("ko-KR", nil, "2024-2"), ("th-TH", nil, "2567-2"),
            ("th-TH-u-nu-thai", nil, "2567-2"), ("ar-EG", nil, "2024-9"), ("fa-IR", nil, "1403-12"),
            ("am-ET", .ethiopic, "2015-M13"), ("hi-IN", nil, "2024-9"), ("he-IL", .hebrew, "5784-M05L"),
        ])
    func aligned(_ locale: String, _ calendar: CalendarID?, _ month: String) throws {
        let grid = try Self.grid(locale, calendar, month)
        for renderer in [
            TextRenderer(), TextRenderer(showsWeekNumbers: true),
            TextRenderer(styling: { label, _ in "\u{1B}[7m" + label + "\u{1B}[27m" }),
        ] {
            let lines = renderer.lines(for: grid)
            let widths = Set(lines.map(Self.width))
            #expect(widths.count == 1, "\(locale): \(lines.map(Self.width))\n\(lines.joined(separator: "\n"))")
            #expect(lines.count == grid.weeks.count + 2)
            let text = renderer.render([grid, grid])
            // Lines of months side by side, or stacked with one empty line between them.
            #expect(Set(text.split(separator: "\n").map { Self.width(String($0)) }).count == 1)
        }
    }

    @Test("week numbers in Roman numerals: the column is as wide as the widest shown (XXXVIII), every row aligned")
    func romanWeekNumbers() throws {
        let grid = try Self.grid("en-US-u-nu-roman", nil, "2024-9")
        let lines = TextRenderer(showsWeekNumbers: true).lines(for: grid)
        #expect(Set(lines.map(Self.width)).count == 1, "\(lines)")
        // Week 38 of 2024 (15–21 September: Sunday-first weeks, CLDR en-US) is XXXVIII,
        // seven letters, right-aligned before its days.
        #expect(lines.contains { $0.hasPrefix("XXXVIII  ") })
        #expect(lines.contains { $0.hasPrefix("  XXXVI  ") })
    }

    @Test("right to left: the first weekday is the rightmost column, names isolated")
    func rightToLeft() throws {
        let grid = try Self.grid("ar-EG", nil, "2024-9")
        let lines = TextRenderer().lines(for: grid)
        // ar-EG weeks start on Saturday (السبت), so its short name ends the header line.
        #expect(lines[1].hasSuffix("\u{2068}سبت\u{2069}"))
        #expect(lines[1].drop { $0 == " " }.hasPrefix("\u{2068}جمعة\u{2069}"))
        // 1 September 2024 was a Sunday: second column from the right in the first row.
        let firstRow = lines[2].split(separator: " ").map(String.init)
        #expect(firstRow.last == "\u{2068}١\u{2069}")
        let left = TextRenderer(showsWeekNumbers: true).lines(for: grid)
        #expect(left[2].hasSuffix("\u{2068}٣٦\u{2069}"))  // week numbers end the row in RTL
        let english = TextRenderer(showsWeekNumbers: true).lines(for: try Self.grid("en-US", nil, "2024-9"))
        #expect(english[2].hasPrefix("36   1  2"))  // and start it in LTR
    }

    @Test("en-US September 2024 exactly as cal prints it (blank cells for other months)")
    func exact() throws {
        let text = TextRenderer().render([try Self.grid("en-US", nil, "2024-9")])
        #expect(
            text == """
                   September 2024   \n\
                Su Mo Tu We Th Fr Sa
                 1  2  3  4  5  6  7
                 8  9 10 11 12 13 14
                15 16 17 18 19 20 21
                22 23 24 25 26 27 28
                29 30               \n
                """)
    }

    @Test("secondary calendars: a line per calendar under each week, titles under the title, one width")
    func secondaryLines() throws {
        let builder = try GridBuilder(locale: LocaleID("en-US"), secondaryCalendars: [.hebrew, .islamicCivil])
        let grid = try builder.month(MonthAddress(parsing: "2024-9"))
        let lines = TextRenderer(showsWeekNumbers: true).lines(for: grid)
        // Title, two secondary titles, header, then three lines for each of the 5 weeks.
        #expect(lines.count == 3 + 1 + 3 * grid.weeks.count)
        #expect(Set(lines.map(DisplayWidth.of)).count == 1)
        #expect(lines[1].contains("Elul") && lines[2].contains("1446"))
        // hebcal.com: 1 Elul 5784 = Wednesday 4 September 2024, so its name stands under the 4th.
        let days = lines[4]
        let hebrew = lines[5]
        let four = try #require(days.firstRange(of: " 4 "))
        let elul = try #require(hebrew.firstRange(of: "Elul"))
        #expect(
            hebrew.distance(from: hebrew.startIndex, to: elul.upperBound)
                == days.distance(from: days.startIndex, to: four.upperBound) - 1)
        // The week number stands on the day line only.
        #expect(days.hasPrefix("36") && hebrew.hasPrefix("  "))
    }

    @Test("months side by side while they fit, first month rightmost in RTL")
    func sideBySide() throws {
        let builder = try GridBuilder(locale: LocaleID("he-IL"), calendar: .hebrew)
        let months = try builder.months(startingAt: MonthAddress(parsing: "5784-M05"), count: 2)
        let text = TextRenderer(terminalWidth: 200).render(months)
        let title = text.split(separator: "\n").first.map(String.init) ?? ""
        let shvat = title.firstRange(of: "שבט")
        let adarI = title.firstRange(of: "אדר א׳")
        #expect(shvat != nil && adarI != nil)
        if let shvat, let adarI { #expect(adarI.lowerBound < shvat.lowerBound) }
        let stacked = TextRenderer(terminalWidth: 20).render(months)
        #expect(stacked.split(separator: "\n", omittingEmptySubsequences: false).contains(""))
    }
}

@Suite("JSONRenderer")
struct JSONRendererTests {
    @Test("escapes quotes, backslashes and control characters; keeps other text as UTF-8")
    func escaping() {
        let value = JSONValue.object([("a", .string("q\"b\\c\n\u{1}é١"))])
        #expect(value.serialized() == #"{"a": "q\"b\\c\n\u0001é١"}"#)
    }

    @Test("member order is the contract's, and the output is deterministic")
    func order() throws {
        let builder = try GridBuilder(locale: LocaleID("ar-EG"), today: ISODate(parsing: "2024-09-15"))
        let grid = try builder.month(MonthAddress(parsing: "2024-9"))
        let text = JSONRenderer().render([grid])
        #expect(text == JSONRenderer().render([grid]))
        let keys = [
            "\"toolkitVersion\"", "\"icuVersion\"", "\"cldrVersion\"", "\"locale\"", "\"calendar\"",
            "\"numberingSystem\"",
            "\"direction\"", "\"firstWeekday\"", "\"minimalDaysInFirstWeek\"", "\"weekend\"",
            "\"secondaryCalendars\"", "\"hijriOffset\"", "\"weekdays\"", "\"months\"",
        ]
        let positions = keys.compactMap { text.firstRange(of: $0)?.lowerBound }
        #expect(positions.count == keys.count)
        #expect(positions == positions.sorted())
        #expect(
            text.contains(
                #"{"iso": "2024-09-15", "day": 15, "label": "١٥", "inMonth": true, "weekday": 1, "weekend": false, "#
                    + #""today": true, "secondary": []}"#
            ))
        #expect(text.contains(#""weekend": [6, 7]"#))
        #expect(text.contains(#""direction": "rtl""#))
    }
}
