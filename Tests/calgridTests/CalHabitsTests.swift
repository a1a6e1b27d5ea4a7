import CalendarGrid
import Testing

@testable import CalgridCLI

/// cal's layouts and words: what a `cal` user types, and the hints when it is not what
/// calgrid takes.
@Suite("cal's layouts, words and hints")
struct CalHabitsTests {
    func run(_ arguments: [String], columns: Int = 80) -> Command.Outcome {
        Command(
            arguments: arguments + ["--today", "2024-09-17", "--color", "never"],
            environment: ["LANG": "en_US.UTF-8", "COLUMNS": String(columns)], stdoutIsTerminal: false
        ).run()
    }

    @Test("three months fit 80 columns where the names let them; narrow names that repeat are not used")
    func threeMonths() {
        for locale in ["zh-CN", "en-US", "ar-EG", "ja-JP", "ru-RU"] {
            let outcome = run([locale, "-3", "9", "2024"])
            #expect(outcome.status == 0, "\(outcome.stderr)")
            let lines = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            #expect(lines.allSatisfy { DisplayWidth.of(String($0)) <= 80 }, "\(locale)")
            // Side by side: one title line, one header line, at most six weeks.
            #expect(lines.count <= 8, "\(locale): \(lines.count) lines")
        }
        // In a narrower terminal they wrap, as before.
        #expect(run(["zh-CN", "-3", "9", "2024"], columns: 40).stdout.split(separator: "\n").count > 8)
        // German's narrow names are M D M D F S S and Polish's P W Ś C P S N (two days
        // each share a letter): a column headed "D" could be Tuesday or Thursday, so the
        // short names stay ("Mo. Di."), and the months wrap instead.
        for locale in ["de-DE", "pl-PL"] {
            let outcome = run([locale, "-3", "9", "2024"])
            let lines = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            #expect(lines.allSatisfy { DisplayWidth.of(String($0)) <= 80 }, "\(locale)")
            #expect(lines.count > 8, "\(locale)")
            #expect(!lines[1].contains(" M  D  M "), "\(locale): \(lines[1])")
        }
        #expect(run(["de-DE", "-3", "9", "2024"]).stdout.contains("Mo. Di. Mi."))
    }

    @Test("-y has the year as its heading, centred, in the locale's digits and calendar")
    func yearHeading() {
        let english = run(["en-US", "-y", "2025"]).stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(english[0].trimmingSpaces == "2025" && english[1].isEmpty)
        #expect(english[2].contains("January 2025") && english[2].contains("March 2025"))  // three a row
        let arabic = run(["ar-EG", "-y", "2025"]).stdout
        #expect(arabic.split(separator: "\n")[0].contains("٢٠٢٥"))
        // Reiwa 7 = 2025 (Japan's era calendar).
        #expect(run(["ja-JP-u-ca-japanese", "-y", "2025"]).stdout.split(separator: "\n")[0].contains("令和7年"))
    }

    @Test("MONTH by name, in English or the locale's language, in the grid's calendar")
    func monthNames() {
        #expect(run(["en-US", "sep", "2024"]).stdout == run(["en-US", "9", "2024"]).stdout)
        #expect(run(["sep", "2024"]).stdout == run(["9", "2024"]).stdout)  // the environment's locale
        #expect(run(["de-DE", "okt", "2024"]).stdout == run(["de-DE", "10", "2024"]).stdout)
        #expect(run(["de-DE", "17", "Oktober", "2024"]).stdout == run(["de-DE", "17", "10", "2024"]).stdout)
        // Tishri is the first month of the Hebrew year 5785 (hebcal.com: 1 Tishri 5785 = 3 October 2024).
        let tishri = run(["he-IL-u-ca-hebrew", "tishri", "5785"])
        #expect(tishri.status == 0 && tishri.stdout == run(["he-IL-u-ca-hebrew", "1", "5785"]).stdout)
        // 5784 is a leap year with Adar I and Adar II (hebcal.com).
        let adar = run(["en", "--calendar", "hebrew", "adar", "5784"])
        #expect(adar.status == 64 && adar.stderr.contains("Adar I or Adar II"))
        let unknown = run(["en-US", "foo", "2024"])
        #expect(unknown.status == 64 && unknown.stderr.contains("'foo' is not a month of 2024"))
    }

    @Test("hints: YEAR MONTH swapped, ISO-style positionals, one-digit ISO dates, calendar names")
    func hints() {
        for (arguments, hint) in [
            (["en-US", "2024", "9"], "did you mean 'calgrid 9 2024'?"),
            (["en-US", "2024-09"], "give --month 2024-9 or 9 2024"),
            (["2024-09-17"], "give --date 2024-09-17"),
            (["en-US", "--date", "2024-9-17"], "give --date 2024-09-17"),
            (["en-US", "--calendar", "lunar"], "did you mean 'chinese'?"),
            (["en-US", "--calendar", "jewish"], "did you mean 'hebrew'?"),
            (["en-US", "--calendar", "islamic-umm-al-qura"], "did you mean 'islamic-umalqura'?"),
            (["en-US", "--calendar", "gregorain"], "did you mean 'gregorian'?"),
            (["en-US", "--calendar", "orthodox"], "did you mean 'julian'?"),
            (["en-US", "--secondary", "hijri"], "did you mean 'islamic-umalqura'?"),
        ] {
            let outcome = run(arguments)
            #expect(outcome.status == 64 && outcome.stdout.isEmpty, "\(arguments)")
            #expect(outcome.stderr.contains(hint), "\(arguments): \(outcome.stderr)")
            #expect(outcome.stderr.split(separator: "\n").count == 1)
        }
    }
}

@Suite("Terminals without bidi, and small ones")
struct TerminalFitTests {
    @Test("--bidi none leaves the isolates out of right-to-left text; isolate (the default) keeps them")
    func bidi() {
        func run(_ extra: [String]) -> String {
            Command(
                arguments: ["he-IL-u-ca-hebrew", "--month", "5785-1", "--today", "2024-09-17"] + extra,
                environment: [:], stdoutIsTerminal: false
            ).run().stdout
        }
        #expect(run([]).contains("\u{2068}") && run([]).contains("\u{2069}"))
        let plain = run(["--bidi", "none"])
        #expect(!plain.isEmpty && !plain.contains("\u{2068}") && !plain.contains("\u{2069}"))
        let bad = Command(arguments: ["--bidi", "off"], environment: [:], stdoutIsTerminal: false).run()
        #expect(bad.status == 64 && bad.stderr.contains("expected isolate or none"))
    }

    @Test("the picker's 'too small' message fits the terminal it complains about")
    func tooSmall() throws {
        let today = try ISODate(parsing: "2024-09-17")
        let builder = try GridBuilder(locale: LocaleID("en-US"), today: today)
        let picker = Picker(
            builder: builder, selection: DateSelection<JSONDocument>(mode: .single, today: today),
            initialMonth: try builder.month(containing: today), shownRange: nil, showsWeekNumbers: true)
        for width in [80, 30, 12, 5] {
            let frame = picker.frame(terminalWidth: width, terminalHeight: 5)
            let clear = "\u{1B}[H\u{1B}[2J"
            #expect(frame.hasPrefix(clear))
            let text = String(frame.dropFirst(clear.count))
            #expect(!text.contains("\n") && DisplayWidth.of(text) <= max(width, 5), "\(width): \(text)")
        }
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        drop { $0 == " " }.reversed().drop { $0 == " " }.reversed().reduce(into: Substring()) { $0.append($1) }
    }
}
