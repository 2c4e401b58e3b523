/// The loupe's state between inputs: where it is heading and its three animated properties.
///
/// Each animated property has exactly one animator: `row` (vertical position,
/// which carries the rise and sink of show and hide), `column` (horizontal
/// position, which trails the focus) and `opacity`. Values at a given instant
/// come from `LoupeController.presentation(_:now:)`.
public struct LoupeState: Hashable, Sendable {
    /// Whether the loupe is shown or showing (false while hiding or hidden).
    public internal(set) var isShown: Bool
    /// The latest resting place; kept while the loupe hides so it sinks where it was.
    public internal(set) var placement: LoupePlacement?
    /// The lens frame's top row.
    public internal(set) var row: Animator
    /// The lens frame's left column.
    public internal(set) var column: Animator
    /// 0 (invisible) ... 1 (fully drawn).
    public internal(set) var opacity: Animator
    /// The gesture the downward hide belongs to.
    var gesture: Int?
    /// Hidden by the downward policy in the current gesture.
    var downwardHidden: Bool
    /// The previous input's `movingDownward`, to see it start.
    var wasMovingDownward: Bool

    /// A hidden loupe.
    public init() {
        isShown = false
        placement = nil
        row = Animator(value: 0)
        column = Animator(value: 0)
        opacity = Animator(value: 0)
        gesture = nil
        downwardHidden = false
        wasMovingDownward = false
    }

    /// Whether anything changes at an instant (a front end should draw a frame).
    public func needsFrame(at now: Instant) -> Bool {
        row.isAnimating(at: now) || column.isAnimating(at: now) || opacity.isAnimating(at: now)
    }

    /// Ends every running animation where it was heading: the lens is drawn at its resting place
    /// at once (no rise, no fade, no trailing after the pointer), as for a gesture that began
    /// before the program could show anything.
    public mutating func settle() {
        row.jump(to: row.target)
        column.jump(to: column.target)
        opacity.jump(to: opacity.target)
    }

    /// When the last running animation ends, or nil when none runs at `now`.
    public func animationEnd(after now: Instant) -> Instant? {
        [row, column, opacity].filter { $0.isAnimating(at: now) }.map(\.end).max()
    }
}
