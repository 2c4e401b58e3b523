/// Draws a request with a block tier: every source pixel column and row mapped onto block characters.
///
/// Output pixel column `p` shows source pixel column `originPixel + p`; source column `c`
/// covers pixels `c * glyphWidth ..< (c + 1) * glyphWidth`. The focus row's `k` output
/// rows start at `focusTop`; rows above and below show the neighbouring source rows.
struct BlockRenderer {
    let regular: PixelFont
    let bold: PixelFont
    let blitter: Blitter
    let zoom: Int
    /// What the tier's fonts lack: Unifont, marks over their base, and what is drawn at its own size.
    let face: ClusterFace

    init(regular: PixelFont, bold: PixelFont, blitter: Blitter, zoom: Int, tier: MagnifierTier, ownSize: OwnSizeRule,
         faces: FaceChoice) {
        self.regular = regular
        self.bold = bold
        self.blitter = blitter
        self.zoom = zoom
        face = ClusterFace(regular: regular, bold: bold, tier: tier, zoom: zoom, ownSize: ownSize, faces: faces)
    }

    /// The geometry of one render: where the source lands in the output.
    struct Layout {
        var width: Int, height: Int
        var glyphWidth: Int, glyphHeight: Int
        var originPixel: Int
        var focusTop: Int
        var firstColumn: Int, lastColumn: Int
        /// Output pixel column of the caret bar, or nil.
        var caretPixel: Int?
    }

    func layout(_ request: MagnifierRequest) -> Layout {
        let w = request.size.columns, h = request.size.rows
        let gw = regular.width, gh = regular.height
        let pw = blitter.pixelColumns
        let center = Self.finite(request.centerColumn)
        let origin = Int((center * Double(gw) - Double(w * pw) / 2).rounded())
        var caret: Int?
        if let c = request.caretColumn, c.isFinite {
            caret = Int((Self.finite(c) * Double(gw)).rounded()) - 1 - origin
        }
        return Layout(width: w, height: h, glyphWidth: gw, glyphHeight: gh, originPixel: origin,
                      focusTop: floorDiv(h - zoom, 2),
                      firstColumn: floorDiv(origin, gw), lastColumn: floorDiv(origin + max(w * pw, 1) - 1, gw),
                      caretPixel: caret)
    }

    /// A finite value kept well inside `Int`'s range once multiplied by a glyph width.
    static func finite(_ v: Double) -> Double { v.isFinite ? min(max(v, -1e9), 1e9) : 0 }

    func render(_ request: MagnifierRequest) -> CellBuffer {
        var out = CellBuffer(size: request.size)
        out.hyperlinks = request.source.hyperlinks
        guard request.size.columns > 0, request.size.rows > 0 else { return out }
        let geo = layout(request)
        let resolver = CellResolver(face: face, glyphHeight: geo.glyphHeight)
        var scratch = [ResolvedCell](repeating: .outside, count: geo.lastColumn - geo.firstColumn + 1)
        var composed = ComposedGlyphs(width: geo.glyphWidth, height: geo.glyphHeight)
        var resolvedRow = Int.min
        var anyMissing = false
        for y in 0..<geo.height {
            let rel = y - geo.focusTop
            let rowOffset = floorDiv(rel, zoom)
            let sourceRow = request.safeFocusRow + rowOffset
            guard sourceRow >= 0, sourceRow < request.source.rows else { continue }
            if sourceRow != resolvedRow {
                resolveRow(request.source, sourceRow, geo, resolver, &scratch, &composed, &anyMissing)
                resolvedRow = sourceRow
            }
            let subRow = rel - rowOffset * zoom
            let inFocus = rowOffset == 0
            drawRow(y, subRow: subRow, caret: inFocus ? geo.caretPixel : nil, scratch, composed.masks, geo, request.caretStyle, &out)
        }
        // Most lenses have none: no second look at every cell then.
        if anyMissing { drawMissingGlyphs(request, geo, resolver, &out) }
        return out
    }

    /// Resolves the source row's columns `firstColumn...lastColumn` into `scratch`. A composed
    /// wide character's continuation takes the right half its lead just composed. `anyMissing`
    /// becomes true when a character there is drawn at its own size.
    func resolveRow(_ source: CellBuffer, _ row: Int, _ geo: Layout, _ resolver: CellResolver,
                    _ scratch: inout [ResolvedCell], _ composed: inout ComposedGlyphs, _ anyMissing: inout Bool) {
        var i = 0
        while i < scratch.count {
            let column = geo.firstColumn + i
            scratch[i] = resolver.resolve(source, column: column, row: row, composed: &composed)
            if scratch[i].missing { anyMissing = true }
            if scratch[i].face == .composed, i + 1 < scratch.count, source.contains(column: column, row: row),
               source[column, row].isWide, source.contains(column: column + 1, row: row), source[column + 1, row].isContinuation {
                var right = scratch[i]
                right.glyph += 1
                scratch[i + 1] = right
                i += 2
            } else {
                i += 1
            }
        }
    }

