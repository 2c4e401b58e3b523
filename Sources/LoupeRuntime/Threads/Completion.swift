#if canImport(Glibc)
import Glibc
#endif

/// A value one thread delivers once and other threads wait for (a POSIX mutex and condition
/// variable; no Foundation): a background thread's result, such as a file's complete line index
/// or what a child process wrote.
// @unchecked Sendable: `delivered` is read and written only with `mutex` locked; the mutex and the
// condition live at addresses of their own that never move, made in `init` and freed in `deinit`.
public final class Completion<Value: Sendable>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var delivered: Value?

    /// A completion with no value yet.
    public init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    /// Delivers the value and wakes every waiter; a second delivery is ignored.
    public func complete(_ value: Value) {
        pthread_mutex_lock(mutex)
        if delivered == nil { delivered = value }
        pthread_cond_broadcast(condition)
        pthread_mutex_unlock(mutex)
    }

    /// The value, waiting until it is delivered.
    public func wait() -> Value {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while true {
            if let delivered { return delivered }
            pthread_cond_wait(condition, mutex)
        }
    }

    /// The value, waiting `seconds` at most for it; nil when it was not delivered by then.
    public func wait(seconds: Double) -> Value? {
        var deadline = timespec()
        clock_gettime(CLOCK_REALTIME, &deadline)
        let nanoseconds = Int(deadline.tv_nsec) + Int(max(0, seconds) * 1e9)
        deadline.tv_sec += nanoseconds / 1_000_000_000
        deadline.tv_nsec = nanoseconds % 1_000_000_000
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while delivered == nil {
            if pthread_cond_timedwait(condition, mutex, &deadline) == ETIMEDOUT { break }
        }
        return delivered
    }

    /// The value if it has been delivered, without waiting; else nil.
    public var value: Value? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return delivered
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }
}
