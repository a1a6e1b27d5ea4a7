import CalendarGrid
import CalendarGridEvents
import CalendarGridFoundation
import Foundation
import Glibc
import Testing

/// The code of the DocC articles (Sources/CalendarGrid/CalendarGrid.docc), compiled and run
/// here; a test checks that every Swift block of the articles appears in this file word
/// for word, so an article's code cannot rot. Facts name their sources.
@Suite("The documentation's code")
struct DocumentationExamplesTests {
    @Test("getting started: Adar I and II 5784")
    func gettingStarted() throws {
        let builder = try GridBuilder(locale: LocaleID("he-IL"), calendar: .hebrew)
        let adarI = try builder.month(MonthAddress(parsing: "5784-M05L"))
        let adarII = try builder.month(after: adarI)
        let year = try builder.year(5784)
        // hebcal.com: Adar I 5784 has 30 days; 5784 is a leap year of 13 months.
        #expect(adarI.name == "אדר א׳" && adarI.daysInMonth == 30 && year.count == 13)
        #expect(adarII.monthCode.description == "M06")
    }

    @Test("in an app: a moment in Tokyo, the month that contains its day, Foundation's JSONEncoder")
    func inAnApp() throws {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = TimeZone(identifier: "Asia/Tokyo") ?? .gmt
        let moment = Date(timeIntervalSince1970: 1_726_615_800)  // 2024-09-17T23:30:00Z
        let parts = gregorian.dateComponents([.year, .month, .day], from: moment)
        let day = try ISODate(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
        let month = try GridBuilder(locale: LocaleID("ja-JP"), today: day).month(containing: day)
        let json = try JSONEncoder().encode(month)
        // Japan Standard Time is UTC+9 all year: 23:30 UTC is 08:30 the next day.
        #expect(day.description == "2024-09-18")
        #expect(month.cells.filter(\.isToday).map(\.iso) == [day])
        let object = try JSONSerialization.jsonObject(with: json) as? [String: Any]
        #expect(object?["monthCode"] as? String == "M09" && object?["daysInMonth"] as? Int == 30)
    }

    @Test("locales: -u-fw-mon")
    func locales() throws {
        let locale = try LocaleID("en-US-u-fw-mon")
        let profile = try LocaleProfile.resolve(locale)
        let monday = profile.firstWeekday == .monday
        #expect(monday)
    }

    @Test("calendars: Mehr 1403 began on 22 September 2024")
    func calendars() throws {
        let persian = try GridBuilder(locale: LocaleID("fa-IR"))
        let mehr = try persian.month(MonthAddress(parsing: "1403-7"))
        let firstOfMehr = mehr.firstDay.description
        // Iran's official calendar: 1 Mehr 1403 = 22 September 2024.
        #expect(firstOfMehr == "2024-09-22" && persian.profile.calendar == .persian)
    }

    @Test("calendars CLDR lacks: Christmas in the Julian calendar")
    func julianCalendar() throws {
        let julian = try GridBuilder(locale: LocaleID("ru-RU"), calendar: .julian)
        let december = try julian.month(MonthAddress(parsing: "2024-12"))
        let christmas = december.cells.first { $0.isInMonth && $0.day == 25 }?.iso.description
        // The Julian calendar is 13 days behind the Gregorian from 1 March 1900 to
        // 28 February 2100: Orthodox Christmas on 7 January.
        #expect(christmas == "2025-01-07")
    }

    @Test("calendars CLDR lacks: the tithi of Diwali's Amavasya")
    func panchang() throws {
        // Diwali 2025: the Amavasya that ends Ashvin (amanta) began on the afternoon of
        // 20 October, so the 21st's sunrise has it.
        let amavasya = try CalendarDate(ISODate(parsing: "2025-10-21"), calendar: .panchang)
        let ashvin = amavasya.monthCode.description  // "M07"
        let tithi = amavasya.tithi  // 30
        // drikpanchang.com (New Delhi): Amavasya from 15:44 on 20 October to 17:54 on the 21st.
        #expect(ashvin == "M07" && tithi == 30)
    }

    @Test("holidays: Japan's Golden Week 2019, China's make-up Sunday")
    func holidays() throws {
        let japan = try HolidayCalendar(region: "JP")
        let may2019 = japan.holidays(inYear: 2019).filter { $0.date.month == 5 }
        let names = may2019.map { $0.name(forLocaleID: "ja-JP") }
        // ["天皇の即位の日", "国民の休日", "憲法記念日", "みどりの日", "こどもの日", "振替休日"]
        let kind = may2019.last?.kind  // .observed: Children's Day fell on a Sunday

        let china = try HolidayCalendar(region: "CN")
        let sunday = try ISODate(parsing: "2025-01-26")
        let working = china.isWorkingDay(sunday)  // true: worked to make up for the Spring Festival
        let due = china.date(addingWorkingDays: 3, to: sunday)  // 2025-02-06
        // The Cabinet Office's 2019 list; 国务院办公厅 2025: 28 January – 4 February off.
        #expect(names == ["天皇の即位の日", "国民の休日", "憲法記念日", "みどりの日", "こどもの日", "振替休日"])
        #expect(kind == .observed)
        #expect(working && due.description == "2025-02-06")
    }

    @Test("holidays on a grid and in a picker's bounds")
    func holidaysOnGrids() throws {
        let builder = try GridBuilder(locale: LocaleID("ja-JP"), today: ISODate(parsing: "2019-04-20"))
        let may = try builder.month(MonthAddress(parsing: "2019-5"))
        var renderer = JSONRenderer()
        renderer.contents.holidays = [try HolidayCalendar(region: "JP")]
        let json = renderer.render([may])  // cells with "holidays" and "workingDay"

        var bounds = SelectionBounds(noPast: true)
        bounds.workingDaysOf = [try HolidayCalendar(region: "JP")]
        let selection = DateSelection<String>(mode: .single, bounds: bounds, today: try ISODate(parsing: "2019-04-20"))
        #expect(json.contains("\"name\": \"天皇の即位の日\"") && json.contains("\"workingDay\": false"))
        // 6 May 2019, the substitute holiday, cannot be picked; 7 May can.
        #expect(selection.toggle(try ISODate(parsing: "2019-05-06")).refusal == .disabled)
        #expect(selection.toggle(try ISODate(parsing: "2019-05-07")).refusal == nil)
    }

    @Test("month codes: the leap second month of 2023")
    func monthCodes() throws {
        let chinese = try GridBuilder(locale: LocaleID("zh-CN"), calendar: .chinese)
        let leap = try chinese.month(MonthAddress(parsing: "2023-M02L"))
        let isLeap = leap.isLeapMonth
        // HKO: 闰二月 2023 began on 22 March 2023.
        #expect(isLeap && leap.firstDay.description == "2023-03-22")
    }

    @Test("secondary calendars: lunar days under September 2024")
    func secondaryCalendars() throws {
        let builder = try GridBuilder(locale: LocaleID("zh-CN"), secondaryCalendars: [.chinese])
        let september = try builder.month(MonthAddress(parsing: "2024-M09"))
        let labels = september.cells.filter(\.isInMonth).map { $0.secondary[0].label }
        // HKO: the eighth month began on 3 September 2024; 白露 on the 7th.
        #expect(labels[2] == "八月" && labels[6] == "白露" && labels[16] == "十五")
    }

    @Test("selection: a range of four days")
    func selection() throws {
        let selection = DateSelection<Never>(mode: .range, today: try ISODate(parsing: "2024-09-17"))
        selection.toggle(try ISODate(parsing: "2024-09-17"))
        selection.toggle(try ISODate(parsing: "2024-09-20"))
        let picked = selection.selectedDates.map(\.description)
        #expect(picked == ["2024-09-17", "2024-09-18", "2024-09-19", "2024-09-20"])
    }

    @Test("month codes: Reiwa 1 began on 1 May 2019")
    func eras() throws {
        let japanese = try GridBuilder(locale: LocaleID("ja-JP-u-ca-japanese"))
        let may2019 = try japanese.month(containing: try ISODate(parsing: "2019-05-01"))
        let era = "\(may2019.eraCode ?? "") \(may2019.eraYear ?? 0)"  // "reiwa 1"
        // Japan's Cabinet Office: the Reiwa era began on 1 May 2019.
        #expect(era == "reiwa 1")
    }

    @Test("selection: a booking list as a value, then observed")
    @MainActor
    func selectionHolders() throws {
        var booking = try SelectionState(
            items: [
                DateItem(date: try ISODate(parsing: "2024-09-17"), payload: "room 12"),
                DateItem(date: try ISODate(parsing: "2024-09-18"), isEnabled: false, payload: "full"),
            ], mode: .multiple, today: try ISODate(parsing: "2024-09-01"))
        let refused = booking.toggle(try ISODate(parsing: "2024-09-18")).refusal  // .disabled
        let model = ObservableSelection(booking)
        #expect(refused == .disabled)
        #expect(model.toggle(try ISODate(parsing: "2024-09-17")).changes.first?.new.payload == "room 12")
    }

    @Test("web pages: an Arabic page runs right to left")
    func webPages() throws {
        let grid = try GridBuilder(locale: LocaleID("ar-EG")).month(MonthAddress(parsing: "2024-9"))
        let page = try HTMLRenderer(picker: .init(mode: .range)).document([grid])
        let isRightToLeft = page.contains("dir=\"rtl\"")
        #expect(isRightToLeft)
    }

    @Test("CalendarDate's doc comments: month codes without unwrapping, a constrained month printed as it became")
    func calendarDates() throws {
        // hebcal.com: 15 Nisan 5785 (Pesach I) is 13 April 2025; 1 Adar 5785 is 1 March 2025,
        // and 5785 is a common year (no Adar I).
        let pesach = try CalendarDate(calendar: .hebrew, year: 5785, monthCode: MonthCode(parsing: "M07"), day: 15)
        #expect(pesach.iso == (try ISODate(parsing: "2025-04-13")))
        #expect(pesach.description == "hebrew 5785-M07-15 (ISO 2025-04-13)")
        let adar = try CalendarDate(calendar: .hebrew, year: 5785, monthCode: MonthCode(parsing: "M05L"), day: 1)
        #expect(adar.description == "hebrew 5785-M06-01 (ISO 2025-03-01)")
        #expect(throws: CalendarGridError.self) {
            try CalendarDate(
                calendar: .hebrew, year: 5785, monthCode: MonthCode(parsing: "M05L"), day: 1, overflow: .reject)
        }
        // 30 Adar I 5784 a year later: Adar 5785 has 29 days, so its 29th (29 March 2025).
        let leap = try CalendarDate(calendar: .hebrew, year: 5784, monthCode: MonthCode(parsing: "M05L"), day: 30)
        #expect(try leap.adding(years: 1).description == "hebrew 5785-M06-29 (ISO 2025-03-29)")
        #expect(try CalendarDate(leap.iso, calendar: .gregorian).temporalString == "2024-03-10[u-ca=gregorian]")
        #expect(throws: CalendarError.malformedMonthCode("M7")) { try MonthCode(parsing: "M7") }
    }

