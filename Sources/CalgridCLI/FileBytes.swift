#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A whole regular file's bytes, refused before reading when it is over a size limit,
/// so that a huge file costs no memory. Used by `--items` and by the fuzzer's replay.
package enum FileBytes {
    /// `option` names what the file is for in the error (`--items`).
    package static func read(_ path: String, limit: Int, for option: String) throws(UsageError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw UsageError(message: "\(option) \(path): cannot be read (\(String(cString: strerror(errno))))")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw UsageError(message: "\(option) \(path): not a regular file")
        }
        guard info.st_size <= limit else {
            throw UsageError(message: "\(option) \(path): \(info.st_size) bytes is over the limit of \(limit)")
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress!.advanced(by: filled), buffer.count - filled)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            filled += count
        }
        return Array(bytes[0..<filled])
    }
}
