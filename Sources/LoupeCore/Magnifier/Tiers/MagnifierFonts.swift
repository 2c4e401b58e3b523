import Foundation

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
/// | sextant   | 4 | 8x12 | 8x13 without its top row                  | 8x13B without its top row   |
/// | quadrant  | 2 | 4x4  | 4x6, rows 0+1 and 4+5 merged (lossy)      | the same, emboldened first  |
/// | quadrant  | 3 | 6x6  | 4x6, one blank column left and right      | the same, emboldened first  |
/// | quadrant  | 4 | 8x8  | 4x6, columns doubled, blank row above/below | the same, emboldened first |
/// | halfblock | 2 | 2x4  | quadrant k=2 with columns 0+1, 2+3 merged (lossy) | the same, emboldened first |
/// | halfblock | 3 | 3x6  | 4x6 without its right column              | the same, emboldened first  |
/// | halfblock | 4 | 4x8  | 4x6, blank row above and below            | the same, emboldened first  |
///
/// "Emboldened" ORs each row with itself shifted one pixel right.
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
        let small = PixelFont(sources.fixed4x6)
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
        let medium = PixelFont(sources.fixed6x9)
        fonts[Key(tier: .sextant, zoom: 3, bold: false)] = medium
        fonts[Key(tier: .sextant, zoom: 3, bold: true)] = medium.emboldened()
        fonts[Key(tier: .sextant, zoom: 4, bold: false)] = PixelFont(sources.fixed8x13).cropped(top: 1)
        fonts[Key(tier: .sextant, zoom: 4, bold: true)] = PixelFont(sources.fixed8x13Bold).cropped(top: 1)
        self.fonts = fonts
    }

    /// The font for a tier, zoom and weight, if it exists and has the exact size the tier needs.
    public func font(tier: MagnifierTier, zoom: Int, bold: Bool) -> PixelFont? {
        guard let blitter = tier.blitter, let font = fonts[Key(tier: tier, zoom: zoom, bold: bold)],
              font.width == zoom * blitter.pixelColumns, font.height == zoom * blitter.pixelRows else { return nil }
        return font
    }

    /// The BDF files bundled with LoupeCore, by the name used in `Sources`.
    public static let bundledFileNames = ["4x6", "6x9", "8x13", "8x13B"]

    /// Loads the fonts bundled with LoupeCore (see `Magnifier/Fonts/README.md`).
    public static func bundled() throws -> MagnifierFonts {
        var loaded: [BitmapFont] = []
        for name in bundledFileNames {
            guard let url = Bundle.module.url(forResource: name, withExtension: "bdf", subdirectory: "Fonts")
                ?? Bundle.module.url(forResource: name, withExtension: "bdf") else {
                throw MagnifierFontError.missingResource(name: "\(name).bdf")
            }
            let text: String
            do { text = try String(contentsOf: url, encoding: .utf8) } catch {
                throw MagnifierFontError.unreadable(name: "\(name).bdf", reason: String(describing: error))
            }
            do { loaded.append(try BDFParser().parse(text)) } catch {
                throw MagnifierFontError.malformed(name: "\(name).bdf", error: error)
            }
        }
        return MagnifierFonts(sources: Sources(fixed4x6: loaded[0], fixed6x9: loaded[1], fixed8x13: loaded[2], fixed8x13Bold: loaded[3]))
    }
}
