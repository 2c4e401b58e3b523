import Glibc
import LoupeIO

/// Reads the first bytes of a file for a link's preview: regular files only (a FIFO or a
/// device would block or never end), at most `limit` bytes, `~/` expanded.
enum PreviewFileReader {
    /// How many bytes a preview reads at most.
    static let limit = 64 * 1024

    /// The first bytes of the file at `path`, or nil when it is no regular file or cannot be read.
    static func read(_ path: String) -> [UInt8]? {
        var expanded = path
        if path.hasPrefix("~/") {
            guard let home = getenv("HOME").map({ String(cString: $0) }), !home.isEmpty else { return nil }
            expanded = home + path.dropFirst(1)
        }
        // O_NONBLOCK: opening a FIFO must not wait for a writer before fstat can refuse it.
        let fd = open(expanded, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { return nil }
        return try? ReadToEnd.bytes(of: fd, limit: limit).bytes
    }
}
