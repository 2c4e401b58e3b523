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
    /// Focus reporting (mode 1004): `CSI I` the window gained the focus (true), `CSI O` it lost it.
    case focus(Bool)
}
