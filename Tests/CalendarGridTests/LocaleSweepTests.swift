import Glibc
import Testing

@testable import CalendarGrid

/// Every locale ICU lists, with the invariants of GridInvariantTests holding.
///
/// Every locale × its default calendar × the year containing 2024-06-01 and the first
/// and last supported years; and every locale × every calendar ID × the year containing
/// 2024-06-01 (14,490 profiles, 177,100 months), one case per calendar so that they run
/// in parallel, with each grid's problems gathered into one issue (it was one
/// expectation per cell: the whole suite took 116 s, now 87 s on 2 cores).
/// `CALENDARGRID_QUICK=1` skips the every-calendar sweep, for sanitizer runs.
@Suite("Sweep over every locale")
struct LocaleSweepTests {
    static let locales = LocaleID.available()
    static let quick = getenv("CALENDARGRID_QUICK").map { String(cString: $0) } == "1"

    /// The months checked, and what was wrong, gathered per locale.
    func sweep(_ locale: LocaleID, calendar: CalendarID?, ends: Bool) throws -> (months: Int, problems: [String]) {
        let builder = try GridBuilder(locale: locale, calendar: calendar)
        let profile = builder.profile
        var years = [try builder.month(containing: ISODate(parsing: "2024-06-01")).arithmeticYear]
        if ends { years += [builder.supportedYears.lowerBound, builder.supportedYears.upperBound] }
        // A year with a leap month too, for the names of leap months (Chinese 2023: 闰二月).
        if profile.calendar.isLunisolarChinese { years.append(2023) }
        var months = 0
        var problems: [String] = []
        let monthTexts = try FullDateTests.MonthTexts(profile)
        let june = try ISODate(parsing: "2024-06-01")
        for (index, year) in years.enumerated() {
            let grids = try builder.year(year)
            var previous: MonthGrid?
            for grid in grids {
                problems += GridInvariantTests.problems(grid, profile: profile).map {
                    "\(locale) \(grid.address): \($0)"
                }
                // Full dates name each cell's own day: this year's months for default
                // calendars, this month for every calendar (FullDateTests covers the years
                // the toolkit lays out itself).
                if index == 0, ends || (grid.firstDay <= june && june <= grid.lastDay) {
                    problems += try FullDateTests.problems(grid, profile: profile, months: monthTexts).map {
                        "\(locale): \($0)"
                    }
                    // Spans of months, as secondary titles write them (ICU's interval formats).
                    let month = try profile.system.month(containing: grid.firstDay.julianDay)
                    let span = try profile.texts.title(
                        spanning: month, to: try profile.system.neighbour(of: month, step: 1),
                        calendar: profile.calendar)
                    if Placeholder.occurs(in: span) { problems.append("\(locale) \(grid.address): span '\(span)'") }
                }
                if let previous, grid.firstDay.julianDay != previous.lastDay.julianDay + 1 {
                    problems.append("\(locale) \(grid.address) does not follow \(previous.address)")
                }
                previous = grid
            }
            months += grids.count
        }
        if profile.weekdayNames.count != 7
            || !profile.weekdayNames.allSatisfy({ !$0.wide.isEmpty && !$0.short.isEmpty })
        {
            problems.append("\(locale): weekday names")
        }
        return (months, problems)
    }

    @Test("every locale × its default calendar, this year and both ends of the range")
    func defaultCalendars() throws {
        #expect(Self.locales.count > 700)
        var months = 0
        var problems: [String] = []
        for locale in Self.locales {
            let result = try sweep(locale, calendar: nil, ends: true)
            months += result.months
            problems += result.problems
        }
        #expect(problems.isEmpty, "\(problems.count) problems, first: \(problems.prefix(5))")
        #expect(months >= Self.locales.count * 36)
    }

    /// One case per calendar, so that the cases run in parallel; the profile cache stays
    /// bounded by its own limit (1024).
    @Test("every locale × every calendar", .disabled(if: quick, "CALENDARGRID_QUICK=1"), arguments: CalendarID.allCases)
    func everyCalendar(_ calendar: CalendarID) throws {
        var months = 0
        var problems: [String] = []
        for locale in Self.locales {
            let result = try sweep(locale, calendar: calendar, ends: false)
            months += result.months
            problems += result.problems
        }
        #expect(problems.isEmpty, "\(calendar): \(problems.count) problems, first: \(problems.prefix(5))")
        #expect(months >= Self.locales.count * 12)
    }
}

/// The builder and the caches under concurrent use.
@Suite("Concurrency")
struct ConcurrencyTests {
    static let requests: [(String, CalendarID?, String)] = [
        ("en-US", nil, "2024-01-01"), ("ar-EG", nil, "2024-01-01"), ("he-IL", .hebrew, "2024-01-01"),
        ("zh-CN", .chinese, "2024-01-01"), ("ko-KR", .dangi, "2024-01-01"), ("ja-JP", .japanese, "1988-01-01"),
        ("fa-IR", nil, "2024-01-01"), ("am-ET", .ethiopic, "2024-01-01"), ("ar-SA", nil, "2024-01-01"),
        ("th-TH", nil, "2024-01-01"),
    ]

    /// What a grid shows, as text to compare.
    static func digest(_ grid: MonthGrid) -> String {
        grid.title + "|" + grid.name + "|"
            + grid.weeks.map { week in
                "\(week.weekOfYear):"
                    + week.days.map { "\($0.iso)\($0.label)\($0.isInMonth ? "+" : "-")" }.joined(separator: ",")
            }.joined(separator: ";")
    }

    static func build(_ index: Int) throws -> [String] {
        let (locale, calendar, start) = requests[index]
        let builder = try GridBuilder(locale: LocaleID(locale), calendar: calendar)
        return try builder.months(startingAt: ISODate(parsing: start), count: 50).map(digest)
    }

    /// Each of 8 tasks builds the same 500 grids (10 locale/calendar pairs × 50 months,
    /// Chinese and Dangi among them) at once, from cold caches.
    @Test("500 grids from 8 concurrent tasks equal a serial build")
    func concurrentEqualsSerial() async throws {
        LocaleProfile.removeAllCached()
        let concurrent = try await withThrowingTaskGroup(of: (Int, [String]).self) { group in
            for task in 0..<8 {
                group.addTask {
                    var results: [(Int, [String])] = []
                    for index in Self.requests.indices {
                        results.append((index, try Self.build(index)))
                    }
                    return (task, results.flatMap(\.1))
                }
            }
            var all: [Int: [String]] = [:]
            for try await (task, digests) in group { all[task] = digests }
            return all
        }
        LocaleProfile.removeAllCached()
        let serial = try Self.requests.indices.flatMap { try Self.build($0) }
        #expect(serial.count == 500)
        for task in 0..<8 { #expect(concurrent[task] == serial, "task \(task)") }
    }
}
