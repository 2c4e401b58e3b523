#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LoupeCore

/// The bytes of a file without reading them all up front: memory-mapped when the
/// file is a regular file, read into memory when it is a pipe or standard input.
///
/// Mapping a 1 GB log costs nothing until pages are touched, so the first
/// screen shows at once and resident memory stays bounded by what is viewed.
// @unchecked Sendable: every property is a `let` set in `init`, and the bytes behind `bytes` are
// never written after it (a private read-only mapping, or a copy made in `init`); the indexer's
// thread only reads them.
public final class MappedFile: @unchecked Sendable {
    /// The file's bytes.
    public let bytes: UnsafeBufferPointer<UInt8>
    /// The name shown to people (the path, or "standard input").
    public let name: String
    private let mapped: Bool
    private let owned: UnsafeMutableBufferPointer<UInt8>?

    /// Opens a file by path, or standard input for `-` (mapped too when it is a regular file,
    /// as with `loupe view - < log`; otherwise read to its end: see `StreamBuffer` for reading as it comes).
    public init(path: String) throws {
        let fd: Int32, st: stat
        if path == "-" {
            self.name = "standard input"
            fd = dup(0)
            var status = stat()
            guard fd >= 0, fstat(fd, &status) == 0 else {
                throw InputSourceError.unreadable(name, reason: String(cString: strerror(errno)))
            }
            st = status
        } else {
            self.name = path
            (fd, st) = try InputSource.open(path: path)
        }
        defer { close(fd) }
        let size = Int(st.st_size)
        if (st.st_mode & S_IFMT) == S_IFREG && size > 0,
           let p = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), p != MAP_FAILED {
            _ = madvise(p, size, MADV_SEQUENTIAL)
            self.bytes = UnsafeBufferPointer(start: p.assumingMemoryBound(to: UInt8.self), count: size)
            self.mapped = true
            self.owned = nil
        } else {
            (self.owned, self.bytes) = Self.copy(try InputSource.readAll(fd: fd, name: name))
            self.mapped = false
        }
    }

    /// Wraps bytes already in memory (tests, captures).
    public init(bytes data: [UInt8], name: String) {
        (self.owned, self.bytes) = Self.copy(data)
        self.mapped = false
        self.name = name
    }

    /// A scan through a mapped file (the line index, a search) gives its pages back each time it
    /// has read this much further, so it adds at most this much to resident memory; the kernel's
    /// read-ahead goes on in the page cache, which is not the process's. 2 MiB: a search typed a
    /// letter at a time has a scan or two still stopping beside the one that goes on, and the
    /// program's own code is most of the rest (16 of 31 MB at a search's peak on a 1 GiB log,
    /// `find.py --from-end`); the count takes no longer than at 4 MiB.
    public static let releaseStep = 2 << 20

    /// Tells the kernel the pages of `range` are not needed now (a mapped file only):
    /// they leave resident memory and are read again from the file if touched.
    /// Used after indexing, so scanning a 1 GB log does not keep it all resident.
    public func dropPages(_ range: Range<Int>) {
        guard mapped, let base = bytes.baseAddress else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let start = (range.lowerBound + page - 1) / page * page
        let end = min(bytes.count, range.upperBound) / page * page
        guard end > start else { return }
        _ = madvise(UnsafeMutableRawPointer(mutating: base + start), end - start, MADV_DONTNEED)
    }

    /// Copies bytes into memory this object owns.
    private static func copy(_ data: [UInt8]) -> (UnsafeMutableBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, data.count))
        _ = buffer.initialize(from: data)
        return (buffer, UnsafeBufferPointer(rebasing: buffer[0..<data.count]))
    }

    deinit {
        if mapped, let base = bytes.baseAddress {
            munmap(UnsafeMutableRawPointer(mutating: base), bytes.count)
        }
        owned?.deallocate()
    }
}
