/// Draws an enlarged view of a screen spot with block characters, for the loupe's lens.
///
/// Each source cell becomes `k x k` output cells (a wide character `2k x k`): its
/// glyph is taken from the tier's pixel font and drawn with the tier's block
/// characters, pixels on in the cell's foreground, off in its background. The
/// focus row sits in the vertical middle (the loupe's default lens is exactly its `k`
/// rows; a taller request shows the neighbours' nearest pixel rows above and below);
/// `centerColumn` sits in the horizontal middle. A character the tier's font lacks
/// (Greek and Cyrillic in the coarse tiers, Thai, CJK, Korean...) is drawn from GNU Unifont,
/// shrunk into its box so that its strokes survive; combining marks are drawn over their
/// base. What `ownSize` names for the tier and zoom, and what has no glyph at all (emoji,
/// control pictures, ZWJ sequences), is drawn once at its own size in the middle of its
/// enlarged box. See `MagnifierFonts` for the fonts.
public struct Magnifier: Sendable {
    /// The fonts, per tier, zoom and weight.
    public let fonts: MagnifierFonts
    /// Which scripts are drawn at their own size at each tier and zoom.
    public var ownSize: OwnSizeRule
    /// Which face draws the scripts the tier's font has besides Latin.
    public var faces: FaceChoice

    /// Creates a magnifier that draws with these fonts.
    public init(fonts: MagnifierFonts, ownSize: OwnSizeRule = .standard, faces: FaceChoice = .standard) {
        self.fonts = fonts
        self.ownSize = ownSize
        self.faces = faces
    }

    /// A magnifier with the fonts compiled into LoupeCore (it never fails; the signature is kept for callers that expect a throwing loader).
    public static func bundled() throws -> Magnifier {
        Magnifier(fonts: MagnifierFonts.compiled)
    }

    /// A magnifier with the fonts compiled into LoupeCore.
    public static let standard = Magnifier(fonts: MagnifierFonts.compiled)

    /// Renders a request into a buffer of exactly `request.size`.
    ///
    /// Never draws outside that size, never leaves half a wide character and never
    /// fails: a block tier whose font is missing falls back to `spread`.
    public func render(_ request: MagnifierRequest) -> CellBuffer {
        let k = request.clampedZoom
        if let blitter = request.tier.blitter,
           let regular = fonts.font(tier: request.tier, zoom: k, bold: false) {
            let bold = fonts.font(tier: request.tier, zoom: k, bold: true) ?? regular.emboldened()
            let renderer = BlockRenderer(regular: regular, bold: bold, blitter: blitter, zoom: k, tier: request.tier,
                                         ownSize: ownSize, faces: faces)
            return renderer.render(request)
        }
        return SpreadRenderer().render(request)
    }
}
