/// The browser picker's own texts in the languages the toolkit has them: its announcements,
/// the submit button, "no events" and the event counts by CLDR plural category.
///
/// CLDR has none of these words (it has the names of days and months, not "selected" or
/// "Submit"), so they come from a reviewed table, `Resources/picker-messages.tsv`, one line
/// per language and key. A page's language is found as ICU resolves a locale's script:
/// `zh-TW` → `zh-Hant`, `zh-SG` → `zh-Hans`, then the language alone (`pt-PT` takes the
/// Brazilian `pt`, `es-MX` the `es` table), then English. An app's own texts
/// (``HTMLRenderer/Picker/messages``) replace any of them, key by key.
enum PickerTexts {
    /// Language tag (`de`, `zh-Hant`) → key → text.
    static let table: [String: [String: String]] = {
        var table: [String: [String: String]] = [:]
        let text = String(decoding: PackageResources.picker_messages_tsv, as: UTF8.self)
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            table[String(fields[0]), default: [:]][String(fields[1])] = String(fields[2])
        }
        return table
    }()

    /// The languages of the table, sorted (`en` among them).
    static var languages: [String] { table.keys.sorted() }

    /// The table's language for an ICU locale ID, `en` when it has none.
    static func language(forLocaleID id: String) -> String {
        guard let language = try? ICULocale.language(id) else { return "en" }
        let withScript = language + "-" + ICULocale.likelyScript(id)
        if table[withScript] != nil { return withScript }
        return table[language] != nil ? language : "en"
    }

    /// Every text in the locale's language: English where the table has no such language.
    static func messages(forLocaleID id: String) -> [String: String] {
        table[language(forLocaleID: id)] ?? table["en"] ?? [:]
    }
}
