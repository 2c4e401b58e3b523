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
        let lineCount = document.lineCount
        let first = max(0, range.lowerBound.line), last = min(range.upperBound.line, lineCount - 1)
        guard first <= last else { return "" }
        var out: [UInt8] = []
        out.reserveCapacity(min(1 << 26, (last - first + 1) * 64))
        for i in first...last {
            appendLine(i, document.line(i), of: range, last: last, to: &out, trim: trim)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends what a stream selection `range` takes of line `i` (its `cells`), and the newline
    /// after it unless `i` is `last`, the selection's last line that exists.
    public static func appendLine(_ i: Int, _ cells: [Cell], of range: Range<TextPosition>, last: Int, to out: inout [UInt8], trim: Bool) {
        let lo = i == range.lowerBound.line ? min(max(0, range.lowerBound.offset), cells.count) : 0
        let hi = i == range.upperBound.line ? min(max(lo, range.upperBound.offset), cells.count) : cells.count
        append(cells, lo..<hi, to: &out, trim: trim)
        if i < range.upperBound.line, i < last { out.append(0x0A) }
    }

    /// The text of a stream selection read through a cursor of its own (on a thread that must
    /// not touch the document: a big copy), `chunkLines` at a time: `progress` hears the
    /// share of the lines done after each chunk, and `shouldStop` is asked before each; nil
    /// when it stopped. `lineCount` is the document's when the copy began: the lines after it
    /// are not taken.
    public static func text(of range: Range<TextPosition>, lineCount: Int, reading cursor: inout any FindCursor, trim: Bool,
                            chunkLines: Int = 4096, shouldStop: () -> Bool, progress: (Double) -> Void) -> String? {
        let first = max(0, range.lowerBound.line), last = min(range.upperBound.line, lineCount - 1)
        guard first <= last else { return "" }
        var out: [UInt8] = []
        var line = first
        while line <= last {
            if shouldStop() { return nil }
            let upper = min(last + 1, line + chunkLines)
            let reached = cursor.read(lines: line..<upper) { i, cells in
                appendLine(i, cells, of: range, last: last, to: &out, trim: trim)
            }
            progress(Double(reached - first) / Double(last - first + 1))
            if reached < upper { break }
            line = reached
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The text of a block: for each visual row from `top` to `bottom`, the
    /// cells in `columns` (counted from the row's start), widened to take a
    /// wide character or tab cut by an edge whole; one line per row.
    public static func blockText(top: VisualRow, bottom: VisualRow, columns: Range<Int>, layout: DocumentLayout,
                                 in document: any TextDocument, trim: Bool) -> String {
        guard document.lineCount > 0 else { return "" }
        var out: [UInt8] = []
        var row = layout.clamp(top, in: document)
        let end = layout.clamp(bottom, in: document)
        while true {
            let cells = document.line(row.line)
            let span = layout.cellRange(of: row, in: document)
            let range = blockCells(span: span, columns: columns, cells: cells)
            append(cells, range, to: &out, trim: trim)
            if row >= end { break }
            let (next, moved) = layout.move(row, by: 1, in: document)
            if moved == 0 { break }
            out.append(0x0A)
            row = next
        }
        return String(decoding: out, as: UTF8.self)
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
            for i in range {
                let width = buffer[i].width
                if width == 0 { continue }
                let flags = buffer[i].flags
                if !flags.isEmpty {
                    if flags.contains(.tabFill) || flags.contains(.wrapPad) || flags.contains(.namedFill) { continue }
                    if flags.contains(.tabStart) { out.append(0x09); continue }
                    if flags.contains(.namedControl), let scalar = namedControl(at: i, in: buffer) {
                        out.append(contentsOf: String(Character(scalar)).utf8)
                        continue
                    }
                }
                let utf8 = buffer[i].grapheme.utf8
                if utf8.count == 1, let byte = utf8.first { out.append(byte) } else { out.append(contentsOf: utf8) }
            }
        }
        if trim {
            while out.count > mark, out[out.count - 1] == 0x20 { out.removeLast() }
        }
    }
}
