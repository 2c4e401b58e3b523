/// A key, as a front end decodes it.
public enum Key: Hashable, Sendable {
    /// A printable character (letters, digits, punctuation, space).
    case character(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case escape, enter, tab, backspace
    /// A function key F1...F24.
    case function(Int)
}

/// One key press.
public struct KeyEvent: Hashable, Sendable {
    /// The key.
    public var key: Key
    /// Shift, alt and ctrl held with it (ctrl+c is `.character("c")` with `.ctrl`).
    public var modifiers: Modifiers
    /// When it happened.
    public var time: Instant

    /// Creates a key event.
    public init(_ key: Key, modifiers: Modifiers = [], time: Instant) {
        self.key = key
        self.modifiers = modifiers
        self.time = time
    }
}
