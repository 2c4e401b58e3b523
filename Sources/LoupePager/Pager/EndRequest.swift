import LoupeCore
import LoupeRuntime

/// The pager waits for a lazy document to be read to its end (`PagerWork.readToEnd`), and
/// then does what asked for it: shows the end (G, F, starting at the end), selects all, or
/// takes the caret to the last line (`G` in caret mode).
public struct EndRequest: Equatable {
    /// What to do once every line is known.
    public enum Then: Equatable {
        /// Scroll to the end.
        case showEnd
        /// Select the whole document.
        case selectAll
        /// Take the caret to the last line.
        case caretEnd
    }

    /// The work that reads to the end.
    public let work: WorkID
    /// What to do then.
    public let then: Then
}
