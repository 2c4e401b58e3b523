import LoupeCore

/// Turns a sequence of frames into the bytes a terminal needs to show them: the
/// first frame in full, every later one as the difference from the one before.
///
/// Output is cursor moves (CUP), SGR, erase-character (ECH) and cell text only,
/// for cells that changed. A wide character is always written whole (a change
/// to either half rewrites it) after erasing its two columns, and the cursor is
/// placed again after any non-ASCII cell, so a terminal that measures a
/// character differently cannot shift the rest of the row or leave a stale half.
/// The terminal's cursor stays hidden unless the frame has a `cursor`, which is
/// then shown at its place after each frame.
/// Cell text comes from the cell model, which never holds control characters;
/// the encoder checks that and writes U+FFFD if one ever slips through.
public struct ANSIFrameEncoder: Sendable {
    private var previous: CellBuffer?
    private var out = ""
    private var style = Style.plain
    private var cursor: GridPoint?
    private var cursorShown = false

    /// Creates an encoder whose first frame will be a full redraw.
    public init() {}

    /// Makes the next frame a full redraw (after a resize, or when the screen may have been disturbed).
    public mutating func invalidate() { previous = nil }

    /// The bytes that bring a terminal from the previous frame to this one; empty when nothing changed.
    public mutating func encode(_ frame: CellBuffer) -> String {
        out = ""
        let full = previous == nil || previous?.size != frame.size
        if full {
            // Hide the cursor, reset the style, clear, then draw every cell.
            out += "\u{1B}[?25l\u{1B}[0m\u{1B}[H\u{1B}[2J"
            style = .plain
            cursor = GridPoint(column: 0, row: 0)
            cursorShown = false
        }
        FrameDiff.forEachChange(from: full ? nil : previous, to: frame) { column, row in
            let cell = frame[column, row]
            // A wide character is written whole from its lead.
            if !cell.isContinuation { emit(cell, column: column, row: row) }
        }
        if style != .plain {
            out += "\u{1B}[0m"
            style = .plain
        }
        placeCursor(frame, moved: !out.isEmpty || previous?.cursor != frame.cursor)
        previous = frame
        return out
    }

    /// The bytes that bring a terminal from the previous frame to this one when only the cells
    /// in `rows` may have changed since it (rows, or some columns of rows): those cells are
    /// compared and the others not looked at, so a frame that changed a few cells costs a few
    /// cells. The bytes are the same as `encode(_:)` gives whenever every changed cell is in
    /// `rows`. A first frame, a new size or `.all` is encoded whole.
    public mutating func encode(_ frame: CellBuffer, rows: FrameDamage) -> String {
        guard !rows.isAll, var old = previous, old.size == frame.size else { return encode(frame) }
        previous = nil  // `old` is then the only reference: its cells are replaced in place
        out = ""
        for r in rows.rows where r >= 0 && r < frame.rows {
            var span = rows.columns(ofRow: r, width: frame.columns)
            guard !span.isEmpty else { continue }
            // A wide character whose right half changed is written again whole, from its left half.
            if span.lowerBound > 0, frame[span.lowerBound - 1, r].isWide { span = (span.lowerBound - 1)..<span.upperBound }
            FrameDiff.forEachChange(from: old, to: frame, rows: 1, columns: span.count, offset: GridPoint(column: span.lowerBound, row: r)) { column, _ in
                let cell = frame[span.lowerBound + column, r]
                if !cell.isContinuation { emit(cell, column: span.lowerBound + column, row: r) }
            }
            old.copyCells(ofRow: r, columns: span, from: frame)
        }
        if style != .plain {
            out += "\u{1B}[0m"
            style = .plain
        }
        placeCursor(frame, moved: !out.isEmpty || old.cursor != frame.cursor)
        old.cursor = frame.cursor
        previous = old
        return out
    }

