import LoupeCore

/// A key binding of a feature's own (`PagerFeature.keys`): a chord, the purpose it applies to,
/// and the name of what it does, which the feature's `reduce` acts on.
public struct FeatureKeyBinding: Hashable, Sendable {
    /// The key and its modifiers, exactly.
    public var chord: KeyChord
    /// Only when the pager is for this (view or pick); nil: always.
    public var purpose: PagerSettings.Purpose?
    /// What it does, in the feature's words ("toggle tooltips").
    public var action: String

    /// Creates a binding.
    public init(_ chord: KeyChord, only purpose: PagerSettings.Purpose? = nil, _ action: String) {
        self.chord = chord
        self.purpose = purpose
        self.action = action
    }

    /// Whether a key press triggers this binding in a pager for `purpose`.
    public func matches(_ event: KeyEvent, purpose current: PagerSettings.Purpose) -> Bool {
        chord.matches(event) && (purpose == nil || purpose == current)
    }
}
