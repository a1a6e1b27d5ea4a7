/// Which days may be picked at all, whatever the availability list says: data (a first and
/// last day, no past or no future days, excluded dates and weekdays), so that bounds
/// compare equal and encode, and, for rules that are not data, a predicate.
///
/// ```swift
/// var bounds = SelectionBounds(noPast: true)        // nothing before today
/// bounds.maximum = try ISODate(parsing: "2025-12-31")
/// bounds.excludedWeekdays = [.sunday]               // closed on Sundays
/// bounds.excludedDates = [try ISODate(parsing: "2025-12-25")]
/// ```
///
/// A range is checked against data bounds without visiting its days (a 2,000-year range is
/// checked in microseconds); a predicate is asked day by day.
public struct SelectionBounds: Sendable {
    /// The earliest day that may be picked.
    public var minimum: ISODate?
    /// The latest day that may be picked.
    public var maximum: ISODate?
    /// No day before the selection's today.
    public var noPast: Bool
    /// No day after the selection's today.
    public var noFuture: Bool
    /// Days that may never be picked (closures, holidays).
    public var excludedDates: Set<ISODate>
    /// Weekdays that may never be picked (a shop closed on Sundays).
    public var excludedWeekdays: Set<Weekday>
    /// Regions whose non-working days may never be picked (weekends by law, holidays that
    /// are days off; a weekend day made a working day may be picked): a booking that needs
    /// offices open. Encoded as the regions' codes; bounds with rules of your own
    /// (``HolidayCalendar/init(region:rules:)``) decode with the embedded rules.
    public var workingDaysOf: [HolidayCalendar] = []
    /// A test every pickable day passes, for a rule that is not data. It takes no part in
    /// `==`, and bounds with one cannot be encoded (an app restores it after decoding).
    public var predicate: (@Sendable (ISODate) -> Bool)?

    /// Bounds; by default every day may be picked.
    public init(
        minimum: ISODate? = nil, maximum: ISODate? = nil, noPast: Bool = false, noFuture: Bool = false,
        excludedDates: Set<ISODate> = [], excludedWeekdays: Set<Weekday> = [],
        predicate: (@Sendable (ISODate) -> Bool)? = nil
    ) {
        self.minimum = minimum
        self.maximum = maximum
        self.noPast = noPast
        self.noFuture = noFuture
        self.excludedDates = excludedDates
        self.excludedWeekdays = excludedWeekdays
        self.predicate = predicate
    }

    /// Whether the bounds allow the day, with `today` for ``noPast`` and ``noFuture``.
    public func allows(_ date: ISODate, today: ISODate) -> Bool {
        let day = date.julianDay
        guard let window = window(today: today), window.contains(day) else { return false }
        if excludedDates.contains(date) || excludedWeekdays.contains(Weekday(julianDay: day)) { return false }
        if !workingDaysOf.allSatisfy({ $0.isWorkingDay(date) }) { return false }
        return predicate?(date) ?? true
    }

    /// The days the first and last day, ``noPast`` and ``noFuture`` allow; `nil` for none.
    func window(today: ISODate) -> ClosedRange<Int>? {
        var low = Int.min
        var high = Int.max
        if let minimum { low = max(low, minimum.julianDay) }
        if noPast { low = max(low, today.julianDay) }
        if let maximum { high = min(high, maximum.julianDay) }
        if noFuture { high = min(high, today.julianDay) }
        return low <= high ? low...high : nil
    }