    @Test("CalendarGridEvents: a Chinese New Year rule on the grid's days")
    func events() throws {
        let file = """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            BEGIN:VEVENT\r
            UID:cny\r
            DTSTART;VALUE=DATE:20240210\r
            SUMMARY:春节\r
            RRULE:RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=1\r
            END:VEVENT\r
            END:VCALENDAR\r

            """
        let events = try ICalendarFile.events(in: file)
        let grid = try GridBuilder(locale: LocaleID("zh-CN")).month(MonthAddress(parsing: "2027-2"))
        let days = try EventDays.days(of: events, from: grid.firstDay, through: grid.lastDay, timeZone: "Asia/Shanghai")
        let newYear = days[try ISODate(parsing: "2027-02-06")]?.first?.summary  // "春节" (HKO: 6 February 2027)
        // Hong Kong Observatory: the first day of the first month of 2027 is 6 February 2027.
        #expect(newYear == "春节")
        #expect(days.count == 1)
    }

    @Test("CalendarGridEvents: a feed with a malformed line keeps its events")
    func feed() throws {
        // A property name with spaces, as published feeds write it: RFC 5545 §3.1 names are
        // letters, digits and '-'.
        let feed = """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            REFRESH - INTERVAL; VALUE = DURATION:PT48H\r
            BEGIN:VEVENT\r
            UID:a\r
            DTSTART;VALUE=DATE:20240917\r
            SUMMARY:kept\r
            END:VEVENT\r
            END:VCALENDAR\r

            """
        let contents = try ICalendarFile.read(feed)
        let shown = contents.events  // the events in good order
        let warnings = contents.problems.map(\.description)  // "line 3: … (RFC 5545 §3.1); skipped the line"
        #expect(shown.map(\.summary) == ["kept"])
        #expect(warnings.count == 1 && warnings[0].hasPrefix("line 3: ") && warnings[0].hasSuffix("skipped the line"))
        #expect(throws: EventError.self) { try ICalendarFile.events(in: feed) }
    }

