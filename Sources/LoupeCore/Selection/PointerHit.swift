/// What lies under the pointer: the visual row, the cell and the caret position it means.
struct PointerHit {
    /// The visual row under the pointer (clamped to the document).
    var row: VisualRow
    /// Column from the row's start (clip mode: from the line's start), never negative.
    var column: Int
    /// The cells the row shows.
    var rowCells: Range<Int>
    /// Length of the row's line.
    var lineLength: Int
    /// The cell under the pointer, or nil past the row's end or outside the document.
    var cell: Int?
    /// The caret the pointer means: the nearest boundary with sub-cell
    /// information, the start of the cluster under it without.
    var caret: TextPosition
    /// The unit a character selection takes here: the cluster under the
    /// pointer (tmux/kitty rule), or an empty range at the caret (half-cell rule, or past the end).
    var unit: Range<TextPosition>

    /// Hit-tests a pointer sample; `rows` clamps the screen row first.
    init(_ sample: PointerSample, context: SelectionContext, rows: ClosedRange<Int>) {
        let document = context.document, layout = context.layout, viewport = context.viewport
        let screenRow = min(max(sample.point.row, rows.lowerBound), rows.upperBound)
        let shift = layout.overflow == .clip ? viewport.horizontalOffset : 0
        column = max(0, sample.point.column + shift)
        cell = nil
        guard document.lineCount > 0 else {
            row = .zero; rowCells = 0..<0; lineLength = 0; caret = .zero; unit = caret..<caret
            return
        }
        let (visual, overshoot) = viewport.visualRow(atScreenRow: screenRow, layout: layout, document: document)
        let cells = document.line(visual.line)
        row = visual
        rowCells = layout.cellRange(of: visual, in: document)
        lineLength = cells.count
        if overshoot != 0 {
            caret = overshoot > 0 ? document.endPosition : .zero
            unit = caret..<caret
            return
        }
        let index = rowCells.lowerBound + column
        guard index < rowCells.upperBound else {
            // A row can end inside a tab's cells: the caret goes after the whole tab.
            caret = TextPosition(line: visual.line, offset: CellClusters.end(atOrAfter: rowCells.upperBound, in: cells))
            unit = caret..<caret
            return
        }
        cell = index
        let cluster = CellClusters.range(containing: index, in: cells)
        if let sub = sample.subCell {
            let x = Double(index) + sub.x
            let offset = x - Double(cluster.lowerBound) < Double(cluster.upperBound) - x ? cluster.lowerBound : cluster.upperBound
            caret = TextPosition(line: visual.line, offset: offset)
            unit = caret..<caret
        } else {
            caret = TextPosition(line: visual.line, offset: cluster.lowerBound)
            unit = caret..<TextPosition(line: visual.line, offset: cluster.upperBound)
        }
    }

    /// Whether a caret at `position` should be drawn at the end of this row rather than the start of the next.
    func isUpstream(_ position: TextPosition) -> Bool {
        position.line == row.line && position.offset == rowCells.upperBound && rowCells.upperBound < lineLength && rowCells.lowerBound < rowCells.upperBound
    }

    /// The block corner the pointer means: its cell, or the nearest boundary with sub-cell information.
    func corner(subCell: SubCellPosition?) -> BlockCorner {
        if let sub = subCell {
            let b = column + (sub.x >= 0.5 ? 1 : 0)
            return BlockCorner(row: row, columns: b..<b)
        }
        return BlockCorner(row: row, columns: column..<(column + 1))
    }
}
