/// Which characters the lens draws at their own size, once, in the middle of their enlarged box,
/// instead of enlarged: per tier and zoom, the scripts a tier has too few pixels for.
///
/// A Han character enlarged three times in quadrants gets 12x6 pixels, too few for its strokes;
/// drawn at its own size it stays as legible as the text around the lens. The standard rule
/// follows the OCR figures in `docs/lens-ocr.md` (each script read back from the lens at each
/// tier and zoom, enlarged and at its own size). Characters with no glyph at all (emoji, control
/// pictures, sequences joined by ZWJ) are always drawn at their own size, whatever the rule.
public struct OwnSizeRule: Hashable, Sendable {
    /// The scripts drawn at their own size, by tier and zoom (absent: none).
    public var scripts: [MagnifierTier: [Int: Set<LensScript>]]

    /// A rule from its table.
    public init(scripts: [MagnifierTier: [Int: Set<LensScript>]]) {
        self.scripts = scripts
    }

    /// Every character with a glyph enlarged, at every tier and zoom.
    public static let never = OwnSizeRule(scripts: [:])

    /// The rule the lens uses (see the type's documentation and `docs/lens-ocr.md`).
    ///
    /// | tier      | zoom 2            | zoom 3            | zoom 4     |
    /// |-----------|-------------------|-------------------|------------|
    /// | sextant   | Han, kana, hangul | Han               | —          |
    /// | quadrant  | Han, kana, hangul | Han, kana, hangul | Han        |
    /// | halfblock | Han, kana, hangul | Han, kana, hangul | Han, kana  |
    ///
    /// Zoom 2 (which the tool refuses) has too few pixels for any of them.
    public static let standard = OwnSizeRule(scripts: [
        .sextant: [2: [.han, .kana, .hangul], 3: [.han]],
        .quadrant: [2: [.han, .kana, .hangul], 3: [.han, .kana, .hangul], 4: [.han]],
        .halfblock: [2: [.han, .kana, .hangul], 3: [.han, .kana, .hangul], 4: [.han, .kana]],
    ])

    /// Whether a character of `script` is drawn at its own size at this tier and zoom.
    public func drawsAtOwnSize(_ script: LensScript, tier: MagnifierTier, zoom: Int) -> Bool {
        scripts[tier]?[zoom]?.contains(script) ?? false
    }
}
