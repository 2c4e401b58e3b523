/// A document that learns its length as it reads (a lazy file): `loadAll` reads to the end.
public protocol IncrementalDocument: TextDocument {
    /// Whether every line is known.
    var isComplete: Bool { get }
    /// Reads to the end, so `lineCount` is final.
    func loadAll()
}

extension IncrementalDocument {
    /// The document itself.
    public var incremental: (any IncrementalDocument)? { self }
}
