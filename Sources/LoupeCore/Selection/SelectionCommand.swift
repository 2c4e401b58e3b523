/// What a key can ask of the selection engine (`SelectionEngine.perform`). Which key asks for
/// what is the caller's keymap (the pager's: Esc clears, ctrl+a selects all, shift+arrows extend).
public enum SelectionCommand: Hashable, Sendable {
    /// Clear the selection (nothing to do without one).
    case clear
    /// Select the whole document.
    case selectAll
    /// Move the selection's moving end by a cluster (`columns`: -1 or 1) or by visual rows
    /// (`rows`, when `columns` is 0); only while there is a selection.
    case extend(columns: Int, rows: Int)
}
