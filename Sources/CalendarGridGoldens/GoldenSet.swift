import CalendarGrid

/// The goldens of one ICU major version: `Goldens/icu-<major>/`, a `.txt` and a `.json`
/// per case, and `MANIFEST`, which records the exact ICU, CLDR, Unicode and time zone
/// data versions they were recorded with. The JSON goldens leave out the version
/// fields that `calgrid` prints, so that a toolkit release or an ICU patch release
/// changes one manifest line instead of every golden.
package struct GoldenSet: Sendable {
    /// `72`, `76`, `78`.
    package let major: String

    /// The set for the ICU this process runs on.
    package static let running = GoldenSet(major: String(CalendarGridVersion.icu.prefix { $0 != "." }))

    package static let manifestName = "MANIFEST"

    package var directory: String { GoldenFiles.root + "/" + relativeDirectory }
    /// `Goldens/icu-72`.
    package var relativeDirectory: String { "Goldens/icu-\(major)" }
    /// Where the golden tests write what they got when it differs.
    package var actualDirectory: String { GoldenFiles.root + "/.build/goldens-actual/icu-\(major)" }

    package var exists: Bool { GoldenFiles.exists(directory) }

    /// The manifest the running ICU would write.
    package static func runningManifest() -> String {
        """
        # What the goldens in this folder were recorded with (Scripts/regenerate-goldens).
        ICU \(CalendarGridVersion.icu)
        CLDR \(CalendarGridVersion.cldr)
        Unicode \(CalendarGridVersion.unicode)
        time zone data \(CalendarGridVersion.timeZoneData)

        """
    }

    /// The ICU version the folder's manifest names, or `nil` without a readable manifest.
    package func recordedICU() -> String? {
        guard let text = GoldenFiles.read(directory + "/" + Self.manifestName) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("ICU ") { return String(line.dropFirst(4)) }
        return nil
    }

    /// The golden file names of the cases: `<name>.txt` and `<name>.json`.
    package static func fileNames(of cases: [GoldenCase]) -> [String] {
        cases.flatMap { [$0.name + ".txt", $0.name + ".json"] }
    }

    /// The files in the folder that no case names (the manifest aside).
    package func orphans(of cases: [GoldenCase]) -> [String] {
        let expected = Set(Self.fileNames(of: cases) + [Self.manifestName])
        return GoldenFiles.list(directory).filter { !expected.contains($0) }
    }

    /// The golden's text, or `nil` when it is missing.
    package func golden(_ file: String) -> String? { GoldenFiles.read(directory + "/" + file) }
}
