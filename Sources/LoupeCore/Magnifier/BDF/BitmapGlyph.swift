/// One glyph of a bitmap font: its code point, box and pixel rows.
public struct BitmapGlyph: Hashable, Sendable {
    /// The glyph's name (`STARTCHAR`).
    public var name: String
    /// The Unicode code point (`ENCODING`).
    public var codePoint: UInt32
    /// Horizontal advance in pixels (`DWIDTH`).
    public var advance: Int
    /// The box the bitmap covers.
    public var boundingBox: BDFBoundingBox
    /// Rows top to bottom; bit `x` (least significant first) is pixel column `x`.
    public var rows: [UInt32]

    /// Creates a glyph.
    public init(name: String, codePoint: UInt32, advance: Int, boundingBox: BDFBoundingBox, rows: [UInt32]) {
        self.name = name
        self.codePoint = codePoint
        self.advance = advance
        self.boundingBox = boundingBox
        self.rows = rows
    }

    /// Whether the pixel at a column and row (top row 0) of the bitmap is set.
    public func pixel(x: Int, y: Int) -> Bool {
        guard x >= 0, x < boundingBox.width, y >= 0, y < rows.count else { return false }
        return (rows[y] >> UInt32(x)) & 1 == 1
    }
}
