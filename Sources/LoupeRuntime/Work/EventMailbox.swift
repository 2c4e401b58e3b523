#if canImport(Glibc)
import Glibc
#endif
import LoupeCore
import Synchronization

/// Where threads leave events for the program loop: what came of work done off the loop's
/// thread (a search's results, a big copy's outcome). A thread posts; a byte on
/// `wakeDescriptor` says something is waiting, so a backend that waits on the terminal wakes
/// (it polls the descriptor beside it) and takes the events (`take(at:)`), stamped with the time
/// they are taken, in the order they were posted.
public final class EventMailbox: Sendable {
    private let waiting = Mutex<[@Sendable (Instant) -> InputEvent]>([])
    /// The self-pipe's two ends (read end non-blocking: `take` drains it).
    private let wake: (read: Int32, write: Int32)

    /// An empty mailbox with its wake pipe (without one, events are seen only when taken).
    public init() {
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) == 0 {
            for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            _ = fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK)
        } else {
            fds = [-1, -1]
        }
        wake = (fds[0], fds[1])
    }

    deinit {
        for fd in [wake.read, wake.write] where fd >= 0 { close(fd) }
    }

    /// A descriptor that becomes readable when events wait (-1 when no pipe could be made).
    public var wakeDescriptor: Int32 { wake.read }

    /// Leaves an event, made with the time it is taken at, and wakes the loop.
    public func post(_ event: @escaping @Sendable (Instant) -> InputEvent) {
        waiting.withLock { $0.append(event) }
        if wake.write >= 0 {
            var byte: UInt8 = 1
            _ = write(wake.write, &byte, 1)
        }
    }

    /// The events posted since the last call, oldest first, stamped `now`.
    public func take(at now: Instant) -> [InputEvent] {
        if wake.read >= 0 {
            var bytes = [UInt8](repeating: 0, count: 64)
            while read(wake.read, &bytes, bytes.count) > 0 {}
        }
        let events = waiting.withLock { waiting in
            defer { waiting.removeAll() }
            return waiting
        }
        return events.map { $0(now) }
    }
}
