/// CLDR's message patterns with numbered arguments (`{0} – {1}`, the interval fallback).
enum MessagePattern {
    /// `pattern` with its arguments `{0}`, `{1}` … replaced; a brace that does not open a
    /// known argument stays as written.
    static func filling(_ pattern: String, with arguments: [String]) -> String {
        var result = ""
        var rest = Substring(pattern)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"), let index = Int(rest[afterOpen..<close]),
                arguments.indices.contains(index)
            {
                result += arguments[index]
                rest = rest[rest.index(after: close)...]
            } else {
                result.append("{")
                rest = rest[afterOpen...]
            }
        }
        return result + rest
    }

    /// `text` with every `placeholder` replaced by `value`.
    static func replacing(_ placeholder: String, in text: String, with value: String) -> String {
        text.split(separator: placeholder, omittingEmptySubsequences: false).joined(separator: value)
    }
}
