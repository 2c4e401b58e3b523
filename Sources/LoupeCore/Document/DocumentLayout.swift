/// Lays a document's logical lines out into visual rows, lazily.
///
/// Only the lines asked about are laid out (with `LineLayout.rowStarts`), so the cost of any
/// query is proportional to the rows it walks, never to the document. A layout belongs to one
/// document: call `invalidate()` when that document's lines change.
///
/// A layout is a value. It keeps a memo of up to `cacheLimit` long lines' row starts, which its
/// owner fills with `remember(rows:from:in:)` (the pager's reducer: the lines on screen) and
/// which the queries read; a query never writes it, and a copy never sees another copy's
/// writes. The memo never changes an answer, only how often a line is laid out.
public struct DocumentLayout {
    /// Columns per row (at least 1).
    public let width: Int
    /// Wrap long lines onto more rows, or clip them at the right edge.
    public let overflow: OverflowMode
    /// Row starts of lines wider than `width` (while wrapping), by line.
    private var memo: [Int: [Int]] = [:]
    private let cacheLimit: Int

    /// Creates a layout `width` columns wide; `cacheLimit` lines are remembered.
    public init(width: Int, overflow: OverflowMode = .wrap, cacheLimit: Int = 4096) {
        self.width = max(1, width)
        self.overflow = overflow
        self.cacheLimit = max(16, cacheLimit)
    }

    /// How many lines' row starts the memo holds now.
    public var rememberedLines: Int { memo.count }

    /// Forgets every laid-out line (call after the document's content changed).
    public mutating func invalidate() { memo.removeAll(keepingCapacity: true) }

    /// Forgets the laid-out lines from `line` on (a growing document's last line went on).
    public mutating func invalidate(fromLine line: Int) {
        for key in memo.keys where key >= line { memo[key] = nil }
    }

    /// Lays out and remembers the lines that show `rows` visual rows from `top` (the rows on a
    /// screen), so later queries about them, this layout's and its copies', need not.
    public mutating func remember(rows: Int, from top: VisualRow, in document: any TextDocument) {
        guard overflow == .wrap, rows > 0 else { return }
        let start = clamp(top, in: document), lines = document.lineCount
        if memo.count + rows > cacheLimit { memo.removeAll(keepingCapacity: true) }
        var line = start.line, left = rows + start.row
        while left > 0, line < lines {
            let cells = document.line(line)
            if cells.count > width, memo[line] == nil {
                if memo.count >= cacheLimit { memo.removeAll(keepingCapacity: true) }
                memo[line] = LineLayout.rowStarts(of: cells, width: width)
            }
            left -= rowStarts(ofLine: line, cells: cells).count
            line += 1
        }
    }

    /// The cell offsets where the rows of a line start (`[0]` when clipping or short).
    public func rowStarts(ofLine line: Int, in document: any TextDocument) -> [Int] {
        rowStarts(ofLine: line, cells: document.line(line))
    }

    /// `rowStarts(ofLine:in:)` when the caller already holds the line's cells.
    public func rowStarts(ofLine line: Int, cells: [Cell]) -> [Int] {
        guard overflow == .wrap, cells.count > width else { return [0] }
        return memo[line] ?? LineLayout.rowStarts(of: cells, width: width)
    }

    /// The cell offsets where the rows of a line of `cells` start in a layout `width` columns
    /// wide with `overflow` (`[0]` when clipping or short), for a caller that keeps no layout.
    public static func rowStarts(of cells: [Cell], width: Int, overflow: OverflowMode) -> [Int] {
        guard overflow == .wrap, cells.count > width else { return [0] }
        return LineLayout.rowStarts(of: cells, width: max(1, width))
    }

    /// How many visual rows a line takes (1 for an empty line).
    public func rowCount(ofLine line: Int, in document: any TextDocument) -> Int {
        guard overflow == .wrap else { return 1 }
        let cells = document.line(line)
        // A short line is one row: no array of its row starts is made (a drag step asks often).
        return cells.count > width ? rowStarts(ofLine: line, cells: cells).count : 1
    }

