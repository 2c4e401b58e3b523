/// Per-row metadata of a cell buffer.
public struct RowInfo: Hashable, Sendable {
    /// The row continues into the next one (a soft wrap): copying joins them without a newline.
    public var softWrapped: Bool

    /// Creates row metadata.
    public init(softWrapped: Bool = false) { self.softWrapped = softWrapped }
}
