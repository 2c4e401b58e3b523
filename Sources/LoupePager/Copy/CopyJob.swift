import LoupeCore
import LoupeRuntime

/// A copy too big to make at once (a stream or block selection of more than
/// `SelectionConfig.immediateTextLines` lines): its text is made off the interface's thread while the pager answers, with its
/// progress in the status bar, and goes where copies go when it is done; Esc cancels it. The
/// text is made by a work the reducer asks for (`PagerWork.extract`); its progress and its text
/// come back as events.
public struct CopyJob: Equatable {
    /// Where the text goes when it is made.
    public enum Destination: Equatable, Sendable {
        /// The copy sinks (`AppEffect.copy`: the tmux buffer, OSC 52, `--copy-command`).
        case copy
        /// The picker's output (`AppEffect.quit`).
        case pick
    }

    /// What the copy's work makes (`PagerWork.extract`).
    public struct Request: Equatable, Sendable {
        /// The selection: a stream or a block.
        public let span: SelectionSpan
        /// The document's lines when the copy was asked for (later lines are not taken).
        public let lineCount: Int
        /// Without the spaces that end lines.
        public let trim: Bool
    }

    /// Where the text goes.
    public let destination: Destination
    /// The lines copied.
    public let lines: Int
    /// The extraction.
    public let request: Request
    /// The work that makes the text (its results are taken in: progress, then the text).
    public let work: WorkID
    /// How much is done, in percent (the status bar's "copying 38%").
    public internal(set) var percent = 0
}
