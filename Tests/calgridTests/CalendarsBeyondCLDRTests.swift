import CalendarGrid
import Testing

@testable import CalgridCLI

/// The calendars CLDR lacks, at the command line: what issue 33 promises a user types.
@Suite("calgrid with the calendars CLDR lacks")
struct CalendarsBeyondCLDRTests {
    func run(_ arguments: [String]) -> Command.Outcome {
        Command(
            arguments: arguments + ["--today", "2024-09-17", "--color", "never"],
            environment: ["LANG": "en_US.UTF-8", "COLUMNS": "80"], stdoutIsTerminal: false
        ).run()
    }

    /// The ISO day of the first cell of the month in calgrid's JSON.
    func firstDay(_ arguments: [String]) -> String? {
        let outcome = run(arguments + ["--format", "json"])
        guard outcome.status == 0,
            let line = outcome.stdout.split(separator: "\n").first(where: { $0.contains("\"inMonth\": true") })
        else { return nil }
        return line.split(separator: "\"").dropFirst(3).first.map(String.init)
    }

    @Test("vi-VN --calendar vietnamese --month 1985-M01 starts on 21 January 1985")
    func tet1985() {
        // Tết Ất Sửu 1985 was 21 January in Vietnam (vnlunar), 20 February in China (HKO).
        #expect(firstDay(["vi-VN", "--calendar", "vietnamese", "--month", "1985-M01"]) == "1985-01-21")
        #expect(firstDay(["vi-VN", "--calendar", "chinese", "--month", "1985-M01"]) == "1985-02-20")
        let outside = run(["vi-VN", "--calendar", "vietnamese", "--month", "2101-M01"])
        #expect(outside.status == 64 && outside.stdout.isEmpty)
        #expect(outside.stderr.contains("year 2101 is out of range (supported: 1900 to 2100)"), "\(outside.stderr)")
    }

    @Test("--calendar julian: 25 December on 7 January from 1900 to 2099")
    func julianChristmas() {
        // The Julian calendar runs 13 days behind the Gregorian from 1 March 1900 to
        // 28 February 2100: 1 December (Julian) is 14 December (Gregorian).
        #expect(firstDay(["ru-RU", "--calendar", "julian", "--month", "1900-12"]) == "1900-12-14")
        #expect(firstDay(["ru-RU", "--calendar", "julian", "--month", "2099-12"]) == "2099-12-14")
    }

    @Test("--secondary auto under vi-VN shows the Vietnamese calendar")
    func secondaryAuto() {
        let outcome = run(["vi-VN", "--secondary", "auto", "--month", "2025-1", "--format", "json"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("\"secondaryCalendars\": [\"vietnamese\"]"), "\(outcome.stdout.prefix(400))")
    }

    @Test(
        "ne-NP --secondary auto shows Bikram Sambat under each day; --calendar bikram-sambat starts 2081 on 13 April 2024"
    )
    func bikramSambat() {
        let outcome = run(["ne-NP", "--secondary", "auto", "--month", "2025-4", "--format", "json"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("\"secondaryCalendars\": [\"bikram-sambat\"]"), "\(outcome.stdout.prefix(400))")
        // Every day of the month has its Bikram Sambat date (14 April 2025 is 1 Baishakh 2082).
        let text = run(["ne-NP", "--secondary", "auto", "--month", "2025-4"])
        #expect(text.status == 0 && text.stdout.contains("बैशाख"), "\(text.stdout)")
        // 1 Baishakh 2081 was 13 April 2024 (Government of Nepal's calendar).
        #expect(firstDay(["en-US", "--calendar", "bikram-sambat", "--month", "2081-M01"]) == "2024-04-13")
        let suggestion = run(["--calendar", "nepali"])
        #expect(
            suggestion.status == 64 && suggestion.stderr.contains("did you mean 'bikram-sambat'?"),
            "\(suggestion.stderr)")
    }

    @Test("hi-IN --secondary auto names each day's tithi; --calendar panchang and its refusals")
    func panchang() {
        let outcome = run(["hi-IN", "--secondary", "auto", "--month", "2025-10", "--format", "json"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("\"secondaryCalendars\": [\"panchang\"]"), "\(outcome.stdout.prefix(400))")
        // Dussehra, 2 October 2025 (Government of India's holiday list), is Ashvin's Shukla
        // Dashami: its line shows the tithi 10; the 22nd begins Kartika.
        let text = run(["hi-IN", "--secondary", "auto", "--month", "2025-10"])
        #expect(text.status == 0 && text.stdout.contains("कार्तिक"), "\(text.stdout)")
        // Ugadi / Gudi Padwa 2025, 30 March (Government of India's restricted holidays).
        #expect(firstDay(["en-IN", "--calendar", "panchang", "--month", "2082-M01"]) == "2025-03-30")
        let outside = run(["en-IN", "--calendar", "panchang", "--month", "2158-M01"])
        #expect(outside.status == 64 && outside.stderr.contains("1957 to 2157"), "\(outside.stderr)")
        #expect(outside.stdout.isEmpty)
        let suggestion = run(["--calendar", "hindu"])
        #expect(
            suggestion.status == 64 && suggestion.stderr.contains("did you mean 'panchang'?"), "\(suggestion.stderr)")
    }
}
