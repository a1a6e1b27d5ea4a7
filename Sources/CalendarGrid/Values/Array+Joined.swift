extension Array where Element == String {
    /// The strings with `separator` between them, as the standard library's
    /// `joined(separator:)` writes them. That one is generic over any bidirectional
    /// collection of strings and is not specialized into a client: its first call in a
    /// process resolves the collection's associated types in the Swift runtime, about
    /// 110,000 instructions of the 2.5 million of `calgrid en-US 9 2024`
    /// (docs/performance.md). The text renderer and the locale lookups on that path join
    /// with this one.
    func joinedConcretely(separator: String = "") -> String {
        var result = ""
        for (index, part) in enumerated() {
            if index > 0 { result += separator }
            result += part
        }
        return result
    }
}
