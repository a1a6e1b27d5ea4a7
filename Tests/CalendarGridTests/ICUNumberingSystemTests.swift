import Testing

@testable import CalendarGrid

@Suite("ICUNumberingSystem")
struct ICUNumberingSystemTests {
    @Test(
        "the system CLDR's long date pattern names writes the day field's labels, in every locale and calendar",
        arguments: CalendarID.allCases)
    func namedByThePattern(_ calendar: CalendarID) throws {
        // Where a locale's long date format writes its day field in a system of its own
        // (he hebrew: hebr; zh chinese: hanidays), a profile reports the system the
        // pattern names (ICUDateNumbering.dayNumbering): that system's own format must
        // write the same 31 labels as the date format's day field.
        var checked = 0
        for locale in LocaleID.available() where locale.numberingSystem == nil {
            let id = try locale.icuID(calendar: calendar.icuCalendar)
            let dayField = try ICUDateFormat(dateStyle: .long, localeID: id, calendar: nil, numbers: nil)
                .dayFieldNumberFormat()
            let plain = try ICUNumberFormat(localeID: id)
            let labels = try (1...31).map { day throws(CalendarGridError) in try dayField.format(day) }
            guard try labels != (1...31).map({ day throws(CalendarGridError) in try plain.format(day) }) else {
                continue
            }
            let type = try ICUCalendar(localeID: id).type()
            guard let system = ICUDateNumbering.dayNumbering(localeID: id, calendarType: type) else {
                Issue.record("\(locale) \(calendar): the day field has its own digits, the pattern names none")
                continue
            }
            let named = try ICUNumberFormat(localeID: ICULocale.settingKeyword(id, key: "numbers", to: system))
            let written = try (1...31).map { day throws(CalendarGridError) in try named.format(day) }
            #expect(written == labels, "\(locale) \(calendar): \(system)")
            checked += 1
        }
        // Hebrew numerals (he) and 初一 … 三十 (zh) are the two CLDR names.
        if calendar == .hebrew || calendar == .chinese { #expect(checked > 0) }
    }
}
