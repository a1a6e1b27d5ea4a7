import Testing

@testable import CalendarGrid

/// Secondary dates against published calendars, not against ICU: each fact names its source.
@Suite("Secondary calendars: dates, labels, titles, solar terms, Hijri offsets")
struct SecondaryCalendarTests {
    private func day(_ text: String) throws -> ISODate {
        try ISODate(parsing: text)
    }

    /// The secondary dates of the cells of the month containing `date`, by ISO date.
    private func secondary(
        _ locale: String, calendar: CalendarID? = nil, secondaries: [CalendarID],
        hijriOffset: Int = 0, month date: String
    ) throws -> (MonthGrid, [String: [SecondaryDate]]) {
        let builder = try GridBuilder(
            locale: LocaleID(locale), calendar: calendar, secondaryCalendars: secondaries,
            hijriOffset: hijriOffset)
        let grid = try builder.month(containing: try day(date))
        var byDay: [String: [SecondaryDate]] = [:]
        for cell in grid.cells { byDay[cell.iso.description] = Array(cell.secondary) }
        return (grid, byDay)
    }

    @Test("chinese under gregorian: Mid-Autumn 2024, the eighth month's first day, 白露 and 秋分")
    func chinese() throws {
        let (grid, days) = try secondary("zh-CN", secondaries: [.chinese], month: "2024-09-17")
        // Hong Kong Observatory, 2024 lunar calendar: the eighth month began on 3 September
        // 2024 and Mid-Autumn (8/15) fell on 17 September; 白露 on 7 September, 秋分 on 22
        // September 2024 (HKO's 2024 solar terms).
        let first = try #require(days["2024-09-03"]?.first)
        #expect(first.monthCode.description == "M08" && first.day == 1 && first.arithmeticYear == 2024)
        #expect(first.dayLabel == "初一" && first.monthName == "八月" && first.label == "八月")
        let midAutumn = try #require(days["2024-09-17"]?.first)
        #expect(midAutumn.day == 15 && midAutumn.label == "十五" && midAutumn.solarTerm == nil)
        let bailu = try #require(days["2024-09-07"]?.first)
        #expect(bailu.solarTerm == "白露" && bailu.label == "白露" && bailu.dayLabel == "初五")
        #expect(days["2024-09-22"]?.first?.solarTerm == "秋分")
        // 1 September 2024 was the 29th of the seventh month (HKO).
        #expect(days["2024-09-01"]?.first?.monthCode.description == "M07")
        #expect(days["2024-09-01"]?.first?.day == 29)
        #expect(grid.secondaryTitles.count == 1)
        #expect(grid.secondaryTitles[0].contains("七月") && grid.secondaryTitles[0].contains("八月"))
    }

    @Test("chinese leap month: 闰二月 2023 began on 22 March 2023")
    func chineseLeapMonth() throws {
        // HKO 2023: the leap second month (闰二月) ran from 22 March to 19 April 2023.
        let (_, days) = try secondary("zh-CN", secondaries: [.chinese], month: "2023-03-01")
        let leap = try #require(days["2023-03-22"]?.first)
        #expect(leap.monthCode.description == "M02L" && leap.isLeapMonth && leap.day == 1)
        #expect(leap.monthName == "闰二月" && leap.label == "闰二月")
        #expect(days["2023-03-21"]?.first?.monthCode.description == "M02")
        // 春分 2023: 21 March (HKO).
        #expect(days["2023-03-21"]?.first?.solarTerm == "春分")
    }

    @Test("dangi under gregorian: Chuseok 2024 and the leap month of 2023")
    func dangi() throws {
        // KASI: Chuseok (8/15) 2024 fell on 17 September 2024; 윤2월 2023 began 22 March 2023.
        let (_, days) = try secondary("ko-KR", secondaries: [.dangi], month: "2024-09-17")
        let chuseok = try #require(days["2024-09-17"]?.first)
        #expect(chuseok.monthCode.description == "M08" && chuseok.day == 15 && chuseok.label == "15")
        // 백로 (7 September 2024) in Korean, from the toolkit's table of term names.
        #expect(days["2024-09-07"]?.first?.solarTerm == "백로")
        let (_, leapDays) = try secondary("ko-KR", secondaries: [.dangi], month: "2023-03-22")
        let leap = try #require(leapDays["2023-03-22"]?.first)
        #expect(leap.monthCode.description == "M02L" && leap.day == 1 && leap.label == leap.monthName)
    }

