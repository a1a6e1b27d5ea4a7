import CalendarGrid
import CalendarGridEvents
import Testing

@testable import CalgridCLI

#if canImport(Glibc)
import Glibc
#endif

/// Holidays at the command line: what issue 34 promises a user types. Expected days name
/// the government list they come from.
@Suite("calgrid --holidays and calgrid holidays")
struct HolidaysCommandTests {
    func run(_ arguments: [String], lang: String = "en_US.UTF-8") -> Command.Outcome {
        Command(
            arguments: arguments, environment: ["LANG": lang, "COLUMNS": "80"], stdoutIsTerminal: false
        ).run()
    }

    func grid(_ arguments: [String]) -> Command.Outcome {
        run(arguments + ["--today", "2024-09-17", "--color", "never"])
    }

    /// The cells of a JSON grid, as (date, cell object).
    func cells(_ outcome: Command.Outcome) -> [(String, JSONValue)] {
        guard let document = try? JSONValue.parse(Array(outcome.stdout.utf8)),
            case .array(let months)? = document["months"]
        else { return [] }
        var result: [(String, JSONValue)] = []
        for month in months {
            guard case .array(let weeks)? = month["weeks"] else { continue }
            for week in weeks {
                guard case .array(let days)? = week["days"] else { continue }
                for day in days {
                    if case .string(let date)? = day["iso"], day["inMonth"] == .bool(true) {
                        result.append((date, day))
                    }
                }
            }
        }
        return result
    }

    func names(_ cell: JSONValue) -> [String] {
        guard case .array(let holidays)? = cell["holidays"] else { return [] }
        return holidays.compactMap { if case .string(let name)? = $0["name"] { name } else { nil } }
    }

