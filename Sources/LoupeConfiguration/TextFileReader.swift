import Glibc

/// Reads a small text file with the C library (no Foundation on the way).
enum TextFileReader {
    /// Why a file could not be read.
    enum Failure: Error, Equatable {
        /// It does not exist.
        case missing
        /// Any other reason (strerror's text).
        case unreadable(String)
    }

    /// The file's bytes as UTF-8 text (invalid bytes become U+FFFD).
    static func read(_ path: String) throws(Failure) -> String {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw errno == ENOENT ? .missing : .unreadable(Self.reason(errno)) }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { throw .unreadable("it is a directory") }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16384)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .unreadable(Self.reason(errno))
            }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
            if bytes.count > 1 << 20 { throw .unreadable("it is larger than 1 MiB") }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func reason(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
