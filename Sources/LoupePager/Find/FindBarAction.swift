/// What a key does to the find bar while it is open (the `find` rows of `PagerKeymap`); the
/// bar's other rows are the pager's own actions (Esc `clearFind`, ctrl+g `findNext`...).
public enum FindBarAction: Hashable, Sendable {
    /// Stop typing and keep the matches (Enter).
    case submit
    /// Stop typing and go to the previous match (shift+Enter).
    case submitPrevious
    /// Delete the query's last character; an empty query closes the bar (Backspace).
    case deleteBackward
    /// Empty the query (ctrl+u).
    case clearQuery
    /// Turn to the next case mode: smart, sensitive, insensitive (ctrl+r).
    case cycleCase
    /// Match whole words only, or not (ctrl+w).
    case toggleWholeWord
    /// Read the query as a regular expression, or not (ctrl+e).
    case toggleRegularExpression
}
