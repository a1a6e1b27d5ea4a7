internal import CICU

/// ICU's region data (CLDR's territory containment), used to validate region subtags.
enum ICURegion {
    /// What kind of region a code names, or `nil` for a code ICU does not know.
    enum Kind { case territory, world, continent, subcontinent, grouping, deprecated }

    /// Whether ICU knows a region code. The current ISO 3166 codes come from ICU's own
    /// list (`uloc_getISOCountries`, a table in the code), scanned in place: asking the
    /// region data for them loads all of it (0.5 ms of `calgrid en-US`'s 4 ms), and a set
    /// of the list's 249 codes as strings cost 285,000 instructions, a twentieth of a
    /// one-month run (docs/performance.md). Other codes (UN M49 `419`, deprecated `AN`)
    /// are asked of the region data.
    static func isKnown(_ code: String) -> Bool {
        if code.utf8.count == 2, cicu_locale_is_iso_country(code) != 0 { return true }
        return kind(of: code) != nil
    }

    static func kind(of code: String) -> Kind? {
        var status = ICUStatus()
        let type = cicu_region_type_of(code, &status)
        guard !status.isFailure else { return nil }
        switch type {
        case CICU_REGION_TERRITORY: return .territory
        case CICU_REGION_WORLD: return .world
        case CICU_REGION_CONTINENT: return .continent
        case CICU_REGION_SUBCONTINENT: return .subcontinent
        case CICU_REGION_GROUPING: return .grouping
        case CICU_REGION_DEPRECATED: return .deprecated
        default: return nil
        }
    }

    /// The subdivision codes CLDR knows (`usca`, `gbsct`, and `uszzzz`-style codes for a
    /// whole region), from ICU's copy of CLDR's validity data (`supplementalData`,
    /// `idValidity/subdivision`), read once. CLDR writes runs as `ad02~8` (ad02 … ad08).
    static let subdivisions: Set<String> = {
        var codes: Set<String> = []
        var status = ICUStatus()
        guard let data = cicu_resource_open_direct(nil, "supplementalData", &status), !status.isFailure else {
            return codes
        }
        defer { cicu_resource_close(data) }
        guard let validity = cicu_resource_child(data, "idValidity", &status) else { return codes }
        defer { cicu_resource_close(validity) }
        guard let subdivision = cicu_resource_child(validity, "subdivision", &status) else { return codes }
        defer { cicu_resource_close(subdivision) }
        // Deprecated codes stay valid (CLDR's validity data never withdraws a code; CLDR 37
        // listed `gbsct` as deprecated, CLDR 42 as regular).
        for group in ["regular", "unknown", "deprecated"] {
            var groupStatus = ICUStatus()
            guard let list = cicu_resource_child(subdivision, group, &groupStatus), !groupStatus.isFailure else {
                continue
            }
            defer { cicu_resource_close(list) }
            for index in 0..<cicu_resource_size(list) {
                var length: Int32 = 0
                var itemStatus = ICUStatus()
                guard let units = cicu_resource_string_at(list, index, &length, &itemStatus), !itemStatus.isFailure
                else { continue }
                let text = String(icuUTF16: UnsafeBufferPointer(start: units, count: Int(length)))
                codes.formUnion(expand(text))
            }
        }
        return codes
    }()

    /// `ad02~8` → ad02 … ad08: the code before `~`, then codes whose last characters run
    /// up to those after it.
    static func expand(_ entry: String) -> [String] {
        let parts = entry.split(separator: "~", maxSplits: 1)
        guard parts.count == 2, let first = parts.first, let last = parts.last, last.count <= first.count else {
            return [entry]
        }
        let prefix = first.dropLast(last.count)
        guard let low = first.suffix(last.count).unicodeScalars.first, let high = last.unicodeScalars.first,
            last.count == 1, low <= high
        else { return [String(first)] }
        return (low.value...high.value).compactMap(Unicode.Scalar.init).map { String(prefix) + String($0) }
    }
}
