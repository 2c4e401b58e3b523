/// A fixed-size pixel font as a tier draws it: every glyph is a `width x height` mask.
///
/// Built from a `BitmapFont`'s character cells, then reshaped with exact
/// transforms (crop, pad, doubled columns, merged rows, emboldening) to the
/// pixel box a tier needs for a zoom. Masks sit in one flat array: row `y` of
/// glyph `g` is `masks[g * height + y]`, bit `x` is column `x`. Lookups for
/// Latin-1 go through a table, others through a dictionary; nothing allocates.
public struct PixelFont: Sendable {
    /// Glyph width in pixels (at most 16).
    public let width: Int
    /// Glyph height in pixels.
    public let height: Int
    /// The code points present, in glyph order.
    public let codePoints: [UInt32]
    /// Glyph rows, `height` per glyph.
    public private(set) var masks: [UInt16]
    private var latin1: [Int32]
    private var others: [UInt32: Int32]

    /// The widest glyph a `PixelFont` holds.
    public static let maximumWidth = 16

    /// Creates a font from glyph rows (`height` rows per code point, bit x = column x).
    /// Widths above 16 are cut to 16; glyphs with the wrong number of rows are skipped.
    public init(width: Int, height: Int, glyphs: [(UInt32, [UInt16])]) {
        self.width = min(max(0, width), Self.maximumWidth)
        self.height = max(0, height)
        let keep: UInt16 = self.width >= 16 ? .max : (1 << UInt16(self.width)) - 1
        var codePoints: [UInt32] = []
        var masks: [UInt16] = []
        var latin1 = [Int32](repeating: -1, count: 256)
        var others: [UInt32: Int32] = [:]
        for (cp, rows) in glyphs where rows.count == self.height {
            let index = Int32(codePoints.count)
            if cp < 256 { guard latin1[Int(cp)] < 0 else { continue }; latin1[Int(cp)] = index } else {
                guard others[cp] == nil else { continue }
                others[cp] = index
            }
            codePoints.append(cp)
            masks.append(contentsOf: rows.map { $0 & keep })
        }
        self.codePoints = codePoints
        self.masks = masks
        self.latin1 = latin1
        self.others = others
    }

    /// A font from code points and their rows already laid out (`height` rows each, in the
    /// order of `codePoints`, no duplicates): only the lookup tables are built.
    init(width: Int, height: Int, codePoints: [UInt32], masks: [UInt16]) {
        self.width = min(max(0, width), Self.maximumWidth)
        self.height = max(0, height)
        var latin1 = [Int32](repeating: -1, count: 256)
        var others: [UInt32: Int32] = [:]
        others.reserveCapacity(codePoints.count)
        for (i, cp) in codePoints.enumerated() {
            if cp < 256 { latin1[Int(cp)] = Int32(i) } else { others[cp] = Int32(i) }
        }
        self.codePoints = codePoints
        self.masks = masks
        self.latin1 = latin1
        self.others = others
    }

    /// The character cells of a bitmap font (columns past 16 are dropped).
    public init(_ font: BitmapFont) {
        let glyphs = font.glyphs.values.sorted { $0.codePoint < $1.codePoint }.map { glyph in
            (glyph.codePoint, font.cellRows(of: glyph).map { UInt16(truncatingIfNeeded: $0) })
        }
        self.init(width: font.cellWidth, height: font.cellHeight, glyphs: glyphs)
    }

    /// The index of a code point's glyph, or nil when the font lacks it.
    @inlinable public func glyphIndex(_ codePoint: UInt32) -> Int? {
        let i = lookup(codePoint)
        return i < 0 ? nil : Int(i)
    }

    @usableFromInline func lookup(_ codePoint: UInt32) -> Int32 {
        codePoint < 256 ? latin1[Int(codePoint)] : (others[codePoint] ?? -1)
    }

    /// The rows of a code point's glyph, or nil when the font lacks it.
    public func rows(of codePoint: UInt32) -> ArraySlice<UInt16>? {
        guard let g = glyphIndex(codePoint) else { return nil }
        return masks[g * height..<(g + 1) * height]
    }

    /// Whether a pixel of a code point's glyph is set (false when the font lacks it).
    public func pixel(_ codePoint: UInt32, x: Int, y: Int) -> Bool {
        guard x >= 0, x < width, y >= 0, y < height, let rows = rows(of: codePoint) else { return false }
        return (rows[rows.startIndex + y] >> UInt16(x)) & 1 == 1
    }

