import LoupeCore

/// The settings a demo script can change with `Set`, handed to the model.
///
/// The player passes them to the model factory when it creates the model, and
/// again whenever a `Set` line changes one: a model that adopts
/// `DemoConfigurable` receives them through `apply(_:)` and keeps its state;
/// any other model is rebuilt by the factory with the same content and size.
/// `frameRate` and `hover` are also used by the player itself.
public struct DemoSettings: Hashable, Sendable {
    /// The loupe's enlargement (2...4 useful).
    public var zoom: Int
    /// The magnifier's glyph tier.
    public var tier: MagnifierTier
    /// Keep (`show`) or hide the loupe while selecting downward.
    public var downward: DownwardPolicy
    /// Frames per second of the virtual clock.
    public var frameRate: Int
    /// Extra word characters for double-click, or nil for the engine's default.
    public var wordChars: String?
    /// The colour theme (the loupe's, and the asciicast header's terminal colours).
    public var theme: DemoTheme.Name
    /// Whether the pointer is tracked with no button held (mouse mode 1003), so `Move` sends hover events.
    public var hover: Bool
    /// The data detectors' local time zone (nil: UTC only, whatever the machine's `TZ`).
    public var timeZone: DetectorTimeZone?

    /// Creates settings; the defaults are Loupe's.
    public init(zoom: Int = 3, tier: MagnifierTier = .sextant, downward: DownwardPolicy = .show, frameRate: Int = 60,
                wordChars: String? = nil, theme: DemoTheme.Name = .dark, hover: Bool = false, timeZone: DetectorTimeZone? = nil) {
        self.zoom = zoom
        self.tier = tier
        self.downward = downward
        self.frameRate = frameRate
        self.wordChars = wordChars
        self.theme = theme
        self.hover = hover
        self.timeZone = timeZone
    }

    /// These settings with one changed.
    public func applying(_ setting: DemoSetting) -> DemoSettings {
        var s = self
        switch setting {
        case let .zoom(v): s.zoom = v
        case let .tier(v): s.tier = v
        case let .downward(v): s.downward = v
        case let .frameRate(v): s.frameRate = v
        case let .wordChars(v): s.wordChars = v
        case let .theme(v): s.theme = v
        case let .hover(v): s.hover = v
        case let .timeZone(v): s.timeZone = v
        }
        return s
    }
}
