/// One part of a horizontal menu's row: an item, or a page cell.
public struct MenuSegment: Hashable, Sendable {
    /// What a segment is.
    public enum Kind: Hashable, Sendable {
        /// The item at this index of the menu's items.
        case item(Int)
        /// `‹`: the page before.
        case previousPage
        /// `›`: the page after.
        case nextPage
    }

    /// What it is.
    public var kind: Kind
    /// Its columns, counted from the menu's left border (padding included, separators not).
    public var columns: Range<Int>

    /// Creates a segment.
    public init(kind: Kind, columns: Range<Int>) {
        self.kind = kind
        self.columns = columns
    }

    /// The segments of a page of items whose titles are `widths` cells wide, left to right,
    /// cut to the page's width (the last item's title is cut when a page is too narrow for it).
    public static func segments(of page: MenuPage, widths: [Int]) -> [MenuSegment] {
        var kinds: [(Kind, Int)] = page.hasPrevious ? [(.previousPage, 1)] : []
        kinds += page.items.map { (.item($0), widths[$0]) }
        if page.hasNext { kinds.append((.nextPage, 1)) }
        var out: [MenuSegment] = []
        var column = 1
        let end = page.width - 1
        for (kind, width) in kinds {
            let upper = min(end, column + width + MenuLayout.padding)
            if column < upper { out.append(MenuSegment(kind: kind, columns: column..<upper)) }
            column = upper + 1
        }
        return out
    }
}
