import Testing

@testable import CalendarGrid

/// Chinese and Korean months against the official tables, day for day where it matters:
/// every New Year and every leap month. None of these values comes from the toolkit's
/// generator (Scripts/lunisolar-tables) or from ICU: the Chinese ones are the Hong Kong
/// Observatory's tables 1901–2099 as PyPI's `lunardate` 0.3.0 transcribes them, the
/// Korean ones the Korea Astronomy and Space Science Institute's 1901–2050 as PyPI's
/// `korean-lunar-calendar` 0.4.0 transcribes them.
@Suite("Chinese and Korean months against HKO and KASI")
struct OfficialLunisolarTests {
    /// The first day of month 1 of each year, 1901 … 2099 (Hong Kong Observatory).
    static let chineseNewYears = """
        1901-02-19 1902-02-08 1903-01-29 1904-02-16 1905-02-04 1906-01-25 1907-02-13 1908-02-02
        1909-01-22 1910-02-10 1911-01-30 1912-02-18 1913-02-06 1914-01-26 1915-02-14 1916-02-03
        1917-01-23 1918-02-11 1919-02-01 1920-02-20 1921-02-08 1922-01-28 1923-02-16 1924-02-05
        1925-01-24 1926-02-13 1927-02-02 1928-01-23 1929-02-10 1930-01-30 1931-02-17 1932-02-06
        1933-01-26 1934-02-14 1935-02-04 1936-01-24 1937-02-11 1938-01-31 1939-02-19 1940-02-08
        1941-01-27 1942-02-15 1943-02-05 1944-01-25 1945-02-13 1946-02-02 1947-01-22 1948-02-10
        1949-01-29 1950-02-17 1951-02-06 1952-01-27 1953-02-14 1954-02-03 1955-01-24 1956-02-12
        1957-01-31 1958-02-18 1959-02-08 1960-01-28 1961-02-15 1962-02-05 1963-01-25 1964-02-13
        1965-02-02 1966-01-21 1967-02-09 1968-01-30 1969-02-17 1970-02-06 1971-01-27 1972-02-15
        1973-02-03 1974-01-23 1975-02-11 1976-01-31 1977-02-18 1978-02-07 1979-01-28 1980-02-16
        1981-02-05 1982-01-25 1983-02-13 1984-02-02 1985-02-20 1986-02-09 1987-01-29 1988-02-17
        1989-02-06 1990-01-27 1991-02-15 1992-02-04 1993-01-23 1994-02-10 1995-01-31 1996-02-19
        1997-02-07 1998-01-28 1999-02-16 2000-02-05 2001-01-24 2002-02-12 2003-02-01 2004-01-22
        2005-02-09 2006-01-29 2007-02-18 2008-02-07 2009-01-26 2010-02-14 2011-02-03 2012-01-23
        2013-02-10 2014-01-31 2015-02-19 2016-02-08 2017-01-28 2018-02-16 2019-02-05 2020-01-25
        2021-02-12 2022-02-01 2023-01-22 2024-02-10 2025-01-29 2026-02-17 2027-02-06 2028-01-26
        2029-02-13 2030-02-03 2031-01-23 2032-02-11 2033-01-31 2034-02-19 2035-02-08 2036-01-28
        2037-02-15 2038-02-04 2039-01-24 2040-02-12 2041-02-01 2042-01-22 2043-02-10 2044-01-30
        2045-02-17 2046-02-06 2047-01-26 2048-02-14 2049-02-02 2050-01-23 2051-02-11 2052-02-01
        2053-02-19 2054-02-08 2055-01-28 2056-02-15 2057-02-04 2058-01-24 2059-02-12 2060-02-02
        2061-01-21 2062-02-09 2063-01-29 2064-02-17 2065-02-05 2066-01-26 2067-02-14 2068-02-03
        2069-01-23 2070-02-11 2071-01-31 2072-02-19 2073-02-07 2074-01-27 2075-02-15 2076-02-05
        2077-01-24 2078-02-12 2079-02-02 2080-01-22 2081-02-09 2082-01-29 2083-02-17 2084-02-06
        2085-01-26 2086-02-14 2087-02-03 2088-01-24 2089-02-10 2090-01-30 2091-02-18 2092-02-07
        2093-01-27 2094-02-15 2095-02-05 2096-01-25 2097-02-12 2098-02-01 2099-01-21
        """

