import LoupeCore
import LoupeRuntime

/// Selection and the loupe as a pager feature, last in the standard list: the gestures the
/// selection engine makes of the mouse (and the wheel, which a drag follows), the keys that go
/// to the engine (after the keymap's first rows: interrupt, suspend, the picker's Esc), the
/// engine's ticks (auto-scroll), and the lens, drawn under every other layer.
public struct SelectionFeature: PagerFeature {
    /// What the lens's drawing depends on besides the page.
    public struct LayerKey: Equatable {
        let loupe: LoupeState
        let shown: Bool
    }

    /// The selection feature.
    public init() {}
    /// "selection".
    public var name: String { "selection" }

    /// Takes every mouse event that reaches it; a key when a first row or the engine acts on it.
    public func reduce(_ state: inout PagerStateFields, _ event: InputEvent, pager s: inout PagerState, screen: FeatureScreen) -> FeatureReply {
        switch event {
        case let .mouse(m):
            return .taken(PagerReducer.selectionMouse(&s, m))
        case let .key(k):
            return PagerReducer.selectionKey(&s, k).map { .taken($0) } ?? .passed
        case .tick:
            return .taken(PagerReducer.apply(&s, s.engine.reduce(&s.selection, event, context: s.context)))
        default:
            return .passed
        }
    }

    /// The loupe, and whether it may show (it is on, and no preview stands in its place).
    public func layerKey(_ state: PagerStateFields, pager s: PagerState) -> LayerKey {
        LayerKey(loupe: s.loupe, shown: s.settings.loupeEnabled && s.links.preview == nil)
    }

    /// The lens's panels.
    public func layers(_ state: PagerStateFields, pager s: PagerState, drawing: FeatureDrawing) -> [FrameOverlay] {
        guard s.settings.loupeEnabled, s.links.preview == nil, let renderer = drawing.renderer,
              let layer = renderer.layer(for: s.loupe, source: drawing.base, now: s.now) else { return [] }
        return layer.panels(over: drawing.base)
    }

    /// While the loupe slides in or out, or follows the pointer.
    public func animates(_ state: PagerStateFields, pager s: PagerState, at time: Instant) -> Bool {
        s.loupe.needsFrame(at: time)
    }

    /// The loupe's next frame, or the next auto-scroll step.
    public func deadline(_ state: PagerStateFields, pager s: PagerState) -> Instant? {
        let loupe = s.settings.loupeEnabled ? s.controller.nextDeadline(s.loupe, now: s.now) : nil
        return [loupe, s.selection.autoScroll?.nextStep].compactMap { $0 }.min()
    }
}
