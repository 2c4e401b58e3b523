/// Whether a terminal's default background is dark or light: what the colours of the lens, the
/// menus and the link preview are chosen for. Where nothing says which (a terminal that answers no
/// OSC 11 and sets no `COLORFGBG`, such as tmux 3.3a), a program keeps the shade unknown (nil) and
/// draws them with `LoupeTheme.neutral`, in the terminal's own colours.
///
/// ```swift
/// BackgroundShade(of: (255, 255, 255))   // .light
/// BackgroundShade.dark.canvas            // ColorBlend.Canvas.dark
/// ```
public enum BackgroundShade: String, Hashable, Sendable, CaseIterable {
    /// A dark background (light text on it).
    case dark
    /// A light background (dark text on it).
    case light

    /// The shade of a background colour: light above the middle luminance (`ColorBlend.Canvas.isLight`).
    public init(of rgb: (r: UInt8, g: UInt8, b: UInt8)) {
        self = ColorBlend.Canvas.isLight(rgb) ? .light : .dark
    }

    /// The default colours assumed for a background of this shade whose exact colour is not known.
    public var canvas: ColorBlend.Canvas {
        switch self {
        case .dark: return .dark
        case .light: return .light
        }
    }
}
