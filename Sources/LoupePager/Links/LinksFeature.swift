import LoupeCore
import LoupeRuntime

/// Links as a pager feature: hover, press (a long press previews, ctrl-click opens), a right
/// press on a link previews it, Tab moves a focus ring; with no status bar, a banner names the
/// hovered or focused link's target.
public struct LinksFeature: PagerFeature {
    /// What the banner depends on besides the page.
    public struct LayerKey: Equatable {
        let hovered: ScreenLink?
        let focused: ScreenLink?
        let previewing: Bool
        let message: String?
    }

    /// The links feature.
    public init() {}
    /// "links".
    public var name: String { "links" }

    /// The mouse while no menu shows (and right presses even then), the links' keys, and on
    /// ticks, a long press turning into a preview.
    public func reduce(_ state: inout PagerStateFields, _ event: InputEvent, pager s: inout PagerState, screen: FeatureScreen) -> FeatureReply {
        switch event {
        case let .mouse(m):
            let rightPress = m.action == .press && m.button == .right
            guard s.links.preview == nil, s.menu == nil || rightPress else { return .passed }
            return PagerReducer.linkMouse(&s, m, screen.links).map { .taken($0) } ?? .passed
        case let .key(k):
            guard s.links.preview?.opening != true else { return .passed }
            return PagerReducer.linkKey(&s, k, screen.links).map { .taken($0) } ?? .passed
        case .tick:
            _ = PagerReducer.linkTick(&s)
            return .passed
        default:
            return .passed
        }
    }

    /// The hovered and focused links, whether a preview shows, and the message the banner carries.
    public func layerKey(_ state: PagerStateFields, pager s: PagerState) -> LayerKey {
        LayerKey(hovered: s.links.hovered, focused: s.links.focused, previewing: s.links.preview != nil, message: s.message)
    }

    /// The banner, when there is no status bar to name the link.
    public func layers(_ state: PagerStateFields, pager s: PagerState, drawing: FeatureDrawing) -> [FrameOverlay] {
        PagerView.linkBanner(s).map { [$0] } ?? []
    }

    /// When a press held still becomes a long press.
    public func deadline(_ state: PagerStateFields, pager s: PagerState) -> Instant? { s.links.longPressDeadline }
}
