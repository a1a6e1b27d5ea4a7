/// The rules of one region, as a rule file states them (`docs/holidays.md`): a country's
/// statements, or a subdivision's resolved over its country's.
struct RegionRules: Sendable {
    struct Rule: Sendable {
        let id: String
        let date: HolidayDateRule
        let years: ClosedRange<Int>
        let category: HolidayCategory
        let offset: Int
        let days: Int
        let move: ObservanceRule?
        /// `nil`: the region's substitute rule; `.some(nil)`: `observed=none`.
        let observed: ObservanceRule??
        let estimate: Bool
        let names: [String: String]
    }

    struct Substitute: Sendable {
        let years: ClosedRange<Int>
        let rule: ObservanceRule
        let names: [String: String]
    }

    struct Bridge: Sendable {
        let years: ClosedRange<Int>
        let names: [String: String]
    }

    struct Weekend: Sendable {
        let days: Set<Weekday>
        let from: Int
        let until: Int
    }

    struct Swap: Sendable {
        let off: ISODate
        let work: ISODate
        let holidayID: String?
        let names: [String: String]
    }

    struct Exception: Sendable {
        let ids: Set<String>
        let years: ClosedRange<Int>
    }

    var code: String
    var names: [String: String]
    var languages: [String] = []
    var weekends: [Weekend] = []
    var utcOffsetMinutes: Int?
    var sources: [String] = []
    var rules: [Rule] = []
    var substitutes: [Substitute] = []
    var bridges: [Bridge] = []
    /// Announced dates by holiday and Gregorian year.
    var announced: [String: [Int: [ISODate]]] = [:]
    var swaps: [Swap] = []
    /// The name of a swapped day off whose `swap` line names none (`swap-name`).
    var swapNames: [String: String] = [:]
    var workdays: [ISODate] = []
    /// The last announced year, for all holidays (`""`) or by holiday ID.
    var announcedThrough: [String: Int] = [:]
    var exceptions: [Exception] = []
    var knownDifferences: [ISODate] = []

    static let allYears = Int.min...Int.max
}

/// The rules of one rule file: a country and its subdivisions.
struct RuleFile: Sendable {
    var country: RegionRules
    var subdivisions: [String: RegionRules] = [:]
    /// The subdivision codes in file order.
    var subdivisionOrder: [String] = []

    /// Parses a file's text: every region, or the country and the one subdivision `region`
    /// names (the other subdivisions' lines are left unread, their codes kept).
    init(text: String, region: String? = nil) throws(HolidayError) {
        let lines = try RuleLine.lines(of: text) { code in region == nil || code == region }
        guard let first = lines.first, first.keyword == "country", first.words.count == 1,
            Self.isCountryCode(first.words[0])
        else {
            throw .rules(
                line: lines.first?.number ?? 1, problem: "a file starts with 'country CC' (ISO 3166-1 alpha-2)")
        }
        try first.check(keys: [], names: true)
        country = RegionRules(code: first.words[0], names: first.names)
        var current: String? = nil
        for line in lines.dropFirst() {
            if line.keyword == "subdivision" {
                guard line.words.count == 1, line.words[0].hasPrefix(country.code + "-"), line.words[0].count <= 6,
                    line.words[0].count > 3
                else {
                    throw .rules(
                        line: line.number,
                        problem: "'subdivision' takes an ISO 3166-2 code of \(country.code) (\(country.code)-XX)")
                }
                let code = line.words[0]
                guard subdivisions[code] == nil else {
                    throw .rules(line: line.number, problem: "\(code) is given twice")
                }
                try line.check(keys: [], names: true)
                subdivisions[code] = RegionRules(code: code, names: line.names)
                subdivisionOrder.append(code)
                current = code
                continue
            }
            if let current {
                try Self.apply(
                    line, to: &subdivisions[current, default: RegionRules(code: current, names: [:])], isCountry: false)
            } else {
                try Self.apply(line, to: &country, isCountry: true)
            }
        }
        guard !country.sources.isEmpty else {
            throw .rules(line: first.number, problem: "a file names at least one 'source'")
        }
        guard !country.weekends.isEmpty else {
            throw .rules(line: first.number, problem: "a file states its 'weekend'")
        }
    }

    static func isCountryCode(_ text: String) -> Bool {
        text.count == 2 && text.allSatisfy { $0.isASCII && $0.isUppercase }
    }

