import CNCursesW
import Glibc
import LoupeCore

/// An ncurses window pointer.
public typealias WindowPointer = UnsafeMutablePointer<WINDOW>

/// Writes model cells into an ncurses window: glyph reconciliation, attributes and colour pairs.
final class CellDrawer {
    /// The colour mode the screen is driven in.
    let mode: ColorMode
    /// How many scalars one ncurses character holds (CCHARW_MAX).
    let maxCharacters = Int(loupe_ccharw_max())
    /// The record of the cells whose whole cluster is written after ncurses' update, on a
    /// terminal that draws whole clusters in one cell; nil on any other (the glyph's `scalars` only).
    var clusters: ClusterCells?
    /// The glyphs made for non-ASCII cells, by cluster and width.
    private var glyphs: [GlyphKey: TerminalGlyph] = [:]
    private struct GlyphKey: Hashable {
        let cluster: CellGrapheme
        let width: UInt8
    }
    private var wchars = [wchar_t](repeating: 0, count: 8)
    private var blank = cchar_t()

    init(mode: ColorMode, clusters: ClusterCells? = nil) {
        self.mode = mode
        self.clusters = clusters
    }

    /// glibc's width of one scalar in the current locale (what ncurses uses).
    static func systemWidth(_ s: Unicode.Scalar) -> Int {
        Int(loupe_wcwidth(wchar_t(bitPattern: s.value)))
    }

    /// The glyph for a cell (cached for non-ASCII graphemes).
    func glyph(_ cell: Cell) -> TerminalGlyph? {
        if let b = cell.printableASCII { return TerminalGlyph(scalars: [Unicode.Scalar(b)]) }
        let key = GlyphKey(cluster: cell.cluster, width: cell.width)
        if let g = glyphs[key] { return g }
        let g = TerminalGlyph.forCell(cell, maxCharacters: maxCharacters, wcwidth: CellDrawer.systemWidth)
        if glyphs.count > 4096 { glyphs.removeAll(keepingCapacity: true) }
        if let g { glyphs[key] = g }
        return g
    }

    /// ncurses attributes for a style.
    func attributes(_ style: Style) -> attr_t {
        let a = ColorDegradation.attributes(style, mode: mode)
        var out: attr_t = loupe_A_NORMAL
        if a.contains(.bold) { out |= loupe_A_BOLD }
        if a.contains(.dim) { out |= loupe_A_DIM }
        if a.contains(.italic) { out |= loupe_A_ITALIC }
        if a.contains(.underline) { out |= loupe_A_UNDERLINE }
        if a.contains(.blink) { out |= loupe_A_BLINK }
        if a.contains(.reverse) { out |= loupe_A_REVERSE }
        if a.contains(.invisible) { out |= loupe_A_INVIS }
        return out
    }

    /// The colour numbers of a style's pair (-1: the terminal's default colour).
    func colors(_ style: Style) -> (foreground: Int32, background: Int32) {
        guard mode != .monochrome else { return (-1, -1) }
        return (ColorDegradation.number(style.foreground, mode: mode), ColorDegradation.number(style.background, mode: mode))
    }

    /// The colour pair for a style (0 = default colours; allocated with `alloc_pair`, which recycles).
    func pair(_ style: Style) -> Int32 {
        let (fg, bg) = colors(style)
        if fg < 0 && bg < 0 { return 0 }
        let p = alloc_pair(fg, bg)
        return p < 0 ? 0 : p
    }

    /// The attributes and colour pair of a style.
    func look(_ style: Style) -> (attributes: attr_t, pair: Int32) {
        (attributes(style), pair(style))
    }

    /// A pass over some cells (a frame's rows, an overlay) into one window: see `Pass`.
    func pass(in window: WindowPointer) -> Pass {
        Pass(drawer: self, window: window)
    }

