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

    /// A new font of another size with every glyph's rows transformed.
    func reshaped(width: Int, height: Int, _ transform: (ArraySlice<UInt16>) -> [UInt16]) -> PixelFont {
        let glyphs = codePoints.indices.map { g in (codePoints[g], transform(masks[g * self.height..<(g + 1) * self.height])) }
        return PixelFont(width: width, height: height, glyphs: glyphs)
    }

    /// Drops rows from the top and bottom and columns from the left and right.
    public func cropped(top: Int = 0, bottom: Int = 0, left: Int = 0, right: Int = 0) -> PixelFont {
        let h = max(0, height - top - bottom), w = max(0, width - left - right)
        return reshaped(width: w, height: h) { rows in
            rows.dropFirst(top).prefix(h).map { $0 >> UInt16(min(left, 15)) }
        }
    }

    /// Adds blank rows above and below and blank columns left and right.
    public func padded(top: Int = 0, bottom: Int = 0, left: Int = 0, right: Int = 0) -> PixelFont {
        let w = min(width + left + right, Self.maximumWidth)
        return reshaped(width: w, height: height + top + bottom) { rows in
            [UInt16](repeating: 0, count: top) + rows.map { $0 << UInt16(min(left, 15)) } + [UInt16](repeating: 0, count: bottom)
        }
    }

    /// Every column drawn twice: an exact 2x horizontal enlargement.
    public func doubledColumns() -> PixelFont {
        reshaped(width: width * 2, height: height) { rows in
            rows.map { row in
                var out: UInt16 = 0
                for x in 0..<8 where (row >> UInt16(x)) & 1 == 1 { out |= 3 << UInt16(2 * x) }
                return out
            }
        }
    }

    /// Rows combined by OR: each group of source rows (top to bottom) becomes one row.
    public func mergedRows(_ groups: [[Int]]) -> PixelFont {
        reshaped(width: width, height: groups.count) { rows in
            groups.map { group in
                group.reduce(UInt16(0)) { acc, y in y >= 0 && y < rows.count ? acc | rows[rows.startIndex + y] : acc }
            }
        }
    }

    /// Columns combined by OR: each group of source columns (left to right) becomes one column.
    public func mergedColumns(_ groups: [[Int]]) -> PixelFont {
        reshaped(width: groups.count, height: height) { rows in
            rows.map { row in
                var out: UInt16 = 0
                for (x, group) in groups.enumerated() where group.contains(where: { $0 >= 0 && $0 < 16 && (row >> UInt16($0)) & 1 == 1 }) {
                    out |= 1 << UInt16(x)
                }
                return out
            }
        }
    }

    /// Synthetic bold: each row OR-ed with itself shifted one pixel right (clipped at the right edge).
    public func emboldened() -> PixelFont {
        reshaped(width: width, height: height) { rows in rows.map { $0 | ($0 << 1) } }
    }
}
