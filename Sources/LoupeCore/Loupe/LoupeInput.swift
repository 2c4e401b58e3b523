/// What the loupe needs to know about the screen and the selection gesture, filled in from the selection state.
///
/// Columns are boundary coordinates in cells: `10.0` is the boundary between
/// columns 9 and 10, `10.5` the middle of column 10. A pointer known only to
/// the cell is at the cell's middle; with pixel reports it has half-cell precision.
public struct LoupeInput: Hashable, Sendable {
    /// The screen's size.
    public var screenSize: GridSize
    /// The pointer's column (boundary coordinates).
    public var focusColumn: Double
    /// The row of the selection's moving end (or of the pointer when hovering).
    public var focusRow: Int
    /// The caret's boundary column on the focus row, or nil to draw no caret.
    public var caretColumn: Double?
    /// A selection gesture is under way (a button is held).
    public var selecting: Bool
    /// The moving end is moving downward (the selection engine applies its threshold and hysteresis).
    public var movingDownward: Bool
    /// The pointer is over the screen with no button held (used when hover mode is on).
    public var hovering: Bool
    /// Identifies the gesture: a new value starts a new gesture and clears a downward hide.
    public var gesture: Int

    /// Creates an input.
    public init(screenSize: GridSize, focusColumn: Double, focusRow: Int, caretColumn: Double? = nil,
                selecting: Bool, movingDownward: Bool = false, hovering: Bool = false, gesture: Int = 0) {
        self.screenSize = screenSize
        self.focusColumn = focusColumn
        self.focusRow = focusRow
        self.caretColumn = caretColumn
        self.selecting = selecting
        self.movingDownward = movingDownward
        self.hovering = hovering
        self.gesture = gesture
    }

    /// The focus column for a pointer: the cell's middle, or with sub-cell
    /// (pixel) information the nearest half cell (its left edge, middle or right edge).
    public static func focusColumn(at position: GridPoint, subCell: SubCellPosition?) -> Double {
        guard let x = subCell?.x else { return Double(position.column) + 0.5 }
        return Double(position.column) + (x * 2).rounded() / 2
    }

    /// No gesture and no hover: the loupe hides.
    public static func idle(screenSize: GridSize) -> LoupeInput {
        LoupeInput(screenSize: screenSize, focusColumn: 0, focusRow: 0, selecting: false)
    }
}
