import Testing

@testable import CalendarGrid

@Suite("ICUNumberingSystem")
struct ICUNumberingSystemTests {
    @Test(
        "the system named from ICU's descriptions writes the day field's labels, in every locale and calendar",
        arguments: CalendarID.allCases)
    func namedFromDescriptions(_ calendar: CalendarID) throws {
        // Where a locale's long date format writes its day field in a system of its own
        // (he hebrew: hebr; zh chinese: hanidays), the system named from the format's rule
        // set or zero digit must be the one whose own format writes the same 31 labels.
        var checked = 0
        var named = 0
        for locale in LocaleID.available() where locale.numberingSystem == nil {
            let id = try locale.icuID(calendar: calendar.icuCalendar)
            let dayField = try ICUDateFormat(dateStyle: .long, localeID: id, calendar: nil, numbers: nil)
                .dayFieldNumberFormat()
            let plain = try ICUNumberFormat(localeID: id)
            let labels = try (1...31).map { day throws(CalendarGridError) in try dayField.format(day) }
            guard try labels != (1...31).map({ day throws(CalendarGridError) in try plain.format(day) }) else {
                continue
            }
            let fromDescription = try ICUNumberingSystem.name(of: dayField)
            let written = try ICUNumberingSystem.name(writing: labels, localeID: id)
            #expect(
                fromDescription == nil || fromDescription == written,
                "\(locale) \(calendar): \(fromDescription ?? "-") vs \(written ?? "-")")
            checked += 1
            if fromDescription != nil { named += 1 }
        }
        // Hebrew numerals (he) and 初一 … 三十 (zh) are named without opening their rules.
        if calendar == .hebrew || calendar == .chinese { #expect(checked > 0 && named > 0) }
    }
}
