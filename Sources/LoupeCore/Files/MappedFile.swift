#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of a file without reading them all up front: memory-mapped when the
/// file is a regular file, read into memory when it is a pipe or standard input.
///
/// Mapping a 1 GB log costs nothing until pages are touched, so the first
/// screen shows at once and resident memory stays bounded by what is viewed.
public final class MappedFile: @unchecked Sendable {
    /// The file's bytes.
    public let bytes: UnsafeBufferPointer<UInt8>
    /// The name shown to people (the path, or "standard input").
    public let name: String
    private let mapped: Bool
    private let owned: UnsafeMutableBufferPointer<UInt8>?

    /// Opens a file by path, or standard input for `-`.
    public init(path: String) throws {
        if path == "-" {
            self.name = "standard input"
            let data = try InputSource.readAll(fd: 0, name: name)
            let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, data.count))
            _ = buffer.initialize(from: data)
            self.owned = buffer
            self.bytes = UnsafeBufferPointer(rebasing: buffer[0..<data.count])
            self.mapped = false
            return
        }
        self.name = path
        var st = stat()
        guard stat(path, &st) == 0 else {
            let e = errno
            if e == ENOENT || e == ENOTDIR { throw InputSourceError.notFound(path) }
            throw InputSourceError.unreadable(path, reason: String(cString: strerror(e)))
        }
        if (st.st_mode & S_IFMT) == S_IFDIR { throw InputSourceError.isDirectory(path) }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw InputSourceError.unreadable(path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        let size = Int(st.st_size)
        if (st.st_mode & S_IFMT) == S_IFREG && size > 0,
           let p = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), p != MAP_FAILED {
            _ = madvise(p, size, MADV_SEQUENTIAL)
            self.bytes = UnsafeBufferPointer(start: p.assumingMemoryBound(to: UInt8.self), count: size)
            self.mapped = true
            self.owned = nil
        } else {
            let data = try InputSource.readAll(fd: fd, name: path)
            let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, data.count))
            _ = buffer.initialize(from: data)
            self.owned = buffer
            self.bytes = UnsafeBufferPointer(rebasing: buffer[0..<data.count])
            self.mapped = false
        }
    }

    /// Wraps bytes already in memory (tests, captures).
    public init(bytes data: [UInt8], name: String) {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, data.count))
        _ = buffer.initialize(from: data)
        self.owned = buffer
        self.bytes = UnsafeBufferPointer(rebasing: buffer[0..<data.count])
        self.mapped = false
        self.name = name
    }

    deinit {
        if mapped, let base = bytes.baseAddress {
            munmap(UnsafeMutableRawPointer(mutating: base), bytes.count)
        }
        owned?.deallocate()
    }
}
