import CalendarGridGoldens
import Testing

@testable import CalgridCLI

/// One definition per option: the parser, --help, the man page and the completion scripts
/// all come from OptionTable, and the checked-in calgrid.1 is what calgrid prints.
@Suite("OptionTable: help, man page, completions, cal's habits")
struct OptionTableTests {
    @Test("every option is in --help, the man page and the three completion scripts")
    func everywhere() {
        let help = HelpText.text(picking: false) + HelpText.text(picking: true)
        for option in OptionTable.all {
            #expect(help.contains(option.name), "\(option.name) in --help")
            #expect(ManPage.text.contains(ManPage.roff(option.name)), "\(option.name) in the man page")
            #expect(CompletionScript.bash.contains(option.name), "\(option.name) for bash")
            #expect(CompletionScript.zsh.contains(option.name), "\(option.name) for zsh")
            #expect(CompletionScript.fish.contains("-l \(option.name.dropFirst(2))"), "\(option.name) for fish")
            if let short = option.short { #expect(help.contains("-\(short), \(option.name)")) }
        }
        #expect(OptionTable.all.map(\.name).count == Set(OptionTable.all.map(\.name)).count)
        #expect(OptionTable.all.compactMap(\.short).count == Set(OptionTable.all.compactMap(\.short)).count)
    }

    /// A value each option accepts, to apply it with: an option added to the table without
    /// one here fails the test below, which asks for one.
    static let sampleValues: [String: String] = [
        "--calendar": "hebrew", "--month": "5784-M05L", "--date": "2024-09-17", "--year": "2024",
        "--months": "3", "--secondary": "chinese", "--hijri-offset": "1", "--format": "json",
        "--color": "always", "--bidi": "none", "--today": "2024-09-17", "--time-zone": "Asia/Tokyo", "--mode": "range",
        "--items": "items.json", "--messages": "messages.json", "--events": "events.ics", "--form-action": "/book",
        "--min": "2024-09-01",
        "--max": "2024-09-30", "--completion-script": "zsh", "--holidays": "US-CA", "--holiday-rules": "rules",
        "--disable": "non-working",
    ]

    @Test("every option in the table applies itself: its binding changes the parsed command line")
    func everyOptionIsBound() throws {
        // An OptionSpec cannot be written without its `apply` (the build fails); this shows
        // that none applies as a no-op, and that a flag and a value-taking option are bound as such.
        let untouched = CommandLineOptions()
        for option in OptionTable.all {
            var options = CommandLineOptions()
            switch option.apply {
            case .flag(let apply):
                #expect(!option.takesValue, "\(option.name) is a flag but shows a value \(option.value ?? "")")
                apply(&options)
            case .value(let apply):
                #expect(option.takesValue, "\(option.name) takes a value but shows none")
                let value = try #require(Self.sampleValues[option.name], "no sample value for \(option.name)")
                try apply(&options, value)
            }
            #expect(options != untouched, "\(option.name) changes nothing")
        }
    }

    @Test("an option's binding is what parsing calls: the value given arrives where its code puts it")
    func parsingCallsTheBinding() throws {
        let parsed = try CommandLineOptions.parse(["he-IL", "--calendar=hebrew", "--time-zone", "Asia/Tokyo", "-w3"])
        #expect(parsed.calendar == .hebrew && parsed.timeZone == "Asia/Tokyo")
        #expect(parsed.weekNumbers && parsed.threeMonths && parsed.locale == "he-IL")
    }

    @Test("help lines fit 80 columns; pick --help is the picker's")
    func helpWidth() {
        for picking in [false, true] {
            for line in HelpText.text(picking: picking).split(separator: "\n") {
                #expect(line.count <= 80, "\(line)")
            }
        }
        #expect(HelpText.text(picking: true).hasPrefix("usage: calgrid pick"))
        #expect(!HelpText.text(picking: true).contains("--format"))
        #expect(HelpText.text(picking: true).contains("--no-past"))
    }

    @Test("calgrid.1 is what calgrid --man-page prints")
    func manPage() {
        #expect(GoldenFiles.read(GoldenFiles.root + "/calgrid.1") == ManPage.text)
    }

    @Test("cal's one-letter options, clusters and numbers")
    func calHabits() throws {
        let cluster = try CommandLineOptions.parse(["-3w", "de-DE"])
        #expect(cluster.threeMonths && cluster.weekNumbers && cluster.locale == "de-DE")
        #expect(try CommandLineOptions.parse(["-n3"]).monthCount == 3)
        #expect(try CommandLineOptions.parse(["-wn", "4"]).monthCount == 4)
        #expect(try CommandLineOptions.parse(["-y", "2019", "ja-JP"]).numbers == ["2019"])
        #expect(try CommandLineOptions.parse(["17", "9", "2024"]).numbers == ["17", "9", "2024"])
        #expect(try CommandLineOptions.parse(["-m"]).firstWeekday == "mon")
        #expect(try CommandLineOptions.parse(["-h", "--bogus"]).action == .help)
        #expect(try CommandLineOptions.parse(["-3h"]).action == .help)
        #expect(try CommandLineOptions.parse(["--color"]).color == .auto)
        #expect(try CommandLineOptions.parse(["--color", "never", "en"]).color == .never)
        #expect(try CommandLineOptions.parse(["--color", "en"]).locale == "en")
        #expect(try CommandLineOptions.parse(["pick", "--help"]).pick != nil)
    }

    @Test(
        "a misspelt option is answered with the nearest one",
        arguments: [
            ("--mnth", "--month"), ("--week-number", "--week-numbers"), ("--calender", "--calendar"),
            ("--fromat", "--format"),
        ])
    func suggestions(_ typed: String, _ expected: String) {
        #expect(OptionTable.suggestions(for: typed, picking: false).first == expected)
    }
}
