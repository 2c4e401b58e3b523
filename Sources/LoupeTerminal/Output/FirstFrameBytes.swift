import CNCursesW
import LoupeCore

/// The bytes that draw a session's first frame on the terminal, made from the frame at once,
/// so they reach the terminal before ncurses has drawn the frame itself
/// (`FrameRenderer.renderFirst`: ncurses then draws the same frame with its output thrown
/// away, and so knows what the screen shows).
/// On a terminal that draws whole grapheme clusters (`CellDrawer.clusters`), a cell's whole
/// cluster is sent, as `ClusterCells` writes it after later updates.
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
        // A run's bytes are gathered here, then added to the output at once (`Writer.run`).
        let gathered = UnsafeMutablePointer<UInt8>.allocate(capacity: screen.columns)
        defer { gathered.deallocate() }
        var writer = Writer(drawer: drawer, screen: screen, cup: cup, gathered: gathered)
        writer.begin(clear: clear)
        // Every cell as `FrameRenderer.drawChanged` visits them with nothing to compare with,
        // read in place: the run-time checks of the variables a closure captured were much of the
        // 2.8 M instructions this once took for a 200x60 page.
        frame.cells.withUnsafeBufferPointer { buffer in
            guard let cells = buffer.baseAddress else { return }
            for r in 0..<screen.rows {
                let row = cells + r * screen.columns
                // A row's last plain blanks are left as the clear made them.
                let end = FrameRenderer.textEnd(row, screen.columns)
                var c = 0
                while c < end {
                    // Most cells go out in runs, as they are (see `run`).
                    let after = writer.run(row, from: c, to: end, row: r)
                    if after > c {
                        c = after
                        continue
                    }
                    // Plain blanks (between a log's columns) are kept back together, as `put` keeps each.
                    if writer.possible && Writer.isPlainBlank(row[c]) {
                        var next = c + 1
                        while next < end && Writer.isPlainBlank(row[next]) { next += 1 }
                        writer.keepBlanks(row: r, from: c, count: next - c)
                        c = next
                        continue
                    }
                    switch FrameRenderer.drawing(row, at: c, visibleColumns: screen.columns) {
                    case .itself: writer.put(row + c, row: r, column: c)
                    case .blank: withUnsafePointer(to: Cell.blank(row[c].style)) { writer.put($0, row: r, column: c) }
                    case .nothing: break
                    }
                    c += 1
                }
            }
        }
        return writer.end()
    }

    /// What has been written so far and what the terminal then shows: one value, changed by its
    /// own methods, so drawing a cell checks no access at run time (local variables captured by
    /// the drawing closure and by functions nested in it were checked for each cell).
    private struct Writer {
        let drawer: CellDrawer
        let screen: GridSize
        let cup: UnsafePointer<CChar>
        /// The terminal scrolls when its bottom-right cell is written (automatic margins without `xenl`).
        let scrollsAtCorner = loupe_tigetflag("am") && !loupe_tigetflag("xenl")
        /// The cursor may move with attributes on (`msgr`), and along its row by a count (`cuf`).
        let movesInAnyLook = loupe_tigetflag("msgr"), forward = loupe_tigetstr("cuf")
        /// The most plain blanks before text written as spaces where the normal look is on (more
        /// are moved over: fewer bytes than the move, or than a colour change to normal and back).
        var mostSpaces: Int { forward == nil ? 8 : 3 }
        var out: [UInt8] = []
        /// The look (attributes and colour pair) the terminal shows, and the one ncurses believes
        /// it shows: they differ after a change written from `changes` rather than by ncurses.
        var shownLook = Look.normal, believedLook = Look.normal
        /// The changes of look made so far by ncurses' `vid_puts`, with their bytes, which are the
        /// same for the same two looks (the terminfo entry does not change): a coloured log goes
        /// back and forth between a few looks hundreds of times a screen, and each `vid_puts` works
        /// out the entry's strings again (`tiparm`: 3,000 instructions a change).
        var changes: [(from: Look, to: Look, bytes: [UInt8])] = []
        /// Where the next character goes, nil when that is not known (after the right edge, or a whole cluster).
        var cursor: (row: Int, column: Int)? = (0, 0)
        var lookStyle = Style.plain
        /// The colours the terminal shows (-1: its default), as `lookStyle`'s pair has them.
        var shownColors: (foreground: Int32, background: Int32) = (-1, -1)
        /// `cuf` for each distance, made once (most moves step over the same few blanks).
        var forwardSteps: [[UInt8]?]
        /// Plain blanks not yet written (the clear made them): when something follows them on
        /// their row, written as spaces if they are `mostSpaces` at most and the attributes normal
        /// already; else the cursor moves over them.
        var blanks = 0, blanksRow = -1, blanksFrom = 0
        var possible = true

        /// Room for a row's bytes, where `run` gathers a run before adding it to `out`.
        let gathered: UnsafeMutablePointer<UInt8>

        init(drawer: CellDrawer, screen: GridSize, cup: UnsafePointer<CChar>, gathered: UnsafeMutablePointer<UInt8>) {
            (self.drawer, self.screen, self.cup, self.gathered) = (drawer, screen, cup, gathered)
            forwardSteps = [[UInt8]?](repeating: nil, count: screen.columns)
            // A cell and a colour change for every few cells: room enough that the array seldom grows.
            out.reserveCapacity(3 * screen.area + 16 * screen.rows)
        }

        /// From whatever ncurses believes the attributes are to normal; then the clear.
        mutating func begin(clear: UnsafePointer<CChar>) {
            TerminfoBytes.attributes(Look.normal.attributes, pair: Look.normal.pair, to: &out)
            TerminfoBytes.put(clear, lines: screen.rows, to: &out)
        }

        /// Back to normal attributes in any case (vid_puts changed what ncurses believes, which
        /// is normal too once this returns), the cursor home; nil if some cell could not be drawn exactly.
        mutating func end() -> [UInt8]? {
            normal()
            believe(.normal)
            guard possible, TerminfoBytes.move(cup, row: 0, column: 0, to: &out) else { return nil }
            return out
        }

        mutating func normal() {
            change(to: .normal)
            (lookStyle, shownColors) = (.plain, (-1, -1))
        }

        /// Switches the terminal to `look`: the bytes of the same change made before, or those
        /// ncurses' `vid_puts` makes (told first of a change written meanwhile without it).
        mutating func change(to look: Look) {
            let from = shownLook
            if let known = changes.first(where: { $0.from == from && $0.to == look }) {
                out += known.bytes
            } else {
                believe(from)
                let start = out.count
                TerminfoBytes.attributes(look.attributes, pair: look.pair, to: &out)
                if changes.count < Self.changesKept { changes.append((from, look, Array(out[start...]))) }
                believedLook = look
            }
            shownLook = look
        }

        /// Has ncurses believe the terminal shows `look` (its bytes thrown away: the terminal shows it).
        mutating func believe(_ look: Look) {
            guard believedLook != look else { return }
            var ignored: [UInt8] = []
            TerminfoBytes.attributes(look.attributes, pair: look.pair, to: &ignored)
            believedLook = look
        }

        /// The most changes kept (a screen of many looks goes on through `vid_puts`).
        static let changesKept = 64

        mutating func forwardBy(_ n: Int, _ cuf: UnsafePointer<CChar>) -> [UInt8]? {
            if let made = forwardSteps[n] { return made }
            guard let string = loupe_tiparm2(cuf, Int32(n), 0) else { return nil }
            var made: [UInt8] = []
            TerminfoBytes.put(string, to: &made)
            forwardSteps[n] = made
            return made
        }

        /// Writes the cells of `cells` from `start` (before `end`) that need nothing but their
        /// byte: printable ASCII in the look already on, from where the cursor is, with no blanks
        /// waiting, short of plain blanks (kept back, as `put` does, unless the normal look is on
        /// and they are as few as `put` writes as spaces before the text after them) and of the
        /// corner that scrolls. Returns where it stopped (`start` when it wrote nothing). Most of
        /// a screen goes out here, each cell read in place.
        mutating func run(_ cells: UnsafePointer<Cell>, from start: Int, to end: Int, row: Int) -> Int {
            guard possible, blanks == 0, let at = cursor, at.row == row, at.column == start else { return start }
            let last = scrollsAtCorner && row == screen.rows - 1 ? min(end, screen.columns - 1) : end
            var c = start
            // Gathered, then added at once: one check of the array's room per run, not per cell.
            if lookStyle.isPlain {
                // A few plain blanks between two words go as spaces, as `put` writes them (the
                // columns of a log): the run goes on after them.
                let spaces = mostSpaces
                while c < last, let ascii = cells[c].printableASCII, cells[c].style.isPlain {
                    if ascii != 0x20 {
                        gathered[c - start] = ascii
                        c += 1
                        continue
                    }
                    var next = c + 1
                    while next < last && next - c <= spaces && Self.isPlainBlank(cells[next]) { next += 1 }
                    guard next - c <= spaces, next < last, let after = cells[next].printableASCII, after != 0x20,
                          cells[next].style.isPlain else { break }
                    (gathered + (c - start)).update(repeating: 0x20, count: next - c)
                    c = next
                }
            } else {
                let look = lookStyle
                while c < last, let ascii = cells[c].printableASCII, cells[c].style == look {
                    gathered[c - start] = ascii
                    c += 1
                }
            }
            if c > start {
                out.append(contentsOf: UnsafeBufferPointer(start: gathered, count: c - start))
                cursor = c < screen.columns ? (row, c) : nil
            }
            return c
        }

        /// Whether `cell` is a plain blank one column wide (kept back by `put` and `keepBlanks`).
        @inline(__always) static func isPlainBlank(_ cell: Cell) -> Bool {
            cell.printableASCII == 0x20 && cell.style.isPlain
        }

        /// `count` plain blanks from `column` of `row`, kept back as `put` keeps each of them.
        mutating func keepBlanks(row: Int, from column: Int, count: Int) {
            if blanks == 0 || blanksRow != row { (blanks, blanksRow, blanksFrom) = (0, row, column) }
            blanks += count
        }

        mutating func put(_ at: UnsafePointer<Cell>, row: Int, column: Int) {
            guard possible else { return }
            // Printable ASCII (most cells) is itself, as `CellDrawer.Pass` puts it.
            if Self.isPlainBlank(at.pointee) {
                keepBlanks(row: row, from: column, count: 1)
                return
            }
            let ascii = at.pointee.printableASCII
            let cell = at.pointee
            if scrollsAtCorner && row == screen.rows - 1 && column + Int(cell.width) >= screen.columns {
                possible = false
                return
            }
            if blanks > 0 && blanks <= mostSpaces && lookStyle.isPlain && blanksRow == row && blanksFrom + blanks == column,
               let at = cursor, at.row == row, at.column == blanksFrom {
                gathered.update(repeating: 0x20, count: blanks)
                out.append(contentsOf: UnsafeBufferPointer(start: gathered, count: blanks))
                cursor = (row, column)
            }
            blanks = 0
            if cursor.map({ $0.row != row || $0.column != column }) ?? true {
                // Where moving with attributes on is not safe, ncurses turns them off first: so does this.
                if !movesInAnyLook && !lookStyle.isPlain { normal() }
                if let n = cursor.flatMap({ $0.row == row && $0.column < column ? column - $0.column : nil }),
                   let cuf = forward, let step = forwardBy(n, cuf) {
                    out += step
                } else if !TerminfoBytes.move(cup, row: row, column: column, to: &out) {
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
                change(to: Look(attributes: look.attributes, pair: look.pair))
                (lookStyle, shownColors) = (cell.style, colors)
            }
            var whole = false
            if let ascii {
                out.append(ascii)
            } else if let glyph = drawer.glyph(cell) {
                if drawer.clusters != nil, let cluster = glyph.cluster {
                    // The whole cluster, as `ClusterCells` writes it after an update (never a control character).
                    for s in cluster where !TerminalGlyph.isControl(s) { UTF8.encode(s) { out.append($0) } }
                    whole = true
                } else {
                    for s in glyph.scalars.prefix(drawer.maxCharacters) {
                        // `TerminalGlyph` never holds a control character; as in `CellDrawer.drawGlyph`, none is sent.
                        UTF8.encode(TerminalGlyph.isControl(s) ? FirstFrameBytes.replacement : s) { out.append($0) }
                    }
                    out.append(contentsOf: repeatElement(0x20, count: glyph.padding))
                }
            }
            let next = column + Int(cell.width)
            // At the right edge the cursor waits to wrap, or has wrapped: placed again before the next cell.
            // After a whole cluster too: the next cell is placed by `cup`, whatever the terminal's advance.
            cursor = next < screen.columns && !whole ? (row, next) : nil
        }
    }

    fileprivate static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// Attributes and a colour pair, as ncurses' `vid_puts` takes them.
    private struct Look: Equatable {
        var attributes: attr_t
        var pair: Int32
        static let normal = Look(attributes: loupe_A_NORMAL, pair: 0)
    }
}
