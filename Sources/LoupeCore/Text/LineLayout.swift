/// How a logical line longer than the width is laid out.
public enum OverflowMode: String, Hashable, Sendable, CaseIterable {
    /// Continue on the next row, marking the row soft-wrapped.
    case wrap
    /// Cut at the right edge.
    case clip
}

/// Lays logical lines of cells out into rows of a fixed width.
public enum LineLayout {
    /// The cell offsets where each row of a wrapped line starts (the first is always 0).
    ///
    /// A wide character that does not fit in the last column moves to the next
    /// row, as terminals do; the row it left is one cell short.
    public static func rowStarts(of line: [Cell], width: Int) -> [Int] {
        rowStarts(count: line.count, width: width) { line[$0] }
    }

    /// `rowStarts(of:width:)` for any indexable run of cells.
    public static func rowStarts(count: Int, width: Int, cell: (Int) -> Cell) -> [Int] {
        guard width > 0, count > width else { return [0] }
        var starts = [0]
        var start = 0
        while count - start > width {
            var end = start + width
            // Do not split a wide character: if the row's last cell is a wide lead, push it down.
            if width >= 2, cell(end - 1).isWide { end -= 1 }
            starts.append(end)
            start = end
        }
        return starts
    }

    /// The rows of a snapshot one line fills (at most `limit`): its cells and whether the row
    /// soft-wraps into the next. A row ending in half a wide character ends in a blank (and one
    /// a column wide starting with the other half starts with one);
    /// a wrapped row short of the width (a wide character moved on) ends in a `wrapPad` cell.
    public static func snapshotRows(of line: [Cell], width: Int, overflow: OverflowMode, limit: Int = Int.max) -> [([Cell], Bool)] {
        var rows: [([Cell], Bool)] = []
        let starts = overflow == .wrap ? rowStarts(of: line, width: width) : [0]
        for (k, start) in starts.enumerated() where rows.count < limit {
            let end = k + 1 < starts.count ? starts[k + 1] : line.count
            var cells = Array(line[start..<min(end, start + width)])
            // Half a wide character never shows: clipped at the edge, or cut from its continuation
            // on a screen one column wide (where a wide character cannot fit at all).
            if cells.last?.isWide == true, cells.count == width {
                cells[cells.count - 1] = .blank(cells[cells.count - 1].style)
            }
            if cells.first?.isContinuation == true {
                cells[0] = .blank(cells[0].style)
            }
            if k + 1 < starts.count, cells.count < width {
                cells.append(Cell(" ", style: .plain, flags: .wrapPad))
            }
            rows.append((cells, k + 1 < starts.count))
        }
        return rows
    }

    /// Lays lines out into a snapshot of `width` columns. With `height`, only the
    /// first rows are kept; without, the snapshot is as tall as the content.
    public static func snapshot(of text: ImportedText, width: Int, height: Int? = nil, overflow: OverflowMode = .wrap) -> CellBuffer {
        var rows: [([Cell], Bool)] = []
        let limit = height ?? Int.max
        for line in text.lines where rows.count < limit {
            rows += snapshotRows(of: line, width: width, overflow: overflow, limit: limit - rows.count)
        }
        var buffer = CellBuffer(columns: width, rows: height ?? rows.count)
        buffer.hyperlinks = text.hyperlinks
        for (r, row) in rows.enumerated() {
            buffer.setRow(r, row.0)
            buffer.rowInfo[r].softWrapped = row.1
        }
        return buffer
    }
}
