/// What a copy takes of a document, as a value that needs nothing else to be read line by line
/// (on a thread that must not touch the document: a big copy): the text between two positions,
/// or a block with the layout its rows belong to.
public enum SelectionSpan: Hashable, Sendable {
    /// A stream selection: the text between two positions.
    case stream(Range<TextPosition>)
    /// A block selection: the visual rows `top` to `bottom` of lines laid out `width` columns
    /// wide with `overflow`, and the `columns` taken of each row (counted from the row's start).
    case block(top: VisualRow, bottom: VisualRow, columns: Range<Int>, width: Int, overflow: OverflowMode)

    /// The first and last document lines it touches (the last may be past the document's end).
    public var lines: ClosedRange<Int> {
        switch self {
        case let .stream(range): return max(0, range.lowerBound.line)...max(0, range.lowerBound.line, range.upperBound.line)
        case let .block(top, bottom, _, _, _): return max(0, top.line)...max(0, top.line, bottom.line)
        }
    }

    /// Whether it is a block.
    public var isBlock: Bool {
        if case .block = self { return true }
        return false
    }
}

extension SelectionState {
    /// The selection as a span of the document laid out by `layout` (nil when nothing is selected).
    public func span(layout: DocumentLayout) -> SelectionSpan? {
        if let range { return .stream(range) }
        if let b = block { return .block(top: b.top, bottom: b.bottom, columns: b.columns, width: layout.width, overflow: layout.overflow) }
        return nil
    }
}

extension SelectionConfig {
    /// Whether the text of `span` is made by the caller where it will not hold up the interface
    /// (it spans more lines than `immediateTextLines`) rather than at once.
    public func extractsLater(_ span: SelectionSpan) -> Bool {
        span.lines.upperBound - span.lines.lowerBound >= immediateTextLines
    }
}
