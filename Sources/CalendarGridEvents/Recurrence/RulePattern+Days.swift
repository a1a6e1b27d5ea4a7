internal import CalendarGrid

extension RulePattern {
    /// The days of a year (`FREQ=YEARLY`), sorted: BYMONTH, BYWEEKNO, BYYEARDAY, BYMONTHDAY
    /// and BYDAY in that order (RFC 5545 §3.3.10), each expanding the year or limiting the
    /// days so far. A month the year lacks and a day a month lacks follow ``skip`` (RFC 7529
    /// §4.2); a day moved forward may be the first of the next year.
    func days(ofYear year: RuleCalendar.Year, calendar: RuleCalendar) -> [Int] {
        if !weekNumbers.isEmpty { return days(ofWeeksIn: year, calendar: calendar) }
        let indexes = monthIndexes(in: year)
        let wholeYear = year.firstDay..<year.endDay
        // Each day with the month or year a numbered BYDAY counts it in: the month it was made
        // for where BYMONTH names months, else the year (RFC 5545 §3.3.10, errata 1913, 3779).
        var days: [(day: Int, scope: Range<Int>)] = []
        if !monthDays.isEmpty {
            for index in indexes {
                let month = year.months[index]
                let scope = monthsNamed ? month.firstDay..<month.endDay : wholeYear
                days += self.days(ofMonth: month).map { ($0, scope) }
            }
        } else if months.isEmpty, !yearDays.isEmpty {
            // BYYEARDAY expands the year (no BYMONTH to take the days from).
            days = yearDays.compactMap { yearDay(Int($0), in: year) }.map { ($0, wholeYear) }
        } else if months.isEmpty, numberedWeekdays.isEmpty, !weekdays.isEmpty {
            // Every such weekday of the year (BYDAY's special expand for YEARLY).
            for weekday in weekdays {
                var day = year.firstDay + weekday.offset(from: Weekday(julianDay: year.firstDay))
                while day < year.endDay {
                    days.append((day, wholeYear))
                    day += 7
                }
            }
        } else {
            for index in indexes {
                let month = year.months[index]
                let scope = monthsNamed ? month.firstDay..<month.endDay : wholeYear
                days += (month.firstDay..<month.endDay).map { ($0, scope) }
            }
        }
        let yearDaysUsed = months.isEmpty && monthDays.isEmpty && !yearDays.isEmpty
        return sortedUnique(
            days.filter { entry in
                (yearDaysUsed || matchesYearDay(entry.day, in: year)) && matchesWeekday(entry.day, in: entry.scope)
            }.map(\.day))
    }

    /// The days of a month (`FREQ=MONTHLY`), sorted; none if BYMONTH leaves the month out.
    /// A day the month lacks follows ``skip``; a numbered BYDAY counts within this month, so
    /// a day moved into the next one is no "first Saturday" of it.
    func days(ofMonth index: Int, in year: RuleCalendar.Year, calendar: RuleCalendar) -> [Int] {
        let month = year.months[index]
        guard months.isEmpty || months.contains(month.code) else { return [] }
        let days = monthDays.isEmpty ? Array(month.firstDay..<month.endDay) : self.days(ofMonth: month)
        return sortedUnique(days.filter { matchesWeekday($0, in: month.firstDay..<month.endDay) })
    }

    /// The days of the week that starts on `first` (`FREQ=WEEKLY`) that BYMONTH and BYDAY keep.
    func days(ofWeekStarting first: Int, calendar: RuleCalendar) -> [Int] {
        (first..<first + 7).filter { day in
            weekdays.contains(Weekday(julianDay: day))
                && (months.isEmpty
                    || calendar.month(containing: day).map { months.contains($0.year.months[$0.index].code) } ?? false)
        }
    }

    /// Whether a day is one of the rule's, for `FREQ=DAILY` and shorter periods, which every
    /// day part limits (BYMONTH, BYYEARDAY, BYMONTHDAY, plain BYDAY).
    func matches(day: Int, calendar: RuleCalendar) -> Bool {
        if !weekdays.isEmpty, !weekdays.contains(Weekday(julianDay: day)) { return false }
        guard !(months.isEmpty && monthDays.isEmpty && yearDays.isEmpty) else { return true }
        guard let (year, index) = calendar.month(containing: day) else { return false }
        let month = year.months[index]
        if !months.isEmpty, !months.contains(month.code) { return false }
        if !monthDays.isEmpty {
            let number = day - month.firstDay + 1
            guard monthDays.contains(number) || monthDays.contains(number - month.length - 1) else { return false }
        }
        return matchesYearDay(day, in: year)
    }

