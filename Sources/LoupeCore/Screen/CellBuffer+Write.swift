extension CellBuffer {
    /// Writes plain text on one row starting at a column, clipped at the right edge.
    ///
    /// The text goes through the same importer as files do: widths per cluster,
    /// controls as placeholders, escape sequences dropped. Returns the column after the text.
    @discardableResult
    public mutating func write(_ text: String, column: Int, row: Int, style: Style = .plain, policy: WidthPolicy = .standard) -> Int {
        let importer = TextImporter(policy: policy)
        var links = hyperlinks
        let cells = Array(text.utf8).withUnsafeBufferPointer { importer.importLine($0, style: style, hyperlinks: &links) }
        var c = column
        for cell in cells where !cell.isContinuation {
            guard c < columns else { break }
            if c >= 0 {
                if cell.isWide && c + 1 >= columns { put(.blank(style), column: c, row: row) } else { put(cell, column: c, row: row) }
            }
            c += Int(max(cell.width, 1))
        }
        return c
    }
}
