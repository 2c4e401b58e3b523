#if canImport(Glibc)
import Glibc
#endif
import LoupeCore

/// Where searches run: on a thread of their own in the program, on the caller's thread in
/// tests and recordings (so a recording is the same on every machine).
public enum FindRunner: Sendable {
    /// The whole search runs before `start` returns.
    case immediate
    /// The search runs on a background thread; results arrive as it goes.
    case background

    /// Starts a search for `matcher` over `corpus` from line `start`.
    public func start(_ matcher: FindMatcher, over corpus: any FindCorpus, from start: Int) -> FindSearch {
        let search = FindSearch(matcher: matcher, start: start)
        switch self {
        case .immediate:
            search.scan(corpus)
        case .background:
            if !BackgroundThread.run({ search.scan(corpus) }) { search.scan(corpus) }
        }
        return search
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
