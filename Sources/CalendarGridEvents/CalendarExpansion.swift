internal import CalendarGrid

/// RFC 7529's rule in a calendar other than the Gregorian one, expanded over the toolkit's
/// own months (its official tables and corrections), never ICU's or libical's days for them:
/// `FREQ=YEARLY` or `MONTHLY`, `INTERVAL`, `COUNT`, `UNTIL`, `BYMONTH` with leap months,
/// `BYMONTHDAY` (negative from the month's end) and `SKIP`.
///
/// Without `COUNT`, the years before the window are not expanded: a yearly rule starts at
/// the first year (in `INTERVAL`s from DTSTART's) that can reach the window, a monthly one
/// counts the months of the years before it (one cached layout per year) to keep `INTERVAL`.
enum CalendarExpansion {
    /// The rule's occurrences in the start's own wall time whose date is from `first` through
    /// `last`, in order. With `COUNT`, DTSTART counts as the first occurrence (RFC 5545
    /// §3.3.10). `isPastUntil` says whether an occurrence is after `UNTIL`.
    static func occurrences(
        of rule: Recurrence, start: EventTime, from first: ISODate, through last: ISODate,
        isPastUntil: (EventTime) -> Bool
    ) throws(EventError) -> [EventTime] {
        let calendar = rule.calendar
        if let part = rule.otherParts.first {
            throw .unsupportedRulePart(rule.rule, part: part, calendar: calendar)
        }
        guard rule.frequency == .yearly || rule.frequency == .monthly else {
            throw .unsupportedRulePart(
                rule.rule, part: "FREQ=\(rule.frequency.rawValue.uppercased())", calendar: calendar)
        }
        guard first <= last, start.date <= last else { return [] }
        let origin: CalendarDate
        let end: CalendarDate
        do {
            origin = try CalendarDate(start.date, calendar: calendar)
            end = try CalendarDate(last, calendar: calendar)
        } catch {
            throw .calendar(error)
        }
        func time(_ date: ISODate) -> EventTime {
            switch start {
            case .date: .date(date)
            case let .local(_, milliseconds, zone): .local(date, millisecondsInDay: milliseconds, zone: zone)
            }
        }
        let months = rule.months.isEmpty ? [origin.monthCode] : rule.months
        let days = rule.monthDays.isEmpty ? [origin.day] : rule.monthDays
        var year = origin.year
        // Months from the start of `year` back to DTSTART's month (for a monthly INTERVAL).
        var monthsBefore = -(origin.ordinalMonth - 1)
        if rule.count == nil, first > start.date {
            let target: Int
            do { target = try CalendarDate(first, calendar: calendar).year } catch { throw .calendar(error) }
            if rule.frequency == .yearly {
                year += (target - origin.year) / rule.interval * rule.interval
            } else {
                while year < target {
                    guard let count = try? CalendarDate.months(ofYear: year, calendar: calendar).count else { break }
                    monthsBefore += count
                    year += 1
                }
            }
        }
        var result: [EventTime] = []
        var counted = 1  // DTSTART
        while year <= end.year {
            let yearMonths: [(code: MonthCode, days: Int)]
            do { yearMonths = try CalendarDate.months(ofYear: year, calendar: calendar) } catch { break }
            var inPeriod: [Int] = []  // indexes into yearMonths
            if rule.frequency == .yearly {
                for code in months {
                    if let index = yearMonths.firstIndex(where: { $0.code == code }) {
                        inPeriod.append(index)
                    } else if code.isLeap, rule.skip != .omit {
                        // A leap month this year lacks: the regular month before it, or the one after.
                        let regular = yearMonths.firstIndex { $0.code.number == code.number && !$0.code.isLeap }
                        if let regular { inPeriod.append(rule.skip == .backward ? regular : regular + 1) }
                    }
                }
            } else {
                inPeriod = yearMonths.indices.filter { index in
                    (monthsBefore + index) % rule.interval == 0
                        && (rule.months.isEmpty || rule.months.contains(yearMonths[index].code))
                }
            }
            var candidates: [ISODate] = []
            for monthIndex in Set(inPeriod).sorted() where monthIndex < yearMonths.count {
                let month = yearMonths[monthIndex]
                guard
                    let monthStart = try? CalendarDate(
                        calendar: calendar, year: year, ordinalMonth: monthIndex + 1, day: 1)
                else { continue }
                let base = monthStart.iso.julianDay
                for wanted in days {
                    let day = wanted < 0 ? month.days + 1 + wanted : wanted
                    if day >= 1, day <= month.days {
                        candidates.append(ISODate(julianDay: base + day - 1))
                    } else if rule.skip == .backward {
                        candidates.append(ISODate(julianDay: base + (day < 1 ? 0 : month.days - 1)))
                    } else if rule.skip == .forward {
                        candidates.append(ISODate(julianDay: base + (day < 1 ? 0 : month.days)))
                    }
                }
            }
            for day in Set(candidates).sorted() where day >= start.date {
                let occurrence = time(day)
                if day > last || isPastUntil(occurrence) { return result }
                if let count = rule.count, occurrence != start {
                    counted += 1
                    if counted > count { return result }
                }
                if day >= first { result.append(occurrence) }
            }
            monthsBefore += yearMonths.count
            year += rule.frequency == .yearly ? rule.interval : 1
        }
        return result
    }
}
