import LoupeCore

/// Caret mode (`c`, F7): where the caret is, the selection it is making, and a sideways scroll
/// it started (`--no-wrap`). Kept in `PagerState.caret` while caret mode is on (nil: off).
public struct CaretState: Equatable, Sendable {
    /// The character the caret is on, and the column it keeps going up and down.
    public internal(set) var place: CaretPlace
    /// Where its selection began (`v`, `V`, ctrl+v, shift+arrows), nil when it is making none.
    public internal(set) var anchor: TextPosition?
    /// The selection's shape: `.character` (`v`), `.line` (`V`) or `.block` (ctrl+v).
    public internal(set) var mode: SelectionMode = .character
    /// The selection it made last: a selection that is not this one was made by other means (the
    /// mouse, ctrl+a) and the caret takes it over at its next key.
    var made: SelectionState?
    /// A sideways scroll in progress (clipped lines), played on ticks.
    public internal(set) var columnScroll: ColumnScroll?

    /// The caret on `position`.
    init(_ position: TextPosition) {
        place = CaretPlace(position)
    }

    /// The character the caret is on.
    public var position: TextPosition { place.position }
}
