import LoupeCore
import LoupeRuntime

/// Copying as a pager feature: the key that clears the selection (Esc) stops a big copy before
/// anything else sees the key. (Copies are asked for by the selection, the menus and the
/// preview; a big copy's text is work whose progress and text come back as events, and every
/// copy's outcome comes back as `InputEvent.copied`.)
public struct CopyFeature: PagerFeature {
    /// The copy feature.
    public init() {}
    /// "copy".
    public var name: String { "copy" }

    /// Takes the clear key while a big copy is being made.
    public func reduce(_ state: inout PagerStateFields, _ event: InputEvent, pager s: inout PagerState, screen: FeatureScreen) -> FeatureReply {
        switch event {
        case let .key(k) where s.copy != nil
            && PagerKeymap.action(in: s.settings.keymap.selection, for: k, purpose: s.settings.purpose) == .selection(.clear):
            PagerReducer.cancelCopy(&s)
            return .handled
        default:
            return .passed
        }
    }
}
