/// The links of a frame, painted as a second rendering of it: every cell of a link carries the
/// link's index, so the link under a cell is one array read (hit-testing is O(1)), and each
/// link's cells and bounding box come with it (reading order, for the keyboard).
///
/// Sources: OSC 8 hyperlinks (cells with the same target run together, across a soft wrap, make
/// one link; with an `id=` parameter, all the cells of that id and target on screen do) and links a `LinkDetector` finds in the text of each logical line (rows joined
/// where they soft-wrap). Cells already in an OSC 8 link are not searched.
///
/// ```swift
/// let map = LinkIndexMap(frame: base, rows: 0..<contentRows)
/// map.link(at: pointer)?.target     // "https://example.com"
/// ```
public struct LinkIndexMap: Hashable, Sendable {
    /// The frame's size.
    public let size: GridSize
    /// The links, in reading order of their first cells.
    public let links: [ScreenLink]
    /// Per cell, row-major: the link's index + 1, 0 for none.
    let index: [UInt32]

    /// A map with no links.
    public static let empty = LinkIndexMap(size: GridSize(columns: 0, rows: 0), links: [], index: [])

    init(size: GridSize, links: [ScreenLink], index: [UInt32]) {
        self.size = size
        self.links = links
        self.index = index
    }

    /// Paints the map of `frame`'s rows `rows` (the content; a status bar is left out). The cells'
    /// hyperlink ids refer to `hyperlinks` (the frame's own table by default; a pager's frame
    /// refers to its document's).
    public init(frame: CellBuffer, rows: Range<Int>? = nil, hyperlinks: HyperlinkTable? = nil, detector: LinkDetector = .standard) {
        let table = hyperlinks ?? frame.hyperlinks
        let rows = (rows ?? 0..<frame.rows).clamped(to: 0..<frame.rows)
        var found: [(target: String, origin: ScreenLink.Origin, cells: [GridPoint])] = []
        // Logical lines: rows joined while they soft-wrap.
        var r = rows.lowerBound
        while r < rows.upperBound {
            var line = [r]
            while frame.rowInfo[line[line.count - 1]].softWrapped, let last = line.last, last + 1 < rows.upperBound { line.append(last + 1) }
            r = (line.last ?? r) + 1
            // The line's characters and the cells each covers.
            var text = ""
            var cellsOf: [[GridPoint]] = []
            var hyperlinked: [Bool] = []
            var run: (id: UInt16, cells: [GridPoint])?
            for row in line {
                for column in 0..<frame.columns {
                    let cell = frame[column, row]
                    let point = GridPoint(column: column, row: row)
                    let link = cell.style.hyperlink
                    if link != 0, let current = run, current.id == link {
                        run?.cells.append(point)
                    } else {
                        if let current = run, let target = table.target(for: current.id) {
                            found.append((target, .hyperlink(current.id), current.cells))
                        }
                        run = link != 0 && table.target(for: link) != nil ? (link, [point]) : nil
                    }
                    if cell.isContinuation {
                        if !cellsOf.isEmpty {
                            cellsOf[cellsOf.count - 1].append(point)
                            if link != 0 { hyperlinked[hyperlinked.count - 1] = true }
                        }
                        continue
                    }
                    // An OSC 8 link's cells are not searched again: they read as white space.
                    text += cell.grapheme.isEmpty || link != 0 ? " " : cell.grapheme
                    cellsOf.append([point])
                    hyperlinked.append(link != 0)
                }
            }
            if let current = run, let target = table.target(for: current.id) {
                found.append((target, .hyperlink(current.id), current.cells))
            }
            // A cell may hold a grapheme the String joins with its neighbour (a combining mark):
            // the offsets then disagree, and the line is not searched rather than searched wrong.
            guard text.count == cellsOf.count else { continue }
            for match in detector.matches(in: text) where !hyperlinked[match.range].contains(true) {
                found.append((match.target, .detected(match.kind), match.range.flatMap { cellsOf[$0] }))
            }
        }
        // OSC 8 runs of an entry with an `id=` are one link wherever they are on screen.
        var merged: [(target: String, origin: ScreenLink.Origin, cells: [GridPoint])] = []
        var byLinkID: [UInt16: Int] = [:]
        for item in found {
            if case let .hyperlink(id) = item.origin, table.linkID(for: id) != nil {
                if let at = byLinkID[id] {
                    merged[at].cells += item.cells
                    continue
                }
                byLinkID[id] = merged.count
            }
            merged.append(item)
        }
        found = merged
        // Reading order, then the painting.
        found.sort { a, b in
            let p = a.cells[0], q = b.cells[0]
            return (p.row, p.column) < (q.row, q.column)
        }
        var index = [UInt32](repeating: 0, count: frame.size.area)
        var links: [ScreenLink] = []
        for (n, item) in found.enumerated() {
            var spans: [RowSpan] = []
            var text = ""
            for point in item.cells {
                index[point.row * frame.columns + point.column] = UInt32(n + 1)
                if let last = spans.last, last.row == point.row, last.columns.upperBound == point.column {
                    spans[spans.count - 1].columns = last.columns.lowerBound..<(point.column + 1)
                } else {
                    spans.append(RowSpan(row: point.row, columns: point.column..<(point.column + 1)))
                }
                if !frame[point].isContinuation { text += frame[point].grapheme }
            }
            links.append(ScreenLink(id: n, target: item.target, text: text, origin: item.origin, spans: spans))
        }
        self.init(size: frame.size, links: links, index: index)
    }

    /// The link whose cell this is, if any: one array read.
    public func link(at point: GridPoint) -> ScreenLink? {
        guard point.column >= 0, point.row >= 0, point.column < size.columns, point.row < size.rows else { return nil }
        let n = Int(index[point.row * size.columns + point.column])
        return n > 0 ? links[n - 1] : nil
    }

    /// The link index of a cell (nil for none or outside).
    public func linkID(at point: GridPoint) -> Int? { link(at: point)?.id }
}
