import LoupeCore

extension PagerSettings {
    /// Applies the options every front end offers (command line, demo `Set` lines) to these settings.
    ///
    /// - Parameters:
    ///   - zoom: 2, 3 or 4 (clamped by the magnifier).
    ///   - tier: the magnifier's glyphs.
    ///   - downward: keep or hide the loupe while selecting downward.
    ///   - wordChars: extra word characters (nil keeps kitty's default).
    ///   - theme: the loupe's theme (nil keeps the current one).
    ///   - hover: the loupe follows the pointer with no button held.
    public mutating func applyOptions(zoom: Int, tier: MagnifierTier, downward: DownwardPolicy, wordChars: String?,
                                      theme: LoupeTheme.Preset?, hover: Bool) {
        loupe.zoom = zoom
        loupe.tier = tier
        loupe.downward = downward
        loupe.hoverMode = hover
        if let theme { loupe.theme = theme.theme }
        selection.words = WordSegmenter(extraWordCharacters: wordChars ?? WordSegmenter.kittyWordCharacters)
    }
}
