internal import CalendarGrid

extension RecurrenceExpansion {
    /// One expansion: the periods from the first that can reach the window (or from a kept
    /// count, or from DTSTART's), each period's set, and what COUNT, UNTIL and the window let
    /// through. Periods are numbered in steps of `INTERVAL` from DTSTART's (sub-daily rules:
    /// in days from DTSTART's day, each day holding its periods).
    struct Walk {
        let rule: Recurrence
        let pattern: RulePattern
        let calendar: RuleCalendar
        let start: Time
        let isDate: Bool
        /// DTSTART's milliseconds past its second, kept by every occurrence.
        let fraction: Int
        let zone: String?
        let first: Int
        let last: Int
        let budget: Int
        let isPastUntil: (EventTime) -> Bool

        var result: [EventTime] = []
        /// Occurrences counted so far, DTSTART the first (RFC 5545 §3.3.10).
        private var counted = 1
        /// The last occurrence let through: a day moved forward into the next period
        /// (RFC 7529 SKIP) is not counted twice.
        private var lastEmitted: Time? = nil
        /// Whether the rule ended (COUNT, UNTIL), or the walk passed the window.
        private var ended = false
        private var pastWindow = false
        private var marks: [CountCheckpoints.Mark] = []

        init(
            rule: Recurrence, pattern: RulePattern, calendar: RuleCalendar, start: Time, isDate: Bool,
            fraction: Int, zone: String?, first: Int, last: Int, budget: Int,
            isPastUntil: @escaping (EventTime) -> Bool
        ) {
            self.rule = rule
            self.pattern = pattern
            self.calendar = calendar
            self.start = start
            self.isDate = isDate
            self.fraction = fraction
            self.zone = zone
            self.first = first
            self.last = last
            self.budget = budget
            self.isPastUntil = isPastUntil
        }

        private var done: Bool { ended || pastWindow }

        mutating func run(checkpoints: (store: CountCheckpoints, key: CountCheckpoints.Key)?) throws(EventError) {
            let interval = pattern.interval
            // The step to begin at: the first that can reach the window (one period early where a
            // period's days may reach into the next), or, with COUNT, a kept count before it.
            let target = try firstStep()
            var step = 0
            if rule.count == nil {
                step = target
            } else if let checkpoints {
                let kept = checkpoints.store.resume(checkpoints.key, before: target)
                if let end = kept.endStep, end < target { return }
                if let mark = kept.mark {
                    step = mark.step
                    counted = mark.counted
                    lastEmitted = mark.lastEmitted
                }
            }
            defer {
                if let checkpoints { checkpoints.store.record(checkpoints.key, marks, endStep: ended ? step : nil) }
            }
            switch pattern.frequency {
            case .yearly:
                let origin = try startYear()
                while !done, let year = calendar.year(origin + step * interval), year.firstDay - 7 <= last {
                    mark(step)
                    try offer(pattern.days(ofYear: year, calendar: calendar))
                    if !done { step += 1 }
                }
            case .monthly:
                var cursor: (year: RuleCalendar.Year, index: Int)? = try startMonth()
                if step > 0 { cursor = advance(cursor, by: step * interval) }
                while !done, let month = cursor, month.year.months[month.index].firstDay <= last {
                    mark(step)
                    try offer(pattern.days(ofMonth: month.index, in: month.year, calendar: calendar))
                    if !done {
                        step += 1
                        cursor = advance(cursor, by: interval)
                    }
                }
            case .weekly:
                let origin = weekStart(of: start.day)
                while !done, origin + step * 7 * interval <= last {
                    mark(step)
                    try offer(pattern.days(ofWeekStarting: origin + step * 7 * interval, calendar: calendar))
                    if !done { step += 1 }
                }
            case .daily:
                while !done, start.day + step * interval <= last {
                    mark(step)
                    let day = start.day + step * interval
                    try offer(pattern.matches(day: day, calendar: calendar) ? [day] : [])
                    if !done { step += 1 }
                }
            case .hourly, .minutely, .secondly:
                let length = pattern.periodSeconds
                let origin = start.day * (86_400 / length) + start.second / length
                // A day before the window only counts, where BYSETPOS picks nothing from it and
                // the count does not end in it.
                let countsOnly = rule.count != nil && pattern.setPositions.isEmpty && !isDate
                while !done, start.day + step <= last {
                    mark(step)
                    let day = start.day + step
                    if pattern.matches(day: day, calendar: calendar) {
                        if countsOnly, day > start.day, day < first, let count = rule.count {
                            let held = pattern.count(ofDay: day, origin: origin)
                            if counted + held < count {
                                counted += held
                                step += 1
                                continue
                            }
                        }
                        // A date has one occurrence a day: the day's first period says whether.
                        let periods = pattern.periods(ofDay: day, origin: origin, limit: isDate ? 1 : .max)
                        for period in periods where !done {
                            try offer(set: period.map { Time(day: day, second: $0) })
                        }
                    }
                    if !done { step += 1 }
                }
            }
        }

