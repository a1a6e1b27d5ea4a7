import Testing

@testable import CalendarGrid

/// The Gregorian months laid out by arithmetic (``GregorianRule``) against ICU's walk
/// through the same years, and the supported years found from the years' first days
/// alone.
@Suite("Gregorian arithmetic and supported years")
struct GregorianRuleTests {
    /// ICU's months of a year, walked month by month with no rule of the toolkit's.
    static func icuComputation(_ calendar: CalendarID) throws -> YearComputation {
        let icu = try ICUCalendar(localeID: "en@calendar=\(calendar.icuCalendar.rawValue)")
        try icu.applyGregorianChange(of: calendar)
        return YearComputation(
            calendar: calendar, rule: ICUArithmetic(), icu: icu,
            yearShift: try ICUFeatures.extendedYearShift(calendar, probing: icu), unmoved: nil, dayOffset: 0)
    }

    @Test("the arithmetic's months are ICU's in every year it lays out", arguments: [CalendarID.gregorian, .iso8601])
    func sameAsICU(calendar: CalendarID) throws {
        let viaICU = try Self.icuComputation(calendar)
        let rule = GregorianRule(calendar: calendar)
        var compared = 0
        for year in [1, 2, 4, 100, 1000, 1581, 1582] + Array(1583...2600) + Array(9900...10_001) {
            guard let table = try rule.tableYear(year, icu: viaICU.icu, yearShift: 0) else {
                // Before ICU's reform of 1582 `gregorian` counts Julian days: ICU's alone.
                #expect(calendar == .gregorian && year <= 1582, "\(year)")
                continue
            }
            #expect(table.months == (try viaICU.layout(year).months), "\(calendar) \(year)")
            compared += 1
        }
        #expect(compared >= 1_100)
    }

    @Test("months from the Gregorian rule (Inter gravissimas, 1582; ISO 8601)")
    func facts() throws {
        let rule = GregorianRule(calendar: .gregorian)
        let icu = try ICUCalendar(localeID: "en@calendar=gregorian")
        func lengths(_ year: Int) throws -> [Int] {
            try #require(try rule.tableYear(year, icu: icu, yearShift: 0)).months.map(\.length)
        }
        // A year divisible by 4 is a leap year, but not a century year unless divisible by 400.
        #expect(try lengths(2024) == [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31])
        #expect(try lengths(2100)[1] == 28)
        #expect(try lengths(2000)[1] == 29)
        #expect(try lengths(1900)[1] == 28)
        // 1 September 2024 was a Sunday (the calendar `cal 9 2024` prints; JD 2460555).
        let september = try #require(try rule.tableYear(2024, icu: icu, yearShift: 0)).months[8]
        #expect(september.firstJulianDay == 2_460_555)
        #expect(Weekday(julianDay: september.firstJulianDay) == .sunday)
        // Days before 1583 are ICU's (its hybrid calendar's Julian years and October 1582).
        #expect(try rule.tableYear(1582, icu: icu, yearShift: 0) == nil)
        #expect(rule.year(containing: try ISODate(parsing: "1582-10-15").julianDay) == nil)
        #expect(rule.year(containing: try ISODate(parsing: "1583-01-01").julianDay) == 1583)
    }

    /// (Dangi on ICU 72 to 74 ends at its last proven year, ``ICUFeatures/dangiLastProvenYear``.)
    @Test("each calendar's supported years are the years inside the supported days, and no more")
    func supportedYears() throws {
        for calendar in CalendarID.allCases {
            let system = try CalendarSystem.shared(calendar)
            let years = system.supportedYears
            let low = max(CalendarSystem.supportedJulianDays.lowerBound, system.firstDayNamedRight ?? .min)
            let high = CalendarSystem.supportedJulianDays.upperBound
            if let held = system.heldDays {
                // A calendar of tables: its held years.
                #expect(held.lowerBound >= low && held.upperBound <= high, "\(calendar)")
                continue
            }
            #expect(try system.year(years.lowerBound).firstJulianDay >= low, "\(calendar)")
            #expect(try system.year(years.lowerBound - 1).firstJulianDay < low, "\(calendar)")
            #expect(try system.year(years.upperBound).lastJulianDay <= high, "\(calendar)")
            if calendar == .dangi, years.upperBound == ICUFeatures.dangiLastProvenYear { continue }
            #expect(try system.year(years.upperBound + 1).lastJulianDay > high, "\(calendar)")
        }
    }

