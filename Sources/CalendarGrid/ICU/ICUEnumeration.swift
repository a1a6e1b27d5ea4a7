internal import CICU

/// ICU's enumerations of strings (`UEnumeration`), read whole.
enum ICUEnumeration {
    /// Every string of the enumeration, in ICU's order; closes the enumeration. `function`
    /// names the ICU function that opened it, for the error when it gave none.
    static func strings(_ enumeration: OpaquePointer?, function: String) throws(CalendarGridError) -> [String] {
        guard let enumeration else { throw .icuFailure(function: function, code: "NULL") }
        defer { cicu_enumeration_close(enumeration) }
        var strings: [String] = []
        while true {
            var status = ICUStatus()
            guard let next = cicu_enumeration_next(enumeration, &status) else {
                try status.check("uenum_next")
                break
            }
            try status.check("uenum_next")
            strings.append(String(cString: next))
        }
        return strings
    }
}
