import LoupeCore

/// A picker's double click that waits before it ends the pick: a third click within the
/// multi-click interval picks the whole line instead (tmux also waits before it copies a
/// double click). It is picked when the interval passes, the pointer moves to another cell,
/// or another button or cell is pressed.
public struct PendingPick: Hashable, Sendable {
    /// The word the double click selected.
    public var text: String
    /// When it is picked if nothing else happens.
    public var deadline: Instant
    /// Where the double click was: a press here is the third click.
    public var position: GridPoint
}
