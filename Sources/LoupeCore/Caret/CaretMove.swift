/// A move of a keyboard caret, vi's motions (`CaretMotion` carries it out; which key asks for
/// which is the caller's keymap).
public enum CaretMove: Hashable, Sendable {
    /// One character (a grapheme cluster; a wide character is one step) left or right on its line.
    case left, right
    /// One visual row up or down, keeping the column the caret wants.
    case up, down
    /// To the start of the next word (`w`), by the double click's word rules.
    case wordForward
    /// To the start of this word or the one before (`b`).
    case wordBackward
    /// To the end of this word or the next (`e`).
    case wordEnd
    /// To the first character of the line (`0`).
    case lineStart
    /// To the first character of the line that is not blank (`^`).
    case firstNonBlank
    /// To the last character of the line (`$`), and it stays at line ends going up or down.
    case lineEnd
    /// To the screen's top row (`H`), middle row (`M`) or bottom row (`L`): the rows a move
    /// reaches without scrolling (one row of padding kept where the view can scroll).
    case screenTop, screenMiddle, screenBottom
    /// To the document's first line (`g`) or last line (`G`).
    case documentStart, documentEnd
    /// By screens (a screen less one row; negative: up): PgDn, PgUp.
    case pages(Int)
    /// By half screens (negative: up): ctrl+d, ctrl+u.
    case halfPages(Int)

    /// How many rows a page move goes on a view `height` rows high (nil: not a page move).
    public func pageRows(height: Int) -> Int? {
        let page = max(1, height - 1)
        switch self {
        case let .pages(n): return page * n
        case let .halfPages(n): return max(1, page / 2) * n
        default: return nil
        }
    }
}
