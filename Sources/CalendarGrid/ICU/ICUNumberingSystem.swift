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
}
