import CalendarGrid
import CalgridCLI

/// One fuzz input as a short program over the public API, beside the text target:
/// builders, month addresses, ISO dates, steps to neighbouring months (from builders of
/// other calendars too), year grids, selections and secondary calendars, with the input's bytes as the
/// numbers. Every call must work or throw a typed error; a trap is a crash to fix.
enum APIFuzzTarget {
    static let locales = [
        "en-US", "he-IL", "ar-SA", "zh-CN", "fa-IR", "ja-JP-u-ca-japanese", "am-ET", "th-TH-u-nu-thai",
    ]

    static func run(_ bytes: UnsafeRawBufferPointer) {
        guard bytes.count >= 2 else { return }
        let calendars = CalendarID.allCases
        let calendar = calendars[Int(bytes[0]) % calendars.count]
        let other = calendars[Int(bytes[1]) % calendars.count]
        guard let locale = try? LocaleID(locales[Int(bytes[0] ^ bytes[1]) % locales.count]),
            let builder = try? GridBuilder(locale: locale, calendar: calendar),
            let foreign = try? GridBuilder(locale: locale, calendar: other)
        else { return }
        var grid: MonthGrid? = nil
        var offset = 2
        var steps = 0
        // Each step: an operation byte and an 8-byte number.
        while offset + 9 <= bytes.count, steps < 16 {
            let operation = bytes[offset]
            var value: Int64 = 0
            for index in 1...8 { value = value << 8 | Int64(bytes[offset + index]) }
            let number = Int(value)
            offset += 9
            steps += 1
            switch operation % 11 {
            case 0: grid = (try? builder.month(containing: ISODate(julianDay: number))) ?? grid
            case 1: grid = (try? builder.month(MonthAddress(year: number, ordinal: Int(operation >> 4) + 1))) ?? grid
            case 2: if let current = grid { grid = (try? builder.month(after: current)) ?? grid }
            case 3: if let current = grid { grid = (try? builder.month(before: current)) ?? grid }
            case 4: _ = try? ISODate(year: number, month: Int(operation >> 4), day: Int(value & 0x3f))
            case 5: _ = try? builder.months(startingAt: ISODate(julianDay: number), count: Int(value & 0x1f))
            case 6: if let current = grid { _ = try? foreign.month(after: current) }
            case 7:
                guard let current = grid else { continue }
                let modes: [SelectionMode] = [.single, .multiple, .range]
                let selection = DateSelection<Never>(mode: modes[Int(operation >> 4) % 3], today: current.firstDay)
                for cell in current.cells.prefix(Int(value & 0xff)) { _ = selection.toggle(cell.iso) }
                _ = selection.marks(for: current.firstDay)
            case 8:
                _ = builder.profile.label(forDay: number)
                _ = builder.profile.numberLabel(number)
            case 9:
                // A secondary calendar (perhaps the grid's own, refused) with a Hijri offset
                // from −3 to 3 (±3 refused).
                let offset = Int(operation >> 4) % 7 - 3
                if let secondary = try? GridBuilder(
                    locale: locale, calendar: calendar, secondaryCalendars: [other],
                    hijriOffset: offset),
                    let month = try? secondary.month(containing: ISODate(julianDay: number))
                {
                    precondition(
                        month.cells.allSatisfy { $0.secondary.count == 1 }, "a cell without its secondary date")
                    precondition(month.secondaryTitles.count == 1, "a month without its secondary title")
                }
            default:
                _ = try? builder.year(number)
            }
            if let current = grid {
                precondition(current.cells.count == 7 * current.weeks.count, "a grid row without 7 cells")
                precondition(current.profile.calendar == calendar, "a grid of another calendar")
            }
        }
    }
}
