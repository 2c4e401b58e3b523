/// A cell position on a grid: zero-based column and row.
public struct GridPoint: Hashable, Sendable, CustomStringConvertible {
    /// Zero-based column.
    public var column: Int
    /// Zero-based row.
    public var row: Int

    /// Creates a point from a zero-based column and row.
    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }

    /// `column,row`, zero-based.
    public var description: String { "\(column),\(row)" }
}
