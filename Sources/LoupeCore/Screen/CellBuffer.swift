/// A rectangular grid of terminal cells with value semantics: a screen snapshot or a frame.
///
/// Cells are stored row-major in one contiguous array. Each row carries a
/// `RowInfo` (soft wrap), and the buffer carries an optional cursor and the
/// table of hyperlink targets its styles refer to.
public struct CellBuffer: Hashable, Sendable {
    /// The grid's size.
    public private(set) var size: GridSize
    /// Row-major cells, `size.columns * size.rows` of them.
    public private(set) var cells: [Cell]
    /// One entry per row.
    public var rowInfo: [RowInfo]
    /// The cursor, if the snapshot has one.
    public var cursor: GridPoint?
    /// Hyperlink targets referred to by `Style.hyperlink`.
    public var hyperlinks: HyperlinkTable

    /// Creates a buffer filled with one cell (blank by default).
    public init(size: GridSize, fill: Cell = .blank()) {
        self.size = size
        self.cells = Array(repeating: fill, count: size.area)
        self.rowInfo = Array(repeating: RowInfo(), count: size.rows)
        self.cursor = nil
        self.hyperlinks = HyperlinkTable()
    }

    /// Makes the buffer as `init(size:fill:)` would, reusing its storage when no other buffer
    /// shares it (no new allocation, no fresh pages to fault in: a pager redraws its whole
    /// screen on every page).
    public mutating func reset(size newSize: GridSize, fill: Cell = .blank()) {
        size = newSize
        let area = newSize.area
        if cells.capacity >= area {
            cells.removeAll(keepingCapacity: true)  // shared storage is left to its other owners, not copied
            cells.append(contentsOf: repeatElement(fill, count: area))
        } else {
            cells = Array(repeating: fill, count: area)
        }
        rowInfo = Array(repeating: RowInfo(), count: newSize.rows)
        cursor = nil
        hyperlinks = HyperlinkTable()
    }

    /// Creates a buffer of `columns x rows` blank cells.
    public init(columns: Int, rows: Int) {
        self.init(size: GridSize(columns: columns, rows: rows))
    }

    /// Number of columns.
    public var columns: Int { size.columns }
    /// Number of rows.
    public var rows: Int { size.rows }
    /// The whole grid as a rectangle at the origin.
    public var bounds: GridRect { GridRect(origin: GridPoint(column: 0, row: 0), size: size) }

    /// Whether a cell lies inside the grid.
    @inlinable public func contains(column: Int, row: Int) -> Bool {
        column >= 0 && row >= 0 && column < size.columns && row < size.rows
    }

    /// The cell at a position. Reading outside the grid gives a blank cell; writing outside is ignored.
    public subscript(column: Int, row: Int) -> Cell {
        get {
            guard contains(column: column, row: row) else { return .blank() }
            return cells[row * size.columns + column]
        }
        set {
            guard contains(column: column, row: row) else { return }
            cells[row * size.columns + column] = newValue
        }
    }

    /// The cell at a point (see the column/row subscript).
    public subscript(point: GridPoint) -> Cell {
        get { self[point.column, point.row] }
        set { self[point.column, point.row] = newValue }
    }

    /// The cells of one row.
    public func row(_ row: Int) -> ArraySlice<Cell> {
        guard row >= 0 && row < size.rows else { return [] }
        let start = row * size.columns
        return cells[start..<start + size.columns]
    }

    /// Replaces a row's cells (extra cells are dropped, missing ones left as they were).
    public mutating func setRow(_ row: Int, _ newCells: ArraySlice<Cell>) {
        guard row >= 0 && row < size.rows else { return }
        let start = row * size.columns, count = min(newCells.count, size.columns)
        guard count > 0 else { return }
        // Not generic: a generic copy called from another module runs unspecialized, a cell at a time through witnesses.
        cells.withUnsafeMutableBufferPointer { to in
            newCells.withUnsafeBufferPointer { from in
                _ = UnsafeMutableBufferPointer(rebasing: to[start..<start + count]).update(fromContentsOf: from[0..<count])
            }
        }
    }

    /// Replaces a row's cells (see the `ArraySlice` form).
    public mutating func setRow(_ row: Int, _ newCells: [Cell]) {
        setRow(row, newCells[...])
    }

