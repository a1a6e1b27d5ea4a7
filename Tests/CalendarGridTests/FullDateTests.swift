import Testing

@testable import CalendarGrid

/// Full dates (JSON `fullDate`, HTML accessible names) name the cell's own day: the month the
/// grid shows and the day number its cell shows, also where the toolkit lays months out
/// differently from ICU (official Chinese and Korean tables, the published Umm al-Qura
/// calendar, Hebrew and Persian years on older ICUs, Hijri day adjustments).
///
/// With full dates formatted from ICU's calendar as before, this fails: `zh-CN` chinese
/// 2027-02-06 (正月初一 in the grid, New Year's Day by the Hong Kong Observatory) was written
/// 2026丙午年腊月三十星期六, and `en-US` islamic-umalqura with offset +1, 2025-02-28 (Ramadan 1
/// in the grid) "Friday, Shaʻban 29, 1446 AH".
@Suite("Full dates name the cell's own day")
struct FullDateTests {
    /// The month as the full date pattern writes it, for the month of a day: ICU's text of
    /// the pattern's month field (and of the wide format and stand-alone names) on a day ICU
    /// places in a month with the same code.
    final class MonthTexts {
        let profile: LocaleProfile
        let formats: [ICUDateFormat]
        private var texts: [Int: [String]] = [:]

        init(_ profile: LocaleProfile) throws {
            self.profile = profile
            let whole = try ICUDateFormat(dateStyle: .full, localeID: profile.icuID, calendar: nil, numbers: nil)
            let field = DatePattern(try whole.pattern()).field(["M", "L"])
            formats = try ([field, "MMMM", "LLLL"].compactMap { $0 }).map {
                try ICUDateFormat(pattern: $0, localeID: profile.icuID, calendar: nil)
            }
        }

        func of(_ month: MonthLayout) throws -> [String] {
            if let known = texts[month.firstJulianDay] { return known }
            // A calendar ICU cannot name (bikram-sambat): its month is the grid's name, or
            // in a pattern with a numeric month (`y年M月d日`) the month's own number, never
            // the Gregorian month ICU would write.
            if profile.calendar.isNamedByToolkit { return [profile.numberLabel(month.ordinal)] }
            let day = month.nameDay ?? month.titleJulianDay
            let found = try formats.map { format in
                try format.format(julianDay: day)
            }
            texts[month.firstJulianDay] = found
            return found
        }
    }

    /// The value of a run of decimal digits of any script (`١٢` is 12), or `nil`.
    static func decimalValue(_ digits: some Sequence<Unicode.Scalar>) -> Int? {
        var value = 0
        var count = 0
        for scalar in digits {
            guard scalar.properties.numericType == .decimal, let digit = scalar.properties.numericValue else {
                return nil
            }
            value = value * 10 + Int(digit)
            count += 1
        }
        return count > 0 ? value : nil
    }

    /// Whether the day `label` shows occurs in `text`: for a label of decimal digits, a whole
    /// number in the text with its value, zero padding allowed (the day 1 is in `01`, not in
    /// 1446); for other labels (Hebrew numerals, 初一), the label itself.
    static func occurs(_ label: String, in text: String) -> Bool {
        guard let wanted = decimalValue(label.unicodeScalars) else { return text.contains(label) }
        var run: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars + [" "] {
            if scalar.properties.numericType == .decimal {
                run.append(scalar)
                continue
            }
            if decimalValue(run) == wanted { return true }
            run = []
        }
        return false
    }

    /// What is wrong with the full dates of a grid's days.
    static func problems(
        _ grid: MonthGrid, profile: LocaleProfile, months: MonthTexts? = nil
    ) throws -> [String] {
        let months = try months ?? MonthTexts(profile)
        var found: [String] = []
        var seen: Set<String> = []
        let tithiNames = profile.calendar == .panchang ? PanchangNames.tithis(localeID: profile.locale.identifier) : nil
        for cell in grid.cells where cell.isInMonth {
            let text = try profile.fullDate(cell.iso)
            let names = [grid.name] + (try months.of(try profile.system.month(containing: cell.julianDay)))
            if !names.contains(where: { !$0.isEmpty && text.contains($0) }) {
                found.append("\(cell.iso) '\(text)' names no month of \(names)")
            }
            // A panchang date names its tithi, which the cell shows by number.
            var tithiName: String? = nil
            if let tithiNames {
                let tithi = try CalendarDate(cell.iso, calendar: .panchang).tithi
                if let tithi { tithiName = tithiNames[tithi - 1] } else { found.append("\(cell.iso) has no tithi") }
            }
            if !occurs(cell.label, in: text), !(tithiName.map(text.contains) ?? false) {
                found.append("\(cell.iso) '\(text)' lacks the day '\(cell.label)'")
            }
            if Placeholder.occurs(in: text) { found.append("\(cell.iso) '\(text)' has a stand-in for a name") }
            if !seen.insert(text).inserted { found.append("\(cell.iso) '\(text)' twice in \(grid.address)") }
        }
        return found
    }

