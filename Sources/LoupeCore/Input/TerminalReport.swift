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
    /// The terminal window gained (true) or lost (false) the keyboard focus.
    case focus(Bool)
}
