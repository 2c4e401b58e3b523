import LoupeCore
import LoupeRuntime

/// Find as a pager feature: the bar takes every key while it is open; the search's new results
/// are taken in on ticks. (Its matches are drawn into the page by `PagerView`.)
public struct FindFeature: PagerFeature {
    /// The find feature.
    public init() {}
    /// "find".
    public var name: String { "find" }

    /// Takes the keys while the bar is open; looks at the search on ticks.
    public func reduce(_ state: inout PagerStateFields, _ event: InputEvent, pager s: inout PagerState, screen: FeatureScreen) -> FeatureReply {
        switch event {
        case let .key(k) where s.find.isEditing:
            return .taken(PagerReducer.findBarKey(&s, k))
        case .tick:
            PagerReducer.refreshFind(&s)
            return .passed
        default:
            return .passed
        }
    }

    /// While the search runs: every 2 ms while a step waits for its match (the first match shows
    /// as soon as it is found), otherwise once a frame.
    public func deadline(_ state: PagerStateFields, pager s: PagerState) -> Instant? {
        guard s.find.running != nil && !s.find.isComplete else { return nil }
        return s.find.pending != nil ? s.now.adding(milliseconds: 2) : s.frameAfterNow
    }
}
