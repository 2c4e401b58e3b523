/// A corner of a block selection: a visual row and a range of columns in it.
///
/// Columns count cells from the row's start (in clip mode: from the line's
/// start). The range is one cell wide when the corner came from a cell, empty
/// when it came from a sub-cell boundary; the block spans the union of both corners.
public struct BlockCorner: Hashable, Sendable {
    /// The visual row.
    public var row: VisualRow
    /// The columns the corner covers.
    public var columns: Range<Int>

    /// Creates a corner.
    public init(row: VisualRow, columns: Range<Int>) {
        self.row = row
        self.columns = columns
    }
}

/// The last pointer report of the current gesture.
public struct PointerSample: Hashable, Sendable {
    /// The screen cell (may be off screen).
    public var point: GridPoint
    /// Where inside the cell, when known.
    public var subCell: SubCellPosition?

    /// Creates a sample.
    public init(point: GridPoint, subCell: SubCellPosition?) {
        self.point = point
        self.subCell = subCell
    }
}

/// Everything the selection engine remembers between events: a value type.
///
/// A stream selection (character, word, line) is the union of the anchor's
/// unit (the cell, word or line first pressed) and the head's unit (the one
/// under the pointer now). `anchor` and `head` are its two ends: `anchor` the
/// end that stays, `head` the moving one. A block selection is the rectangle
/// spanned by two `BlockCorner`s.
public struct SelectionState: Hashable, Sendable {
    /// Shape and growth unit.
    public internal(set) var mode: SelectionMode = .character
    /// The unit first pressed (nil: no selection).
    public internal(set) var anchorUnit: Range<TextPosition>?
    /// The unit under the pointer now.
    public internal(set) var headUnit: Range<TextPosition>?
    /// Block corners (block mode only).
    public internal(set) var blockAnchor: BlockCorner?
    /// The moving block corner.
    public internal(set) var blockHead: BlockCorner?
    /// Whether the selection has grown beyond a bare press (a press alone selects nothing).
    public internal(set) var hasExtent = false
    /// A mouse button is held: a gesture is in progress.
    public internal(set) var isGestureActive = false
    /// The head caret belongs to the end of the earlier row when it sits on a row boundary.
    public internal(set) var headUpstream = false
    /// Click counting.
    public internal(set) var clicks = ClickTracker()

    /// Whether a left press repeats the press of the gesture still held, at its cell: a terminal
    /// reports the release before the next press, so this is a replay, no new click (tmux sends a
    /// double click's press into a popup once its double-click time is over, in the middle of the
    /// drag that followed the click). A press elsewhere while the gesture is held is a new one (the
    /// release was lost: tmux saw a quick flick's release before the popup opened).
    public func repeatsHeldPress(_ m: MouseEvent) -> Bool {
        m.action == .press && m.button == .left && isGestureActive && clicks.lastCell == m.position
    }
    /// Which way the head moves.
    public internal(set) var direction = SelectionDirection()
    /// The auto-scroll in progress, if any.
    public internal(set) var autoScroll: AutoScroll?
    /// The pointer's last report in this gesture.
    public internal(set) var pointer: PointerSample?
    /// Rows scrolled by auto-scroll since the gesture began (keeps vertical tracking in document rows).
    public internal(set) var scrolledRows = 0

    /// No selection.
    public init() {}

    /// Whether nothing is selected.
    public var isEmpty: Bool {
        if mode == .block { return block == nil }
        return range == nil
    }

    /// The selected text range of a stream selection, in document order (nil when empty or block).
    public var range: Range<TextPosition>? {
        guard mode != .block, hasExtent, let a = anchorUnit, let h = headUnit else { return nil }
        let lo = min(a.lowerBound, h.lowerBound), hi = max(a.upperBound, h.upperBound)
        return lo < hi ? lo..<hi : nil
    }

    /// Whether the head is before the anchor unit (a backward selection).
    var isBackward: Bool {
        guard let a = anchorUnit, let h = headUnit else { return false }
        return h.lowerBound < a.lowerBound
    }

    /// The end of the selection that stays put.
    public var anchor: TextPosition? {
        guard let a = anchorUnit else { return nil }
        return isBackward ? a.upperBound : a.lowerBound
    }

    /// The moving end of the selection: where the caret is drawn.
    public var head: TextPosition? {
        guard let a = anchorUnit, let h = headUnit else { return nil }
        if !hasExtent { return h.lowerBound }
        return isBackward ? h.lowerBound : max(h.upperBound, a.upperBound)
    }

    /// The rectangle of a block selection: first and last visual rows and the columns (nil when no column is covered).
    public var block: (top: VisualRow, bottom: VisualRow, columns: Range<Int>)? {
        guard mode == .block, hasExtent, let a = blockAnchor, let h = blockHead else { return nil }
        let lo = min(a.columns.lowerBound, h.columns.lowerBound)
        let hi = max(a.columns.upperBound, h.columns.upperBound)
        guard lo < hi else { return nil }
        return (min(a.row, h.row), max(a.row, h.row), lo..<hi)
    }

    /// Forgets the selection (click counting is kept).
    mutating func clear() {
        let clicks = self.clicks
        self = SelectionState()
        self.clicks = clicks
    }
}
