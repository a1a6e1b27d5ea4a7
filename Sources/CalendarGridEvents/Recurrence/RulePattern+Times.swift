extension RulePattern {
    /// The seconds of the day a rule of a day or longer puts on each of its days: BYHOUR,
    /// BYMINUTE and BYSECOND expanded (DTSTART's where the rule lacks one), sorted.
    var timesOfDay: [Int] {
        var result: [Int] = []
        for hour in hours ?? [] {
            for minute in minutes ?? [] {
                for second in seconds ?? [] { result.append(hour * 3600 + minute * 60 + second) }
            }
        }
        return result
    }

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
        // The periods' own and longer parts, as allowed sets (nil: any).
        let hourSet = hours.map(Set.init)
        let minuteSet = frequency == .hourly ? nil : minutes.map(Set.init)
        let secondSet = frequency == .secondly ? seconds.map(Set.init) : nil
        func allowed(_ period: Int) -> Bool {
            let second = period * length
            if let hourSet, !hourSet.contains(second / 3600) { return false }
            if let minuteSet, !minuteSet.contains(second / 60 % 60) { return false }
            if let secondSet, !secondSet.contains(second % 60) { return false }
            return true
        }
        func reached(_ period: Int) -> Bool {
            let index = dayStart + period
            return index >= origin && (index - origin) % interval == 0
        }
        var found: [Int] = []
        let stepped = perDay / interval + 1
        let tried =
            (hours?.count ?? 24) * (minuteSet == nil ? (frequency == .hourly ? 1 : 60) : minuteSet?.count ?? 60)
            * (secondSet == nil ? (frequency == .secondly ? 60 : 1) : secondSet?.count ?? 60)
        if tried < stepped {
            for hour in hours ?? Array(0..<24) {
                for minute in frequency == .hourly ? [0] : minutes ?? Array(0..<60) {
                    for second in frequency == .secondly ? seconds ?? Array(0..<60) : [0] {
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
        let within: [Int]
        switch frequency {
        case .hourly:
            within = (minutes ?? [0]).flatMap { minute in (seconds ?? [0]).map { minute * 60 + $0 } }.sorted()
        case .minutely: within = seconds ?? [0]
        default: within = [0]
        }
        return found.map { period in within.map { period * length + $0 } }
    }
}
