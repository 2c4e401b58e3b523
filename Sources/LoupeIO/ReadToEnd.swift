import Glibc

/// Reads a file descriptor to its end (or to a limit), retrying a read a signal interrupted
/// (EINTR): the one loop every target that reads a whole file or stream uses.
///
/// ```swift
/// let read = try ReadToEnd.bytes(of: fd, limit: 1 << 20)
/// if !read.reachedEnd { /* more than a MiB: refuse it, or use the first MiB */ }
/// ```
public enum ReadToEnd {
    /// A read failed: its `errno` (never EINTR, which is retried).
    public struct Failure: Error, Equatable, Sendable {
        /// The C library's error number.
        public var code: Int32

        /// Creates a failure.
        public init(code: Int32) { self.code = code }

        /// The C library's text for it (`strerror`).
        public var reason: String { strerror(code).map { String(cString: $0) } ?? "error \(code)" }
    }

    /// What a read gave.
    public struct Bytes: Equatable, Sendable {
        /// The bytes read, at most the limit.
        public var bytes: [UInt8]
        /// Whether the end was reached within the limit; false when there is more past it.
        public var reachedEnd: Bool

        /// Creates a result.
        public init(bytes: [UInt8], reachedEnd: Bool) {
            self.bytes = bytes
            self.reachedEnd = reachedEnd
        }
    }

    /// Reads `fd` until its end, or until `limit` bytes and one more (to tell whether there is
    /// more); reads of at most `chunk` bytes at a time. A read interrupted by a signal is tried
    /// again; any other error throws. A descriptor that never ends (/dev/zero) stops at the limit.
    public static func bytes(of fd: Int32, limit: Int, chunk: Int = 1 << 16) throws(Failure) -> Bytes {
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: max(1, min(chunk, limit + 1)))
        while out.count <= limit {
            let wanted = min(buffer.count, limit + 1 - out.count)
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, wanted) }
            if n < 0 {
                if errno == EINTR { continue }
                throw Failure(code: errno)
            }
            if n == 0 { return Bytes(bytes: out, reachedEnd: true) }
            out.append(contentsOf: buffer[0..<n])
        }
        out.removeLast(out.count - limit)
        return Bytes(bytes: out, reachedEnd: false)
    }
}
