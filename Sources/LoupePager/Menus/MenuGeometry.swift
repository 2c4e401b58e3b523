import LoupeCore

/// Where the menu of a state is on screen and what is where in it: computed from the state by
/// `MenuLayout` (the reducer hit-tests with it, the view draws it).
struct MenuGeometry: Equatable {
    /// The menu, borders included.
    var frame: GridRect
    /// The edit menu's placement (nil for the context menu).
    var placement: MenuPlacement?
    /// The edit menu's page shown.
    var page: MenuPage?
    /// The edit menu's items and page cells, columns from the frame's left.
    var segments: [MenuSegment]
    /// The context menu's first item shown (it scrolls on a screen too short for all).
    var top = 0
    /// The context menu's number of items.
    var count = 0
    /// Cells the menu's shadow must leave alone: the selection and the loupe (edit menu).
    var keepClear: [GridRect] = []

    /// What is under a screen cell: an item, a page cell, nil outside the menu or on a border.
    func hit(_ point: GridPoint) -> MenuSegment.Kind? {
        guard frame.contains(point) else { return nil }
        if placement != nil {
            let column = point.column - frame.minColumn
            return segments.first { $0.columns.contains(column) }?.kind
        }
        let row = point.row - frame.minRow - 1
        let rows = frame.size.rows - 2
        // The borders' arrows: the items hidden above or below.
        if row == -1 && top > 0 { return .previousPage }
        if row == rows && top + rows < count { return .nextPage }
        guard row >= 0, row < rows, point.column > frame.minColumn, point.column < frame.maxColumn - 1 else { return nil }
        return .item(top + row)
    }

    /// The geometry of the menu of `s`, or nil when none shows (the edit menu hides while a
    /// gesture is in progress and when no place covers neither the selection nor the loupe).
    static func of(_ s: PagerState) -> MenuGeometry? {
        guard let menu = s.menu, !menu.items.isEmpty else { return nil }
        let screen = GridSize(columns: s.size.columns, rows: s.viewport.height)
        let widths = menu.items.map(\.width)
        switch menu.kind {
        case .context:
            guard let size = MenuLayout.listSize(widths, screen: screen),
                  let frame = MenuLayout.placeList(size: size, at: menu.anchor, screen: screen) else { return nil }
            let top = MenuLayout.listTop(menu.top, count: widths.count, rows: size.rows - 2)
            return MenuGeometry(frame: frame, placement: nil, page: nil, segments: [], top: top, count: widths.count)
        case .edit:
            guard !s.selection.isEmpty, !s.selection.isGestureActive else { return nil }
            let pages = MenuLayout.pages(widths, maxWidth: MenuLayout.maximumWidth(screenColumns: screen.columns))
            guard !pages.isEmpty else { return nil }
            let page = pages[min(menu.page, pages.count - 1)]
            var selected: [GridRect] = []
            for (row, ranges) in s.selection.selectedColumnsOfVisibleRows(context: s.context).enumerated() {
                for r in ranges where !r.isEmpty { selected.append(GridRect(column: r.lowerBound, row: row, columns: r.count, rows: 1)) }
            }
            var avoiding: [GridRect] = []
            if s.settings.loupeEnabled, s.loupe.isShown, let lens = s.loupe.placement?.frame {
                avoiding.append(GridRect(origin: lens.origin, size: GridSize(columns: lens.size.columns + 1, rows: lens.size.rows + 1)))
            }
            guard let placement = MenuLayout.placeBar(width: page.width, selected: selected, avoiding: avoiding, screen: screen) else { return nil }
            return MenuGeometry(frame: placement.frame, placement: placement, page: page, segments: MenuSegment.segments(of: page, widths: widths),
                                keepClear: selected + avoiding)
        }
    }

    /// The number of pages of an edit menu of `s`.
    static func pageCount(_ s: PagerState) -> Int {
        guard let menu = s.menu, menu.kind == .edit else { return 1 }
        let widths = menu.items.map(\.width)
        return max(1, MenuLayout.pages(widths, maxWidth: MenuLayout.maximumWidth(screenColumns: s.size.columns)).count)
    }
}