        // MARK: - Periods

        /// The step of the first period that can reach the window's first day.
        private func firstStep() throws(EventError) -> Int {
            guard first > start.day else { return 0 }
            let interval = pattern.interval
            switch pattern.frequency {
            case .yearly:
                guard let target = calendar.yearNumber(containing: first) else { return 0 }
                return max(0, floorDivide(target - (try startYear()), interval) - 1)
            case .monthly:
                let origin = try startMonth()
                guard let target = calendar.month(containing: first),
                    let between = calendar.months(fromYear: origin.year.number, toYear: target.year.number)
                else { return 0 }
                return max(0, floorDivide(between + target.index - origin.index, interval) - 1)
            case .weekly:
                return max(0, floorDivide(weekStart(of: first) - weekStart(of: start.day), 7 * interval))
            case .daily:
                return max(0, floorDivide(first - start.day, interval))
            case .hourly, .minutely, .secondly:
                return first - start.day
            }
        }

        private func startYear() throws(EventError) -> Int {
            try calendar.requireMonth(containing: start.day).year.number
        }

        private func startMonth() throws(EventError) -> (year: RuleCalendar.Year, index: Int) {
            try calendar.requireMonth(containing: start.day)
        }

        /// The month `count` months after a month (its year and index), or `nil` past the
        /// calendar's years.
        private func advance(
            _ cursor: (year: RuleCalendar.Year, index: Int)?, by count: Int
        ) -> (year: RuleCalendar.Year, index: Int)? {
            guard let cursor else { return nil }
            var year = cursor.year
            var index = cursor.index + count
            while index >= year.months.count {
                index -= year.months.count
                guard let next = calendar.year(year.number + 1) else { return nil }
                year = next
            }
            return (year, index)
        }

        private func weekStart(of day: Int) -> Int { day - Weekday(julianDay: day).offset(from: pattern.weekStart) }

        private func floorDivide(_ value: Int, _ divisor: Int) -> Int {
            value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
        }

        /// Keeps the count reached before a step, for the next window of a COUNT rule.
        private mutating func mark(_ step: Int) {
            guard rule.count != nil, step % CountCheckpoints.stride == 0 else { return }
            marks.append(CountCheckpoints.Mark(step: step, counted: counted, lastEmitted: lastEmitted))
        }

        // MARK: - A period's set

        /// A period's days, each at the rule's times of day.
        private mutating func offer(_ days: [Int]) throws(EventError) {
            let times = pattern.clock.timesOfDay
            var set: [Time] = []
            set.reserveCapacity(days.count * times.count)
            for day in days {
                for second in times { set.append(Time(day: day, second: second)) }
            }
            try offer(set: set)
        }

        /// A period's set, sorted: BYSETPOS picks from it, then each occurrence is let through
        /// or not.
        private mutating func offer(set: [Time]) throws(EventError) {
            guard !set.isEmpty else { return }
            if pattern.setPositions.isEmpty {
                for time in set where !done { try emit(time) }
                return
            }
            var picked: [Time] = []
            for position in pattern.setPositions {
                let index = position > 0 ? position - 1 : set.count + position
                if index >= 0, index < set.count { picked.append(set[index]) }
            }
            for time in Set(picked).sorted() where !done { try emit(time) }
        }

        /// One occurrence, in order: before DTSTART it is not one; past UNTIL or COUNT the rule
        /// has ended; past the window the walk has; in the window it is kept.
        private mutating func emit(_ candidate: Time) throws(EventError) {
            // A date has one occurrence a day, whatever the period (FREQ=HOURLY from a date).
            let time = isDate ? Time(day: candidate.day, second: 0) : candidate
            guard time >= start else { return }
            if let lastEmitted, time <= lastEmitted { return }
            if time.day > last {
                pastWindow = true
                return
            }
            var made: EventTime? = nil
            if rule.until != nil {
                let written = eventTime(time)
                if isPastUntil(written) {
                    ended = true
                    return
                }
                made = written
            }
            if time != start, let count = rule.count {
                counted += 1
                if counted > count {
                    ended = true
                    return
                }
            }
            lastEmitted = time
            guard time.day >= first else { return }
            result.append(made ?? eventTime(time))
            guard result.count <= budget else {
                throw .tooManyOccurrences(
                    event: "", limit: budget, from: ISODate(julianDay: first), through: ISODate(julianDay: last))
            }
        }

        private func eventTime(_ time: Time) -> EventTime {
            let date = ISODate(julianDay: time.day)
            if isDate { return .date(date) }
            return .local(date, millisecondsInDay: time.second * 1000 + fraction, zone: zone)
        }
    }
}
