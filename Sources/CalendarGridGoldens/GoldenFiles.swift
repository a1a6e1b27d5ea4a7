#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// File access for the goldens, with the C library only: like the library and the command
/// line they test, the goldens need no Foundation.
package enum GoldenFiles {
    /// The package root: two levels above this file (Sources/CalendarGridGoldens).
    package static let root: String = {
        let parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        return parts.dropLast(3).joined(separator: "/")
    }()

    package static func read(_ path: String) -> String? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @discardableResult
    package static func write(_ text: String, to path: String) -> Bool {
        makeDirectories(for: path)
        guard let file = fopen(path, "wb") else { return false }
        defer { fclose(file) }
        let bytes = Array(text.utf8)
        return fwrite(bytes, 1, bytes.count, file) == bytes.count
    }

    package static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    /// The names of the regular files in a directory.
    package static func list(_ directory: String) -> [String] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if !name.hasPrefix(".") { names.append(name) }
        }
        return names.sorted()
    }

    /// Removes a file; `false` when it could not be removed.
    @discardableResult
    package static func remove(_ path: String) -> Bool { unlink(path) == 0 }

    private static func makeDirectories(for path: String) {
        var current = ""
        for part in path.split(separator: "/").dropLast() {
            current += "/" + part
            mkdir(current, 0o755)
        }
    }
}
