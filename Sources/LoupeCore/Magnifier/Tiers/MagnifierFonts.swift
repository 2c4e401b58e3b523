/// The pixel fonts the magnifier draws with, one per tier, zoom and weight.
///
/// A block tier turns one source cell into `k x k` output cells, so its font must be
/// exactly `k * pixelColumns` by `k * pixelRows` pixels. The fonts come from X11
/// misc-fixed (public domain) and are reshaped only by the exact transforms of
/// `PixelFont`, or, for the two sizes too small for any real font, by merging
/// pixel rows or columns with OR:
///
/// | tier      | k | box  | regular                                   | bold                        |
/// |-----------|---|------|-------------------------------------------|-----------------------------|
/// | sextant   | 2 | 4x6  | 4x6                                       | 4x6 emboldened              |
/// | sextant   | 3 | 6x9  | 6x9                                       | 6x9 emboldened              |
/// | sextant   | 4 | 8x12 | 8x13, top two rows merged (marks kept)    | 8x13B, the same             |
/// | quadrant  | 2 | 4x4  | 4x6, rows 0+1 and 4+5 merged (lossy)      | the same, emboldened first  |
/// | quadrant  | 3 | 6x6  | 4x6, one blank column left and right      | the same, emboldened first  |
/// | quadrant  | 4 | 8x8  | 4x6, columns doubled, blank row above/below | the same, emboldened first |
/// | halfblock | 2 | 2x4  | quadrant k=2 with columns 0+1, 2+3 merged (lossy) | the same, emboldened first |
/// | halfblock | 3 | 3x6  | 4x6 without its right column              | the same, emboldened first  |
/// | halfblock | 4 | 4x8  | 4x6, blank row above and below            | the same, emboldened first  |
///
/// "Emboldened" ORs each row with itself shifted one pixel right. "Top two rows merged" drops the
/// top row of a glyph that leaves it blank and keeps an accent that reaches it (`withoutTopRowKeepingMarks`).
///
/// Besides Latin these fonts have Greek, Cyrillic and Hebrew (4x6, 6x9, 8x13), and 8x13 Armenian,
/// Georgian and Thai too. What a tier's font lacks, or takes better from elsewhere (`FaceChoice`),
/// comes from GNU Unifont shrunk into the tier's box (`ClusterFace`, `StrokeResampler`).
public struct MagnifierFonts: Sendable {
    /// Which font: a tier, a zoom and a weight.
    public struct Key: Hashable, Sendable {
        /// The tier.
        public var tier: MagnifierTier
        /// The zoom, 2...4.
        public var zoom: Int
        /// Whether this is the bold font.
        public var bold: Bool
        /// Creates a key.
        public init(tier: MagnifierTier, zoom: Int, bold: Bool) {
            self.tier = tier
            self.zoom = zoom
            self.bold = bold
        }
    }

    /// The source fonts the table above derives from.
    public struct Sources: Sendable {
        /// misc-fixed 4x6.
        public var fixed4x6: BitmapFont
        /// misc-fixed 6x9.
        public var fixed6x9: BitmapFont
        /// misc-fixed 8x13.
        public var fixed8x13: BitmapFont
        /// misc-fixed 8x13B (bold).
        public var fixed8x13Bold: BitmapFont
        /// Creates the set.
        public init(fixed4x6: BitmapFont, fixed6x9: BitmapFont, fixed8x13: BitmapFont, fixed8x13Bold: BitmapFont) {
            self.fixed4x6 = fixed4x6
            self.fixed6x9 = fixed6x9
            self.fixed8x13 = fixed8x13
            self.fixed8x13Bold = fixed8x13Bold
        }
    }

    /// The fonts by key.
    public private(set) var fonts: [Key: PixelFont]

    /// Creates a set from fonts by key (a font of the wrong size for its key is never used).
    public init(fonts: [Key: PixelFont]) {
        self.fonts = fonts
    }

    /// Derives every tier's fonts from the source fonts, as the table in the type's documentation says.
    public init(sources: Sources) {
        self.init(small: PixelFont(sources.fixed4x6), medium: PixelFont(sources.fixed6x9),
                  large: PixelFont(sources.fixed8x13), largeBold: PixelFont(sources.fixed8x13Bold))
    }

    /// Derives every tier's fonts from the four source fonts' character cells.
    init(small: PixelFont, medium: PixelFont, large: PixelFont, largeBold: PixelFont) {
        var fonts: [Key: PixelFont] = [:]
        for bold in [false, true] {
            let base = bold ? small.emboldened() : small
            let quadrant2 = base.mergedRows([[0, 1], [2], [3], [4, 5]])
            fonts[Key(tier: .sextant, zoom: 2, bold: bold)] = base
            fonts[Key(tier: .quadrant, zoom: 2, bold: bold)] = quadrant2
            fonts[Key(tier: .quadrant, zoom: 3, bold: bold)] = base.padded(left: 1, right: 1)
            fonts[Key(tier: .quadrant, zoom: 4, bold: bold)] = base.doubledColumns().padded(top: 1, bottom: 1)
            fonts[Key(tier: .halfblock, zoom: 2, bold: bold)] = quadrant2.mergedColumns([[0, 1], [2, 3]])
            fonts[Key(tier: .halfblock, zoom: 3, bold: bold)] = base.cropped(right: 1)
            fonts[Key(tier: .halfblock, zoom: 4, bold: bold)] = base.padded(top: 1, bottom: 1)
        }
        fonts[Key(tier: .sextant, zoom: 3, bold: false)] = medium
        fonts[Key(tier: .sextant, zoom: 3, bold: true)] = medium.emboldened()
        fonts[Key(tier: .sextant, zoom: 4, bold: false)] = large.withoutTopRowKeepingMarks()
        fonts[Key(tier: .sextant, zoom: 4, bold: true)] = largeBold.withoutTopRowKeepingMarks()
        self.fonts = fonts
    }

    /// The font for a tier, zoom and weight, if it exists and has the exact size the tier needs.
    public func font(tier: MagnifierTier, zoom: Int, bold: Bool) -> PixelFont? {
        guard let blitter = tier.blitter, let font = fonts[Key(tier: tier, zoom: zoom, bold: bold)],
              font.width == zoom * blitter.pixelColumns, font.height == zoom * blitter.pixelRows else { return nil }
        return font
    }

    /// The BDF files the compiled-in fonts come from (`Magnifier/Fonts/`), by the name used in `Sources`.
    public static let bundledFileNames = ["4x6", "6x9", "8x13", "8x13B"]

    /// The fonts compiled into LoupeCore (X11 misc-fixed, see `Magnifier/Fonts/README.md`), derived
    /// once, on first use, from any thread: no file, no parsing, no thread of its own.
    public static let compiled = derivedFromCompiled()

    /// Derives every tier's fonts from the compiled-in sources anew (what `compiled` does once; for measurements).
    public static func derivedFromCompiled() -> MagnifierFonts {
        MagnifierFonts(small: CompiledFont.fixed4x6.pixelFont, medium: CompiledFont.fixed6x9.pixelFont,
                       large: CompiledFont.fixed8x13.pixelFont, largeBold: CompiledFont.fixed8x13Bold.pixelFont)
    }

    /// The fonts compiled into LoupeCore (`compiled`); it never fails (the signature is kept for callers that expect a throwing loader).
    public static func bundled() throws -> MagnifierFonts { compiled }
}
