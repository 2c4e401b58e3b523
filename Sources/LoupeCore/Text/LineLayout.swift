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

    /// One row of a snapshot that a line fills: the run of the line's cells it shows, and
    /// what changes at its edges.
    struct RowSpan {
        /// The line's cells the row shows (at most the width).
        var cells: Range<Int>
        /// The row soft-wraps into the next.
        var wraps: Bool
        /// The row's last cell is the lead of a wide character cut at the edge: it shows a blank.
        var blankLast: Bool
        /// The row starts with the continuation of a wide character (a screen one column wide,
        /// where a wide character cannot fit at all): it shows a blank.
        var blankFirst: Bool
        /// A wrapped row short of the width (a wide character moved on) ends in a `wrapPad` cell.
        var padded: Bool
    }

    /// The rows one line fills (at most `limit`). Half a wide character never shows: a row ending
    /// in one ends in a blank, and one a column wide starting with the other half starts with one.
    static func rowSpans(of line: [Cell], width: Int, overflow: OverflowMode, limit: Int = Int.max) -> [RowSpan] {
        var spans: [RowSpan] = []
        let starts = overflow == .wrap ? rowStarts(of: line, width: width) : [0]
        for (k, start) in starts.enumerated() where spans.count < limit {
            let wraps = k + 1 < starts.count
            let end = min(wraps ? starts[k + 1] : line.count, start + width)
            let count = end - start
            spans.append(RowSpan(cells: start..<end, wraps: wraps,
                                 blankLast: count == width && count > 0 && line[end - 1].isWide,
                                 blankFirst: count > 0 && line[start].isContinuation,
                                 padded: wraps && count < width))
        }
        return spans
    }

    /// Writes a row laid out as `span` says into row `row` of `buffer`: `cells` are the line's
    /// cells the span names, the rest of the row stays as it was (blank in a new buffer).
    static func place(_ cells: ArraySlice<Cell>, _ span: RowSpan, row: Int, in buffer: inout CellBuffer) {
        buffer.setRow(row, cells)
        let count = span.cells.count
        if span.blankLast { buffer[count - 1, row] = .blank(buffer[count - 1, row].style) }
        if span.blankFirst { buffer[0, row] = .blank(buffer[0, row].style) }
        if span.padded { buffer[count, row] = Cell(" ", style: .plain, flags: .wrapPad) }
        buffer.rowInfo[row].softWrapped = span.wraps
    }

    /// Lays lines out into a snapshot of `width` columns. With `height`, only the
    /// first rows are kept; without, the snapshot is as tall as the content.
    public static func snapshot(of text: ImportedText, width: Int, height: Int? = nil, overflow: OverflowMode = .wrap) -> CellBuffer {
        // Each row is written once, from its line straight into the buffer.
        var rows: [(line: Int, span: RowSpan)] = []
        let limit = height ?? Int.max
        for (index, line) in text.lines.enumerated() where rows.count < limit {
            for span in rowSpans(of: line, width: width, overflow: overflow, limit: limit - rows.count) { rows.append((index, span)) }
        }
        var buffer = CellBuffer(columns: width, rows: height ?? rows.count)
        buffer.hyperlinks = text.hyperlinks
        for (r, row) in rows.enumerated() {
            place(text.lines[row.line][row.span.cells], row.span, row: r, in: &buffer)
        }
        return buffer
    }
}
