/// What to magnify and how: the source screen, the spot to enlarge, the lens size and tier.
public struct MagnifierRequest: Sendable {
    /// The composed screen, selection colours already applied.
    public var source: CellBuffer
    /// The source row enlarged in the vertical middle of the output.
    public var focusRow: Int
    /// The source column shown at the horizontal centre of the output:
    /// 10.0 is the boundary between columns 9 and 10, 10.5 the middle of column 10.
    public var centerColumn: Double
    /// A column boundary (usually integral) where the caret bar is drawn, or nil for none.
    public var caretColumn: Double?
    /// The output size in cells (the lens interior).
    public var size: GridSize
    /// Which block characters draw the enlargement.
    public var tier: MagnifierTier
    /// The enlargement, 2, 3 or 4 (clamped into that range; ignored by `spread`).
    public var zoom: Int
    /// The colour of the caret bar (its foreground; the background when it is reversed).
    public var caretStyle: Style

    /// Creates a request.
    public init(source: CellBuffer, focusRow: Int, centerColumn: Double, caretColumn: Double? = nil,
                size: GridSize, tier: MagnifierTier = .sextant, zoom: Int = 3, caretStyle: Style = Style()) {
        self.source = source
        self.focusRow = focusRow
        self.centerColumn = centerColumn
        self.caretColumn = caretColumn
        self.size = size
        self.tier = tier
        self.zoom = zoom
        self.caretStyle = caretStyle
    }

    /// The focus row kept far from `Int`'s limits, so arithmetic on it cannot overflow.
    var safeFocusRow: Int { min(max(focusRow, -(1 << 40)), 1 << 40) }

    /// The zoom clamped into `MagnifierTier.zoomRange`.
    public var clampedZoom: Int { min(max(zoom, MagnifierTier.zoomRange.lowerBound), MagnifierTier.zoomRange.upperBound) }
}
