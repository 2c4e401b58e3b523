import LoupeCore
import LoupeRuntime

/// Copying as a pager feature: a big copy's progress on ticks, and the key that clears the selection (Esc) stopping
/// it before anything else sees the key. (Copies are asked for by the selection, the menus and
/// the preview; their outcomes come back as `InputEvent.copied`.)
public struct CopyFeature: PagerFeature {
    /// The copy feature.
    public init() {}
    /// "copy".
    public var name: String { "copy" }

    /// Takes the clear key while a big copy is being made; looks at the copy on ticks.
    public func reduce(_ state: inout PagerStateFields, _ event: InputEvent, pager s: inout PagerState, screen: FeatureScreen) -> FeatureReply {
        switch event {
        case let .key(k) where s.copy != nil
            && PagerKeymap.action(in: s.settings.keymap.selection, for: k, purpose: s.settings.purpose) == .selection(.clear):
            PagerReducer.cancelCopy(&s)
            return .handled
        case .tick:
            return .taken(PagerReducer.refreshCopy(&s))
        default:
            return .passed
        }
    }

    /// Every frame while a copy is being made (its progress).
    public func deadline(_ state: PagerStateFields, pager s: PagerState) -> Instant? {
        s.copy.map { _ in s.frameAfterNow }
    }
}
