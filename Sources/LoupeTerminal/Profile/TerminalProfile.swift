import LoupeCore

/// What a terminal can show, decided from the environment alone (pure: no terminal I/O).
///
/// The program reads the environment (`ProcessEnvironment.current()`), builds a profile
/// and then caps the colour mode by what the terminfo entry can actually emit.
public struct TerminalProfile: Hashable, Sendable {

    /// The value of `TERM`.
    public var term: String
    /// The colour mode the environment allows (the backend may lower it further).
    public var colorMode: ColorMode
    /// Whether the locale's character set is UTF-8.
    public var isUTF8: Bool
    /// Whether the program runs inside tmux or GNU screen.
    public var isMultiplexer: Bool
    /// The magnifier tier this terminal draws best.
    public var tier: MagnifierTier
    /// How this terminal cuts text into cells: by grapheme cluster, or per code point by
    /// `wcwidth` (most terminals, and tmux, which decides the grid inside it).
    public var cells: WidthPolicy.Cells
    /// The background `COLORFGBG` says the terminal has (nil: it says nothing; the terminal's
    /// reply to OSC 11, when one comes, says more).
    public var background: BackgroundShade?
    /// Whether the environment says the terminal draws a whole grapheme cluster (a ZWJ sequence,
    /// a flag, a keycap) in one cell: tmux (3.3a joins what follows a zero-width joiner into its
    /// cell, as `cat` shows). Another terminal says so itself, by answering DECRQM for mode 2027
    /// (grapheme clustering) as set: kitty 0.26, which lays text out by cluster for widths but
    /// still advances a ZWJ sequence per emoji, does not. The ncurses backend then writes such
    /// clusters itself (an ncurses cell holds one spacing character); elsewhere a cell shows what
    /// one ncurses character holds, so the columns never drift.
    public var drawsWholeClusters: Bool

    /// Decides a profile from environment variables; throws when TERM says there is no usable terminal.
    public init(environment env: [String: String]) throws {
        guard let term = env["TERM"], !term.isEmpty else { throw TerminalProfileError.termNotSet }
        if term == "dumb" { throw TerminalProfileError.dumbTerminal }
        self.term = term
        isUTF8 = LocaleCharset.isUTF8(env)
        isMultiplexer = TerminalProfile.isMultiplexer(env)
        colorMode = TerminalProfile.colorMode(env)
        tier = TerminalProfile.tier(env, utf8: isUTF8, multiplexer: isMultiplexer)
        cells = TerminalProfile.cells(env)
        background = ColorFGBG.shade(environment: env)
        drawsWholeClusters = TerminalProfile.drawsWholeClusters(env)
    }

    /// Whether the environment's terminal is known to draw whole grapheme clusters in one cell:
    /// tmux (`cells` is `.tmux`: it joins what follows a zero-width joiner into its cell); not GNU
    /// screen, and not a terminal known only by name (kitty 0.26 advances a ZWJ sequence per
    /// emoji): those say it themselves, answering DECRQM 2027.
    public static func drawsWholeClusters(_ env: [String: String]) -> Bool {
        cells(env) == .tmux
    }

    /// Grapheme clusters in the terminals known to lay text out by them (kitty, WezTerm, foot,
    /// Ghostty), outside a multiplexer; per code point everywhere else (xterm, VTE, Konsole,
    /// the Linux console, tmux and screen), as `cat` shows text there.
    public static func cells(_ env: [String: String]) -> WidthPolicy.Cells {
        if !(env["TMUX"] ?? "").isEmpty || (env["TERM"] ?? "").hasPrefix("tmux") { return .tmux }
        if isMultiplexer(env) { return .terminalCharacters }
        let term = env["TERM"] ?? ""
        let program = (env["TERM_PROGRAM"] ?? "").lowercased()
        let clusters = !(env["KITTY_WINDOW_ID"] ?? "").isEmpty || term == "xterm-kitty" || term.hasPrefix("foot")
            || term == "xterm-ghostty" || program == "wezterm" || program == "ghostty"
        return clusters ? .graphemes : .terminalCharacters
    }

    /// Whether it is safe to ask the terminal for its background colour (OSC 11): everywhere
    /// but the Linux console, which prints what follows an OSC it does not know.
    public var canAskForColors: Bool { !(term == "linux" || term.hasPrefix("linux-")) }

