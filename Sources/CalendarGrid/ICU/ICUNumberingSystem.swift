internal import CICU

/// ICU's numbering systems (`latn`, `arab`, `thai`, `hanidays`, …).
enum ICUNumberingSystem {
    /// The numbering system in effect for a locale ID, `numbers` keyword included.
    static func name(forLocaleID id: String) throws(CalendarGridError) -> String {
        var status = U_ZERO_ERROR
        let system = cicu_unumsys_open(id, &status)
        try status.check("unumsys_open")
        guard let system else { throw .icuFailure(function: "unumsys_open", code: "NULL") }
        defer { cicu_unumsys_close(system) }
        guard let name = cicu_unumsys_getName(system) else {
            throw .icuFailure(function: "unumsys_getName", code: "NULL")
        }
        return String(cString: name)
    }

    /// Every numbering system name ICU knows, sorted.
    static func availableNames() throws(CalendarGridError) -> [String] {
        var status = U_ZERO_ERROR
        let enumeration = cicu_unumsys_openAvailableNames(&status)
        try status.check("unumsys_openAvailableNames")
        guard let enumeration else { throw .icuFailure(function: "unumsys_openAvailableNames", code: "NULL") }
        defer { cicu_uenum_close(enumeration) }
        var names: [String] = []
        while true {
            var length: Int32 = 0
            status = U_ZERO_ERROR
            guard let next = cicu_uenum_next(enumeration, &length, &status) else { break }
            try status.check("uenum_next")
            names.append(String(cString: next))
        }
        return names.sorted()
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
