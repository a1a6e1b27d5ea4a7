#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A whole file's bytes, size-limited: a regular file over the limit is refused before
/// it is read, so that a huge file costs no memory; a pipe (`/dev/stdin`, `<(…)`, a FIFO)
/// is read up to the limit and refused past it. Used by `--items` and by the fuzzer's replay.
package enum FileBytes {
    /// `option` names what the file is for in the error (`--items`).
    package static func read(_ path: String, limit: Int, for option: String) throws(UsageError) -> [UInt8] {
        // O_NONBLOCK, so that opening a FIFO nobody writes to does not hang; cleared below.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw UsageError(message: "\(option) \(path): cannot be read (\(String(cString: strerror(errno))))")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw UsageError(message: "\(option) \(path): cannot be read (\(String(cString: strerror(errno))))")
        }
        let kind = info.st_mode & S_IFMT
        if kind == S_IFIFO || kind == S_IFCHR || kind == S_IFSOCK {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
            return try stream(descriptor, path: path, limit: limit, option: option)
        }
        guard kind == S_IFREG else {
            throw UsageError(message: "\(option) \(path): not a file or a pipe")
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

    /// Reads a pipe to its end, refusing it once it passes the limit.
    private static func stream(
        _ descriptor: Int32, path: String, limit: Int, option: String
    ) throws(UsageError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw UsageError(message: "\(option) \(path): cannot be read (\(String(cString: strerror(errno))))")
            }
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
            if bytes.count > limit {
                throw UsageError(message: "\(option) \(path): more than \(limit) bytes, the limit")
            }
        }
    }
}
