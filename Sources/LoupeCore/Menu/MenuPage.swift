/// One page of a horizontal menu too wide for its screen: the items it shows and whether a
/// `‹` cell leads to the page before and a `›` cell to the page after (as iOS pages its edit menu).
public struct MenuPage: Hashable, Sendable {
    /// The indices of the items on the page.
    public var items: Range<Int>
    /// A `‹` cell at the start goes back a page.
    public var hasPrevious: Bool
    /// A `›` cell at the end shows the next items.
    public var hasNext: Bool
    /// The page's width in cells, borders included.
    public var width: Int

    /// Creates a page.
    public init(items: Range<Int>, hasPrevious: Bool, hasNext: Bool, width: Int) {
        self.items = items
        self.hasPrevious = hasPrevious
        self.hasNext = hasNext
        self.width = width
    }
}