    /// The visual row a caret position is drawn on.
    ///
    /// A position at a row boundary belongs to the later row, unless
    /// `upstream` asks for the end of the earlier one (a caret after the last
    /// cell of a wrapped row).
    public func visualRow(of position: TextPosition, upstream: Bool = false, in document: any TextDocument) -> VisualRow {
        let cells = document.line(position.line)
        guard overflow == .wrap, cells.count > width else { return VisualRow(line: position.line, row: 0) }
        let starts = rowStarts(ofLine: position.line, cells: cells)
        var k = Self.row(containing: position.offset, starts: starts)
        if upstream, k > 0, starts[k] == position.offset { k -= 1 }
        return VisualRow(line: position.line, row: k)
    }

    /// The cells a visual row shows (for clipping: the whole line).
    public func cellRange(of row: VisualRow, in document: any TextDocument) -> Range<Int> {
        let cells = document.line(row.line)
        guard overflow == .wrap, cells.count > width else { return 0..<cells.count }
        let starts = rowStarts(ofLine: row.line, cells: cells)
        let k = min(max(0, row.row), starts.count - 1)
        let end = k + 1 < starts.count ? starts[k + 1] : cells.count
        return starts[k]..<end
    }

    /// The row `by` rows after (negative: before) `row`, clamped to the document.
    /// Returns the row reached and how many rows were actually moved.
    public func move(_ row: VisualRow, by delta: Int, in document: any TextDocument) -> (row: VisualRow, moved: Int) {
        var current = clamp(row, in: document)
        var moved = 0
        let lines = document.lineCount
        var count: Int?  // the rows of `current.line`, once laid out
        while moved < delta {
            let rows = count ?? rowCount(ofLine: current.line, in: document)
            count = rows
            if current.row + 1 < rows { current.row += 1 } else if current.line + 1 < lines {
                current = VisualRow(line: current.line + 1, row: 0)
                count = nil
            } else { break }
            moved += 1
        }
        while moved > delta {
            if current.row > 0 { current.row -= 1 } else if current.line > 0 {
                current = VisualRow(line: current.line - 1, row: rowCount(ofLine: current.line - 1, in: document) - 1)
            } else { break }
            moved -= 1
        }
        return (current, moved)
    }

    /// Rows from `a` to `b` (negative when `b` is earlier), or nil when farther apart than `limit`.
    public func distance(from a: VisualRow, to b: VisualRow, limit: Int, in document: any TextDocument) -> Int? {
        let forward = a <= b
        var current = a
        var steps = 0
        while current != b {
            if steps >= limit { return nil }
            let (next, moved) = move(current, by: forward ? 1 : -1, in: document)
            if moved == 0 { return nil }
            current = next
            steps += 1
            if forward ? current > b : current < b { return nil }
        }
        return forward ? steps : -steps
    }

    /// A visual row that exists in the document (the nearest one).
    public func clamp(_ row: VisualRow, in document: any TextDocument) -> VisualRow {
        let lines = document.lineCount
        guard lines > 0, row.line >= 0 else { return .zero }
        if row.line >= lines { return VisualRow(line: lines - 1, row: rowCount(ofLine: lines - 1, in: document) - 1) }
        let count = rowCount(ofLine: row.line, in: document)
        return VisualRow(line: row.line, row: min(max(0, row.row), count - 1))
    }

    /// The last visual row of the document.
    public func lastRow(in document: any TextDocument) -> VisualRow {
        clamp(VisualRow(line: Int.max, row: 0), in: document)
    }

    static func row(containing offset: Int, starts: [Int]) -> Int {
        var lo = 0, hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }
}

extension DocumentLayout: Equatable {
    /// Layouts are equal when they lay lines out the same way (their memos never change answers).
    public static func == (a: DocumentLayout, b: DocumentLayout) -> Bool {
        a.width == b.width && a.overflow == b.overflow
    }
}
