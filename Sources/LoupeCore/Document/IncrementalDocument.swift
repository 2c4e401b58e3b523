/// A document that learns its length as it reads (a lazy file): it knows its lines only as far
/// as it was asked to find them (`index(through:)`, `loadAll()`); reading a line never finds more.
public protocol IncrementalDocument: TextDocument {
    /// Whether every line is known.
    var isComplete: Bool { get }
    /// Reads to the end, so `lineCount` is final.
    func loadAll()
    /// Finds the lines through `line` (fewer where the document ends first), so `lineCount`
    /// covers them.
    func index(through line: Int)
}

extension IncrementalDocument {
    /// The document itself.
    public var incremental: (any IncrementalDocument)? { self }
}