    // swiftlint-style length is fine here: one case per statement, as the format's table.
    private static func apply(_ line: RuleLine, to region: inout RegionRules, isCountry: Bool) throws(HolidayError) {
        let problem = { (text: String) -> HolidayError in .rules(line: line.number, problem: text) }
        switch line.keyword {
        case "languages":
            try line.check(keys: [], names: false)
            guard !line.words.isEmpty, line.words.allSatisfy(RuleLine.isLanguageTag) else {
                throw problem("'languages' takes BCP 47 language tags")
            }
            region.languages = line.words
        case "weekend":
            try line.check(keys: ["from", "until"], names: false)
            var days = Set<Weekday>()
            for word in line.words {
                guard let day = HolidayDateRule.weekday(word) else {
                    throw problem("'\(word)' is not a weekday (mon … sun)")
                }
                days.insert(day)
            }
            let from = try line.value("from").map { (text) throws(HolidayError) in try Self.date(text, line: line) }
            let until = try line.value("until").map { (text) throws(HolidayError) in try Self.date(text, line: line) }
            region.weekends.append(
                .init(days: days, from: from?.julianDay ?? Int.min, until: until?.julianDay ?? Int.max))
        case "utc-offset":
            try line.check(keys: [], names: false)
            guard line.words.count == 1, let minutes = Self.offsetMinutes(line.words[0]) else {
                throw problem("'utc-offset' takes ±HH:MM")
            }
            region.utcOffsetMinutes = minutes
        case "source":
            try line.check(keys: [], names: false)
            guard !line.words.isEmpty else { throw problem("'source' names a law, gazette or calendar") }
            region.sources.append(line.words.joined(separator: " "))
        case "holiday":
            try line.check(
                keys: ["years", "category", "offset", "days", "move", "observed", "source"], names: true)
            try region.rules.append(Self.rule(line))
        case "substitute":
            try line.check(keys: ["years", "rule"], names: true)
            guard line.words.isEmpty, let text = line.value("rule"), let rule = ObservanceRule(parsing: text) else {
                throw problem("'substitute' takes rule=FROM>TO,… and names")
            }
            region.substitutes.append(.init(years: try Self.years(line), rule: rule, names: line.names))
        case "bridge":
            try line.check(keys: ["years"], names: true)
            region.bridges.append(.init(years: try Self.years(line), names: line.names))
        case "announced":
            try line.check(keys: ["source"], names: false)
            guard line.words.count >= 2 else { throw problem("'announced' takes a holiday ID and its dates") }
            var dates: [ISODate] = []
            for word in line.words.dropFirst() { dates.append(try Self.date(word, line: line)) }
            let year = dates[0].year
            region.announced[line.words[0], default: [:]][year, default: []].append(contentsOf: dates)
        case "announced-through":
            try line.check(keys: [], names: false)
            guard let year = line.words.first.flatMap({ Int($0) }) else {
                throw problem("'announced-through' takes a year, then optional holiday IDs")
            }
            let ids = line.words.dropFirst()
            if ids.isEmpty { region.announcedThrough[""] = year }
            for id in ids { region.announcedThrough[id] = year }
        case "swap":
            try line.check(keys: ["for", "source"], names: true)
            guard line.words.count == 2 else { throw problem("'swap' takes the day off and the working day") }
            region.swaps.append(
                .init(
                    off: try Self.date(line.words[0], line: line), work: try Self.date(line.words[1], line: line),
                    holidayID: line.value("for"), names: line.names))
        case "swap-name":
            try line.check(keys: [], names: true)
            guard line.words.isEmpty, !line.names.isEmpty else { throw problem("'swap-name' takes names (en=…)") }
            region.swapNames = line.names
        case "workday":
            try line.check(keys: ["source", "for"], names: false)
            guard !line.words.isEmpty else { throw problem("'workday' takes dates") }
            for word in line.words { region.workdays.append(try Self.date(word, line: line)) }
        case "except":
            try line.check(keys: ["years"], names: false)
            guard !isCountry, !line.words.isEmpty else {
                throw problem("'except' lists country holidays, in a subdivision")
            }
            region.exceptions.append(.init(ids: Set(line.words), years: try Self.years(line)))
        case "known-difference":
            try line.check(keys: ["because", "source"], names: false)
            guard line.value("because") != nil, line.value("source") != nil, !line.words.isEmpty else {
                throw problem("'known-difference' takes dates, because= and source=")
            }
            for word in line.words { region.knownDifferences.append(try Self.date(word, line: line)) }
        case "country":
            throw problem("'country' is the first statement only")
        default:
            throw problem(
                "unknown statement '\(line.keyword)' (the format has country, languages, weekend, utc-offset, source, "
                    + "subdivision, except, holiday, substitute, bridge, announced, announced-through, swap, swap-name, workday, "
                    + "known-difference)")
        }
    }