    /// A new font of another size with every glyph's rows transformed: `transform` appends the
    /// new rows of one glyph to the output (exactly `height` of them). The code points and their
    /// lookup tables are shared with this font, and the rows go into one array: deriving a font
    /// allocates once, whatever its number of glyphs.
    func reshaped(width: Int, height: Int, _ transform: (ArraySlice<UInt16>, inout [UInt16]) -> Void) -> PixelFont {
        let w = min(max(0, width), Self.maximumWidth), h = max(0, height)
        let keep: UInt16 = w >= 16 ? .max : (1 << UInt16(w)) - 1
        var out: [UInt16] = []
        out.reserveCapacity(codePoints.count * h)
        for g in codePoints.indices {
            let start = out.count
            transform(masks[g * self.height..<(g + 1) * self.height], &out)
            if out.count - start > h { out.removeLast(out.count - start - h) }
            while out.count - start < h { out.append(0) }
            for i in start..<out.count { out[i] &= keep }
        }
        return PixelFont(sharingCodePointsOf: self, width: w, height: h, masks: out)
    }

    /// A font with another size and rows, for the same code points in the same order.
    private init(sharingCodePointsOf other: PixelFont, width: Int, height: Int, masks: [UInt16]) {
        self.width = width
        self.height = height
        codePoints = other.codePoints
        latin1 = other.latin1
        others = other.others
        self.masks = masks
    }

    /// Drops rows from the top and bottom and columns from the left and right.
    public func cropped(top: Int = 0, bottom: Int = 0, left: Int = 0, right: Int = 0) -> PixelFont {
        let h = max(0, height - top - bottom), w = max(0, width - left - right)
        let shift = UInt16(min(left, 15))
        return reshaped(width: w, height: h) { rows, out in
            for row in rows.dropFirst(top).prefix(h) { out.append(row >> shift) }
        }
    }

    /// One row less from the top without losing a mark there: each glyph's top two rows are
    /// merged (OR), so an accent above a capital (Ќ, Ӂ, a bold Å) or a Thai tone mark keeps its
    /// place above the letter; a glyph whose top row is blank loses just that row, as `cropped(top: 1)`.
    /// Box drawing and block elements (U+2500-U+259F), which meet their neighbours above and
    /// below, are cropped: merging would thicken a diagonal or fill a shade's pattern.
    public func withoutTopRowKeepingMarks() -> PixelFont {
        guard height >= 2 else { return cropped(top: 1) }
        var glyph = 0  // `reshaped` visits the glyphs in the order of `codePoints`
        return reshaped(width: width, height: height - 1) { rows, out in
            let tiles = (0x2500...0x259F).contains(codePoints[glyph])
            glyph += 1
            let first = rows[rows.startIndex], second = rows[rows.startIndex + 1]
            out.append(tiles ? second : first | second)
            out.append(contentsOf: rows.dropFirst(2))
        }
    }

    /// Adds blank rows above and below and blank columns left and right.
    public func padded(top: Int = 0, bottom: Int = 0, left: Int = 0, right: Int = 0) -> PixelFont {
        let w = min(width + left + right, Self.maximumWidth)
        let shift = UInt16(min(left, 15))
        return reshaped(width: w, height: height + top + bottom) { rows, out in
            for _ in 0..<top { out.append(0) }
            for row in rows { out.append(row << shift) }
            for _ in 0..<bottom { out.append(0) }
        }
    }

    /// Every column drawn twice: an exact 2x horizontal enlargement.
    public func doubledColumns() -> PixelFont {
        reshaped(width: width * 2, height: height) { rows, out in
            for row in rows {
                var doubled: UInt16 = 0
                for x in 0..<8 where (row >> UInt16(x)) & 1 == 1 { doubled |= 3 << UInt16(2 * x) }
                out.append(doubled)
            }
        }
    }

    /// Rows combined by OR: each group of source rows (top to bottom) becomes one row.
    public func mergedRows(_ groups: [[Int]]) -> PixelFont {
        reshaped(width: width, height: groups.count) { rows, out in
            for group in groups {
                out.append(group.reduce(UInt16(0)) { acc, y in y >= 0 && y < rows.count ? acc | rows[rows.startIndex + y] : acc })
            }
        }
    }

    /// Columns combined by OR: each group of source columns (left to right) becomes one column.
    public func mergedColumns(_ groups: [[Int]]) -> PixelFont {
        reshaped(width: groups.count, height: height) { rows, out in
            for row in rows {
                var merged: UInt16 = 0
                for (x, group) in groups.enumerated() where group.contains(where: { $0 >= 0 && $0 < 16 && (row >> UInt16($0)) & 1 == 1 }) {
                    merged |= 1 << UInt16(x)
                }
                out.append(merged)
            }
        }
    }

    /// Synthetic bold: each row OR-ed with itself shifted one pixel right (clipped at the right edge).
    public func emboldened() -> PixelFont {
        reshaped(width: width, height: height) { rows, out in
            for row in rows { out.append(row | (row << 1)) }
        }
    }
}
