import CNCursesW
import LoupeCore

/// The cells whose whole grapheme cluster the backend writes itself, on a terminal that draws a
/// whole cluster in one cell (`TerminalProfile.drawsWholeClusters`: tmux, kitty, WezTerm, foot, Ghostty).
///
/// An ncurses cell keeps one spacing character, so such a cell holds what it can (the glyph's
/// `scalars`: a ZWJ sequence's first emoji, a flag's stand-in) and, right after ncurses' update,
/// the cluster's bytes are written over it (`ClusterBytes`). ncurses stays the screen's owner;
/// this is a record of its own, because ncurses sees no change between two clusters that start
/// with the same scalar (`🧑‍💻` then `🧑‍🎨`, `👍🏻` then `👍🏽`):
/// - each window's drawing pass notes the clusters it puts (a `Layer` per window) and forgets
///   a cell it draws with anything else;
/// - before the update (`prepare`), the clusters the screen is to show are composed from the
///   layers, a panel hiding what is under it; where a cluster was shown and ncurses believes the
///   cell already shows what is to be there now, ncurses is told to draw that row again;
/// - after the update (`finish`), a cluster is written where it is new or changed, on every row
///   ncurses was to draw (it may have drawn over a cluster there), and everywhere after a clear
///   (`clearok`: a resume), a new screen size or `forgetShown` (the renderer's `invalidate`).
///   ncurses leaves the cursor on the last of them (told so before the update) and the bytes
///   end by moving it back there, so ncurses' next update starts from where it believes.
///
/// Interface thread only, as ncurses is.
final class ClusterCells {
    /// A cluster as one cell shows it.
    struct Drawn: Equatable {
        /// Every scalar of the cluster (`TerminalGlyph.cluster`: never a control character).
        var scalars: [Unicode.Scalar]
        /// The columns the cell takes (1 or 2).
        var width: Int
        /// The cell's ncurses attributes.
        var attributes: attr_t
        /// The cell's colour pair.
        var pair: Int32
    }

    /// The clusters drawn into one window, by position in it (`ClusterCells.key`).
    final class Layer {
        private(set) var cells: [Int: Drawn] = [:]

        /// Notes what a drawing pass put in a cell `width` columns wide: a cluster, or (nil) anything else.
        func note(_ drawn: Drawn?, row: Int, column: Int, width: Int) {
            if let drawn {
                erase(row: row, column: column, width: drawn.width)
                cells[ClusterCells.key(row, column)] = drawn
            } else if !cells.isEmpty {
                erase(row: row, column: column, width: width)
            }
        }

        /// Forgets every cluster (the window was erased).
        func removeAll() {
            if !cells.isEmpty { cells.removeAll() }
        }

        /// Forgets the clusters overlapping `width` columns from `column` (a wide one to their left too).
        private func erase(row: Int, column: Int, width: Int) {
            guard !cells.isEmpty else { return }
            if column > 0, let left = cells[ClusterCells.key(row, column - 1)], left.width > 1 {
                cells[ClusterCells.key(row, column - 1)] = nil
            }
            for c in column..<(column + max(1, width)) { cells[ClusterCells.key(row, c)] = nil }
        }
    }

    /// Writes bytes to the terminal, after what ncurses has sent.
    private let write: ([UInt8]) -> Void
    private var layers: [WindowPointer: Layer] = [:]
    /// What the terminal shows, by screen position: the clusters written (or sent in the first frame's bytes).
    private var shown: [Int: Drawn] = [:]
    /// The screen size `shown` is for.
    private var shownSize: GridSize?
    /// What the screen is to show after the update being made (`prepare`).
    private var visible: [Int: Drawn] = [:]
    /// The clusters to write after the update being made, in screen order.
    private var pending: [(row: Int, column: Int, cluster: Drawn)] = []
    /// Whether every cluster is to be written after the update being made.
    private var everything = false

    /// Whether clusters are to be written after the update being made (`prepare` picked some).
    var hasPending: Bool { !pending.isEmpty }

    /// A record whose clusters are written with `write` (the terminal, after ncurses' own output).
    init(write: @escaping ([UInt8]) -> Void) {
        self.write = write
    }

    /// A cell's key: its row and column in one number.
    static func key(_ row: Int, _ column: Int) -> Int { row << 16 | column }

    /// The layer of a window (made the first time).
    func layer(of window: WindowPointer) -> Layer {
        if let layer = layers[window] { return layer }
        let layer = Layer()
        layers[window] = layer
        return layer
    }

    /// Forgets a window's layer (the window was deleted, or is drawn afresh).
    func forget(_ window: WindowPointer) {
        layers[window] = nil
    }

