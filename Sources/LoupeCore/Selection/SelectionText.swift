/// Turns a selection into the text to copy, exactly as shown.
///
/// Grapheme clusters come out whole (a wide character's continuation cell adds
/// nothing); a logical line's soft-wrapped rows are joined without a newline;
/// an expanded tab comes back as one tab; a control placeholder comes back as
/// its visible placeholder, never as the raw control, except a bidi control or an invisible
/// character shown by name (`<U+202E>`, `<U+200B>`), which comes back as itself so the copy is exact; `wrapPad` cells add nothing.
public enum SelectionText {
    /// The text between two positions (a stream selection), lines joined by `\n`.
    /// With `trim`, spaces at the end of each line are removed (tabs are kept).
    public static func text(of range: Range<TextPosition>, in document: any TextDocument, trim: Bool) -> String {
        text(of: .stream(range), in: document, trim: trim)
    }

    /// The text of a block: for each visual row from `top` to `bottom`, the
    /// cells in `columns` (counted from the row's start), widened to take a
    /// wide character or tab cut by an edge whole; one line per row.
    public static func blockText(top: VisualRow, bottom: VisualRow, columns: Range<Int>, layout: DocumentLayout,
                                 in document: any TextDocument, trim: Bool) -> String {
        text(of: .block(top: top, bottom: bottom, columns: columns, width: layout.width, overflow: layout.overflow), in: document, trim: trim)
    }

