#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LoupeCore
import LoupeRuntime
import Synchronization

/// Standard input, a pipe or a device (`/dev/zero`, `tail -f`), read on a thread of its own into
/// memory reserved up front, so the pager shows what has arrived while the rest is still coming.
///
/// The bytes never move: the reader thread appends after `count` and publishes the new count
/// under a lock, and readers look only below a count they were given. Memory is bounded by
/// `capacity`, which counts the text and 8 bytes for each line (what the line index will
/// keep): when it is reached, reading stops (the writer waits, as for any slow reader), and
/// `end` says so. Pages of the reservation become resident only as they are written.
// @unchecked Sendable: the counts and flags (`State`) are read and written only inside `state`'s
// lock; the bytes below a published count are never written again, and the reader thread
// writes only above it.
public final class StreamBuffer: @unchecked Sendable {
    /// How a stream stopped being read.
    public enum End: Hashable, Sendable {
        /// The writer closed it (end of file).
        case finished
        /// The memory cap was reached; nothing more is read.
        case capped
        /// Reading failed, with the system's reason.
        case failed(String)
    }

    /// The cap for one input: 256 MiB of text and line index together.
    public static let defaultCapacity = 256 << 20

    /// The name shown to people ("standard input", or the path).
    public let name: String
    /// The most this stream may hold: the text plus 8 bytes a line.
    public let capacity: Int
    private let fd: Int32
    private let closeWhenDone: Bool
    private let base: UnsafeMutablePointer<UInt8>?
    private let state: Mutex<State>

    /// What the reader thread publishes and the pager reads.
    private struct State {
        var count = 0
        var newlines = 0
        var end: End?
        var started = false
        var cancelled = false
    }

    /// A stream over an open descriptor (not read until `start()`); `closeWhenDone` closes it when
    /// the input ends or fails (not at the cap, so that the writer waits rather than dies). Fails only when the memory cannot even be reserved.
    public init(fd: Int32, name: String, capacity: Int = StreamBuffer.defaultCapacity, closeWhenDone: Bool) {
        self.fd = fd
        self.name = name
        self.capacity = max(1 << 16, capacity)
        self.closeWhenDone = closeWhenDone
        let p = mmap(nil, self.capacity, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0)
        if let p, p != MAP_FAILED {
            base = p.assumingMemoryBound(to: UInt8.self)
            state = Mutex(State())
        } else {
            base = nil
            state = Mutex(State(end: .failed("cannot reserve \(self.capacity >> 20) MiB of memory")))
        }
    }

    /// The input at `path` (standard input for `-`) as a stream when it must be read as one: when
    /// it is not a regular file with content (a pipe, a terminal, a device such as /dev/zero, a
    /// file in /proc). Nil for a regular file, which is better mapped (`MappedFile`).
    public static func open(path: String, capacity: Int = StreamBuffer.defaultCapacity) throws -> StreamBuffer? {
        if path == "-" {
            var st = stat()
            if fstat(0, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG && st.st_size > 0 { return nil }
            return StreamBuffer(fd: 0, name: "standard input", capacity: capacity, closeWhenDone: false)
        }
        let (fd, st) = try InputSource.open(path: path)
        if (st.st_mode & S_IFMT) == S_IFREG && st.st_size > 0 {
            close(fd)
            return nil
        }
        return StreamBuffer(fd: fd, name: path, capacity: capacity, closeWhenDone: true)
    }

    /// The bytes read so far and how reading ended (nil while it goes on).
    public func progress() -> (count: Int, end: End?) {
        state.withLock { ($0.count, $0.end) }
    }

    /// The first `count` bytes (a count `progress()` gave).
    public func bytes(count: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base, count: base == nil ? 0 : min(max(0, count), capacity))
    }

    /// Starts the reader thread (once).
    public func start() {
        let starts = state.withLock { state in
            guard !state.started, !state.cancelled, state.end == nil, base != nil else { return false }
            state.started = true
            return true
        }
        guard starts else { return }
        if !BackgroundThread.run({ [self] in readLoop() }) {
            state.withLock { $0.end = .failed("cannot start a thread to read it") }
        }
    }

    /// Stops reading at the next chunk (the pager has closed). A read already waiting for a
    /// writer stays blocked until the process exits, which does not wait for it.
    public func cancel() {
        state.withLock { $0.cancelled = true }
    }

    /// Reads until the end, an error, the cap or `cancel()`, publishing each chunk.
    private func readLoop() {
        guard let base else { return }
        var stop: End?
        while stop == nil {
            let (at, lines, halt) = state.withLock { ($0.count, $0.newlines, $0.cancelled) }
            if halt { break }
            // A byte read costs at most 9 (a newline and its index entry): never read past the cap.
            let room = capacity - at - 8 * lines
            if room < 9 { stop = .capped; break }
            let n = read(fd, base + at, min(room / 9, 1 << 16))
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                stop = .failed(String(cString: strerror(errno)))
                break
            }
            if n == 0 { stop = .finished; break }
            var found = 0
            var p = UnsafeRawPointer(base + at)
            var left = n
            while left > 0, let hit = memchr(p, 0x0A, left) {
                found += 1
                let next = hit + 1
                left -= p.distance(to: next)
                p = UnsafeRawPointer(next)
            }
            state.withLock { state in
                state.count = at + n
                state.newlines += found
            }
        }
        state.withLock { state in
            if state.end == nil { state.end = stop ?? .finished }
        }
        // At the cap the descriptor stays open: the writer waits instead of dying of SIGPIPE.
        if closeWhenDone && stop != .capped { close(fd) }
    }

    deinit {
        // The reader thread holds `self` while it runs, so it has ended by now.
        if let base { munmap(base, capacity) }
    }
}
