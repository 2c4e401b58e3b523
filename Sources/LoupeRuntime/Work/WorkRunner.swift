#if canImport(Glibc)
import Glibc
#endif

/// Where long work runs (a search, the text of a big copy): on a thread of its own in the
/// program, on the caller's thread in tests and recordings (so a recording is the same on
/// every machine). The work hands what it makes to an object the interface reads on its
/// ticks (`FindSearch`, `TextExtraction`).
public enum WorkRunner: Sendable {
    /// The whole work runs before `run` returns.
    case immediate
    /// The work runs on a background thread; results arrive as it goes.
    case background

    /// Runs `body` as this runner does (on this thread when no thread can be made).
    public func run(_ body: @escaping @Sendable () -> Void) {
        switch self {
        case .immediate:
            body()
        case .background:
            if !BackgroundThread.run(body) { body() }
        }
    }
}

/// A detached POSIX thread running one closure.
enum BackgroundThread {
    /// The closure handed to the new thread.
    private final class Box: @unchecked Sendable {  // written once before the thread starts, read once by it
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    /// Runs `body` on a new detached thread; false when no thread could be made.
    static func run(_ body: @escaping @Sendable () -> Void) -> Bool {
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
