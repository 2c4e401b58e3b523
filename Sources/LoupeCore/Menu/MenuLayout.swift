/// Sizes and places the menus: pure functions of the items' widths, the selection, the loupe
/// and the screen.
///
/// The edit menu is one row of items in a rounded frame (three rows in all). It rests above
/// the selection's bounding rectangle, centred on it, with its pointer towards the selection's
/// centre; it is never drawn over selected text or over the loupe: when there is no room above
/// it goes below, and failing both it takes the nearest free place further away (never one that
/// covers either; with none it is not shown). It is clamped inside the screen with a one-column
/// margin (none on a screen too narrow for it), and on a screen too narrow for its items it
/// pages (`pages`). The context menu is a column of items at the pointer; on a screen too
/// short for them it shows as many as fit and scrolls (`listSize`, `listTop`).
public enum MenuLayout {
    /// Columns kept free between a menu and the screen's left and right edges, when there is room.
    public static let margin = 1
    /// Rows of the edit menu: its border, its items, its border.
    public static let barRows = 3
    /// Cells around each title: a space each side.
    public static let padding = 2

    /// The width of a horizontal menu showing items of `widths`, with or without the page cells.
    public static func barWidth(_ widths: some Collection<Int>, previous: Bool = false, next: Bool = false) -> Int {
        let segments = widths.map { $0 + padding } + (previous ? [1 + padding] : []) + (next ? [1 + padding] : [])
        return segments.reduce(0, +) + max(0, segments.count - 1) + 2
    }

    /// The widest a menu may be on a screen this wide.
    public static func maximumWidth(screenColumns: Int) -> Int {
        screenColumns >= 2 * margin + 12 ? screenColumns - 2 * margin : screenColumns
    }

    /// The pages of a horizontal menu whose titles are `widths` cells wide, no page wider than
    /// `maxWidth`: one page when all fit; else as many items as fit on each, the first with a
    /// `›` cell, the middle ones with both, the last with a `‹`. An item too wide even alone
    /// gets a page of its own (its title is cut when drawn).
    public static func pages(_ widths: [Int], maxWidth: Int) -> [MenuPage] {
        guard !widths.isEmpty else { return [] }
        if barWidth(widths) <= maxWidth { return [MenuPage(items: 0..<widths.count, hasPrevious: false, hasNext: false, width: barWidth(widths))] }
        var pages: [MenuPage] = []
        var start = 0
        while start < widths.count {
            let previous = start > 0
            var end = start + 1
            // Take items while they fit with the page cells they need.
            while end < widths.count {
                let lastPage = barWidth(widths[start...end], previous: previous, next: end + 1 < widths.count)
                if lastPage > maxWidth { break }
                end += 1
            }
            let next = end < widths.count
            let width = min(maxWidth, barWidth(widths[start..<end], previous: previous, next: next))
            pages.append(MenuPage(items: start..<end, hasPrevious: previous, hasNext: next, width: width))
            start = end
        }
        return pages
    }

    /// Where an edit menu `width` cells wide rests for a selection.
    ///
    /// - Parameters:
    ///   - selected: the selected cells on screen, a rectangle per row (their bounding rectangle
    ///     is what the menu is placed from; none of them is covered).
    ///   - avoiding: rectangles it must not cover either (the loupe).
    ///   - screen: the area it must stay inside (the content rows).
    /// - Returns: nil when there is no selection on screen or no place covers neither.
    public static func placeBar(width: Int, selected: [GridRect], avoiding: [GridRect] = [], screen: GridSize) -> MenuPlacement? {
        let rects = selected.filter { !$0.isEmpty }
        guard let first = rects.first, width > 0, screen.columns > 0, screen.rows >= barRows else { return nil }
        let bounds = rects.dropFirst().reduce(first, union)
        let w = min(width, screen.columns)
        let inset = w + 2 * margin <= screen.columns ? margin : 0
        let centre = Double(bounds.minColumn) + Double(bounds.size.columns) / 2
        let ideal = Int((centre - Double(w) / 2).rounded(.down))
        let left = min(max(inset, ideal), screen.columns - inset - w)
        let pointer = min(max(left + 1, Int(centre.rounded(.down))), left + max(1, w - 2))
        func free(_ top: Int) -> Bool {
            guard top >= 0, top + barRows <= screen.rows else { return false }
            let frame = GridRect(column: left, row: top, columns: w, rows: barRows)
            return !(rects + avoiding).contains { !$0.intersection(frame).isEmpty }
        }
        // Above, then below, touching the selection; then further up, then further down.
        let above = bounds.minRow - barRows, below = bounds.maxRow
        var candidates = [(above, false), (below, true)]
        candidates += stride(from: above - 1, through: 0, by: -1).map { ($0, false) }
        candidates += stride(from: below + 1, through: screen.rows - barRows, by: 1).map { ($0, true) }
        // Inside the bounding rectangle: rows where a multi-line selection leaves room.
        candidates += stride(from: max(0, bounds.minRow), through: min(bounds.maxRow, screen.rows) - barRows, by: 1).map { ($0, true) }
        guard let (top, isBelow) = candidates.first(where: { free($0.0) }) else { return nil }
        return MenuPlacement(frame: GridRect(column: left, row: top, columns: w, rows: barRows), isBelow: isBelow, pointerColumn: pointer)
    }

    /// The size of a context menu showing items of `widths` on `screen`, borders included: as
    /// many rows of items as fit between its borders (on a screen too short for all it scrolls,
    /// `listTop`), no wider than the screen (titles are cut); nil when not even one row fits.
    public static func listSize(_ widths: [Int], screen: GridSize) -> GridSize? {
        let rows = min(widths.count, screen.rows - 2)
        let columns = min((widths.max() ?? 0) + padding + 2, screen.columns)
        guard rows >= 1, columns >= 3 else { return nil }
        return GridSize(columns: columns, rows: rows + 2)
    }

    /// The first item a context menu of `count` items shows in `rows` rows, starting from `top`
    /// and moved as little as it takes to show `keeping` (the highlighted item), if given.
    public static func listTop(_ top: Int, count: Int, rows: Int, keeping item: Int? = nil) -> Int {
        var first = top
        if let item {
            if item < first { first = item }
            if item >= first + rows { first = item - rows + 1 }
        }
        return min(max(0, first), max(0, count - rows))
    }

    /// Where a context menu of `size` (borders included) opens for a pointer: its top-left
    /// corner at the pointer, or its right edge or bottom edge there when there is no room to
    /// the right or below, then clamped inside `screen`; nil when it does not fit at all (as
    /// tmux does not show a menu that does not fit).
    public static func placeList(size: GridSize, at pointer: GridPoint, screen: GridSize) -> GridRect? {
        guard size.columns <= screen.columns, size.rows <= screen.rows, size.columns > 0, size.rows > 0 else { return nil }
        var column = pointer.column, row = pointer.row + 1
        if column + size.columns > screen.columns { column = pointer.column + 1 - size.columns }
        if row + size.rows > screen.rows { row = pointer.row - size.rows }
        column = min(max(0, column), screen.columns - size.columns)
        row = min(max(0, row), screen.rows - size.rows)
        return GridRect(column: column, row: row, columns: size.columns, rows: size.rows)
    }

    /// The smallest rectangle holding both.
    static func union(_ a: GridRect, _ b: GridRect) -> GridRect {
        let left = min(a.minColumn, b.minColumn), top = min(a.minRow, b.minRow)
        return GridRect(column: left, row: top, columns: max(a.maxColumn, b.maxColumn) - left, rows: max(a.maxRow, b.maxRow) - top)
    }
}
