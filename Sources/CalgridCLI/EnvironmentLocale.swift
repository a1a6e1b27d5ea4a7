/// The user's locale from the environment, as POSIX programs find it: the first
/// non-empty of `LC_ALL`, `LC_TIME`, `LANG`.
enum EnvironmentLocale {
    /// Where the locale is read from, first to last.
    package static let variables = ["LC_ALL", "LC_TIME", "LANG"]

    static let fallback = "en-US"

    /// The variable it came from and the locale ID it names; `C`, `POSIX` and unset
    /// mean ``fallback``.
    static func find(in environment: [String: String]) -> (variable: String?, locale: String) {
        for variable in variables {
            guard let value = environment[variable], !value.isEmpty else { continue }
            guard let locale = localeID(fromPOSIX: value) else { return (variable, fallback) }
            return (variable, locale)
        }
        return (nil, fallback)
    }

    /// The one conversion of a POSIX locale name, for the LOCALE argument and the
    /// environment alike: `de_DE.UTF-8@euro` → `de_DE`; `sr_RS@latin` → `sr_Latn_RS`;
    /// `he_IL@calendar=hebrew` keeps its ICU keywords; `C`, `C.UTF-8`, `POSIX` → `nil`;
    /// `.foo` (no name before the codeset) unchanged, for LocaleID to refuse.
    /// The codeset is dropped (the toolkit always writes UTF-8), and so is a modifier that
    /// is neither a script nor ICU keywords (`@euro`). A BCP 47 tag passes unchanged.
    static func localeID(fromPOSIX value: String) -> String? {
        var name = Substring(value)
        var modifier: Substring? = nil
        if let at = name.firstIndex(of: "@") {
            modifier = name[name.index(after: at)...]
            name = name[..<at]
        }
        if let dot = name.firstIndex(of: ".") { name = name[..<dot] }
        if name == "C" || name == "POSIX" { return nil }
        // Nothing before the codeset (`.`, `.foo`, `../etc`) is no locale at all: the
        // value goes on unchanged, for LocaleID to refuse it, never to mean the fallback.
        if name.isEmpty { return value }
        if let modifier, modifier.contains("=") { return "\(name)@\(modifier)" }
        // Compared unwrapped: a `switch` over the optional matched it as a generic tuple,
        // whose metadata the runtime builds on first use (33,000 instructions a run).
        var script: String? = nil
        if let modifier {
            if modifier == "latin" { script = "Latn" } else if modifier == "cyrillic" { script = "Cyrl" }
        }
        guard let script else { return String(name) }
        let parts = name.split(separator: "_", maxSplits: 1)
        return parts.count == 2 ? "\(parts[0])_\(script)_\(parts[1])" : "\(name)_\(script)"
    }
}
