/// A document of logical lines of cells: what the selection engine selects in.
///
/// Keep implementations cheap per call: the engine asks only for the lines it
/// shows or touches. `lineCount` may grow over time (a lazy document that reads
/// a file as it goes); the engine clamps every position to what exists.
public protocol TextDocument {
    /// How many logical lines exist now.
    var lineCount: Int { get }
    /// The cells of a logical line (as `TextImporter` makes them); empty for a line out of range.
    func line(_ index: Int) -> [Cell]
    /// The hyperlink targets the cells' styles refer to.
    var hyperlinks: HyperlinkTable { get }
    /// The document as an `IncrementalDocument`, or nil. Asked this way rather than with
    /// `as? any IncrementalDocument`: such a cast makes the Swift runtime search every
    /// conformance in the program the first time, a fraction of a millisecond on the way to the first screen.
    var incremental: (any IncrementalDocument)? { get }
    /// The document as a `GrowingDocument`, or nil (see `incremental`).
    var growing: (any GrowingDocument)? { get }
}

extension TextDocument {
    /// No hyperlinks by default.
    public var hyperlinks: HyperlinkTable { HyperlinkTable() }

    /// Not incremental by default.
    public var incremental: (any IncrementalDocument)? { nil }

    /// Not growing by default.
    public var growing: (any GrowingDocument)? { nil }

    /// The position after the last cell of the last line (the start when empty).
    public var endPosition: TextPosition {
        let last = lineCount - 1
        guard last >= 0 else { return .zero }
        return TextPosition(line: last, offset: line(last).count)
    }

    /// A valid position near `position`: line and offset clamped into the
    /// document, then moved left to the start of the cluster it falls in.
    public func clamp(_ position: TextPosition) -> TextPosition {
        let count = lineCount
        guard count > 0 else { return .zero }
        if position.line < 0 { return .zero }
        if position.line >= count { return endPosition }
        let cells = line(position.line)
        let offset = CellClusters.start(atOrBefore: position.offset, in: cells)
        return TextPosition(line: position.line, offset: offset)
    }

    /// Whether a position lies in the document at a cluster boundary.
    public func isValid(_ position: TextPosition) -> Bool {
        guard position.line >= 0, position.line < max(lineCount, 1) else { return false }
        let cells = line(position.line)
        guard position.offset >= 0, position.offset <= cells.count else { return false }
        return CellClusters.isBoundary(position.offset, in: cells)
    }
}

/// Cluster boundaries in a line of cells.
///
/// A cluster is one lead cell plus the cells that belong to it: the
/// continuation of a wide character, the fill cells of an expanded tab, or
/// the rest of a control shown by name (`<U+202E>`).
public enum CellClusters {
    /// Whether a caret may sit before cell `offset` (the end of the line counts).
    public static func isBoundary(_ offset: Int, in cells: [Cell]) -> Bool {
        if offset <= 0 || offset >= cells.count { return offset == 0 || offset == cells.count }
        return !belongsToPrevious(cells[offset])
    }

    /// The nearest boundary at or left of `offset` (clamped into 0...count).
    public static func start(atOrBefore offset: Int, in cells: [Cell]) -> Int {
        var o = min(max(0, offset), cells.count)
        while o > 0, o < cells.count, belongsToPrevious(cells[o]) { o -= 1 }
        return o
    }

    /// The nearest boundary at or right of `offset` (clamped into 0...count).
    public static func end(atOrAfter offset: Int, in cells: [Cell]) -> Int {
        var o = min(max(0, offset), cells.count)
        while o > 0, o < cells.count, belongsToPrevious(cells[o]) { o += 1 }
        return o
    }

    /// The cells of the cluster that contains cell `offset` (empty past the end).
    public static func range(containing offset: Int, in cells: [Cell]) -> Range<Int> {
        guard offset >= 0, offset < cells.count else {
            let o = min(max(0, offset), cells.count)
            return o..<o
        }
        let lo = start(atOrBefore: offset, in: cells)
        return lo..<end(atOrAfter: offset + 1, in: cells)
    }

    /// The boundary after the cluster that starts at `offset`.
    public static func next(after offset: Int, in cells: [Cell]) -> Int {
        offset >= cells.count ? cells.count : end(atOrAfter: offset + 1, in: cells)
    }

    /// The boundary before `offset`.
    public static func previous(before offset: Int, in cells: [Cell]) -> Int {
        offset <= 0 ? 0 : start(atOrBefore: offset - 1, in: cells)
    }

    /// Whether a cell is part of the cluster to its left.
    @inline(__always) static func belongsToPrevious(_ cell: Cell) -> Bool {
        cell.width == 0 || cell.flags.contains(.tabFill) || cell.flags.contains(.namedFill)
    }
}
