/// The 24 solar terms (节气) that Chinese and Korean calendars print in place of the lunar
/// day on the day the Sun reaches each multiple of 15° of apparent longitude: 立春 (315°),
/// 清明 (15°), 冬至 (270°) ….
///
/// ICU does not compute them. Their days come from ``SolarTermTables``, generated with the
/// month tables (`Scripts/lunisolar-tables`, PyEphem) for the ISO years 1900 … 2100 in
/// China's time (`chinese`) and Korea's (`dangi`); the Chinese days equal the Hong Kong
/// Observatory's published table for 1901–2100. Outside those years no term is shown.
///
/// CLDR has no names for them, so the toolkit keeps them for the languages whose
/// calendars print them (``names(forLocaleID:)``) and shows none in other languages
/// rather than a wrong one.
struct SolarTerm {
    /// 0 = 小寒 (285°), 1 = 大寒, 2 = 立春, … 23 = 冬至 (270°).
    let index: Int

    /// The terms of a calendar's table in order of their days: `days[i]` is the Julian day
    /// of term `indices[i]`.
    struct Days: Sendable {
        let days: [Int]
        let indices: [UInt8]

        /// The position of the first term on or after a Julian day (`days.count` if none).
        func firstPosition(onOrAfter julianDay: Int) -> Int {
            var low = 0
            var high = days.count
            while low < high {
                let middle = (low + high) / 2
                if days[middle] < julianDay { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }

    /// The table of a calendar's terms (`chinese` or `dangi`; `nil` for others).
    static func days(of calendar: CalendarID) -> Days? {
        switch calendar {
        case .chinese: chineseDays
        case .dangi: dangiDays
        default: nil
        }
    }

    /// The term on a civil day in a calendar's time (`chinese` or `dangi`), if one falls on it.
    static func term(onJulianDay julianDay: Int, calendar: CalendarID) -> SolarTerm? {
        guard let table = days(of: calendar) else { return nil }
        let position = table.firstPosition(onOrAfter: julianDay)
        guard position < table.days.count, table.days[position] == julianDay else { return nil }
        return SolarTerm(index: Int(table.indices[position]))
    }

    private static let chineseDays = decode(SolarTermTables.chinese, bases: SolarTermTables.chineseBases)
    private static let dangiDays = decode(SolarTermTables.dangi, bases: SolarTermTables.dangiBases)

    /// The days of a table, decoded once, in order (term k of a year falls in month k / 2 + 1,
    /// so year by year and term by term is day order).
    private static func decode(_ words: [UInt64], bases: [UInt8]) -> Days {
        var days: [Int] = []
        var indices: [UInt8] = []
        days.reserveCapacity(words.count * 24)
        indices.reserveCapacity(words.count * 24)
        for (offset, word) in words.enumerated() {
            let year = SolarTermTables.firstYear + offset
            for index in 0..<24 {
                let day = Int(bases[index]) + Int(word >> UInt64(2 * index) & 3)
                days.append(ISODate.julianDay(year: year, month: index / 2 + 1, day: day))
                indices.append(UInt8(index))
            }
        }
        return Days(days: days, indices: indices)
    }

    /// The names, in term order from 小寒, for the language of a locale ID: simplified
    /// Chinese, traditional Chinese (script `Hant`, or region TW, HK or MO without a
    /// script), Korean, Japanese and Vietnamese; `nil` for every other language.
    static func names(forLocaleID id: String) -> [String]? {
        guard let language = try? ICULocale.language(id) else { return nil }
        switch language {
        case "zh":
            let script = (try? ICULocale.script(id)) ?? ""
            let region = (try? ICULocale.region(id)) ?? ""
            let traditional = script == "Hant" || (script.isEmpty && ["TW", "HK", "MO"].contains(region))
            return traditional ? traditionalChinese : simplifiedChinese
        case "ko": return korean
        case "ja": return japanese
        case "vi": return vietnamese
        default: return nil
        }
    }

    // Sources of the names, in the order 小寒 … 冬至:
    // - simplified Chinese: GB/T 33661-2017《农历的编算和颁行》, table of the 24 terms;
    // - traditional Chinese: Hong Kong Observatory, 二十四節氣 (its published term tables);
    // - Korean: Korea Astronomy and Space Science Institute (KASI), 24절기 in its almanac;
    // - Japanese: National Astronomical Observatory of Japan, 暦要項 (二十四節気);
    // - Vietnamese: the tiết khí of the Vietnamese lunar calendar (Hồ Ngọc Đức, "Lịch Việt
    //   Nam", and the Vietnamese government almanacs that follow it).
    static let simplifiedChinese = [
        "小寒", "大寒", "立春", "雨水", "惊蛰", "春分", "清明", "谷雨", "立夏", "小满", "芒种", "夏至",
        "小暑", "大暑", "立秋", "处暑", "白露", "秋分", "寒露", "霜降", "立冬", "小雪", "大雪", "冬至",
    ]
    static let traditionalChinese = [
        "小寒", "大寒", "立春", "雨水", "驚蟄", "春分", "清明", "穀雨", "立夏", "小滿", "芒種", "夏至",
        "小暑", "大暑", "立秋", "處暑", "白露", "秋分", "寒露", "霜降", "立冬", "小雪", "大雪", "冬至",
    ]
    static let korean = [
        "소한", "대한", "입춘", "우수", "경칩", "춘분", "청명", "곡우", "입하", "소만", "망종", "하지",
        "소서", "대서", "입추", "처서", "백로", "추분", "한로", "상강", "입동", "소설", "대설", "동지",
    ]
    static let japanese = [
        "小寒", "大寒", "立春", "雨水", "啓蟄", "春分", "清明", "穀雨", "立夏", "小満", "芒種", "夏至",
        "小暑", "大暑", "立秋", "処暑", "白露", "秋分", "寒露", "霜降", "立冬", "小雪", "大雪", "冬至",
    ]
    static let vietnamese = [
        "Tiểu hàn", "Đại hàn", "Lập xuân", "Vũ thủy", "Kinh trập", "Xuân phân", "Thanh minh", "Cốc vũ",
        "Lập hạ", "Tiểu mãn", "Mang chủng", "Hạ chí", "Tiểu thử", "Đại thử", "Lập thu", "Xử thử",
        "Bạch lộ", "Thu phân", "Hàn lộ", "Sương giáng", "Lập đông", "Tiểu tuyết", "Đại tuyết", "Đông chí",
    ]
}
