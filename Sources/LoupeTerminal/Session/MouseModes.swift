/// The mouse modes a session has negotiated with its terminal, held as one value so that every
/// switch (a menu's hover tracking, a resume after Ctrl-Z or the editor, SGR-Pixels granted)
/// sends the whole set and the terminal's encoding always matches what the decoder reads.
///
/// In xterm, SGR (1006) and SGR-Pixels (1016) are two values of one setting: `CSI ?1006h`
/// after `CSI ?1016h` turns pixels off. So the set ends with 1016 whenever it was granted.
///
/// ```swift
/// var modes = MouseModes(hover: false, pixels: true)
/// modes.hover = true
/// modes.bytes   // "\e[?1003h\e[?1006h\e[?1004h\e[?1016h"
/// ```
public struct MouseModes: Equatable, Sendable {
    /// Any-motion tracking (1003: motion with no button too) instead of button tracking (1002).
    public var hover: Bool
    /// Whether SGR-Pixels (1016) was granted and switched on: reports carry pixels, not cells.
    public var pixels: Bool

    /// The modes: button or any-motion tracking, pixels when granted.
    public init(hover: Bool = false, pixels: Bool = false) {
        self.hover = hover
        self.pixels = pixels
    }

    /// The bytes that put a terminal in exactly these modes from whatever mouse modes it had:
    /// the tracking mode (turning 1003 off leaves no tracking at all in xterm, so 1002 is set
    /// after it), SGR encoding (1006), focus reports (1004), then SGR-Pixels (1016) last.
    public var bytes: String {
        let tracking = hover ? "\u{1B}[?1003h" : "\u{1B}[?1003l\u{1B}[?1002h"
        return tracking + "\u{1B}[?1006h" + TerminalModes.focusOn + (pixels ? "\u{1B}[?1016h" : "")
    }
}
