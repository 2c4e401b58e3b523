import LoupeCore

/// The colours chosen for dark and for light terminals (`[colors.dark]`, `[colors.light]` in the
/// configuration file). Which applies follows the terminal's background (`PagerSettings.background`:
/// the person's word, the terminal's reply to OSC 11, or `COLORFGBG`); while nothing says, neither
/// applies and the overlays keep to the terminal's own colours.
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

    /// The choices for a background.
    public func choices(for shade: BackgroundShade) -> ColorChoices {
        shade == .light ? light : dark
    }
}
