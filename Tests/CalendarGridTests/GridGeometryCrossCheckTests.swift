import Testing

@testable import CalendarGrid

/// The builder's grids against a naive, independent month layout: Zeller's congruence
/// for the weekday of the 1st and the Gregorian leap rule for month lengths, with no
/// ICU and no Julian day arithmetic.
@Suite("Grid geometry against a naive reimplementation")
struct GridGeometryCrossCheckTests {
    struct NaiveCell: Equatable, CustomStringConvertible {
        let year: Int, month: Int, day: Int, isInMonth: Bool
        var description: String { "\(year)-\(month)-\(day)\(isInMonth ? "" : "*")" }
    }

    static func isLeap(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

    static func length(_ year: Int, _ month: Int) -> Int {
        [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    }

    /// Zeller's congruence (1882), Gregorian form; returns 1 = Sunday … 7 = Saturday.
    static func weekday(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let m = month < 3 ? month + 12 : month
        let y = month < 3 ? year - 1 : year
        let k = y % 100
        let j = y / 100
        let h = (day + 13 * (m + 1) / 5 + k + k / 4 + j / 4 + 5 * j) % 7  // 0 = Saturday
        return (h + 6) % 7 + 1
    }

    static func naiveRows(year: Int, month: Int, firstWeekday: Int) -> [[NaiveCell]] {
        let lead = (weekday(year, month, 1) - firstWeekday + 7) % 7
        let (py, pm) = month == 1 ? (year - 1, 12) : (year, month - 1)
        let (ny, nm) = month == 12 ? (year + 1, 1) : (year, month + 1)
        var cells: [NaiveCell] = []
        for i in 0..<lead {
            cells.append(NaiveCell(year: py, month: pm, day: length(py, pm) - lead + 1 + i, isInMonth: false))
        }
        for d in 1...length(year, month) { cells.append(NaiveCell(year: year, month: month, day: d, isInMonth: true)) }
        var d = 1
        while cells.count % 7 != 0 {
            cells.append(NaiveCell(year: ny, month: nm, day: d, isInMonth: false))
            d += 1
        }
        return stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<($0 + 7)]) }
    }

    @Test(
        "Gregorian months 1700–2299 for four first weekdays",
        arguments: ["en-US", "de-DE", "ar-EG", "en-US-u-fw-fri"])
    func crossCheck(_ localeText: String) throws {
        let builder = try GridBuilder(locale: LocaleID(localeText))
        let firstWeekday = builder.profile.firstWeekday.rawValue
        var grids = try builder.months(startingAt: MonthAddress(parsing: "1700-1"), count: 600 * 12)
        grids.reverse()
        for year in 1700..<2300 {
            for month in 1...12 {
                let grid = grids.removeLast()
                let actual = grid.weeks.map {
                    $0.days.map {
                        NaiveCell(year: $0.iso.year, month: $0.iso.month, day: $0.day, isInMonth: $0.isInMonth)
                    }
                }
                let expected = Self.naiveRows(year: year, month: month, firstWeekday: firstWeekday)
                if actual != expected {
                    Issue.record("\(localeText) \(year)-\(month): \(actual) ≠ \(expected)")
                    return
                }
            }
        }
    }
}
