import CNCursesW
import Glibc
import LoupeCore
import LoupeRuntime

/// Shows frames on an ncurses screen: the base frame in a window (stdscr), overlays as panels.
///
/// Told which cells changed (`FrameDamage`), it draws those cells and no others, and keeps
/// no copy of the frame (a copy would make the program's next change to its frame copy
/// every cell): a drag step costs its cells, whatever the screen's size (and ncurses compares
/// each row it is told changed across its width). Told nothing, it
/// keeps the previous base frame and touches only the cells that changed. Either way
/// ncurses then sends only what differs on the terminal. Wide characters are
/// redrawn whole; every cell goes through `TerminalGlyph`, so columns never drift.
///
/// On a terminal that draws a whole grapheme cluster in one cell (made with `wholeClusters`),
/// a cell whose cluster one ncurses character cannot hold (a ZWJ sequence, a flag) holds what
/// it can, and the cluster's bytes are written right after each update (`ClusterCells`).
public final class FrameRenderer {
    private let window: WindowPointer
    private let drawer: CellDrawer
    private var previous: CellBuffer?
    /// The size of the frame on screen (nil: nothing drawn, or drawn over since).
    private var drawnSize: GridSize?
    /// The overlay panels (the loupe), above the base window.
    public let overlays: OverlayPanels
    /// Whether the terminal's cursor was shown for a frame's `cursor` (it is hidden otherwise).
    private var cursorShown = false

    /// Creates a renderer drawing the base frame into `window` (usually stdscr) in a colour mode.
    /// With `wholeClusters`, the terminal draws a whole grapheme cluster in one cell
    /// (`TerminalProfile.drawsWholeClusters`): the clusters are written through it, to the
    /// terminal, right after ncurses' own output of each update.
    public init(window: WindowPointer, colorMode: ColorMode, wholeClusters write: (([UInt8]) -> Void)? = nil) {
        self.window = window
        self.drawer = CellDrawer(mode: colorMode, clusters: write.map { ClusterCells(write: $0) })
        self.overlays = OverlayPanels(drawer: drawer)
    }

    /// From now on the terminal draws whole grapheme clusters (it answered DECRQM 2027): they
    /// are written through `write` after each update, and the next render draws every cell.
    public func writeWholeClusters(through write: @escaping ([UInt8]) -> Void) {
        guard drawer.clusters == nil else { return }
        drawer.clusters = ClusterCells(write: write)
        invalidate()
    }

    /// Forgets what is on screen: the next render redraws every cell (after a resume or resize).
    public func invalidate() {
        previous = nil
        drawnSize = nil
        overlays.invalidate()
        drawer.clusters?.forgetShown()
    }

    /// Sends the windows' changes to the terminal (`wnoutrefresh`, `update_panels`, `doupdate`
    /// run by `send`), and the whole clusters after them; with `sent`, the terminal has them already.
    /// With a `cursor`, the terminal's own cursor is left there and shown (`curs_set`, in the
    /// terminal's own shape); without, it stays hidden (hidden again when it was shown).
    private func update(sent: Bool = false, cursor: GridPoint? = nil, through send: (() -> Void) -> Void = { $0() }) {
        if cursor == nil && cursorShown {
            curs_set(0)
            cursorShown = false
        }
        wnoutrefresh(window)
        update_panels()
        if let cursor { leaveCursor(at: cursor) }
        drawer.clusters?.prepare(base: window, sent: sent)
        send { doupdate() }
        let wroteClusters = drawer.clusters?.hasPending ?? false
        drawer.clusters?.finish(sent: sent)
        guard let cursor else { return }
        if wroteClusters {
            // The clusters' bytes left the cursor on the last of them, where ncurses believes it is.
            leaveCursor(at: cursor)
            doupdate()
        }
        curs_set(1)
        cursorShown = true
    }

    /// Tells ncurses to leave the cursor at `cursor` after its next `doupdate` (clamped to the screen).
    private func leaveCursor(at cursor: GridPoint) {
        guard let next = loupe_newscr() else { return }
        let rows = Int(loupe_getmaxy(next)), columns = Int(loupe_getmaxx(next))
        leaveok(next, false)
        wmove(next, Int32(min(max(0, cursor.row), rows - 1)), Int32(min(max(0, cursor.column), columns - 1)))
    }

