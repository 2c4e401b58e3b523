import LoupeCore
import Synchronization

/// One running (or finished) search: the thread-safe aggregator its scan hands results to,
/// and its cancellation. The interface reads it under its lock (`read`), never copying the
/// results, while the scan goes on; typing another character cancels it (`cancel`).
public final class FindSearch: Sendable {
    /// The query's matcher.
    public let matcher: FindMatcher
    private let results: Mutex<(results: FindResults, version: Int)>
    private let cancelled = Atomic<Bool>(false)

    /// A search from `start` that has found nothing yet.
    public init(matcher: FindMatcher, start: Int) {
        self.matcher = matcher
        results = Mutex((FindResults(start: start), 0))
    }

    /// Stops the scan at its next chunk.
    public func cancel() { cancelled.store(true, ordering: .relaxed) }

    /// Whether `cancel()` was called.
    public var isCancelled: Bool { cancelled.load(ordering: .relaxed) }

    /// Reads the results under the lock.
    public func read<T>(_ body: (FindResults) -> T) -> T {
        results.withLock { body($0.results) }
    }

    /// Goes up with every chunk added, so a reader can tell when something new arrived.
    public var version: Int { results.withLock { $0.version } }

    /// Adds a scanned chunk (the scan's side).
    public func add(_ chunk: FindScanChunk) {
        results.withLock {
            $0.results.add(chunk)
            $0.version += 1
        }
    }

    /// Runs the whole scan over `corpus` on the calling thread.
    public func scan(_ corpus: any FindCorpus) {
        let start = read { $0.start }
        FindScan.run(corpus, matcher: matcher, from: start, shouldStop: { isCancelled }, publish: { add($0) })
    }
}
