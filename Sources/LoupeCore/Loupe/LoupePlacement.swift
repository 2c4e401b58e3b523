/// Where the loupe rests for an input, and what it shows: the result of `LoupeLayout.place`.
public struct LoupePlacement: Hashable, Sendable {
    /// The lens at rest, frame included (shadow not included), in screen cells.
    public var frame: GridRect
    /// The lens interior (what the magnifier fills): `frame` less one cell of border each side.
    public var interior: GridSize
    /// The lens sits below the focus line (no room above).
    public var isBelow: Bool
    /// The focus row (clamped to the screen).
    public var focusRow: Int
    /// The source column shown at the interior's horizontal centre.
    public var contentCenter: Double
    /// The caret's boundary column, or nil.
    public var caretColumn: Double?
    /// Rows the lens travels on show and hide: its top starts (and ends) at `frame.minRow + riseDistance`.
    /// Positive above the focus line (it rises), negative below it.
    public var riseDistance: Int

    /// Creates a placement.
    public init(frame: GridRect, interior: GridSize, isBelow: Bool, focusRow: Int, contentCenter: Double, caretColumn: Double?, riseDistance: Int) {
        self.frame = frame
        self.interior = interior
        self.isBelow = isBelow
        self.focusRow = focusRow
        self.contentCenter = contentCenter
        self.caretColumn = caretColumn
        self.riseDistance = riseDistance
    }
}
