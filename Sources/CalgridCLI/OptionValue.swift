import CalendarGrid

/// Option values parsed once, when the command line is parsed, by the library's own
/// parsers, into their types (swift-argument-parser binds each option to its typed value
/// alike): every error names its option (`--date: invalid date '2024-02-30' …`), whichever
/// command (`calgrid`, `calgrid pick`, `--interactive`) reads it afterwards.
enum OptionValue {
    /// Whether a word has the shape of a holiday region: an ISO 3166-1 code (`JP`) or an
    /// ISO 3166-2 code (`US-CA`, `MY-01`), upper case.
    static func looksLikeRegion(_ word: String) -> Bool {
        let parts = word.split(separator: "-", omittingEmptySubsequences: false)
        guard let country = parts.first, country.count == 2, country.allSatisfy({ $0.isASCII && $0.isUppercase }) else {
            return false
        }
        guard parts.count == 2 else { return parts.count == 1 }
        return (1...3).contains(parts[1].count) && parts[1].allSatisfy { $0.isASCII && ($0.isUppercase || $0.isNumber) }
    }

    /// A value of `option` parsed by `parse`; its error, as a usage error that names the option.
    static func parsed<Value, Failure: CalendarGridDomainError>(
        _ text: String, option: String, _ parse: (String) throws(Failure) -> Value
    ) throws(UsageError) -> Value {
        do throws(Failure) { return try parse(text) } catch {
            throw UsageError(message: "\(option): \(error.message)")
        }
    }

    /// An ISO date; one written with one-digit months or days (`2024-9-17`) gets the hint
    /// of its ISO form (`--month` takes one digit, ISO dates two), but only when that form
    /// is a date: `2024-02-30` or `2024-13-01` is refused as a date that does not exist,
    /// never with itself as the hint.
    static func isoDate(_ text: String, option: String) throws(UsageError) -> ISODate {
        if let date = try? ISODate(parsing: text) { return date }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        if parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isASCII) }),
            parts.allSatisfy({ $0.allSatisfy(\.isNumber) }), let year = Int(parts[0]), let month = Int(parts[1]),
            let day = Int(parts[2])
        {
            func padded(_ number: Int, _ width: Int) -> String {
                let digits = String(number)
                return String(repeating: "0", count: max(0, width - digits.count)) + digits
            }
            let iso = padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
            if iso != text, (try? ISODate(parsing: iso)) != nil {
                throw UsageError(
                    message: "\(option) '\(text)': ISO dates have two-digit months and days (give \(option) \(iso))")
            }
        }
        return try parsed(text, option: option) { text throws(CalendarError) in try ISODate(parsing: text) }
    }

    /// A calendar ID, with the hint of the CLDR name for a common other one (`lunar` →
    /// `chinese`, `jewish` → `hebrew`, `orthodox` → `julian`).
    static func calendar(_ text: String, option: String) throws(UsageError) -> CalendarID {
        do { return try CalendarID(parsing: text) } catch {
            let hint = CalendarSuggestion.hint(for: text).map { "; " + $0 } ?? ""
            throw UsageError(message: "\(option): \(error.message)\(hint)")
        }
    }

    /// A month address, `YEAR-MONTHCODE` or `YEAR-ORDINAL`.
    static func month(_ text: String, option: String) throws(UsageError) -> MonthAddress {
        try parsed(text, option: option) { text throws(CalendarError) in try MonthAddress(parsing: text) }
    }
}
