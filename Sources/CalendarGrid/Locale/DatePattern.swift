/// A CLDR date pattern as its fields and literal text (UTS #35, "Date Format Patterns"):
/// outside quotes, a run of one ASCII letter is a field (`MMMM`, `EEEE`, `y`); text in
/// single quotes, and every other character, is literal; `''` is an apostrophe.
///
/// The toolkit edits patterns by field, never by text: a month field replaced by a
/// placeholder for a name ICU cannot give (`rU年MMMM` → `rU年'￼'`), the weekday and day
/// fields of a full date set apart, an era field ICU has no name for removed.
struct DatePattern: Equatable {
    enum Part: Equatable {
        /// A field: its letter and how many times it repeats (`MMMM`: `M`, 4).
        case field(Character, count: Int)
        case literal(String)
    }

    let parts: [Part]

    init(parts: [Part]) { self.parts = parts }

    init(_ pattern: String) {
        // By Unicode scalars, not Characters: a quote followed by a combining mark is one
        // Character (`nnh`'s full date pattern has `'lyɛ'̌ʼ`), but still ends the quoted text.
        var parts: [Part] = []
        var literal = String.UnicodeScalarView()
        var quoted = false
        var scalars = Array(pattern.unicodeScalars)[...]
        func flushLiteral() {
            if !literal.isEmpty { parts.append(.literal(String(literal))) }
            literal = String.UnicodeScalarView()
        }
        while let scalar = scalars.popFirst() {
            if scalar == "'" {
                if scalars.first == "'" {
                    scalars.removeFirst()
                    literal.append("'")
                } else {
                    quoted.toggle()
                }
                continue
            }
            if !quoted, ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) {
                flushLiteral()
                var count = 1
                while scalars.first == scalar {
                    scalars.removeFirst()
                    count += 1
                }
                parts.append(.field(Character(scalar), count: count))
                continue
            }
            literal.append(scalar)
        }
        flushLiteral()
        self.parts = parts
    }

    /// The pattern's text: fields as letters, literal text quoted where it holds letters or
    /// an apostrophe.
    var text: String {
        parts.map { part in
            switch part {
            case let .field(letter, count): String(repeating: letter, count: count)
            case let .literal(text):
                text.unicodeScalars.contains { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || $0 == "'" }
                    ? "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "''") + "'"
                    : text
            }
        }.joined()
    }

    /// The pattern's text with each field written by `write` (given the field's letter and
    /// count) and its literal text as it is; `nil` as soon as `write` declines a field.
    func filled<Failure: Error>(
        _ write: (_ letter: Character, _ count: Int) throws(Failure) -> String?
    ) throws(Failure) -> String? {
        var text = ""
        for part in parts {
            switch part {
            case let .literal(literal):
                text += literal
            case let .field(letter, count):
                guard let written = try write(letter, count) else { return nil }
                text += written
            }
        }
        return text
    }

    /// The first field whose letter is one of `letters`, as pattern text (`EEEE`).
    func field(_ letters: Set<Character>) -> String? {
        for case let .field(letter, count) in parts where letters.contains(letter) {
            return String(repeating: letter, count: count)
        }
        return nil
    }

    /// The pattern with every field whose letter is one of `letters` replaced by literal text.
    func replacing(_ letters: Set<Character>, with literal: String) -> DatePattern {
        DatePattern(
            parts: parts.map { part in
                if case let .field(letter, _) = part, letters.contains(letter) { return .literal(literal) }
                return part
            })
    }

    /// The pattern with the fields whose letter is one of `letters` written as numbers
    /// (`MMMM` → `M`).
    func numbering(_ letters: Set<Character>) -> DatePattern {
        DatePattern(
            parts: parts.map { part in
                if case let .field(letter, _) = part, letters.contains(letter) { return .field(letter, count: 1) }
                return part
            })
    }

    /// The pattern without the fields whose letter is one of `letters`, and without the
    /// space or punctuation that joined each to the rest (`MMMM d, y G` → `MMMM d, y`;
    /// `Gy年M月` → `y年M月`).
    func removing(_ letters: Set<Character>) -> DatePattern {
        var result: [Part] = []
        var index = 0
        while index < parts.count {
            guard case let .field(letter, _) = parts[index], letters.contains(letter) else {
                result.append(parts[index])
                index += 1
                continue
            }
            // The literal before the field goes with it where the field ends the pattern or
            // is followed by another literal; else the literal after it.
            let nextIsLiteral: Bool = {
                guard index + 1 < parts.count, case .literal = parts[index + 1] else { return false }
                return true
            }()
            if case let .literal(text)? = result.last, Self.isJoiner(text), index + 1 == parts.count || nextIsLiteral {
                result.removeLast()
            } else if nextIsLiteral, case let .literal(text) = parts[index + 1], Self.isJoiner(text) {
                index += 1
            }
            index += 1
        }
        return DatePattern(parts: result)
    }

    /// Literal text that only joins fields: spaces and punctuation, no letters.
    private static func isJoiner(_ text: String) -> Bool {
        !text.isEmpty
            && text.unicodeScalars.allSatisfy { scalar in
                scalar.properties.isWhitespace || scalar.properties.generalCategory.isPunctuation
            }
    }
}

extension Unicode.GeneralCategory {
    fileprivate var isPunctuation: Bool {
        switch self {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation:
            true
        default: false
        }
    }
}
