extension SelectionState: Equatable where Payload: Equatable {
    /// The same rules (bounds compared as ``SelectionBounds`` compares them), today, list
    /// and picks.
    public static func == (lhs: SelectionState, rhs: SelectionState) -> Bool {
        lhs.mode == rhs.mode && lhs.bounds == rhs.bounds && lhs.today == rhs.today && lhs.isReadOnly == rhs.isReadOnly
            && lhs.hasAvailabilityList == rhs.hasAvailabilityList && lhs.listed == rhs.listed
            && lhs.picks == rhs.picks && lhs.anchor == rhs.anchor && lhs.range == rhs.range
    }
}

extension SelectionState: Codable where Payload: Codable {
    private enum CodingKeys: String, CodingKey {
        case mode, bounds, today, readOnly, availability, picks, rangeStart, rangeEnd
    }

    private struct Pick: Codable {
        let date: ISODate
        let selected: Bool
    }

    /// Reads a state written by ``encode(to:)``.
    /// - Throws: `DecodingError` for a state no toggles could have made (a range in
    ///   another mode, an end before its start).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let mode = try container.decode(SelectionMode.self, forKey: .mode)
        let bounds = try container.decodeIfPresent(SelectionBounds.self, forKey: .bounds) ?? SelectionBounds()
        let today = try container.decode(ISODate.self, forKey: .today)
        let readOnly = try container.decodeIfPresent(Bool.self, forKey: .readOnly) ?? false
        if let items = try container.decodeIfPresent([DateItem<Payload>].self, forKey: .availability) {
            do {
                self = try SelectionState(items: items, mode: mode, bounds: bounds, today: today, isReadOnly: readOnly)
            } catch {
                throw DecodingError.dataCorruptedError(
                    forKey: .availability, in: container, debugDescription: "\(error)")
            }
            // The list as given; what the user changed follows.
            anchor = nil
            range = nil
        } else {
            self.init(mode: mode, bounds: bounds, today: today, isReadOnly: readOnly)
        }
        for pick in try container.decodeIfPresent([Pick].self, forKey: .picks) ?? [] {
            setBase(pick.date.julianDay, pick.selected)
        }
        let start = try container.decodeIfPresent(ISODate.self, forKey: .rangeStart)
        let end = try container.decodeIfPresent(ISODate.self, forKey: .rangeEnd)
        guard start == nil || mode == .range else {
            throw DecodingError.dataCorruptedError(
                forKey: .rangeStart, in: container, debugDescription: "a range in \(mode.rawValue) mode")
        }
        switch (start, end) {
        case let (start?, end?):
            guard start <= end else {
                throw DecodingError.dataCorruptedError(
                    forKey: .rangeEnd, in: container, debugDescription: "the range ends before \(start)")
            }
            range = start.julianDay...end.julianDay
        case let (start?, nil):
            anchor = start.julianDay
        case (nil, nil):
            break
        case (nil, _?):
            throw DecodingError.dataCorruptedError(
                forKey: .rangeEnd, in: container, debugDescription: "a range end without a start")
        }
    }

    /// Writes `mode`, `bounds`, `today`, `readOnly`, the availability list as given
    /// (`availability`), the days picked apart from it (`picks`: date and selected), and in
    /// range mode `rangeStart` and `rangeEnd` (a started range has only its start).
    /// - Throws: `EncodingError.invalidValue` for bounds with a predicate.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(mode, forKey: .mode)
        try container.encode(bounds, forKey: .bounds)
        try container.encode(today, forKey: .today)
        try container.encode(isReadOnly, forKey: .readOnly)
        if hasAvailabilityList {
            try container.encode(listed.keys.sorted().compactMap { listed[$0] }, forKey: .availability)
        }
        let picked = picks.keys.sorted().map { Pick(date: ISODate(julianDay: $0), selected: picks[$0] ?? false) }
        try container.encode(picked, forKey: .picks)
        if let range {
            try container.encode(ISODate(julianDay: range.lowerBound), forKey: .rangeStart)
            try container.encode(ISODate(julianDay: range.upperBound), forKey: .rangeEnd)
        } else if let anchor {
            try container.encode(ISODate(julianDay: anchor), forKey: .rangeStart)
        }
    }
}
