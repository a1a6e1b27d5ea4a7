/// The secondary dates of one cell, one per secondary calendar in the builder's order:
/// a collection (`cell.secondary[0]`, `cell.secondary.first`, `for date in cell.secondary`).
///
/// A grid keeps its secondary dates once, compactly (each day's month, day, label and solar
/// term in four bytes, the months' names once), and a ``SecondaryDate`` is put together when a
/// cell's is read, from names and labels resolved when the grid was built: a grid with a
/// secondary calendar costs a few allocations more, not one per cell, and no ICU call.
public struct SecondaryDates: RandomAccessCollection, Hashable, Sendable {
    /// A grid's secondary dates, one column per secondary calendar.
    final class Storage: Sendable {
        let columns: [Column]
        /// Dates given one by one (a decoded cell, a preview), where there are no columns.
        let given: [SecondaryDate]
        init(columns: [Column], given: [SecondaryDate] = []) {
            self.columns = columns
            self.given = given
        }
    }

    /// One secondary calendar's dates for the cells of a grid.
    struct Column: Sendable {
        struct Month: Sendable {
            let arithmeticYear: Int
            let code: MonthCode
            let ordinal: Int
            let name: String
            let firstJulianDay: Int
        }

        // What the dates need of their profile, not the profile itself: the profile keeps
        // its columns, and a column that held it would keep it alive forever.
        let calendar: CalendarID
        /// Day labels 1 … 32 (``LocaleProfile/label(forDay:)``).
        let dayLabels: [String]
        let termNames: [String]?
        /// The months the cells fall in, in order (2 or 3).
        let months: [Month]
        /// Julian day of the grid's first cell.
        let start: Int
        /// Per cell: bits 0–5 the day, 6–8 the index in ``months``, 9–13 the solar term + 1
        /// (0: none), 14–19 the number its label shows (the tithi in `panchang`; the day in
        /// the others).
        let packed: [UInt32]

        static func pack(day: Int, month: Int, term: Int?, label: Int) -> UInt32 {
            UInt32(day & 0x3f) | UInt32(month & 0x7) << 6 | UInt32((term.map { $0 + 1 } ?? 0) & 0x1f) << 9
                | UInt32(label & 0x3f) << 14
        }

        func date(at cell: Int) -> SecondaryDate {
            let bits = packed[cell]
            let day = Int(bits & 0x3f)
            let month = months[Int(bits >> 6 & 0x7)]
            let termIndex = Int(bits >> 9 & 0x1f) - 1
            let term = termIndex >= 0 ? termNames?[termIndex] : nil
            let shown = Int(bits >> 14 & 0x3f)
            // Every calendar's day numbers are 1 … 32 (Bikram Sambat's months reach 32).
            let dayLabel = shown >= 1 && shown <= dayLabels.count ? dayLabels[shown - 1] : String(shown)
            return SecondaryDate(
                calendar: calendar, arithmeticYear: month.arithmeticYear, monthCode: month.code,
                ordinalMonth: month.ordinal, day: day, dayLabel: dayLabel, monthName: month.name, solarTerm: term,
                label: start + cell == month.firstJulianDay ? month.name : term ?? dayLabel)
        }
    }

    // Two words, so that a day cell stays small: dates given one by one live in a storage
    // of their own.
    private let storage: Storage?
    private let cell: Int

    /// No secondary dates.
    public init() {
        storage = nil
        cell = 0
    }

    /// Secondary dates given one by one, in the order of their calendars (a decoded cell,
    /// a preview, a test double); a builder's grids share one compact storage instead.
    public init(_ dates: [SecondaryDate]) {
        storage = dates.isEmpty ? nil : Storage(columns: [], given: dates)
        cell = 0
    }

    init(storage: Storage, cell: Int) {
        self.storage = storage
        self.cell = cell
    }

    /// 0.
    public var startIndex: Int { 0 }
    /// The number of secondary calendars.
    public var endIndex: Int {
        guard let storage else { return 0 }
        return storage.given.isEmpty ? storage.columns.count : storage.given.count
    }

    /// The date in the secondary calendar at a position of the builder's order.
    public subscript(position: Int) -> SecondaryDate {
        guard let storage else { preconditionFailure("index \(position) of a cell without secondary dates") }
        return storage.given.isEmpty ? storage.columns[position].date(at: cell) : storage.given[position]
    }

    /// Whether two cells show the same secondary dates.
    public static func == (lhs: SecondaryDates, rhs: SecondaryDates) -> Bool {
        lhs.elementsEqual(rhs)
    }

    /// Hashes the dates, as ``==(_:_:)`` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for date in self { hasher.combine(date) }
    }
}

extension SecondaryDates: Codable {
    /// Reads the dates as a JSON array of ``SecondaryDate``s.
    public init(from decoder: any Decoder) throws {
        self.init(try [SecondaryDate](from: decoder))
    }

    /// Writes the dates as a JSON array, as a day cell's `secondary` member.
    public func encode(to encoder: any Encoder) throws {
        try Array(self).encode(to: encoder)
    }
}
