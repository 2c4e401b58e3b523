/// The private-mode escape sequences a session sends itself (ncurses does not know them); the
/// mouse modes that are switched on are one value, `MouseModes`.
public enum TerminalModes {
    /// Asks whether SGR-Pixels (1016) exists: DECRQM, answered by `CSI ? 1016 ; Ps $ y`.
    public static let queryPixels = "\u{1B}[?1016$p"
    /// Asks for the cell size in pixels: answered by `CSI 6 ; height ; width t`.
    public static let queryCellSize = "\u{1B}[16t"
    /// Asks for the default background colour (OSC 11): answered by `OSC 11 ; rgb:R/G/B` and ST or BEL.
    public static let queryBackground = "\u{1B}]11;?\u{1B}\\"
    /// What the terminal can draw, asked before the first frame on the blank screen: one sextant
    /// (U+1FB00) written at the top left between a cursor save and restore, a position report
    /// (`CSI 6 n`: how far the cursor moved), the cell erased again; then XTVERSION (`CSI > 0 q`),
    /// the font (`OSC 50 ; ?`, answered by xterm only with allowFontOps), whether it draws whole
    /// grapheme clusters (DECRQM for mode 2027) and DA1 (`CSI c`), which every terminal answers
    /// last, so a position report cannot be awaited for ever.
    public static let drawingProbe = "\u{1B}7\u{1B}[1;1H\u{1FB00}\u{1B}[6n\u{1B}[1;1H\u{1B}[K\u{1B}8"
        + "\u{1B}[>0q\u{1B}]50;?\u{1B}\\" + queryClusters + "\u{1B}[c"
    /// Asks whether the terminal clusters graphemes (mode 2027): `CSI ? 2027 ; Ps $ y`, 1 set,
    /// 2 reset (it can, once set), 3 permanently set, 4 permanently reset, 0 unknown.
    public static let queryClusters = "\u{1B}[?2027$p"
    /// Switches grapheme clustering on (mode 2027), for a terminal that answered 2 (reset, settable).
    public static let clustersOn = "\u{1B}[?2027h"
    /// Focus reporting (1004): the terminal sends `CSI I` when its window gains the focus and `CSI O` when it loses it.
    public static let focusOn = "\u{1B}[?1004h"
    /// Every mouse mode off (1016, 1003, 1002, 1000, 1006), in an order any terminal takes, and focus reporting (1004).
    public static let mouseOff = "\u{1B}[?1016l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?1006l\u{1B}[?1004l"
}