    /// The text of a span (a stream or a block selection), lines joined by `\n`.
    public static func text(of span: SelectionSpan, in document: any TextDocument, trim: Bool) -> String {
        guard let (span, last) = clamped(span, lineCount: document.lineCount) else { return "" }
        let first = span.lines.lowerBound
        var out: [UInt8] = []
        out.reserveCapacity(min(1 << 26, (last - first + 1) * 64))
        for i in first...last {
            appendLine(i, document.line(i), of: span, last: last, to: &out, trim: trim)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The text of a span read through a cursor of its own (on a thread that must not touch the
    /// document: a big copy), `chunkLines` at a time: `progress` hears the share of the lines
    /// done after each chunk, and `shouldStop` is asked before each; nil when it stopped.
    /// `lineCount` is the document's when the copy began: the lines after it are not taken.
    public static func text(of span: SelectionSpan, lineCount: Int, reading cursor: inout any FindCursor, trim: Bool,
                            chunkLines: Int = 4096, shouldStop: () -> Bool, progress: (Double) -> Void) -> String? {
        guard let (span, last) = clamped(span, lineCount: lineCount) else { return "" }
        let first = span.lines.lowerBound
        var out: [UInt8] = []
        var line = first
        while line <= last {
            if shouldStop() { return nil }
            let upper = min(last + 1, line + max(1, chunkLines))
            let reached = cursor.read(lines: line..<upper) { i, cells in
                appendLine(i, cells, of: span, last: last, to: &out, trim: trim)
            }
            progress(Double(reached - first) / Double(last - first + 1))
            if reached < upper { break }
            line = reached
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A span with its ends inside a document of `lineCount` lines (a block's corners past the
    /// end become the last row), and the last line it takes; nil when it takes none.
    static func clamped(_ span: SelectionSpan, lineCount: Int) -> (SelectionSpan, last: Int)? {
        guard lineCount > 0 else { return nil }
        switch span {
        case let .stream(range):
            let last = min(range.upperBound.line, lineCount - 1)
            return max(0, range.lowerBound.line) <= last ? (span, last) : nil
        case let .block(top, bottom, columns, width, overflow):
            func inside(_ row: VisualRow) -> VisualRow {
                row.line < 0 ? .zero : row.line >= lineCount ? VisualRow(line: lineCount - 1, row: .max) : row
            }
            let (top, bottom) = (inside(top), inside(bottom))
            return (.block(top: top, bottom: bottom, columns: columns, width: width, overflow: overflow), bottom.line)
        }
    }

    /// Appends what a span takes of line `i` (its `cells`): a stream selection's part of the line
    /// and the newline after it unless `i` is `last`, the last line taken; a block's rows of the
    /// line, each after a newline but the block's first.
    public static func appendLine(_ i: Int, _ cells: [Cell], of span: SelectionSpan, last: Int, to out: inout [UInt8], trim: Bool) {
        switch span {
        case let .stream(range):
            appendLine(i, cells, of: range, last: last, to: &out, trim: trim)
        case let .block(top, bottom, columns, width, overflow):
            let starts = DocumentLayout.rowStarts(of: cells, width: width, overflow: overflow)
            let lo = i == top.line ? min(max(0, top.row), starts.count - 1) : 0
            let hi = i == bottom.line ? min(max(lo, bottom.row), starts.count - 1) : starts.count - 1
            for k in lo...hi {
                if i != top.line || k != lo { out.append(0x0A) }
                let row = starts[k]..<(k + 1 < starts.count ? starts[k + 1] : cells.count)
                append(cells, blockCells(span: row, columns: columns, cells: cells), to: &out, trim: trim)
            }
        }
    }

    /// Appends what a stream selection `range` takes of line `i` (its `cells`), and the newline
    /// after it unless `i` is `last`, the selection's last line that exists.
    public static func appendLine(_ i: Int, _ cells: [Cell], of range: Range<TextPosition>, last: Int, to out: inout [UInt8], trim: Bool) {
        let lo = i == range.lowerBound.line ? min(max(0, range.lowerBound.offset), cells.count) : 0
        let hi = i == range.upperBound.line ? min(max(lo, range.upperBound.offset), cells.count) : cells.count
        append(cells, lo..<hi, to: &out, trim: trim)
        if i < range.upperBound.line, i < last { out.append(0x0A) }
    }

    /// The cells of a row's `span` that a block's `columns` cover, widened to whole clusters.
    public static func blockCells(span: Range<Int>, columns: Range<Int>, cells: [Cell]) -> Range<Int> {
        let lo = min(span.upperBound, span.lowerBound + max(0, columns.lowerBound))
        let hi = min(span.upperBound, span.lowerBound + max(0, columns.upperBound))
        guard lo < hi else { return lo..<lo }
        return CellClusters.start(atOrBefore: lo, in: cells)..<min(cells.count, CellClusters.end(atOrAfter: hi, in: cells))
    }

    /// The control a run of named-placeholder cells starting at `i` stands for.
    static func namedControl(at i: Int, in cells: UnsafeBufferPointer<Cell>) -> Unicode.Scalar? {
        var name = cells[i].grapheme
        var j = i + 1
        while j < cells.count, cells[j].flags.contains(.namedFill), name.utf8.count < 16 {
            name += cells[j].grapheme
            j += 1
        }
        return ControlPictures.scalar(named: name)
    }

    /// Appends the copy text of some cells of a line.
    static func append(_ cells: [Cell], _ range: Range<Int>, to out: inout [UInt8], trim: Bool) {
        let mark = out.count
        cells.withUnsafeBufferPointer { buffer in
            // Gathered on the stack and added to `out` a run at a time: appending byte by byte
            // asks the array for uniqueness and room once a cell (all 1,000,000 lines took 1.4 s).
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1024) { scratch in
                var n = 0
                func flush() {
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[0..<n]))
                    n = 0
                }
                func put(_ byte: UInt8) {
                    if n == scratch.count { flush() }
                    scratch[n] = byte
                    n += 1
                }
                guard let base = buffer.baseAddress else { return }
                for i in range {
                    // Read in place through the pointer.
                    let cell = base + i
                    if cell.pointee.width == 0 { continue }
                    let flags = cell.pointee.flags
                    if !flags.isEmpty {
                        if flags.contains(.tabFill) || flags.contains(.wrapPad) || flags.contains(.namedFill) { continue }
                        if flags.contains(.tabStart) { put(0x09); continue }
                        if flags.contains(.namedControl), let scalar = namedControl(at: i, in: buffer) {
                            for byte in String(Character(scalar)).utf8 { put(byte) }
                            continue
                        }
                    }
                    if let byte = cell.pointee.cluster.singleByte {
                        put(byte)
                    } else {
                        cell.pointee.cluster.withUTF8 { for byte in $0 { put(byte) } }
                    }
                }
                flush()
            }
        }
        if trim {
            while out.count > mark, out[out.count - 1] == 0x20 { out.removeLast() }
        }
    }
}
