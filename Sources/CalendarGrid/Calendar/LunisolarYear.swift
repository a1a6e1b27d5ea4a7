/// A Chinese or Korean (dangi) year from the toolkit's month tables, for the years the
/// tables cover (``LunisolarTables``, 1900–2100, by the ISO year in which month 1
/// begins): where each month starts and which is the leap month, as the official
/// calendars print them.
///
/// ICU computes these calendars from an approximate astronomy that puts some month
/// starts on the wrong side of midnight (Chinese New Year 2027 on 7 February instead of
/// the 6th; 2030 on 2 February instead of the 3rd; the leap months of 1917, 1922 and
/// 1987 in the wrong place). The tables come from a precise astronomy
/// (`Scripts/lunisolar-tables`, PyEphem) and equal the Hong Kong Observatory's tables
/// day by day for 1901–2099 and KASI's for 1901–2050. Outside them ICU is used.
struct LunisolarYear {
    let year: Int
    private let word: UInt32

    /// The table's year, or `nil` for another calendar or a year outside the table.
    init?(_ calendar: CalendarID, year: Int) {
        guard year >= LunisolarTables.firstYear, year <= LunisolarTables.lastYear else { return nil }
        let index = year - LunisolarTables.firstYear
        switch calendar {
        case .chinese: word = LunisolarTables.chinese[index]
        case .dangi: word = LunisolarTables.dangi[index]
        case .vietnamese: word = LunisolarTables.vietnamese[index]
        default: return nil
        }
        self.year = year
    }

    /// The Julian day number of the first day of month 1.
    var firstJulianDay: Int { ISODate.julianDay(ofJanuaryFirst: year) + Int(word >> 17 & 0x3f) }

    /// The 1-based position of the leap month, or `nil` in a year of 12 months.
    var leapOrdinal: Int? {
        let ordinal = Int(word >> 13 & 0xf)
        return ordinal == 0 ? nil : ordinal
    }

    var monthCount: Int { leapOrdinal == nil ? 12 : 13 }

    /// Days in the month at a 0-based position: 29 or 30.
    func length(ofMonthAt index: Int) -> Int { word >> UInt32(index) & 1 == 1 ? 30 : 29 }

    /// The code of the month at a 0-based position: a leap month repeats the number of
    /// the month before it, with `L` (a leap month after the 4th is `M04L`).
    func code(ofMonthAt index: Int) -> MonthCode {
        let leap = leapOrdinal.map { $0 - 1 }
        let number = leap.map { index >= $0 ? index : index + 1 } ?? index + 1
        return MonthCode(validNumber: number, isLeap: index == leap)
    }
}
