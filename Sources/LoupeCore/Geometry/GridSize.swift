/// The size of a cell grid in columns and rows.
public struct GridSize: Hashable, Sendable, CustomStringConvertible {
    /// Number of columns (cells per row).
    public var columns: Int
    /// Number of rows.
    public var rows: Int

    /// Creates a size; negative values are clamped to zero.
    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
    }

    /// `columns x rows`.
    public var description: String { "\(columns)x\(rows)" }

    /// The number of cells.
    public var area: Int { columns * rows }
}
