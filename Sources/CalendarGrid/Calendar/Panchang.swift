/// The Hindu lunisolar calendar of the toolkit's tables (``PanchangTables``), decoded once
/// when first used: each month's first day, name and Vikram Samvat year, and each day's
/// tithi at sunrise. A month is a run of days between two wraps of the sunrise tithi
/// (the first sunrise after a new moon), so months and tithis cannot disagree.
enum Panchang {
    /// The table's months, in order.
    struct Month: Sendable {
        let year: Int
        let firstJulianDay: Int
        let length: Int
        /// 0 (Chaitra) … 11 (Phalguna).
        let name: Int
        let isAdhika: Bool

        /// The month's Temporal code: a nija month's number is its name's (Chaitra `M01`);
        /// an adhika month is the leap month after the one before its namesake (Adhika
        /// Shravana `M04L`, Adhika Chaitra `M12L`).
        var code: MonthCode {
            isAdhika
                ? MonthCode(validNumber: name == 0 ? 12 : name, isLeap: true)
                : MonthCode(validNumber: name + 1, isLeap: false)
        }
    }

    private struct Decoded: Sendable {
        let tithis: [UInt8]
        let months: [Month]
        /// Index of each year's first month, from ``PanchangTables/firstYear``, and the
        /// month count at the end.
        let yearStarts: [Int]
    }

    /// One pass over the table: each day's tithi from its step, and a month wherever the
    /// tithi wraps (about 0.1 ms for the 73,797 days).
    private static let decoded: Decoded = {
        let count = PanchangTables.dayCount
        var tithis = [UInt8](repeating: 0, count: count)
        var starts: [Int] = [0]
        starts.reserveCapacity(PanchangTables.monthCount + 1)
        var tithi = PanchangTables.firstTithi
        tithis[0] = UInt8(tithi)
        var index = 1
        for (position, steps) in PanchangTables.tithiSteps.enumerated() {
            // 32 days a word; day 0's step is unused (its tithi is given).
            var word = position == 0 ? steps >> 2 : steps
            var day = position == 0 ? 1 : 0
            while day < 32, index < count {
                let next = tithi + Int(word & 3)
                let wrapped = next > 30
                tithi = wrapped ? next - 30 : next
                if wrapped { starts.append(index) }
                tithis[index] = UInt8(tithi)
                word >>= 2
                day += 1
                index += 1
            }
        }
        starts.append(count)
        var months: [Month] = []
        months.reserveCapacity(PanchangTables.monthCount)
        var yearStarts: [Int] = []
        var year = PanchangTables.firstYear - 1
        for position in 0..<PanchangTables.monthCount {
            let byte = Int(PanchangTables.months[position / 8] >> UInt64(8 * (position % 8)) & 0xff)
            let name = byte & 0xf
            let isAdhika = byte & 0x10 != 0
            if name == 0, !isAdhika {
                year += 1
                yearStarts.append(months.count)
            }
            months.append(
                Month(
                    year: year, firstJulianDay: PanchangTables.firstJulianDay + starts[position],
                    length: starts[position + 1] - starts[position], name: name, isAdhika: isAdhika))
        }
        yearStarts.append(months.count)
        return Decoded(tithis: tithis, months: months, yearStarts: yearStarts)
    }()

    /// The years the table holds whole (the last only by its first month:
    /// ``PanchangRule``).
    static var tableYears: ClosedRange<Int> {
        PanchangTables.firstYear...(PanchangTables.firstYear + decoded.yearStarts.count - 2)
    }

    /// The days the table holds.
    static var tableDays: ClosedRange<Int> {
        PanchangTables.firstJulianDay...(PanchangTables.firstJulianDay + PanchangTables.dayCount - 1)
    }

    /// The tithi at sunrise in New Delhi (1 … 30: 1–15 shukla paksha, Purnima 15; 16–30
    /// krishna paksha, Amavasya 30), or `nil` for a day outside the table.
    static func tithi(julianDay: Int) -> Int? {
        guard tableDays.contains(julianDay) else { return nil }
        return Int(decoded.tithis[julianDay - PanchangTables.firstJulianDay])
    }

    /// The months of a year of the table, in order, or `nil` outside it.
    static func months(ofYear year: Int) -> ArraySlice<Month>? {
        let index = year - PanchangTables.firstYear
        let starts = decoded.yearStarts
        guard index >= 0, index + 1 < starts.count else { return nil }
        return decoded.months[starts[index]..<starts[index + 1]]
    }

    /// The year of a day of the table, or `nil` outside it.
    static func year(containing julianDay: Int) -> Int? {
        guard tableDays.contains(julianDay) else { return nil }
        let months = decoded.months
        // The last month that begins on or before the day.
        var low = 0
        var high = months.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if months[middle].firstJulianDay <= julianDay { low = middle } else { high = middle }
        }
        return months[low].year
    }
}

extension CalendarID {
    /// The number a day's label shows: its tithi in `panchang`, else its day of month.
    func labelNumber(day: Int, julianDay: Int) -> Int {
        self == .panchang ? Panchang.tithi(julianDay: julianDay) ?? day : day
    }
}

extension CalendarDate {
    /// The tithi (lunar day) at sunrise in New Delhi of a ``CalendarID/panchang`` date,
    /// 1 … 30: 1–14 the shukla paksha (bright fortnight), 15 Purnima (full moon), 16–29 the
    /// krishna paksha (dark fortnight), 30 Amavasya (new moon); `nil` in other calendars.
    ///
    /// ```swift
    /// // Diwali 2025: the Amavasya of Ashvin (amanta) began in the afternoon of 20 October,
    /// // so the 21st's sunrise has it.
    /// let day = try CalendarDate(ISODate(parsing: "2025-10-21"), calendar: .panchang)
    /// day.tithi  // 30
    /// ```
    public var tithi: Int? { calendar == .panchang ? Panchang.tithi(julianDay: iso.julianDay) : nil }
}
