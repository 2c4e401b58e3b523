import LoupeCore

/// Numbers model colours for an ncurses screen, per colour mode (pure); the reduction itself is `ColorMode.reduce`.
///
/// - truecolor: only with a direct-colour terminfo entry (`COLORS` = 2^24, e.g.
///   `xterm-direct`): RGB packed as `r << 16 | g << 8 | b`, palette colours 0-7 kept
///   and 8-255 turned into their xterm RGB. With a 256-colour entry ncurses cannot
///   emit 24-bit SGR, so a COLORTERM=truecolor terminal is driven as 256 colours
///   (RGB → nearest palette index); the session lowers the mode to what terminfo can do.
/// - palette256: indices kept, RGB → nearest cube/grey index.
/// - palette8: bright ANSI colours fold onto 0-7; others → nearest of the 8.
/// - monochrome: no colour at all (-1); a non-default background turns into reverse
///   video so highlights stay visible.
public enum ColorDegradation {
    /// The colour number for ncurses: -1 is the terminal's default colour. The colour is first
    /// reduced to the mode by the model's one reduction (`ColorMode.reduce`); this only numbers it.
    public static func number(_ color: Color, mode: ColorMode) -> Int32 {
        switch mode.reduce(color) {
        case .default: return -1
        case let .indexed(i) where mode == .truecolor && i >= 8:
            let c = Color.xtermRGB(i)
            return packed(c.r, c.g, c.b)
        case let .indexed(i): return Int32(i)
        case let .rgb(r, g, b): return packed(r, g, b)
        }
    }

    /// Packed RGB for a direct-colour screen; values below 8 (which mean palette colours there) move to 8.
    static func packed(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int32 {
        max(8, Int32(r) << 16 | Int32(g) << 8 | Int32(b))
    }

    /// The model attributes a cell is drawn with in a mode (monochrome adds reverse for a background colour).
    public static func attributes(_ style: Style, mode: ColorMode) -> Attributes {
        var a = style.attributes
        if mode == .monochrome, style.background != .default, !a.contains(.reverse) { a.insert(.reverse) }
        return a
    }

    /// The colour a number read back from ncurses stands for (inverse of `number`, for capture).
    public static func color(fromNumber n: Int32, mode: ColorMode) -> Color {
        if n < 0 { return .default }
        if mode == .truecolor && n >= 8 {
            return .rgb(UInt8((n >> 16) & 0xFF), UInt8((n >> 8) & 0xFF), UInt8(n & 0xFF))
        }
        return .indexed(UInt8(clamping: n))
    }
}
