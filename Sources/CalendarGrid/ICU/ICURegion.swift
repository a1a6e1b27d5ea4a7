internal import CICU

/// ICU's region data (CLDR's territory containment), used to validate region subtags.
enum ICURegion {
    /// What kind of region a code names, or `nil` for a code ICU does not know.
    enum Kind { case territory, world, continent, subcontinent, grouping, deprecated }

    /// Whether ICU knows a region code. The current ISO 3166 codes come from ICU's own
    /// list (`uloc_getISOCountries`, a table in the code): asking the region data for them
    /// loads all of it, which took 0.5 ms of `calgrid en-US`'s 4 ms. Other codes (UN M49
    /// `419`, deprecated `AN`) are asked of the region data.
    static func isKnown(_ code: String) -> Bool {
        if code.utf8.count == 2, isoCountries.contains(code) { return true }
        return kind(of: code) != nil
    }

    private static let isoCountries: Set<String> = {
        var codes: Set<String> = []
        guard var pointer = cicu_uloc_getISOCountries() else { return codes }
        while let code = pointer.pointee {
            codes.insert(String(cString: code))
            pointer += 1
        }
        return codes
    }()

    static func kind(of code: String) -> Kind? {
        var status = U_ZERO_ERROR
        guard let region = cicu_uregion_getRegionFromCode(code, &status), !status.isFailure else { return nil }
        switch cicu_uregion_getType(region) {
        case URGN_TERRITORY: return .territory
        case URGN_WORLD: return .world
        case URGN_CONTINENT: return .continent
        case URGN_SUBCONTINENT: return .subcontinent
        case URGN_GROUPING: return .grouping
        case URGN_DEPRECATED: return .deprecated
        default: return nil
        }
    }

    /// The subdivision codes CLDR knows (`usca`, `gbsct`, and `uszzzz`-style codes for a
    /// whole region), from ICU's copy of CLDR's validity data (`supplementalData`,
    /// `idValidity/subdivision`), read once. CLDR writes runs as `ad02~8` (ad02 … ad08).
    static let subdivisions: Set<String> = {
        var codes: Set<String> = []
        var status = U_ZERO_ERROR
        guard let data = cicu_ures_openDirect(nil, "supplementalData", &status), !status.isFailure else { return codes }
        defer { cicu_ures_close(data) }
        guard let validity = cicu_ures_getByKey(data, "idValidity", nil, &status),
            let subdivision = cicu_ures_getByKey(validity, "subdivision", nil, &status)
        else { return codes }
        defer {
            cicu_ures_close(subdivision)
            cicu_ures_close(validity)
        }
        for group in ["regular", "unknown"] {
            var groupStatus = U_ZERO_ERROR
            guard let list = cicu_ures_getByKey(subdivision, group, nil, &groupStatus), !groupStatus.isFailure else {
                continue
            }
            defer { cicu_ures_close(list) }
            for index in 0..<cicu_ures_getSize(list) {
                var length: Int32 = 0
                var itemStatus = U_ZERO_ERROR
                guard let units = cicu_ures_getStringByIndex(list, index, &length, &itemStatus), !itemStatus.isFailure
                else { continue }
                let text = String(decoding: UnsafeBufferPointer(start: units, count: Int(length)), as: UTF16.self)
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
