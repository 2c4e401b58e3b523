/// Something the terminal told the program about itself, delivered as an event like any input,
/// so that a reducer decides what it means and a recording replays it.
public enum TerminalReport: Hashable, Sendable {
    /// The terminal's default background colour (its reply to `OSC 11 ; ?`).
    case background(red: UInt8, green: UInt8, blue: UInt8)
    /// The colours the terminal can really show (the session's colour mode, which the
    /// terminfo entry may lower below what the environment promised).
    case colorMode(ColorMode)
    /// Whether the pointer is reported to the pixel (SGR-Pixels, mode 1016, switched on).
    case pixelMouse(Bool)
    /// Whether the terminal draws a whole grapheme cluster (a ZWJ sequence, a flag) in one cell,
    /// as it answered DECRQM for mode 2027: the front end then writes such clusters whole (tmux
    /// is known to from the environment, and not reported).
    case wholeClusters(Bool)
    /// The terminal window gained (true) or lost (false) the keyboard focus.
    case focus(Bool)
    /// The terminal's name and version, as it answers XTVERSION (`CSI > 0 q`): `XTerm(379)`,
    /// `kitty(0.26.5)`, `tmux 3.3a` (a multiplexer answers for itself).
    case version(String)
    /// How many columns the cursor moved when the terminal was sent one sextant (U+1FB00):
    /// 1 when it knows the character's width (Unicode 13), whether or not it has a glyph for it.
    case sextantAdvance(Int)
    /// The terminal's font, as it names it (OSC 50) or as it was started with.
    case font(TerminalFont)
}
