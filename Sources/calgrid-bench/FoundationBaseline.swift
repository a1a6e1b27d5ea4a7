import Foundation

/// The same month content as `MonthGrid`, built the way a Swift developer would with
/// Foundation alone: `Calendar` with the locale and identifier, `range(of:in:for:)`,
/// `component(_:from:)`, `DateFormatter` for the title, month name and day labels.
enum FoundationBaseline {
    struct Cell {
        let date: Date
        let day: Int
        let label: String
        let isInMonth: Bool
        let weekday: Int
        let weekend: Bool
    }
    struct Month {
        let title: String
        let name: String
        let days: Int
        let weeks: [(week: Int, cells: [Cell])]
    }

    /// What a profile holds: a calendar and formatters, made once per locale.
    final class Profile {
        let calendar: Calendar
        let title: DateFormatter
        let name: DateFormatter
        let label: DateFormatter
        let weekdayNames: [String]

        init(localeID: String, calendar identifier: Calendar.Identifier) {
            let locale = Locale(identifier: localeID)
            var calendar = Calendar(identifier: identifier)
            calendar.locale = locale
            calendar.timeZone = TimeZone(identifier: "UTC")!
            self.calendar = calendar
            func formatter(_ configure: (DateFormatter) -> Void) -> DateFormatter {
                let formatter = DateFormatter()
                formatter.locale = locale
                formatter.calendar = calendar
                formatter.timeZone = calendar.timeZone
                configure(formatter)
                return formatter
            }
            title = formatter { $0.setLocalizedDateFormatFromTemplate("yMMMM") }
            name = formatter { $0.dateFormat = "LLLL" }
            label = formatter { $0.dateFormat = "d" }
            let symbols = formatter { _ in }
            weekdayNames = symbols.shortStandaloneWeekdaySymbols + symbols.standaloneWeekdaySymbols
        }
    }

    /// The month of `calendar` that contains `date`, every cell filled.
    static func month(containing date: Date, profile: Profile) -> Month {
        let calendar = profile.calendar
        let monthInterval = calendar.dateInterval(of: .month, for: date)!
        let first = monthInterval.start
        let days = calendar.range(of: .day, in: .month, for: first)!.count
        let firstWeekday = calendar.firstWeekday
        let lead = (calendar.component(.weekday, from: first) - firstWeekday + 7) % 7
        let rows = (lead + days + 6) / 7
        var weeks: [(Int, [Cell])] = []
        for row in 0..<rows {
            var cells: [Cell] = []
            for column in 0..<7 {
                let cellDate = calendar.date(byAdding: .day, value: row * 7 + column - lead, to: first)!
                let weekday = calendar.component(.weekday, from: cellDate)
                cells.append(
                    Cell(
                        date: cellDate, day: calendar.component(.day, from: cellDate),
                        label: profile.label.string(from: cellDate), isInMonth: monthInterval.contains(cellDate),
                        weekday: weekday, weekend: calendar.isDateInWeekend(cellDate)))
            }
            weeks.append((calendar.component(.weekOfYear, from: cells[0].date), cells))
        }
        return Month(
            title: profile.title.string(from: first), name: profile.name.string(from: first), days: days, weeks: weeks)
    }

    /// The first day of the month after the one containing `date`.
    /// `count` months one after another from the month of `date`, as each Foundation
    /// baseline builds them; a checksum of what was built, so that nothing is optimized away.
    static func walk(months count: Int, from date: Date, profile: Profile) -> Int {
        var date = date
        var checksum = 0
        for _ in 0..<count {
            let month = month(containing: date, profile: profile)
            checksum &+= month.weeks.count + month.title.utf8.count
            date = nextMonth(after: date, profile: profile)
        }
        return checksum
    }

    static func nextMonth(after date: Date, profile: Profile) -> Date {
        let calendar = profile.calendar
        let start = calendar.dateInterval(of: .month, for: date)!.start
        return calendar.date(byAdding: .month, value: 1, to: start)!
    }
}
