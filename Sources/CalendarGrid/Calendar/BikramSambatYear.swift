/// A year of Bikram Sambat, Nepal's official calendar, from the toolkit's tables
/// (``BikramSambatTables``): twelve solar months from 1 Baishakh, of 29 to 32 days each
/// as Nepal's calendar committee (Nepal Panchanga Nirnayak Samiti) publishes them. No
/// formula gives them, so there are no years outside the tables.
struct BikramSambatYear: ArithmeticYear {
    let year: Int
    let firstJulianDay: Int
    private let word: UInt32

    /// The first day of every year of the table, and of the year after the last: a year's
    /// start is one lookup, and the year of a day one binary search.
    private static let starts: [Int] = {
        var starts = [BikramSambatTables.firstJulianDay]
        starts.reserveCapacity(BikramSambatTables.years.count + 1)
        for word in BikramSambatTables.years { starts.append(starts[starts.count - 1] + Self.length(of: word)) }
        return starts
    }()

    /// The table's years.
    static var tableYears: ClosedRange<Int> { BikramSambatTables.firstYear...BikramSambatTables.lastYear }

    /// The table's year, or `nil` for a year outside the table.
    init?(year: Int) {
        guard Self.tableYears.contains(year) else { return nil }
        let index = year - BikramSambatTables.firstYear
        self.year = year
        self.word = BikramSambatTables.years[index]
        self.firstJulianDay = Self.starts[index]
    }

    /// The year of the table that holds a day, or `nil` for a day outside the table.
    static func year(containing julianDay: Int) -> Int? {
        guard let first = starts.first, let end = starts.last, julianDay >= first, julianDay < end else { return nil }
        // The last start not after the day.
        var low = 0
        var high = starts.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= julianDay { low = middle } else { high = middle }
        }
        return BikramSambatTables.firstYear + low
    }

    var monthLengths: [Int] { (0..<12).map { Self.length(ofMonth: $0, in: word) } }

    private static func length(ofMonth index: Int, in word: UInt32) -> Int { 29 + Int(word >> UInt32(2 * index) & 3) }

    private static func length(of word: UInt32) -> Int { (0..<12).reduce(0) { $0 + length(ofMonth: $1, in: word) } }
}