    /// Fills output row `y` from the resolved source row, glyph rows `subRow * pixelRows ..<`.
    func drawRow(_ y: Int, subRow: Int, caret: Int?, _ cells: [ResolvedCell], _ composedMasks: [UInt16], _ geo: Layout,
                 _ caretStyle: Style, _ out: inout CellBuffer) {
        let pw = blitter.pixelColumns, ph = blitter.pixelRows
        let gw = geo.glyphWidth, gh = geo.glyphHeight
        let full: UInt16 = gw >= 16 ? .max : (1 << UInt16(gw)) - 1
        let firstGlyphRow = subRow * ph
        regular.masks.withUnsafeBufferPointer { regularMasks in
            bold.masks.withUnsafeBufferPointer { boldMasks in
                composedMasks.withUnsafeBufferPointer { composedGlyphs in
                    for x in 0..<geo.width {
                        var pattern = 0
                        var styleIndex = -1, onIndex = -1
                        for i in 0..<pw {
                            let px = geo.originPixel + x * pw + i
                            let column = floorDiv(px, gw)
                            let gx = UInt16(px - column * gw)
                            let index = column - geo.firstColumn
                            if i == 0 { styleIndex = index }
                            let cell = cells[index]
                            for j in 0..<ph {
                                let gy = firstGlyphRow + j
                                var mask: UInt16 = 0
                                if cell.glyph >= 0 {
                                    let at = Int(cell.glyph) * gh + gy
                                    switch cell.face {
                                    case .regular: mask = regularMasks[at]
                                    case .bold: mask = boldMasks[at]
                                    case .composed: mask = composedGlyphs[at]
                                    }
                                }
                                if gy == Int(cell.underlineRow) || gy == Int(cell.strikeRow) { mask = full }
                                if (mask >> gx) & 1 == 1 {
                                    pattern |= 1 << (j * pw + i)
                                    if onIndex < 0 { onIndex = index }
                                }
                            }
                        }
                        var style = cells[onIndex >= 0 ? onIndex : styleIndex].style
                        if let caret, floorDiv(caret, pw) == x {
                            let column = caret - x * pw
                            for j in 0..<ph { pattern |= 1 << (j * pw + column) }
                            style = Self.caretStyle(over: style, caretStyle)
                        }
                        out[x, y] = Cell(blitter.glyphs[pattern], width: 1, style: style)
                    }
                }
            }
        }
    }

    /// The style of a cell holding the caret bar: the caret colour where the pixels are on.
    ///
    /// When the caret colour is the cell's own background (say the caret and the selection
    /// share a colour) the bar keeps the text's colour instead, so it always shows.
    static func caretStyle(over style: Style, _ caret: Style) -> Style {
        var s = style
        let colour = caret.attributes.contains(.reverse) ? caret.background : caret.foreground
        let reversed = s.attributes.contains(.reverse)
        let background = reversed ? s.foreground : s.background
        if colour == .default || colour != background {
            if reversed { s.background = colour } else { s.foreground = colour }
        }
        s.attributes.subtract([.dim, .invisible])
        return s
    }

    /// Draws each character with no glyph for this tier (`ClusterFace.Plan.ownSize`) once, at its
    /// own size, in the middle of its enlarged box.
    func drawMissingGlyphs(_ request: MagnifierRequest, _ geo: Layout, _ resolver: CellResolver, _ out: inout CellBuffer) {
        let pw = blitter.pixelColumns
        let firstOffset = floorDiv(-geo.focusTop, zoom), lastOffset = floorDiv(geo.height - 1 - geo.focusTop, zoom)
        let caretCell = geo.caretPixel.map { floorDiv($0, pw) }
        for rowOffset in firstOffset...lastOffset {
            let sourceRow = request.safeFocusRow + rowOffset
            let y = geo.focusTop + rowOffset * zoom + zoom / 2
            guard sourceRow >= 0, sourceRow < request.source.rows, y >= 0, y < geo.height else { continue }
            for column in (geo.firstColumn - 1)...geo.lastColumn {
                guard request.source.contains(column: column, row: sourceRow) else { continue }
                guard resolver.drawsAtOwnSize(request.source, column: column, row: sourceRow) else { continue }
                let cell = request.source[column, sourceRow]
                let width = Int(cell.width)
                let boxLeft = floorDiv(column * geo.glyphWidth - geo.originPixel + pw / 2, pw)
                let x = boxLeft + (zoom * width - width) / 2
                guard x >= 0, x + width <= geo.width else { continue }
                if rowOffset == 0, let caretCell, caretCell >= x, caretCell < x + width { continue }
                out.put(cell, column: x, row: y)
            }
        }
    }
}

/// Integer division rounding toward negative infinity.
@inline(__always) func floorDiv(_ a: Int, _ b: Int) -> Int {
    let q = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
}
