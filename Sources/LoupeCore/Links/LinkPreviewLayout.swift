/// Where a link's preview panel goes: below the link when there is room, else above it, else
/// over it; as wide as its longest line (with a cell of padding each side) up to the screen;
/// kept on screen. The actions sit on the panel's last inner row, each with its columns, so
/// the reducer hit-tests what the view draws.
public struct LinkPreviewLayout: Hashable, Sendable {
    /// The panel, border included.
    public let frame: GridRect
    /// Each action's columns on the actions row (screen columns).
    public let actionColumns: [Range<Int>]
    /// The actions row (a screen row).
    public let actionsRow: Int

    /// Lays out a panel of `lines` and `actions` for a link with `bounds` on a screen (content area) of `screen`.
    public init(bounds: GridRect, lines: [String], actions: [String], screen: GridSize) {
        let actionWidths = actions.map { GraphemeWidth.width(ofText: $0) + 2 }
        let needed = max(lines.map { GraphemeWidth.width(ofText: $0) }.max() ?? 0, actionWidths.reduce(0, +) + max(0, actions.count - 1)) + 4
        let width = max(4, min(screen.columns, needed))
        let height = min(max(3, screen.rows), lines.count + 3)
        let below = bounds.maxRow + 1
        let row: Int
        if below + height <= screen.rows {
            row = below
        } else if bounds.minRow - 1 - height >= 0 {
            row = bounds.minRow - 1 - height
        } else {
            row = max(0, screen.rows - height)
        }
        let column = max(0, min(bounds.minColumn - 1, screen.columns - width))
        frame = GridRect(column: column, row: row, columns: width, rows: height)
        actionsRow = row + height - 2
        var c = column + 2
        var columns: [Range<Int>] = []
        for w in actionWidths {
            columns.append(c..<min(c + w, column + width - 1))
            c += w + 1
        }
        actionColumns = columns
    }

    /// The action at a screen cell, if any.
    public func action(at point: GridPoint) -> Int? {
        guard point.row == actionsRow else { return nil }
        return actionColumns.firstIndex { $0.contains(point.column) }
    }
}