    /// Forgets what the terminal shows: every cluster is written after the next update.
    func forgetShown() {
        shown.removeAll()
        everything = true
    }

    /// Before `doupdate` (after `wnoutrefresh` and `update_panels`): composes what the screen is to
    /// show, has ncurses draw again a row where a cluster gives way to what ncurses believes the cell
    /// shows already (the cluster's own first emoji), and picks the clusters to write after the
    /// update: new or changed ones, those on a row ncurses is to draw (it may draw over them), or
    /// all of them after a clear. With some to write, ncurses is told to leave the cursor on the
    /// last one's cell, where the written bytes leave it too; with `sent` (the first frame's
    /// bytes drew them), the cursor is left as the caller has it.
    func prepare(base: WindowPointer, sent: Bool = false) {
        pending.removeAll(keepingCapacity: true)
        guard let current = loupe_curscr(), let next = loupe_newscr() else { return }
        let size = GridSize(columns: Int(loupe_getmaxx(current)), rows: Int(loupe_getmaxy(current)))
        if size != shownSize {
            shown.removeAll()
            shownSize = size
            everything = true
        }
        if is_cleared(current) || is_cleared(next) { everything = true }
        visible = compose(base: base, screen: size)
        guard !visible.isEmpty || !shown.isEmpty else { return }
        var drawnRows: Set<Int> = []
        if !everything {
            for (key, old) in shown where visible[key] == nil {
                let row = key >> 16, column = key & 0xFFFF
                guard !drawnRows.contains(row), row < size.rows else { continue }
                // A cell ncurses believes shows what it is to show is not sent: the cluster would stay.
                if (0..<old.width).allSatisfy({ column + $0 >= size.columns || loupe_same_cell(next, current, Int32(row), Int32(column + $0)) }) {
                    wredrawln(base, Int32(row), 1)
                    drawnRows.insert(row)
                }
            }
        }
        for (key, drawn) in visible {
            let row = key >> 16
            if everything || shown[key] != drawn || drawnRows.contains(row) || is_linetouched(next, Int32(row)) {
                pending.append((row: row, column: key & 0xFFFF, cluster: drawn))
            }
        }
        pending.sort { ($0.row, $0.column) < ($1.row, $1.column) }
        if let last = pending.last, !sent {
            leaveok(next, false)
            wmove(next, Int32(last.row), Int32(last.column))
        }
    }

    /// After `doupdate`: writes the clusters `prepare` picked, ending with the cursor where ncurses
    /// left it. With `sent`, the terminal has them already (the first frame's bytes): only the record is kept.
    func finish(sent: Bool = false) {
        defer {
            shown = visible
            visible = [:]
            pending.removeAll(keepingCapacity: true)
            everything = false
        }
        guard !sent, let last = pending.last, let size = shownSize, let next = loupe_newscr() else { return }
        leaveok(next, true)
        let bytes = ClusterBytes.make(pending, screen: size, cursor: (last.row, last.column))
        if !bytes.isEmpty { write(bytes) }
    }

    /// The clusters the screen is to show, by screen position: each panel's (from the top) where
    /// no panel above covers them, then the base window's where no panel does.
    private func compose(base: WindowPointer, screen: GridSize) -> [Int: Drawn] {
        var out: [Int: Drawn] = [:]
        guard layers.values.contains(where: { !$0.cells.isEmpty }) else { return out }
        var above: [GridRect] = []
        func add(_ window: WindowPointer) {
            let rect = GridRect(column: Int(loupe_getbegx(window)), row: Int(loupe_getbegy(window)),
                                columns: Int(loupe_getmaxx(window)), rows: Int(loupe_getmaxy(window)))
            defer { above.append(rect) }
            guard let layer = layers[window], !layer.cells.isEmpty else { return }
            for (key, drawn) in layer.cells {
                let row = key >> 16, column = key & 0xFFFF
                guard row < rect.size.rows, column + drawn.width <= rect.size.columns else { continue }
                let r = rect.origin.row + row, c = rect.origin.column + column
                guard r >= 0, c >= 0, r < screen.rows, c + drawn.width <= screen.columns else { continue }
                let cell = GridRect(column: c, row: r, columns: drawn.width, rows: 1)
                if above.contains(where: { !$0.intersection(cell).isEmpty }) { continue }
                out[ClusterCells.key(r, c)] = drawn
            }
        }
        var panel = panel_below(nil)
        while let p = panel {
            if let window = panel_window(p) { add(window) }
            panel = panel_below(p)
        }
        add(base)
        return out
    }
}
