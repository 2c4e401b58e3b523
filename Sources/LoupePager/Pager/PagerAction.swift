import LoupeCore

/// What a key binding of the pager does (see `PagerKeymap`).
public enum PagerAction: Hashable, Sendable {
    /// End the session: status 0 when paging, 130 when picking (nothing picked).
    case quit
    /// Interrupt (Ctrl-C): end with status 130.
    case interrupt
    /// Suspend as job control does (Ctrl-Z), when the settings allow it.
    case suspend
    /// Scroll by rows (negative: up).
    case scrollLines(Int)
    /// Scroll by screens (a screen less one row; negative: up).
    case scrollPages(Int)
    /// Scroll by half screens (negative: up).
    case scrollHalfPages(Int)
    /// Go to the first line.
    case top
    /// Go to the end (reading the whole document).
    case end
    /// Scroll sideways (clipped lines only): positive to the right.
    case scrollColumns(Int)
    /// Open the find bar, searching forward (`/`) or backward (`?`).
    case find(FindState.Direction)
    /// Go to the next match (in the search's direction).
    case findNext
    /// Go to the previous match.
    case findPrevious
    /// Search for the selection, or the word under the pointer.
    case findWordOrSelection
    /// Stop finding: the decorations go.
    case clearFind
    /// Go to the end and stay there as a growing input grows (less's `F`); any other key stops it.
    case follow
    /// Move the highlight of a menu of this kind by items (Left/Right in the edit menu, Up/Down
    /// in the context menu); a key whose menu is not shown does what it does without one.
    case menuMove(MenuState.Kind, Int)
    /// Run the highlighted item of the menu shown.
    case menuRun
    /// Close the menu shown.
    case menuClose
    /// Move the focus ring to the next (1) or previous (-1) link on screen, in reading order.
    case linkFocus(Int)
    /// Preview the focused link; in a preview, run its highlighted action.
    case linkPreview
    /// Dismiss the preview (it shrinks back into the link), or take the focus ring away.
    case linkDismiss
    /// Move the preview's highlighted action by this many.
    case linkAction(Int)
    /// Ask the selection engine for a command (clear, select all, extend by a character or a row).
    case selection(SelectionCommand)
    /// Work the find bar while it is open (submit, delete, the options).
    case findBar(FindBarAction)
    /// Enter caret mode: select with the keyboard, the lens following the caret (`c`, F7).
    case caretMode
    /// A key of caret mode (its table, `PagerKeymap.caret`): move, select, take, leave.
    case caret(CaretAction)
}
