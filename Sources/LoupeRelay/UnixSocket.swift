import Glibc

/// The few Unix-domain stream socket calls the terminal relay needs, on raw descriptors.
/// Every descriptor is close-on-exec, and writes never raise SIGPIPE.
enum UnixSocket {
    /// Why a socket call failed: the call and `strerror`.
    struct Failure: Error, CustomStringConvertible {
        /// One line: what failed and why.
        var description: String
        init(_ call: String, _ code: Int32 = errno) {
            description = "\(call): \(String(cString: strerror(code)))"
        }
    }

    /// The longest path a socket address holds (without its terminating NUL).
    static let maximumPathLength = MemoryLayout.size(ofValue: sockaddr_un().sun_path) - 1

    /// A socket listening at `path` (which must not exist yet), non-blocking.
    static func listen(at path: String) throws -> Int32 {
        let fd = try stream(nonBlocking: true)
        let bound = try withAddress(path) { bind(fd, $0, $1) }
        guard bound == 0, Glibc.listen(fd, 1) == 0 else {
            let failure = Failure("cannot listen at \(path)")
            close(fd)
            throw failure
        }
        return fd
    }

    /// A blocking socket connected to the listener at `path`.
    static func connect(to path: String) throws -> Int32 {
        let fd = try stream(nonBlocking: false)
        var connected: Int32
        repeat { connected = try withAddress(path) { Glibc.connect(fd, $0, $1) } } while connected != 0 && errno == EINTR
        guard connected == 0 else {
            let failure = Failure("cannot connect to \(path)")
            close(fd)
            throw failure
        }
        return fd
    }

    /// Accepts one connection (made blocking and close-on-exec), or nil when none is waiting.
    static func accept(_ listener: Int32) -> Int32? {
        let fd = Glibc.accept(listener, nil, nil)
        guard fd >= 0 else { return nil }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return fd
    }

    /// Writes all of `text`; false when the peer has gone.
    @discardableResult
    static func send(_ fd: Int32, _ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return false }
            offset += n
        }
        return true
    }

    /// Reads one line (without its newline); nil at the end of the stream, on an error,
    /// after `timeout` milliseconds (-1: no limit) or past `limit` bytes.
    static func readLine(_ fd: Int32, timeout: Int32 = -1, limit: Int = 4096) -> String? {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while line.count <= limit {
            if timeout >= 0 {
                var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                let ready = poll(&p, 1, timeout)
                if ready < 0 && errno == EINTR { continue }
                if ready <= 0 { return nil }
            }
            let n = recv(fd, &byte, 1, 0)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return nil }
            if byte == UInt8(ascii: "\n") { return String(decoding: line, as: UTF8.self) }
            line.append(byte)
        }
        return nil
    }

    private static func stream(nonBlocking: Bool) throws -> Int32 {
        var type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        if nonBlocking { type |= Int32(SOCK_NONBLOCK.rawValue) }
        let fd = socket(AF_UNIX, type, 0)
        guard fd >= 0 else { throw Failure("cannot create a socket") }
        return fd
    }

    private static func withAddress(_ path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Int32) throws -> Int32 {
        let bytes = Array(path.utf8)
        guard !bytes.isEmpty, bytes.count <= maximumPathLength else {
            throw Failure("the socket path \(path) is longer than \(maximumPathLength) bytes", ENAMETOOLONG)
        }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
    }
}
