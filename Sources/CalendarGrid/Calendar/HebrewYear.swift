/// One year of the Hebrew calendar by its arithmetic (the molad of Tishri and the four
/// postponements, as Maimonides gives them and Reingold & Dershowitz, *Calendrical
/// Calculations*, compute them): where it starts and how long its months are.
///
/// ICU before 77 puts the new year a day off in 55 of the years the toolkit supports
/// (ICU-23069, fixed in ICU 77; among them 5807, whose 1 Tishri is Monday 1 October
/// 2046, and which ICU 72 and 76 start on 2 October). Where the running ICU does that
/// (``HebrewRule/icuFollowsTheRule``), ``CalendarSystem`` takes the months'
/// days from here and only the names from ICU.
struct HebrewYear: ArithmeticYear {
    let year: Int

    /// ICU's Julian day number of 1 Tishri AM 1 is this plus the days elapsed.
    private static let epochJulianDay = 347_998

    /// Whether the year has 13 months (7 of every 19: years 3, 6, 8, 11, 14, 17, 19 of the cycle).
    var isLeap: Bool { Self.isLeap(year) }

    /// The Julian day number of 1 Tishri.
    var firstJulianDay: Int { Self.epochJulianDay + Self.newYearDay(year) }

    /// Days in the year: 353, 354 or 355, or 383, 384 or 385 in a leap year.
    var length: Int { Self.newYearDay(year + 1) - Self.newYearDay(year) }

    /// The months' lengths in order from Tishri (ICU's order): Heshvan has 30 days in a
    /// complete year (355, 385), Kislev 29 in a deficient one (353, 383); Adar I (30 days)
    /// only in leap years.
    var monthLengths: [Int] {
        let heshvan = length % 10 == 5 ? 30 : 29
        let kislev = length % 10 == 3 ? 29 : 30
        return [30, heshvan, kislev, 29, 30] + (isLeap ? [30] : []) + [29, 30, 29, 30, 29, 30, 29]
    }

    static func isLeap(_ year: Int) -> Bool { (7 * year + 1).modulo(19) < 7 }

    /// Days from the epoch to the molad of Tishri, postponed by a day when the molad falls
    /// on a Sunday, Wednesday or Friday (lo ADU Rosh).
    private static func elapsedDays(_ year: Int) -> Int {
        let months = (235 * year - 234).floorDivided(by: 19)
        let parts = 12_084 + 13_753 * months
        let day = 29 * months + parts.floorDivided(by: 25_920)
        return (3 * (day + 1)).modulo(7) < 3 ? day + 1 : day
    }

    /// The new year with the two postponements that keep year lengths legal (GaTaRaD and
    /// BeTUTaKPaT): a year of 356 days delays the next new year by two days, a previous
    /// year of 382 days delays this one by a day.
    private static func newYearDay(_ year: Int) -> Int {
        let previous = elapsedDays(year - 1)
        let this = elapsedDays(year)
        let next = elapsedDays(year + 1)
        if next - this == 356 { return this + 2 }
        if this - previous == 382 { return this + 1 }
        return this
    }
}

extension Int {
    fileprivate func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
