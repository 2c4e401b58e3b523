import LoupeCore
import LoupePager

extension PagerModel: DemoInspectable, DemoConfigurable {
    /// Adopts a demo's `Set` lines, keeping the selection and scroll position.
    public mutating func apply(_ settings: DemoSettings) {
        var s = self.settings
        s.applyDemo(settings)
        update(settings: s)
    }

    /// The factory `loupe demo` and the recording tests use: the real pager with the bundled magnifier.
    public static var demoFactory: DemoModelFactory {
        { content, size, settings in
            var pager = PagerSettings(purpose: .view, title: content.name)
            pager.applyDemo(settings)
            return PagerModel(document: InMemoryDocument(content.text), size: size, settings: pager, magnifier: DemoModels.magnifier)
        }
    }
}

extension PagerSettings {
    /// Applies a demo's settings (zoom, tier, downward policy, word characters, theme and its background, hover, frame rate,
    /// the detectors' time zone).
    mutating func applyDemo(_ d: DemoSettings) {
        applyOptions(zoom: d.zoom, tier: d.tier, downward: d.downward, wordChars: d.wordChars, theme: d.theme.loupeTheme, hover: d.hover)
        // The recording's terminal has the theme's background (a `Terminal background` line may still say otherwise).
        adoptBackground(d.theme.backgroundShade)
        loupe.framesPerSecond = Double(max(1, d.frameRate))
        loupe.colorMode = .truecolor
        detectors.timeZone = d.timeZone
    }
}