    @Test("ja-JP --holidays --month 2019-5: 1–6 May are holidays with their Japanese names")
    func goldenWeek() {
        let outcome = grid(["ja-JP", "--holidays", "--month", "2019-5", "--format", "json"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let days = Dictionary(uniqueKeysWithValues: cells(outcome))
        // The Cabinet Office's 2019 list (内閣府「国民の祝日について」) and the Act of 2018 (平成30年法律第99号):
        // 天皇の即位の日 on 1 May,
        // 国民の休日 on 2 May, 憲法記念日, みどりの日, こどもの日, and 振替休日 on 6 May.
        let expected = [
            "2019-05-01": "天皇の即位の日", "2019-05-02": "国民の休日", "2019-05-03": "憲法記念日",
            "2019-05-04": "みどりの日", "2019-05-05": "こどもの日", "2019-05-06": "振替休日",
        ]
        for (date, name) in expected {
            guard let cell = days[date] else {
                Issue.record("no cell \(date)")
                continue
            }
            #expect(names(cell) == [name], "\(date)")
            #expect(cell["workingDay"] == .bool(false), "\(date)")
        }
        #expect(days["2019-05-07"]?["workingDay"] == .bool(true))
        #expect(days["2019-05-07"].map(names) == [])
    }

    @Test("zh-CN --holidays --month 2025-1 marks Sunday 26 January a working day")
    func makeUpSunday() {
        let outcome = grid(["zh-CN", "--holidays", "--month", "2025-1"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        // 国务院办公厅关于2025年部分节假日安排的通知: 1月26日（周日）上班; 1月28日至2月4日放假.
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("26=") }, "\(outcome.stdout)")
        #expect(lines.contains { $0.contains("28+") && $0.contains("29+") }, "\(outcome.stdout)")
        #expect(lines.contains { $0.hasPrefix("=") && $0.contains("1月26日") && $0.contains("working day") })
        #expect(lines.contains { $0.hasPrefix("+") && $0.contains("1月29日") && $0.contains("春节") })
        let json = grid(["zh-CN", "--holidays", "--month", "2025-1", "--format", "json"])
        let days = Dictionary(uniqueKeysWithValues: cells(json))
        #expect(days["2025-01-26"]?["workingDay"] == .bool(true))
        #expect(days["2025-01-25"]?["workingDay"] == .bool(false))
    }

    @Test("Several regions, and a region the locale does not name")
    func severalRegions() {
        let outcome = grid(["en-US", "--holidays", "US", "--holidays", "JP", "--month", "2024-11", "--format", "json"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let days = Dictionary(uniqueKeysWithValues: cells(outcome))
        // 3 November 2024 (Sunday): Japan's 文化の日, observed on Monday 4; 11 November
        // Veterans Day; 28 November Thanksgiving (OPM).
        #expect(days["2024-11-03"].map(names) == ["Culture Day"])
        #expect(days["2024-11-28"].map(names) == ["Thanksgiving Day"])
        #expect(days["2024-11-11"]?["workingDay"] == .bool(false))
        let noRegion = grid(["ja", "--holidays", "--month", "2024-11"])
        #expect(noRegion.status == 64 && noRegion.stdout.isEmpty)
        #expect(noRegion.stderr.contains("names no country") && noRegion.stderr.contains("--holidays JP"))
    }

    @Test("calgrid holidays: a bad region is one line pointing at --list-regions")
    func badRegion() {
        for region in ["XX", "US-ZZ", "japan"] {
            let outcome = run(["holidays", region, "2025"])
            #expect(outcome.status == 64 && outcome.stdout.isEmpty, "\(region)")
            #expect(outcome.stderr.hasPrefix("calgrid: error: ") && outcome.stderr.contains("--list-regions"))
            #expect(outcome.stderr.split(separator: "\n").count == 1)
        }
        let year = run(["holidays", "JP", "20x5"])
        #expect(year.status == 64 && year.stderr.contains("'20x5'"))
        let regions = run(["holidays", "--list-regions"]).stdout.split(separator: "\n")
        #expect(regions.contains("JP") && regions.contains("US-CA") && regions.contains("DE-BY"))
    }

    @Test("calgrid holidays IL 2027 --format ics imports: each holiday an all-day event")
    func ics() throws {
        let outcome = run(["holidays", "IL", "2027", "--format", "ics"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.hasPrefix("BEGIN:VCALENDAR\r\n") && outcome.stdout.hasSuffix("END:VCALENDAR\r\n"))
        // The events library reads it back.
        let events = try ICalendarFile.events(in: outcome.stdout)
        let json = run(["holidays", "IL", "2027", "--format", "json"])
        guard let document = try? JSONValue.parse(Array(json.stdout.utf8)),
            case .array(let list)? = document["holidays"]
        else {
            Issue.record("no JSON list")
            return
        }
        #expect(events.count == list.count && !events.isEmpty)
        #expect(Set(events.map(\.id)).count == events.count)
        // Pesach 5787: 15 Nisan = 22 April 2027 (hebcal.com), an all-day event.
        let pesach = events.first { $0.id.hasPrefix("2027-04-22-IL-") }
        #expect(pesach?.duration == .days(1))
        // The same rules give the same bytes: UIDs and stamps are stable.
        #expect(run(["holidays", "IL", "2027", "--format", "ics"]).stdout == outcome.stdout)
    }

    @Test("calgrid holidays as text names the days in the locale's language, escaped")
    func text() {
        let outcome = run(["holidays", "JP", "2019", "--locale", "ja-JP"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("2019-05-01") && outcome.stdout.contains("天皇の即位の日"))
        #expect(
            outcome.stdout.contains("2019-05-06") && outcome.stdout.contains("振替休日")
                && outcome.stdout.contains("observed"))
    }

    @Test("--holiday-rules: a rule file's text never drives the terminal; its errors name the line")
    func userRules() throws {
        let directory = "/tmp/calgrid-holiday-rules-\(getpid())"
        mkdir(directory, 0o700)
        defer {
            unlink(directory + "/XA.txt")
            rmdir(directory)
        }
        let text =
            "country XA en=Testland\nweekend sat sun\nsource test\nholiday x 03-01 en=\"Evil\u{1B}[2J\u{7}Day\"\n"
        let file = fopen(directory + "/XA.txt", "w")
        fputs(text, file)
        fclose(file)
        let outcome = run(["holidays", "XA", "2025", "--holiday-rules", directory])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(!outcome.stdout.contains("\u{1B}") && !outcome.stdout.contains("\u{7}"))
        #expect(outcome.stdout.contains("Evil\\u{1B}[2J\\u{7}Day"), "\(outcome.stdout)")
        let grid = grid(["en-US", "--holidays", "XA", "--holiday-rules", directory, "--month", "2025-3"])
        #expect(!grid.stdout.contains("\u{1B}") && grid.stdout.contains("Evil"), "\(grid.stdout)")
        let bad = fopen(directory + "/XA.txt", "w")
        fputs("country XA en=Testland\nweekend sat sun\nsource test\nholiday x 3-1 en=X\n", bad)
        fclose(bad)
        let refused = run(["holidays", "XA", "2025", "--holiday-rules", directory])
        #expect(refused.status == 64 && refused.stdout.isEmpty)
        #expect(refused.stderr.contains("XA.txt, line 4: '3-1' is not a date form"), "\(refused.stderr)")
    }

    @Test("--disable non-working: the browser picker's days off cannot be picked")
    func disableNonWorking() {
        let page = grid([
            "ja-JP", "--holidays", "--month", "2019-5", "--format", "html", "--interactive", "--disable",
            "non-working",
        ])
        #expect(page.status == 0, "\(page.stderr)")
        let cell = page.stdout.split(separator: "<td").first { $0.contains("data-date=\"2019-05-06\"") } ?? ""
        #expect(cell.contains("aria-disabled=\"true\"") && cell.contains("振替休日") && cell.contains("calgrid-holiday"))
        let open = page.stdout.split(separator: "<td").first { $0.contains("data-date=\"2019-05-07\"") } ?? ""
        #expect(!open.contains("aria-disabled"))
        let without = grid(["ja-JP", "--format", "html", "--interactive", "--disable", "non-working"])
        #expect(without.status == 64 && without.stderr.contains("needs --holidays"))
    }

    @Test("calgrid pick marks days off and names the cursor's holidays")
    func picker() throws {
        // 6 May 2019: 振替休日 (Cabinet Office); the cursor starts on today.
        let today = try ISODate(parsing: "2019-05-06")
        let builder = try GridBuilder(locale: LocaleID("ja-JP"), today: today)
        var picker = Picker(
            builder: builder, selection: DateSelection<JSONDocument>(mode: .single, today: today),
            initialMonth: try builder.month(containing: today), shownRange: nil, showsWeekNumbers: false)
        picker.holidays = [try HolidayCalendar(region: "JP")]
        let frame = picker.frame(terminalWidth: 80)
        #expect(frame.contains("holidays: 振替休日 · not a working day"), "\(frame)")
        // 1–6 May marked (red, and +), the rest not.
        #expect(frame.ranges(of: "\u{1B}[39m +").count == 6, "\(frame)")
        let parsed = try CommandLineOptions.parse(["pick", "ja-JP", "--holidays", "--disable", "non-working"])
        #expect(parsed.holidayRegions == ["auto"] && parsed.pick?.disablesNonWorking == true)
    }
}
