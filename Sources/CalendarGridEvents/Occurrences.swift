internal import CalendarGrid
internal import SystemLibical

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The occurrences of an event: its rule expanded (libical in the Gregorian calendar, the
/// toolkit's months in the others), its `RDATE`s added, its `EXDATE`s removed.
enum Occurrences {
    /// The most occurrences one event yields in one call: a rule that never ends is cut
    /// where the window ends, and this bounds a rule such as `FREQ=SECONDLY`.
    static let limit = 100_000

    /// The starts of the event's occurrences whose date (in the start's own zone) is from
    /// `first` through `last`, in order, with each one's event (an override's, if any).
    static func starts(
        of event: CalendarEvent, from first: ISODate, through last: ISODate
    ) throws(EventError) -> [(start: EventTime, event: CalendarEvent)] {
        var starts: [EventTime] = [event.start]
        if let rule = event.recurrence {
            let expanded =
                rule.calendar == .gregorian || rule.calendar == .iso8601
                ? try gregorian(rule, from: event.start, through: last)
                : try ownCalendar(rule, from: event.start, through: last)
            starts = expanded.times
            // DTSTART is always the first occurrence, and COUNT counts it (RFC 5545
            // §3.3.10), even where the rule itself does not match it (libical leaves it out).
            if !starts.contains(event.start) {
                if rule.count != nil, expanded.complete, !starts.isEmpty { starts.removeLast() }
                starts.insert(event.start, at: 0)
            }
        }
        starts += event.additionalDates
        let excluded = Set(event.exceptionDates)
        var seen: Set<EventTime> = []
        var result: [(start: EventTime, event: CalendarEvent)] = []
        for start in starts.sorted() where !excluded.contains(start) && seen.insert(start).inserted {
            guard start.date >= first, start.date <= last else { continue }
            if let replaced = event.overrides[start] {
                result.append((replaced.start, replaced))
            } else {
                result.append((start, event))
            }
        }
        return result
    }

    /// RFC 5545's rule, every part, expanded by libical in the start's own wall time.
    private static func gregorian(
        _ rule: Recurrence, from start: EventTime, through last: ISODate
    ) throws(EventError) -> (times: [EventTime], complete: Bool) {
        let parsed = icalrecurrencetype_from_string(rule.rule)
        // RSCALE's copy is the caller's to free, after the iterator that shares it.
        defer { free(parsed.rscale) }
        guard let iterator = icalrecur_iterator_new(parsed, ICalTime.icalTime(start)) else {
            throw .invalidRule(rule.rule, reason: "libical cannot expand it from \(start)")
        }
        defer { icalrecur_iterator_free(iterator) }
        let zone: String?
        if case let .local(_, _, startZone) = start { zone = startZone } else { zone = nil }
        var result: [EventTime] = []
        while result.count < limit {
            let next = icalrecur_iterator_next(iterator)
            if icaltime_is_null_time(next) != 0 { return (result, true) }
            guard var time = ICalTime.eventTime(next, zone: zone) else { break }
            if case let .local(date, milliseconds, _) = time {
                time = .local(date, millisecondsInDay: milliseconds, zone: zone)
            }
            if time.date > last { break }
            result.append(time)
        }
        return (result, false)
    }

    /// RFC 7529's rule in another calendar, over the toolkit's own months (its official
    /// tables and corrections), never ICU's or libical's days for them.
    private static func ownCalendar(
        _ rule: Recurrence, from start: EventTime, through last: ISODate
    ) throws(EventError) -> (times: [EventTime], complete: Bool) {
        let calendar = rule.calendar
        if let part = rule.otherParts.first {
            throw .unsupportedRulePart(rule.rule, part: part, calendar: calendar)
        }
        guard rule.frequency == .yearly || rule.frequency == .monthly else {
            throw .unsupportedRulePart(
                rule.rule, part: "FREQ=\(rule.frequency.rawValue.uppercased())", calendar: calendar)
        }
        let first: CalendarDate
        let lastDate: CalendarDate
        do {
            first = try CalendarDate(start.date, calendar: calendar)
            lastDate = try CalendarDate(last, calendar: calendar)
        } catch {
            throw .calendar(error)
        }
        let months = rule.months.isEmpty ? [first.monthCode] : rule.months
        let days = rule.monthDays.isEmpty ? [first.day] : rule.monthDays
        var result: [EventTime] = []
        var counted = 0
        var year = first.year
        func time(_ date: ISODate) -> EventTime {
            switch start {
            case .date: .date(date)
            case let .local(_, milliseconds, zone): .local(date, millisecondsInDay: milliseconds, zone: zone)
            }
        }
        while result.count < limit {
            // The year's (or the month's) candidate days, in order.
            var candidates: [ISODate] = []
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
                inPeriod = Array(yearMonths.indices)
            }
            for monthIndex in inPeriod.sorted() {
                guard monthIndex < yearMonths.count else { continue }
                let month = yearMonths[monthIndex]
                if rule.frequency == .monthly {
                    if !rule.months.isEmpty, !rule.months.contains(month.code) { continue }
                }
                guard
                    let monthStart = try? CalendarDate(
                        calendar: calendar, year: year, ordinalMonth: monthIndex + 1, day: 1)
                else { continue }
                for wanted in days {
                    let day = wanted < 0 ? month.days + 1 + wanted : wanted
                    if day >= 1, day <= month.days {
                        candidates.append(ISODate(julianDay: monthStart.iso.julianDay + day - 1))
                    } else if rule.skip == .backward {
                        candidates.append(ISODate(julianDay: monthStart.iso.julianDay + (day < 1 ? 0 : month.days - 1)))
                    } else if rule.skip == .forward {
                        candidates.append(ISODate(julianDay: monthStart.iso.julianDay + (day < 1 ? 0 : month.days)))
                    }
                }
            }
            for day in Array(Set(candidates)).sorted() where day >= first.iso {
                if rule.frequency == .monthly {
                    // INTERVAL counts months from the start's month.
                    guard let date = try? CalendarDate(day, calendar: calendar),
                        let distance = monthDistance(from: first, to: date, calendar: calendar),
                        distance % rule.interval == 0
                    else { continue }
                }
                if let count = rule.count, counted >= count { return (result, true) }
                if let until = rule.until, day > until.date { return (result, true) }
                counted += 1
                if day <= last { result.append(time(day)) }
            }
            if year > lastDate.year { break }
            year += rule.frequency == .yearly ? rule.interval : 1
        }
        return (result, false)
    }

    /// Months from `first`'s month to `date`'s, counting leap months.
    private static func monthDistance(from first: CalendarDate, to date: CalendarDate, calendar: CalendarID) -> Int? {
        var distance = 0
        var year = first.year
        var ordinal = first.ordinalMonth
        while year < date.year || (year == date.year && ordinal < date.ordinalMonth) {
            guard let count = try? CalendarDate.months(ofYear: year, calendar: calendar).count else { return nil }
            if ordinal < count {
                ordinal += 1
            } else {
                year += 1
                ordinal = 1
            }
            distance += 1
            if distance > 12_000 { return nil }
        }
        return distance
    }
}
