import Testing

@testable import CalendarGrid

/// The Vietnamese lunar calendar (`vietnamese`): the Chinese rules at Vietnam's time. Its
/// dates are checked against published Vietnamese dates and against vnlunar (Hồ Ngọc
/// Đức's algorithm, which Vietnamese almanacs use; independent of ICU and of the
/// toolkit's astronomy), never against ICU, which has no Vietnamese calendar.
@Suite("Vietnamese lunar calendar")
struct VietnameseCalendarTests {
    struct NewYear: CustomTestStringConvertible, Sendable {
        let year: Int
        let vietnam: String
        let china: String
        var testDescription: String { "Tết \(year): \(vietnam)" }
    }

    /// Tết (1 tháng Giêng) where it differs from the Chinese New Year: 1968 (Tết Mậu Thân,
    /// 29 January in Hanoi, the first year at UTC+7, 30 January in China), 1985 (21 January:
    /// a month before China's, 20 February), 2007 (17 February, China 18 February), 2030
    /// (2 February, China 3 February) and 2053 (18 February, China 19 February). Vietnam:
    /// vnlunar; China: the Hong Kong Observatory's tables.
    static let newYears: [NewYear] = [
        .init(year: 1968, vietnam: "1968-01-29", china: "1968-01-30"),
        .init(year: 1985, vietnam: "1985-01-21", china: "1985-02-20"),
        .init(year: 2007, vietnam: "2007-02-17", china: "2007-02-18"),
        .init(year: 2030, vietnam: "2030-02-02", china: "2030-02-03"),
        .init(year: 2053, vietnam: "2053-02-18", china: "2053-02-19"),
    ]

    @Test("Tết falls on Vietnam's day, not China's", arguments: newYears)
    func tet(_ row: NewYear) throws {
        let vietnamese = try GridBuilder(locale: LocaleID("vi-VN"), calendar: .vietnamese)
        let chinese = try GridBuilder(locale: LocaleID("vi-VN"), calendar: .chinese)
        let code = try MonthCode(parsing: "M01")
        #expect(try vietnamese.month(MonthAddress(year: row.year, code: code)).firstDay.description == row.vietnam)
        #expect(try chinese.month(MonthAddress(year: row.year, code: code)).firstDay.description == row.china)
    }

    @Test("leap months where Vietnam's differ from China's: 1984, 1985, 1987")
    func leapMonths() throws {
        let builder = try GridBuilder(locale: LocaleID("vi-VN"), calendar: .vietnamese)
        // vnlunar: Giáp Tý 1984 has no leap month in Vietnam (China: 閏十月); Ất Sửu 1985
        // has a leap second month (tháng 2 nhuận, from 21 March 1985); Đinh Mão 1987 a leap
        // seventh month (China: 閏六月, Hong Kong Observatory).
        #expect(try builder.year(1984).filter(\.isLeapMonth).isEmpty)
        let leap1985 = try builder.year(1985).filter(\.isLeapMonth)
        #expect(leap1985.map(\.monthCode.description) == ["M02L"])
        #expect(leap1985.first?.firstDay.description == "1985-03-21")
        #expect(try builder.year(1987).filter(\.isLeapMonth).map(\.monthCode.description) == ["M07L"])
    }

    @Test("the years of the tables, 1900–2100, and none outside them")
    func range() throws {
        let builder = try GridBuilder(locale: LocaleID("vi-VN"), calendar: .vietnamese)
        #expect(builder.supportedYears == 1900...2100)
        #expect(throws: CalendarGridError.calendar(.yearOutOfRange("1899", supported: 1900...2100))) {
            try builder.year(1899)
        }
        // ICU's Chinese months are never shown as Vietnamese ones: a day outside the
        // tables is refused, under a grid too.
        #expect(throws: CalendarGridError.self) { try builder.month(containing: ISODate(parsing: "1850-06-01")) }
        let secondary = try GridBuilder(locale: LocaleID("vi-VN"), secondaryCalendars: [.vietnamese])
        #expect(throws: CalendarGridError.self) { try secondary.month(containing: ISODate(parsing: "1850-06-01")) }
        #expect(try secondary.month(containing: ISODate(parsing: "2024-09-17")).cells.count >= 28)
    }

    @Test("titles name the Vietnamese year, even a month before China's year begins")
    func titles() throws {
        let builder = try GridBuilder(locale: LocaleID("vi-VN"), calendar: .vietnamese)
        // 1985 is the year Ất Sửu of the sexagenary cycle (1984 Giáp Tý), in Vietnam from
        // 21 January; on that day China is still in Giáp Tý.
        let tet1985 = try builder.month(MonthAddress(parsing: "1985-M01"))
        #expect(tet1985.cyclicYear == 2 && tet1985.relatedISOYear == 1985)
        #expect(tet1985.title.contains("Ất Sửu") && !tet1985.title.contains("Giáp Tý"), "\(tet1985.title)")
        // Vietnamese names the first lunar month tháng Giêng and the twelfth tháng Chạp, a
        // leap month with nhuận (Vietnamese almanacs; 1985's leap month is the second).
        #expect(tet1985.name == "Giêng" && tet1985.title == "tháng Giêng năm Ất Sửu 1985", "\(tet1985.title)")
        #expect(try builder.month(MonthAddress(parsing: "1985-M02L")).name == "Hai nhuận")
        #expect(try builder.profile.monthNames(inYear: 1985).last == "Chạp")
        // The full date of Tết 1985, a Monday, names the first day of the first month of Ất Sửu.
        let full = try builder.profile.fullDate(ISODate(parsing: "1985-01-21"))
        #expect(full == "Thứ Hai, ngày 1 tháng Giêng năm Ất Sửu", "\(full)")
        // Other languages keep CLDR's names of the Chinese calendar's months.
        let english = try GridBuilder(locale: LocaleID("en"), calendar: .vietnamese)
        #expect(try english.month(MonthAddress(parsing: "1985-M01")).title.contains("First Month"))
    }

    @Test("vi-VN's secondary line by default is the Vietnamese calendar")
    func secondaryAuto() throws {
        let profile = try LocaleProfile.resolve(LocaleID("vi-VN"))
        #expect(try profile.preferredSecondaryCalendar() == .vietnamese)
        #expect(try LocaleProfile.resolve(LocaleID("en-u-rg-vnzzzz")).preferredSecondaryCalendar() == .vietnamese)
        // Tết Ất Tỵ 2025 is 29 January 2025 in Vietnam and China alike (vnlunar, HKO).
        let builder = try GridBuilder(locale: LocaleID("vi-VN"), secondaryCalendars: [.vietnamese])
        let january = try builder.month(containing: ISODate(parsing: "2025-01-29"))
        let tet = try #require(january.cells.first { $0.iso.description == "2025-01-29" }?.secondary.first)
        #expect(tet.calendar == .vietnamese && tet.day == 1 && tet.monthCode.description == "M01")
        #expect(tet.arithmeticYear == 2025)
    }
}
