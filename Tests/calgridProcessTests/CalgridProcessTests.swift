import Foundation
import Testing

/// The built `calgrid` binary, run as a user would: exit status, stdout and stderr.
@Suite("calgrid process", .serialized)
struct CalgridProcessTests {
    struct BadLine: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        /// A word the one stderr line must contain: the bad value, mostly.
        let mentions: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let badLines: [BadLine] = [
        .init(arguments: ["--bogus"], mentions: "--bogus"),
        // A LOCALE argument that is present and empty is malformed, never the default.
        .init(arguments: [""], mentions: "it is empty"),
        .init(arguments: ["", "--month", "2024-9"], mentions: "it is empty"),
        .init(arguments: ["-x"], mentions: "-x"),
        .init(arguments: ["--month"], mentions: "--month"),
        .init(arguments: ["--month="], mentions: "--month"),
        .init(arguments: ["--month", "--year", "2024"], mentions: "--month"),
        .init(arguments: ["--month", "2024-1", "--year", "2024"], mentions: "--year"),
        .init(arguments: ["--month", "2024-1", "--date", "2024-01-05"], mentions: "--date"),
        .init(arguments: ["--date", "2024-01-05", "--year", "2024"], mentions: "--year"),
        .init(arguments: ["--year", "2024", "--months", "2"], mentions: "--months"),
        .init(arguments: ["--month", "2024-1", "--month", "2024-2"], mentions: "twice"),
        .init(arguments: ["--week-numbers", "--week-numbers"], mentions: "twice"),
        .init(arguments: ["--week-numbers=yes"], mentions: "--week-numbers"),
        .init(arguments: ["--months", "0"], mentions: "'0'"),
        .init(arguments: ["--months", "1201"], mentions: "1201"),
        .init(arguments: ["--months", "-3"], mentions: "-3"),
        .init(arguments: ["--months", "٣"], mentions: "٣"),
        .init(arguments: ["--months", "3x"], mentions: "3x"),
        .init(arguments: ["--format", "xml"], mentions: "xml"),
        .init(arguments: ["--date", "2024-02-30"], mentions: "2024-02-30"),
        .init(arguments: ["--date", "2023-02-29"], mentions: "2023-02-29"),
        .init(arguments: ["--date", "20240101"], mentions: "20240101"),
        .init(arguments: ["--today", "2024-13-01"], mentions: "2024-13-01"),
        .init(arguments: ["xx-YY"], mentions: "xx"),
        .init(arguments: ["en--US"], mentions: "en--US"),
        // cal's positionals: digits are numbers, never a locale (so `12` is the year 12).
        .init(arguments: ["1", "2", "3", "4"], mentions: "'4'"),
        .init(arguments: ["13", "2024"], mentions: "13"),
        .init(arguments: ["0", "2024"], mentions: "'0'"),
        .init(arguments: ["31", "9", "2024"], mentions: "31"),
        .init(arguments: ["en-US", "٢٠٢٤"], mentions: "٢٠٢٤"),
        .init(arguments: ["9", "2024", "--month", "2024-9"], mentions: "--month"),
        .init(arguments: ["-y", "9", "2024"], mentions: "9 2024"),
        .init(arguments: ["-3", "-Y"], mentions: "--twelve"),
        .init(arguments: ["-m", "-s"], mentions: "--sunday"),
        .init(arguments: ["-x3"], mentions: "-x"),
        .init(arguments: ["--color=sometimes"], mentions: "sometimes"),
        .init(arguments: ["--completion-script", "tcsh"], mentions: "tcsh"),
        .init(arguments: ["--mnth", "2024-9"], mentions: "did you mean '--month'"),
        .init(arguments: ["en-XY"], mentions: "XY"),
        .init(arguments: ["en-US-u-ca-foo"], mentions: "foo"),
        .init(arguments: ["en-u-nu-xyz"], mentions: "xyz"),
        .init(arguments: ["en-u-fw-xyz"], mentions: "xyz"),
        .init(arguments: ["en", "--calendar", "mayan"], mentions: "mayan"),
        .init(arguments: ["he-IL", "--calendar", "hebrew", "--month", "5783-M05L"], mentions: "M05L"),
        .init(arguments: ["en-US", "--month", "2024-M13"], mentions: "M13"),
        .init(arguments: ["en-US", "--month", "2024-13"], mentions: "13"),
        .init(arguments: ["zh-CN", "--calendar", "chinese", "--month", "2024-M02L"], mentions: "M02L"),
        .init(arguments: ["en-US", "--month", "2024"], mentions: "2024"),
        .init(arguments: ["en-US", "--year", "10000"], mentions: "10000"),
        .init(arguments: ["en-US", "--year", "9223372036854775808"], mentions: "9223372036854775808"),
        .init(arguments: ["en-US", "--year", "twenty"], mentions: "twenty"),
        .init(arguments: ["en-US", "--year", "٢٠٢٤"], mentions: "٢٠٢٤"),
        .init(arguments: ["en-US", "--time-zone", "Mars/Base"], mentions: "Mars/Base"),
        .init(arguments: ["en-US", "extra"], mentions: "extra"),
        .init(arguments: ["--list-locales", "en"], mentions: "en"),
        .init(arguments: ["--list-locales", "--list-calendars"], mentions: "--list-calendars"),
        .init(arguments: ["--version", "--month", "2024-1"], mentions: "--month"),
        .init(arguments: ["en-US", "--month", "10000-1"], mentions: "10000"),
        .init(arguments: ["en-US", "--secondary", "mayan"], mentions: "mayan"),
        .init(arguments: ["en-US", "--secondary", "hebrew,islamic,persian"], mentions: "hebrew,islamic,persian"),
        .init(arguments: ["en-US", "--secondary", "gregorian"], mentions: "gregorian"),
        .init(arguments: ["he-IL", "--calendar", "hebrew", "--secondary", "hebrew"], mentions: "hebrew"),
        .init(arguments: ["en-US", "--secondary", "hebrew,hebrew"], mentions: "twice"),
        .init(arguments: ["en-US", "--secondary", "hebrew,"], mentions: "hebrew,"),
        .init(arguments: ["en-US", "--secondary", "auto,hebrew"], mentions: "auto,hebrew"),
        .init(arguments: ["ar-SA", "--calendar", "islamic-umalqura", "--hijri-offset", "3"], mentions: "'3'"),
        .init(arguments: ["ar-SA", "--calendar", "islamic-umalqura", "--hijri-offset", "-3"], mentions: "-3"),
        .init(arguments: ["ar-SA", "--calendar", "islamic-umalqura", "--hijri-offset", "one"], mentions: "one"),
        .init(arguments: ["ar-SA", "--calendar", "islamic-umalqura", "--hijri-offset", "1.5"], mentions: "1.5"),
        .init(arguments: ["en-US", "--hijri-offset", "1"], mentions: "--hijri-offset 1"),
        .init(arguments: ["en-US", "--secondary", "hebrew", "--hijri-offset", "-1"], mentions: "--hijri-offset -1"),
        .init(arguments: ["en-US", "--interactive"], mentions: "--interactive"),
        .init(arguments: ["en-US", "--format", "json", "--interactive"], mentions: "--interactive"),
        .init(arguments: ["en-US", "--full-dates"], mentions: "--full-dates"),
        .init(arguments: ["en-US", "--format", "html", "--full-dates"], mentions: "--full-dates"),
        .init(arguments: ["en-US", "--format", "html", "--items", "items.json"], mentions: "--items"),
        .init(arguments: ["en-US", "--format", "html", "--no-past"], mentions: "--no-past"),
        .init(
            arguments: ["en-US", "--format", "html", "--interactive", "--items", "/nonexistent/items.json"],
            mentions: "/nonexistent/items.json"),
        .init(arguments: ["en-US", "--format", "html", "--interactive", "--mode", "bogus"], mentions: "bogus"),
        .init(
            arguments: ["en-US", "--format", "html", "--interactive", "--min", "2024-09-20", "--max", "2024-09-10"],
            mentions: "--min 2024-09-20"),
        .init(arguments: ["pick", "en-US", "--interactive"], mentions: "--interactive"),
        .init(arguments: ["en-US", "--format", "htm"], mentions: "htm"),
    ]