    /// Shows the frame's cursor where it is (when it has one) or keeps the cursor hidden.
    private mutating func placeCursor(_ frame: CellBuffer, moved: Bool) {
        guard let c = frame.cursor, frame.contains(column: c.column, row: c.row) else {
            if cursorShown { out += "\u{1B}[?25l" }
            cursorShown = false
            return
        }
        if moved && cursor != c { out += "\u{1B}[\(c.row + 1);\(c.column + 1)H" }
        cursor = c
        if !cursorShown { out += "\u{1B}[?25h" }
        cursorShown = true
    }

    /// Moves the cursor if needed, sets the style, writes one cell.
    private mutating func emit(_ cell: Cell, column: Int, row: Int) {
        if cursor != GridPoint(column: column, row: row) {
            out += "\u{1B}[\(row + 1);\(column + 1)H"
        }
        if cell.style != style {
            out += ANSIFrameEncoder.sgr(cell.style)
            style = cell.style
        }
        if cell.isWide {
            // Erase both columns first (ECH), so a terminal that draws this character one column wide
            // shows an empty right half rather than what was there before.
            out += "\u{1B}[2X"
        }
        let glyph = ANSIFrameEncoder.glyph(cell)
        out += glyph
        let ascii = glyph.utf8.count == 1
        cursor = ascii ? GridPoint(column: column + 1, row: row) : nil
    }

    /// What a recording writes for a cell: the cell's text where every terminal agrees on its
    /// width, else a stand-in of exactly the cell's width (`TerminalGlyph`), so columns never drift.
    ///
    /// Widths per code point come from libunistring (`uc_width`), not the machine's locale,
    /// so a recording is the same on every machine. A ZWJ sequence shows its first emoji;
    /// flags, VS16 and keycap sequences (which `wcwidth`-based terminals draw narrower) show
    /// U+FFFD and a blank. Never a control character.
    public static func glyph(_ cell: Cell) -> String {
        // Most cells are one printable ASCII character: that is the text.
        if cell.printableASCII != nil {
            return cell.grapheme
        }
        guard let g = TerminalGlyph.forCell(cell, wcwidth: { GraphemeWidth.scalarWidth($0) }) else { return "" }
        // The cell's text whole (a CJK character, an accented letter): no new string to make.
        if !g.isStandIn, g.padding == 0, g.scalars.count == cell.grapheme.unicodeScalars.count,
           g.scalars.first == cell.grapheme.unicodeScalars.first {
            return cell.grapheme
        }
        var s = String.UnicodeScalarView()
        s.append(contentsOf: g.scalars)
        let text = String(s) + String(repeating: " ", count: g.padding)
        assert(!text.unicodeScalars.contains { TerminalGlyph.isControl($0) }, "a control character reached the encoder")
        return text
    }

    /// A row as a terminal shows it after this encoder drew it (trailing blanks kept).
    public static func terminalText(_ frame: CellBuffer, row: Int) -> String {
        frame.row(row).map { glyph($0) }.joined()
    }

    /// The SGR sequence that sets exactly this style (from a reset).
    public static func sgr(_ style: Style) -> String {
        var codes = ["0"]
        let attributeCodes: [(Attributes, String)] = [
            (.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"),
            (.blink, "5"), (.reverse, "7"), (.invisible, "8"), (.strikethrough, "9"),
        ]
        for (a, code) in attributeCodes where style.attributes.contains(a) { codes.append(code) }
        if let fg = colorCode(style.foreground, base: 30, bright: 90, extended: 38) { codes.append(fg) }
        if let bg = colorCode(style.background, base: 40, bright: 100, extended: 48) { codes.append(bg) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    private static func colorCode(_ color: Color, base: Int, bright: Int, extended: Int) -> String? {
        switch color {
        case .default: return nil
        case let .indexed(i) where i < 8: return String(base + Int(i))
        case let .indexed(i) where i < 16: return String(bright + Int(i) - 8)
        case let .indexed(i): return "\(extended);5;\(i)"
        case let .rgb(r, g, b): return "\(extended);2;\(r);\(g);\(b)"
        }
    }
}
