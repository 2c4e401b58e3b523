import LoupeCore

extension DemoStandInModel {
    /// The text rows, the selection in reverse video, and a status bar.
    public func baseFrame() -> Frame {
        var frame = Frame(size: size)
        let selection = orderedSelection()
        for r in 0..<min(textRows, size.rows) {
            let docRow = r + top
            guard docRow < document.rows else { break }
            for c in 0..<size.columns { frame[c, r] = document[c, docRow] }
            frame.rowInfo[r] = document.rowInfo[docRow]
            guard let (s, e) = selection, docRow >= s.row, docRow <= e.row else { continue }
            let first = docRow == s.row ? s.column : 0
            let last = docRow == e.row ? min(e.column, size.columns - 1) : size.columns - 1
            guard first <= last else { continue }
            for c in first...last { frame[c, r].style.attributes.formSymmetricDifference(.reverse) }
        }
        if size.rows > 1 {
            let bar = Style(foreground: .indexed(0), background: .indexed(7))
            frame.fill(GridRect(column: 0, row: size.rows - 1, columns: size.columns, rows: 1), with: .blank(bar))
            let status = " stand-in model  zoom \(settings.zoom) \(settings.tier)  line \(top + 1)/\(document.rows)"
            frame.write(status, column: 0, row: size.rows - 1, style: bar)
        }
        return frame
    }

    /// A 3-row box above the pointer (below it on the top rows) showing the cells around it, while the "loupe" is visible.
    public func overlays() -> [FrameOverlay] {
        guard isLoupeVisible else { return [] }
        let width = min(size.columns, 13)
        guard width >= 3 else { return [] }
        var box = CellBuffer(columns: width, rows: 3)
        let edge = Style(foreground: .indexed(244))
        box.write("╭" + String(repeating: "─", count: width - 2) + "╮", column: 0, row: 0, style: edge)
        box.write("╰" + String(repeating: "─", count: width - 2) + "╯", column: 0, row: 2, style: edge)
        box[0, 1] = Cell("│", style: edge)
        box[width - 1, 1] = Cell("│", style: edge)
        let focus = documentPoint(pointer)
        let inner = width - 2
        for i in 0..<inner {
            let cell = document[focus.column - inner / 2 + i, focus.row]
            if !cell.isContinuation { box.put(cell, column: 1 + i, row: 1) }
        }
        box.put(Cell("│", style: edge), column: width - 1, row: 1)
        let screenRow = focus.row - top
        let row = screenRow >= 4 ? screenRow - 4 : screenRow + 2
        let column = max(0, min(pointer.column - width / 2, size.columns - width))
        return [FrameOverlay(origin: GridPoint(column: column, row: row), cells: box)]
    }

    /// The text a selection copies: trailing spaces trimmed per row, soft-wrapped rows joined without a newline.
    func copiedText(from s: GridPoint, to e: GridPoint) -> String {
        var out = ""
        for row in s.row...e.row {
            let first = row == s.row ? s.column : 0
            let last = row == e.row ? e.column : document.columns - 1
            var line = ""
            if first <= last {
                for c in first...last {
                    let cell = document[c, row]
                    if cell.isContinuation || cell.flags.contains(.wrapPad) || cell.flags.contains(.tabFill) { continue }
                    line += cell.flags.contains(.tabStart) ? "\t" : cell.grapheme
                }
            }
            let wrapped = row < document.rows && document.rowInfo[row].softWrapped
            if !wrapped { while line.hasSuffix(" ") { line.removeLast() } }
            out += line
            if row < e.row && !wrapped { out += "\n" }
        }
        return out
    }
}
