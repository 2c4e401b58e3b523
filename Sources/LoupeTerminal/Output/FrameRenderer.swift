import CNCursesW
import Glibc
import LoupeCore

/// Shows frames on an ncurses screen: the base frame in a window (stdscr), overlays as panels.
///
/// It keeps the previous base frame and touches only the cells that changed
/// (ncurses then sends only what differs on the terminal), so a mouse event
/// that changes a few cells costs a few cells of output. Wide characters are
/// redrawn whole; every cell goes through `TerminalGlyph`, so columns never drift.
public final class FrameRenderer {
    private let window: WindowPointer
    private let drawer: CellDrawer
    private var previous: Frame?
    /// The overlay panels (the loupe), above the base window.
    public let overlays: OverlayPanels

    /// Creates a renderer drawing the base frame into `window` (usually stdscr) in a colour mode.
    public init(window: WindowPointer, colorMode: ColorMode) {
        self.window = window
        self.drawer = CellDrawer(mode: colorMode)
        self.overlays = OverlayPanels(drawer: drawer)
    }

    /// Forgets what is on screen: the next render redraws every cell (after a resume or resize).
    public func invalidate() {
        previous = nil
        overlays.invalidate()
    }

    /// Draws a frame and its overlays and updates the terminal (`update_panels` + `doupdate`).
    public func render(base: Frame, overlays list: [FrameOverlay]) {
        draw(base: base)
        overlays.apply(list, screen: base.size)
        wnoutrefresh(window)
        update_panels()
        doupdate()
    }

    /// Draws an `InteractiveModel`'s current frame.
    public func render(_ model: some InteractiveModel) {
        render(base: model.baseFrame(), overlays: model.overlays())
    }

    /// Writes the changed cells of the base frame into the window (no terminal output yet).
    public func draw(base: Frame) {
        let rows = min(base.rows, Int(loupe_getmaxy(window)))
        let columns = min(base.columns, Int(loupe_getmaxx(window)))
        let old = previous?.size == base.size ? previous : nil
        if old == nil { werase(window) }
        FrameRenderer.drawChanged(base, old: old, rows: rows, columns: columns, offset: GridPoint(column: 0, row: 0)) {
            cell, row, column in drawer.draw(cell, in: window, row: row, column: column)
        }
        previous = base
    }

    /// Calls `put` for each cell of `new` (within rows x columns, from `offset`) that differs from `old`;
    /// a wide character is drawn when either of its halves changed. Compares in place (no cell copies):
    /// this loop runs over every cell of the screen on every mouse event.
    static func drawChanged(_ new: CellBuffer, old: CellBuffer?, rows: Int, columns: Int, offset: GridPoint,
                            put: (Cell, Int, Int) -> Void) {
        let rows = max(0, min(rows, new.rows - offset.row)), columns = max(0, min(columns, new.columns - offset.column))
        guard rows > 0, columns > 0, offset.row >= 0, offset.column >= 0 else { return }
        let stride = new.columns
        new.cells.withUnsafeBufferPointer { np in
            guard let old, old.size == new.size else {
                for r in 0..<rows { drawRow(np, start: (r + offset.row) * stride + offset.column, row: r, columns: columns, changed: nil, put: put) }
                return
            }
            old.cells.withUnsafeBufferPointer { op in
                for r in 0..<rows {
                    let start = (r + offset.row) * stride + offset.column
                    if bitwiseEqual(np, op, start: start, count: columns) { continue }
                    drawRow(np, start: (r + offset.row) * stride + offset.column, row: r, columns: columns, changed: op, put: put)
                }
            }
        }
    }

    /// Whether `count` cells from `start` are bit-for-bit the same in both buffers (then they are
    /// equal; when not, they may still be equal, and `==` decides). Frames copied from one
    /// another keep their bits, so most unchanged rows end here with one memcmp.
    private static func bitwiseEqual(_ a: UnsafeBufferPointer<Cell>, _ b: UnsafeBufferPointer<Cell>, start: Int, count: Int) -> Bool {
        guard let pa = a.baseAddress, let pb = b.baseAddress else { return false }
        return memcmp(pa + start, pb + start, count * MemoryLayout<Cell>.stride) == 0
    }

    /// One row: cells from `start` in `np`, compared with the same cells of `op` (nil: all changed).
    private static func drawRow(_ np: UnsafeBufferPointer<Cell>, start: Int, row r: Int, columns: Int,
                                changed op: UnsafeBufferPointer<Cell>?, put: (Cell, Int, Int) -> Void) {
        var c = 0
        while c < columns {
            let i = start + c
            var changed = true
            if let op {
                changed = np[i] != op[i]
                if !changed, np[i].width == 2, c + 1 < columns, np[i + 1] != op[i + 1] { changed = true }
            }
            if changed {
                let cell = np[i]
                if cell.isWide && c + 1 >= columns {
                    put(.blank(cell.style), r, c)  // clipped wide character: half a blank
                } else if cell.isContinuation {
                    if c == 0 || !np[i - 1].isWide { put(.blank(cell.style), r, c) }
                } else {
                    put(cell, r, c)
                }
            }
            c += 1
        }
    }
}
