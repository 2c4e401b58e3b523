/// A rectangle of cells: an origin and a size, half-open on the far edges.
public struct GridRect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left cell.
    public var origin: GridPoint
    /// The width and height in cells.
    public var size: GridSize

    /// Creates a rectangle from its top-left cell and size.
    public init(origin: GridPoint, size: GridSize) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from column, row, width and height.
    public init(column: Int, row: Int, columns: Int, rows: Int) {
        self.init(origin: GridPoint(column: column, row: row), size: GridSize(columns: columns, rows: rows))
    }

    /// First column inside.
    public var minColumn: Int { origin.column }
    /// First row inside.
    public var minRow: Int { origin.row }
    /// One past the last column inside.
    public var maxColumn: Int { origin.column + size.columns }
    /// One past the last row inside.
    public var maxRow: Int { origin.row + size.rows }
    /// Whether it holds no cell.
    public var isEmpty: Bool { size.columns == 0 || size.rows == 0 }

    /// Whether the cell is inside.
    public func contains(_ point: GridPoint) -> Bool {
        point.column >= minColumn && point.column < maxColumn && point.row >= minRow && point.row < maxRow
    }

    /// The overlap of two rectangles (empty when they do not meet).
    public func intersection(_ other: GridRect) -> GridRect {
        let c0 = max(minColumn, other.minColumn), r0 = max(minRow, other.minRow)
        let c1 = min(maxColumn, other.maxColumn), r1 = min(maxRow, other.maxRow)
        return GridRect(column: c0, row: r0, columns: max(0, c1 - c0), rows: max(0, r1 - r0))
    }

    /// `column,row+columnsxrows`.
    public var description: String { "\(origin)+\(size)" }
}
