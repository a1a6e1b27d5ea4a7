/// A year of a calendar that the toolkit can lay out by the calendar's own arithmetic,
/// for the ICU releases that lay it out differently (``HebrewYear``, ``PersianYear``;
/// ``ICUFeatures`` says which ICU needs it).
protocol ArithmeticYear {
    var year: Int { get }
    /// The Julian day number of the year's first day.
    var firstJulianDay: Int { get }
    /// The lengths of the year's months, in order.
    var monthLengths: [Int] { get }
}

extension ArithmeticYear {
    /// ICU's months of this year, unchanged where ICU agrees with the arithmetic, else
    /// with their days from the arithmetic: codes, positions and eras stay ICU's, and
    /// names and titles are formatted from the middle of each month (ICU's own
    /// boundaries there may be a day or two off).
    func correcting(_ months: [MonthLayout], calendar: CalendarID) throws(CalendarGridError) -> [MonthLayout] {
        let lengths = monthLengths
        guard lengths.count == months.count else {
            throw .icuFailure(
                function: "ucal_add(UCAL_MONTH)",
                code: "\(calendar) \(year) has \(months.count) months, expected \(lengths.count)")
        }
        var starts: [Int] = []
        var start = firstJulianDay
        for length in lengths {
            starts.append(start)
            start += length
        }
        let agrees = zip(months, zip(starts, lengths)).allSatisfy { month, expected in
            month.firstJulianDay == expected.0 && month.length == expected.1
        }
        if agrees { return months }
        return zip(months, zip(starts, lengths)).map { month, expected in
            var fixed = MonthLayout(
                code: month.code, ordinal: month.ordinal, era: month.era, eraYear: month.eraYear,
                extendedYear: month.extendedYear, arithmeticYear: month.arithmeticYear,
                firstJulianDay: expected.0, length: expected.1, irregularDayNumbers: nil)
            fixed.titleDay = expected.0 + 14
            return fixed
        }
    }
}

extension Int {
    /// The remainder of floor division: 0 ..< divisor for a positive divisor.
    func modulo(_ divisor: Int) -> Int { ((self % divisor) + divisor) % divisor }
}
