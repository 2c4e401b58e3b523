import LoupeCore

/// The colours chosen for dark and for light terminals (`[colors.dark]`, `[colors.light]` in the
/// configuration file). Which applies follows the terminal's background as it reports it (OSC 11);
/// a terminal that does not say is taken as dark.
public struct PagerColors: Hashable, Sendable {
    /// For a dark background.
    public var dark: ColorChoices
    /// For a light background.
    public var light: ColorChoices

    /// Colours for both.
    public init(dark: ColorChoices = ColorChoices(), light: ColorChoices = ColorChoices()) {
        self.dark = dark
        self.light = light
    }

    /// The choices for a canvas.
    public func choices(for canvas: ColorBlend.Canvas) -> ColorChoices {
        ColorBlend.Canvas.isLight(canvas.background) ? light : dark
    }
}
