extension PagerModel {
    /// The content rows, the selection highlight and the status bar.
    func renderBase() -> Frame {
        var screen = CellBuffer(size: size)
        let rows = viewport.visibleRows(layout: layout, document: document)
        let shift = settings.overflow == .clip ? viewport.horizontalOffset : 0
        for (r, visual) in rows.enumerated() where r < viewport.height {
            let cells = document.line(visual.line)
            let span = layout.cellRange(of: visual, in: document)
            if shift == 0 && span.count <= size.columns {
                // The common case: the row's cells fit as they are (rows never split a wide character).
                screen.setRow(r, cells[span])
                screen.rowInfo[r].softWrapped = settings.overflow == .wrap && visual.row + 1 < layout.rowCount(ofLine: visual.line, in: document)
                continue
            }
            var column = 0
            var index = span.lowerBound + shift
            // A wide character cut by the left edge shows as a blank.
            if shift > 0, index < span.upperBound, cells[index].isContinuation {
                screen.put(.blank(cells[index].style), column: 0, row: r)
                column = 1
                index += 1
            }
            while index < span.upperBound && column < size.columns {
                screen.put(cells[index], column: column, row: r)
                column += cells[index].isWide ? 2 : 1
                index += cells[index].isWide ? 2 : 1
            }
            screen.rowInfo[r].softWrapped = settings.overflow == .wrap && visual.row + 1 < layout.rowCount(ofLine: visual.line, in: document)
        }
        if !selection.isEmpty {
            var ranges: [Int: [Range<Int>]] = [:]
            for (r, columns) in selection.selectedColumnsOfVisibleRows(context: context).enumerated() where !columns.isEmpty {
                ranges[r] = columns
            }
            SelectionHighlight.ranges(ranges).apply(to: &screen)
        }
        if settings.showStatusBar && size.rows > 1 {
            drawStatusBar(on: &screen, rows: rows)
        }
        return screen
    }

    /// One reverse-video row: title, position, selection size, message, and the keys.
    func drawStatusBar(on screen: inout CellBuffer, rows: [VisualRow]) {
        let row = size.rows - 1
        let style = Style(attributes: .reverse)
        screen.fill(GridRect(column: 0, row: row, columns: size.columns, rows: 1), with: .blank(style))
        let total = document.lineCount
        let more = (document as? any IncrementalDocument).map { $0.isComplete ? "" : "+" } ?? ""
        let first = rows.first.map { $0.line + 1 } ?? 0
        let last = rows.last.map { $0.line + 1 } ?? 0
        var parts = [settings.title.isEmpty ? "loupe" : settings.title, "lines \(first)-\(last) of \(total)\(more)"]
        if let text = selectionText { parts.append("selected \(text.count) char\(text.count == 1 ? "" : "s")") }
        if let message { parts.append(message) }
        let hint = settings.purpose == .pick ? "drag to pick · Esc cancels" : "drag to copy · q quits"
        let left = " " + parts.joined(separator: " · ")
        screen.write(left, column: 0, row: row, style: style)
        let hintColumn = size.columns - GraphemeWidth.width(ofText: hint) - 1
        if hintColumn > GraphemeWidth.width(ofText: left) + 2 {
            screen.write(hint, column: hintColumn, row: row, style: style)
        }
    }
}