    /// Draws cells one after another into one window; `finish()` when done. It remembers the
    /// last style's attributes and colour pair (neighbouring cells mostly share a style, so a
    /// screen's worth of cells asks `alloc_pair` a few times, not once a cell), as a value:
    /// drawing a cell costs no access check on the drawer. Printable ASCII cells side by side
    /// on a row (most of any screen) are gathered and put in one call (`wadd_wchnstr`); any
    /// other cell goes through its glyph and `wadd_wch`, as do the cells before it first.
    /// Where whole clusters are written after the update, the window's layer of `ClusterCells`
    /// notes each cell drawn: its cluster, or that it holds none.
    struct Pass {
        let drawer: CellDrawer
        let window: WindowPointer
        private let clusters: ClusterCells.Layer?
        private var lastStyle: Style?
        private var lastLook: (attributes: attr_t, pair: Int32) = (loupe_A_NORMAL, 0)
        /// ASCII cells not yet put, from `runStart` on `runRow`.
        private var run: [cchar_t] = []
        private var runRow = 0, runStart = 0
        /// The last cell drawn through its glyph, where it was and the column after it.
        private var lastGlyph: (cell: Cell, look: (attributes: attr_t, pair: Int32), row: Int, column: Int, end: Int)?

        init(drawer: CellDrawer, window: WindowPointer) {
            self.drawer = drawer
            self.window = window
            clusters = drawer.clusters?.layer(of: window)
        }

        /// Draws one cell (and its padding) at a window position; continuation cells draw nothing.
        mutating func draw(_ cell: borrowing Cell, row: Int, column: Int) {
            if cell.style != lastStyle {
                lastLook = drawer.look(cell.style)
                lastStyle = cell.style
            }
            if let b = cell.printableASCII {
                if run.isEmpty || row != runRow || column != runStart + run.count {
                    finish()
                    runRow = row
                    runStart = column
                }
                var c = cchar_t()
                _ = loupe_ascii_cchar(&c, CChar(bitPattern: b), lastLook.attributes, lastLook.pair)
                run.append(c)
                clusters?.note(nil, row: row, column: column, width: 1)
                return
            }
            finish()
            let glyph = drawer.drawGlyph(of: cell, look: lastLook, in: window, row: row, column: column)
            lastGlyph = (copy cell, lastLook, row, column, column + Int(max(1, cell.width)))
            if let clusters {
                let width = Int(cell.width)
                let drawn = glyph?.cluster.map {
                    ClusterCells.Drawn(scalars: $0, width: width, attributes: lastLook.attributes, pair: lastLook.pair)
                }
                clusters.note(drawn, row: row, column: column, width: Int(cell.width))
            }
        }

        /// Puts the gathered ASCII cells.
        ///
        /// A run put on the orphaned right half of a wide character that a narrower glyph just
        /// replaced (`👍` under `#️⃣`) has ncurses blank the cells back to that half's lead: the
        /// glyph right before the run. It is drawn again after the run.
        mutating func finish() {
            guard !run.isEmpty else { return }
            _ = loupe_mvwadd_wchnstr(window, Int32(runRow), Int32(runStart), run, Int32(run.count))
            run.removeAll(keepingCapacity: true)
            if let g = lastGlyph, g.row == runRow, g.end == runStart {
                drawer.drawGlyph(of: g.cell, look: g.look, in: window, row: g.row, column: g.column)
            }
        }
    }

    /// Draws a cell through its glyph (and the glyph's padding); returns the glyph.
    @discardableResult
    func drawGlyph(of cell: Cell, look: (attributes: attr_t, pair: Int32), in window: WindowPointer, row: Int, column: Int) -> TerminalGlyph? {
        guard let g = glyph(cell) else { return nil }
        var n = 0
        for s in g.scalars where n < maxCharacters {
            assert(!TerminalGlyph.isControl(s), "a control character must never reach ncurses")
            wchars[n] = wchar_t(bitPattern: TerminalGlyph.isControl(s) ? 0xFFFD : s.value)
            n += 1
        }
        wchars[n] = 0
        var cc = cchar_t()
        _ = loupe_setcchar_ext(&cc, wchars, look.attributes, look.pair)
        _ = loupe_mvwadd_wch(window, Int32(row), Int32(column), &cc)
        if g.padding > 0 {
            wchars[0] = 0x20
            wchars[1] = 0
            _ = loupe_setcchar_ext(&blank, wchars, look.attributes, look.pair)
            for p in 1...g.padding { _ = loupe_mvwadd_wch(window, Int32(row), Int32(column + p), &blank) }
        }
        return g
    }
}
