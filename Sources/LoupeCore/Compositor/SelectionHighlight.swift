/// Which cells of a snapshot are selected, and how a selected cell looks.
///
/// The selection engine fills it in, either as column ranges per row or as a
/// predicate. A selected wide character is highlighted on both halves.
public struct SelectionHighlight: Sendable {
    /// The selected cells.
    public enum Region: Sendable {
        /// Half-open column ranges per row (zero-based).
        case ranges([Int: [Range<Int>]])
        /// A test for each (column, row).
        case predicate(@Sendable (_ column: Int, _ row: Int) -> Bool)
    }

    /// The selected cells.
    public var region: Region
    /// How a selected cell is drawn.
    public var style: HighlightStyle

    /// Creates a highlight.
    public init(_ region: Region, style: HighlightStyle = .reverse) {
        self.region = region
        self.style = style
    }

    /// A highlight of column ranges per row.
    public static func ranges(_ ranges: [Int: [Range<Int>]], style: HighlightStyle = .reverse) -> SelectionHighlight {
        SelectionHighlight(.ranges(ranges), style: style)
    }

    /// A highlight given by a predicate on (column, row).
    public static func predicate(style: HighlightStyle = .reverse, _ test: @escaping @Sendable (Int, Int) -> Bool) -> SelectionHighlight {
        SelectionHighlight(.predicate(test), style: style)
    }

    /// Applies the highlight to a buffer in place.
    public func apply(to buffer: inout CellBuffer) {
        switch region {
        case let .ranges(byRow):
            for (row, ranges) in byRow where row >= 0 && row < buffer.rows {
                for range in ranges {
                    let lo = max(0, range.lowerBound), hi = min(buffer.columns, range.upperBound)
                    guard lo < hi else { continue }
                    highlight(&buffer, row: row, from: lo, to: hi)
                }
            }
        case let .predicate(test):
            for row in 0..<buffer.rows {
                var column = 0
                while column < buffer.columns {
                    if test(column, row) {
                        var end = column + 1
                        while end < buffer.columns && test(end, row) { end += 1 }
                        highlight(&buffer, row: row, from: column, to: end)
                        column = end
                    } else {
                        column += 1
                    }
                }
            }
        }
    }

    /// Styles columns lo..<hi of a row, widened to whole wide characters.
    private func highlight(_ buffer: inout CellBuffer, row: Int, from lo: Int, to hi: Int) {
        var start = lo, end = hi
        if buffer[start, row].isContinuation && start > 0 { start -= 1 }
        if end < buffer.columns && buffer[end, row].isContinuation { end += 1 }
        for column in start..<end { buffer[column, row].style = style.apply(to: buffer[column, row].style) }
    }
}

/// How a selected cell is drawn.
public enum HighlightStyle: Hashable, Sendable {
    /// Toggles reverse video: visible in every colour mode, monochrome included.
    case reverse
    /// Sets the background, and the foreground when given.
    case colors(foreground: Color?, background: Color)
    /// Adds attributes (underline, bold, reverse: for a terminal without colours).
    case attributes(Attributes)

    /// A cell's style once selected.
    public func apply(to style: Style) -> Style {
        var s = style
        switch self {
        case .reverse:
            if s.attributes.contains(.reverse) { s.attributes.remove(.reverse) } else { s.attributes.insert(.reverse) }
        case let .colors(foreground, background):
            if let f = foreground { s.foreground = f }
            s.background = background
            s.attributes.remove(.reverse)
        case let .attributes(added):
            s.attributes.formUnion(added)
        }
        return s
    }
}
