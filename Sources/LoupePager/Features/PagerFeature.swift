import LoupeCore
import LoupeRuntime

/// One feature of the pager as a module: what it keeps, the keys it binds, what it does with
/// the events it takes, what it draws above the page, and when it next needs a tick.
///
/// The pager's features are a list in its settings (`PagerSettings.features`). The list's order
/// is the event priority (a mouse event or a key goes to each feature in turn until one takes
/// it) and, reversed, the drawing order (the first feature's layers are drawn on top, as the
/// one that takes the events first should be). Every feature sees every tick. Selection and the
/// loupe, find, the menus, links, the link preview and copying are features of the same kind
/// (`PagerFeatures.standard`), so a feature from outside `LoupePager` is added by putting it in
/// the list, not by editing the pager:
///
/// ```swift
/// var settings = PagerSettings()
/// settings.features.insert(AnyPagerFeature(Tooltip()), at: 0)
/// ```
///
/// A feature decides only: it reads the pager's state and the event and returns effects (values
/// the program carries out); it draws nothing into the page and keeps no caches.
public protocol PagerFeature: Sendable, Equatable {
    /// What the feature keeps between events, in the pager's state (`PagerState.features`). The
    /// standard features keep theirs in the pager's own fields and use `PagerStateFields`.
    associatedtype State: Equatable & Sendable

    /// Its name, unique in the list: where its state is kept, and how messages and the keymap name it.
    var name: String { get }

    /// Its state when the pager opens.
    var initialState: State { get }

    /// Its key bindings: its own keymap rows, which its `reduce` acts on (`binding(for:purpose:)`).
    var keys: [FeatureKeyBinding] { get }

    /// Offers the feature an event: a mouse event or a key in priority order (`.taken` ends the
    /// offer), and every tick, resize, terminal report and copy outcome. `pager` is the whole
    /// pager as the features before it left it; `screen` answers what is on screen.
    func reduce(_ state: inout State, _ event: InputEvent, pager: inout PagerState, screen: FeatureScreen) -> FeatureReply

    /// What its drawing depends on besides the page (its state, by default): the view draws
    /// its layers again only when the page or this changed, or while `animates` says so.
    associatedtype LayerKey: Equatable = State

    /// What its drawing depends on now (see `LayerKey`).
    func layerKey(_ state: State, pager: PagerState) -> LayerKey

    /// What it draws above the page (`drawing.base`), bottom first (nothing by default).
    func layers(_ state: State, pager: PagerState, drawing: FeatureDrawing) -> [FrameOverlay]

    /// Whether what it draws changes with time alone at `time` (a fade, a slide).
    func animates(_ state: State, pager: PagerState, at time: Instant) -> Bool

    /// When it next needs a tick, or nil.
    func deadline(_ state: State, pager: PagerState) -> Instant?
}

extension PagerFeature {
    /// No key bindings.
    public var keys: [FeatureKeyBinding] { [] }

    /// Draws nothing.
    public func layers(_ state: State, pager: PagerState, drawing: FeatureDrawing) -> [FrameOverlay] { [] }

    /// Nothing it draws moves by itself.
    public func animates(_ state: State, pager: PagerState, at time: Instant) -> Bool { false }

    /// Needs no tick.
    public func deadline(_ state: State, pager: PagerState) -> Instant? { nil }

    /// The binding a key press triggers in a pager for `purpose`, if any of `keys`.
    public func binding(for key: KeyEvent, purpose: PagerSettings.Purpose) -> FeatureKeyBinding? {
        keys.first { $0.matches(key, purpose: purpose) }
    }
}

extension PagerFeature where State == PagerStateFields {
    /// A standard feature's state is the pager's own fields.
    public var initialState: PagerStateFields { PagerStateFields() }
}

extension PagerFeature where LayerKey == State {
    /// Its drawing depends on its state alone.
    public func layerKey(_ state: State, pager: PagerState) -> State { state }
}

/// What a feature did with an event offered to it.
public enum FeatureReply: Equatable {
    /// Not its event: it goes on to the next feature.
    case passed
    /// Taken: these are its effects, and no feature after it sees the event.
    case taken([AppEffect])

    /// Taken, with nothing for the program to do.
    public static var handled: FeatureReply { .taken([]) }
}

/// The state of a standard feature, which keeps its own in the pager's fields (`PagerState.find`,
/// `.menu`, `.links`, `.copy`, `.selection` and `.loupe`), typed, for the hot paths.
public struct PagerStateFields: Equatable, Sendable {
    /// The one value.
    public init() {}
}
