/// One year of the Persian (Solar Hijri) calendar by the 33-year arithmetic rule with
/// the astronomical corrections ICU 78 applies: where it starts and how long its months are.
///
/// Iran's calendar starts the year on the day of the March equinox if the equinox comes
/// before apparent noon at 52.5°E, else the next day. The 33-year rule (a year is leap
/// when (25y + 11) mod 33 < 8) matches that through 1501 AP (2122 CE); ICU 78 corrects
/// 78 later years (a year of ``correctedYears`` is common and the next one leap), and
/// ICU 72 to 77 do not. So that every ICU gives the same days, the toolkit lays out
/// Persian years from this rule where the running ICU does not follow it
/// (``PersianRule/icuFollowsTheRule``).
///
/// `Scripts/persian-corrections` derives the corrections from an astronomical
/// computation (PyEphem): it finds these 78 years and one more, 2583 AP, where the
/// equinox that starts the next year (March 3205) falls 20 seconds from noon, far closer
/// than the uncertainty of Earth's rotation that far ahead; the toolkit follows ICU 78.
struct PersianYear: ArithmeticYear {
    let year: Int

    /// Julian day number of 1 Farvardin 1 AP minus one (1 Farvardin 1403 is 20 March 2024,
    /// Julian day 2460390: Iran Calendar Center).
    private static let epochJulianDay = 1_948_320

    /// Years that the 33-year rule makes leap but the equinox makes common; the year after
    /// each is leap instead.
    static let correctedYears: Set<Int> = [
        1502, 1601, 1634, 1667, 1700, 1733, 1766, 1799, 1832, 1865, 1898, 1931, 1964, 1997, 2030, 2059,
        2063, 2096, 2129, 2158, 2162, 2191, 2195, 2224, 2228, 2257, 2261, 2290, 2294, 2323, 2327, 2356,
        2360, 2389, 2393, 2422, 2426, 2455, 2459, 2488, 2492, 2521, 2525, 2554, 2558, 2587, 2591, 2620,
        2624, 2653, 2657, 2686, 2690, 2719, 2723, 2748, 2752, 2756, 2781, 2785, 2789, 2818, 2822, 2847,
        2851, 2855, 2880, 2884, 2888, 2913, 2917, 2921, 2946, 2950, 2954, 2979, 2983, 2987,
    ]

    /// Whether the year has 366 days (Esfand of 30 days).
    var isLeap: Bool {
        if Self.correctedYears.contains(year) { return false }
        if Self.correctedYears.contains(year - 1) { return true }
        return Self.isLeapBy33YearRule(year)
    }

    /// The Julian day number of 1 Farvardin.
    var firstJulianDay: Int {
        // Leap years before `year` by the 33-year rule: ⌊(8y + 21) / 33⌋ (the tests count
        // them one by one); a corrected year's leap day moves into the next year.
        let leapYearsBefore = Self.floorDivide(8 * year + 21, 33)
        let start = Self.epochJulianDay + 365 * (year - 1) + leapYearsBefore
        return Self.correctedYears.contains(year - 1) ? start - 1 : start
    }

    /// Farvardin to Shahrivar 31 days, Mehr to Bahman 30, Esfand 29 or 30.
    var monthLengths: [Int] { Array(repeating: 31, count: 6) + Array(repeating: 30, count: 5) + [isLeap ? 30 : 29] }

    static func isLeapBy33YearRule(_ year: Int) -> Bool { (25 * year + 11).modulo(33) < 8 }

    private static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    }
}
