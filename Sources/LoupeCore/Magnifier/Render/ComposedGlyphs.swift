/// The glyphs one render composes (`ClusterFace.rows`), one box of the tier's font each: a wide
/// character is two, its left half then its right half. Row `y` of glyph `g` is `masks[g * height + y]`.
struct ComposedGlyphs {
    /// Rows a glyph.
    let height: Int
    /// Pixels across a box.
    let width: Int
    /// Every glyph's rows.
    private(set) var masks: [UInt16] = []

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Adds a character's rows (`boxes * width` columns) as `boxes` glyphs; returns the first's index.
    mutating func add(_ rows: [UInt16], boxes: Int) -> Int32 {
        let first = Int32(masks.count / max(height, 1))
        let keep: UInt16 = width >= 16 ? .max : (1 << UInt16(width)) - 1
        for box in 0..<boxes {
            let shift = UInt16(box * width)
            for y in 0..<height { masks.append(y < rows.count ? (rows[y] >> shift) & keep : 0) }
        }
        return first
    }
}