    // MARK: - The parts

    /// BYMONTH's months of a year, as indexes: a leap month the year lacks is the month
    /// before it (`SKIP=BACKWARD`), the month after (`FORWARD`) or none (`OMIT`), RFC 7529 §4.2.
    private func monthIndexes(in year: RuleCalendar.Year) -> [Int] {
        guard !months.isEmpty else { return Array(year.months.indices) }
        var indexes: Set<Int> = []
        for code in months {
            if let index = year.months.firstIndex(where: { $0.code == code }) {
                indexes.insert(index)
            } else if code.isLeap, skip != .omit,
                let regular = year.months.firstIndex(where: { $0.code.number == code.number && !$0.code.isLeap })
            {
                let moved = skip == .backward ? regular : regular + 1
                if moved < year.months.count { indexes.insert(moved) }
            }
        }
        return indexes.sorted()
    }

    /// BYMONTHDAY's days of a month; a day the month lacks follows ``skip`` (RFC 7529 §4.2):
    /// the month's last day (`BACKWARD`), the next month's first (`FORWARD`), or none.
    private func days(ofMonth month: RuleCalendar.Month) -> [Int] {
        monthDays.compactMap { wanted in
            let number = wanted > 0 ? wanted : month.length + wanted + 1
            if number >= 1, number <= month.length { return month.firstDay + number - 1 }
            switch skip {
            case .omit: return nil
            // Past the end: the last day, or the next month's first; before the start (a
            // negative day): the previous month's last day, or the first day.
            case .backward: return wanted > 0 ? month.endDay - 1 : month.firstDay - 1
            case .forward: return wanted > 0 ? month.endDay : month.firstDay
            }
        }
    }

    /// The day of a year that BYYEARDAY's value names (negative from the end), if the year has it.
    private func yearDay(_ wanted: Int, in year: RuleCalendar.Year) -> Int? {
        let number = wanted > 0 ? wanted : year.length + wanted + 1
        return number >= 1 && number <= year.length ? year.firstDay + number - 1 : nil
    }

    private func matchesYearDay(_ day: Int, in year: RuleCalendar.Year) -> Bool {
        guard !yearDays.isEmpty else { return true }
        let number = day - year.firstDay + 1
        return yearDays.contains(number) || yearDays.contains(number - year.length - 1)
    }

    /// BYWEEKNO's days of a year: its weeks by the rule's WKST (week 1 is the first with four
    /// days of the year, RFC 5545 §3.3.10), whole, whichever calendar year a day of them is in
    /// (week 1 of 2026 begins on 29 December 2025; the last week of 1999 ends on 2 January
    /// 2000); a week the year lacks (53 in a 52-week year) gives none. The other day parts
    /// then limit them, each day in its own month and year.
    private func days(ofWeeksIn year: RuleCalendar.Year, calendar: RuleCalendar) -> [Int] {
        guard let weeks = calendar.weeks(of: year, weekStart: weekStart) else { return [] }
        var days: [Int] = []
        for wanted in Set(weekNumbers) {
            let number = wanted > 0 ? wanted : weeks.count + wanted + 1
            guard number >= 1, number <= weeks.count else { continue }
            let first = weeks.firstDay + (number - 1) * 7
            days += (first..<first + 7).filter { matches(day: $0, calendar: calendar) }
        }
        return days.sorted()
    }

    /// BYDAY: a plain weekday, or a numbered one counted within `scope`, the month or year
    /// the day was made for (RFC 5545 §3.3.10: "+1MO … within a MONTHLY rule … the first
    /// Monday within the month … within a YEARLY rule, the first Monday within the year"); a
    /// day that SKIP moved out of it is no numbered weekday of it.
    private func matchesWeekday(_ day: Int, in scope: Range<Int>) -> Bool {
        guard !(weekdays.isEmpty && numberedWeekdays.isEmpty) else { return true }
        let weekday = Weekday(julianDay: day)
        if weekdays.contains(weekday) { return true }
        guard scope.contains(day) else { return false }
        let fromStart = (day - scope.lowerBound) / 7 + 1
        let fromEnd = -((scope.upperBound - 1 - day) / 7 + 1)
        return numberedWeekdays.contains { $0.weekday == weekday && ($0.ordinal == fromStart || $0.ordinal == fromEnd) }
    }

    private func sortedUnique(_ days: [Int]) -> [Int] {
        var result = days.sorted()
        var write = 0
        for read in result.indices where read == 0 || result[read] != result[read - 1] {
            result[write] = result[read]
            write += 1
        }
        result.removeLast(result.count - write)
        return result
    }
}
