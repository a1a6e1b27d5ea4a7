extension RulePattern {
    /// The length of the rule's period in seconds, for `HOURLY`, `MINUTELY` and `SECONDLY`.
    var periodSeconds: Int {
        switch frequency {
        case .hourly: 3600
        case .minutely: 60
        default: 1
        }
    }

    /// The sets of one day of an `HOURLY`, `MINUTELY` or `SECONDLY` rule, one per period in
    /// order, each sorted (seconds of the day): the periods the `INTERVAL` reaches from the
    /// start's (`origin`, counted in periods since the Julian epoch) that the period's own
    /// and longer parts keep (BYHOUR; BYMINUTE; BYSECOND), each expanded by the shorter parts
    /// (an hour by BYMINUTE and BYSECOND, a minute by BYSECOND); at most `limit` periods.
    ///
    /// A day costs what it can hold, not its 86,400 seconds: the periods are found either by
    /// stepping the interval or by trying the few the parts allow, whichever is fewer, so an
    /// every-10-seconds rule whose BYSECOND the interval never reaches costs 1,440 tries a day.
    func periods(ofDay day: Int, origin: Int, limit: Int = .max) -> [[Int]] {
        var found: [Int] = []
        _ = visitPeriods(ofDay: day, origin: origin) { period in
            found.append(period)
            return found.count < limit
        }
        let length = periodSeconds
        let within = clock.within
        return found.map { period in within.map { period * length + $0 } }
    }

    /// How many occurrences the periods of a day hold (for a day before the window, whose
    /// occurrences are only counted): without BYHOUR, BYMINUTE or BYSECOND to test, by
    /// arithmetic.
    func count(ofDay day: Int, origin: Int) -> Int {
        let perDay = 86_400 / periodSeconds
        let dayStart = day * perDay
        let within = clock.within.count
        if clock.hourAllowed == nil, clock.minuteAllowed == nil, clock.secondAllowed == nil {
            let first = firstReached(dayStart: dayStart, origin: origin)
            return first < perDay ? ((perDay - 1 - first) / interval + 1) * within : 0
        }
        var periods = 0
        _ = visitPeriods(ofDay: day, origin: origin) { _ in
            periods += 1
            return true
        }
        return periods * within
    }

    /// The first period of a day (0 … periods a day) that the interval reaches from `origin`.
    private func firstReached(dayStart: Int, origin: Int) -> Int {
        guard dayStart >= origin else { return origin - dayStart }
        let remainder = (dayStart - origin) % interval
        return remainder == 0 ? 0 : interval - remainder
    }

    /// Calls `visit` with each period of the day the interval reaches and the parts allow,
    /// in order, while it returns `true`.
    private func visitPeriods(ofDay day: Int, origin: Int, _ visit: (Int) -> Bool) -> Bool {
        let length = periodSeconds
        let perDay = 86_400 / length
        let dayStart = day * perDay
        let hourAllowed = clock.hourAllowed
        let minuteAllowed = clock.minuteAllowed
        let secondAllowed = clock.secondAllowed
        let hourChoices = hours ?? Self.allHours
        let minuteChoices = frequency == .hourly ? [0] : minutes ?? Self.allMinutes
        let secondChoices = frequency == .secondly ? seconds ?? Self.allSeconds : [0]
        if hourChoices.count * minuteChoices.count * secondChoices.count < perDay / interval + 1 {
            for hour in hourChoices {
                for minute in minuteChoices {
                    for second in secondChoices {
                        let period = (hour * 3600 + minute * 60 + second) / length
                        let index = dayStart + period
                        if index >= origin, (index - origin) % interval == 0, !visit(period) { return false }
                    }
                }
            }
            return true
        }
        // The first period of the day the interval reaches, then every interval.
        var period = firstReached(dayStart: dayStart, origin: origin)
        while period < perDay {
            let second = period * length
            let allowed =
                (hourAllowed.map { $0[second / 3600] } ?? true) && (minuteAllowed.map { $0[second / 60 % 60] } ?? true)
                && (secondAllowed.map { $0[second % 60] } ?? true)
            if allowed, !visit(period) { return false }
            period += interval
        }
        return true
    }

    private static let allHours = Array(0..<24)
    private static let allMinutes = Array(0..<60)
    private static let allSeconds = Array(0..<60)
}
