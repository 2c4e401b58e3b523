/// How many colours the terminal can show; overlay colours are reduced to fit.
public enum ColorMode: String, Hashable, Sendable, CaseIterable, Comparable {
    /// 24-bit RGB.
    case truecolor
    /// The xterm 256-colour palette.
    case palette256 = "256"
    /// The 8 basic ANSI colours.
    case palette8 = "8"
    /// No colours: attributes (bold, reverse, ...) only.
    case monochrome

    /// Fewest colours first: monochrome < 8 < 256 < truecolor.
    public static func < (a: ColorMode, b: ColorMode) -> Bool { a.rank < b.rank }

    var rank: Int {
        switch self {
        case .monochrome: return 0
        case .palette8: return 1
        case .palette256: return 2
        case .truecolor: return 3
        }
    }

    /// Whether colours can be blended smoothly enough for a fade (truecolor and 256).
    public var supportsFade: Bool { self == .truecolor || self == .palette256 }

    /// A colour as this mode can show it: RGB mapped to the nearest palette entry, or dropped in monochrome.
    public func reduce(_ color: Color) -> Color {
        switch (self, color) {
        case (_, .default), (.truecolor, _):
            return color
        case (.monochrome, _):
            return .default
        case (.palette256, .indexed):
            return color
        case let (.palette256, .rgb(r, g, b)):
            return .indexed(Color.nearestIndex(r: r, g: g, b: b))
        case (.palette8, _):
            return color.nearestBasic.map(Color.indexed) ?? .default
        }
    }

    /// A style as this mode can show it (attributes and links are kept).
    public func reduce(_ style: Style) -> Style {
        if self == .truecolor { return style }
        var s = style
        s.foreground = reduce(style.foreground)
        s.background = reduce(style.background)
        return s
    }

    /// Every cell's style of a buffer reduced to this mode.
    public func reduce(_ buffer: CellBuffer) -> CellBuffer {
        if self == .truecolor { return buffer }
        var out = buffer
        for r in 0..<out.rows {
            for c in 0..<out.columns { out[c, r].style = reduce(out[c, r].style) }
        }
        return out
    }
}
