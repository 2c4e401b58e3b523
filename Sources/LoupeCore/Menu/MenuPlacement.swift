/// Where an edit menu rests: the result of `MenuLayout.placeBar`.
public struct MenuPlacement: Hashable, Sendable {
    /// The menu, borders included, in screen cells.
    public var frame: GridRect
    /// The menu is below the selection (no room above it).
    public var isBelow: Bool
    /// The screen column of the small pointer towards the selection, drawn on the border that
    /// faces it (the bottom border above the selection, the top one below it).
    public var pointerColumn: Int

    /// Creates a placement.
    public init(frame: GridRect, isBelow: Bool, pointerColumn: Int) {
        self.frame = frame
        self.isBelow = isBelow
        self.pointerColumn = pointerColumn
    }
}
