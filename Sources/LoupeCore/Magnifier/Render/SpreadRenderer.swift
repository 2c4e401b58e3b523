/// Draws a request at 1x: source cells copied one to one, spread apart by a caret column.
///
/// With a caret at boundary `b`, the focus row's cells left of `b` keep their places and the
/// cells from `b` on move one column right; the freed column holds the caret bar `│`. Text
/// stays exactly as it was and the caret is its own cell, visible over any text. The
/// neighbouring rows are copied unspread (a blank column in them would split their words),
/// so past the caret they sit one column left of the focus row. The focus row is the middle row.
struct SpreadRenderer {
    /// The bar drawn in the caret column.
    static let bar = "\u{2502}"

    func render(_ request: MagnifierRequest) -> CellBuffer {
        var out = CellBuffer(size: request.size)
        out.hyperlinks = request.source.hyperlinks
        let w = request.size.columns, h = request.size.rows
        guard w > 0, h > 0 else { return out }
        let source = request.source
        let center = BlockRenderer.finite(request.centerColumn)
        let origin = Int((center - Double(w) / 2).rounded(.down))
        var caret: Int?
        if let c = request.caretColumn, c.isFinite {
            var b = Int(BlockRenderer.finite(c).rounded())
            // Never split a wide character: a caret inside one goes before it.
            if source[b, request.safeFocusRow].isContinuation { b -= 1 }
            caret = b
        }
        let top = (h - 1) / 2
        for y in 0..<h {
            let sourceRow = request.safeFocusRow + y - top
            guard sourceRow >= 0, sourceRow < source.rows else { continue }
            for column in (origin - 1)...(origin + w) where source.contains(column: column, row: sourceRow) {
                let cell = source[column, sourceRow]
                guard !cell.isContinuation else { continue }
                let shift = sourceRow == request.safeFocusRow ? (caret.map { column >= $0 ? 1 : 0 } ?? 0) : 0
                let x = column - origin + shift
                // A wide character cut by the left edge is left out whole.
                guard x >= 0 else { continue }
                out.put(cell, column: x, row: y)
            }
            if let caret, sourceRow == request.safeFocusRow {
                let x = caret - origin
                guard x >= 0, x < w else { continue }
                let left = source[caret - 1, sourceRow].style, right = source[caret, sourceRow].style
                var style = request.caretStyle
                if style.background == .default, !style.attributes.contains(.reverse), left.background == right.background {
                    style.background = left.background
                }
                // A caret the colour of the background it sits on takes the text's colour instead.
                if style.foreground != .default, style.foreground == style.background { style.foreground = left.foreground }
                out.put(Cell(Self.bar, width: 1, style: style), column: x, row: y)
            }
        }
        return out
    }
}