    /// Every leap month 1901 … 2099 and its first day (Hong Kong Observatory).
    static let chineseLeapMonths = """
        1903-M05L 1903-06-25 | 1906-M04L 1906-05-23 | 1909-M02L 1909-03-22 | 1911-M06L 1911-07-26
        1914-M05L 1914-06-23 | 1917-M02L 1917-03-23 | 1919-M07L 1919-08-25 | 1922-M05L 1922-06-25
        1925-M04L 1925-05-22 | 1928-M02L 1928-03-22 | 1930-M06L 1930-07-26 | 1933-M05L 1933-06-23
        1936-M03L 1936-04-21 | 1938-M07L 1938-08-25 | 1941-M06L 1941-07-24 | 1944-M04L 1944-05-22
        1947-M02L 1947-03-23 | 1949-M07L 1949-08-24 | 1952-M05L 1952-06-22 | 1955-M03L 1955-04-22
        1957-M08L 1957-09-24 | 1960-M06L 1960-07-24 | 1963-M04L 1963-05-23 | 1966-M03L 1966-04-21
        1968-M07L 1968-08-24 | 1971-M05L 1971-06-23 | 1974-M04L 1974-05-22 | 1976-M08L 1976-09-24
        1979-M06L 1979-07-24 | 1982-M04L 1982-05-23 | 1984-M10L 1984-11-23 | 1987-M06L 1987-07-26
        1990-M05L 1990-06-23 | 1993-M03L 1993-04-22 | 1995-M08L 1995-09-25 | 1998-M05L 1998-06-24
        2001-M04L 2001-05-23 | 2004-M02L 2004-03-21 | 2006-M07L 2006-08-24 | 2009-M05L 2009-06-23
        2012-M04L 2012-05-21 | 2014-M09L 2014-10-24 | 2017-M06L 2017-07-23 | 2020-M04L 2020-05-23
        2023-M02L 2023-03-22 | 2025-M06L 2025-07-25 | 2028-M05L 2028-06-23 | 2031-M03L 2031-04-22
        2033-M11L 2033-12-22 | 2036-M06L 2036-07-23 | 2039-M05L 2039-06-22 | 2042-M02L 2042-03-22
        2044-M07L 2044-08-23 | 2047-M05L 2047-06-23 | 2050-M03L 2050-04-21 | 2052-M08L 2052-09-23
        2055-M06L 2055-07-24 | 2058-M04L 2058-05-22 | 2061-M03L 2061-04-20 | 2063-M07L 2063-08-24
        2066-M05L 2066-06-23 | 2069-M04L 2069-05-21 | 2071-M08L 2071-09-24 | 2074-M06L 2074-07-24
        2077-M04L 2077-05-22 | 2080-M03L 2080-04-20 | 2082-M07L 2082-08-24 | 2085-M05L 2085-06-22
        2088-M04L 2088-05-21 | 2090-M08L 2090-09-24 | 2093-M06L 2093-07-23 | 2096-M04L 2096-05-22
        2099-M02L 2099-03-22
        """

    /// The first day of month 1 of each year, 1901 … 2050 (KASI).
    static let koreanNewYears = """
        1901-02-19 1902-02-08 1903-01-29 1904-02-16 1905-02-04 1906-01-25 1907-02-13 1908-02-02
        1909-01-22 1910-02-10 1911-01-30 1912-02-18 1913-02-06 1914-01-26 1915-02-14 1916-02-04
        1917-01-23 1918-02-11 1919-02-01 1920-02-20 1921-02-08 1922-01-28 1923-02-16 1924-02-05
        1925-01-24 1926-02-13 1927-02-02 1928-01-23 1929-02-10 1930-01-30 1931-02-17 1932-02-06
        1933-01-26 1934-02-14 1935-02-04 1936-01-24 1937-02-11 1938-01-31 1939-02-19 1940-02-08
        1941-01-27 1942-02-15 1943-02-05 1944-01-26 1945-02-13 1946-02-02 1947-01-22 1948-02-10
        1949-01-29 1950-02-17 1951-02-06 1952-01-27 1953-02-14 1954-02-04 1955-01-24 1956-02-12
        1957-01-31 1958-02-19 1959-02-08 1960-01-28 1961-02-15 1962-02-05 1963-01-25 1964-02-13
        1965-02-02 1966-01-22 1967-02-09 1968-01-30 1969-02-17 1970-02-06 1971-01-27 1972-02-15
        1973-02-03 1974-01-23 1975-02-11 1976-01-31 1977-02-18 1978-02-07 1979-01-28 1980-02-16
        1981-02-05 1982-01-25 1983-02-13 1984-02-02 1985-02-20 1986-02-09 1987-01-29 1988-02-18
        1989-02-06 1990-01-27 1991-02-15 1992-02-04 1993-01-23 1994-02-10 1995-01-31 1996-02-19
        1997-02-08 1998-01-28 1999-02-16 2000-02-05 2001-01-24 2002-02-12 2003-02-01 2004-01-22
        2005-02-09 2006-01-29 2007-02-18 2008-02-07 2009-01-26 2010-02-14 2011-02-03 2012-01-23
        2013-02-10 2014-01-31 2015-02-19 2016-02-08 2017-01-28 2018-02-16 2019-02-05 2020-01-25
        2021-02-12 2022-02-01 2023-01-22 2024-02-10 2025-01-29 2026-02-17 2027-02-07 2028-01-27
        2029-02-13 2030-02-03 2031-01-23 2032-02-11 2033-01-31 2034-02-19 2035-02-08 2036-01-28
        2037-02-15 2038-02-04 2039-01-24 2040-02-12 2041-02-01 2042-01-22 2043-02-10 2044-01-30
        2045-02-17 2046-02-06 2047-01-26 2048-02-14 2049-02-02 2050-01-23
        """

