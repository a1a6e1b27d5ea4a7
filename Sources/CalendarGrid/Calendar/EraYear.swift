/// Years as ECMAScript Temporal and ICU4X name them, beside ICU's numbers: an era by its
/// code and the year in that era, or, for the Chinese and Korean calendars, which count
/// years in cycles of sixty and name no eras, the cycle year and the ISO year in which the
/// lunar year begins.
///
/// The codes are those of the Temporal proposal for era and month codes (and CLDR's era
/// aliases): `ce`/`bce` (gregorian; julian, as ICU4X names its eras; japanese before
/// Meiji), `be` (buddhist), `roc`/`broc`, `meiji`, `taisho`, `showa`, `heisei`, `reiwa`,
/// `am` (hebrew, coptic, ethiopic after the Incarnation), `aa` (ethiopic before it, and
/// every ethiopic-amete-alem year), `ah`/`bh` (the islamic calendars), `ap` (persian),
/// `shaka` (indian). `iso8601`, `chinese`, `dangi`, `vietnamese`, `bikram-sambat` and `panchang`
/// (for which neither Temporal nor ICU4X has an era code) have no era.
extension CalendarID {
    /// ICU's index of the Meiji era in its Japanese calendar: 232 on every release (Meiji,
    /// Taisho, Showa, Heisei and Reiwa are 232 … 236).
    static let icuMeijiEra = 232
    private static let modernJapaneseEras = ["meiji", "taisho", "showa", "heisei", "reiwa"]

    /// The era code and era year of a year that ICU gives as ERA `era`, YEAR `year` and
    /// (``MonthGrid/extendedYear``) `extendedYear`; `nil` for calendars without eras.
    func eraYear(icuEra era: Int, year: Int, extendedYear: Int) -> (code: String, year: Int)? {
        switch self {
        case .iso8601, .chinese, .dangi, .vietnamese, .bikramSambat, .panchang:
            return nil
        case .gregorian, .julian:
            return era == 0 ? ("bce", year) : ("ce", year)
        case .japanese:
            let modern = era - Self.icuMeijiEra
            if modern >= 0, modern < Self.modernJapaneseEras.count { return (Self.modernJapaneseEras[modern], year) }
            if modern >= Self.modernJapaneseEras.count { return ("japanese-era-\(era)", year) }
            // Before Meiji: the Gregorian year, as Temporal counts it (ICU's year there is
            // the year of an older era, which Temporal does not name).
            return extendedYear > 0 ? ("ce", extendedYear) : ("bce", 1 - extendedYear)
        case .buddhist:
            // ICU's extended year is the Gregorian one; its YEAR is the Buddhist Era year.
            return ("be", year)
        case .roc:
            return era == 0 ? ("broc", year) : ("roc", year)
        case .hebrew:
            return ("am", extendedYear)
        case .coptic:
            // One era, counted on through zero and below: ICU's era 0 year 85 is AM −84.
            return ("am", extendedYear)
        case .ethiopic:
            return era == 0 ? ("aa", year) : ("am", year)
        case .ethiopicAmeteAlem:
            return ("aa", year)
        case .islamic, .islamicCivil, .islamicUmalqura, .islamicTbla, .islamicRgsa:
            return extendedYear > 0 ? ("ah", extendedYear) : ("bh", 1 - extendedYear)
        case .persian:
            return ("ap", extendedYear)
        case .indian:
            return ("shaka", extendedYear)
        }
    }
}
