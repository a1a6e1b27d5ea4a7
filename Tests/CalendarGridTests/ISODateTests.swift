import Testing

@testable import CalendarGrid

@Suite("ISODate: proleptic Gregorian days and Julian day numbers")
struct ISODateTests {
    // Julian day numbers from the Astronomical Almanac / USNO: JD 2451545.0 is
    // 2000-01-01 12:00 TT, so the civil day 2000-01-01 is JDN 2451545; the Gregorian
    // reform's first day 1582-10-15 is JDN 2299161; the Unix epoch 1970-01-01 is 2440588.
    @Test(
        "known Julian day numbers",
        arguments: [
            ("2000-01-01", 2_451_545), ("1582-10-15", 2_299_161), ("1970-01-01", 2_440_588),
            ("0001-01-01", 1_721_426), ("9999-12-31", 5_373_484), ("0000-01-01", 1_721_060),
        ])
    func julianDays(_ text: String, _ julianDay: Int) throws {
        let date = try ISODate(parsing: text)
        #expect(date.julianDay == julianDay)
        #expect(ISODate(julianDay: julianDay) == date)
        #expect(date.description == text)
    }

    @Test("round trip over every day of ISO years 0000 … 9999 (sampled every 97 days)")
    func roundTrip() {
        var julianDay = 1_721_060
        var previous = ISODate(julianDay: julianDay - 1)
        while julianDay <= 5_373_484 {
            let date = ISODate(julianDay: julianDay)
            #expect(date.julianDay == julianDay)
            #expect(previous < date)
            previous = date
            julianDay += 97
        }
    }

    @Test("weekdays: 2000-01-01 was a Saturday, 2024-09-01 a Sunday, 1582-10-15 a Friday (Inter gravissimas)")
    func weekdays() throws {
        #expect(Weekday(julianDay: try ISODate(parsing: "2000-01-01").julianDay) == .saturday)
        #expect(Weekday(julianDay: try ISODate(parsing: "2024-09-01").julianDay) == .sunday)
        #expect(Weekday(julianDay: try ISODate(parsing: "1582-10-15").julianDay) == .friday)
    }

    @Test(
        "malformed or non-existent dates are refused",
        arguments: [
            "2024-02-30", "2023-02-29", "1900-02-29", "2024-13-01", "2024-00-10", "2024-1-5",
            "24-01-05", "2024-01-05x", " 2024-01-05", "٢٠٢٤-٠١-٠٥", "", "2024/01/05", "2024-01-32",
        ])
    func refused(_ text: String) {
        #expect(throws: CalendarError.malformedDate(text)) { try ISODate(parsing: text) }
    }

    @Test("leap days exist exactly in Gregorian leap years: 2000 and 2024 yes, 1900 and 2023 no")
    func leapDays() throws {
        #expect(try ISODate(parsing: "2000-02-29").day == 29)
        #expect(try ISODate(parsing: "2024-02-29").day == 29)
    }

    @Test("today in a zone is a real civil day, even where midnight or a day was skipped")
    func today() throws {
        // Brazil's DST of 2016 began at 00:00 on 16 October (clocks to 01:00): the
        // instant 2016-10-16T03:00Z is 01:00 local on the 16th.
        let saoPaulo = try ISODate.julianDay(now: 1_476_586_800_000, inTimeZone: "America/Sao_Paulo")
        #expect(ISODate(julianDay: saoPaulo).description == "2016-10-16")
        // Samoa skipped 30 December 2011 (IANA tzdata): 2011-12-30T10:00Z is the 31st there.
        let apia = try ISODate.julianDay(now: 1_325_239_200_000, inTimeZone: "Pacific/Apia")
        #expect(ISODate(julianDay: apia).description == "2011-12-31")
        #expect(throws: CalendarGridError.locale(.unknownTimeZone("Mars/Olympus"))) {
            try ISODate.today(inTimeZone: "Mars/Olympus")
        }
        _ = try ISODate.today()
    }
}

@Suite("MonthCode and MonthAddress")
struct MonthCodeTests {
    @Test("month codes parse and print as Temporal writes them")
    func parse() {
        #expect(MonthCode("M05L") == MonthCode(number: 5, isLeap: true))
        #expect(MonthCode("M13")?.description == "M13")
        #expect(MonthCode("M01")?.description == "M01")
        for bad in ["M00", "M14", "M5", "m05", "M05l", "05", "M005", "ML", ""] {
            #expect(MonthCode(bad) == nil, "\(bad)")
        }
        #expect(MonthCode("M05")! < MonthCode("M05L")!)
        #expect(MonthCode("M05L")! < MonthCode("M06")!)
    }

    @Test("ICU month fields map to codes (design.md: Hebrew 5 is M05L, 6–12 are M06–M12)")
    func fromICU() {
        #expect(MonthCode(icuMonth: 4, isLeapMonth: false, calendar: .hebrew).description == "M05")
        #expect(MonthCode(icuMonth: 5, isLeapMonth: false, calendar: .hebrew).description == "M05L")
        #expect(MonthCode(icuMonth: 6, isLeapMonth: false, calendar: .hebrew).description == "M06")
        #expect(MonthCode(icuMonth: 12, isLeapMonth: false, calendar: .hebrew).description == "M12")
        #expect(MonthCode(icuMonth: 1, isLeapMonth: true, calendar: .chinese).description == "M02L")
        #expect(MonthCode(icuMonth: 12, isLeapMonth: false, calendar: .ethiopic).description == "M13")
        #expect(MonthCode(icuMonth: 3, isLeapMonth: true, calendar: .gregorian).description == "M04")
    }

    @Test("addresses parse both forms")
    func addresses() throws {
        #expect(try MonthAddress(parsing: "5784-M05L") == MonthAddress(year: 5784, code: MonthCode("M05L")!))
        #expect(try MonthAddress(parsing: "1446-9") == MonthAddress(year: 1446, ordinal: 9))
        #expect(try MonthAddress(parsing: "-1-1") == MonthAddress(year: -1, ordinal: 1))
        #expect(try MonthAddress(parsing: "2024-09").description == "2024-9")
    }

    @Test(
        "malformed addresses are refused",
        arguments: [
            "2024", "2024-", "-M01", "2024-M5", "2024-0", "2024-100", "2024-M05-1", "2024--1",
            "٢٠٢٤-1", " 2024-1", "2024-1 ", "9223372036854775808-1", "2024-x", "",
        ])
    func refused(_ text: String) {
        #expect(throws: CalendarError.malformedMonth(text)) { try MonthAddress(parsing: text) }
    }
}