    /// Every leap month 1901 … 2050 and its first day (KASI).
    static let koreanLeapMonths = """
        1903-M05L 1903-06-25 | 1906-M04L 1906-05-23 | 1909-M02L 1909-03-22 | 1911-M06L 1911-07-26
        1914-M05L 1914-06-24 | 1917-M02L 1917-03-23 | 1919-M07L 1919-08-26 | 1922-M05L 1922-06-25
        1925-M04L 1925-05-23 | 1928-M02L 1928-03-22 | 1930-M06L 1930-07-26 | 1933-M05L 1933-06-23
        1936-M03L 1936-04-21 | 1938-M07L 1938-08-25 | 1941-M06L 1941-07-24 | 1944-M04L 1944-05-22
        1947-M02L 1947-03-23 | 1949-M07L 1949-08-24 | 1952-M05L 1952-06-22 | 1955-M03L 1955-04-22
        1957-M08L 1957-09-24 | 1960-M06L 1960-07-24 | 1963-M04L 1963-05-23 | 1966-M03L 1966-04-21
        1968-M07L 1968-08-24 | 1971-M05L 1971-06-23 | 1974-M04L 1974-05-22 | 1976-M08L 1976-09-24
        1979-M06L 1979-07-24 | 1982-M04L 1982-05-23 | 1984-M10L 1984-11-23 | 1987-M06L 1987-07-26
        1990-M05L 1990-06-23 | 1993-M03L 1993-04-22 | 1995-M08L 1995-09-25 | 1998-M05L 1998-06-24
        2001-M04L 2001-05-23 | 2004-M02L 2004-03-21 | 2006-M07L 2006-08-24 | 2009-M05L 2009-06-23
        2012-M03L 2012-04-21 | 2014-M09L 2014-10-24 | 2017-M05L 2017-06-24 | 2020-M04L 2020-05-23
        2023-M02L 2023-03-22 | 2025-M06L 2025-07-25 | 2028-M05L 2028-06-23 | 2031-M03L 2031-04-22
        2033-M11L 2033-12-22 | 2036-M06L 2036-07-23 | 2039-M05L 2039-06-22 | 2042-M02L 2042-03-22
        2044-M07L 2044-08-23 | 2047-M05L 2047-06-23 | 2050-M03L 2050-04-21
        """

    static func newYears(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
    }

    static func leapMonths(_ text: String) -> [(month: String, firstDay: String)] {
        text.split(whereSeparator: { $0 == "|" || $0 == "\n" }).map { entry in
            let parts = entry.split(separator: " ", omittingEmptySubsequences: true)
            return (String(parts[0]), String(parts[1]))
        }
    }

