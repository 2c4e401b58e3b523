/// A source cell prepared for the block renderer: which glyph rows to read and the output style.
struct ResolvedCell {
    /// Index of the glyph in the regular or bold font, or -1 for no pixels.
    var glyph: Int32
    /// Whether `glyph` indexes the bold font.
    var bold: Bool
    /// Glyph row forced fully on (underline), or -1.
    var underlineRow: Int16
    /// Glyph row forced fully on (strikethrough), or -1.
    var strikeRow: Int16
    /// Whether the character is drawn at 1x instead (the font lacks it).
    var missing: Bool
    /// The style of the output block cells: the source style without the attributes drawn in pixels.
    var style: Style

    /// Outside the source: blank, default colours.
    static let outside = ResolvedCell(glyph: -1, bold: false, underlineRow: -1, strikeRow: -1, missing: false, style: .plain)
}

/// Turns source cells into `ResolvedCell`s for one pixel font pair.
struct CellResolver {
    let regular: PixelFont
    let bold: PixelFont
    let glyphHeight: Int

    /// Attributes the block renderer draws as pixels, so they leave the output style.
    static let drawnAttributes: Attributes = [.bold, .underline, .strikethrough]

    /// The source cell at (column, row), resolved; continuation cells take their lead's style.
    func resolve(_ source: CellBuffer, column: Int, row: Int) -> ResolvedCell {
        guard source.contains(column: column, row: row) else { return .outside }
        var cell = source[column, row]
        var isContinuation = false
        if cell.isContinuation {
            isContinuation = true
            if column > 0, source[column - 1, row].isWide { cell = source[column - 1, row] }
        }
        let attributes = cell.style.attributes
        var style = cell.style
        style.attributes.subtract(Self.drawnAttributes)
        var resolved = ResolvedCell(glyph: -1, bold: false, underlineRow: -1, strikeRow: -1, missing: false, style: style)
        if attributes.contains(.underline) { resolved.underlineRow = Int16(glyphHeight - 1) }
        if attributes.contains(.strikethrough) { resolved.strikeRow = Int16(glyphHeight * 11 / 20) }
        if isContinuation || attributes.contains(.invisible) { return resolved }
        let isBold = attributes.contains(.bold)
        if cell.width == 1, !cell.flags.contains(.placeholder), let scalar = Self.singleScalar(cell.grapheme),
           let index = (isBold ? bold : regular).glyphIndex(scalar) {
            resolved.glyph = Int32(index)
            resolved.bold = isBold
        } else if !cell.grapheme.isEmpty {
            resolved.missing = true
        }
        return resolved
    }

    /// The code point of a one-scalar grapheme, else nil.
    static func singleScalar(_ grapheme: String) -> UInt32? {
        var scalars = grapheme.unicodeScalars.makeIterator()
        guard let first = scalars.next(), scalars.next() == nil else { return nil }
        return first.value
    }
}