    @Test("a year's first day without its layout is its layout's first day")
    func firstDays() throws {
        // The calendars whose first days are asked of ICU alone (tables and corrected years
        // are laid out; a Dangi calendar is opened only after its Chinese cache, ICU-9972).
        let plain = CalendarID.allCases.filter { calendar in
            let rule = CalendarRules.rule(for: calendar)
            return (rule is ICUArithmetic || rule is GregorianRule)
                && ICUFeatures.firstDayNamedRight(in: calendar) == nil
        }
        #expect(plain.contains(.gregorian) && plain.contains(.japanese) && plain.contains(.ethiopic))
        // Chinese years outside the official tables are ICU's months (a Dangi calendar is
        // not opened here: it needs the Chinese cache first, ICU-9972; the supported-years
        // test covers it through its system).
        let chinese = try CalendarSystem.shared(.chinese)
        let chineseICU = try ICUCalendar(localeID: "en@calendar=chinese")
        let chineseComputation = YearComputation(
            calendar: .chinese, rule: CalendarRules.rule(for: .chinese), icu: chineseICU,
            yearShift: try ICUFeatures.extendedYearShift(.chinese, probing: chineseICU), unmoved: nil, dayOffset: 0)
        for year in [chinese.supportedYears.lowerBound, 1, 1500, 2024, 3000, chinese.supportedYears.upperBound] {
            #expect(
                try chineseComputation.firstJulianDay(ofYear: year) == (try chinese.year(year).firstJulianDay),
                "chinese \(year)")
            #expect(
                try chineseComputation.lastJulianDay(ofYear: year) == (try chinese.year(year).lastJulianDay),
                "chinese \(year)")
        }
        // Umm al-Qura years outside the published table are ICU's months too.
        let ummAlQura = try CalendarSystem.shared(.islamicUmalqura)
        let ummAlQuraICU = try ICUCalendar(localeID: "en@calendar=islamic-umalqura")
        let ummAlQuraComputation = YearComputation(
            calendar: .islamicUmalqura, rule: CalendarRules.rule(for: .islamicUmalqura), icu: ummAlQuraICU,
            yearShift: try ICUFeatures.extendedYearShift(.islamicUmalqura, probing: ummAlQuraICU), unmoved: nil,
            dayOffset: 0)
        let years = ummAlQura.supportedYears
        for year in [years.lowerBound, 1000, 1363, 1364, 1365, 1446, 1500, 2000, years.upperBound] {
            #expect(
                try ummAlQuraComputation.firstJulianDay(ofYear: year) == (try ummAlQura.year(year).firstJulianDay),
                "islamic-umalqura \(year)")
            #expect(
                try ummAlQuraComputation.lastJulianDay(ofYear: year) == (try ummAlQura.year(year).lastJulianDay),
                "islamic-umalqura \(year)")
        }
        for calendar in plain {
            let system = try CalendarSystem.shared(calendar)
            let computation = try Self.icuComputation(calendar)
            let years = system.supportedYears
            for year in [years.lowerBound, years.lowerBound + 1, 1, 1000, 2024, years.upperBound, years.upperBound + 1]
            where years.lowerBound...(years.upperBound + 1) ~= year {
                let ruled = YearComputation(
                    calendar: calendar, rule: CalendarRules.rule(for: calendar), icu: computation.icu,
                    yearShift: computation.yearShift, unmoved: nil, dayOffset: 0)
                #expect(
                    try ruled.firstJulianDay(ofYear: year) == (try system.year(year).firstJulianDay),
                    "\(calendar) \(year)")
            }
        }
    }
}
