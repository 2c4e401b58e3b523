import LoupeCore
import LoupeRuntime
import Synchronization

/// Indexes a big file's lines on a background thread once the first screen is up, so that
/// "go to end" (G) has nothing left to do by the time it is pressed: on a 1 GB log the
/// full index takes a few hundred milliseconds. `FileDocument.loadAll` asks `wait()` for it.
/// A file of any size is indexed so: the index keeps checkpoints (16 bytes for each 64 KiB,
/// `LineIndex`), and the scan gives its pages back as it goes.
// @unchecked Sendable: `started` and `cancelled` are read and written only inside `flags`' lock;
// the index is handed over through `result`; `file` is a `let` of a Sendable type.
public final class BackgroundIndexer: @unchecked Sendable {
    private let file: MappedFile
    private let flags = Mutex((started: false, cancelled: false))
    /// The thread's index: nil when it was cancelled or no thread could be made.
    private let result = Completion<LineIndex?>()

    /// An indexer for a file (see `attach(to:)`, which also hands it to the document).
    public init(file: MappedFile) {
        self.file = file
    }

    /// Hands the document a way to get the index (call before the document is shown).
    public static func attach(to document: FileDocument) -> BackgroundIndexer? {
        guard !document.isComplete else { return nil }
        let indexer = BackgroundIndexer(file: document.file)
        document.completeIndex = { [indexer] in indexer.wait() }
        document.readyIndex = { [indexer] in indexer.ready() }
        return indexer
    }

    /// Starts indexing (once).
    public func start() {
        let starts = flags.withLock { flags in
            guard !flags.started, !flags.cancelled else { return false }
            flags.started = true
            return true
        }
        guard starts else { return }
        let started = BackgroundThread.run { [self] in
            result.complete(LineIndex.complete(over: file) { isCancelled })
        }
        if !started { result.complete(nil) }  // the document indexes the file itself when asked
    }

    private var isCancelled: Bool {
        flags.withLock { $0.cancelled }
    }

    /// The complete index, waiting for the thread if it is still at work; nil when it never started.
    public func wait() -> LineIndex? {
        guard flags.withLock({ $0.started }) else { return nil }
        return result.wait()
    }

    /// The complete index if the thread has finished, without waiting; else nil.
    public func ready() -> LineIndex? {
        result.value ?? nil
    }

    /// Stops the thread at its next chunk (the pager has closed) and never starts it again.
    public func cancel() {
        flags.withLock { $0.cancelled = true }
    }
}