    @Test(
        "every New Year: Chinese 1901–2099 (HKO), Korean 1901–2050 (KASI)",
        arguments: [(CalendarID.chinese, 1901), (CalendarID.dangi, 1901)])
    func newYears(_ calendar: CalendarID, _ firstYear: Int) throws {
        let builder = try GridBuilder(locale: LocaleID("en"), calendar: calendar)
        let days = Self.newYears(calendar == .chinese ? Self.chineseNewYears : Self.koreanNewYears)
        #expect(days.count == (calendar == .chinese ? 199 : 150))
        for (offset, day) in days.enumerated() {
            let grid = try builder.month(MonthAddress(parsing: "\(firstYear + offset)-M01"))
            #expect(grid.firstDay.description == day, "\(calendar) \(firstYear + offset)")
        }
    }

    @Test(
        "every leap month where the tables put it, and no other: Chinese 1901–2099, Korean 1901–2050",
        arguments: [(CalendarID.chinese, 1901...2099), (CalendarID.dangi, 1901...2050)])
    func leapMonths(_ calendar: CalendarID, _ years: ClosedRange<Int>) throws {
        let builder = try GridBuilder(locale: LocaleID("en"), calendar: calendar)
        let official = Self.leapMonths(calendar == .chinese ? Self.chineseLeapMonths : Self.koreanLeapMonths)
        #expect(official.count == (calendar == .chinese ? 73 : 55))
        for (month, day) in official {
            let grid = try builder.month(MonthAddress(parsing: month))
            #expect(grid.firstDay.description == day && grid.isLeapMonth, "\(calendar) \(month)")
        }
        let leapYears = Set(official.map { Int($0.month.prefix(4)) ?? 0 })
        for year in years {
            let months = try builder.year(year)
            #expect(months.count == (leapYears.contains(year) ? 13 : 12), "\(calendar) \(year)")
        }
    }
}

/// Dangi over its whole supported range (the table's 1900–2100 and ICU beyond), by the
/// rules both lunisolar calendars share, and against the Chinese calendar: Korea keeps
/// time an hour east of China (half an hour 1954–1961), so a Korean month begins on the
/// day the Chinese month of the same new moon begins, or the day after. That holds from
/// 1955: the printed Chinese calendar of 1954 began its 11th month a day after the new
/// moon (HKO), and ICU's Dangi, used before 1900, reckons UTC+7 in 1897 (an ad hoc fix in
/// ICU's dangical.cpp).
@Suite("Dangi month starts and leap months, every supported year")
struct DangiRangeTests {
    @Test("12 or 13 months of 29 or 30 days, one leap month in 13, M01 first, codes in order, years back to back")
    func rules() throws {
        let years = try CivilDays.supportedYears(of: .dangi)
        var previousEnd: Int? = nil
        for year in years {
            let months = try CivilDays.months(ofYear: year, in: .dangi)
            let leaps = months.filter(\.code.isLeap)
            let codes = months.map(\.code)
            let newYear = ISODate(julianDay: months[0].firstJulianDay)
            let ok =
                (12...13).contains(months.count) && leaps.count == (months.count == 13 ? 1 : 0)
                && months.allSatisfy { $0.length == 29 || $0.length == 30 }
                && codes.first?.description == "M01" && zip(codes, codes.dropFirst()).allSatisfy { $0 < $1 }
                && (previousEnd.map { $0 + 1 == months[0].firstJulianDay } ?? true)
            if !ok {
                Issue.record("dangi \(year): \(codes) lengths \(months.map(\.length)) from \(newYear)")
                return
            }
            previousEnd = months[months.count - 1].firstJulianDay + months[months.count - 1].length - 1
        }
    }

    @Test("from 1955 on, every Dangi month begins on the day its Chinese month begins, or the day after")
    func againstChinese() throws {
        let years = try CivilDays.supportedYears(of: .dangi)
        var chineseStarts: Set<Int> = []
        // The Chinese years that hold the Dangi months compared (from 1955 on).
        let chineseYears = try CivilDays.supportedYears(of: .chinese)
        for year in max(1954, chineseYears.lowerBound)...min(years.upperBound + 1, chineseYears.upperBound) {
            for month in try CivilDays.months(ofYear: year, in: .chinese) { chineseStarts.insert(month.firstJulianDay) }
        }
        var mismatches = 0
        for year in max(1955, years.lowerBound)...years.upperBound {
            for month in try CivilDays.months(ofYear: year, in: .dangi)
            where !chineseStarts.contains(month.firstJulianDay) && !chineseStarts.contains(month.firstJulianDay - 1) {
                mismatches += 1
                if mismatches <= 5 {
                    Issue.record("dangi \(year)-\(month.code) begins \(ISODate(julianDay: month.firstJulianDay))")
                }
            }
        }
    }
}
