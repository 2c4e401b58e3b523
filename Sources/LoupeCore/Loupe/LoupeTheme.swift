/// The loupe's colours. Colours are reduced to the configured `ColorMode` when drawn.
public struct LoupeTheme: Hashable, Sendable {
    /// The rounded frame's colour.
    public var border: Color
    /// The lens background where the enlarged text has the default background (`.default` keeps the terminal's).
    public var lensBackground: Color
    /// The caret bar's colour.
    public var caret: Color
    /// Attributes of the caret bar (what shows it in monochrome).
    public var caretAttributes: Attributes
    /// How much the drop shadow darkens what is under it (0...1).
    public var shadowAmount: Double
    /// What to assume for the terminal's default colours when fading and shading.
    public var canvas: ColorBlend.Canvas
    /// The menus' chosen item (nil: the caret's colour).
    public var menuHighlight: Color? = nil
    /// Whether the lens, the menus and the link preview keep to the terminal's own default colours
    /// (`neutral`): no fill, fade or highlight colour of their own, only attributes (reverse, bold,
    /// dim), so that they read on a background whose colour is not known, light or dark.
    public var usesDefaultColors = false

    /// Creates a theme.
    public init(border: Color, lensBackground: Color, caret: Color, caretAttributes: Attributes = [.bold],
                shadowAmount: Double = 0.5, canvas: ColorBlend.Canvas = .dark) {
        self.border = border
        self.lensBackground = lensBackground
        self.caret = caret
        self.caretAttributes = caretAttributes
        self.shadowAmount = shadowAmount
        self.canvas = canvas
    }

    /// Grey frame, the terminal's own background in the lens, an iOS-blue caret: fits dark and light terminals.
    public static let standard = LoupeTheme(border: .rgb(142, 142, 147), lensBackground: .default, caret: .rgb(10, 132, 255))
    /// A dark lens for dark terminals.
    public static let dark = LoupeTheme(border: .rgb(152, 152, 160), lensBackground: .rgb(28, 28, 34), caret: .rgb(10, 132, 255))
    /// The terminal's own colours for a terminal whose background is not known: the frame and the
    /// caret in the default foreground (the caret bold), the lens's background the terminal's, the
    /// menus' chosen item in reverse bold video, and no drop shadow but dim text (`ownMode`).
    public static let neutral: LoupeTheme = {
        var theme = LoupeTheme(border: .default, lensBackground: .default, caret: .default, caretAttributes: [.bold], shadowAmount: 0)
        theme.usesDefaultColors = true
        return theme
    }()
    /// A light lens for light terminals.
    public static let light = LoupeTheme(border: .rgb(110, 110, 118), lensBackground: .rgb(250, 250, 246), caret: .rgb(0, 122, 255),
                                         shadowAmount: 0.25, canvas: .light)

    /// The colours the lens's, the menus' and the preview's own parts (frame, fills, highlight,
    /// shadow, fades) may use in a colour mode: none when the theme keeps to the terminal's default
    /// colours (`.monochrome`: attributes only, no fades, a shadow of dim text), else the mode's.
    /// What they magnify or show of the text keeps its colours in `mode`.
    public func ownMode(_ mode: ColorMode) -> ColorMode {
        usesDefaultColors ? .monochrome : mode
    }

    /// The caret bar's style in a colour mode.
    public func caretStyle(in mode: ColorMode) -> Style {
        ownMode(mode).reduce(Style(foreground: caret, attributes: caretAttributes))
    }
}

extension LoupeTheme {
    /// The named themes, for settings that choose one by name.
    public enum Preset: String, Hashable, Sendable, CaseIterable {
        /// Grey border, the terminal's background in the lens.
        case standard
        /// A dark lens.
        case dark
        /// A light lens.
        case light

        /// The theme.
        public var theme: LoupeTheme {
            switch self {
            case .standard: return .standard
            case .dark: return .dark
            case .light: return .light
            }
        }
    }
}

extension LoupeTheme {
    /// The frame's style in a colour mode, with contrast against the terminal's background: in
    /// 8 colours a grey frame becomes the palette's white, which all but vanishes on a light
    /// terminal, so on a light canvas the frame is drawn in black there.
    public func borderStyle(in mode: ColorMode) -> Style {
        let mode = ownMode(mode)
        let reduced = mode.reduce(Style(foreground: border))
        guard mode == .palette8, ColorBlend.Canvas.isLight(canvas.background),
              let rgb = reduced.foreground.rgbValue, ColorBlend.Canvas.isLight(rgb) else { return reduced }
        return Style(foreground: .indexed(0))
    }
}
