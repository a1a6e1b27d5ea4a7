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
    /// (an hour by BYMINUTE and BYSECOND, a minute by BYSECOND).
    ///
    /// A day costs what it can hold, not its 86,400 seconds: the periods are found either by
    /// stepping the interval or by trying the few the parts allow, whichever is fewer, so an
    /// every-10-seconds rule whose BYSECOND the interval never reaches costs 1,440 tries a day.
    func periods(ofDay day: Int, origin: Int) -> [[Int]] {
        let length = periodSeconds
        let perDay = 86_400 / length
        let dayStart = day * perDay
        let hourAllowed = clock.hourAllowed
        let minuteAllowed = clock.minuteAllowed
        let secondAllowed = clock.secondAllowed
        func allowed(_ period: Int) -> Bool {
            let second = period * length
            if let hourAllowed, !hourAllowed[second / 3600] { return false }
            if let minuteAllowed, !minuteAllowed[second / 60 % 60] { return false }
            if let secondAllowed, !secondAllowed[second % 60] { return false }
            return true
        }
        func reached(_ period: Int) -> Bool {
            let index = dayStart + period
            return index >= origin && (index - origin) % interval == 0
        }
        var found: [Int] = []
        let stepped = perDay / interval + 1
        let hourChoices = hours ?? Self.allHours
        let minuteChoices = frequency == .hourly ? [0] : minutes ?? Self.allMinutes
        let secondChoices = frequency == .secondly ? seconds ?? Self.allSeconds : [0]
        if hourChoices.count * minuteChoices.count * secondChoices.count < stepped {
            for hour in hourChoices {
                for minute in minuteChoices {
                    for second in secondChoices {
                        let period = (hour * 3600 + minute * 60 + second) / length
                        if reached(period) { found.append(period) }
                    }
                }
            }
        } else {
            // The first period of the day the interval reaches, then every interval.
            var period: Int
            if dayStart >= origin {
                let remainder = (dayStart - origin) % interval
                period = remainder == 0 ? 0 : interval - remainder
            } else {
                period = origin - dayStart
            }
            while period < perDay {
                if allowed(period) { found.append(period) }
                period += interval
            }
        }
        // Each period expanded by the parts shorter than it.
        let within = clock.within
        return found.map { period in within.map { period * length + $0 } }
    }

    private static let allHours = Array(0..<24)
    private static let allMinutes = Array(0..<60)
    private static let allSeconds = Array(0..<60)
}
