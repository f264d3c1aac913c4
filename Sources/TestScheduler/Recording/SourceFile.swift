#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A test's source file, read whole and replaced atomically: the only place record mode touches
/// the disk.
///
/// ``replace(with:)`` writes a temporary file next to the original (same directory, so same file
/// system), with the original's permissions, flushes it, then renames it over the original: a
/// reader sees the old file or the new one, never half of either, and a failed write leaves the
/// original as it was.
struct SourceFile {
    /// The file's real path (symbolic links resolved, so that a link is not replaced by a copy).
    let path: String

    /// The file at `path`; refuses a path that does not exist.
    init(path: String) throws(RecordRefusal) {
        guard let resolved = realpath(path, nil) else { throw .fileNotFound(path: path) }
        defer { free(resolved) }
        self.path = String(cString: resolved)
    }

    /// The file's bytes.
    func contents() throws(RecordRefusal) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: Self.lastError()) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: Self.lastError())
            }
            if count == 0 { return bytes }
            bytes += buffer[0..<count]
        }
    }

    /// Replaces the file's contents with `bytes`, atomically; refuses a file the user cannot
    /// write.
    func replace(with bytes: [UInt8]) throws(RecordRefusal) {
        guard access(path, W_OK) == 0 else { throw .notWritable(path: path, reason: Self.lastError()) }
        var status = stat()
        guard stat(path, &status) == 0 else { throw .notWritable(path: path, reason: Self.lastError()) }
        // A file its owner cannot write is read-only on purpose, even to a user (root) who could.
        guard status.st_mode & S_IWUSR != 0 else { throw .notWritable(path: path, reason: "it is read-only") }
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        let directory = String(path[..<slash])
        let name = String(path[slash...])
        var temporary = ""
        var descriptor: Int32 = -1
        for attempt in 0..<100 {
            temporary = "\(directory).\(name).marbles-record-\(getpid())-\(attempt)"
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else { throw .notWritable(path: path, reason: "its directory: \(Self.lastError())") }
        var written = 0
        var failure: String?
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                failure = Self.lastError()
                break
            }
            written += count
        }
        if failure == nil, fchmod(descriptor, status.st_mode & 0o7777) != 0 { failure = Self.lastError() }
        if failure == nil, fsync(descriptor) != 0 { failure = Self.lastError() }
        if close(descriptor) != 0, failure == nil { failure = Self.lastError() }
        if failure == nil, rename(temporary, path) != 0 { failure = Self.lastError() }
        if let failure {
            unlink(temporary)
            throw .writeFailed(path: path, reason: failure)
        }
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