    private static func rule(_ line: RuleLine) throws(HolidayError) -> RegionRules.Rule {
        let problem = { (text: String) -> HolidayError in .rules(line: line.number, problem: text) }
        let estimate = line.words.count == 3 && line.words[2] == "estimate"
        guard line.words.count == 2 || estimate else {
            throw problem("'holiday' takes an ID, a date and keys (and 'estimate')")
        }
        let id = line.words[0]
        guard id.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }), !id.isEmpty else {
            throw problem("a holiday ID is lower-case letters, digits and '-': '\(id)'")
        }
        guard let date = HolidayDateRule(parsing: line.words[1]) else {
            throw problem(
                "'\(line.words[1])' is not a date form (MM-DD, YYYY-MM-DD, MM-WWW-N, MM-DD-WWW±, easter, "
                    + "orthodox-easter, equinox-march, solar-term:DEG, CAL:MCODE-DD)")
        }
        var years = try Self.years(line)
        if let once = date.onceDate, line.value("years") == nil { years = once.year...once.year }
        let category: HolidayCategory
        if let text = line.value("category") {
            guard let parsed = HolidayCategory(rawValue: text) else {
                throw problem("category '\(text)' is not public, bank, optional or observance")
            }
            category = parsed
        } else {
            category = .public
        }
        let offset = try Self.integer(line, "offset", default: 0, range: -400...400)
        let days = try Self.integer(line, "days", default: 1, range: 1...60)
        var move: ObservanceRule? = nil
        if let text = line.value("move") {
            guard let parsed = ObservanceRule(parsing: text) else {
                throw problem("move='\(text)' is not a rule FROM>TO,…")
            }
            move = parsed
        }
        var observed: ObservanceRule?? = nil
        if let text = line.value("observed") {
            if text == "none" {
                observed = .some(nil)
            } else {
                guard let parsed = ObservanceRule(parsing: text) else {
                    throw problem("observed='\(text)' is not 'none' or a rule FROM>TO,…")
                }
                observed = .some(parsed)
            }
        }
        let names = line.names
        guard !names.isEmpty else { throw problem("holiday '\(id)' has no name (en=…)") }
        return .init(
            id: id, date: date, years: years, category: category, offset: offset, days: days, move: move,
            observed: observed, estimate: estimate, names: names)
    }

    private static func integer(
        _ line: RuleLine, _ key: String, default value: Int, range: ClosedRange<Int>
    ) throws(HolidayError) -> Int {
        guard let text = line.value(key) else { return value }
        guard let number = Int(text), range.contains(number) else {
            throw .rules(
                line: line.number,
                problem: "\(key)='\(text)' is not a whole number in \(range.lowerBound)…\(range.upperBound)")
        }
        return number
    }

    /// `years=`: `2008-`, `-2018`, `1996-2002`, `2019`; every year when absent.
    private static func years(_ line: RuleLine) throws(HolidayError) -> ClosedRange<Int> {
        guard let text = line.value("years") else { return RegionRules.allYears }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        let bad = HolidayError.rules(
            line: line.number, problem: "years='\(text)' is not YYYY, YYYY-, -YYYY or YYYY-YYYY")
        switch parts.count {
        case 1:
            guard let year = Int(parts[0]) else { throw bad }
            return year...year
        case 2:
            let low = parts[0].isEmpty ? Int.min : Int(parts[0])
            let high = parts[1].isEmpty ? Int.max : Int(parts[1])
            guard let low, let high, low <= high, !(parts[0].isEmpty && parts[1].isEmpty) else { throw bad }
            return low...high
        default:
            throw bad
        }
    }

    private static func date(_ text: String, line: RuleLine) throws(HolidayError) -> ISODate {
        guard text.count == 10, let date = try? ISODate(parsing: text) else {
            throw .rules(line: line.number, problem: "'\(text)' is not a date YYYY-MM-DD")
        }
        return date
    }

    /// `+09:00` → 540.
    private static func offsetMinutes(_ text: String) -> Int? {
        guard text.count == 6, let sign = text.first, sign == "+" || sign == "-" else { return nil }
        let parts = text.dropFirst().split(separator: ":")
        guard parts.count == 2, let hours = Int(parts[0]), let minutes = Int(parts[1]), hours <= 14, minutes < 60 else {
            return nil
        }
        return (sign == "+" ? 1 : -1) * (hours * 60 + minutes)
    }

    /// The rules of a region of this file: the country, or a subdivision over it.
    func region(_ code: String) -> RegionRules? {
        if code == country.code { return country }
        guard let own = subdivisions[code] else { return nil }
        var merged = country
        merged.code = code
        merged.names = own.names
        if !own.weekends.isEmpty { merged.weekends = own.weekends }
        if !own.substitutes.isEmpty { merged.substitutes = own.substitutes }
        if !own.bridges.isEmpty { merged.bridges = own.bridges }
        merged.sources += own.sources
        merged.rules += own.rules
        for (id, years) in own.announced {
            // A subdivision's announcement of a country holiday replaces the country's for that year.
            merged.announced[id, default: [:]].merge(years) { _, new in new }
        }
        merged.swaps += own.swaps
        if !own.swapNames.isEmpty { merged.swapNames = own.swapNames }
        merged.workdays += own.workdays
        merged.announcedThrough.merge(own.announcedThrough) { _, new in new }
        merged.exceptions = own.exceptions
        merged.knownDifferences = own.knownDifferences
        return merged
    }
}
