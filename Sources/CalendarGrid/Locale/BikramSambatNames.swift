/// The names of Bikram Sambat's months, Baishakh (बैशाख) to Chaitra (चैत), which CLDR
/// does not have.
///
/// Nepali (`ne`) and English names are the toolkit's own: as the Government of Nepal's
/// calendar and Nepali usage write them (see docs/library.md, "Bikram Sambat"). In any
/// other language the months are named as CLDR names the months of the Indian national
/// calendar that bear the same names, one place on (Baishakh is the Indian calendar's
/// Vaisakha, its second month; Chaitra its first): Hindi वैशाख, Bengali বৈশাখ; where CLDR
/// has no names of its own for a language, ICU gives root's transliterations (Vaisakha).
enum BikramSambatNames {
    /// Nepali, as the Government of Nepal's calendar writes them.
    static let nepali = [
        "बैशाख", "जेठ", "असार", "साउन", "भदौ", "असोज", "कात्तिक", "मंसिर", "पुस", "माघ", "फागुन", "चैत",
    ]
    /// English, as Nepal's English-language press and government write them.
    static let english = [
        "Baishakh", "Jestha", "Asar", "Shrawan", "Bhadra", "Ashwin", "Kartik", "Mangsir", "Poush", "Magh", "Falgun",
        "Chaitra",
    ]

    /// The toolkit's names in a language (`ne`, `en`), or `nil` where CLDR's Indian names
    /// are used.
    static func names(language: String) -> [String]? {
        switch language {
        case "ne": nepali
        case "en": english
        default: nil
        }
    }

    /// The Indian national calendar's month (0-based) that bears the name of Bikram
    /// Sambat's month `ordinal` (1-based): Baishakh (1) is Vaisakha (1), Chaitra (12) is
    /// Chaitra (0).
    static func indianMonthIndex(ofOrdinal ordinal: Int) -> Int { ordinal % 12 }
}