    @Test("CalendarGridFoundation: a moment's day in Tokyo, a Locale, a Calendar.Identifier")
    func foundation() throws {
        let moment = Date(timeIntervalSince1970: 1_726_615_800)  // 2024-09-17T23:30:00Z
        guard let tokyo = TimeZone(identifier: "Asia/Tokyo") else { return }
        let day = ISODate(moment, in: tokyo)  // 2024-09-18 (UTC+9)
        let locale = try LocaleID(Locale(identifier: "he_IL"))
        let calendar = CalendarID(Calendar.Identifier.hebrew)  // .hebrew
        #expect(day.description == "2024-09-18" && locale.identifier.hasPrefix("he") && calendar == .hebrew)
    }

    @Test("goldens: the versions")
    func versions() {
        let versions = "ICU \(CalendarGridVersion.icu), CLDR \(CalendarGridVersion.cldr)"
        #expect(versions.hasPrefix("ICU 6") || versions.hasPrefix("ICU 7"))
    }

    @Test("every Swift block of the articles is in this file, word for word")
    func articlesAreTested() throws {
        let here = String(#filePath)
        let root = String(here[..<(here.firstRange(of: "/Tests/")?.lowerBound ?? here.endIndex)])
        let catalog = root + "/Sources/CalendarGrid/CalendarGrid.docc/"
        let tests = Self.read(here) ?? ""
        var blocks = 0
        for article in [
            "GettingStarted", "InAnApp", "Locales", "Calendars", "MonthCodesAndYears", "SecondaryCalendars",
            "SelectionWorkflows", "WebPages", "GoldensAndICUVersions", "Holidays",
        ] {
            let text = try #require(Self.read(catalog + article + ".md"), "\(article).md")
            for block in Self.swiftBlocks(text) {
                blocks += 1
                #expect(Self.contains(tests, block), "\(article).md: a block not tested here:\n\(block)")
            }
        }
        // The landing pages of the events and Foundation libraries.
        for page in [
            "CalendarGridEvents/CalendarGridEvents.docc/CalendarGridEvents",
            "CalendarGridFoundation/CalendarGridFoundation.docc/CalendarGridFoundation",
        ] {
            let text = try #require(Self.read(root + "/Sources/" + page + ".md"), "\(page).md")
            for block in Self.swiftBlocks(text) {
                blocks += 1
                #expect(Self.contains(tests, block), "\(page).md: a block not tested here:\n\(block)")
            }
        }
        #expect(blocks == 18)
    }

    /// Whether the lines of `block` occur in `text` one after another, indentation aside.
    static func contains(_ text: String, _ block: String) -> Bool {
        let lines: [String] = block.split(separator: "\n").map(Self.unindented)
        let textLines: [String] = text.split(separator: "\n").map(Self.unindented)
        guard !lines.isEmpty, lines.count <= textLines.count else { return false }
        for start in 0...(textLines.count - lines.count) where Array(textLines[start..<(start + lines.count)]) == lines
        {
            return true
        }
        return false
    }

    static func unindented(_ line: Substring) -> String { String(line.drop { $0 == " " }) }

    static func swiftBlocks(_ markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]? = nil
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "```swift" {
                current = []
            } else if line == "```", let lines = current {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else if current != nil {
                current?.append(line)
            }
        }
        return blocks
    }

    static func read(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
