/// One statement of a holiday rule file (docs/holidays.md): its keyword, its bare words and
/// its `key=value` pairs, split as the format says (`#` comments, double quotes around a
/// value with spaces, `\"` and `\\` inside quotes).
struct RuleLine: Sendable {
    /// The 1-based line number, for errors.
    let number: Int
    let keyword: String
    /// The bare words after the keyword, in order.
    let words: [String]
    /// The `key=value` pairs, in order (a name key may repeat only by mistake: the parser
    /// refuses duplicates).
    let pairs: [(key: String, value: String)]

    /// The statements of a file's text; blank and comment-only lines are left out. Lines
    /// of the subdivisions `keeps` refuses are not read at all (a country's file holds 50
    /// states; a grid of one needs the country's lines and that state's), except their
    /// `subdivision` statements.
    static func lines(
        of text: String, keeps: (String) -> Bool = { _ in true }
    ) throws(HolidayError) -> [RuleLine] {
        var result: [RuleLine] = []
        var number = 0
        var skipping = false
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let trimmed = raw.drop { $0 == " " || $0 == "\t" }
            let opensSubdivision = trimmed.hasPrefix("subdivision ") || trimmed.hasPrefix("subdivision\t")
            if skipping && !opensSubdivision { continue }
            let tokens = try tokens(of: Substring(raw), line: number)
            if opensSubdivision, let code = tokens.dropFirst().first?.text { skipping = !keeps(code) }
            guard let first = tokens.first else { continue }
            guard first.key == nil else { throw .rules(line: number, problem: "a statement starts with a keyword") }
            var words: [String] = []
            var pairs: [(key: String, value: String)] = []
            for token in tokens.dropFirst() {
                if let key = token.key {
                    guard !pairs.contains(where: { $0.key == key }) else {
                        throw .rules(line: number, problem: "'\(key)=' is given twice")
                    }
                    pairs.append((key, token.text))
                } else {
                    words.append(token.text)
                }
            }
            result.append(RuleLine(number: number, keyword: first.text, words: words, pairs: pairs))
        }
        return result
    }

    /// The value of a key, if given.
    func value(_ key: String) -> String? { pairs.first { $0.key == key }?.value }

    /// Refuses a key outside `known` (names, `LANG=…`, are allowed where `names` is true).
    func check(keys known: Set<String>, names: Bool) throws(HolidayError) {
        for (key, _) in pairs where !known.contains(key) {
            guard names, Self.isLanguageTag(key), !Self.keys.contains(key) else {
                let accepted = known.sorted().joined(separator: ", ") + (names ? ", a language tag" : "")
                throw .rules(line: number, problem: "'\(keyword)' has no key '\(key)' (it takes \(accepted))")
            }
        }
    }

    /// The `LANG=NAME` pairs (`for=`, a key of the format, is not the language `for`).
    var names: [String: String] {
        var names: [String: String] = [:]
        for (key, value) in pairs where Self.isLanguageTag(key) && !Self.keys.contains(key) { names[key] = value }
        return names
    }

    /// Every key the format has, never a language tag.
    static let keys: Set<String> = [
        "years", "category", "offset", "days", "move", "observed", "source", "rule", "for", "from", "until", "because",
    ]

    /// A BCP 47 language tag as the files use them: a 2–3 letter language, then optional
    /// subtags of letters and digits (`en`, `zh-Hans`, `sr-Latn`, `es-419`).
    static func isLanguageTag(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLowercase })
        else { return false }
        return parts.dropFirst().allSatisfy { part in
            (2...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }

    private struct Token {
        var key: String?
        var text: String
    }

    /// Whether a token's text so far can be a key (`en`, `zh-Hans`, `years`): a URL's `=`
    /// is not a key's.
    private static func isKey(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
    }

    private static func tokens(of line: Substring, line number: Int) throws(HolidayError) -> [Token] {
        var tokens: [Token] = []
        var current = String.UnicodeScalarView()
        var key: String?
        var inQuotes = false
        var started = false
        var escaping = false
        func finish() {
            if started { tokens.append(Token(key: key, text: String(current))) }
            current = String.UnicodeScalarView()
            key = nil
            started = false
        }
        for character in line.unicodeScalars {
            if inQuotes {
                if escaping {
                    current.append(character)
                    escaping = false
                } else if character == "\\" {
                    escaping = true
                } else if character == "\"" {
                    inQuotes = false
                } else {
                    current.append(character)
                }
                continue
            }
            switch character {
            case "#":
                finish()
                return tokens
            case " ", "\t", "\r":
                finish()
            case "\"":
                inQuotes = true
                started = true
            case "=" where key == nil && started && isKey(String(current)):
                key = String(current)
                current = String.UnicodeScalarView()
            default:
                current.append(character)
                started = true
            }
        }
        guard !inQuotes else { throw .rules(line: number, problem: "a quote is not closed") }
        finish()
        return tokens
    }
}
