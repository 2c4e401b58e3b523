/// A source cell prepared for the block renderer: which glyph rows to read and the output style.
struct ResolvedCell {
    /// Where `glyph` points.
    enum Face: UInt8 {
        /// The tier's regular font.
        case regular
        /// The tier's bold font.
        case bold
        /// The render's own glyphs (`ComposedGlyphs`): Unifont's, marks over their base, wide halves.
        case composed
    }

    /// Index of the glyph in `face`, or -1 for no pixels.
    var glyph: Int32
    /// The font `glyph` indexes.
    var face: Face
    /// Glyph row forced fully on (underline), or -1.
    var underlineRow: Int16
    /// Glyph row forced fully on (strikethrough), or -1.
    var strikeRow: Int16
    /// Whether the character (either half of a wide one) is drawn at its own size instead
    /// (`ClusterFace.Plan.ownSize`; `BlockRenderer.drawMissingGlyphs` draws it).
    var missing: Bool
    /// The style of the output block cells: the source style without the attributes drawn in pixels.
    var style: Style

    /// Outside the source: blank, default colours.
    static let outside = ResolvedCell(glyph: -1, face: .regular, underlineRow: -1, strikeRow: -1, missing: false, style: .plain)
}

/// Turns source cells into `ResolvedCell`s for one tier's fonts.
struct CellResolver {
    let face: ClusterFace
    let glyphHeight: Int

    /// Attributes the block renderer draws as pixels, so they leave the output style.
    static let drawnAttributes: Attributes = [.bold, .underline, .strikethrough]

    /// The source cell at (column, row), resolved. A continuation cell takes its lead's style and,
    /// when its lead is composed, the right half of the lead's glyph: `composed` holds the glyphs.
    func resolve(_ source: CellBuffer, column: Int, row: Int, composed: inout ComposedGlyphs) -> ResolvedCell {
        guard source.contains(column: column, row: row) else { return .outside }
        var cell = source[column, row]
        var half = 0
        if cell.isContinuation {
            guard column > 0, source[column - 1, row].isWide else { return Self.styled(cell, glyphHeight) }
            cell = source[column - 1, row]
            half = 1
        }
        var resolved = Self.styled(cell, glyphHeight)
        let attributes = cell.style.attributes
        if attributes.contains(.invisible) { return resolved }
        let isBold = attributes.contains(.bold)
        switch face.plan(cell, bold: isBold) {
        case .blank:
            break
        case let .font(index):
            if half == 0 {
                resolved.glyph = Int32(index)
                resolved.face = isBold ? .bold : .regular
            }
        case .composed:
            if let rows = face.rows(of: cell, bold: isBold) {
                resolved.glyph = composed.add(rows, boxes: Int(cell.width)) + Int32(half)
                resolved.face = .composed
            }
        case .ownSize:
            resolved.missing = true
        }
        return resolved
    }

    /// Whether the cell at (column, row) is drawn at its own size.
    func drawsAtOwnSize(_ source: CellBuffer, column: Int, row: Int) -> Bool {
        guard source.contains(column: column, row: row) else { return false }
        let cell = source[column, row]
        guard !cell.isContinuation, !cell.style.attributes.contains(.invisible) else { return false }
        return face.plan(cell, bold: cell.style.attributes.contains(.bold)) == .ownSize
    }

    /// A cell's output style and underline and strikethrough rows, with no glyph yet.
    static func styled(_ cell: Cell, _ glyphHeight: Int) -> ResolvedCell {
        var style = cell.style
        style.attributes.subtract(drawnAttributes)
        var resolved = ResolvedCell(glyph: -1, face: .regular, underlineRow: -1, strikeRow: -1, missing: false, style: style)
        if cell.style.attributes.contains(.underline) { resolved.underlineRow = Int16(glyphHeight - 1) }
        if cell.style.attributes.contains(.strikethrough) { resolved.strikeRow = Int16(glyphHeight * 11 / 20) }
        return resolved
    }
}
