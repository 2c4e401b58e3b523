/// The tier `auto` chooses: the one the environment suggests, raised to sextants when the
/// terminal's answers show positively that it draws them (pure: no terminal I/O).
///
/// The environment alone cannot tell an xterm whose font has the sextants from one whose
/// font has not, nor a WezTerm behind ssh (where TERM says xterm-256color) from an xterm. The
/// answers can: a terminal that names itself (XTVERSION) as one that draws the sextants itself,
/// or an xterm drawing with a fontconfig face on this machine where a font covers them; and in
/// every case the cursor must have moved exactly one column for U+1FB00 (a terminal that does
/// not know the character's width cannot be trusted to draw it). In doubt it stays.
public struct AutomaticTier: Hashable, Sendable {
    /// The tier the environment suggests (before any answer).
    public var base: MagnifierTier
    /// Whether answers may raise it: a UTF-8 terminal the environment could not place (quadrant),
    /// not a multiplexer (tmux answers for itself, and the terminal outside is unknown).
    public var mayRaise: Bool

    /// A choice starting at `base`.
    public init(base: MagnifierTier, mayRaise: Bool) {
        self.base = base
        self.mayRaise = mayRaise && base == .quadrant
    }

    /// The tier for what the terminal has answered so far.
    public func tier(_ answers: TerminalAnswers) -> MagnifierTier {
        guard mayRaise, answers.sextantAdvance == 1 else { return base }
        let version = answers.version ?? ""
        if AutomaticTier.drawsSextantsItself(version: version) { return .sextant }
        if AutomaticTier.isXterm(version: version), answers.font?.drawsSextants == true { return .sextant }
        return base
    }

    /// Whether XTVERSION names a terminal that draws the sextants itself, whatever its font:
    /// kitty, foot, WezTerm, Ghostty, Alacritty, VTE.
    public static func drawsSextantsItself(version: String) -> Bool {
        let lower = version.lowercased()
        return ["kitty", "foot", "wezterm", "ghostty", "alacritty", "vte"].contains { lower.hasPrefix($0) }
    }

    /// Whether XTVERSION names xterm (`XTerm(379)`), which draws the sextants only from its font.
    public static func isXterm(version: String) -> Bool { version.hasPrefix("XTerm(") }
}
