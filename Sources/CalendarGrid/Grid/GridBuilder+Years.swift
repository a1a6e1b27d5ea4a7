extension GridBuilder {
    /// The month with the same month code `years` years later (earlier for a negative
    /// count), as ECMAScript Temporal adds years: "same month next year" for anniversaries.
    ///
    /// Where the target year lacks the month, ``Overflow/constrain`` takes Temporal's
    /// replacement: Hebrew Adar I (`M05L`) becomes Adar (`M06`) in a common year; a Chinese or
    /// Korean leap month `MnnL` becomes the regular month `Mnn`. ``Overflow/reject`` throws.
    ///
    /// ```swift
    /// let hebrew = try GridBuilder(locale: LocaleID("he-IL"), calendar: .hebrew)
    /// let adarI = try hebrew.month(MonthAddress(parsing: "5784-M05L"))
    /// try hebrew.month(adarI, yearsLater: 1).address       // 5785-M06 (Adar)
    /// try hebrew.month(adarI, yearsLater: 1, overflow: .reject)   // throws .monthNotInYear
    /// ```
    /// - Throws: ``CalendarGridError/monthNotInYear(month:year:calendar:available:)`` with
    ///   `.reject`; `.outOfRange` for a year outside ``supportedYears``;
    ///   `.gridOfAnotherCalendar` for a grid of another calendar.
    public func month(
        _ grid: MonthGrid, yearsLater years: Int, overflow: Overflow = .constrain
    ) throws(CalendarGridError) -> MonthGrid {
        guard grid.profile.calendar == profile.calendar else {
            throw .gridOfAnotherCalendar(grid: grid.profile.calendar, builder: profile.calendar)
        }
        let (target, _) = try address(of: grid.monthCode, inYear: grid.arithmeticYear + years, overflow: overflow)
        return try month(target)
    }

    /// The day with the same month code and day `years` years later (earlier for a
    /// negative count) in this builder's calendar: Temporal's `add({years})` on a date.
    ///
    /// With ``Overflow/constrain`` a missing month is replaced as in
    /// ``month(_:yearsLater:overflow:)`` and a day past its end becomes the month's last
    /// day (30 Adar I 5784 a year later is 29 Adar 5785; 29 February 2024 is 28 February
    /// 2025); ``Overflow/reject`` throws instead.
    /// - Throws: `.monthNotInYear` or `.outOfRange` (the day) with `.reject`; `.outOfRange`
    ///   for dates or years outside the supported range.
    public func date(
        _ date: ISODate, yearsLater years: Int, overflow: Overflow = .constrain
    ) throws(CalendarGridError) -> ISODate {
        let source = try month(containing: date)
        guard let day = source.cells.first(where: { $0.inMonth && $0.julianDay == date.julianDay })?.day else {
            throw .icuFailure(function: "GridBuilder", code: "\(date) is not a day of \(source.address)")
        }
        let (target, _) = try address(of: source.monthCode, inYear: source.arithmeticYear + years, overflow: overflow)
        let grid = try month(target)
        let days = grid.cells.filter(\.inMonth)
        if let match = days.first(where: { $0.day == day }) { return match.iso }
        guard overflow == .constrain else {
            throw .outOfRange(
                field: "day of \(grid.address)", value: String(day), min: String(days.first?.day ?? 1),
                max: String(days.last?.day ?? 1))
        }
        // The last day not after the wanted one (the month is shorter, or a reform skipped it).
        return (days.last(where: { $0.day < day }) ?? days[0]).iso
    }

    /// The address of `code` in a year, or Temporal's replacement for a missing leap month.
    /// (The flag says whether the month was replaced.)
    private func address(
        of code: MonthCode, inYear year: Int, overflow: Overflow
    ) throws(CalendarGridError) -> (MonthAddress, Bool) {
        guard supportedYears.contains(year) else {
            throw .outOfRange(
                field: "year", value: String(year), min: String(supportedYears.lowerBound),
                max: String(supportedYears.upperBound))
        }
        let months = try profile.system.year(year).months
        if months.contains(where: { $0.code == code }) { return (MonthAddress(year: year, code: code), false) }
        let replacement: MonthCode?
        switch profile.calendar {
        // Temporal: in a common Hebrew year Adar I (M05L) is constrained to Adar (M06).
        case .hebrew where code.isLeap: replacement = MonthCode(number: code.number + 1)
        // Temporal: a Chinese or Korean leap month is constrained to the month it follows.
        case .chinese where code.isLeap, .dangi where code.isLeap: replacement = MonthCode(number: code.number)
        default: replacement = nil
        }
        guard overflow == .constrain, let replacement, months.contains(where: { $0.code == replacement }) else {
            throw .monthNotInYear(
                month: code.description, year: year, calendar: profile.calendar,
                available: months.map { "\($0.ordinal)=\($0.code)" })
        }
        return (MonthAddress(year: year, code: replacement), true)
    }
}
