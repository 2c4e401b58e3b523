import LoupeCore
import LoupeRuntime

/// A pager feature of any type, as the settings' list holds it (`PagerSettings.features`).
/// Two are equal when they are the same feature with the same settings.
public struct AnyPagerFeature: Equatable, Sendable {
    let box: any FeatureBoxing

    /// Wraps a feature.
    public init<Feature: PagerFeature>(_ feature: Feature) {
        box = FeatureBox(feature: feature)
    }

    /// The feature's name.
    public var name: String { box.name }

    /// Equal when they are the same feature with the same settings.
    public static func == (a: AnyPagerFeature, b: AnyPagerFeature) -> Bool { a.box.isEqual(to: b.box) }
}

/// What `AnyPagerFeature` asks of the feature it wraps, its state taken from the pager's.
protocol FeatureBoxing: Sendable {
    var name: String { get }
    func isEqual(to other: any FeatureBoxing) -> Bool
    func reduce(_ event: InputEvent, pager: inout PagerState, screen: FeatureScreen) -> FeatureReply
    func layerKey(_ pager: PagerState) -> any Equatable
    func layers(_ pager: PagerState, drawing: FeatureDrawing) -> [FrameOverlay]
    func animates(_ pager: PagerState, at time: Instant) -> Bool
    func deadline(_ pager: PagerState) -> Instant?
}

/// A feature of a known type, its state kept in `PagerState.features` (the standard features,
/// whose state is `PagerStateFields`, keep none there).
struct FeatureBox<Feature: PagerFeature>: FeatureBoxing {
    let feature: Feature
    /// Whether the feature keeps a state in `PagerState.features` (a standard feature does not:
    /// its state is the pager's own fields, and asking the dictionary for it on every event and
    /// every frame cost a drag step about 2 µs).
    let keepsState: Bool

    init(feature: Feature) {
        self.feature = feature
        keepsState = Feature.State.self != PagerStateFields.self
    }

    var name: String { feature.name }

    func isEqual(to other: any FeatureBoxing) -> Bool {
        (other as? Self)?.feature == feature
    }

    func state(_ pager: PagerState) -> Feature.State {
        guard keepsState else { return feature.initialState }
        return pager.features.state(feature.name, as: Feature.State.self) ?? feature.initialState
    }

    func reduce(_ event: InputEvent, pager: inout PagerState, screen: FeatureScreen) -> FeatureReply {
        var state = state(pager)
        guard keepsState else { return feature.reduce(&state, event, pager: &pager, screen: screen) }
        let before = state
        let reply = feature.reduce(&state, event, pager: &pager, screen: screen)
        if state != before {
            pager.features.set(feature.name, state)
        }
        return reply
    }

    func layerKey(_ pager: PagerState) -> any Equatable { feature.layerKey(state(pager), pager: pager) }
    func layers(_ pager: PagerState, drawing: FeatureDrawing) -> [FrameOverlay] { feature.layers(state(pager), pager: pager, drawing: drawing) }
    func animates(_ pager: PagerState, at time: Instant) -> Bool { feature.animates(state(pager), pager: pager, at: time) }
    func deadline(_ pager: PagerState) -> Instant? { feature.deadline(state(pager), pager: pager) }
}
