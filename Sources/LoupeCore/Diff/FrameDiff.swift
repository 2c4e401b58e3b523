/// The one frame diff: which cells of a new frame must be drawn again to turn the old frame into it.
///
/// Every backend draws through it (the ncurses screen and its overlay panels, the asciicast
/// recorder), so wide characters follow one rule everywhere: a cell is drawn again when it
/// changed, and a wide character is drawn again when either of its halves changed (a changed
/// continuation brings back its lead). What to write for a cell (a stand-in glyph, a blank for
/// a half that is cut off) is the backend's business; which cells is decided here.
///
/// ```swift
/// FrameDiff.forEachChange(from: previous, to: frame) { column, row in
///     write(frame[column, row], at: column, row)   // skip continuations; a lead writes both halves
/// }
/// ```
///
/// Rows compare bit for bit first (frames copied from one another keep their bits, so most
/// unchanged rows end there), then cell by cell: the work is one pass over the screen and no
/// cell is copied.
public enum FrameDiff {
    /// Calls `body(column, row)`, rows top to bottom and columns left to right, for each cell of
    /// `new` that must be drawn again since `old` (every cell when `old` is nil or another size).
    ///
    /// Only the `rows` x `columns` cells from `offset` are looked at; the coordinates given to
    /// `body` are relative to `offset` (an overlay's visible part, say). Both default to the whole buffer.
    public static func forEachChange(from old: CellBuffer?, to new: CellBuffer, rows: Int? = nil, columns: Int? = nil,
                                     offset: GridPoint = GridPoint(column: 0, row: 0), _ body: (_ column: Int, _ row: Int) -> Void) {
        let rows = max(0, min(rows ?? new.rows, new.rows - offset.row))
        let columns = max(0, min(columns ?? new.columns, new.columns - offset.column))
        guard rows > 0, columns > 0, offset.row >= 0, offset.column >= 0 else { return }
        let stride = new.columns
        new.cells.withUnsafeBufferPointer { np in
            guard let old, old.size == new.size else {
                for r in 0..<rows {
                    for c in 0..<columns { body(c, r) }
                }
                return
            }
            old.cells.withUnsafeBufferPointer { op in
                for r in 0..<rows {
                    let start = (r + offset.row) * stride + offset.column
                    if bitwiseEqual(np, op, start: start, count: columns) { continue }
                    for c in 0..<columns {
                        let i = start + c
                        var changed = np[i] != op[i]
                        // A wide character whose right half changed is drawn again whole.
                        if !changed, np[i].width == 2, c + 1 < columns, np[i + 1] != op[i + 1] { changed = true }
                        if changed { body(c, r) }
                    }
                }
            }
        }
    }

    /// The rows of `new` with at least one cell to draw again since `old` (all of them when `old` is nil or another size).
    public static func changedRows(from old: CellBuffer?, to new: CellBuffer) -> [Int] {
        var rows: [Int] = []
        forEachChange(from: old, to: new) { _, row in
            if rows.last != row { rows.append(row) }
        }
        return rows
    }

    /// Whether two buffers are bit for bit the same (then they are equal; when not, they are
    /// almost always different, and `==` decides). One pass, no cell compared by its text.
    public static func isBitwiseIdentical(_ a: CellBuffer, _ b: CellBuffer) -> Bool {
        guard a.size == b.size, a.rowInfo == b.rowInfo, a.cursor == b.cursor, a.hyperlinks == b.hyperlinks else { return false }
        return a.cells.withUnsafeBufferPointer { x in
            b.cells.withUnsafeBufferPointer { y in bitwiseEqual(x, y, start: 0, count: min(x.count, y.count)) && x.count == y.count }
        }
    }

    /// Whether `count` cells from `start` are bit for bit the same in both buffers (then they are
    /// equal; when not, they may still be equal, and `==` decides).
    static func bitwiseEqual(_ a: UnsafeBufferPointer<Cell>, _ b: UnsafeBufferPointer<Cell>, start: Int, count: Int) -> Bool {
        let bytes = count * MemoryLayout<Cell>.stride
        let from = start * MemoryLayout<Cell>.stride
        let ra = UnsafeRawBufferPointer(a), rb = UnsafeRawBufferPointer(b)
        guard from + bytes <= ra.count, from + bytes <= rb.count else { return false }
        var i = 0
        while i + 8 <= bytes {
            if ra.loadUnaligned(fromByteOffset: from + i, as: UInt64.self) != rb.loadUnaligned(fromByteOffset: from + i, as: UInt64.self) {
                return false
            }
            i += 8
        }
        while i < bytes {
            if ra[from + i] != rb[from + i] { return false }
            i += 1
        }
        return true
    }
}
