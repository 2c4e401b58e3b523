#if canImport(Glibc)
import Glibc
#endif

/// A detached POSIX thread running one closure: the one way Loupe starts a thread (a search,
/// the line indexer, a stream's reader, a child's pipes), without Foundation's `Thread`.
public enum BackgroundThread {
    /// The closure handed to the new thread.
    private final class Box: @unchecked Sendable {  // written once before the thread starts, read once by it
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    /// Runs `body` on a new detached thread; false when no thread could be made (then `body`
    /// never runs, and the caller decides what to do instead).
    @discardableResult
    public static func run(_ body: @escaping @Sendable () -> Void) -> Bool {
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        var thread = pthread_t()
        let made = pthread_create(&thread, nil, { raw in
            guard let raw else { return nil }
            let box = Unmanaged<Box>.fromOpaque(raw).takeRetainedValue()
            box.body()
            return nil
        }, box)
        guard made == 0 else {
            Unmanaged<Box>.fromOpaque(box).release()
            return false
        }
        pthread_detach(thread)
        return true
    }
}
