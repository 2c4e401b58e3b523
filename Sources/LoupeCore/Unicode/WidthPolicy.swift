/// Choices that change how wide a grapheme cluster is.
public struct WidthPolicy: Hashable, Sendable {
    /// How text is cut into cells.
    public enum Cells: String, Hashable, Sendable {
        /// One cell per grapheme cluster (UAX #29), 1 or 2 columns: what terminals that cluster
        /// (kitty, WezTerm, foot, mode 2027) show, and a terminal-independent model.
        case graphemes
        /// One cell per spacing character and the zero-width ones after it, as wide as that
        /// character: what terminals that advance by `wcwidth` per code point show (xterm, VTE,
        /// tmux, the Linux console), so a Devanagari vowel sign or an emoji modifier takes its
        /// own columns there and here alike.
        case terminalCharacters
        /// As `terminalCharacters`, but a character after a zero-width joiner joins its cell, as
        /// tmux 3.3 lays out its grid (inside tmux, and for the panes the tmux picker captures).
        case tmux
    }

    /// East Asian Ambiguous characters (Greek, Cyrillic, box drawing in CJK fonts...) take two columns.
    public var ambiguousIsWide: Bool
    /// How text is cut into cells.
    public var cells: Cells

    /// Creates a policy; ambiguous width is narrow by default, as in most terminals.
    public init(ambiguousIsWide: Bool = false, cells: Cells = .graphemes) {
        self.ambiguousIsWide = ambiguousIsWide
        self.cells = cells
    }

    /// Narrow ambiguous characters, one cell per grapheme cluster.
    public static let standard = WidthPolicy()
}
