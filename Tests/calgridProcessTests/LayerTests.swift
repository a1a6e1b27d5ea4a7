import Foundation
import Testing

/// The library's folders use only the folders below them (docs/design.md, "Layers"):
/// Scripts/layers reads every source file, and fails naming a file that uses a type of a
/// higher layer.
@Suite("The library's layers")
struct LayerTests {
    @Test("each folder of Sources/CalendarGrid uses only its own layer and those below (Scripts/layers)")
    func layers() {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let result = ProcessRunner.run([root + "/Scripts/layers"], executable: "/usr/bin/env")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("each uses only its own layer"))
    }
}
