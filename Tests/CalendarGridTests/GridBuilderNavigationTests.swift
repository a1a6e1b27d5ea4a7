import Testing

@testable import CalendarGrid

/// Eras, cyclic years, leap months, rows, navigation and ranges, each against a published
/// calendar or standard named beside it.
@Suite("GridBuilder: eras, rows, navigation and ranges")
struct GridBuilderNavigationTests {
    @Test("Japanese eras: Showa 64 ended 7 January 1989, Heisei 1 began the 8th; Reiwa 1 began 1 May 2019")
    func japaneseEras() throws {
        let builder = try GridBuilder(locale: LocaleID("ja-JP-u-ca-japanese"))
        let january1989 = try builder.month(MonthAddress(parsing: "1989-1"))
        // The title uses the era of the month's first day; every day appears once.
        #expect(january1989.icuYear == 64)
        #expect(january1989.title.hasPrefix("昭和"))
        #expect(january1989.daysInMonth == 31)
        let february1989 = try builder.month(after: january1989)
        #expect(february1989.icuYear == 1)
        #expect(february1989.icuEra == january1989.icuEra + 1)
        let april2019 = try builder.month(MonthAddress(parsing: "2019-4"))
        let may2019 = try builder.month(after: april2019)
        #expect(april2019.icuYear == 31)
        #expect(may2019.icuYear == 1)
        #expect(may2019.icuEra == april2019.icuEra + 1)
        #expect(may2019.title.hasPrefix("令和"))
    }

    @Test("Chinese years: the cyclic year of 2023 is 癸卯 (40th of the cycle), extended year 4660")
    func chineseYears() throws {
        let grid = try GridBuilder(locale: LocaleID("zh-CN"), calendar: .chinese).month(
            MonthAddress(parsing: "2023-M02L"))
        #expect(grid.icuYear == 40)
        #expect(grid.extendedYear == 4660)
        #expect(grid.arithmeticYear == 2023)
        #expect(grid.isLeapMonth)
        #expect(grid.ordinalMonth == 3)
        #expect(grid.title.contains("癸卯"))
        #expect(grid.name == "闰二月")
    }

    @Test("Hebrew Adar I is a leap month by code and position")
    func hebrewLeap() throws {
        let builder = try GridBuilder(locale: LocaleID("en"), calendar: .hebrew)
        let adarI = try builder.month(MonthAddress(parsing: "5784-M05L"))
        #expect(adarI.isLeapMonth)
        #expect(adarI.ordinalMonth == 6)
        #expect(adarI.name == "Adar I")
        let adar = try builder.month(MonthAddress(parsing: "5783-M06"))
        #expect(!adar.isLeapMonth)
        #expect(adar.ordinalMonth == 6)
        #expect(adar.name == "Adar")
    }

    @Test("row counts: 4 for February 2015, 6 for March 2025 in en-US (both on timeanddate.com)")
    func rowCounts() throws {
        let builder = try GridBuilder(locale: LocaleID("en-US"))
        // 1 February 2015 was a Sunday: four full rows.
        #expect(try builder.month(MonthAddress(parsing: "2015-2")).weeks.count == 4)
        // 1 March 2025 was a Saturday, 31 days: six rows.
        #expect(try builder.month(MonthAddress(parsing: "2025-3")).weeks.count == 6)
        // Pagume 2016 (5 days, from Friday 6 September 2024): two rows in am-ET.
        let pagume = try GridBuilder(locale: LocaleID("am-ET"), calendar: .ethiopic).month(
            MonthAddress(parsing: "2016-M13"))
        #expect(pagume.weeks.count == 2)
    }

