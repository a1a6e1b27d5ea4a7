import Testing

@testable import CalendarGrid

/// Invariants that hold for every month of every calendar, over 400 consecutive years.
@Suite("Grid invariants over 400 years of every calendar")
struct GridInvariantTests {
    /// The locale whose week data the sweep uses per calendar: a mix of first weekdays
    /// (Sunday, Monday, Saturday, Friday via -u-fw-) and minimal days 1 and 4.
    static func locale(for calendar: CalendarID) -> String {
        switch calendar {
        case .hebrew: "he-IL"
        case .persian: "fa-IR"
        case .chinese: "zh-CN"
        case .dangi: "ko-KR"
        case .japanese: "ja-JP"
        case .islamicUmalqura, .islamic: "ar-SA"
        case .islamicCivil, .islamicTbla, .islamicRgsa: "ar-EG-u-fw-fri"
        case .ethiopic, .ethiopicAmeteAlem: "am-ET"
        case .coptic: "ar-EG"
        case .buddhist: "th-TH"
        case .roc: "zh-TW"
        case .indian: "hi-IN"
        case .gregorian: "en-US"
        case .iso8601: "de-DE"
        case .julian: "ru-RU"
        case .vietnamese: "vi-VN"
        case .bikramSambat: "ne-NP"
        case .panchang: "hi-IN-u-nu-deva"
        }
    }

    static let yearsSwept = 400

    @Test(
        "week numbers computed from the year layouts equal ICU's WEEK_OF_YEAR, for four week rules",
        arguments: CalendarID.allCases)
    func weekNumbers(_ calendar: CalendarID) throws {
        // Sunday/1 (en-US), Monday/4 (de-DE), Saturday/1 (ar-EG), Friday/4 (de-DE-u-fw-fri).
        for locale in ["en-US", "de-DE", "ar-EG", "de-DE-u-fw-fri"] {
            let builder = try GridBuilder(locale: LocaleID(locale), calendar: calendar)
            let profile = builder.profile
            let start = try Self.firstYear(builder, from: "1900-01-01")
            for year in start..<min(start + 200, builder.supportedYears.upperBound + 1) {
                let layout = try profile.system.year(year)
                let previousLength = try profile.system.year(year - 1).length
                // Where the toolkit's year starts on another day than ICU's (Hebrew 5807
                // before ICU 77, ICU-23069; Chinese years whose new year ICU's astronomy
                // misplaces, such as 2027), ICU's week numbers count from ICU's own new
                // year, so they are compared only where both agree on the year's bounds.
                if calendar != .dangi,
                    try Self.icuYearStart(calendar, year) != layout.firstJulianDay
                        || Self.icuYearStart(calendar, year + 1) != layout.lastJulianDay + 1
                        || Self.icuYearStart(calendar, year - 1) != layout.firstJulianDay - previousLength
                {
                    continue
                }
                // Every day of the first and last two weeks of the year, and one day a week between.
                let days =
                    Array(layout.firstJulianDay..<(layout.firstJulianDay + 14))
                    + Array(stride(from: layout.firstJulianDay + 14, to: layout.lastJulianDay - 14, by: 7))
                    + Array((layout.lastJulianDay - 13)...layout.lastJulianDay)
                for day in days {
                    let computed = profile.weekRule.weekOfYear(
                        julianDay: day, in: layout, previousYearLength: previousLength)
                    // ICU 72 keeps one process-wide cache of new years and winter
                    // solstices for chinese and dangi alike (ICU-9972, fixed in ICU 75),
                    // so in a process that also computes Chinese years, ICU's dangi
                    // answers depend on what ran first (seen: dangi 1959-02-01, in a week
                    // wholly inside 1958, reported as week 1). For dangi the check is
                    // therefore the rule itself: within a year, weeks count up by one.
                    if calendar == .dangi {
                        let next = day + 7
                        if next <= layout.lastJulianDay, computed != 0 {
                            let following = profile.weekRule.weekOfYear(
                                julianDay: next, in: layout, previousYearLength: previousLength)
                            if following != computed + 1 && following != 1 {
                                Issue.record(
                                    "\(locale) dangi \(ISODate(julianDay: day)): week \(computed) then \(following)")
                                return
                            }
                        }
                        continue
                    }
                    let icu = try profile.weekOfYear(julianDay: day)
                    if computed != icu {
                        Issue.record(
                            "\(locale) \(calendar) \(ISODate(julianDay: day)): computed \(computed), ICU \(icu)")
                        return
                    }
                }
            }
        }
    }

