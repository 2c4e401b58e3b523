/// How the loupe looks and moves. Every field has a sensible default.
public struct LoupeConfig: Hashable, Sendable {
    /// Magnification, 2...4 (values outside are clamped; the spread tier is always 1x). At 2 a letter
    /// gets 4x6 pixels at best, too few to read, so the `loupe` tool offers only 3 and 4.
    public var zoom: Int { didSet { zoom = min(4, max(2, zoom)) } }
    /// The block-glyph tier the magnifier draws with.
    public var tier: MagnifierTier
    /// Whether the loupe stays while selecting downward.
    public var downward: DownwardPolicy
    /// Show the loupe under the pointer with no button held (for low-vision users).
    public var hoverMode: Bool
    /// Frames per second while animating (default 60).
    public var framesPerSecond: Double
    /// Length of the show animation in milliseconds (ease-out).
    public var showDuration: Double
    /// Length of the hide animation in milliseconds (ease-out).
    public var hideDuration: Double
    /// How long the loupe trails behind a moving focus, in milliseconds.
    public var followLag: Double
    /// Colours.
    public var theme: LoupeTheme
    /// Draw a drop shadow right of and below the frame.
    public var dropShadow: Bool
    /// The colours the terminal can show.
    public var colorMode: ColorMode
    /// The lens interior in cells; nil for `LoupeLayout.defaultInteriorSize`.
    public var lensSize: GridSize?

    /// Creates a configuration.
    public init(zoom: Int = 3, tier: MagnifierTier = .sextant, downward: DownwardPolicy = .show, hoverMode: Bool = false,
                framesPerSecond: Double = 60, showDuration: Double = 150, hideDuration: Double = 150, followLag: Double = 45,
                theme: LoupeTheme = .standard, dropShadow: Bool = true, colorMode: ColorMode = .truecolor, lensSize: GridSize? = nil) {
        self.zoom = min(4, max(2, zoom))
        self.tier = tier
        self.downward = downward
        self.hoverMode = hoverMode
        self.framesPerSecond = framesPerSecond
        self.showDuration = showDuration
        self.hideDuration = hideDuration
        self.followLag = followLag
        self.theme = theme
        self.dropShadow = dropShadow
        self.colorMode = colorMode
        self.lensSize = lensSize
    }

    /// Output cells per source cell: `zoom`, or 1 for the spread tier.
    public var scale: Int { tier == .spread ? 1 : zoom }

    /// Milliseconds between frames while animating (at least 1).
    public var frameInterval: Double {
        framesPerSecond.isFinite && framesPerSecond > 0 ? max(1, 1000 / framesPerSecond) : 1000.0 / 60
    }
}
