import LoupeCore

/// One thing an `InputDecoder` found in the terminal's bytes.
public enum DecodedInput: Hashable, Sendable {
    /// A key press.
    case key(KeyEvent)
    /// A mouse event (SGR, SGR-Pixels or X10), never merged with its neighbours.
    case mouse(MouseEvent)
    /// A DECRPM reply to DECRQM (`CSI ? mode ; value $ y`): 0 unknown mode, 1 set, 2 reset, 3 permanently set, 4 permanently reset.
    case modeReport(mode: Int, value: Int)
    /// The reply to `CSI 16 t`: the size of one cell in pixels.
    case cellPixelSize(width: Int, height: Int)
    /// The reply to `OSC 11 ; ?`: the terminal's default background colour.
    case defaultBackground(red: UInt8, green: UInt8, blue: UInt8)
    /// The reply to XTVERSION (`DCS > | text ST`): the terminal's name and version.
    case version(String)
    /// A cursor position report (`CSI row ; column R`, 1-based), decoded only while one is awaited
    /// (without a `?` it reads like shift+F3).
    case cursorPosition(row: Int, column: Int)
    /// The reply to `OSC 50 ; ?`: the name of the terminal's font.
    case font(String)
    /// The reply to DA1 (`CSI ? ... c`); every terminal answers it, after the queries sent before it.
    case deviceAttributes
    /// Focus reporting (mode 1004): `CSI I` the window gained the focus (true), `CSI O` it lost it.
    case focus(Bool)
}
