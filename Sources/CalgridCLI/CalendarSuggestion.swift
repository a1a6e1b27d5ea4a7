import CalendarGrid

/// What `--calendar` or `--secondary` probably meant by an ID the toolkit does not know:
/// the everyday names of calendars (`lunar`, `jewish`, `hijri`), spellings of the IDs
/// (`islamic-umm-al-qura`), and near misses (`gregorain`).
enum CalendarSuggestion {
    /// Everyday names, with the ID they most often mean.
    static let everydayNames: [String: String] = [
        "lunar": "chinese", "chinese-lunar": "chinese", "nongli": "chinese", "korean": "dangi",
        "jewish": "hebrew", "hijri": "islamic-umalqura", "hijra": "islamic-umalqura", "muslim": "islamic",
        "umalqura": "islamic-umalqura", "ummalqura": "islamic-umalqura", "islamic-umm-al-qura": "islamic-umalqura",
        "umm-al-qura": "islamic-umalqura", "tabular": "islamic-civil", "ethiopian": "ethiopic",
        "thai": "buddhist", "minguo": "roc", "taiwan": "roc", "iso": "iso8601", "iso-8601": "iso8601",
        "saka": "indian", "shamsi": "persian", "jalali": "persian", "solar-hijri": "persian",
        "western": "gregorian", "gregorianus": "gregorian", "orthodox": "julian", "old-style": "julian",
        "julius": "julian", "am-lich": "vietnamese", "amlich": "vietnamese", "lich-am": "vietnamese",
        "vietnamese-lunar": "vietnamese", "vietnam": "vietnamese", "nepali": "bikram-sambat",
        "nepal": "bikram-sambat", "bikram": "bikram-sambat", "bikram-samvat": "bikram-sambat",
        "bs": "bikram-sambat", "nepali-calendar": "bikram-sambat", "vikram-sambat": "bikram-sambat",
        "hindu": "panchang", "panchanga": "panchang", "panchangam": "panchang", "tithi": "panchang",
        "vikram": "panchang", "vikram-samvat": "panchang", "hindu-lunar": "panchang", "amanta": "panchang",
    ]

    /// The hint for an unknown calendar ID: "did you mean …?", or why there is none.
    static func hint(for text: String) -> String? {
        let key = text.lowercased().replacingUnderscores()
        if let id = everydayNames[key] { return "did you mean '\(id)'?" }
        let ids = CalendarID.allCases.map(\.rawValue)
        let near = ids.map { ($0, OptionTable.distance(key, $0)) }.filter { $0.1 <= 2 }.min { $0.1 < $1.1 }
        return near.map { "did you mean '\($0.0)'?" }
    }
}

extension String {
    fileprivate func replacingUnderscores() -> String {
        String(map { $0 == "_" || $0 == " " ? "-" : $0 })
    }
}