    @Test("bad command lines: one stderr line naming the value, exit 64, nothing on stdout", arguments: badLines)
    func badLine(_ line: BadLine) {
        let result = ProcessRunner.run(line.arguments)
        #expect(result.status == 64, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        #expect(result.stderr.hasPrefix("calgrid: error: "), "\(result)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1 && result.stderr.hasSuffix("\n"), "\(result)")
        #expect(result.stderr.contains(line.mentions), "\(result)")
    }

    struct GoodLine: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        /// Strings the output must contain, each checked against a published calendar
        /// or the contract.
        let contains: [String]
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let goodLines: [GoodLine] = [
        // cal's habits. 1 September 2024 was a Sunday; 2019 began on a Tuesday.
        .init(arguments: ["en-US", "9", "2024"], contains: ["September 2024", " 1  2  3  4  5  6  7"]),
        .init(
            arguments: ["-3w", "en-US", "--month", "2024-9"],
            contains: ["August 2024", "September 2024", "October 2024", "36   1  2"]),
        .init(arguments: ["-1", "en-US", "9", "2024"], contains: ["September 2024"]),
        .init(arguments: ["-m", "en-US", "9", "2024"], contains: ["Mo Tu We Th Fr Sa Su", "                   1"]),
        .init(arguments: ["-s", "de-DE", "9", "2024"], contains: ["So. Mo. Di."]),
        .init(
            arguments: ["en-US", "-y", "2019"], contains: ["January 2019", "December 2019", "       1  2  3  4  5"]),
        .init(arguments: ["en-US", "-n", "2", "--month", "2024-9"], contains: ["September 2024", "October 2024"]),
        .init(arguments: ["en-US", "-n2", "--month", "2024-11"], contains: ["November 2024", "December 2024"]),
        .init(arguments: ["en-US", "17", "9", "2024", "--color=always"], contains: ["\u{1B}[7m17\u{1B}[27m"]),
        .init(arguments: ["en-US", "17", "9", "2024", "--color", "never"], contains: ["16 17 18"]),
        // Farvardin 1403 began on 20 March 2024, a Wednesday.
        .init(arguments: ["fa-IR", "1", "1403"], contains: ["فروردین"]),
        .init(arguments: ["--completion-script", "zsh"], contains: ["#compdef calgrid", "--month"]),
        .init(arguments: ["--completion-script", "fish"], contains: ["complete -c calgrid -l month"]),
        .init(arguments: ["--man-page"], contains: [".TH CALGRID 1", "\\-\\-week\\-numbers"]),
        // 17 September 2024 was a Tuesday.
        .init(
            arguments: ["en-US", "--month", "2024-9", "--format", "html"],
            contains: [
                "<!DOCTYPE html>", "<html lang=\"en-US\" dir=\"ltr\">", "aria-label=\"Tuesday, September 17, 2024\"",
            ]),
        .init(
            arguments: ["ar-EG", "--month", "2024-9", "--format", "html-fragment", "--interactive", "--mode", "range"],
            contains: [
                "<div class=\"calgrid\" lang=\"ar-EG\" dir=\"rtl\" data-calgrid-picker>", "role=\"grid\"",
                "\"mode\": \"range\"", "<script type=\"module\">",
            ]),
        .init(
            arguments: ["de-DE", "--month", "2024-9", "--format", "json", "--full-dates"],
            contains: ["\"fullDate\": \"Dienstag, 17. September 2024\""]),
        .init(
            arguments: ["en-US", "--month", "2024-9"],
            contains: ["September 2024", "Su Mo Tu We Th Fr Sa", " 1  2  3  4  5  6  7"]),
        .init(arguments: ["ar-EG", "--month", "2024-9"], contains: ["سبتمبر ٢٠٢٤", "٣٠"]),
        .init(arguments: ["fa-IR", "--month", "1403-12"], contains: ["اسفند", "۳۰"]),
        // Day 30 in Hebrew numerals: ל׳ (lamed = 30).
        .init(arguments: ["he-IL", "--calendar", "hebrew", "--month", "5784-M05L"], contains: ["אדר א׳", "ל׳"]),
        .init(arguments: ["ja-JP-u-ca-japanese", "--date", "2019-05-01"], contains: ["令和元年5月", "日 月 火 水 木 金 土"]),
        .init(arguments: ["zh-CN", "--calendar", "chinese", "--year", "2023"], contains: ["闰二月", "腊月"]),
        .init(arguments: ["am-ET", "--calendar", "ethiopic", "--month", "2015-M13"], contains: ["ጳጉሜን 2015", " 6"]),
        .init(
            arguments: ["en-US-u-fw-mon", "--month", "2024-9", "--months", "3", "--week-numbers"],
            contains: ["Mo Tu We Th Fr Sa Su", "November 2024", "36   2  3  4  5  6  7  8"]),
        .init(
            arguments: ["de-DE", "--month", "2024-12", "--week-numbers"],
            contains: [
                "Dezember 2024", "Mo. Di. Mi. Do. Fr. Sa. So.", " 1   30  31", "48                            1",
            ]),
        .init(
            arguments: ["en-US", "--calendar", "gregorian", "--month", "1582-10"],
            contains: ["October 1582", " 1  2  3  4 15 16"]),
        .init(arguments: ["th-TH-u-nu-thai", "--month", "2567-2"], contains: ["๒๕๖๗", "๒๙"]),
        .init(
            arguments: ["zh-CN-u-ca-chinese-nu-hanidays", "--month", "2023-M02L"],
            contains: ["2023癸卯年闰二月", "初一", "廿九"]),
        .init(arguments: ["ko-KR", "--calendar", "dangi", "--month", "2023-M02L"], contains: ["윤2월"]),
        .init(arguments: ["ar-SA-u-ca-islamic-umalqura", "--month", "1446-9"], contains: ["رمضان"]),
        .init(arguments: ["en-GB-u-rg-irzzzz", "--month", "1403-12"], contains: ["Esfand 1403"]),
        .init(arguments: ["ru-RU", "--month", "2024-1"], contains: ["январь 2024"]),
        // CLDR's territory alias UK → GB: British weeks (ISO 8601), so 1 January 2027, a
        // Friday, is in week 53 of 2026; JSON names the locale used.
        .init(
            arguments: ["en-UK", "-w", "--month", "2027-1", "--format", "json"],
            contains: ["\"locale\": \"en-GB\"", "\"minimalDaysInFirstWeek\": 4", "\"weekOfYear\": 53"]),
        // UTS #35 nu=native: Hindi's native digits are Devanagari (१ … ३०).
        .init(arguments: ["hi-IN-u-nu-native", "--month", "2024-9"], contains: ["१", "३०"]),
        .init(arguments: ["--month", "2024-2", "--", "en-US"], contains: ["February 2024"]),
        .init(arguments: ["en-US", "--month=2024-2", "--format=text"], contains: ["February 2024", "29"]),
        .init(
            arguments: ["en-US", "--date", "2024-02-10", "--months", "2"], contains: ["February 2024", "March 2024"]),
        .init(arguments: ["en-US", "--year", "2024"], contains: ["January 2024", "December 2024"]),
        .init(arguments: ["--list-calendars"], contains: ["gregorian\n", "ethiopic-amete-alem\n", "roc\n"]),
        .init(arguments: ["--list-locales"], contains: ["ar-EG\n", "zh-Hant-TW\n", "en-US\n"]),
        .init(arguments: ["--help"], contains: ["usage: calgrid", "--week-numbers", "exit status"]),
        .init(arguments: ["en-US", "--bogus", "--help"], contains: ["usage: calgrid"]),
        .init(arguments: ["ja_JP@calendar=japanese", "--month", "1989-1"], contains: ["昭和64年1月"]),
        // ROC year -1 is the second year before the Republic (1910): era year 2. CLDR 37 spells
        // the era "Before R.O.C.", CLDR 42 "B.R.O.C.".
        .init(arguments: ["en-US", "--month", "-1-1", "--calendar", "roc"], contains: ["January 2 ", "R.O.C."]),
    ]

