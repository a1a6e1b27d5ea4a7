package import CalendarGrid

/// `Goldens/civil-days.tsv`: for every calendar, its supported years and, per century
/// of arithmetic years, how many months and days there are and a digest of every month's
/// code, position, first day and length. Recorded once (`calgrid-goldens civil-days`)
/// and checked by the tests on every ICU, it shows that each ICU from 67 to 78 lays out
/// exactly the same months, and names the calendar and century where one does not.
package enum CivilDayTable {
    package static let path = GoldenFiles.root + "/Goldens/civil-days.tsv"
    /// Arithmetic years per line.
    static let blockLength = 100

    /// One line of the table.
    package struct Row: Sendable, Equatable, CustomStringConvertible {
        package let calendar: CalendarID
        /// `supported` for the supported-years line, else the block's first and last year.
        package let years: String
        package let value: String

        package init(calendar: CalendarID, years: String, value: String) {
            self.calendar = calendar
            self.years = years
            self.value = value
        }

        package var description: String { "\(calendar)\t\(years)\t\(value)" }
    }

    static let header = """
        # Civil days of every month of every calendar over its supported years, as the toolkit lays them out.
        # Written by `calgrid-goldens civil-days`; checked on every ICU by the tests. Per calendar: its supported
        # arithmetic years, then per 100 years: months, days, and an FNV-1a 64 digest of \
        "year ordinal code firstJulianDay length".
        """

    /// The rows for one calendar, computed now.
    package static func rows(for calendar: CalendarID) throws(CalendarGridError) -> [Row] {
        let supported = try CivilDays.supportedYears(of: calendar)
        let line = Row(
            calendar: calendar, years: "supported", value: "\(supported.lowerBound)...\(supported.upperBound)")
        return [line] + (try blocks(of: calendar, from: supported.lowerBound, within: supported))
    }

    /// The rows of the blocks of ``blockLength`` years counted from `origin` that begin
    /// within `years` (the last one ends with them), computed now: where an ICU supports
    /// fewer years than the table was recorded with, the blocks it can compute, aligned
    /// with the recorded ones.
    package static func blocks(
        of calendar: CalendarID, from origin: Int, within years: ClosedRange<Int>
    ) throws(CalendarGridError) -> [Row] {
        var rows: [Row] = []
        var start = origin
        while start < years.lowerBound { start += blockLength }
        while start <= years.upperBound {
            let end = min(start + blockLength - 1, years.upperBound)
            var digest = FNV1a()
            var months = 0
            var days = 0
            for year in start...end {
                for month in try CivilDays.months(ofYear: year, in: calendar) {
                    digest.add("\(year) \(month.ordinal) \(month.code) \(month.firstJulianDay) \(month.length);")
                    months += 1
                    days += month.length
                }
            }
            rows.append(Row(calendar: calendar, years: "\(start)...\(end)", value: "\(months)\t\(days)\t\(digest.hex)"))
            start = end + 1
        }
        return rows
    }

    /// The whole table's text, computed now.
    package static func render() throws(CalendarGridError) -> String {
        var lines = [header]
        for calendar in CalendarID.allCases {
            lines += try rows(for: calendar).map(\.description)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The recorded rows of a calendar, from the file.
    package static func recorded(_ calendar: CalendarID) -> [Row] {
        guard let text = GoldenFiles.read(path) else { return [] }
        return text.split(separator: "\n").compactMap { line -> Row? in
            guard !line.hasPrefix("#") else { return nil }
            let fields = line.split(separator: "\t", maxSplits: 2).map(String.init)
            guard fields.count == 3, fields[0] == calendar.rawValue else { return nil }
            return Row(calendar: calendar, years: fields[1], value: fields[2])
        }
    }
}
