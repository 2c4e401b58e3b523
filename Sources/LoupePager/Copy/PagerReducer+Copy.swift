import LoupeCore
import LoupeRuntime

/// Copies of big selections: asked for here, made by a work (`PagerWork.extract`) whose progress
/// and text come back as events, cancelled with Esc.
extension PagerReducer {
    /// Copies the selection to `destination`: a small one at once (its effects), a big one
    /// (stream or block) by a `CopyJob` (nothing yet: its text comes on a later tick). A copy
    /// still being made is given up for the new one.
    static func copySelection(_ s: inout PagerState, to destination: CopyJob.Destination) -> [AppEffect] {
        if let span = largeSpan(s) { return copyLater(&s, span, to: destination) }
        guard let text = s.selectionText, !text.isEmpty else { return [] }
        return deliver(&s, text, to: destination)
    }

    /// The selection as a span when its text is too big to make at once (nil otherwise).
    static func largeSpan(_ s: PagerState) -> SelectionSpan? {
        s.selection.span(layout: s.layout).flatMap { s.settings.selection.extractsLater($0) ? $0 : nil }
    }

    /// Starts a `CopyJob` for a selection.
    static func copyLater(_ s: inout PagerState, _ span: SelectionSpan, to destination: CopyJob.Destination) -> [AppEffect] {
        forgetCopy(&s)
        let request = CopyJob.Request(span: span, lineCount: s.document.document.lineCount, trim: s.settings.selection.trim.trims(block: span.isBlock))
        s.copy = CopyJob(destination: destination, lines: span.lines.count, request: request, work: s.newWork("extract"))
        s.message = nil  // the status bar shows the copy's progress
        return []
    }

    /// The copied text goes where it should: the copy sinks (with a word in the status bar), or
    /// the picker's output.
    static func deliver(_ s: inout PagerState, _ text: String, to destination: CopyJob.Destination, lines: Int? = nil) -> [AppEffect] {
        switch destination {
        case .copy:
            return askToCopy(&s, text, amount: lines.map { "\($0) lines" })
        case .pick:
            return [.quit(status: 0, output: text)]
        }
    }

    /// Gives up the copy being made: its work, if started, is cancelled.
    static func forgetCopy(_ s: inout PagerState) {
        if let job = s.copy, !s.unstarted.contains(job.work) { s.workToCancel.append(job.work) }
        s.copy = nil
    }

    /// Takes in what the copy's work made (results of a copy given up are ignored): its progress
    /// for the status bar, and when it is done, its text delivered. Returns the effects.
    static func takeExtraction(_ s: inout PagerState, _ value: any WorkOutput, of work: WorkID) -> [AppEffect] {
        guard let job = s.copy, job.work == work else { return [] }
        if let progress = value as? PagerWork.Extracting {
            s.copy?.percent = Int(progress.share * 100)
            return []
        }
        guard let made = value as? PagerWork.Extracted else { return [] }
        s.copy = nil
        return deliver(&s, made.text, to: job.destination, lines: job.lines)
    }

    /// Esc while a copy is being made: it stops, and nothing is copied.
    static func cancelCopy(_ s: inout PagerState) {
        forgetCopy(&s)
        s.message = "copy cancelled"
    }

    /// "copying 1204332 lines… 38% · Esc cancels".
    static func copyingMessage(_ s: PagerState) -> String {
        guard let job = s.copy else { return "" }
        return "copying \(job.lines) lines… \(job.percent)% · Esc cancels"
    }
}
