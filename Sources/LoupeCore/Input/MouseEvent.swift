/// A mouse button, or a wheel direction.
public enum MouseButton: String, Hashable, Sendable, CaseIterable {
    case left, middle, right
    /// The wheel turned away from the user (scroll up).
    case wheelUp
    /// The wheel turned toward the user (scroll down).
    case wheelDown
    /// No button (motion with no button held, in any-motion mode).
    case none
}

/// What the mouse did.
public enum MouseAction: String, Hashable, Sendable, CaseIterable {
    /// A button went down (for the wheel, one notch).
    case press
    /// Motion with a button held.
    case drag
    /// A button went up.
    case release
    /// Motion with no button held (hover).
    case move
}

/// One mouse event in screen coordinates, as a front end decodes it.
///
/// Positions are zero-based screen cells. Where the terminal reports pixels
/// (SGR-Pixels, mode 1016) the front end also fills `subCell`: the position
/// inside the cell, each axis in 0..<1, so 0.5 is the cell's middle.
/// Positions may lie outside the screen (negative, or past the edge) when the
/// terminal reports a drag beyond its window.
public struct MouseEvent: Hashable, Sendable {
    /// Which button.
    public var button: MouseButton
    /// Press, drag, release or move.
    public var action: MouseAction
    /// The cell under the pointer (zero-based, may be outside the screen).
    public var position: GridPoint
    /// Where inside the cell, when the terminal reports pixels: x and y in 0..<1.
    public var subCell: SubCellPosition?
    /// Shift, alt and ctrl.
    public var modifiers: Modifiers
    /// When it happened.
    public var time: Instant

    /// Creates a mouse event.
    public init(_ action: MouseAction, _ button: MouseButton = .left, at position: GridPoint, subCell: SubCellPosition? = nil, modifiers: Modifiers = [], time: Instant) {
        self.button = button
        self.action = action
        self.position = position
        self.subCell = subCell
        self.modifiers = modifiers
        self.time = time
    }
}

/// A position inside a cell: each axis 0 (left/top edge) to 1 (right/bottom edge).
public struct SubCellPosition: Hashable, Sendable {
    /// Horizontal fraction of the cell, 0..<1.
    public var x: Double
    /// Vertical fraction of the cell, 0..<1.
    public var y: Double

    /// Creates a sub-cell position; values are clamped into 0...1.
    public init(x: Double, y: Double) {
        self.x = min(1, max(0, x))
        self.y = min(1, max(0, y))
    }
}
