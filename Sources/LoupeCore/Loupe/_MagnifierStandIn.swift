// TEMPORARY STAND-IN for the Magnifier being built on branch `magnifier`.
// It copies the declarations of the agreed API with a trivial 1x ("spread"-like)
// body, so the loupe builds before the real one lands. Delete this file when
// `magnifier` is merged. Nothing else belongs in this file.

/// Stand-in: the block-glyph tiers of the real Magnifier.
public enum MagnifierTier: String, CaseIterable, Sendable { case sextant, quadrant, halfblock, spread }

/// Stand-in: what to enlarge and how.
public struct MagnifierRequest: Sendable {
    /// The composed screen, selection colours already applied.
    public var source: CellBuffer
    /// The source row enlarged in the vertical middle.
    public var focusRow: Int
    /// Source column at the horizontal centre of the output (10.5 = middle of column 10).
    public var centerColumn: Double
    /// A boundary where the caret bar is drawn, or nil.
    public var caretColumn: Double?
    /// Output size in cells.
    public var size: GridSize
    /// The glyph tier.
    public var tier: MagnifierTier
    /// 2, 3 or 4 (ignored by spread).
    public var zoom: Int
    /// The caret bar's style.
    public var caretStyle: Style

    /// Stand-in memberwise initialiser.
    public init(source: CellBuffer, focusRow: Int, centerColumn: Double, caretColumn: Double?, size: GridSize, tier: MagnifierTier, zoom: Int, caretStyle: Style) {
        self.source = source
        self.focusRow = focusRow
        self.centerColumn = centerColumn
        self.caretColumn = caretColumn
        self.size = size
        self.tier = tier
        self.zoom = zoom
        self.caretStyle = caretStyle
    }
}

/// Stand-in: renders a request 1x (STAND-IN OUTPUT, not the real magnifier).
public struct Magnifier: Sendable {
    /// Stand-in: the bundled fonts.
    public static func bundled() throws -> Magnifier { Magnifier() }

    /// Stand-in: copies the source 1x around the focus, caret as `▏`.
    public func render(_ request: MagnifierRequest) -> CellBuffer {
        var out = CellBuffer(size: request.size)
        let first = Int((request.centerColumn - Double(request.size.columns) / 2).rounded(.down))
        let top = request.focusRow - request.size.rows / 2
        for r in 0..<request.size.rows {
            for c in 0..<request.size.columns {
                let cell = request.source[first + c, top + r]
                if cell.isContinuation { continue }
                out.put(cell, column: c, row: r)
            }
        }
        if let caret = request.caretColumn {
            let c = Int((caret - Double(first)).rounded(.down))
            out.put(Cell("▏", style: request.caretStyle), column: min(max(0, c), request.size.columns - 1), row: request.focusRow - top)
        }
        return out
    }
}