    /// Draws a frame and its overlays and updates the terminal (`update_panels` + `doupdate`):
    /// only the cells in `damage` (all of them after a new size or `invalidate`).
    public func render(base: CellBuffer, overlays list: [FrameOverlay], damage: FrameDamage) {
        if damage.isAll || drawnSize != base.size {
            draw(base: base)
        } else {
            draw(base: base, damage: damage)
        }
        overlays.apply(list, screen: base.size)
        update(cursor: base.cursor)
    }

    /// Draws a frame and its overlays and updates the terminal (`update_panels` + `doupdate`).
    public func render(base: CellBuffer, overlays list: [FrameOverlay]) {
        draw(base: base)
        overlays.apply(list, screen: base.size)
        update(cursor: base.cursor)
    }

    /// Shows the first frame of a fresh screen sooner: its bytes are made from the frame and
    /// written at once (`write`, which may also give the terminal its turn to take them in,
    /// `FirstFrameBytes`), then ncurses draws the same frame with its
    /// output thrown away (`silently`), so it knows what the screen shows and sends later frames
    /// as differences, as always. False when nothing was drawn (there are overlays, a frame was
    /// drawn already, the frame shows the cursor, or the bytes cannot be made exactly): render
    /// the frame as usual.
    ///
    /// `screen` is the terminal's size (nil: the window's); `fit` gives the window that size,
    /// when it has another, after the bytes are out and before ncurses draws (on a screen made
    /// small, `TerminalSession.fitScreen`). It is not called when this returns false.
    public func renderFirst(base: CellBuffer, overlays list: [FrameOverlay], screen: GridSize? = nil, write: ([UInt8]) -> Void,
                            fit: () -> Void = {}, silently: (() -> Void) -> Void) -> Bool {
        let screen = screen ?? GridSize(columns: Int(loupe_getmaxx(window)), rows: Int(loupe_getmaxy(window)))
        guard list.isEmpty, base.cursor == nil, drawnSize == nil, previous == nil,
              let bytes = FirstFrameBytes.make(base, drawer: drawer, screen: screen) else { return false }
        // ncurses holds nothing unsent here (what it sent since its last update, it flushed), so the
        // bytes go out right after its own. No update of its own comes first: the update below must
        // be the very one ncurses would make for this frame (its first, from a cleared screen), or
        // what it remembers of the screen's rows differs, and its later updates with it.
        write(bytes)
        fit()
        draw(base: base)
        // The bytes leave the cursor at the top left; so does this update (ncurses moves the
        // cursor to the window's when it may not leave it where it was).
        leaveok(window, false)
        wmove(window, 0, 0)
        // The bytes drew the whole clusters too: they are only noted as shown.
        update(sent: true, through: silently)
        leaveok(window, true)
        return true
    }

    /// Draws an `InteractiveModel`'s current frame.
    public func render(_ model: some InteractiveModel) {
        render(base: model.baseFrame(), overlays: model.overlays())
    }

    /// Writes the changed cells of the base frame into the window (no terminal output yet).
    public func draw(base: CellBuffer) {
        let rows = min(base.rows, Int(loupe_getmaxy(window)))
        let columns = min(base.columns, Int(loupe_getmaxx(window)))
        let old = previous?.size == base.size ? previous : nil
        // With nothing to compare with, the window is cleared and every cell but a plain blank
        // drawn (the clear made those; they are most of a pager's screen, right of the text).
        let everyCell = old == nil
        if everyCell {
            werase(window)
            drawer.clusters?.layer(of: window).removeAll()
        }
        let plain = Style.plain
        var pass = drawer.pass(in: window)
        FrameRenderer.drawChanged(base, old: old, rows: rows, columns: columns, offset: GridPoint(column: 0, row: 0),
                                  trailingBlanks: !everyCell) {
            cell, row, column in
            if everyCell && cell.width == 1 && cell.style == plain && cell.cluster == .space { return }
            pass.draw(cell, row: row, column: column)
        }
        pass.finish()
        previous = base
        drawnSize = base.size
    }

