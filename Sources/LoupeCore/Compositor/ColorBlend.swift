/// Colour arithmetic for fades and shadows, in RGB.
///
/// The terminal's default colours are unknown to the core, so a `Canvas`
/// says what to assume for them; blending two default colours keeps the default.
public enum ColorBlend {
    /// The RGB values assumed for the terminal's default foreground and background.
    public struct Canvas: Hashable, Sendable {
        /// Assumed default foreground.
        public var foreground: (r: UInt8, g: UInt8, b: UInt8)
        /// Assumed default background.
        public var background: (r: UInt8, g: UInt8, b: UInt8)

        /// Creates a canvas assumption.
        public init(foreground: (r: UInt8, g: UInt8, b: UInt8), background: (r: UInt8, g: UInt8, b: UInt8)) {
            self.foreground = foreground
            self.background = background
        }

        /// Light text on black: what most terminals start with.
        public static let dark = Canvas(foreground: (229, 229, 229), background: (0, 0, 0))
        /// Dark text on white.
        public static let light = Canvas(foreground: (0, 0, 0), background: (255, 255, 255))

        /// A terminal's real background (as it answers OSC 11), with the text colour such a
        /// background usually has: dark on a light background, light on a dark one.
        public static func around(background rgb: (r: UInt8, g: UInt8, b: UInt8)) -> Canvas {
            Canvas(foreground: isLight(rgb) ? light.foreground : dark.foreground, background: rgb)
        }

        /// Whether a colour is light (relative luminance, Rec. 709 weights, above the middle).
        public static func isLight(_ rgb: (r: UInt8, g: UInt8, b: UInt8)) -> Bool {
            0.2126 * Double(rgb.r) + 0.7152 * Double(rgb.g) + 0.0722 * Double(rgb.b) > 127.5
        }

        /// Compares the assumed colours.
        public static func == (a: Canvas, b: Canvas) -> Bool {
            a.foreground == b.foreground && a.background == b.background
        }

        /// Hashes the assumed colours.
        public func hash(into hasher: inout Hasher) {
            for v in [foreground.r, foreground.g, foreground.b, background.r, background.g, background.b] { hasher.combine(v) }
        }
    }

    /// The RGB of a colour, with the canvas standing in for the default (`isBackground` picks which).
    public static func rgb(_ color: Color, isBackground: Bool, canvas: Canvas) -> (r: UInt8, g: UInt8, b: UInt8) {
        color.rgbValue ?? (isBackground ? canvas.background : canvas.foreground)
    }

    /// `amount` of the way from `a` to `b` (0 gives `a`, 1 gives `b`), as a colour for `a`'s role.
    ///
    /// `aIsBackground` and `bIsBackground` say which default each colour stands
    /// for. Two default colours of the same role stay default.
    public static func mix(_ a: Color, _ b: Color, amount: Double, aIsBackground: Bool, bIsBackground: Bool, canvas: Canvas) -> Color {
        if !(amount > 0) { return a }
        let sameRole = aIsBackground == bIsBackground
        if sameRole && a == b { return a }
        if sameRole && amount >= 1 { return b }
        let t = min(1, amount)
        let x = rgb(a, isBackground: aIsBackground, canvas: canvas)
        let y = rgb(b, isBackground: bIsBackground, canvas: canvas)
        func m(_ p: UInt8, _ q: UInt8) -> UInt8 {
            UInt8(max(0, min(255, (Double(p) + (Double(q) - Double(p)) * t).rounded())))
        }
        return .rgb(m(x.r, y.r), m(x.g, y.g), m(x.b, y.b))
    }

    /// A colour of one role made fit for a slot of a role: a default of the other
    /// role becomes the canvas colour it stands for.
    public static func resolve(_ color: Color, isBackground: Bool, forBackground slot: Bool, canvas: Canvas) -> Color {
        guard color == .default, isBackground != slot else { return color }
        let c = rgb(color, isBackground: isBackground, canvas: canvas)
        return .rgb(c.r, c.g, c.b)
    }

    /// A colour darkened toward black by `amount` (0...1), as RGB.
    public static func darken(_ color: Color, amount: Double, isBackground: Bool, canvas: Canvas) -> Color {
        mix(color, .rgb(0, 0, 0), amount: amount, aIsBackground: isBackground, bIsBackground: isBackground, canvas: canvas)
    }
}
