import LoupeCore
import LoupeRuntime

/// Find as a pager feature: the bar takes every key while it is open. (Its search is work whose
/// results come back as events, `PagerReducer.takeResult`; its matches are drawn into the page by
/// `PagerView`.)
public struct FindFeature: PagerFeature {
    /// The find feature.
    public init() {}
    /// "find".
    public var name: String { "find" }

    /// Takes the keys while the bar is open.
    public func reduce(_ state: inout PagerStateFields, _ event: InputEvent, pager s: inout PagerState, screen: FeatureScreen) -> FeatureReply {
        switch event {
        case let .key(k) where s.find.isEditing:
            return .taken(PagerReducer.findBarKey(&s, k))
        default:
            return .passed
        }
    }
}
