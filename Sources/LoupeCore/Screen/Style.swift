/// Text attributes a terminal cell can carry.
public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt16
    /// Creates attributes from their bits.
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// Bold (SGR 1).
    public static let bold = Attributes(rawValue: 1 << 0)
    /// Dim / faint (SGR 2).
    public static let dim = Attributes(rawValue: 1 << 1)
    /// Italic (SGR 3).
    public static let italic = Attributes(rawValue: 1 << 2)
    /// Underline (SGR 4).
    public static let underline = Attributes(rawValue: 1 << 3)
    /// Blink (SGR 5 or 6).
    public static let blink = Attributes(rawValue: 1 << 4)
    /// Reverse video (SGR 7).
    public static let reverse = Attributes(rawValue: 1 << 5)
    /// Invisible / concealed (SGR 8).
    public static let invisible = Attributes(rawValue: 1 << 6)
    /// Strikethrough (SGR 9).
    public static let strikethrough = Attributes(rawValue: 1 << 7)

    /// Every attribute with its name in the snapshot text format, in a fixed order.
    public static let named: [(Attributes, String)] = [
        (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"),
        (.blink, "blink"), (.reverse, "reverse"), (.invisible, "invisible"), (.strikethrough, "strike"),
    ]
}

/// How a cell is drawn: colours, attributes and an optional hyperlink.
public struct Style: Hashable, Sendable {
    /// Foreground colour.
    public var foreground: Color
    /// Background colour.
    public var background: Color
    /// Bold, italic, reverse and the rest.
    public var attributes: Attributes
    /// An OSC 8 hyperlink, as an id into the buffer's `HyperlinkTable`; 0 means none.
    public var hyperlink: UInt16

    /// Creates a style.
    public init(foreground: Color = .default, background: Color = .default, attributes: Attributes = [], hyperlink: UInt16 = 0) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
        self.hyperlink = hyperlink
    }

    /// The terminal's default style.
    public static let plain = Style()

    /// The same look. Written out and inlinable, as `Color`'s: renderers compare styles for every
    /// cell they draw (the derived comparison was 6% of the instructions before the first screen).
    @inlinable @inline(__always) public static func == (a: Style, b: Style) -> Bool {
        a.foreground == b.foreground && a.background == b.background && a.attributes == b.attributes && a.hyperlink == b.hyperlink
    }

    /// Whether this is the terminal's default look (`plain`), without loading `plain`.
    @inlinable public var isPlain: Bool {
        foreground == .default && background == .default && attributes.rawValue == 0 && hyperlink == 0
    }

    /// The colours as they look on screen, with reverse applied.
    public var effectiveColors: (foreground: Color, background: Color) {
        attributes.contains(.reverse) ? (background, foreground) : (foreground, background)
    }
}
