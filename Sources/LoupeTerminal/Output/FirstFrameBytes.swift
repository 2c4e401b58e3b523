import CNCursesW
import LoupeCore

/// The bytes that draw a session's first frame on the terminal, made from the frame at once,
/// so they reach the terminal before ncurses has drawn the frame itself
/// (`FrameRenderer.renderFirst`: ncurses then draws the same frame with its output thrown
/// away, and so knows what the screen shows).
///
/// They must leave the screen exactly as ncurses' own drawing would, or later frames, which
/// ncurses sends as differences, would leave ghosts. So the same things are drawn the same
/// way: every cell through the same `CellDrawer` (its glyphs, attributes and colour pairs;
/// printable ASCII as itself), attributes and colours switched by ncurses' own `vid_puts`,
/// the cursor placed with the terminfo entry's `cup`, the screen cleared with its `clear`
/// (terminfo strings sent through `tputs`, which works out their padding). What cannot be
/// made exactly gives nil, and ncurses draws the frame alone: a locale whose character set is
/// not UTF-8 (ncurses converts characters to it; the locale as set, asked with `nl_langinfo`, not
/// `LocaleCharset`'s reading of the environment, which may name a locale that is not installed), an entry without `cup` or `clear`, or with
/// `initp` (colour pairs are then sent as they are made), a frame of another size than the
/// screen, and a bottom-right cell to draw on a terminal that scrolls when it is written
/// (automatic margins without `xenl`).
enum FirstFrameBytes {
    /// The bytes for `frame` drawn with `drawer` on a screen of `screen` (the window's size), or
    /// nil (see the type's comment). They end with the attributes normal and the cursor at the top left.
    static func make(_ frame: CellBuffer, drawer: CellDrawer, screen: GridSize) -> [UInt8]? {
        guard frame.size == screen, screen.columns > 0, screen.rows > 0, loupe_locale_is_utf8(),
              let cup = loupe_tigetstr("cup"), let clear = loupe_tigetstr("clear"), loupe_tigetstr("initp") == nil else { return nil }
        let scrollsAtCorner = loupe_tigetflag("am") && !loupe_tigetflag("xenl")
        var out: [UInt8] = []
        out.reserveCapacity(screen.area + 16 * screen.rows)
        // From whatever ncurses believes the attributes are to normal; then the clear.
        out += attributes(loupe_A_NORMAL, pair: 0)
        out += put(clear, lines: screen.rows)
        var cursor: (row: Int, column: Int)? = (0, 0)
        var lookStyle = Style.plain
        // Plain blanks not yet written (the clear made them): written only when something
        // follows them on their row, and then only when they are few.
        var blanks = 0, blanksRow = -1, blanksFrom = 0
        var possible = true
        FrameRenderer.drawChanged(frame, old: nil, rows: screen.rows, columns: screen.columns, offset: GridPoint(column: 0, row: 0)) {
            cell, row, column in
            guard possible else { return }
            // Printable ASCII (most cells) is itself, as `CellDrawer.Pass` puts it.
            let ascii = CellDrawer.printableASCII(cell)
            if ascii == 0x20 && cell.style == .plain {
                if blanks == 0 || blanksRow != row { (blanks, blanksRow, blanksFrom) = (0, row, column) }
                blanks += 1
                return
            }
            if scrollsAtCorner && row == screen.rows - 1 && column + Int(cell.width) >= screen.columns {
                possible = false
                return
            }
            if blanks > 0 && blanks <= 8 && blanksRow == row && blanksFrom + blanks == column,
               let at = cursor, at.row == row, at.column == blanksFrom {
                if lookStyle != .plain {
                    lookStyle = .plain
                    out += attributes(loupe_A_NORMAL, pair: 0)
                }
                out.append(contentsOf: repeatElement(0x20, count: blanks))
                cursor = (row, column)
            }
            blanks = 0
            if cursor.map({ $0.row != row || $0.column != column }) ?? true {
                guard let move = loupe_tiparm2(cup, Int32(row), Int32(column)) else {
                    possible = false
                    return
                }
                out += put(move)
            }
            if cell.style != lookStyle {
                lookStyle = cell.style
                let look = drawer.look(cell.style)
                out += attributes(look.attributes, pair: look.pair)
            }
            if let ascii {
                out.append(ascii)
            } else if let glyph = drawer.glyph(cell) {
                for s in glyph.scalars.prefix(drawer.maxCharacters) {
                    // `TerminalGlyph` never holds a control character; as in `CellDrawer.drawGlyph`, none is sent.
                    UTF8.encode(TerminalGlyph.isControl(s) ? replacement : s) { out.append($0) }
                }
                out.append(contentsOf: repeatElement(0x20, count: glyph.padding))
            }
            let next = column + Int(cell.width)
            // At the right edge the cursor waits to wrap, or has wrapped: placed again before the next cell.
            cursor = next < screen.columns ? (row, next) : nil
        }
        // Back to normal attributes in any case: vid_puts changed what ncurses believes.
        out += attributes(loupe_A_NORMAL, pair: 0)
        guard possible, let home = loupe_tiparm2(cup, 0, 0) else { return nil }
        out += put(home)
        return out
    }

    private static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// A terminfo string as ncurses sends it (its padding worked out by `tputs`).
    private static func put(_ string: UnsafePointer<CChar>, lines: Int = 1) -> [UInt8] {
        sink = []
        _ = tputs(string, Int32(lines), { c in
            FirstFrameBytes.sink.append(UInt8(truncatingIfNeeded: c))
            return c
        })
        return sink
    }

    /// What ncurses sends to switch to these attributes and this colour pair.
    private static func attributes(_ attributes: attr_t, pair: Int32) -> [UInt8] {
        sink = []
        _ = loupe_vid_puts(attributes, pair, { c in
            FirstFrameBytes.sink.append(UInt8(truncatingIfNeeded: c))
            return c
        })
        return sink
    }

    /// Where ncurses' output functions put their bytes: they take a C function, which carries
    /// no context. Used on the interface thread only, as ncurses is.
    nonisolated(unsafe) private static var sink: [UInt8] = []
}
