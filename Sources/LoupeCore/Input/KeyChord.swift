/// A key with its modifiers: what a key binding is bound to (`ctrl+f`, `Esc`).
public struct KeyChord: Hashable, Sendable {
    /// The key.
    public var key: Key
    /// The modifiers that must be held (exactly).
    public var modifiers: Modifiers

    /// Creates a chord.
    public init(_ key: Key, modifiers: Modifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Whether a key event is this chord (the same key, exactly these modifiers).
    public func matches(_ event: KeyEvent) -> Bool { event.key == key && event.modifiers == modifiers }
}
