import LoupeCore
import LoupeRuntime

/// A link's preview (Safari's bubble) as a pager feature: while it shows it takes the mouse and
/// its keys before anything else, and draws above everything.
public struct LinkPreviewFeature: PagerFeature {
    /// The preview feature.
    public init() {}
    /// "preview".
    public var name: String { "preview" }

    /// The mouse and the keys while the preview opens or shows.
    public func reduce(_ state: inout PagerStateFields, _ event: InputEvent, pager s: inout PagerState, screen: FeatureScreen) -> FeatureReply {
        guard let preview = s.links.preview else { return .passed }
        switch event {
        case let .mouse(m):
            return PagerReducer.linkMouse(&s, m, screen.links).map { .taken($0) } ?? .passed
        case let .key(k) where preview.opening:
            return PagerReducer.linkKey(&s, k, screen.links).map { .taken($0) } ?? .passed
        default:
            return .passed
        }
    }

    /// The preview, as it is now.
    public func layerKey(_ state: PagerStateFields, pager s: PagerState) -> LinkPreview? { s.links.preview }

    /// The preview's panels.
    public func layers(_ state: PagerStateFields, pager s: PagerState, drawing: FeatureDrawing) -> [FrameOverlay] {
        PagerView.previewOverlay(s, over: drawing.base, excerpt: drawing.previewExcerpt)
    }

    /// While it grows from its link or shrinks back.
    public func animates(_ state: PagerStateFields, pager s: PagerState, at time: Instant) -> Bool {
        s.links.preview?.isAnimating(at: time) ?? false
    }

    /// Every frame while it moves or closes.
    public func deadline(_ state: PagerStateFields, pager s: PagerState) -> Instant? {
        s.links.preview.flatMap { $0.isAnimating(at: s.now) || !$0.opening ? s.frameAfterNow : nil }
    }
}
