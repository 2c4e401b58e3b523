#if canImport(Glibc)
import Glibc
import CThreads
#endif

/// A detached POSIX thread running one closure: the one way Loupe starts a thread (a search,
/// the line indexer, a stream's reader, a child's pipes), without Foundation's `Thread`.
public enum BackgroundThread {
    /// The closure handed to the new thread.
    private final class Box: @unchecked Sendable {  // written before the thread starts, read by it
        let body: @Sendable () -> Void
        /// The CPUs the thread may use once it runs, when it was asked to start on another one.
        var allowed: cpu_set_t?
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    /// Runs `body` on a new detached thread; false when no thread could be made (then `body`
    /// never runs, and the caller decides what to do instead).
    ///
    /// With `beside`, for work the caller waits on soon (a pager built while the terminal
    /// opens), the thread is asked to start on another CPU than the caller's, then may run
    /// anywhere: Linux often starts a new thread on its creator's CPU, where it waited 0.8 to
    /// 1.5 ms for the creator to yield in a third of the starts on a 2-core machine (45 us placed).
    @discardableResult
    public static func run(beside: Bool = false, _ body: @escaping @Sendable () -> Void) -> Bool {
        let made = Box(body)
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        if beside {
            var allowed = cpu_set_t()
            if loupe_thread_start_elsewhere(&attributes, &allowed) != 0 { made.allowed = allowed }
        }
        let box = Unmanaged.passRetained(made).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(&thread, &attributes, { raw in
            guard let raw else { return nil }
            let box = Unmanaged<Box>.fromOpaque(raw).takeRetainedValue()
            if var allowed = box.allowed { loupe_thread_run_anywhere(&allowed) }
            box.body()
            return nil
        }, box)
        guard status == 0 else {
            Unmanaged<Box>.fromOpaque(box).release()
            return false
        }
        pthread_detach(thread)
        return true
    }
}
