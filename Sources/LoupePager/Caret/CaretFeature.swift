import LoupeCore
import LoupeRuntime

/// Caret mode as a pager feature, after the menus and before links and selection: while it is
/// on, its table (`PagerKeymap.caret`) is tried before every other but the find bar's and a
/// menu's, so `h j k l`, `b`, `g G`, Enter and Esc move and select there and keep their pager
/// meaning outside it. It draws nothing of its own: the lens follows the caret
/// (`PagerState.loupeInput`), the selection feature draws it, and the terminal's cursor is put
/// on the caret (`PagerView`, the base frame's `cursor`).
public struct CaretFeature: PagerFeature {
    /// The caret feature.
    public init() {}
    /// "caret".
    public var name: String { "caret" }

    /// Takes a key its table binds while caret mode is on; a click there places the caret (and
    /// passes the press on); plays its sideways scroll on ticks.
    public func reduce(_ state: inout PagerStateFields, _ event: InputEvent, pager s: inout PagerState, screen: FeatureScreen) -> FeatureReply {
        switch event {
        case let .key(k):
            return PagerReducer.caretKey(&s, k).map { .taken($0) } ?? .passed
        case let .mouse(m):
            // A click puts the caret on the character under it (a selection the caret was making
            // ends); the press goes on to the selection, so a drag or a double-click still selects,
            // and the caret takes that selection over at its next key.
            if m.action == .press, m.button == .left { PagerReducer.placeCaret(&s, at: m.position) }
            return .passed
        case .tick:
            PagerReducer.animateCaretColumns(&s)
            return .passed
        default:
            return .passed
        }
    }

    /// A frame on while its sideways scroll plays.
    public func deadline(_ state: PagerStateFields, pager s: PagerState) -> Instant? {
        s.caret?.columnScroll == nil ? nil : s.frameAfterNow
    }
}
