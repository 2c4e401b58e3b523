/// Where a keyboard caret is: on a character of a line (the first cell of its cluster), or on
/// an empty line; and the screen column it keeps when it moves up and down.
public struct CaretPlace: Hashable, Sendable {
    /// The character the caret is on: a cluster's first cell (offset 0 on an empty line).
    public var position: TextPosition
    /// The column in its row the caret returns to on rows long enough, as vi's cursor does
    /// (nil: its own column; `Int.max`: the end of each row, after `$`).
    public var goalColumn: Int?

    /// A caret on `position`.
    public init(_ position: TextPosition, goalColumn: Int? = nil) {
        self.position = position
        self.goalColumn = goalColumn
    }
}
