/// A pixel rectangle relative to a glyph origin, as BDF's `BBX` and `FONTBOUNDINGBOX` give it.
public struct BDFBoundingBox: Hashable, Sendable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Left edge, relative to the origin.
    public var xOffset: Int
    /// Bottom edge, relative to the baseline (negative below it).
    public var yOffset: Int

    /// Creates a bounding box.
    public init(width: Int, height: Int, xOffset: Int, yOffset: Int) {
        self.width = width
        self.height = height
        self.xOffset = xOffset
        self.yOffset = yOffset
    }
}
