import LoupeCore

/// One key binding: a key, its modifiers, the purpose it applies to (nil: both) and its action.
public struct PagerKeyBinding: Hashable, Sendable {
    /// The key.
    public var key: Key
    /// The modifiers, exactly.
    public var modifiers: Modifiers
    /// Only when the pager is for this (view or pick); nil: always.
    public var purpose: PagerSettings.Purpose?
    /// What it does.
    public var action: PagerAction

    /// Creates a binding.
    public init(_ key: Key, _ modifiers: Modifiers, only purpose: PagerSettings.Purpose?, _ action: PagerAction) {
        self.key = key
        self.modifiers = modifiers
        self.purpose = purpose
        self.action = action
    }

    /// A key with no modifiers, for every purpose.
    public init(_ key: Key, _ action: PagerAction) { self.init(key, [], only: nil, action) }

    /// A key with modifiers, for every purpose.
    public init(_ key: Key, _ modifiers: Modifiers, _ action: PagerAction) { self.init(key, modifiers, only: nil, action) }

    /// A key with no modifiers, only for one purpose.
    public init(_ key: Key, only purpose: PagerSettings.Purpose, _ action: PagerAction) { self.init(key, [], only: purpose, action) }

    /// The key and its modifiers.
    public var chord: KeyChord { KeyChord(key, modifiers: modifiers) }

    /// Whether a key press triggers this binding in a pager for `purpose`.
    public func matches(_ event: KeyEvent, purpose current: PagerSettings.Purpose) -> Bool {
        chord.matches(event) && (purpose == nil || purpose == current)
    }
}
