import Testing

@testable import CalendarGrid

private func day(_ text: String) -> ISODate {
    // Test literals only: a bad one stops the run loudly.
    do { return try ISODate(parsing: text) } catch {
        preconditionFailure("test literal \(text) is not a date: \(error)")
    }
}

@Suite("DateSelection: booking, range, bounded single and multiple")
struct DateSelectionTests {
    // MARK: Booking

    static let rooms: [DateItem<String>] = [
        DateItem(date: day("2024-09-20"), isEnabled: true, payload: "room 3"),
        DateItem(date: day("2024-09-18"), isEnabled: false, payload: "room 1"),
        DateItem(date: day("2024-09-17"), isEnabled: true, isSelected: true, payload: "room 0"),
        DateItem(date: day("2024-09-19"), isEnabled: true, payload: "room 2"),
        DateItem(date: day("2024-11-02"), isEnabled: true, payload: "room 9"),
    ]

    @Test("items are kept sorted; unnamed days are disabled and unselected; only enabled days toggle")
    func booking() throws {
        let selection = try DateSelection(items: Self.rooms, mode: .multiple, today: day("2024-09-01"))
        #expect(
            selection.items.map(\.date.description) == [
                "2024-09-17", "2024-09-18", "2024-09-19", "2024-09-20", "2024-11-02",
            ])
        #expect(!selection.isEnabled(day("2024-09-21")))
        #expect(!selection.isSelected(day("2024-09-21")))
        #expect(selection.toggle(day("2024-09-21")).refusal == .disabled)
        #expect(selection.toggle(day("2024-09-18")).refusal == .disabled)
        let event = selection.toggle(day("2024-09-19"))
        #expect(event.changes.count == 1)
        #expect(event.changes.first?.old.isSelected == false)
        #expect(event.changes.first?.new.isSelected == true)
        #expect(event.changes.first?.new.payload == "room 2")
        #expect(selection.selectedDates.map(\.description) == ["2024-09-17", "2024-09-19"])
        #expect(selection.items(.selected).compactMap(\.payload) == ["room 0", "room 2"])
        #expect(selection.items(.enabled).count == 4)
    }

    @Test("the months shown run from the earliest item's month to the latest's, in the grid's calendar")
    func bookingMonths() throws {
        let selection = try DateSelection(items: Self.rooms, today: day("2024-09-01"))
        let gregorian = try GridBuilder(locale: LocaleID("en-US"))
        #expect(
            try selection.months(with: gregorian).map(\.address.description) == ["2024-M09", "2024-M10", "2024-M11"])
        // Persian months: 2024-09-17 is 27 Shahrivar 1403, 2024-11-02 is 12 Aban 1403
        // (Iran Calendar Center conversion).
        let persian = try GridBuilder(locale: LocaleID("fa-IR"))
        let months = try selection.months(with: persian)
        #expect(months.map(\.address.description) == ["1403-M06", "1403-M07", "1403-M08"])
        let november = try #require(months.last)
        #expect(selection.items(.inMonth(november)).map(\.date.description) == ["2024-11-02"])
    }

    @Test("an empty list, and duplicates that disagree, are typed errors")
    func badLists() throws {
        #expect(throws: SelectionError.noItems) {
            try DateSelection<String>(items: [], today: day("2024-09-01"))
        }
        let disagreeing = [
            DateItem<String>(date: day("2024-09-17")), DateItem(date: day("2024-09-17"), isEnabled: false),
        ]
        #expect(throws: SelectionError.conflictingStates(day("2024-09-17"))) {
            try DateSelection(items: disagreeing, today: day("2024-09-01"))
        }
        let twoSelected = [
            DateItem<String>(date: day("2024-09-17"), isSelected: true),
            DateItem(date: day("2024-09-18"), isSelected: true),
        ]
        #expect(throws: SelectionError.secondSelectedDay(day("2024-09-18"), first: day("2024-09-17"))) {
            try DateSelection(items: twoSelected, mode: .single, today: day("2024-09-01"))
        }
        let gap = [
            DateItem<String>(date: day("2024-09-17"), isSelected: true), DateItem(date: day("2024-09-18")),
            DateItem(date: day("2024-09-19"), isSelected: true),
        ]
        #expect(
            throws: SelectionError.unselectedDayInRange(day("2024-09-18"), range: day("2024-09-17")...day("2024-09-19"))
        ) {
            try DateSelection(items: gap, mode: .range, today: day("2024-09-01"))
        }
        // A gap the list does not have: the error names the range's first day.
        let missing = [
            DateItem<String>(date: day("2024-09-17"), isSelected: true),
            DateItem(date: day("2024-09-19"), isSelected: true),
        ]
        do {
            _ = try DateSelection(items: missing, mode: .range, today: day("2024-09-01"))
            Issue.record("a range with a day the list lacks was accepted")
        } catch {
            #expect(error == .dayMissingFromRange(day("2024-09-18"), range: day("2024-09-17")...day("2024-09-19")))
            #expect(error.message.hasPrefix("item 2024-09-17: the selected days 2024-09-17 … 2024-09-19"))
        }
        // Identical duplicates are accepted; the first is kept.
        let same = [
            DateItem(date: day("2024-09-17"), payload: "first"), DateItem(date: day("2024-09-17"), payload: "second"),
        ]
        #expect(try DateSelection(items: same, today: day("2024-09-01")).items.first?.payload == "first")
    }

    @Test("read-only: every attempted toggle is reported, nothing changes")
    func readOnly() async throws {
        let reported = Locked<[ISODate]>([])
        let selection = try DateSelection(
            items: Self.rooms, mode: .multiple, today: day("2024-09-01"), isReadOnly: true,
            onChange: { event in reported.withLock { $0.append(event.date) } })
        #expect(selection.toggle(day("2024-09-19")).refusal == .readOnly)
        #expect(selection.toggle(day("2024-09-17")).refusal == .readOnly)
        #expect(selection.selectedDates.map(\.description) == ["2024-09-17"])
        #expect(reported.withLock { $0 }.map(\.description) == ["2024-09-19", "2024-09-17"])
    }

    @Test("changes reach the callback and every AsyncStream, with old and new state and payload")
    func events() async throws {
        let seen = Locked<[String]>([])
        let selection = try DateSelection(
            items: Self.rooms, mode: .single, today: day("2024-09-01"),
            onChange: { event in
                seen.withLock { $0 += event.changes.map { "\($0.new.date) \($0.new.isSelected)" } }
            })
        let stream = selection.events()
        let listener = Task {
            var received: [SelectionEvent<String>] = []
            for await event in stream {
                received.append(event)
                if received.count == 2 { break }
            }
            return received
        }
        // Single mode: picking 19 clears 17.
        selection.toggle(day("2024-09-19"))
        selection.toggle(day("2024-09-19"))
        let received = await listener.value
        #expect(received.count == 2)
        #expect(
            received[0].changes.map {
                "\($0.old.date) \($0.old.isSelected)→\($0.new.isSelected) \($0.new.payload ?? "")"
            }
                == ["2024-09-17 true→false room 0", "2024-09-19 false→true room 2"])
        #expect(received[1].changes.map(\.new.isSelected) == [false])
        #expect(seen.withLock { $0 } == ["2024-09-17 false", "2024-09-19 true", "2024-09-19 false"])
    }

    // MARK: Range

    @Test("range: start, end before or after, tap inside clears, tap outside starts anew")
    func range() {
        let selection = DateSelection<Never>(mode: .range, today: day("2024-09-01"))
        #expect(selection.toggle(day("2024-09-20")).changes.count == 1)
        #expect(
            selection.marks(for: day("2024-09-20"))
                == DayMarks(isEnabled: true, isSelected: true, isRangeStart: true, isRangeEnd: false, isInRange: true))
        // A second day before the first: every day between, inclusive.
        #expect(
            selection.toggle(day("2024-09-16")).changes.map(\.new.date.description)
                == ["2024-09-16", "2024-09-17", "2024-09-18", "2024-09-19"])
        #expect(selection.selectedDates.count == 5)
        #expect(selection.marks(for: day("2024-09-16")).isRangeStart == true)
        #expect(selection.marks(for: day("2024-09-20")).isRangeEnd == true)
        #expect(selection.marks(for: day("2024-09-18")).isInRange == true)
        #expect(selection.marks(for: day("2024-09-21")).isInRange == false)
        // Inside a complete range: cleared.
        #expect(selection.toggle(day("2024-09-18")).changes.count == 5)
        #expect(selection.selectedDates.isEmpty)
        // A new range, then a tap outside it starts another.
        selection.toggle(day("2024-09-01"))
        selection.toggle(day("2024-09-03"))
        selection.toggle(day("2024-09-10"))
        #expect(selection.selectedDates.map(\.description) == ["2024-09-10"])
        // Tapping the lone anchor again clears it.
        selection.toggle(day("2024-09-10"))
        #expect(selection.selectedDates.isEmpty)
    }

    @Test("a range over a disabled day is refused whole, and the anchor stays")
    func rangeOverDisabled() throws {
        let selection = try DateSelection(
            items: Self.rooms.map {
                var item = $0
                item.isSelected = false
                return item
            },
            mode: .range, today: day("2024-09-01"))
        selection.toggle(day("2024-09-17"))
        #expect(selection.toggle(day("2024-09-19")).refusal == .rangeIncludesDisabled(day("2024-09-18")))
        #expect(selection.selectedDates.map(\.description) == ["2024-09-17"])
        // 19 → 20 has no disabled day in between.
        selection.toggle(day("2024-09-17"))
        selection.toggle(day("2024-09-19"))
        #expect(selection.toggle(day("2024-09-20")).changes.count == 1)
        #expect(selection.selectedDates.map(\.description) == ["2024-09-19", "2024-09-20"])
    }

    @Test("a Hebrew range across Adar I and Adar II 5784")
    func hebrewRange() throws {
        let builder = try GridBuilder(locale: LocaleID("he-IL"), calendar: .hebrew)
        let adarI = try builder.month(MonthAddress(parsing: "5784-M05L"))
        let adarII = try builder.month(after: adarI)
        let selection = DateSelection<Never>(mode: .range, today: day("2024-03-01"))
        // 25 Adar I 5784 … 5 Adar II 5784 (hebcal.com: 5 March … 15 March 2024).
        let start = try #require(adarI.cells.first { $0.isInMonth && $0.day == 25 })
        let end = try #require(adarII.cells.first { $0.isInMonth && $0.day == 5 })
        #expect(start.iso.description == "2024-03-05" && end.iso.description == "2024-03-15")
        selection.toggle(start.iso)
        selection.toggle(end.iso)
        #expect(selection.items(.inMonth(adarI)).count == 6)  // 25 … 30 Adar I
        #expect(selection.items(.inMonth(adarII)).count == 5)  // 1 … 5 Adar II
        let marks = JSONRenderer().render([adarII], marking: selection)
        // Day 5 in Hebrew numerals (he) is ה׳ (he = 5, with a geresh).
        #expect(
            marks.contains(
                #""iso": "2024-03-15", "day": 5, "label": "ה׳", "inMonth": true, "weekday": 6, "weekend": true, "#
                    + #""today": false, "enabled": true, "selected": true, "#
                    + #""rangeStart": false, "rangeEnd": true, "inRange": true"#
            ))
    }

    // MARK: Bounded single and multiple

    @Test("bounds: minimum, maximum, no past, no future, predicate")
    func bounds() {
        let today = day("2024-09-17")
        let minMax = DateSelection<Never>(
            mode: .single, bounds: SelectionBounds(minimum: day("2024-09-10"), maximum: day("2024-09-20")), today: today
        )
        #expect(!minMax.isEnabled(day("2024-09-09")) && minMax.isEnabled(day("2024-09-10")))
        #expect(minMax.isEnabled(day("2024-09-20")) && !minMax.isEnabled(day("2024-09-21")))
        let noPast = DateSelection<Never>(bounds: SelectionBounds(noPast: true), today: today)
        #expect(!noPast.isEnabled(day("2024-09-16")) && noPast.isEnabled(today) && noPast.isEnabled(day("2030-01-01")))
        #expect(noPast.toggle(day("2024-09-16")).refusal == .disabled)
        let noFuture = DateSelection<Never>(bounds: SelectionBounds(noFuture: true), today: today)
        #expect(noFuture.isEnabled(day("2000-01-01")) && !noFuture.isEnabled(day("2024-09-18")))
        // No Fridays (a predicate); 2024-09-20 was a Friday.
        let predicate = DateSelection<Never>(
            mode: .multiple, bounds: SelectionBounds(predicate: { Weekday(julianDay: $0.julianDay) != .friday }),
            today: today)
        #expect(!predicate.isEnabled(day("2024-09-20")) && predicate.isEnabled(day("2024-09-19")))
    }

    @Test("single moves the selection; multiple toggles each day")
    func singleAndMultiple() {
        let single = DateSelection<Never>(mode: .single, today: day("2024-09-17"))
        single.toggle(day("2024-09-01"))
        single.toggle(day("2024-09-02"))
        #expect(single.selectedDates.map(\.description) == ["2024-09-02"])
        single.toggle(day("2024-09-02"))
        #expect(single.selectedDates.isEmpty)
        let multiple = DateSelection<Never>(mode: .multiple, today: day("2024-09-17"))
        for text in ["2024-09-01", "2024-09-05", "2024-09-03", "2024-09-05"] { multiple.toggle(day(text)) }
        #expect(multiple.selectedDates.map(\.description) == ["2024-09-01", "2024-09-03"])
    }

    @Test("default selection: today when shown and enabled, else the first enabled day — in three calendars")
    func defaultSelection() throws {
        let today = day("2024-09-17")
        let gregorian = try GridBuilder(locale: LocaleID("en-US")).month(containing: today)
        let open = DateSelection<Never>(mode: .single, today: today)
        #expect(open.defaultDate(in: gregorian) == today)
        open.selectDefault(in: gregorian)
        #expect(open.selectedDates == [today])

        // Today not enabled (no past allowed, but only from the 20th): first enabled day.
        let later = DateSelection<Never>(
            mode: .multiple, bounds: SelectionBounds(minimum: day("2024-09-20")), today: today)
        #expect(later.defaultDate(in: gregorian)?.description == "2024-09-20")

        // Persian Mehr 1403 (22 September … 21 October 2024) does not contain today:
        // its first day is the default.
        let mehr = try GridBuilder(locale: LocaleID("fa-IR")).month(MonthAddress(parsing: "1403-7"))
        #expect(open.defaultDate(in: mehr)?.description == "2024-09-22")

        // Islamic (Umm al-Qura) Rabi' al-Awwal 1446 contains 2024-09-17.
        let hijri = try GridBuilder(locale: LocaleID("ar-SA"), calendar: .islamicUmalqura).month(
            MonthAddress(parsing: "1446-3"))
        #expect(DateSelection<Never>(mode: .single, today: today).defaultDate(in: hijri) == today)

        // A selection that already has a pick keeps it; range and multiple modes never
        // default (a multiple-choice picker starts with nothing chosen for the user).
        #expect(open.selectDefault(in: gregorian) == nil)
        #expect(DateSelection<Never>(mode: .range, today: today).selectDefault(in: gregorian) == nil)
        let multiple = DateSelection<Never>(mode: .multiple, today: today)
        #expect(multiple.selectDefault(in: gregorian) == nil && multiple.selectedDates.isEmpty)
    }

    @Test("text: selected days in brackets, disabled dimmed and cursor reversed only on a terminal")
    func textMarks() throws {
        let grid = try GridBuilder(locale: LocaleID("en-US"), today: day("2024-09-17")).month(
            MonthAddress(parsing: "2024-9"))
        let selection = DateSelection<Never>(
            mode: .multiple, bounds: SelectionBounds(maximum: day("2024-09-25")), today: day("2024-09-17"))
        selection.toggle(day("2024-09-03"))
        let plain = TextRenderer(marking: selection).lines(for: grid)
        #expect(plain[2].contains("  [3]  "))
        #expect(!plain.joined().contains("\u{1B}"))
        #expect(Set(plain.map(DisplayWidth.of)).count == 1)
        // The renderer says which days stand out and how; the look is the styling hook's.
        let styled = TextRenderer(
            marking: selection, cursor: day("2024-09-05"),
            styling: { label, emphasis in
                let tags = [(DayEmphasis.cursor, "c"), (.today, "t"), (.disabled, "d")]
                    .filter { emphasis.contains($0.0) }.map(\.1).joined()
                return "<" + tags + ">" + label
            }
        ).lines(for: grid)
        #expect(styled[2].contains("<c>5 "))
        #expect(styled[4].contains("<t>17"))
        #expect(styled[5].contains("<d>26"))  // after the maximum: disabled
        #expect(!styled.joined().contains("<c>17") && !styled.joined().contains("<d>25"))
    }
}
