/// A BCP 47 tag whose one extension is a Unicode extension (`-u-`) of calendar, numbering
/// and first-weekday keys with plain values (`he-IL-u-ca-hebrew`, `ar-EG-u-nu-latn-fw-sat`):
/// the tag the toolkit converts to ICU's form itself.
///
/// ICU converts the keys and values of a `-u-` extension with its table of every key and
/// type CLDR defines (`keyTypeData`), which it loads whole the first time: 57 million
/// instructions, three quarters of `calgrid he-IL-u-ca-hebrew` (docs/performance.md). For
/// the keys here the conversion is fixed by CLDR (`ca` is ICU's `calendar`, `nu` its
/// `numbers`, `fw` itself; `gregory` is ICU's `gregorian`, `ethioaa` its
/// `ethiopic-amete-alem`, every other value is its own), so ICU converts the tag without
/// the extension and the keywords are set on the result. Any other tag (another key or
/// extension, an attribute, a value ICU would resolve or alias: `nu-native`,
/// `ca-islamicc`) is ICU's to convert. `LocaleIDTests` holds both ways to the same
/// identifier and ICU ID.
struct UnicodeExtension {
    /// The tag without its extension (`he-IL`).
    let base: String
    /// The keys and values, sorted by key as ICU writes them (`ca` < `fw` < `nu`).
    let keywords: [(key: String, value: String)]

    /// The calendar values the toolkit converts: the ICU calendars' BCP 47 types.
    private static let calendars: Set<String> = [
        "buddhist", "chinese", "coptic", "dangi", "ethioaa", "ethiopic", "gregory", "hebrew", "indian", "islamic",
        "islamic-civil", "islamic-rgsa", "islamic-tbla", "islamic-umalqura", "iso8601", "japanese", "persian", "roc",
    ]
    private static let weekdays: Set<String> = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]

    /// The tag's parts, or `nil` for a tag ICU converts itself.
    init?(_ tag: String) {
        let subtags = tag.lowercased().split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard let u = subtags.firstIndex(of: "u"), u > 0, u + 2 < subtags.count,
            subtags.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(Self.isAlphanumeric) }),
            // One extension: no other singleton, before or after.
            subtags.indices.allSatisfy({ $0 == u || subtags[$0].utf8.count > 1 })
        else { return nil }
        var keywords: [(key: String, value: String)] = []
        var index = u + 1
        while index < subtags.count {
            let key = subtags[index]
            var values: [String] = []
            index += 1
            while index < subtags.count, subtags[index].utf8.count >= 3, subtags[index].utf8.count <= 8 {
                values.append(subtags[index])
                index += 1
            }
            let value = values.joined(separator: "-")
            guard !values.isEmpty, !keywords.contains(where: { $0.key == key }) else { return nil }
            switch key {
            case "ca" where Self.calendars.contains(value): break
            case "fw" where Self.weekdays.contains(value): break
            case "nu"
            where values.count == 1 && value.utf8.count >= 4 && !LocaleID.algorithmicNumbering.contains(value):
                break
            default: return nil
            }
            keywords.append((key, value))
        }
        base = subtags[..<u].joined(separator: "-")
        self.keywords = keywords.sorted { $0.key < $1.key }
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// The extension as the canonical tag ends (`-u-ca-hebrew-nu-hebr`).
    var tagSuffix: String {
        "-u-" + keywords.map { "\($0.key)-\($0.value)" }.joined(separator: "-")
    }

    /// An ICU ID with the keywords set (`he_IL` → `he_IL@calendar=hebrew`).
    func settingKeywords(on id: String) throws(CalendarGridError) -> String {
        var id = id
        for (key, value) in keywords {
            switch key {
            case "ca":
                let legacy =
                    value == "gregory"
                    ? "gregorian" : value == "ethioaa" ? CalendarID.ethiopicAmeteAlem.rawValue : value
                id = try ICULocale.settingKeyword(id, key: "calendar", to: legacy)
            case "nu": id = try ICULocale.settingKeyword(id, key: "numbers", to: value)
            default: id = try ICULocale.settingKeyword(id, key: key, to: value)
            }
        }
        return id
    }
}