    @Test("en-US September 2024, cell by cell (a printed US wall calendar)")
    func september2024() throws {
        let grid = try GridBuilder(locale: LocaleID("en-US"), today: ISODate(parsing: "2024-09-17"))
            .month(MonthAddress(parsing: "2024-9"))
        #expect(grid.title == "September 2024")
        #expect(grid.name == "September")
        #expect(
            grid.weeks.map { $0.days.map(\.day) } == [
                [1, 2, 3, 4, 5, 6, 7], [8, 9, 10, 11, 12, 13, 14], [15, 16, 17, 18, 19, 20, 21],
                [22, 23, 24, 25, 26, 27, 28], [29, 30, 1, 2, 3, 4, 5],
            ])
        #expect(grid.weeks[4].days.map(\.isInMonth) == [true, true, false, false, false, false, false])
        #expect(grid.cells.filter(\.isToday).map(\.iso.description) == ["2024-09-17"])
        #expect(grid.weeks[0].days.map(\.isWeekend) == [true, false, false, false, false, false, true])
        // US week numbering: week 1 contains 1 January; 1 September 2024 begins week 36.
        #expect(grid.weeks.map(\.weekOfYear) == [36, 37, 38, 39, 40])
    }

    @Test("ISO week numbers in de-DE: 30 December 2024 begins week 1 of 2025 (ISO 8601 week date 2025-W01-1)")
    func isoWeeks() throws {
        let december = try GridBuilder(locale: LocaleID("de-DE")).month(MonthAddress(parsing: "2024-12"))
        #expect(december.weeks.last?.weekOfYear == 1)
        #expect(december.weeks.last?.days.first?.iso.description == "2024-12-30")
        // 1 January 2021 was a Friday: it belongs to 2020-W53.
        let january = try GridBuilder(locale: LocaleID("de-DE")).month(MonthAddress(parsing: "2021-1"))
        #expect(january.weeks.first?.weekOfYear == 53)
        #expect(january.weeks[1].weekOfYear == 1)
    }

    @Test("hybrid October 1582 skips the 5th to the 14th; the cells stay consecutive days")
    func cutover() throws {
        let grid = try GridBuilder(locale: LocaleID("en-US"), calendar: .gregorian).month(
            MonthAddress(parsing: "1582-10"))
        let days = grid.cells.filter(\.isInMonth).map(\.day)
        #expect(days == [1, 2, 3, 4] + Array(15...31))
        let cells = grid.cells
        for (a, b) in zip(cells, cells.dropFirst()) { #expect(b.julianDay == a.julianDay + 1) }
        // 4 October 1582 (Julian) was a Thursday, 15 October a Friday.
        #expect(cells.first { $0.isInMonth && $0.day == 4 }?.weekday == .thursday)
        #expect(cells.first { $0.isInMonth && $0.day == 15 }?.weekday == .friday)
    }

    @Test("navigation: after and before cross year ends and leap months")
    func navigation() throws {
        let hebrew = try GridBuilder(locale: LocaleID("en"), calendar: .hebrew)
        let adarI = try hebrew.month(MonthAddress(parsing: "5784-M05L"))
        #expect(try hebrew.month(after: adarI).monthCode.description == "M06")
        #expect(try hebrew.month(before: adarI).monthCode.description == "M05")
        let elul = try hebrew.month(MonthAddress(parsing: "5784-M12"))
        let tishrei = try hebrew.month(after: elul)
        #expect(tishrei.arithmeticYear == 5785)
        #expect(tishrei.ordinalMonth == 1)
        #expect(try hebrew.month(before: tishrei).address == elul.address)
        #expect(try hebrew.year(5784).count == 13)
        #expect(try hebrew.year(5783).count == 12)
        let three = try hebrew.months(startingAt: MonthAddress(parsing: "5784-M05"), count: 3)
        #expect(three.map(\.monthCode.description) == ["M05", "M05L", "M06"])
        let fromDate = try hebrew.months(startingAt: ISODate(parsing: "2024-03-01"), count: 2)
        #expect(fromDate.map(\.monthCode.description) == ["M05L", "M06"])
    }

    @Test("month(containing:) finds the month in the grid's calendar")
    func containing() throws {
        let persian = try GridBuilder(locale: LocaleID("fa-IR"))
        let month = try persian.month(containing: ISODate(parsing: "2025-03-20"))
        #expect(month.address.description == "1403-M12")
        #expect(month.lastDay.description == "2025-03-20")
        let japanese = try GridBuilder(locale: LocaleID("ja-JP-u-ca-japanese"))
        #expect(try japanese.month(containing: ISODate(parsing: "2019-05-01")).icuYear == 1)
    }

    struct Missing: CustomTestStringConvertible, Sendable {
        let calendar: CalendarID
        let month: String
        var testDescription: String { "\(calendar) \(month)" }
    }

    static let missing: [Missing] = [
        .init(calendar: .hebrew, month: "5783-M05L"),  // 5783 is year 7 of the cycle: common
        .init(calendar: .hebrew, month: "5783-13"),
        .init(calendar: .gregorian, month: "2024-M13"),
        .init(calendar: .gregorian, month: "2024-13"),
        .init(calendar: .gregorian, month: "2024-M05L"),
        .init(calendar: .chinese, month: "2024-M02L"),  // 2024 (甲辰) had no leap month (HKO)
        .init(calendar: .chinese, month: "2022-13"),  // 2022 (壬寅) had twelve months
        .init(calendar: .persian, month: "1403-M13"),
        .init(calendar: .ethiopic, month: "2016-14"),
        .init(calendar: .islamicUmalqura, month: "1446-M13"),
    ]

    @Test("a month the year lacks is a typed error, not a clamp", arguments: missing)
    func monthNotInYear(_ row: Missing) throws {
        let builder = try GridBuilder(locale: LocaleID("en"), calendar: row.calendar)
        do {
            let grid = try builder.month(MonthAddress(parsing: row.month))
            Issue.record("\(row.month) gave \(grid.address)")
        } catch {
            guard case let CalendarGridError.calendar(.monthNotInYear(address, calendar, available)) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(calendar == row.calendar)
            #expect(address.description == row.month)
            #expect(!available.isEmpty)
        }
    }

    @Test("years outside the supported range are refused, and the range is as documented")
    func ranges() throws {
        let gregorian = try GridBuilder(locale: LocaleID("en"))
        #expect(gregorian.supportedYears == 1...9999)
        #expect(try GridBuilder(locale: LocaleID("en"), calendar: .iso8601).supportedYears == 0...9999)
        for year in [0, 10000, -5, Int(Int32.max) + 1, Int.max, Int.min] {
            #expect(throws: CalendarGridError.calendar(.yearOutOfRange(String(year), supported: 1...9999))) {
                try gregorian.month(MonthAddress(year: year, ordinal: 1))
            }
        }
        #expect(throws: CalendarGridError.self) {
            try gregorian.month(containing: ISODate(year: 10000, month: 1, day: 1))
        }
        #expect(throws: CalendarGridError.self) {
            try gregorian.month(after: gregorian.month(MonthAddress(parsing: "9999-12")))
        }
        #expect(throws: CalendarGridError.self) {
            try gregorian.month(before: gregorian.month(MonthAddress(parsing: "1-1")))
        }
        #expect(throws: CalendarGridError.self) {
            try gregorian.months(startingAt: MonthAddress(parsing: "2024-1"), count: 0)
        }
        for calendar in CalendarID.allCases {
            let builder = try GridBuilder(locale: LocaleID("en"), calendar: calendar)
            let range = builder.supportedYears
            let first = try builder.year(range.lowerBound)
            let last = try builder.year(range.upperBound)
            #expect(try first[0].firstDay >= ISODate(year: 0, month: 1, day: 1), "\(calendar)")
            #expect(try last[last.count - 1].lastDay <= ISODate(year: 9999, month: 12, day: 31), "\(calendar)")
            #expect(throws: CalendarGridError.self) { try builder.year(range.lowerBound - 1) }
            #expect(throws: CalendarGridError.self) { try builder.year(range.upperBound + 1) }
            // The first month's leading days belong to the year before the range (on ICU 67,
            // laid out from ICU's month starts alone for indian and the two islamic calendars):
            // consecutive days that end the day before the month begins.
            let cells = first[0].cells
            let days = cells.map(\.julianDay)
            #expect(days == Array(days[0]..<(days[0] + days.count)), "\(calendar)")
            let leading = cells.prefix { !$0.isInMonth }
            #expect(leading.last.map { $0.julianDay + 1 == first[0].firstDay.julianDay } ?? true, "\(calendar)")
            // The month before is the last of its year: Phalguna has 30 days (Indian national
            // calendar); an Islamic month has 29 or 30.
            if let last = leading.last, calendar == .indian || calendar.isIslamic {
                #expect((calendar == .indian ? 30...30 : 29...30).contains(last.day), "\(calendar): \(last.day)")
            }
        }
    }
}

@Suite("GridBuilder years")
struct GridBuilderYearTests {
    @Test("a year shows all its months, leap months included")
    func wholeYear() throws {
        let builder = try GridBuilder(
            locale: try LocaleID("zh-CN"), calendar: .chinese, today: try ISODate(parsing: "2023-03-22"))
        // HKO: the Chinese year that began in January 2023 has 13 months (闰二月).
        let year = try builder.year(2023)
        #expect(year.count == 13)
        #expect(year[2].isLeapMonth && year[2].monthCode == MonthCode("M02L"))
        #expect(!"\(CalendarGridError.locale(.unknownLanguage(language: "xx", locale: "xx-YY")))".contains("--"))
    }
}
