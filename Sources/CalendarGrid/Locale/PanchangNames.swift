/// The names the Hindu lunisolar calendar (`panchang`) needs and CLDR lacks: the tithis
/// and the adhika (leap) month's prefix. Its months are CLDR's months of the Indian
/// national calendar, which bear the same names (Chaitra … Phalguna) in every language
/// CLDR covers.
///
/// Tithi names are the toolkit's own in Hindi and English (the Sanskrit names as Hindi
/// almanacs print them, and their usual transliteration); in other languages a full date
/// gives the tithi's number (1 … 30) in the locale's digits, as cells do. "Adhika" is
/// written in the scripts of India's languages; elsewhere its transliteration, as CLDR's
/// root names the Indian months (Goldens/DATA-GAPS.md).
enum PanchangNames {
    private static let hindiTithis = [
        "प्रतिपदा", "द्वितीया", "तृतीया", "चतुर्थी", "पंचमी", "षष्ठी", "सप्तमी", "अष्टमी", "नवमी", "दशमी", "एकादशी",
        "द्वादशी", "त्रयोदशी", "चतुर्दशी",
    ]
    private static let englishTithis = [
        "Pratipada", "Dwitiya", "Tritiya", "Chaturthi", "Panchami", "Shashthi", "Saptami", "Ashtami", "Navami",
        "Dashami", "Ekadashi", "Dwadashi", "Trayodashi", "Chaturdashi",
    ]

    /// The 30 tithis' names with their paksha (`Shukla Panchami`, `Purnima`, `Krishna
    /// Pratipada`, `Amavasya`) in a locale's language and script (``ICULocale/likelyScript(_:)``:
    /// Hindi in Devanagari; English, and Hindi in Latin letters, `hi-Latn`, in the English
    /// transliteration), or `nil` where the toolkit has no names.
    static func tithis(localeID: String) -> [String]? {
        let language = (try? ICULocale.language(localeID)) ?? ""
        let script = ICULocale.likelyScript(localeID)
        let (names, shukla, krishna, purnima, amavasya): ([String], String, String, String, String)
        switch (language, script) {
        case ("hi", "Deva"): (names, shukla, krishna, purnima, amavasya) = (hindiTithis, "शुक्ल", "कृष्ण", "पूर्णिमा", "अमावस्या")
        case ("en", _), ("hi", "Latn"):
            (names, shukla, krishna, purnima, amavasya) = (englishTithis, "Shukla", "Krishna", "Purnima", "Amavasya")
        default: return nil
        }
        return names.map { "\(shukla) \($0)" } + [purnima] + names.map { "\(krishna) \($0)" } + [amavasya]
    }

    /// The pattern of an adhika month's name in a locale, `{0}` its namesake's name
    /// (`Adhika {0}`; `अधिक {0}` in the languages written in Devanagari, and so on).
    static func adhikaPattern(localeID: String) -> String {
        let language = (try? ICULocale.language(localeID)) ?? ""
        let script = ICULocale.likelyScript(localeID)
        // The word in an Indian script only where the locale is written in it.
        guard !["Latn", "Arab", "Cyrl", ""].contains(script) else { return "Adhika {0}" }
        return switch language {
        case "hi", "mr", "ne", "sa", "kok", "mai", "doi", "brx": "अधिक {0}"
        case "gu": "અધિક {0}"
        case "bn", "as": "অধিক {0}"
        case "pa": "ਅਧਿਕ {0}"
        case "or": "ଅଧିକ {0}"
        case "te": "అధిక {0}"
        case "kn": "ಅಧಿಕ {0}"
        case "ml": "അധിക {0}"
        case "ta": "அதிக {0}"
        default: "Adhika {0}"
        }
    }
}
