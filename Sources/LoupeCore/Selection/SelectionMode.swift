/// The shape of a selection and the unit it grows by.
public enum SelectionMode: String, Hashable, Sendable, CaseIterable {
    /// A stream of text, grown cluster by cluster (press and drag).
    case character
    /// A stream of text, grown word by word (double click, then drag).
    case word
    /// A stream of whole logical lines (triple click, then drag).
    case line
    /// A rectangle of visual rows and columns (modifier + drag).
    case block
}
