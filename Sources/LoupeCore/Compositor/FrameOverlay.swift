/// An opaque rectangle of cells drawn over a frame at an origin (a front end shows it as a panel).
///
/// Parts of the rectangle that look transparent (the corners of a capsule, a
/// shadow's gap) are already filled with the cells underneath, so a backend can
/// draw it as one rectangular window.
public struct FrameOverlay: Hashable, Sendable {
    /// Top-left screen cell (may lie partly outside the screen; backends clip).
    public var origin: GridPoint
    /// The cells, `cells.size` big.
    public var cells: CellBuffer

    /// Creates an overlay.
    public init(origin: GridPoint, cells: CellBuffer) {
        self.origin = origin
        self.cells = cells
    }

    /// The screen rectangle it covers.
    public var rect: GridRect { GridRect(origin: origin, size: cells.size) }
}

extension CellBuffer {
    /// Draws an overlay over this buffer, clipped to it; an overlay edge that cuts a wide
    /// character turns the cut half into a blank.
    public mutating func draw(_ overlay: FrameOverlay) {
        for r in 0..<overlay.cells.rows {
            for c in 0..<overlay.cells.columns {
                let cell = overlay.cells[c, r]
                if cell.isContinuation { continue }
                put(cell, column: overlay.origin.column + c, row: overlay.origin.row + r)
            }
        }
    }
}
