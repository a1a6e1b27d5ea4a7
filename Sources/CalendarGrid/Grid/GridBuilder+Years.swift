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
    /// - Throws: ``CalendarError/monthNotInYear(_:calendar:available:)`` with
    ///   `.reject`; `.outOfRange` for a year outside ``supportedYears``;
    ///   `.gridOfAnotherCalendar` for a grid of another calendar.
    public func month(
        _ grid: MonthGrid, yearsLater years: Int, overflow: Overflow = .constrain
    ) throws(CalendarGridError) -> MonthGrid {
        guard grid.profile.calendar == profile.calendar else {
            throw .grid(.gridOfAnotherCalendar(grid: grid.profile.calendar, builder: profile.calendar))
        }
        let (target, _) = try address(of: grid.monthCode, inYear: grid.arithmeticYear + years, overflow: overflow)
        return try month(target)
    }

    /// The day with the same month code and day `years` years later (earlier for a
    /// negative count) in this builder's calendar: Temporal's `add({years})` on a date
    /// (``CalendarDate/adding(years:overflow:)``).
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
        try calendarDate(date).adding(years: years, overflow: overflow).iso
    }

    /// The day the same day of the month `months` months later (earlier for a negative
    /// count), over this calendar's real months (leap months count): Temporal's
    /// `add({months})` (``CalendarDate/adding(months:overflow:)``).
    public func date(
        _ date: ISODate, monthsLater months: Int, overflow: Overflow = .constrain
    ) throws(CalendarGridError) -> ISODate {
        try calendarDate(date).adding(months: months, overflow: overflow).iso
    }

    /// The month `months` months after the grid's (before it for a negative count), over
    /// the calendar's real months: 12 months after the first Chinese month of 2023, a year
    /// with a leap second month, is its twelfth month (腊月, from 11 January 2024), and 13
    /// months after it the first month of 2024 (New Year, 10 February 2024).
    /// - Throws: `.outOfRange` outside ``supportedYears``; `.gridOfAnotherCalendar`.
    public func month(_ grid: MonthGrid, monthsLater months: Int) throws(CalendarGridError) -> MonthGrid {
        guard grid.profile.calendar == profile.calendar else {
            throw .grid(.gridOfAnotherCalendar(grid: grid.profile.calendar, builder: profile.calendar))
        }
        let first = try calendarDate(grid.firstDay)
        return try month(containing: first.adding(months: months).iso)
    }

    /// The grid of the month of a date of this builder's calendar.
    /// - Throws: `.gridOfAnotherCalendar` for a date of another calendar; `.outOfRange`.
    public func month(containing date: CalendarDate) throws(CalendarGridError) -> MonthGrid {
        guard date.calendar == profile.calendar else {
            throw .grid(.gridOfAnotherCalendar(grid: date.calendar, builder: profile.calendar))
        }
        return try month(containing: date.iso)
    }

    /// A day as this builder's calendar names it (its Hijri adjustment included).
    public func calendarDate(_ date: ISODate) throws(CalendarGridError) -> CalendarDate {
        try CalendarDate(date, calendar: profile.calendar, hijriOffset: profile.hijriOffset)
    }

    /// The address of `code` in a year, or Temporal's replacement for a missing leap month.
    /// (The flag says whether the month was replaced.)
    private func address(
        of code: MonthCode, inYear year: Int, overflow: Overflow
    ) throws(CalendarGridError) -> (MonthAddress, Bool) {
        let month = try CalendarDate.month(
            code, inYear: year, calendar: profile.calendar, system: profile.system, overflow: overflow)
        return (MonthAddress(year: year, code: month.code), month.code != code)
    }
}
