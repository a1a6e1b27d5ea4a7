internal import CICU

/// ICU's numbering systems (`latn`, `arab`, `thai`, `hanidays`, …).
enum ICUNumberingSystem {
    /// The numbering system in effect for a locale ID, `numbers` keyword included.
    static func name(forLocaleID id: String) throws(CalendarGridError) -> String {
        try ICUBuffer.cString("unumsys_open", capacity: 16) { buffer, capacity, status in
            cicu_numbering_system_name(id, buffer, capacity, &status)
        }.value
    }

    /// The ten digits of a numeric numbering system, zero first (`arab`: `٠` … `٩`); `nil`
    /// for an algorithmic one (`hebr`, `hanidays`) or one ICU cannot open.
    static func digits(ofSystem name: String) -> [Unicode.Scalar]? {
        var algorithmic: Int8 = 0
        guard
            let description = try? ICUBuffer.string(
                "unumsys_getDescription", capacity: 64,
                { buffer, capacity, status in
                    cicu_numbering_system_description(name, buffer, capacity, &algorithmic, &status)
                }),
            algorithmic == 0
        else { return nil }
        let digits = Array(description.unicodeScalars)
        return digits.count == 10 ? digits : nil
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
        // `zh` chinese: hanidays; `ja` chinese: hanidec), the one whose script the first
        // label is in before the others, then every other. The order only saves time:
        // opening an algorithmic system's rules costs about a millisecond each (a cold
        // zh-CN chinese profile opened hebr's before its own), and every candidate is
        // checked against all the labels.
        var likely = ["hebr", "hanidays", "hanidec"]
        if let first = labels.first?.unicodeScalars.first?.value {
            if (0x4E00...0x9FFF).contains(first) || first == 0x3007 {
                // 初一 is hanidays; 一 alone may be either, hanidays is the one CLDR names most.
                likely = ["hanidays", "hanidec", "hebr"]
            }
        }
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

    /// The numbering system a number format writes in, from ICU's description of each
    /// system: a rule-based format's default rule set is the last part of an algorithmic
    /// system's description (`hebr`: `%hebrew`; `hanidays`:
    /// `zh/SpelloutRules/%spellout-numbering-days`), a decimal format's zero digit the first
    /// of a numeric system's ten. No format is opened (opening a system's rules to compare
    /// its labels cost about a millisecond each); `nil` when no system, or more than one,
    /// matches.
    static func name(of format: ICUNumberFormat) throws(CalendarGridError) -> String? {
        let ruleSet = format.ruleSet()
        let zero = ruleSet == nil ? format.zeroDigit() : nil
        guard ruleSet != nil || zero != nil else { return nil }
        var found: [String] = []
        for name in try availableNames() {
            var algorithmic: Int8 = 0
            guard
                let description = try? ICUBuffer.string(
                    "unumsys_getDescription", capacity: 64,
                    { buffer, capacity, status in
                        cicu_numbering_system_description(name, buffer, capacity, &algorithmic, &status)
                    })
            else { continue }
            if let ruleSet, algorithmic != 0, description.split(separator: "/").last.map(String.init) == ruleSet {
                found.append(name)
            } else if let zero, algorithmic == 0, description.first.map(String.init) == zero {
                found.append(name)
            }
        }
        return found.count == 1 ? found[0] : nil
    }
}
