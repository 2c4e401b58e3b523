/// Where the loupe should look: the moving end of the selection on screen.
public struct HeadLocation: Hashable, Sendable {
    /// The screen row of the head (0 = the content area's first row).
    public var row: Int
    /// The screen column of the caret: the cell boundary the head sits on
    /// (0 = left of the first column; a whole number).
    public var column: Double
    /// The pointer's own column: `column + x` inside the cell when the
    /// terminal reports pixels, else the cell's middle; nil without a gesture.
    public var pointerColumn: Double?

    /// Creates a head location.
    public init(row: Int, column: Double, pointerColumn: Double?) {
        self.row = row
        self.column = column
        self.pointerColumn = pointerColumn
    }

    /// The loupe's focus column: the pointer to half a cell (its column
    /// rounded to the nearest 0.5), or the caret when no gesture is running.
    public var focusColumn: Double {
        guard let p = pointerColumn else { return column }
        return (p * 2).rounded() / 2
    }
}

extension SelectionState {
    /// The head's place on screen, or nil when there is no head or it is off screen.
    public func headLocation(context: SelectionContext) -> HeadLocation? {
        let layout = context.layout, document = context.document, viewport = context.viewport
        let pointerColumn = isGestureActive ? pointer.map { Double($0.point.column) + ($0.subCell?.x ?? 0.5) } : nil
        let shift = layout.overflow == .clip ? viewport.horizontalOffset : 0
        if mode == .block, let corner = blockHead {
            guard let row = viewport.screenRow(of: corner.row, layout: layout, document: document), row >= 0, row < viewport.height else { return nil }
            let isRight = (blockAnchor?.columns.lowerBound ?? 0) <= corner.columns.lowerBound
            let column = isRight ? corner.columns.upperBound : corner.columns.lowerBound
            return HeadLocation(row: row, column: Double(column - shift), pointerColumn: pointerColumn)
        }
        guard let head else { return nil }
        let visual = layout.visualRow(of: head, upstream: headUpstream, in: document)
        guard let row = viewport.screenRow(of: visual, layout: layout, document: document), row >= 0, row < viewport.height else { return nil }
        let start = layout.cellRange(of: visual, in: document).lowerBound
        return HeadLocation(row: row, column: Double(head.offset - start - shift), pointerColumn: pointerColumn)
    }

    /// The selected screen columns of one screen row of the content area (for painting the highlight).
    ///
    /// Columns are clipped to the viewport. In a stream selection that goes on
    /// past a line's end, the line's last row also gets the column after its
    /// last cell (the newline), so a selected empty line shows.
    public func selectedColumns(inScreenRow screenRow: Int, context: SelectionContext) -> [Range<Int>] {
        guard screenRow >= 0, screenRow < context.viewport.height, !isEmpty, context.document.lineCount > 0 else { return [] }
        let (row, overshoot) = context.viewport.visualRow(atScreenRow: screenRow, layout: context.layout, document: context.document)
        guard overshoot == 0 else { return [] }
        return selectedColumns(in: row, context: context)
    }

    /// `selectedColumns(inScreenRow:context:)` for every screen row at once, top to bottom.
    public func selectedColumnsOfVisibleRows(context: SelectionContext) -> [[Range<Int>]] {
        let rows = context.viewport.visibleRows(layout: context.layout, document: context.document)
        var result = rows.map { isEmpty ? [] : selectedColumns(in: $0, context: context) }
        while result.count < context.viewport.height { result.append([]) }
        return result
    }

    /// The selected screen columns of a visual row (on screen or not; clipped to the viewport's width).
    public func selectedColumns(in row: VisualRow, context: SelectionContext) -> [Range<Int>] {
        let layout = context.layout, document = context.document, viewport = context.viewport
        let span = layout.cellRange(of: row, in: document)
        let shift = layout.overflow == .clip ? viewport.horizontalOffset : 0
        var cells: Range<Int>
        if let b = block {
            guard row >= b.top, row <= b.bottom else { return [] }
            let r = SelectionText.blockCells(span: span, columns: b.columns, cells: document.line(row.line))
            // Past a short line's end the rectangle still shows as drawn.
            let lo = min(r.lowerBound - span.lowerBound, b.columns.lowerBound)
            let hi = max(r.upperBound - span.lowerBound, b.columns.upperBound)
            cells = (span.lowerBound + lo)..<(span.lowerBound + max(lo, hi))
        } else if let r = range {
            guard row.line >= r.lowerBound.line, row.line <= r.upperBound.line else { return [] }
            let lo = row.line == r.lowerBound.line ? r.lowerBound.offset : 0
            var hi = row.line == r.upperBound.line ? r.upperBound.offset : Int.max
            let lineLength = document.line(row.line).count
            let isLastRow = span.upperBound >= lineLength
            if hi == Int.max { hi = isLastRow ? span.upperBound + 1 : span.upperBound }
            let first = max(lo, span.lowerBound), last = min(hi, isLastRow ? span.upperBound + 1 : span.upperBound)
            guard first < last else { return [] }
            cells = first..<last
        } else {
            return []
        }
        let start = max(0, cells.lowerBound - span.lowerBound - shift)
        let end = min(viewport.width, cells.upperBound - span.lowerBound - shift)
        return start < end ? [start..<end] : []
    }
}
