/// One year of the Indian national calendar (Saka era): where it starts and how long its
/// months are, by the calendar's own rule.
///
/// The Saka year S begins on 22 March of the Gregorian year S + 78, or on 21 March when
/// that year is a leap year; Chaitra has 30 days (31 in those years), Vaishakha to
/// Bhadra 31 each, Ashvina to Phalguna 30 each (Calendar Reform Committee, 1957; Reingold
/// and Dershowitz's arithmetic). Proleptic before the calendar's adoption, like ICU.
///
/// ICU before 68 computes years before 1 CE a day off (ICU-21043); there the toolkit
/// supports `indian` from -77 Saka, and lays out the year before, whose days fill the
/// first grid's first row, by this rule (``ICUFeatures/firstDayNamedRight(in:)``).
struct IndianYear: ArithmeticYear {
    let year: Int

    /// The Gregorian year in which the Saka year begins.
    private var gregorianYear: Int { year + 78 }

    /// The Julian day number of 1 Chaitra.
    var firstJulianDay: Int {
        let leap = ISODate.isLeapYear(gregorianYear)
        return ISODate.julianDay(year: gregorianYear, month: 3, day: leap ? 21 : 22)
    }

    var monthLengths: [Int] {
        [ISODate.isLeapYear(gregorianYear) ? 31 : 30] + Array(repeating: 31, count: 5) + Array(repeating: 30, count: 6)
    }
}