    static func check(_ builder: GridBuilder, years: ClosedRange<Int>, every step: Int = 1) throws -> [String] {
        var found: [String] = []
        let months = try MonthTexts(builder.profile)
        for year in stride(from: years.lowerBound, through: years.upperBound, by: step) {
            for grid in try builder.year(year) {
                found += try problems(grid, profile: builder.profile, months: months).map {
                    "\(builder.profile.locale): \($0)"
                }
            }
        }
        return found
    }

    @Test("the issue's days: 正月初一 2027 and Ramadan 1 1446 with offset +1")
    func knownDays() throws {
        let chinese = try GridBuilder(locale: LocaleID("zh-CN"), calendar: .chinese)
        // Hong Kong Observatory: the Lunar New Year of 2027 is Saturday 6 February.
        let newYear = try chinese.profile.fullDate(ISODate(parsing: "2027-02-06"))
        #expect(newYear.contains("正月初一") && newYear.contains("星期六"), "\(newYear)")
        let offset = try GridBuilder(locale: LocaleID("en-US"), calendar: .islamicUmalqura, hijriOffset: 1)
        // Umm al-Qura: 1 Ramadan 1446 is Saturday 1 March 2025; moved a day earlier, Friday 28 February.
        let ramadan = try offset.profile.fullDate(ISODate(parsing: "2025-02-28"))
        #expect(ramadan.contains("Ramadan 1,") && ramadan.hasPrefix("Friday"), "\(ramadan)")
    }

    @Test("he-IL hebrew: day labels and full dates in Hebrew numerals, the title's year in digits")
    func hebrewNumbering() throws {
        // CLDR's he.xml puts numbers="hebr" on the Hebrew calendar's date formats and none on
        // availableFormats (yMMMM, the title). 5784 in Hebrew numerals is תשפ״ד (ת 400,
        // ש 300, פ 80, ד 4); 15 is ט״ו (9 + 6, never 10 + 5). Adar I 5784 began on
        // 10 February 2024 (hebcal.com).
        let builder = try GridBuilder(locale: LocaleID("he-IL"), calendar: .hebrew)
        let adarI = try builder.month(MonthAddress(parsing: "5784-M05L"))
        #expect(adarI.firstDay == (try ISODate(parsing: "2024-02-10")))
        #expect(adarI.title.contains("5784"))
        #expect(adarI.cells.first { $0.isInMonth && $0.day == 15 }?.label == "ט״ו")
        let full = try builder.profile.fullDate(ISODate(parsing: "2024-02-24"))
        #expect(full.contains("ט״ו") && full.contains("תשפ״ד"), "\(full)")
    }

    @Test(
        "every day of the years the toolkit lays out itself",
        arguments: [
            // Every year of the official tables and of the published Umm al-Qura calendar in
            // one locale each, every fifth in English; Hebrew and Persian years that ICU before
            // 77 and 78 lays out differently (5807; 1502 and later).
            ("zh-CN", CalendarID.chinese, 1900...2100, 1),
            ("en", .chinese, 1900...2100, 5),
            ("ko-KR", .dangi, 1900...2100, 1),
            ("ar-SA", .islamicUmalqura, 1365...1500, 1),
            ("en", .islamicUmalqura, 1365...1500, 5),
            ("he-IL", .hebrew, 5780...5830, 1),
            ("fa-IR", .persian, 1495...1610, 1),
        ])
    func correctedYears(_ locale: String, _ calendar: CalendarID, _ years: ClosedRange<Int>, _ step: Int) throws {
        let builder = try GridBuilder(locale: LocaleID(locale), calendar: calendar)
        let problems = try Self.check(builder, years: years, every: step)
        #expect(problems.isEmpty, "\(problems.count) problems, first: \(problems.prefix(3))")
    }

    @Test("Hijri day adjustments −2 … 2, every islamic calendar", arguments: [-2, -1, 1, 2])
    func hijriOffsets(_ offset: Int) throws {
        var problems: [String] = []
        for calendar in CalendarID.allCases where calendar.isIslamic {
            let builder = try GridBuilder(locale: LocaleID("ar-SA"), calendar: calendar, hijriOffset: offset)
            problems += try Self.check(builder, years: 1440...1450)
        }
        #expect(problems.isEmpty, "\(problems.count) problems, first: \(problems.prefix(3))")
    }

    @Test("secondary calendars' full dates name the secondary date shown under the day")
    func secondaries() throws {
        let builder = try GridBuilder(
            locale: LocaleID("zh-CN"), calendar: .gregorian, secondaryCalendars: [.chinese])
        for grid in try builder.months(startingAt: ISODate(parsing: "2027-01-01"), count: 3) {
            for cell in grid.cells where cell.isInMonth {
                let secondary = cell.secondary[0]
                let text = try builder.secondaryProfiles[0].fullDate(cell.iso)
                #expect(text.contains(secondary.dayLabel) && text.contains(secondary.monthName), "\(cell.iso): \(text)")
            }
        }
    }
}
