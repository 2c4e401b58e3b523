/// A table from a cell's pixel pattern to the block character that draws it.
///
/// A cell holds `pixelColumns x pixelRows` pixels. Pattern bit `row * pixelColumns + column`
/// is the pixel at that column and row (row 0 on top); `glyphs[pattern]` is the character.
public struct Blitter: Sendable {
    /// Pixels across a cell.
    public let pixelColumns: Int
    /// Pixels down a cell.
    public let pixelRows: Int
    /// One character per pattern, `1 << (pixelColumns * pixelRows)` of them.
    public let glyphs: [String]
    private let patterns: [Character: Int]

    /// Creates a blitter from its table.
    public init(pixelColumns: Int, pixelRows: Int, glyphs: [String]) {
        self.pixelColumns = pixelColumns
        self.pixelRows = pixelRows
        self.glyphs = glyphs
        var patterns: [Character: Int] = [:]
        for (i, g) in glyphs.enumerated() { if let c = g.first { patterns[c] = i } }
        self.patterns = patterns
    }

    /// The pixel pattern a character draws, or nil when it is none of this blitter's.
    public func pattern(of glyph: String) -> Int? {
        guard glyph.count == 1, let c = glyph.first else { return nil }
        return patterns[c]
    }

    /// 2x3 pixels: the 60 sextants of U+1FB00..U+1FB3B and the four patterns the block leaves
    /// out because older characters draw them: empty (space), left column (U+258C ▌),
    /// right column (U+2590 ▐) and full (U+2588 █).
    public static let sextant: Blitter = {
        var table: [String] = []
        for p in 0..<64 {
            switch p {
            case 0: table.append(" ")
            case 21: table.append("\u{258C}")
            case 42: table.append("\u{2590}")
            case 63: table.append("\u{2588}")
            default:
                // The block lists patterns 1...62 in order, skipping 21 and 42.
                let offset = UInt32(p - 1 - (p > 21 ? 1 : 0) - (p > 42 ? 1 : 0))
                table.append(Unicode.Scalar(0x1FB00 + offset).map { String(Character($0)) } ?? " ")
            }
        }
        return Blitter(pixelColumns: 2, pixelRows: 3, glyphs: table)
    }()

    /// 2x2 pixels: quadrants U+2596..U+259F, half blocks, full block and space.
    public static let quadrant = Blitter(pixelColumns: 2, pixelRows: 2, glyphs: [
        " ", "\u{2598}", "\u{259D}", "\u{2580}", "\u{2596}", "\u{258C}", "\u{259E}", "\u{259B}",
        "\u{2597}", "\u{259A}", "\u{2590}", "\u{259C}", "\u{2584}", "\u{2599}", "\u{259F}", "\u{2588}",
    ])

    /// 1x2 pixels: space, upper half (U+2580), lower half (U+2584), full block (U+2588).
    public static let halfblock = Blitter(pixelColumns: 1, pixelRows: 2, glyphs: [" ", "\u{2580}", "\u{2584}", "\u{2588}"])
}