    /// The first day of `days` (Julian day numbers) the bounds refuse, or `nil`: the window,
    /// excluded dates and excluded weekdays are found without visiting each day; only a
    /// predicate is asked day by day.
    func firstRefused(in days: ClosedRange<Int>, today: ISODate) -> Int? {
        guard let window = window(today: today), days.lowerBound >= window.lowerBound else { return days.lowerBound }
        var candidates: [Int] = []
        if days.upperBound > window.upperBound { candidates.append(max(days.lowerBound, window.upperBound + 1)) }
        for date in excludedDates where days.contains(date.julianDay) { candidates.append(date.julianDay) }
        if !excludedWeekdays.isEmpty {
            // Within a week every weekday occurs once.
            for day in days.lowerBound...min(days.upperBound, days.lowerBound + 6)
            where excludedWeekdays.contains(Weekday(julianDay: day)) {
                candidates.append(day)
                break
            }
        }
        var first = candidates.min()
        if predicate != nil || !workingDaysOf.isEmpty {
            // Asked day by day, up to the first day refused otherwise (a weekend by law
            // comes within a week, so a range is not walked far).
            let end = (first ?? days.upperBound + 1) - 1
            if end >= days.lowerBound,
                let refused = (days.lowerBound...end).first(where: { day in
                    let date = ISODate(julianDay: day)
                    return !(workingDaysOf.allSatisfy { $0.isWorkingDay(date) } && (predicate?(date) ?? true))
                })
            {
                first = refused
            }
        }
        return first
    }
}

extension SelectionBounds: Equatable {
    /// Equal data; a predicate is compared only by whether there is one.
    public static func == (lhs: SelectionBounds, rhs: SelectionBounds) -> Bool {
        lhs.minimum == rhs.minimum && lhs.maximum == rhs.maximum && lhs.noPast == rhs.noPast
            && lhs.noFuture == rhs.noFuture && lhs.excludedDates == rhs.excludedDates
            && lhs.excludedWeekdays == rhs.excludedWeekdays && (lhs.predicate == nil) == (rhs.predicate == nil)
            && lhs.workingDaysOf.map(\.region) == rhs.workingDaysOf.map(\.region)
    }
}

extension SelectionBounds: Codable {
    private enum CodingKeys: String, CodingKey {
        case minimum, maximum, noPast, noFuture, excludedDates, excludedWeekdays, workingDaysOf
    }

    /// Reads bounds written by ``encode(to:)``; every member is optional.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            minimum: try container.decodeIfPresent(ISODate.self, forKey: .minimum),
            maximum: try container.decodeIfPresent(ISODate.self, forKey: .maximum),
            noPast: try container.decodeIfPresent(Bool.self, forKey: .noPast) ?? false,
            noFuture: try container.decodeIfPresent(Bool.self, forKey: .noFuture) ?? false,
            excludedDates: Set(try container.decodeIfPresent([ISODate].self, forKey: .excludedDates) ?? []),
            excludedWeekdays: Set(try container.decodeIfPresent([Weekday].self, forKey: .excludedWeekdays) ?? []))
        for region in try container.decodeIfPresent([String].self, forKey: .workingDaysOf) ?? [] {
            do { workingDaysOf.append(try HolidayCalendar(region: region)) } catch {
                throw DecodingError.dataCorruptedError(
                    forKey: .workingDaysOf, in: container, debugDescription: error.description)
            }
        }
    }

    /// Writes the data (dates and weekdays sorted).
    /// - Throws: `EncodingError.invalidValue` for bounds with a ``predicate``, which is code.
    public func encode(to encoder: any Encoder) throws {
        if predicate != nil {
            throw EncodingError.invalidValue(
                self,
                EncodingError.Context(
                    codingPath: encoder.codingPath,
                    debugDescription:
                        "a predicate cannot be encoded; encode its rule as data or set it again after decoding"
                ))
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(minimum, forKey: .minimum)
        try container.encodeIfPresent(maximum, forKey: .maximum)
        try container.encode(noPast, forKey: .noPast)
        try container.encode(noFuture, forKey: .noFuture)
        try container.encode(excludedDates.sorted(), forKey: .excludedDates)
        try container.encode(excludedWeekdays.sorted { $0.rawValue < $1.rawValue }, forKey: .excludedWeekdays)
        if !workingDaysOf.isEmpty { try container.encode(workingDaysOf.map(\.region), forKey: .workingDaysOf) }
    }
}
