import CNCursesW
import LoupeCore

/// Reads what an ncurses window holds back into a `CellBuffer`: text, width, attributes and colours.
///
/// This is how a program that already draws with ncurses hands its screen to
/// the loupe: capture, then magnify the snapshot.
public enum WindowCapture {
    /// The cells of a window (`mvwin_wch` + `getcchar`), colour pairs turned back into `Color`s.
    /// `colorMode` tells how colour numbers are to be read (packed RGB on a direct-colour screen).
    public static func snapshot(of window: WindowPointer, colorMode: ColorMode = .palette256) -> CellBuffer {
        let rows = Int(loupe_getmaxy(window)), columns = Int(loupe_getmaxx(window))
        var out = CellBuffer(columns: max(0, columns), rows: max(0, rows))
        copy(window, into: &out, at: GridPoint(column: 0, row: 0), colorMode: colorMode)
        return out
    }

    /// The composed screen without the given windows (the loupe's panels): stdscr, then every
    /// panel from the bottom up that is not excluded, each at its place.
    public static func composedScreen(excluding excluded: [WindowPointer], colorMode: ColorMode = .palette256) -> CellBuffer {
        guard let screen = loupe_stdscr() else { return CellBuffer(columns: 0, rows: 0) }
        var out = snapshot(of: screen, colorMode: colorMode)
        var panel = panel_above(nil)
        while let p = panel {
            if let w = panel_window(p), w != screen, !excluded.contains(w), panel_hidden(p) == 0 {
                let origin = GridPoint(column: Int(loupe_getbegx(w)), row: Int(loupe_getbegy(w)))
                copy(w, into: &out, at: origin, colorMode: colorMode)
            }
            panel = panel_above(p)
        }
        return out
    }

    /// Copies a window's cells into a buffer at an origin (clipped).
    static func copy(_ window: WindowPointer, into out: inout CellBuffer, at origin: GridPoint, colorMode: ColorMode) {
        let rows = Int(loupe_getmaxy(window)), columns = Int(loupe_getmaxx(window))
        guard rows > 0, columns > 0 else { return }
        var wchars = [wchar_t](repeating: 0, count: Int(loupe_ccharw_max()) + 1)
        for r in 0..<rows {
            var c = 0
            while c < columns {
                var cc = cchar_t()
                guard loupe_mvwin_wch(window, Int32(r), Int32(c), &cc) != loupe_ERR() else { c += 1; continue }
                var attrs: attr_t = 0
                var pair: Int32 = 0
                for i in wchars.indices { wchars[i] = 0 }
                _ = loupe_getcchar_ext(&cc, &wchars, &attrs, &pair)
                let cell = makeCell(wchars, attrs: attrs, pair: pair, colorMode: colorMode)
                out.put(cell, column: origin.column + c, row: origin.row + r)
                c += cell.isWide ? 2 : 1
            }
        }
    }

    /// A cell from ncurses' wide characters, attributes and pair.
    static func makeCell(_ wchars: [wchar_t], attrs: attr_t, pair: Int32, colorMode: ColorMode) -> Cell {
        var text = ""
        for w in wchars {
            if w == 0 { break }
            if let s = Unicode.Scalar(UInt32(bitPattern: w)), !TerminalGlyph.isControl(s) { text.unicodeScalars.append(s) }
        }
        if text.isEmpty { text = " " }
        let first = text.unicodeScalars.first.map { CellDrawer.systemWidth($0) } ?? 1
        var style = Style(attributes: attributes(attrs))
        if pair > 0 {
            var fg: Int32 = -1, bg: Int32 = -1
            if extended_pair_content(pair, &fg, &bg) != loupe_ERR() {
                style.foreground = ColorDegradation.color(fromNumber: fg, mode: colorMode)
                style.background = ColorDegradation.color(fromNumber: bg, mode: colorMode)
            }
        }
        return Cell(text, width: first == 2 ? 2 : 1, style: style)
    }

    /// Model attributes from ncurses attributes.
    static func attributes(_ a: attr_t) -> Attributes {
        var out: Attributes = []
        let table: [(attr_t, Attributes)] = [
            (loupe_A_BOLD, .bold), (loupe_A_DIM, .dim), (loupe_A_ITALIC, .italic), (loupe_A_UNDERLINE, .underline),
            (loupe_A_BLINK, .blink), (loupe_A_REVERSE, .reverse), (loupe_A_INVIS, .invisible),
        ]
        for (bit, attr) in table where a & bit != 0 { out.insert(attr) }
        return out
    }
}
