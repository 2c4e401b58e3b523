import Glibc
import LoupeIO

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
        let read: ReadToEnd.Bytes
        do { read = try ReadToEnd.bytes(of: fd, limit: 1 << 20, chunk: 16384) } catch { throw .unreadable(error.reason) }
        guard read.reachedEnd else { throw .unreadable("it is larger than 1 MiB") }
        return String(decoding: read.bytes, as: UTF8.self)
    }

    static func reason(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
