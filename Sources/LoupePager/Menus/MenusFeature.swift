import LoupeCore
import LoupeRuntime

/// The edit menu and the context menu as a pager feature: while one shows it takes the mouse
/// and its keys; a right press opens the context menu (unless it previews a link, which the
/// links after it take).
public struct MenusFeature: PagerFeature {
    /// What the menu's drawing depends on besides the page.
    public struct LayerKey: Equatable {
        let menu: MenuState?
        /// The loupe, while the edit menu shows (the bar keeps clear of it).
        let loupe: LoupeState?
    }

    /// The menus feature.
    public init() {}
    /// "menus".
    public var name: String { "menus" }

    /// The mouse while a menu shows and right presses; the menu's keys.
    public func reduce(_ state: inout PagerStateFields, _ event: InputEvent, pager s: inout PagerState, screen: FeatureScreen) -> FeatureReply {
        switch event {
        case let .mouse(m):
            // A preview takes the mouse before any menu, and a right press on a link with nothing
            // selected previews it (the links feature's).
            if m.action == .press && m.button == .right && s.selection.isEmpty && !s.selection.isGestureActive
                && s.links.preview == nil && screen.link(at: m.position) != nil {
                return .passed
            }
            return PagerReducer.menuMouse(&s, m).map { .taken($0) } ?? .passed
        case let .key(k):
            return PagerReducer.menuKey(&s, k).map { .taken($0) } ?? .passed
        default:
            return .passed
        }
    }

    /// The menu, and the loupe while it is the edit menu.
    public func layerKey(_ state: PagerStateFields, pager s: PagerState) -> LayerKey {
        LayerKey(menu: s.menu, loupe: s.menu?.kind == .edit ? s.loupe : nil)
    }

    /// The menu's panels.
    public func layers(_ state: PagerStateFields, pager s: PagerState, drawing: FeatureDrawing) -> [FrameOverlay] {
        PagerView.menuOverlays(s, over: drawing.base)
    }

    /// While it fades in.
    public func animates(_ state: PagerStateFields, pager s: PagerState, at time: Instant) -> Bool {
        s.menu.map { $0.opacity(at: time) < 1 } ?? false
    }

    /// Every frame while it fades in.
    public func deadline(_ state: PagerStateFields, pager s: PagerState) -> Instant? {
        s.menu.flatMap { $0.opacity(at: s.now) < 1 ? s.frameAfterNow : nil }
    }
}
