import LoupeCore
import Synchronization

/// The text of a big copy being made (`WorkRunner.extract`): how far it got, the text once it
/// is done, and its cancellation (Esc). The interface reads it on its ticks, under its lock;
/// the extraction keeps its text to itself until it is whole.
public final class TextExtraction: Sendable {
    /// The selection copied (a stream or a block).
    public let span: SelectionSpan
    private let state = Mutex<(progress: Double, text: String?, stopped: Bool)>((0, nil, false))
    private let cancelled = Atomic<Bool>(false)

    /// An extraction of `span` that has not begun.
    public init(span: SelectionSpan) {
        self.span = span
    }

    /// Stops it before its next chunk of lines; its text is never made.
    public func cancel() { cancelled.store(true, ordering: .relaxed) }

    /// Whether `cancel()` was called.
    public var isCancelled: Bool { cancelled.load(ordering: .relaxed) }

    /// The share of the lines done, from 0 to 1.
    public var progress: Double { state.withLock { $0.progress } }

    /// The text, once all of it is made (nil before, and after a cancel).
    public var text: String? { state.withLock { $0.text } }

    /// Whether it ended: done or cancelled.
    public var isOver: Bool { state.withLock { $0.stopped } }

    /// Makes the text on the calling thread, reading `corpus` with a cursor of its own.
    func run(_ corpus: any FindCorpus, lineCount: Int, trim: Bool) {
        var cursor = corpus.makeCursor()
        let text = SelectionText.text(of: span, lineCount: lineCount, reading: &cursor, trim: trim, shouldStop: { isCancelled },
                                      progress: { share in state.withLock { $0.progress = share } })
        state.withLock { $0 = (text == nil ? $0.progress : 1, text, true) }
    }
}

extension WorkRunner {
    /// Starts making the text of a selection (a stream or a block) of a document of `lineCount`
    /// lines, read from `corpus` (`trim`: without the spaces that end lines).
    public func extract(_ span: SelectionSpan, from corpus: any FindCorpus, lineCount: Int, trim: Bool) -> TextExtraction {
        let extraction = TextExtraction(span: span)
        run { extraction.run(corpus, lineCount: lineCount, trim: trim) }
        return extraction
    }
}