    @Test("good command lines: exit 0, output on stdout only", arguments: goodLines)
    func goodLine(_ line: GoodLine) {
        let result = ProcessRunner.run(line.arguments)
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.isEmpty, "\(result)")
        #expect(!result.stdout.isEmpty)
        for text in line.contains {
            #expect(result.stdout.contains(text), "\(text.debugDescription) in\n\(result.stdout)")
        }
    }

    @Test("--version names the toolkit, and the ICU (67 or newer) and CLDR it runs on")
    func version() throws {
        let result = ProcessRunner.run(["--version"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result)")
        // "calgrid 0.1.0 (ICU 72.1, CLDR 42.0)": the versions are the running ICU's.
        let match = try #require(
            result.stdout.wholeMatch(of: /calgrid 0\.1\.0 \(ICU (\d+)\.\d+(?:\.\d+)?, CLDR (\d+)\.\d+(?:\.\d+)?\)\n/))
        #expect((Int(match.1) ?? 0) >= 67, "\(result.stdout)")
        #expect((Int(match.2) ?? 0) >= 37, "\(result.stdout)")
    }

    @Test("no date option: the month containing --today, which is marked in JSON")
    func today() throws {
        let result = ProcessRunner.run(["en-US", "--today", "2024-02-29", "--format", "json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let months = try #require(object["months"] as? [[String: Any]])
        #expect(months.count == 1)
        #expect(months[0]["monthCode"] as? String == "M02")
        let days = (months[0]["weeks"] as? [[String: Any]] ?? []).flatMap { $0["days"] as? [[String: Any]] ?? [] }
        #expect(days.filter { $0["today"] as? Bool == true }.compactMap { $0["iso"] as? String } == ["2024-02-29"])
    }

    @Test(
        "JSON parses and has every field of the contract, for every example command",
        arguments: [
            ["ar-EG", "--month", "2024-9"], ["he-IL", "--calendar", "hebrew", "--month", "5784-M05L"],
            ["zh-CN", "--calendar", "chinese", "--year", "2023"],
            ["am-ET", "--calendar", "ethiopic", "--month", "2015-M13"],
            ["ja-JP-u-ca-japanese", "--date", "2019-05-01"], ["fa-IR", "--month", "1403-12"],
            ["en-US-u-fw-mon", "--months", "3", "--week-numbers", "--month", "2024-9"],
        ])
    func jsonFields(_ arguments: [String]) throws {
        let result = ProcessRunner.run(arguments + ["--format", "json"])
        #expect(result.status == 0, "\(result)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        for key in [
            "toolkitVersion", "icuVersion", "cldrVersion", "locale", "calendar", "numberingSystem", "direction",
            "firstWeekday", "minimalDaysInFirstWeek", "weekend", "weekdays", "months",
        ] {
            #expect(object[key] != nil, "\(key)")
        }
        let weekdays = try #require(object["weekdays"] as? [[String: Any]])
        #expect(weekdays.count == 7)
        #expect(weekdays.first?["weekday"] as? Int == object["firstWeekday"] as? Int)
        for weekday in weekdays {
            for key in ["weekday", "wide", "abbreviated", "short", "narrow"] { #expect(weekday[key] != nil, "\(key)") }
        }
        let months = try #require(object["months"] as? [[String: Any]])
        #expect(!months.isEmpty)
        for month in months {
            for key in [
                "era", "year", "extendedYear", "arithmeticYear", "monthCode", "ordinalMonth", "isLeapMonth",
                "name", "title", "daysInMonth", "weeks",
            ] {
                #expect(month[key] != nil, "\(key)")
            }
            let weeks = try #require(month["weeks"] as? [[String: Any]])
            var isInMonth = 0
            for week in weeks {
                #expect(week["weekOfYear"] as? Int != nil)
                let days = try #require(week["days"] as? [[String: Any]])
                #expect(days.count == 7)
                for day in days {
                    for key in ["iso", "day", "label", "inMonth", "weekday", "weekend", "today"] {
                        #expect(day[key] != nil, "\(key)")
                    }
                    if day["inMonth"] as? Bool == true { isInMonth += 1 }
                }
            }
            #expect(isInMonth == month["daysInMonth"] as? Int)
        }
    }

    @Test("--secondary and --hijri-offset in JSON: top-level members, titles, a secondary date in every cell")
    func secondaryJSON() throws {
        let result = ProcessRunner.run(["zh-CN", "--secondary", "auto", "--month", "2024-9", "--format", "json"])
        #expect(result.status == 0, "\(result)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["secondaryCalendars"] as? [String] == ["chinese"])
        #expect(object["hijriOffset"] as? Int == 0)
        let month = try #require((object["months"] as? [[String: Any]])?.first)
        #expect((month["secondaryTitles"] as? [String])?.count == 1)
        let weeks = try #require(month["weeks"] as? [[String: Any]])
        let days = weeks.flatMap { ($0["days"] as? [[String: Any]]) ?? [] }
        #expect(days.allSatisfy { ($0["secondary"] as? [[String: Any]])?.count == 1 })
        // HKO: 17 September 2024 was the 15th of the eighth month (Mid-Autumn).
        let midAutumn = try #require(
            days.first { $0["iso"] as? String == "2024-09-17" }?["secondary"] as? [[String: Any]])
        for key in [
            "calendar", "arithmeticYear", "monthCode", "ordinalMonth", "isLeapMonth", "day", "dayLabel", "monthName",
            "label",
        ] {
            #expect(midAutumn[0][key] != nil, "\(key)")
        }
        #expect(midAutumn[0]["monthCode"] as? String == "M08" && midAutumn[0]["day"] as? Int == 15)

        // No preferred secondary calendar in en-US: no error, and nothing under the days.
        let none = ProcessRunner.run(["en-US", "--secondary", "auto", "--month", "2024-9", "--format", "json"])
        #expect(none.status == 0 && none.stdout.contains(#""secondaryCalendars": []"#), "\(none)")

        let offset = ProcessRunner.run([
            "ar-SA", "--calendar", "islamic-umalqura", "--hijri-offset", "-1", "--month", "1446-9",
            "--format", "json",
        ])
        #expect(offset.status == 0 && offset.stdout.contains(#""hijriOffset": -1"#), "\(offset)")
    }

    @Test("the same query gives byte-identical JSON across runs")
    func deterministic() {
        let arguments = [
            "zh-CN", "--calendar", "chinese", "--year", "2023", "--format", "json", "--today", "2023-03-22",
        ]
        let first = ProcessRunner.run(arguments)
        let second = ProcessRunner.run(arguments)
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
    }

    @Test("the locale comes from LC_ALL, LC_TIME, LANG in that order; C and POSIX mean en-US")
    func environmentLocale() {
        func locale(_ environment: [String: String]) -> String {
            let result = ProcessRunner.run(["--month", "2024-1", "--format", "json"], environment: environment)
            return result.stdout.split(separator: "\n").first { $0.contains("\"locale\"") }.map(String.init)
                ?? result.stderr
        }
        #expect(locale(["LANG": "de_DE.UTF-8@euro"]).contains("\"de-DE\""))
        #expect(locale(["LANG": "de_DE.UTF-8", "LC_TIME": "fr_FR.UTF-8"]).contains("\"fr-FR\""))
        #expect(
            locale(["LANG": "de_DE.UTF-8", "LC_TIME": "fr_FR.UTF-8", "LC_ALL": "ja_JP.UTF-8"]).contains("\"ja-JP\""))
        #expect(locale(["LANG": "C"]).contains("\"en-US\""))
        #expect(locale(["LANG": "POSIX"]).contains("\"en-US\""))
        #expect(locale(["LANG": "C.UTF-8"]).contains("\"en-US\""))
        #expect(locale([:]).contains("\"en-US\""))
        #expect(locale(["LANG": "sr_RS@latin"]).contains("\"sr-Latn-RS\""))
        let bad = ProcessRunner.run(["--month", "2024-1"], environment: ["LANG": "xx_YY.UTF-8"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("LANG"))
        #expect(bad.stdout.isEmpty)
    }

    @Test("reverse video only on a terminal: never when stdout is a file")
    func noColorInFiles() {
        let result = ProcessRunner.run(["en-US", "--today", "2024-09-17"])
        #expect(!result.stdout.contains("\u{1B}["))
    }

    @Test("COLUMNS decides how many months stand side by side")
    func columns() {
        let narrow = ProcessRunner.run(
            ["en-US", "--month", "2024-1", "--months", "3"], environment: ["COLUMNS": "30", "LANG": "C"])
        let wide = ProcessRunner.run(
            ["en-US", "--month", "2024-1", "--months", "3"], environment: ["COLUMNS": "80", "LANG": "C"])
        #expect(narrow.stdout.split(separator: "\n").first?.contains("February") == false)
        #expect(wide.stdout.split(separator: "\n").first?.contains("February") == true)
        #expect(wide.stdout.split(separator: "\n").first?.contains("March") == true)
    }
}
