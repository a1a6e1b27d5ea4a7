internal import CICU

/// ICU's region data (CLDR's territory containment), used to validate region subtags.
enum ICURegion {
    /// What kind of region a code names, or `nil` for a code ICU does not know.
    enum Kind { case territory, world, continent, subcontinent, grouping, deprecated }

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
}