    /// The arithmetic year of a date in the builder's calendar, or its first supported year
    /// where the calendar has no year there (`vietnamese` before 1900).
    static func firstYear(_ builder: GridBuilder, from date: String) throws -> Int {
        (try? builder.month(containing: ISODate(parsing: date)).arithmeticYear) ?? builder.supportedYears.lowerBound
    }

    /// ICU's own first day of an arithmetic year (proleptic for iso8601, Julian for
    /// julian), asked directly.
    static func icuYearStart(_ calendar: CalendarID, _ year: Int) throws -> Int {
        let icu = try ICUCalendar(localeID: "en@calendar=\(calendar.icuCalendar.rawValue)")
        try icu.applyGregorianChange(of: calendar)
        let shift = try ICUFeatures.extendedYearShift(calendar, probing: icu)
        icu.clear()
        icu.set(.extendedYear, year + shift)
        icu.set(.month, 0)
        if calendar.isLunisolarChinese { icu.set(.isLeapMonth, 0) }
        icu.set(.dayOfMonth, 1)
        return try icu.get(.julianDay)
    }

    @Test("every month of 400 consecutive years", arguments: CalendarID.allCases)
    func sweep(_ calendar: CalendarID) throws {
        let builder = try GridBuilder(locale: LocaleID(Self.locale(for: calendar)), calendar: calendar)
        let profile = builder.profile
        // Start 200 years before 2000-01-01 in this calendar's own years.
        // (A calendar whose years end sooner, `vietnamese` 1900–2100, all its years.)
        let start = try Self.firstYear(builder, from: "1800-01-01")
        let end = min(start + Self.yearsSwept, builder.supportedYears.upperBound + 1)
        var previous: MonthGrid? = nil
        var monthsSeen = 0
        for year in start..<end {
            let months = try builder.year(year)
            #expect((12...13).contains(months.count), "\(calendar) \(year)")
            #expect(months.map(\.ordinalMonth) == Array(1...months.count))
            #expect(zip(months, months.dropFirst()).allSatisfy { $0.monthCode < $1.monthCode }, "\(calendar) \(year)")
            let leapMonths = months.filter(\.isLeapMonth)
            checkLeapMonths(calendar: calendar, year: year, months: months, leapMonths: leapMonths)
            for grid in months {
                Self.check(grid, profile: profile)
                if let previous {
                    #expect(
                        grid.firstDay.julianDay == previous.lastDay.julianDay + 1,
                        "\(calendar): \(previous.address) → \(grid.address)")
                }
                previous = grid
                monthsSeen += 1
            }
        }
        #expect(monthsSeen >= (end - start) * 12 && end - start >= min(Self.yearsSwept, builder.supportedYears.count))
    }

    static func check(_ grid: MonthGrid, profile: LocaleProfile) {
        let found = problems(grid, profile: profile)
        #expect(found.isEmpty, "\(profile.locale) \(profile.calendar) \(grid.address): \(found.prefix(5))")
    }

    /// What is wrong with a grid, gathered (one issue per grid, not one expectation per
    /// cell: the sweeps check 180,000 grids).
    static func problems(_ grid: MonthGrid, profile: LocaleProfile) -> [String] {
        var found: [String] = []
        func require(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { found.append(message()) }
        }
        let cells = grid.cells
        require((1...6).contains(grid.weeks.count), "\(grid.weeks.count) rows")
        require(cells.count == 7 * grid.weeks.count, "\(cells.count) cells")
        for week in grid.weeks {
            require(week.days.count == 7, "a row of \(week.days.count) days")
            require((1...56).contains(week.weekOfYear), "week \(week.weekOfYear)")
            for (column, cell) in week.days.enumerated() {
                require(cell.weekday == profile.firstWeekday.advanced(by: column), "\(cell.iso) in column \(column)")
                require(
                    cell.isWeekend == profile.weekend.contains(cell.weekday), "\(cell.iso) weekend \(cell.isWeekend)")
                require(cell.iso.julianDay == cell.julianDay, "\(cell.iso) Julian day \(cell.julianDay)")
            }
        }
        for (a, b) in zip(cells, cells.dropFirst()) where b.julianDay != a.julianDay + 1 {
            found.append("\(a.iso) then \(b.iso)")
        }
        let isInMonth = cells.filter(\.isInMonth)
        require(
            isInMonth.count == grid.daysInMonth, "\(isInMonth.count) days in the month, \(grid.daysInMonth) reported")
        require(isInMonth.first?.iso == grid.firstDay && isInMonth.last?.iso == grid.lastDay, "first or last day")
        // The in-month days form one block, and neither edge row is wholly outside it.
        let firstIndex = cells.firstIndex { $0.isInMonth } ?? 0
        require(firstIndex < 7, "first day at cell \(firstIndex)")
        require(cells.count - 7 <= firstIndex + isInMonth.count - 1, "a last row outside the month")
        require(
            cells[firstIndex..<(firstIndex + isInMonth.count)].allSatisfy { $0.isInMonth },
            "the month's days not one block"
        )
        let isReformMonth = profile.calendar == .gregorian && grid.arithmeticYear == 1582 && grid.ordinalMonth == 10
        if !isReformMonth {
            require(isInMonth.map(\.day) == Array(1...grid.daysInMonth), "day numbers not 1 … \(grid.daysInMonth)")
        }
        // A panchang cell shows its tithi (CalendarDate.tithi), every other its day.
        require(
            cells.allSatisfy {
                let shown = profile.calendar == .panchang ? Panchang.tithi(julianDay: $0.julianDay) ?? 0 : $0.day
                return $0.label == profile.label(forDay: shown)
            }, "a label not the profile's")
        require((5...32).contains(grid.daysInMonth) || isReformMonth, "\(grid.daysInMonth) days")
        require(!grid.name.isEmpty && !grid.title.isEmpty, "an empty name or title")
        // No stand-in for missing CLDR data (month `M01`, `M02bis`; era `ERA1`) reaches a user.
        require(
            !Placeholder.occurs(in: grid.name) && !Placeholder.occurs(in: grid.title),
            "placeholder in \(grid.name) / \(grid.title)")
        return found
    }

    /// Leap months by the calendars' own published rules, not by ICU.
    func checkLeapMonths(calendar: CalendarID, year: Int, months: [MonthGrid], leapMonths: [MonthGrid]) {
        switch calendar {
        case .hebrew:
            // Metonic cycle: years 3, 6, 8, 11, 14, 17, 19 of 19 are leap, i.e.
            // (7y + 1) mod 19 < 7 (Maimonides, Kiddush HaChodesh 6:11).
            let isLeap = (7 * year + 1) % 19 < 7
            #expect(leapMonths.map(\.monthCode.description) == (isLeap ? ["M05L"] : []), "hebrew \(year)")
            #expect(months.count == (isLeap ? 13 : 12))
        case .chinese, .dangi, .vietnamese:
            // A lunisolar year has 13 months exactly when one of them is a leap month.
            #expect(leapMonths.count == (months.count == 13 ? 1 : 0), "\(calendar) \(year)")
        case .ethiopic, .ethiopicAmeteAlem, .coptic:
            // 13 months; the 13th has 6 days in the year before a Julian leap year
            // (Amete Mihret / Era of Martyrs year mod 4 = 3), otherwise 5.
            #expect(months.count == 13 && leapMonths.isEmpty)
            let eraYear = calendar == .ethiopicAmeteAlem ? year - 5500 : year
            let isLeap = ((eraYear % 4) + 4) % 4 == 3
            #expect(months.last?.daysInMonth == (isLeap ? 6 : 5), "\(calendar) \(year)")
        case .islamicCivil, .islamicTbla:
            // Tabular Islamic calendar: 11 leap years in 30 (2, 5, 7, 10, 13, 16, 18, 21,
            // 24, 26, 29), where Dhu al-Hijja has 30 days instead of 29.
            let isLeap = (14 + 11 * year) % 30 < 11
            #expect(months.count == 12 && leapMonths.isEmpty)
            #expect(months.last?.daysInMonth == (isLeap ? 30 : 29), "\(calendar) \(year)")
            #expect(months.map(\.daysInMonth).dropLast() == [30, 29, 30, 29, 30, 29, 30, 29, 30, 29, 30])
        case .gregorian, .iso8601, .buddhist, .roc, .japanese:
            // Gregorian rule from 1583 (Inter gravissimas); the sweep starts in 1800.
            let isoYear = months[1].firstDay.year
            let isLeap = (isoYear % 4 == 0 && isoYear % 100 != 0) || isoYear % 400 == 0
            #expect(
                months.map(\.daysInMonth) == [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31],
                "\(calendar) \(year)")
        case .julian:
            // Julian rule: every fourth year is a leap year, without exception.
            #expect(
                months.map(\.daysInMonth) == [31, year % 4 == 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31],
                "julian \(year)")
        case .bikramSambat:
            // Nepal's solar months last 29 to 32 days, its years 365 or 366 (the sidereal
            // year is 365.256 days: Nepal Panchanga Nirnayak Samiti's tables).
            #expect(months.count == 12 && leapMonths.isEmpty, "bikram-sambat \(year)")
            #expect(months.allSatisfy { (29...32).contains($0.daysInMonth) }, "bikram-sambat \(year)")
            #expect((365...366).contains(months.reduce(0) { $0 + $1.daysInMonth }), "bikram-sambat \(year)")
        case .panchang:
            // Amanta months, new moon to new moon, count 29 or 30 sunrises; a year has 12
            // months, or 13 with an adhika month (Sewell and Dikshit, The Indian Calendar,
            // 1896, §§ 44–50); the rare year with a kshaya month (two sankrantis in one
            // month) has two adhika months around it, and 11 nija months in 13.
            let nija = months.count - leapMonths.count
            #expect((12...13).contains(months.count), "panchang \(year)")
            #expect(nija == 12 || nija == 11 && leapMonths.count == 2, "panchang \(year)")
            #expect(months.allSatisfy { (29...30).contains($0.daysInMonth) }, "panchang \(year)")
            for month in months {
                // A month begins on the first sunrise after the new moon (tithi 1, or 2
                // where Pratipada ends before that sunrise) and ends with Amavasya's or
                // Chaturdashi's; tithis at sunrise never go back, and skip at most one.
                let tithis = (month.firstDay.julianDay...month.lastDay.julianDay).compactMap {
                    Panchang.tithi(julianDay: $0)
                }
                #expect(tithis.count == month.daysInMonth)
                #expect([1, 2].contains(tithis.first) && [29, 30].contains(tithis.last), "panchang \(month.firstDay)")
                #expect(zip(tithis, tithis.dropFirst()).allSatisfy { (0...2).contains($1 - $0) })
            }
        default:
            #expect(months.count == 12 && leapMonths.isEmpty, "\(calendar) \(year)")
        }
    }
}
