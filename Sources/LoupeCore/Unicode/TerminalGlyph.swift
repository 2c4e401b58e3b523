/// What a backend draws for one cell so that the terminal's columns match the model's.
///
/// The model's width per grapheme cluster comes from libunistring; ncurses (and
/// most terminals) advance by glibc's `wcwidth` per code point. A cell is drawn
/// as one ncurses character — a spacing base followed only by zero-width
/// scalars — when `wcwidth(base)` equals the model's width; the spacing scalars
/// a ZWJ sequence joins (and the joiner itself) are dropped, so a family emoji
/// shows its first person. When the widths disagree (flags, VS16 and keycap
/// sequences, octants that glibc calls -1 wide) the cell becomes a stand-in:
/// U+FFFD padded with blanks to exactly the model's width. Columns never drift,
/// and no control character (C0, DEL, C1) is ever part of the result.
///
/// Every scalar of the cell is kept: where `scalars` holds only part of the cell's text (a ZWJ
/// sequence's first emoji, a flag's stand-in), `cluster` holds all of it, for a backend that
/// draws on a terminal showing a whole grapheme cluster in one cell (whether it does is the
/// backend's to know).
public struct TerminalGlyph: Hashable, Sendable {
    /// The scalars of one terminal character: the first spacing, the rest zero-width. Never empty.
    public var scalars: [Unicode.Scalar]
    /// Blank columns to draw after it (in the cell's style) to fill the model's width.
    public var padding: Int
    /// Whether the cell's own text could not be drawn and a stand-in replaced it.
    public var isStandIn: Bool
    /// Every scalar of the cell's text, where `scalars` (with `padding`) shows only part of it or
    /// a stand-in: what a terminal that draws a whole grapheme cluster in one cell is sent
    /// instead. Nil where `scalars` is the whole text, and where the text is not to be sent
    /// whole: one scalar, a first scalar without width, a control character or a tag (a
    /// subdivision flag's spelling) in it, or more than `maxClusterScalars` scalars.
    public var cluster: [Unicode.Scalar]?

    /// The most scalars a whole `cluster` holds (a family of four with skin tones has 19).
    public static let maxClusterScalars = 32

    /// Creates a glyph.
    public init(scalars: [Unicode.Scalar], padding: Int = 0, isStandIn: Bool = false, cluster: [Unicode.Scalar]? = nil) {
        self.scalars = scalars
        self.padding = padding
        self.isStandIn = isStandIn
        self.cluster = cluster
    }

    /// The scalar joining emoji into one sequence.
    static let zeroWidthJoiner: Unicode.Scalar = "\u{200D}"

    /// Whether a scalar is a C0 control, DEL or a C1 control: never sent to a terminal.
    public static func isControl(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x20 || (s.value >= 0x7F && s.value <= 0x9F)
    }

    /// Whether a scalar is a tag (U+E0000-U+E007F), the spelling of a subdivision flag.
    static func isTag(_ s: Unicode.Scalar) -> Bool { (0xE0000...0xE007F).contains(s.value) }

    /// The glyph for a cell, or nil for the continuation half of a wide character (nothing to draw).
    ///
    /// - Parameters:
    ///   - cell: the model's cell; its `width` (1 or 2) is the truth.
    ///   - maxCharacters: how many scalars one terminal character holds (ncurses' CCHARW_MAX, 5).
    ///   - wcwidth: the width the terminal library gives one scalar (-1 for unprintable).
    public static func forCell(_ cell: Cell, maxCharacters: Int = 5, wcwidth: (Unicode.Scalar) -> Int) -> TerminalGlyph? {
        if cell.isContinuation { return nil }
        let width = Int(cell.width)
        let scalars = cell.grapheme.unicodeScalars
        guard let base = scalars.first else { return TerminalGlyph(scalars: [" "], padding: width - 1) }
        if scalars.count == 1, base.value >= 0x20, base.value < 0x7F, width == 1 { return TerminalGlyph(scalars: [base]) }
        if scalars.contains(where: isControl) { return standIn(width: width, wcwidth: wcwidth) }
        let baseWidth = wcwidth(base)
        var out: [Unicode.Scalar]
        if baseWidth == width {
            out = [base]
        } else if baseWidth == 0 {
            out = [" ", base]  // a lone zero-width cluster rides on a blank
        } else {
            var g = standIn(width: width, wcwidth: wcwidth)
            g.cluster = whole(scalars, drawn: g.scalars)
            return g
        }
        let limit = max(1, maxCharacters)
        for s in scalars.dropFirst() {
            if s == zeroWidthJoiner || wcwidth(s) != 0 { break }
            if out.count >= limit { break }
            out.append(s)
        }
        // A subdivision flag's tags go whole or not at all: cut short, they are hidden text.
        if out.contains(where: isTag), !out.contains("\u{E007F}") { out.removeAll(where: isTag) }
        let drawn = baseWidth == 0 ? 1 : baseWidth
        let kept = Array(out.prefix(limit))
        return TerminalGlyph(scalars: kept, padding: max(0, width - drawn),
                             cluster: baseWidth > 0 ? whole(scalars, drawn: kept) : nil)
    }

    /// The cell's scalars when the drawn ones are not all of them (and they may be sent whole:
    /// more than one, at most `maxClusterScalars`, no tag; the caller has ruled out control characters).
    private static func whole(_ scalars: String.UnicodeScalarView, drawn: [Unicode.Scalar]) -> [Unicode.Scalar]? {
        var all: [Unicode.Scalar] = []
        for s in scalars {
            // A subdivision flag's tags are hidden text where a terminal cuts the cluster short (tmux keeps 21 bytes).
            if all.count == maxClusterScalars || isTag(s) { return nil }
            all.append(s)
        }
        return all.count > 1 && all != drawn ? all : nil
    }

    /// U+FFFD (or `?` where the terminal library cannot draw U+FFFD) padded to `width` columns.
    public static func standIn(width: Int, wcwidth: (Unicode.Scalar) -> Int) -> TerminalGlyph {
        let replacement: Unicode.Scalar = wcwidth("\u{FFFD}") == 1 ? "\u{FFFD}" : "?"
        return TerminalGlyph(scalars: [replacement], padding: max(0, width - 1), isStandIn: true)
    }

    /// The columns the glyph takes on the terminal, given the same `wcwidth`.
    public func columns(wcwidth: (Unicode.Scalar) -> Int) -> Int {
        scalars.reduce(0) { $0 + max(0, wcwidth($1)) } + padding
    }
}
