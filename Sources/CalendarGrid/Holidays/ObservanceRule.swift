/// Where a holiday that falls on a given day is kept instead (`observed=`, `move=` and a
/// `substitute` line's `rule=`): `sat>-fri,sun>+mon`, `weekend>next`, `sun>next,overlap>next`.
struct ObservanceRule: Sendable, Hashable {
    enum Trigger: Sendable, Hashable {
        case weekday(Weekday)
        /// A day of rest in the region.
        case weekend
        /// A day that is already another holiday.
        case overlap
    }

    enum Target: Sendable, Hashable {
        /// The next such weekday, strictly after.
        case following(Weekday)
        /// The previous such weekday, strictly before.
        case preceding(Weekday)
        /// The next day that is neither a day of rest nor a holiday.
        case nextFree
        /// The previous such day.
        case previousFree
    }

    let moves: [(trigger: Trigger, target: Target)]

    static func == (lhs: ObservanceRule, rhs: ObservanceRule) -> Bool {
        lhs.moves.elementsEqual(rhs.moves) { $0.trigger == $1.trigger && $0.target == $1.target }
    }

    func hash(into hasher: inout Hasher) {
        for move in moves {
            hasher.combine(move.trigger)
            hasher.combine(move.target)
        }
    }

    /// Parses `FROM>TO,…`; `nil` for `none` or a malformed rule (`valid` tells which).
    init?(parsing text: String) {
        var moves: [(Trigger, Target)] = []
        for part in text.lowercased().split(separator: ",", omittingEmptySubsequences: false) {
            let sides = part.split(separator: ">", omittingEmptySubsequences: false).map(String.init)
            guard sides.count == 2 else { return nil }
            let trigger: Trigger
            switch sides[0] {
            case "weekend": trigger = .weekend
            case "overlap": trigger = .overlap
            default:
                guard let weekday = HolidayDateRule.weekday(sides[0]) else { return nil }
                trigger = .weekday(weekday)
            }
            let target: Target
            switch sides[1] {
            case "next": target = .nextFree
            case "prev": target = .previousFree
            default:
                guard let sign = sides[1].first, sign == "+" || sign == "-",
                    let weekday = HolidayDateRule.weekday(String(sides[1].dropFirst()))
                else { return nil }
                target = sign == "+" ? .following(weekday) : .preceding(weekday)
            }
            moves.append((trigger, target))
        }
        guard !moves.isEmpty else { return nil }
        self.moves = moves
    }

    /// The day a holiday on `julianDay` is kept on, or `nil` when no move applies.
    /// `isRest` and `isHoliday` say what a day already is; `overlaps` whether the holiday
    /// shares its day with another.
    func target(
        of julianDay: Int, overlaps: Bool, isRest: (Int) -> Bool, isHoliday: (Int) -> Bool
    ) -> Int? {
        let weekday = Weekday(julianDay: julianDay)
        for (trigger, target) in moves {
            let applies =
                switch trigger {
                case .weekday(let day): day == weekday
                case .weekend: isRest(julianDay)
                case .overlap: overlaps
                }
            guard applies else { continue }
            switch target {
            case .following(let day):
                return julianDay + (weekday.distance(forwardTo: day) == 0 ? 7 : weekday.distance(forwardTo: day))
            case .preceding(let day):
                return julianDay - (day.distance(forwardTo: weekday) == 0 ? 7 : day.distance(forwardTo: weekday))
            case .nextFree, .previousFree:
                let step = target == .nextFree ? 1 : -1
                var day = julianDay + step
                // A year of rest days and holidays in a row is a broken rule file; stop.
                while isRest(day) || isHoliday(day), abs(day - julianDay) < 366 { day += step }
                return day
            }
        }
        return nil
    }
}