    /// Makes a row the same as a row of `other` (the same row unless `sourceRow` says), from its
    /// column `sourceColumn`, as many cells as this buffer is wide; the row information comes
    /// along. Nothing happens when a row is outside its buffer or `other` is too narrow.
    public mutating func copyRow(_ row: Int, from other: CellBuffer, sourceRow: Int? = nil, sourceColumn: Int = 0) {
        let source = sourceRow ?? row
        let columns = size.columns
        guard row >= 0, row < size.rows, source >= 0, source < other.size.rows, sourceColumn >= 0,
              sourceColumn + columns <= other.size.columns else { return }
        let start = row * columns, offset = source * other.size.columns + sourceColumn - start
        cells.withUnsafeMutableBufferPointer { to in
            other.cells.withUnsafeBufferPointer { from in
                for i in start..<start + columns { to[i] = from[i + offset] }
            }
        }
        rowInfo[row] = other.rowInfo[source]
    }

    /// Makes some columns of a row the same as those of the same row of `other`, a buffer of the
    /// same size (nothing happens otherwise); the row information comes along. The columns are
    /// clamped to the row; a wide character they cut is the caller's to widen them to.
    public mutating func copyCells(ofRow row: Int, columns: Range<Int>, from other: CellBuffer) {
        guard other.size == size, row >= 0, row < size.rows else { return }
        let lo = max(0, columns.lowerBound), hi = min(size.columns, columns.upperBound)
        guard lo < hi else { return }
        let start = row * size.columns
        cells.withUnsafeMutableBufferPointer { to in
            other.cells.withUnsafeBufferPointer { from in
                for i in start + lo..<start + hi { to[i] = from[i] }
            }
        }
        rowInfo[row] = other.rowInfo[row]
    }

    /// Some columns of a row widened to whole wide characters: a span that starts on the right
    /// half of one or ends just before it takes the character in.
    public func wholeCharacters(ofRow row: Int, columns: Range<Int>) -> Range<Int> {
        guard row >= 0, row < size.rows else { return columns }
        var lo = max(0, columns.lowerBound), hi = min(size.columns, max(lo, columns.upperBound))
        if lo > 0, lo < size.columns, self[lo, row].isContinuation { lo -= 1 }
        if hi < size.columns, hi > lo, self[hi, row].isContinuation { hi += 1 }
        return lo..<hi
    }

    /// Puts a cell and, for a wide cell, its continuation; never leaves half a wide character.
    ///
    /// Overwriting either half of an existing wide character blanks its other half.
    /// A wide cell that would stick out of the right edge is drawn as a blank.
    public mutating func put(_ cell: Cell, column: Int, row: Int) {
        guard contains(column: column, row: row) else { return }
        breakWide(column: column, row: row)
        if cell.width == 2 {
            guard column + 1 < size.columns else {
                self[column, row] = .blank(cell.style)
                return
            }
            breakWide(column: column + 1, row: row)
            self[column, row] = cell
            self[column + 1, row] = .continuation(cell.style)
        } else {
            self[column, row] = cell.isContinuation ? .blank(cell.style) : cell
        }
    }

    /// Blanks the other half of a wide character that the cell at (column, row) belongs to.
    public mutating func breakWide(column: Int, row: Int) {
        let cell = self[column, row]
        if cell.isContinuation, column > 0, self[column - 1, row].isWide {
            self[column - 1, row] = .blank(self[column - 1, row].style)
        } else if cell.isWide, column + 1 < size.columns, self[column + 1, row].isContinuation {
            self[column + 1, row] = .blank(self[column + 1, row].style)
        }
    }

    /// Fills a rectangle (clipped to the grid) with one cell.
    public mutating func fill(_ rect: GridRect, with cell: Cell) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        for row in r.minRow..<r.maxRow {
            breakWide(column: r.minColumn, row: row)
            breakWide(column: r.maxColumn - 1, row: row)
            let start = row * size.columns
            cells.withUnsafeMutableBufferPointer { to in
                UnsafeMutableBufferPointer(rebasing: to[start + r.minColumn..<start + r.maxColumn]).update(repeating: cell)
            }
        }
    }

    /// The text of a row as shown, one grapheme per cell, continuation cells skipped.
    public func text(ofRow row: Int) -> String {
        var s = ""
        for cell in self.row(row) where !cell.isContinuation { s += cell.grapheme }
        return s
    }

    /// All rows' text joined by newlines (trailing spaces kept): handy for tests and `Expect Screen`.
    public var plainText: String {
        (0..<size.rows).map { text(ofRow: $0) }.joined(separator: "\n")
    }
}
