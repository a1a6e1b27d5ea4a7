/// A year of the Umm al-Qura calendar from the toolkit's table (``UmmAlQuraTable``,
/// 1365–1500 AH): the month starts Saudi Arabia published, and for later years the ones
/// its rule of 1423 AH gives.
///
/// ICU's `islamic-umalqura` has the same months for 1420–1450 AH (1999–2029) but not
/// before (422 of the 660 month starts of 1365–1419 differ) or after (211 of the 600 of
/// 1451–1500, where the rule computed with PyEphem agrees with the table on 597); ICU 72,
/// 76 and 78 have the same data. `Scripts/umalqura-table` writes the table and prints the
/// comparison; outside it ICU is used.
struct UmmAlQuraYear: ArithmeticYear {
    let year: Int
    private let word: UInt16

    /// The table's year, or `nil` outside the table.
    init?(year: Int) {
        guard year >= UmmAlQuraTable.firstYear, year <= UmmAlQuraTable.lastYear else { return nil }
        self.year = year
        word = UmmAlQuraTable.monthLengths[year - UmmAlQuraTable.firstYear]
    }

    /// The Julian day number of 1 Muharram: the table's first day plus the days of the
    /// years before (354 or 355 days, or what the transcription holds).
    var firstJulianDay: Int {
        var day = UmmAlQuraTable.firstJulianDay
        for index in 0..<(year - UmmAlQuraTable.firstYear) {
            day += 12 * 29 + UmmAlQuraTable.monthLengths[index].nonzeroBitCount
        }
        return day
    }

    var monthLengths: [Int] { (0..<12).map { word >> UInt16($0) & 1 == 1 ? 30 : 29 } }
}
