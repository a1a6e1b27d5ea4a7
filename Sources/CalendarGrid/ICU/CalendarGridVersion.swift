/// The versions a grid depends on: the toolkit's, and ICU's and CLDR's on this machine.
/// Goldens are recorded per ICU major version because CLDR data changes between releases.
public enum CalendarGridVersion: Sendable {
    /// The toolkit's version.
    public static let toolkit = "0.1.0"
    /// The running ICU's version (`72.1`), read once.
    public static let icu: String = ICUVersion.icu()
    /// The CLDR version of the running ICU's data (`42.0`), read once (ICU opens a
    /// resource bundle for it).
    public static let cldr: String = (try? ICUVersion.cldr()) ?? "unknown"
    /// The Unicode version of the running ICU's character data (`15.0`): display widths
    /// and character properties depend on it.
    public static let unicode: String = ICUVersion.unicode()
    /// The version of the running ICU's time zone data (`2022e`): "today" depends on it.
    public static let timeZoneData: String = (try? ICUVersion.timeZoneData()) ?? "unknown"
}
