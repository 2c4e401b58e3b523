import CUnistring

/// The pixels of one cell's character for a block tier and zoom: the tier's own font (misc-fixed)
/// where it has every code point of the character, else GNU Unifont shrunk into the tier's box
/// (`StrokeResampler`); a wide character gets two boxes side by side, combining marks are drawn
/// over their base. `OwnSizeRule` and the characters with no glyph decide what is left for the
/// lens to draw at its own size.
struct ClusterFace {
    /// The tier's fonts, one box (`width x height` pixels) a cell.
    let regular: PixelFont
    let bold: PixelFont
    let tier: MagnifierTier
    let zoom: Int
    let ownSize: OwnSizeRule
    let faces: FaceChoice

    /// How a cell's character is drawn.
    enum Plan: Equatable {
        /// Nothing to draw (a blank, an empty cell).
        case blank
        /// One code point of the tier's font: its glyph index.
        case font(Int)
        /// Composed: the tier's font or Unifont, base and marks (`rows(of:bold:)`).
        case composed
        /// Drawn by the lens at its own size.
        case ownSize
    }

    /// How `cell` (a lead cell, not a continuation) is drawn; cheap: no pixels are made.
    func plan(_ cell: Cell, bold isBold: Bool) -> Plan {
        if cell.grapheme.isEmpty { return .blank }
        if cell.flags.contains(.placeholder) { return .ownSize }
        // Most cells: one scalar the tier's font draws (what the general path below gives them,
        // without making an array for every cell of the lens on every frame).
        var each = cell.grapheme.unicodeScalars.makeIterator()
        if cell.width == 1, let only = each.next(), each.next() == nil, !faces.unifontFirst(only.value, tier: tier),
           let index = (isBold ? bold : regular).glyphIndex(only.value) {
            return .font(index)
        }
        let scalars = Array(cell.grapheme.unicodeScalars)
        guard let base = scalars.first else { return .blank }
        let font = isBold ? bold : regular
        let tierFont = drawsFromTierFont(scalars, cell, font)
        if tierFont, scalars.count == 1, let index = font.glyphIndex(base.value) { return .font(index) }
        guard Self.marksOnly(scalars.dropFirst()), cell.width == 1 || cell.width == 2,
              !ownSize.drawsAtOwnSize(LensScript.of(base.value), tier: tier, zoom: zoom) else { return .ownSize }
        if tierFont { return .composed }
        guard let glyph = Unifont.glyph(base.value), glyph.width <= 8 * Int(cell.width) else { return .ownSize }
        for mark in scalars.dropFirst() {
            guard let m = Unifont.glyph(mark.value), m.width <= glyph.width else { return .ownSize }
        }
        return .composed
    }

    /// The pixels of a `.composed` character: `Int(cell.width) * regular.width` columns by
    /// `regular.height` rows, or nil when it has none (`plan` said otherwise).
    func rows(of cell: Cell, bold isBold: Bool) -> [UInt16]? {
        let scalars = Array(cell.grapheme.unicodeScalars)
        guard let base = scalars.first else { return nil }
        let font = isBold ? bold : regular
        let width = Int(cell.width) * regular.width, height = regular.height
        guard width <= PixelFont.maximumWidth else { return nil }
        if drawsFromTierFont(scalars, cell, font) {
            var rows = [UInt16](repeating: 0, count: height)
            for scalar in scalars {
                guard let glyph = font.rows(of: scalar.value) else { return nil }
                for (y, row) in glyph.enumerated() where y < height { rows[y] |= row }
            }
            return rows
        }
        guard let baseGlyph = Unifont.glyph(base.value) else { return nil }
        var glyph = baseGlyph.rows
        for mark in scalars.dropFirst() {
            guard let m = Unifont.glyph(mark.value) else { return nil }
            for y in glyph.indices { glyph[y] |= m.rows[y] }
        }
        // A narrow glyph in a wide cell sits in its middle.
        let sourceWidth = 8 * Int(cell.width)
        let shift = UInt16(max(0, sourceWidth - baseGlyph.width) / 2)
        if shift > 0 { glyph = glyph.map { $0 << shift } }
        var rows = StrokeResampler.resample(glyph, width: sourceWidth, toWidth: width, toHeight: height)
        if isBold, cell.width == 1 {
            let keep: UInt16 = width >= 16 ? .max : (1 << UInt16(width)) - 1
            rows = rows.map { ($0 | $0 << 1) & keep }
        }
        return rows
    }

    /// Whether the tier's font draws the character: one column, every code point in the font, and
    /// the base's script one this tier takes from its own font (`faces`).
    func drawsFromTierFont(_ scalars: [Unicode.Scalar], _ cell: Cell, _ font: PixelFont) -> Bool {
        guard cell.width == 1, let base = scalars.first, !faces.unifontFirst(base.value, tier: tier) else { return false }
        return scalars.allSatisfy { font.glyphIndex($0.value) != nil }
    }

    /// Whether every scalar is a combining mark drawn over its base: general category M, but not
    /// a variation selector (VS16 asks for an emoji, which has no bitmap; VS15 changes nothing here
    /// but would be drawn as a box).
    static func marksOnly(_ scalars: ArraySlice<Unicode.Scalar>) -> Bool {
        scalars.allSatisfy { scalar in
            let v = scalar.value
            if (0xFE00...0xFE0F).contains(v) || (0xE0100...0xE01EF).contains(v) { return false }
            return uc_is_general_category(v, UC_CATEGORY_M)
        }
    }
}
