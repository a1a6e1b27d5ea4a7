import Testing

@testable import CalendarGrid

/// Every calendar as the secondary of every other: the secondary date of each cell must be
/// the date that calendar's own grid gives the same civil day (month code, ordinal, year,
/// day, day label and month name), so secondary dates are exactly as right as primary
/// grids, which the official-table, civil-day and cross-check tests check. Mismatches are
/// collected and reported once per pair.
@Suite("Secondary calendars against the calendars' own grids")
struct SecondarySweepTests {
    /// Months swept for each pair: two years from January 2024, and the edges of the
    /// official lunisolar tables (1900, 2100).
    static let stretches: [(start: String, months: Int)] = [("2024-01-01", 24), ("1899-12-01", 3), ("2100-11-01", 3)]
    /// For calendars with no years outside their tables (`vietnamese`, lunar years
    /// 1900–2100: 1900-01-31 … 2101-01-28; `bikram-sambat`, 1919-04-13 … 2027-04-13), two
    /// years from January 2024 and three months near each end of the days all of them hold,
    /// whose grids lie wholly inside those days (a grid reaches at most 6 days beyond a
    /// month of at most 32 days).
    static func heldStretches(_ calendars: [CalendarID]) throws -> [(start: String, months: Int)] {
        let held = try calendars.compactMap { try CalendarSystem.shared($0).heldDays }
        let lower = held.map(\.lowerBound).max() ?? 0
        let upper = held.map(\.upperBound).min() ?? 0
        return [
            ("2024-01-01", 24), (ISODate(julianDay: lower + 45).description, 3),
            (ISODate(julianDay: upper - 150).description, 3),
        ]
    }

    /// Each calendar's own grids, built once per month.
    final class OwnGrids {
        let builder: GridBuilder
        private var grids: [Int: MonthGrid] = [:]

        init(_ calendar: CalendarID, locale: String, hijriOffset: Int = 0) throws {
            builder = try GridBuilder(locale: LocaleID(locale), calendar: calendar, hijriOffset: hijriOffset)
        }

        /// The in-month cell of a civil day in this calendar's grid, with its grid.
        func cell(for day: DayCell) throws -> (DayCell, MonthGrid)? {
            if let grid = grids.values.first(where: { $0.firstDay <= day.iso && day.iso <= $0.lastDay }) {
                return grid.cells.first { $0.isInMonth && $0.julianDay == day.julianDay }.map { ($0, grid) }
            }
            let grid = try builder.month(containing: day.iso)
            grids[grid.firstDay.julianDay] = grid
            return grid.cells.first { $0.isInMonth && $0.julianDay == day.julianDay }.map { ($0, grid) }
        }
    }

    static func mismatches(
        primary: CalendarID, secondary: CalendarID, locale: String = "en-US",
        hijriOffset: Int = 0
    ) throws -> [String] {
        let builder = try GridBuilder(
            locale: LocaleID(locale), calendar: primary, secondaryCalendars: [secondary],
            hijriOffset: hijriOffset)
        let own = try OwnGrids(secondary, locale: locale, hijriOffset: hijriOffset)
        var problems: [String] = []
        let held = [primary, secondary].contains { CalendarRules.rule(for: $0).heldYears != nil }
        for stretch in held ? try heldStretches([primary, secondary]) : stretches {
            for grid in try builder.months(startingAt: ISODate(parsing: stretch.start), count: stretch.months) {
                for cell in grid.cells {
                    guard let date = cell.secondary.first, let (expected, ownGrid) = try own.cell(for: cell) else {
                        problems.append("\(cell.iso): no secondary date or no own cell")
                        continue
                    }
                    if date.monthCode != ownGrid.monthCode || date.ordinalMonth != ownGrid.ordinalMonth
                        || date.arithmeticYear != ownGrid.arithmeticYear || date.day != expected.day
                        || date.dayLabel != expected.label || date.monthName != ownGrid.name
                    {
                        problems.append(
                            "\(cell.iso): \(date.arithmeticYear)-\(date.monthCode)-\(date.day) '\(date.dayLabel)' "
                                + "\(date.monthName), own grid \(ownGrid.address)-\(expected.day) '\(expected.label)' "
                                + "\(ownGrid.name)"
                        )
                    }
                }
            }
        }
        return problems
    }

    @Test("every calendar under every other", arguments: CalendarID.allCases)
    func everyPair(primary: CalendarID) throws {
        for secondary in CalendarID.allCases where secondary != primary {
            let problems = try Self.mismatches(primary: primary, secondary: secondary)
            #expect(
                problems.isEmpty, "\(secondary) under \(primary): \(problems.count) cells, first: \(problems.prefix(3))"
            )
        }
    }

    /// Locales whose labels and names differ by calendar (Hebrew numerals, 初一, Arabic
    /// and Persian digits, Japanese eras).
    @Test(
        "every calendar under gregorian in other locales",
        arguments: ["he-IL", "zh-CN", "ar-SA", "fa-IR", "ja-JP", "am-ET"])
    func locales(locale: String) throws {
        for secondary in CalendarID.allCases where secondary != .gregorian {
            let problems = try Self.mismatches(primary: .gregorian, secondary: secondary, locale: locale)
            #expect(
                problems.isEmpty, "\(secondary) in \(locale): \(problems.count) cells, first: \(problems.prefix(3))")
        }
    }

    @Test("islamic calendars with a Hijri offset, under gregorian", arguments: [-2, -1, 1, 2])
    func hijriOffsets(offset: Int) throws {
        for secondary in CalendarID.allCases where secondary.isIslamic {
            let problems = try Self.mismatches(primary: .gregorian, secondary: secondary, hijriOffset: offset)
            #expect(problems.isEmpty, "\(secondary) \(offset): \(problems.count) cells, first: \(problems.prefix(3))")
        }
    }

    /// The adjustment's meaning (.NET's HijriAdjustment, the contract): with offset
    /// N the date shown for civil day d is the calendar's date of d + N.
    @Test("offset N shows for day d the unadjusted date of d + N", arguments: [-2, -1, 1, 2])
    func offsetMeaning(offset: Int) throws {
        for calendar in CalendarID.allCases where calendar.isIslamic {
            let moved = try GridBuilder(
                locale: LocaleID("en-US"), calendar: .gregorian, secondaryCalendars: [calendar],
                hijriOffset: offset)
            let plain = try GridBuilder(locale: LocaleID("en-US"), calendar: .gregorian, secondaryCalendars: [calendar])
            var problems: [String] = []
            for grid in try moved.months(startingAt: ISODate(parsing: "2024-01-01"), count: 24) {
                let shifted = try plain.months(
                    startingAt: ISODate(julianDay: grid.firstDay.julianDay + offset), count: 2
                )
                .flatMap(\.cells)
                for cell in grid.cells where cell.isInMonth {
                    guard let other = shifted.first(where: { $0.julianDay == cell.julianDay + offset }),
                        let date = cell.secondary.first, let expected = other.secondary.first
                    else {
                        problems.append("\(cell.iso): missing")
                        continue
                    }
                    if date.monthCode != expected.monthCode || date.day != expected.day
                        || date.arithmeticYear != expected.arithmeticYear
                    {
                        problems.append(
                            "\(cell.iso): \(date.monthCode)-\(date.day), expected \(expected.monthCode)-\(expected.day)"
                        )
                    }
                }
            }
            #expect(problems.isEmpty, "\(calendar) \(offset): \(problems.prefix(3))")
        }
    }
}
