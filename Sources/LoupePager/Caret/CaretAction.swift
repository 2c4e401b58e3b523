import LoupeCore

/// What a key of caret mode's table does (`PagerKeymap.caret`, tried first while caret mode is on).
public enum CaretAction: Hashable, Sendable {
    /// Move the caret (a selection it is making follows).
    case move(CaretMove)
    /// Move the caret, starting a stream selection at it first if it is making none (shift+arrows).
    case extend(CaretMove)
    /// Start a selection at the caret: `.character` (`v`), `.line` (`V`), `.block` (ctrl+v); in
    /// a selection of another shape, change its shape; in one of this shape, stop selecting.
    case select(SelectionMode)
    /// Swap the caret and the other end of the selection (`o`).
    case swapEnds
    /// Take the selection as a mouse selection is taken (`y`, Enter): copy it (view), print it
    /// and end (pick), copy it and close (tmux).
    case take
    /// Clear the selection; with none, leave caret mode (Esc).
    case escape
    /// Leave caret mode (F7, as it entered).
    case leave
}
