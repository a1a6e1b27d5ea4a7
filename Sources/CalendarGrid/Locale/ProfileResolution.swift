/// What ICU says about a locale in a calendar, asked once when a ``LocaleProfile`` is
/// resolved: week data, weekend, digits and day labels, weekday names, the title pattern,
/// and the first set of formatters (``MonthTexts/Formatters``) with the recipe for more.
struct ProfileResolution {
    let calendar: CalendarID
    let icuID: String
    let weekRule: WeekRule
    let weekend: [Weekday]
    let direction: LayoutDirection
    let numberingSystem: String
    let dayLabels: [String]
    let weekdayNames: [WeekdayName]
    let recipe: MonthTexts.Recipe
    let formatters: MonthTexts.Formatters

    init(locale: LocaleID, calendar requested: CalendarID?) throws(CalendarGridError) {
        let calendar: CalendarID
        let icuCalendar: ICUCalendar
        if let requested {
            // A Dangi system first: it prepares ICU's shared Chinese/Dangi cache before
            // any Dangi calendar is opened (see CalendarSystem).
            if requested == .dangi { _ = try CalendarSystem.shared(.dangi) }
            calendar = requested
            icuCalendar = try ICUCalendar(localeID: try locale.icuID(calendar: requested.icuCalendar))
        } else {
            // The region's default calendar, as ICU picks it; that calendar is the
            // profile's own (ICU's types are CLDR IDs).
            icuCalendar = try ICUCalendar(localeID: locale.icuIDWithoutCalendar())
            let type = try icuCalendar.type()
            guard let resolved = try? CalendarID(parsing: type) else {
                throw .icuFailure(function: "ucal_getType", code: "unexpected calendar type '\(type)'")
            }
            calendar = resolved
        }
        let icuID = try locale.icuID(calendar: calendar.icuCalendar)

        try icuCalendar.applyGregorianChange(of: calendar)
        if calendar == .iso8601 {
            // ISO 8601 weeks: Monday first unless -u-fw- says otherwise.
            if locale.firstWeekday == nil { icuCalendar.firstDayOfWeek = Weekday.monday.rawValue }
            icuCalendar.minimalDaysInFirstWeek = 4
        }
        if let weekday = locale.firstWeekday, !ICUFeatures.honoursFirstWeekdayKeyword {
            icuCalendar.firstDayOfWeek = weekday.rawValue
        }
        guard let firstWeekday = Weekday(rawValue: icuCalendar.firstDayOfWeek) else {
            throw .icuFailure(function: "ucal_getAttribute", code: "first day of week \(icuCalendar.firstDayOfWeek)")
        }
        var weekend: [Weekday] = []
        for weekday in Weekday.allCases where try icuCalendar.isWeekend(weekday.rawValue) {
            weekend.append(weekday)
        }

        let calendarType = try icuCalendar.type()
        var numberingSystem = try ICUNumberingSystem.name(forLocaleID: icuID)
        // A Gregorian month's names, digits and title straight from ICU's data, where
        // they can be (``GregorianNames``): no date or number format is opened for them.
        var read: (names: GregorianNames, titlePattern: String)? = nil
        // The numbering system CLDR's long date pattern names for the day field (`hebr`,
        // `hanidays`), unless -u-nu- names one.
        let dayFieldSystem =
            locale.numberingSystem == nil
            ? ICUDateNumbering.dayNumbering(localeID: icuID, calendarType: calendarType) : nil
        // In the locale's own digits only: with `-u-nu-`, ICU 78's date format writes some
        // locales' years its own way (`az-u-nu-arab`: "yanvar standart onluq kəsr٢٠٢٤").
        if calendar == .gregorian, locale.numberingSystem == nil, dayFieldSystem == nil {
            let titlePattern = try ICUPatternGenerator.bestPattern(skeleton: "yMMMM", localeID: icuID)
            if let names = GregorianNames(
                localeID: icuID, titlePattern: titlePattern, numberingSystem: numberingSystem)
            {
                read = (names, titlePattern)
            }
        }
        var labels: [String] = []
        var names: [WeekdayName] = []
        let recipe: MonthTexts.Recipe
        let formatters: MonthTexts.Formatters
        let weekRule = WeekRule(firstWeekday: firstWeekday, minimalDaysInFirstWeek: icuCalendar.minimalDaysInFirstWeek)
        if let read {
            for day in 1...31 { labels.append(read.names.number(day) ?? String(day)) }
            for offset in 0..<7 { names.append(read.names.weekdayName(firstWeekday.advanced(by: offset))) }
            recipe = MonthTexts.Recipe(
                icuID: icuID, titleID: icuID, titlePattern: read.titlePattern, calendar: calendar,
                weekRule: weekRule, dayFieldDigits: false, names: read.names)
            formatters = try MonthTexts.Formatters(recipe: recipe, calendar: icuCalendar)
        } else {
            // The day labels: in the numbering system of the day field of the locale's own
            // dates in this calendar, unless -u-nu- names one.
            let localeNumbers = try ICUNumberFormat(localeID: icuID)
            var numbers = localeNumbers
            for day in 1...31 { labels.append(try localeNumbers.format(day)) }
            var dayFieldDigits = false
            // The day field's format is the system's CLDR's pattern names.
            if let system = dayFieldSystem {
                let dayField = try ICUNumberFormat(
                    localeID: ICULocale.settingKeyword(icuID, key: "numbers", to: system))
                var fieldLabels: [String] = []
                for day in 1...31 { fieldLabels.append(try dayField.format(day)) }
                if fieldLabels != labels {
                    numbers = dayField
                    labels = fieldLabels
                    dayFieldDigits = true
                    numberingSystem = system
                }
            }
            // `hanidays` is CLDR's numbering for the days of lunar months (初一 … 三十); it
            // is meant for the day field alone, so titles and month names keep the
            // locale's default digits ("2023癸卯年闰二月", not "二千〇二十三癸卯年闰二月").
            // Week numbers are in titleID's digits.
            let titleID =
                numberingSystem == "hanidays" && locale.numberingSystem != nil
                ? try ICULocale.settingKeyword(icuID, key: "numbers", to: nil) : icuID
            let titlePattern = try ICUPatternGenerator.bestPattern(skeleton: "yMMMM", localeID: titleID)
            let titleFormat = try ICUDateFormat(pattern: titlePattern, localeID: titleID, calendar: icuCalendar)
            // The title formatter also answers for the weekday symbols: one DateFormatSymbols
            // load fewer per profile. Its locale differs from icuID only in the numbering
            // system, which names do not depend on.
            for offset in 0..<7 {
                let weekday = firstWeekday.advanced(by: offset)
                names.append(
                    WeekdayName(
                        weekday: weekday,
                        wide: try titleFormat.weekdayName(weekday.rawValue, width: .wide),
                        abbreviated: try titleFormat.weekdayName(weekday.rawValue, width: .abbreviated),
                        short: try titleFormat.weekdayName(weekday.rawValue, width: .short),
                        narrow: try titleFormat.weekdayName(weekday.rawValue, width: .narrow)))
            }
            recipe = MonthTexts.Recipe(
                icuID: icuID, titleID: titleID, titlePattern: titlePattern, calendar: calendar,
                weekRule: weekRule, dayFieldDigits: dayFieldDigits, names: nil)
            formatters = try MonthTexts.Formatters(
                recipe: recipe, calendar: icuCalendar, titleFormat: titleFormat, numbers: numbers,
                plainNumbers: titleID == icuID ? localeNumbers : nil)
        }

        self.calendar = calendar
        self.icuID = icuID
        self.weekRule = weekRule
        self.weekend = weekend
        self.direction = try ICULocale.isRightToLeft(icuID) ? .rightToLeft : .leftToRight
        self.numberingSystem = numberingSystem
        self.dayLabels = labels
        self.weekdayNames = names
        self.recipe = recipe
        self.formatters = formatters
    }
}
