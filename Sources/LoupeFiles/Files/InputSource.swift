#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LoupeCore
import LoupeIO

/// Why an input file could not be read, with a message a person can act on.
public enum InputSourceError: Error, Hashable, CustomStringConvertible {
    /// No such file.
    case notFound(String)
    /// The path is a directory.
    case isDirectory(String)
    /// The file exists but cannot be read (permissions, I/O error).
    case unreadable(String, reason: String)
    /// The input goes on past the most that is read into memory at once (an endless device).
    case tooLarge(String, limit: Int)

    /// One line naming the problem.
    public var description: String {
        switch self {
        case let .notFound(p): return "cannot open '\(p)': no such file"
        case let .isDirectory(p): return "cannot open '\(p)': it is a directory (give a file, or - for standard input)"
        case let .unreadable(p, reason): return "cannot read '\(p)': \(reason)"
        case let .tooLarge(p, limit): return "cannot read '\(p)': it is larger than \(limit >> 20) MiB (or never ends)"
        }
    }
}

/// Reads the bytes Loupe shows: a file by path, or standard input for `-`.
public enum InputSource {
    /// The most `readAll` reads into memory (the cap of a stream, `StreamBuffer.defaultCapacity`).
    public static let readLimit = 256 << 20

    /// Reads a whole file, or standard input when `path` is `-`, up to `limit` bytes.
    public static func readAll(path: String, limit: Int = InputSource.readLimit) throws -> [UInt8] {
        if path == "-" { return try readAll(fd: 0, name: "standard input", limit: limit) }
        let (fd, _) = try open(path: path)
        defer { close(fd) }
        return try readAll(fd: fd, name: path, limit: limit)
    }

    /// Opens a file for reading, refusing directories, with errors a person can act on.
    /// Returns the descriptor (the caller closes it) and the file's status.
    public static func open(path: String) throws -> (fd: Int32, status: stat) {
        var st = stat()
        guard stat(path, &st) == 0 else {
            let e = errno
            if e == ENOENT || e == ENOTDIR { throw InputSourceError.notFound(path) }
            throw InputSourceError.unreadable(path, reason: String(cString: strerror(e)))
        }
        if (st.st_mode & S_IFMT) == S_IFDIR { throw InputSourceError.isDirectory(path) }
        let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw InputSourceError.unreadable(path, reason: String(cString: strerror(errno))) }
        return (fd, st)
    }

    /// Reads a file descriptor to its end; past `limit` bytes it throws `tooLarge` (/dev/zero never ends).
    public static func readAll(fd: Int32, name: String, limit: Int = InputSource.readLimit) throws -> [UInt8] {
        let read: ReadToEnd.Bytes
        do { read = try ReadToEnd.bytes(of: fd, limit: limit) } catch { throw InputSourceError.unreadable(name, reason: error.reason) }
        guard read.reachedEnd else { throw InputSourceError.tooLarge(name, limit: limit) }
        return read.bytes
    }
}
