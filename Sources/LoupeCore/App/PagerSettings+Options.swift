extension PagerSettings {
    /// Applies the options every front end offers (command line, demo `Set` lines) to these settings.
    ///
    /// - Parameters:
    ///   - zoom: 2, 3 or 4 (clamped).
    ///   - tier: a `MagnifierTier` name; unknown names keep the current tier.
    ///   - downward: "show" or "hide".
    ///   - wordChars: extra word characters (nil keeps kitty's default).
    ///   - theme: "standard", "dark" or "light"; other names keep the current theme.
    ///   - hover: the loupe follows the pointer with no button held.
    public mutating func applyOptions(zoom: Int, tier: String, downward: String, wordChars: String?, theme: String?, hover: Bool) {
        loupe.zoom = zoom
        if let t = MagnifierTier(rawValue: tier) { loupe.tier = t }
        loupe.downward = downward == "hide" ? .hide : .show
        loupe.hoverMode = hover
        if let theme {
            switch theme {
            case "dark": loupe.theme = .dark
            case "light": loupe.theme = .light
            case "standard", "default": loupe.theme = .standard
            default: break
            }
        }
        selection.words = WordSegmenter(extraWordCharacters: wordChars ?? WordSegmenter.kittyWordCharacters)
    }
}
