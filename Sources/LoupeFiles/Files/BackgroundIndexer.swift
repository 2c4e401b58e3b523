import Foundation
import LoupeCore

/// Indexes a big file's lines on a background thread once the first screen is up, so that
/// "go to end" (G) has nothing left to do by the time it is pressed: on a 1 GB log the
/// full index takes a few hundred milliseconds. `FileDocument.loadAll` asks `wait()` for it.
// @unchecked Sendable: every mutable property (`started`, `finished`, `cancelled`, `index`) is
// read and written only with `condition` locked; `file` is a `let` of a Sendable type.
public final class BackgroundIndexer: @unchecked Sendable {
    /// Files up to this size are indexed without being asked (the index costs 8 bytes a line,
    /// about 74 MB for a 1 GiB log of 9 M lines); larger ones are indexed when G asks.
    public static let sizeLimit = 2 << 30

    private let file: MappedFile
    private let condition = NSCondition()
    private var started = false
    private var finished = false
    private var cancelled = false
    private var index: LineIndex?

    /// An indexer for a file (see `attach(to:)`, which also hands it to the document).
    public init(file: MappedFile) {
        self.file = file
    }

    /// Hands the document a way to get the index (call before the document is shown).
    public static func attach(to document: FileDocument) -> BackgroundIndexer? {
        guard document.file.bytes.count <= sizeLimit, !document.isComplete else { return nil }
        let indexer = BackgroundIndexer(file: document.file)
        document.completeIndex = { [indexer] in indexer.wait() }
        document.readyIndex = { [indexer] in indexer.ready() }
        return indexer
    }

    /// Starts indexing (once).
    public func start() {
        condition.lock()
        defer { condition.unlock() }
        guard !started, !cancelled else { return }
        started = true
        Thread.detachNewThread { [self] in
            let made = LineIndex.complete(over: file) { isCancelled }
            condition.lock()
            index = made
            finished = true
            condition.broadcast()
            condition.unlock()
        }
    }

    private var isCancelled: Bool {
        condition.lock()
        defer { condition.unlock() }
        return cancelled
    }

    /// The complete index, waiting for the thread if it is still at work; nil when it never started.
    public func wait() -> LineIndex? {
        condition.lock()
        defer { condition.unlock() }
        guard started else { return nil }
        while !finished { condition.wait() }
        return index
    }

    /// The complete index if the thread has finished, without waiting; else nil.
    public func ready() -> LineIndex? {
        condition.lock()
        defer { condition.unlock() }
        return finished ? index : nil
    }

    /// Stops the thread at its next chunk (the pager has closed) and never starts it again.
    public func cancel() {
        condition.lock()
        cancelled = true
        condition.unlock()
    }
}
