import LoupeCore

extension PagerState {
    /// The cell of the character under the caret on screen (content rows from 0), or nil when
    /// caret mode is off or the caret is off screen.
    public var caretCell: GridPoint? {
        guard let caret, let (row, columns) = caretScreenPlace(caret) else { return nil }
        guard row >= 0, row < viewport.height, columns.lowerBound >= 0, columns.lowerBound < size.columns else { return nil }
        return GridPoint(column: columns.lowerBound, row: row)
    }

    /// The screen row of the caret's visual row (nil: farther than a screen away) and the screen
    /// columns of its character (clipped lines shifted by the horizontal offset).
    func caretScreenPlace(_ caret: CaretState) -> (row: Int, columns: Range<Int>)? {
        let document = document.document
        let visual = layout.visualRow(of: caret.position, in: document)
        let top = layout.clamp(viewport.top, in: document)
        guard let row = layout.distance(from: top, to: visual, limit: 2 * viewport.height, in: document) else { return nil }
        let start = layout.cellRange(of: visual, in: document).lowerBound + (settings.overflow == .clip ? viewport.horizontalOffset : 0)
        let cells = CaretMotion.cells(at: caret.position, in: document)
        return (row, (cells.lowerBound - start)..<(cells.upperBound - start))
    }

    /// What the lens follows in caret mode: the caret's character, its bar before it (after it
    /// at the end of a forward stream selection), on the caret's row kept on screen (a scroll
    /// in flight may leave the caret a few rows past an edge).
    func caretLoupeInput(screen: GridSize) -> LoupeInput? {
        guard let caret, let (row, columns) = caretScreenPlace(caret) else { return nil }
        let forward = caret.anchor.map { caret.mode == .character && caret.position >= $0 } ?? false
        let bar = Double(min(max(0, forward ? columns.upperBound : columns.lowerBound), screen.columns))
        return LoupeInput(screenSize: screen, focusColumn: bar, focusRow: min(max(0, row), screen.rows - 1), caretColumn: bar,
                          selecting: true, movingDownward: false, hovering: false, gesture: gesture)
    }
}