    @Test("solar term names: simplified, traditional, Japanese, none in English")
    func solarTermNames() throws {
        // 谷雨 / 穀雨 fell on 19 April 2024 (HKO).
        #expect(
            try secondary("zh-CN", secondaries: [.chinese], month: "2024-04-19").1["2024-04-19"]?.first?.solarTerm
                == "谷雨")
        #expect(
            try secondary("zh-Hant-HK", secondaries: [.chinese], month: "2024-04-19").1["2024-04-19"]?.first?.solarTerm
                == "穀雨")
        #expect(
            try secondary("zh-TW", secondaries: [.chinese], month: "2024-04-19").1["2024-04-19"]?.first?.solarTerm
                == "穀雨")
        // 啓蟄 (Japanese) / 惊蛰: 5 March 2024 (HKO; NAOJ 2024 暦要項).
        #expect(
            try secondary("ja-JP", secondaries: [.chinese], month: "2024-03-05").1["2024-03-05"]?.first?.solarTerm
                == "啓蟄")
        #expect(
            try secondary("vi-VN", secondaries: [.chinese], month: "2024-03-05").1["2024-03-05"]?.first?.solarTerm
                == "Kinh trập")
        let english = try secondary("en-US", secondaries: [.chinese], month: "2024-03-05").1["2024-03-05"]?.first
        #expect(english?.solarTerm == nil && english?.label == english?.dayLabel)
        // Outside the table's years (1900 … 2100) no term is shown.
        let far = try secondary("zh-CN", secondaries: [.chinese], month: "2150-04-05").1.values.flatMap { $0 }
        #expect(far.allSatisfy { $0.solarTerm == nil })
    }

    @Test("hebrew under gregorian: Adar I, Adar II, common-year Adar, Hebrew numerals")
    func hebrew() throws {
        // hebcal.com: 1 Adar I 5784 = 10 February 2024, 1 Adar II 5784 = 11 March 2024,
        // Purim (14 Adar II) = 24 March 2024; 1 Adar 5783 = 22 February 2023.
        let (february, febDays) = try secondary("he-IL", secondaries: [.hebrew], month: "2024-02-10")
        let adarI = try #require(febDays["2024-02-10"]?.first)
        #expect(adarI.monthCode.description == "M05L" && adarI.isLeapMonth && adarI.day == 1 && adarI.ordinalMonth == 6)
        #expect(adarI.label == adarI.monthName && adarI.monthName == "אדר א׳")
        #expect(february.secondaryTitles[0].contains("אדר א׳"))
        let (_, marDays) = try secondary("he-IL", secondaries: [.hebrew], month: "2024-03-11")
        let adarII = try #require(marDays["2024-03-11"]?.first)
        #expect(
            adarII.monthCode.description == "M06" && adarII.day == 1 && adarII.ordinalMonth == 7
                && adarII.monthName == "אדר ב׳")
        // Hebrew numerals: 14 = י״ד, 15 = ט״ו (not י״ה), with gershayim before the last letter.
        #expect(marDays["2024-03-24"]?.first?.dayLabel == "י״ד")
        #expect(marDays["2024-03-25"]?.first?.dayLabel == "ט״ו")
        let (_, common) = try secondary("he-IL", secondaries: [.hebrew], month: "2023-02-22")
        let adar = try #require(common["2023-02-22"]?.first)
        #expect(
            adar.monthCode.description == "M06" && adar.day == 1 && adar.ordinalMonth == 6 && adar.monthName == "אדר")
        // -u-nu-latn asks for digits, and wins over the Hebrew numerals of Hebrew dates.
        let (_, latin) = try secondary("he-IL-u-nu-latn", secondaries: [.hebrew], month: "2024-03-25")
        #expect(latin["2024-03-25"]?.first?.dayLabel == "15")
    }

    @Test("islamic-umalqura under gregorian: Ramadan 1446 with offsets −1, 0, +1")
    func ummAlQuraOffsets() throws {
        // Umm al-Qura calendar (Saudi Arabia): 1 Ramadan 1446 = 1 March 2025.
        for (offset, firstDay) in [(0, "2025-03-01"), (-1, "2025-03-02"), (1, "2025-02-28")] {
            let (_, days) = try secondary(
                "ar-SA", calendar: .gregorian, secondaries: [.islamicUmalqura],
                hijriOffset: offset, month: firstDay)
            let ramadan = try #require(days[firstDay]?.first, "offset \(offset)")
            #expect(
                ramadan.monthCode.description == "M09" && ramadan.day == 1 && ramadan.arithmeticYear == 1446,
                "offset \(offset)")
            #expect(ramadan.label == ramadan.monthName)
        }
        // As the primary calendar, the offset moves the month itself: Ramadan 1446 has its
        // first day on 28 February 2025 with +1, and 29 days either way (1 Shawwal 1446 =
        // 30 March 2025).
        let builder = try GridBuilder(locale: LocaleID("ar-SA"), calendar: .islamicUmalqura, hijriOffset: 1)
        let ramadan = try builder.month(MonthAddress(parsing: "1446-9"))
        #expect(ramadan.firstDay == (try day("2025-02-28")) && ramadan.daysInMonth == 29)
        #expect(builder.profile.hijriOffset == 1)
    }

    @Test("persian and gregorian: Nowruz 1403 was 20 March 2024")
    func persian() throws {
        // Iran's official calendar: 1 Farvardin 1403 = 20 March 2024; 1 Mehr 1403 = 22 September 2024.
        let (_, days) = try secondary("fa-IR", calendar: .gregorian, secondaries: [.persian], month: "2024-03-20")
        let nowruz = try #require(days["2024-03-20"]?.first)
        #expect(nowruz.monthCode.description == "M01" && nowruz.day == 1 && nowruz.arithmeticYear == 1403)
        let builder = try GridBuilder(locale: LocaleID("fa-IR"), secondaryCalendars: [.gregorian])
        let mehr = try builder.month(MonthAddress(parsing: "1403-7"))
        let first = try #require(mehr.cells.first { $0.isInMonth && $0.day == 1 }?.secondary.first)
        #expect(first.calendar == .gregorian && first.monthCode.description == "M09" && first.day == 22)
        // In Persian digits, as fa-IR writes Gregorian dates (۲۲).
        #expect(first.dayLabel == "۲۲")
    }

    @Test("coptic and ethiopic month 13: Nasie and Pagume 1740/2016 were 6–10 September 2024")
    func thirteenthMonths() throws {
        // Coptic Orthodox calendar: 1 Tout 1741 = 11 September 2024, so Nasie 1740 ran
        // 6–10 September; Ethiopian calendar: 1 Meskerem 2017 = 11 September 2024, Pagume
        // 2016 ran 6–10 September (5 days: 2016 E.C. is not a leap year).
        for (locale, calendar) in [("ar-EG", CalendarID.coptic), ("am-ET", CalendarID.ethiopic)] {
            let (_, days) = try secondary(locale, calendar: .gregorian, secondaries: [calendar], month: "2024-09-06")
            let first = try #require(days["2024-09-06"]?.first)
            #expect(first.monthCode.description == "M13" && first.day == 1 && first.ordinalMonth == 13, "\(calendar)")
            #expect(days["2024-09-10"]?.first?.day == 5)
            let newYear = try #require(days["2024-09-11"]?.first)
            #expect(newYear.monthCode.description == "M01" && newYear.day == 1, "\(calendar)")
        }
    }

    @Test("japanese: the Reiwa era began on 1 May 2019")
    func japanese() throws {
        let (april, _) = try secondary("ja-JP", secondaries: [.japanese], month: "2019-04-15")
        let (may, _) = try secondary("ja-JP", secondaries: [.japanese], month: "2019-05-15")
        #expect(april.secondaryTitles[0].contains("平成31"))
        #expect(may.secondaryTitles[0].contains("令和"))
    }

    /// The fuzzer's leak report: a profile kept its grids' secondary columns, which held
    /// the profile, so a profile dropped from the cache was never freed.
    @Test("a secondary profile is freed with its last grid (no reference cycle through kept columns)")
    func noCycle() throws {
        weak var dropped: LocaleProfile?
        do {
            let cache = ProfileCache()
            let primary = try cache.profile(LocaleID("zh-CN"), calendar: .gregorian)
            let secondary = try cache.profile(LocaleID("zh-CN"), calendar: .chinese)
            let builder = try GridBuilder(profile: primary, secondaryProfiles: [secondary])
            let grids = try builder.months(startingAt: try day("2024-01-01"), count: 3)
            #expect(grids[0].cells[0].secondary.count == 1)
            dropped = secondary
            cache.removeAll()
        }
        #expect(dropped == nil)
    }

    @Test("two secondaries in order, and their titles")
    func two() throws {
        let (grid, days) = try secondary("en-US", secondaries: [.hebrew, .islamicCivil], month: "2024-09-04")
        #expect(grid.secondaryCalendars == [.hebrew, .islamicCivil])
        #expect(days["2024-09-04"]?.map(\.calendar) == [.hebrew, .islamicCivil])
        // hebcal.com: 1 Elul 5784 = 4 September 2024.
        #expect(days["2024-09-04"]?.first?.monthName == "Elul" && days["2024-09-04"]?.first?.day == 1)
        #expect(grid.secondaryTitles.count == 2)
    }

    @Test("refused: the grid's own calendar, a calendar twice, more than two, an offset outside −2 … 2")
    func refused() throws {
        let locale = try LocaleID("he-IL")
        #expect(throws: CalendarGridError.grid(.invalidSecondaryCalendar(.gregorian, reason: .gridCalendar))) {
            try GridBuilder(locale: locale, calendar: .gregorian, secondaryCalendars: [.gregorian])
        }
        #expect(throws: CalendarGridError.grid(.invalidSecondaryCalendar(.hebrew, reason: .givenTwice))) {
            try GridBuilder(locale: locale, calendar: .gregorian, secondaryCalendars: [.hebrew, .hebrew])
        }
        #expect(throws: CalendarGridError.self) {
            try GridBuilder(locale: locale, calendar: .gregorian, secondaryCalendars: [.hebrew, .islamic, .persian])
        }
        #expect(throws: CalendarGridError.calendar(.hijriOffsetOutOfRange(3, supported: -2...2))) {
            try GridBuilder(locale: locale, calendar: .islamic, hijriOffset: 3)
        }
        // Calendars other than the islamic ones ignore the offset.
        #expect(try LocaleProfile.resolve(locale, calendar: .hebrew, hijriOffset: 2).hijriOffset == 0)
    }

    /// CLDR supplemental data, calendarPreferenceData (unchanged for these regions from
    /// CLDR 42 to 48): the region's calendars in order of preference; India (CLDR: gregorian,
    /// indian) has the panchang first (LocaleProfile.regionalCalendars), as India's wall
    /// calendars print the tithi, not the Saka date, under each day.
    @Test(
        "--secondary auto: the region's next preferred calendar",
        arguments: [
            ("zh-CN", "chinese"), ("zh-TW", "roc"), ("ko-KR", "dangi"), ("he-IL", "hebrew"), ("fa-IR", "gregorian"),
            ("ja-JP", "japanese"), ("hi-IN", "panchang"), ("am-ET", "ethiopic"), ("ar-EG", "coptic"),
            ("th-TH", "gregorian"),
            ("en-US", "none"), ("de-DE", "none"), ("he-IL-u-ca-hebrew", "gregorian"),
        ])
    func preferred(locale: String, expected: String) throws {
        let profile = try LocaleProfile.resolve(LocaleID(locale))
        #expect(try profile.preferredSecondaryCalendar()?.rawValue ?? "none" == expected)
    }

    @Test("day labels follow the locale's own dates in the calendar, unless -u-nu- says otherwise")
    func dayNumerals() throws {
        let hebrew = try LocaleProfile.resolve(LocaleID("he-IL-u-ca-hebrew"))
        // Hebrew numerals as Israeli calendars write Hebrew dates: 5 = ה׳, 15 = ט״ו, 30 = ל׳.
        #expect(
            hebrew.label(forDay: 5) == "ה׳" && hebrew.label(forDay: 15) == "ט״ו" && hebrew.label(forDay: 30) == "ל׳")
        #expect(hebrew.numberingSystem == "hebr")
        #expect(try LocaleProfile.resolve(LocaleID("he-IL-u-ca-hebrew-nu-latn")).label(forDay: 5) == "5")
        // Gregorian dates in Hebrew keep digits.
        #expect(try LocaleProfile.resolve(LocaleID("he-IL")).label(forDay: 5) == "5")
        // Week numbers keep the locale's digits whatever the day labels are.
        #expect(hebrew.numberLabel(12) == "12")
    }
}
