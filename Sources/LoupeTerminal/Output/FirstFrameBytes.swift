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
        // The cursor may move with attributes on (`msgr`), and along its row by a count (`cuf`).
        let movesInAnyLook = loupe_tigetflag("msgr"), forward = loupe_tigetstr("cuf")
        var out: [UInt8] = []
        // A cell and a colour change for every few cells: room enough that the array seldom grows.
        out.reserveCapacity(3 * screen.area + 16 * screen.rows)
        // From whatever ncurses believes the attributes are to normal; then the clear.
        attributes(loupe_A_NORMAL, pair: 0, to: &out)
        put(clear, lines: screen.rows, to: &out)
        var cursor: (row: Int, column: Int)? = (0, 0)
        var lookStyle = Style.plain
        // The colours the terminal shows (-1: its default), as `lookStyle`'s pair has them.
        var shownColors: (foreground: Int32, background: Int32) = (-1, -1)
        func normal() {
            attributes(loupe_A_NORMAL, pair: 0, to: &out)
            (lookStyle, shownColors) = (.plain, (-1, -1))
        }
        // `cuf` for each distance, made once (most moves step over the same few blanks).
        var forwardSteps = [[UInt8]?](repeating: nil, count: screen.columns)
        func forwardBy(_ n: Int, _ cuf: UnsafePointer<CChar>) -> [UInt8]? {
            if let made = forwardSteps[n] { return made }
            guard let string = loupe_tiparm2(cuf, Int32(n), 0) else { return nil }
            var made: [UInt8] = []
            put(string, to: &made)
            forwardSteps[n] = made
            return made
        }
        // Plain blanks not yet written (the clear made them): when something follows them on
        // their row, up to 3 (8 without `cuf`) are written as spaces where the attributes are
        // normal already; else the cursor moves over them (fewer bytes than the move, or than
        // a colour change to normal and back).
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
            if blanks > 0 && blanks <= (forward == nil ? 8 : 3) && lookStyle == .plain && blanksRow == row && blanksFrom + blanks == column,
               let at = cursor, at.row == row, at.column == blanksFrom {
                out.append(contentsOf: repeatElement(0x20, count: blanks))
                cursor = (row, column)
            }
            blanks = 0
            if cursor.map({ $0.row != row || $0.column != column }) ?? true {
                // Where moving with attributes on is not safe, ncurses turns them off first: so does this.
                if !movesInAnyLook && lookStyle != .plain { normal() }
                if let n = cursor.flatMap({ $0.row == row && $0.column < column ? column - $0.column : nil }),
                   let step = forward.flatMap({ forwardBy(n, $0) }) {
                    out += step
                } else if let move = loupe_tiparm2(cup, Int32(row), Int32(column)) {
                    put(move, to: &out)
                } else {
                    possible = false
                    return
                }
            }
            if cell.style != lookStyle {
                let look = drawer.look(cell.style)
                let colors = look.pair == 0 ? (foreground: -1, background: -1) : drawer.colors(cell.style)
                // ncurses turns a colour back to the default with `op` sent by `putp`, not through the
                // function it is given: by way of normal attributes (`sgr0`), it needs no `op`.
                if (colors.foreground < 0 && shownColors.foreground >= 0) || (colors.background < 0 && shownColors.background >= 0) {
                    normal()
                }
                attributes(look.attributes, pair: look.pair, to: &out)
                (lookStyle, shownColors) = (cell.style, colors)
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
        normal()
        guard possible, let home = loupe_tiparm2(cup, 0, 0) else { return nil }
        put(home, to: &out)
        return out
    }

    private static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// Appends a terminfo string as ncurses sends it (its padding worked out by `tputs`).
    private static func put(_ string: UnsafePointer<CChar>, lines: Int = 1, to out: inout [UInt8]) {
        collect(into: &out) { _ = tputs(string, Int32(lines), $0) }
    }

    /// Appends what ncurses sends to switch to these attributes and this colour pair.
    private static func attributes(_ attributes: attr_t, pair: Int32, to out: inout [UInt8]) {
        collect(into: &out) { _ = loupe_vid_puts(attributes, pair, $0) }
    }

    /// Appends to `out` what `send` has ncurses send through the output function it is given.
    /// The array is moved into `sink` and back, so the bytes go straight to its end.
    private static func collect(into out: inout [UInt8], _ send: (@convention(c) (Int32) -> Int32) -> Void) {
        swap(&out, &sink.pointee)
        send { c in
            FirstFrameBytes.sink.pointee.append(UInt8(truncatingIfNeeded: c))
            return c
        }
        swap(&out, &sink.pointee)
    }

    /// Where ncurses' output functions put their bytes: they take a C function, which carries
    /// no context. Used on the interface thread only, as ncurses is. Reached through a pointer,
    /// so a byte costs no exclusivity check (a static variable's every access is checked).
    nonisolated(unsafe) private static let sink: UnsafeMutablePointer<[UInt8]> = {
        let pointer = UnsafeMutablePointer<[UInt8]>.allocate(capacity: 1)
        pointer.initialize(to: [])
        return pointer
    }()
}