    /// Whether the terminal may be asked what it draws (`TerminalModes.drawingProbe`): a UTF-8
    /// terminal (the sextant is written as UTF-8) that takes unknown queries quietly (not the Linux console).
    public var canProbeDrawing: Bool { isUTF8 && canAskForColors }

    /// The tier `auto` starts from, and whether the terminal's answers may raise it to sextants:
    /// only where the environment could not place the terminal (quadrant), outside tmux and screen.
    public var automaticTier: AutomaticTier { AutomaticTier(base: tier, mayRaise: !isMultiplexer) }

    /// Whether TMUX is set or TERM is a tmux/screen entry.
    public static func isMultiplexer(_ env: [String: String]) -> Bool {
        let term = env["TERM"] ?? ""
        return !(env["TMUX"] ?? "").isEmpty || term.hasPrefix("tmux") || term.hasPrefix("screen")
    }

    /// The colour mode the environment asks for (`NO_COLOR` wins, then COLORTERM, then TERM and terminal ids).
    public static func colorMode(_ env: [String: String]) -> ColorMode {
        if let noColor = env["NO_COLOR"], !noColor.isEmpty { return .monochrome }
        let term = env["TERM"] ?? ""
        let colorTerm = (env["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") { return .truecolor }
        if !isMultiplexer(env), isKnownTruecolorTerminal(env) { return .truecolor }
        if term.containsBytes("256color") { return .palette256 }
        let monoTerms = ["vt52", "vt100", "vt102", "vt220", "vt320", "ansi-mono", "xterm-mono"]
        if monoTerms.contains(term) || term.hasSuffix("-m") || term.hasSuffix("-mono") { return .monochrome }
        return .palette8
    }

    /// kitty, VTE 0.36+, WezTerm, Ghostty, foot, Alacritty, iTerm2: terminals known to take 24-bit colour.
    static func isKnownTruecolorTerminal(_ env: [String: String]) -> Bool {
        let term = env["TERM"] ?? ""
        let program = env["TERM_PROGRAM"] ?? ""
        if term == "xterm-kitty" || !(env["KITTY_WINDOW_ID"] ?? "").isEmpty { return true }
        if let vte = env["VTE_VERSION"], let v = Int(vte), v >= 3600 { return true }
        if ["WezTerm", "ghostty", "iTerm.app"].contains(program) { return true }
        return term.hasPrefix("foot") || term == "alacritty" || term == "xterm-ghostty" || term == "wezterm"
    }

    /// Whether the terminal draws the sextant block characters itself (kitty, VTE, foot, WezTerm, Alacritty, Ghostty).
    static func drawsSextants(_ env: [String: String]) -> Bool {
        let term = env["TERM"] ?? ""
        let program = env["TERM_PROGRAM"] ?? ""
        if term == "xterm-kitty" || !(env["KITTY_WINDOW_ID"] ?? "").isEmpty { return true }
        if !(env["VTE_VERSION"] ?? "").isEmpty { return true }
        if ["WezTerm", "ghostty"].contains(program) { return true }
        return term.hasPrefix("foot") || term == "alacritty" || term == "xterm-ghostty" || term == "wezterm"
    }

    /// The default tier: "spread" without UTF-8, "halfblock" on the Linux console,
    /// "quadrant" in tmux/screen (the outer terminal is unknown), "sextant" where the
    /// terminal draws sextants, "quadrant" otherwise (xterm and unknown UTF-8 terminals).
    static func tier(_ env: [String: String], utf8: Bool, multiplexer: Bool) -> MagnifierTier {
        guard utf8 else { return .spread }
        let term = env["TERM"] ?? ""
        if term == "linux" || term.hasPrefix("linux-") { return .halfblock }
        if multiplexer { return .quadrant }
        return drawsSextants(env) ? .sextant : .quadrant
    }
}

/// Why there is no usable terminal: each message is one line a person can act on.
public enum TerminalProfileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// TERM is unset or empty.
    case termNotSet
    /// TERM is "dumb": no cursor movement, no mouse.
    case dumbTerminal

    /// One line saying what is wrong and what to do.
    public var description: String {
        switch self {
        case .termNotSet: return "TERM is not set: run loupe in a terminal, or set TERM (for example TERM=xterm-256color)"
        case .dumbTerminal: return "TERM is \"dumb\": this terminal cannot show the loupe; run it in a full terminal (xterm, tmux, kitty...)"
        }
    }
}
