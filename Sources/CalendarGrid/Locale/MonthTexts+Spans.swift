extension MonthTexts {
    /// The months `first` … `last` of the profile's calendar as the locale writes a span
    /// of months: one month's title when they are the same; else CLDR's interval format
    /// for the skeleton `yMMMM` from a day of the first to a day of the last
    /// (`2024甲辰年七月至八月`, `Av – Elul 5784`, `Elul 5784 – Tishri 5785`); else, where ICU
    /// cannot name the months (a month the official tables put where ICU has none, dates
    /// before 1583 in `iso8601`, `prolepticBefore1583`, a calendar ICU cannot name) or its interval text does not name
    /// the last month (CLDR 42's `fa` interval pattern `LLLL تا MMMM y` comes out as
    /// `شهریور تا شهریور`), the two titles in CLDR's interval fallback pattern (`{0} – {1}`).
    /// Kept after the first time.
    func title(
        spanning first: MonthLayout, to last: MonthLayout, calendar: CalendarID
    ) throws(CalendarGridError) -> String {
        let span = Span(first: first.firstJulianDay, last: last.firstJulianDay)
        if let kept = spans.withLock({ $0.value(for: span) }) { return kept }
        var text: String? = first.firstJulianDay == last.firstJulianDay ? try title(of: first) : nil
        // ICU's interval format computes in its own hybrid Gregorian calendar: not the
        // proleptic one before 1583, never the Julian one after 1582.
        let hybridDiffers =
            calendar == .julian
            || calendar == .iso8601 && first.firstJulianDay < ISODate.julianDay(ofJanuaryFirst: 1583)
        if text == nil, first.nameDay == nil, last.nameDay == nil, !hybridDiffers, !composes {
            text = try interval(from: first, to: last)
        }
        if text == nil {
            let pattern = ICUDateIntervalFormat.fallbackPattern(
                localeID: recipe.titleID, calendar: calendar.icuCalendar.rawValue)
            text = MessagePattern.filling(pattern, with: [try title(of: first), try title(of: last)])
        }
        let result = text ?? ""
        spans.withLock { $0.insert(result, for: span) }
        return result
    }

    /// ICU's interval text from a day of `first` to a day of `last`, if it names the last
    /// month and holds no stand-in (ICU's interval patterns cannot be edited field by field:
    /// such a span is written from the two titles instead).
    private func interval(from first: MonthLayout, to last: MonthLayout) throws(CalendarGridError) -> String? {
        let from = first.titleJulianDay
        let to = last.titleJulianDay
        return try formatters.withValue { set throws(CalendarGridError) -> String? in
            if set.titleInterval == nil {
                set.titleInterval = try ICUDateIntervalFormat(skeleton: "yMMMM", localeID: set.titleID)
                set.formatMonthName = try set.title().sibling(pattern: "MMMM")
            }
            guard let interval = set.titleInterval, let formatName = set.formatMonthName else { return nil }
            let span = try interval.format(fromJulianDay: from, toJulianDay: to)
            if Placeholder.occurs(in: span) { return nil }
            let names = [
                try standAloneName(of: last, day: to, in: &set),
                try formatName.format(julianDay: to, key: last.formatKey),
            ]
            return names.contains { !$0.isEmpty && span.contains($0) } ? span : nil
        }
    }
}