    /// Writes the damaged cells of the base frame into the window (each damaged row's changed
    /// columns, widened to whole wide characters), keeping no copy of the frame (the next frame
    /// with damage draws its own cells; one without compares with nothing and draws every cell,
    /// ncurses still sending only what differs).
    public func draw(base: CellBuffer, damage: FrameDamage) {
        let rows = min(base.rows, Int(loupe_getmaxy(window)))
        let columns = min(base.columns, Int(loupe_getmaxx(window)))
        var pass = drawer.pass(in: window)
        for r in damage.rows where r >= 0 && r < rows {
            let span = damage.columns(ofRow: r, width: columns)
            guard !span.isEmpty else { continue }
            var lo = span.lowerBound, hi = span.upperBound
            if base[lo, r].isContinuation && lo > 0 { lo -= 1 }
            if hi < columns && base[hi, r].isContinuation { hi += 1 }
            FrameRenderer.drawChanged(base, old: nil, rows: 1, columns: hi - lo, offset: GridPoint(column: lo, row: r)) {
                cell, _, column in pass.draw(cell, row: r, column: lo + column)
            }
        }
        pass.finish()
        previous = nil
        drawnSize = base.size
    }

    /// Calls `put` for each cell of `new` (within rows x columns, from `offset`) that `FrameDiff` says
    /// must be drawn again since `old` (every cell when `old` is nil or another size); a wide
    /// character cut by the right edge, or a continuation whose lead is not there, is drawn as a blank.
    /// With `trailingBlanks` false and nothing to compare with, the plain blanks that end each row
    /// are left out (for a caller that skips plain blanks on a cleared screen: most of a pager's
    /// screen, right of the text; leaving them out costs one look at each, not a call of `put`).
    static func drawChanged(_ new: CellBuffer, old: CellBuffer?, rows: Int, columns: Int, offset: GridPoint,
                            trailingBlanks: Bool = true, put: (borrowing Cell, Int, Int) -> Void) {
        let visibleColumns = max(0, min(columns, new.columns - offset.column))
        let stride = new.columns
        new.cells.withUnsafeBufferPointer { buffer in
            guard let cells = buffer.baseAddress else { return }
            // Cells are read in place through the pointer.
            func visit(_ c: Int, _ r: Int) {
                let row = cells + (r + offset.row) * stride + offset.column
                switch drawing(row, at: c, visibleColumns: visibleColumns) {
                case .itself: put(row[c], r, c)
                case .blank: put(.blank(row[c].style), r, c)
                case .nothing: break
                }
            }
            if let old, old.size == new.size {
                FrameDiff.forEachChange(from: old, to: new, rows: rows, columns: columns, offset: offset, visit)
                return
            }
            // Nothing to compare with: every cell, without asking the diff for each.
            guard offset.row >= 0, offset.column >= 0 else { return }
            for r in 0..<max(0, min(rows, new.rows - offset.row)) {
                let end = trailingBlanks ? visibleColumns : textEnd(cells + (r + offset.row) * stride + offset.column, visibleColumns)
                for c in 0..<end { visit(c, r) }
            }
        }
    }

    /// How the cell at `column` of a row (its cells from `row`, `visibleColumns` of them shown) is drawn.
    enum CellDrawing {
        /// As it is.
        case itself
        /// As a blank in its style: a wide character cut by the right edge (half a blank), or a
        /// continuation whose wide character is not there.
        case blank
        /// Not at all: the right half of the wide character drawn just before.
        case nothing
    }

    /// How the cell at `column` of the row whose cells start at `row` is drawn (see `CellDrawing`).
    @inline(__always)
    static func drawing(_ row: UnsafePointer<Cell>, at column: Int, visibleColumns: Int) -> CellDrawing {
        let cell = row + column
        if cell.pointee.isWide && column + 1 >= visibleColumns { return .blank }
        if cell.pointee.isContinuation { return column == 0 || !(cell - 1).pointee.isWide ? .blank : .nothing }
        return .itself
    }

    /// Where a row's text ends: its first `columns` cells less the plain blanks that end them.
    static func textEnd(_ row: UnsafePointer<Cell>, _ columns: Int) -> Int {
        var end = columns
        while end > 0, row[end - 1].cluster == .space, row[end - 1].width == 1, row[end - 1].style.isPlain { end -= 1 }
        return end
    }
}
