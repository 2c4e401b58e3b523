/// A bitmap font read from BDF: glyphs by code point, metrics and properties.
public struct BitmapFont: Sendable {
    /// The font's name (`FONT`).
    public var name: String
    /// `FONTBOUNDINGBOX`: the box every glyph fits in.
    public var boundingBox: BDFBoundingBox
    /// Pixels above the baseline (`FONT_ASCENT`, else from the bounding box).
    public var ascent: Int
    /// Pixels below the baseline (`FONT_DESCENT`, else from the bounding box).
    public var descent: Int
    /// The code point to draw for characters the font lacks (`DEFAULT_CHAR`), if given.
    public var defaultChar: UInt32?
    /// Every property as written, string values without their quotes.
    public var properties: [String: String]
    /// Glyphs by code point.
    public var glyphs: [UInt32: BitmapGlyph]

    /// Creates a font.
    public init(name: String, boundingBox: BDFBoundingBox, ascent: Int, descent: Int, defaultChar: UInt32?,
                properties: [String: String], glyphs: [UInt32: BitmapGlyph]) {
        self.name = name
        self.boundingBox = boundingBox
        self.ascent = ascent
        self.descent = descent
        self.defaultChar = defaultChar
        self.properties = properties
        self.glyphs = glyphs
    }

    /// The glyph for a code point, if the font has it.
    public func glyph(for codePoint: UInt32) -> BitmapGlyph? { glyphs[codePoint] }

    /// The width of a character cell: the bounding box width.
    public var cellWidth: Int { boundingBox.width }
    /// The height of a character cell: ascent plus descent.
    public var cellHeight: Int { ascent + descent }

    /// A glyph drawn into the character cell (`cellWidth x cellHeight`), rows top to bottom,
    /// bit `x` = column `x`, placed by its origin and baseline; pixels outside the cell are dropped.
    public func cellRows(of glyph: BitmapGlyph) -> [UInt32] {
        var out = [UInt32](repeating: 0, count: cellHeight)
        let box = glyph.boundingBox
        // Top row of the bitmap sits at height yOffset + height - 1 above the baseline.
        let topInCell = ascent - (box.yOffset + box.height)
        let shift = box.xOffset - boundingBox.xOffset
        let cellMask: UInt32 = cellWidth >= 32 ? .max : (1 << UInt32(cellWidth)) - 1
        for (i, row) in glyph.rows.enumerated() {
            let y = topInCell + i
            guard y >= 0, y < cellHeight else { continue }
            let placed: UInt32
            if shift >= 0 { placed = shift >= 32 ? 0 : row << UInt32(shift) } else { placed = -shift >= 32 ? 0 : row >> UInt32(-shift) }
            out[y] = placed & cellMask
        }
        return out
    }
}
