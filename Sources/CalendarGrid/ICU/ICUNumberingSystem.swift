internal import CICU

/// ICU's numbering systems (`latn`, `arab`, `thai`, `hanidays`, …).
enum ICUNumberingSystem {
    /// The numbering system in effect for a locale ID, `numbers` keyword included.
    static func name(forLocaleID id: String) throws(CalendarGridError) -> String {
        try ICUBuffer.cString("unumsys_open", capacity: 16) { buffer, capacity, status in
            cicu_numbering_system_name(id, buffer, capacity, &status)
        }.value
    }

    /// Every numbering system name ICU knows, sorted.
    static func availableNames() throws(CalendarGridError) -> [String] {
        var status = ICUStatus()
        let enumeration = cicu_numbering_system_names(&status)
        try status.check("unumsys_openAvailableNames")
        return try ICUEnumeration.strings(enumeration, function: "unumsys_openAvailableNames").sorted()
    }

    /// The numbering system that writes 1 … `labels.count` as `labels` in the locale, for
    /// a number format ICU chose without naming its system (the day field of a date
    /// format); `nil` when none does.
    static func name(writing labels: [String], localeID: String) throws(CalendarGridError) -> String? {
        // The systems CLDR's date patterns name for a day field first (`he` hebrew: hebr;
        // `zh` chinese: hanidays; `ja` chinese: hanidec), then every other.
        let likely = ["hebr", "hanidays", "hanidec"]
        for name in likely + (try availableNames()).filter({ !likely.contains($0) }) {
            let format = try ICUNumberFormat(localeID: try ICULocale.settingKeyword(localeID, key: "numbers", to: name))
            var matches = true
            for (index, label) in labels.enumerated() where try format.format(index + 1) != label {
                matches = false
                break
            }
            if matches { return name }
        }
        return nil
    }
}
