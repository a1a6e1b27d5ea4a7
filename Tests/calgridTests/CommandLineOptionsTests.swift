import CalendarGrid
import Testing

@testable import CalgridCLI

@Suite("CommandLineOptions: the hand-written parser")
struct CommandLineOptionsTests {
    @Test("both --opt value and --opt=value; flags; the locale anywhere")
    func forms() throws {
        let options = try CommandLineOptions.parse([
            "--month", "2024-9", "ar-EG", "--format=json", "--week-numbers", "--months=3",
        ])
        #expect(options.month == MonthAddress(year: 2024, ordinal: 9))  // parsed when given
        #expect(options.locale == "ar-EG")
        #expect(options.format == .json)
        #expect(options.weekNumbers)
        #expect(options.monthCount == 3)
        #expect(options.action == nil)
    }

    @Test("-- ends the options: what follows is the LOCALE")
    func doubleDash() throws {
        let options = try CommandLineOptions.parse(["--month", "2024-1", "--", "-weird"])
        #expect(options.locale == "-weird")
        #expect(options.month == MonthAddress(year: 2024, ordinal: 1))
    }

    @Test("values may start with a single '-' (a negative year)")
    func negativeValues() throws {
        #expect(try CommandLineOptions.parse(["--year", "-5"]).year == "-5")
        #expect(try CommandLineOptions.parse(["--month", "-1-1"]).month == MonthAddress(year: -1, ordinal: 1))
    }

    @Test("defaults: text, one month, no action")
    func defaults() throws {
        let options = try CommandLineOptions.parse([])
        #expect(options == CommandLineOptions())
        #expect(options.format == .text)
        #expect(options.monthCount == nil)
    }

    @Test(
        "actions",
        arguments: [
            (["--help"], CommandLineOptions.Action.help), (["-h"], .help),
            (["--version"], .version), (["--list-locales"], .listLocales),
            (["--list-calendars"], .listCalendars), (["--bogus", "--help"], .help),
        ])
    func actions(_ arguments: [String], _ action: CommandLineOptions.Action) throws {
        #expect(try CommandLineOptions.parse(arguments).action == action)
    }

    @Test("--secondary takes one or two IDs or auto; --hijri-offset a signed number from -2 to 2")
    func secondaryAndOffset() throws {
        #expect(
            try CommandLineOptions.parse(["--secondary=hebrew,islamic"]).secondary == .calendars([.hebrew, .islamic]))
        #expect(try CommandLineOptions.parse(["--secondary", "auto"]).secondary == .auto)
        #expect(try CommandLineOptions.parse(["--hijri-offset", "-2"]).hijriOffset == -2)
        #expect(try CommandLineOptions.parse(["--hijri-offset=+1"]).hijriOffset == 1)
        #expect(try CommandLineOptions.parse(["--hijri-offset", "0"]).hijriOffset == 0)
        #expect(try CommandLineOptions.parse([]).secondary == nil)
    }

    @Test(
        "refusals name the option or value",
        arguments: [
            (["--bogus"], "--bogus"), (["--month"], "needs a value"), (["--month", "--year", "1"], "needs a value"),
            (["--month="], "needs a value"), (["--week-numbers=1"], "takes no value"),
            (["--year", "1", "--year", "2"], "given twice"), (["--list-locales", "--list-locales"], "given twice"),
            (["--month", "1-1", "--date", "2024-01-01"], "cannot be combined"),
            (["--year", "1", "--months", "2"], "cannot be combined"),
            (["--months", "0"], "out of range"), (["--months", "99999999999999999999"], "out of range"),
            (["--format", "yaml"], "yaml"), (["a", "b"], "unexpected argument 'b'"),
            (["--version", "en"], "takes no LOCALE"),
            (["--list-calendars", "--format", "json"], "takes no other options"),
            (["--version", "--list-locales"], "cannot be combined"),
            (["--secondary", "a,b,c"], "names 3 calendars"), (["--secondary", ",hebrew"], "empty calendar ID"),
            (["--secondary", "auto,auto"], "auto stands alone"), (["--hijri-offset", "+"], "not a whole number"),
            (["--hijri-offset", "٢"], "not a whole number"),
            (["--hijri-offset", "99999999999999999999"], "not a whole number"),
        ])
    func refusals(_ arguments: [String], _ message: String) {
        do {
            let options = try CommandLineOptions.parse(arguments)
            Issue.record("accepted \(arguments) as \(options)")
        } catch {
            #expect(error.message.contains(message), "\(error.message)")
        }
    }
}

@Suite("EnvironmentLocale: POSIX locale names")
struct EnvironmentLocaleTests {
    @Test(
        "POSIX forms",
        arguments: [
            ("de_DE.UTF-8@euro", "de_DE"), ("de_DE.UTF-8", "de_DE"), ("fr_FR", "fr_FR"),
            ("sr_RS@latin", "sr_Latn_RS"), ("uz_UZ@cyrillic", "uz_Cyrl_UZ"), ("en", "en"),
        ])
    func posix(_ value: String, _ expected: String) {
        #expect(EnvironmentLocale.localeID(fromPOSIX: value) == expected)
    }

    @Test("C and POSIX mean the fallback", arguments: ["C", "POSIX", "C.UTF-8", "POSIX.UTF-8"])
    func neutral(_ value: String) {
        #expect(EnvironmentLocale.localeID(fromPOSIX: value) == nil)
        #expect(EnvironmentLocale.find(in: ["LANG": value]).locale == "en-US")
    }

    @Test("LC_ALL, then LC_TIME, then LANG; empty values are skipped")
    func order() {
        #expect(
            EnvironmentLocale.find(in: ["LANG": "de_DE", "LC_TIME": "fr_FR", "LC_ALL": "ja_JP"]) == ("LC_ALL", "ja_JP"))
        #expect(
            EnvironmentLocale.find(in: ["LANG": "de_DE", "LC_TIME": "fr_FR", "LC_ALL": ""]) == ("LC_TIME", "fr_FR"))
        #expect(EnvironmentLocale.find(in: ["LANG": "de_DE"]) == ("LANG", "de_DE"))
        #expect(EnvironmentLocale.find(in: [:]) == (nil, "en-US"))
    }

    @Test("the command names the variable when its locale is refused")
    func badEnvironment() {
        let outcome = Command(
            arguments: ["--month", "2024-1"], environment: ["LC_TIME": "zz_ZZ"], stdoutIsTerminal: false
        ).run()
        #expect(outcome.status == 64)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.contains("LC_TIME"))
    }

    @Test("reverse video for today only on a terminal and without NO_COLOR")
    func highlight() {
        let arguments = ["en-US", "--month", "2024-9", "--today", "2024-09-17"]
        let terminal = Command(arguments: arguments, environment: [:], stdoutIsTerminal: true).run()
        #expect(terminal.stdout.contains("\u{1B}[7m17\u{1B}[27m"))
        let noColor = Command(arguments: arguments, environment: ["NO_COLOR": "1"], stdoutIsTerminal: true).run()
        #expect(!noColor.stdout.contains("\u{1B}["))
        let file = Command(arguments: arguments, environment: [:], stdoutIsTerminal: false).run()
        #expect(!file.stdout.contains("\u{1B}["))
    }
}
