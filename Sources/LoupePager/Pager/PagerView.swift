import LoupeCore

/// Draws a `PagerState`: the base frame (content, selection highlight, status bar) and the
/// loupe above it. It keeps the render caches, so drawing the state after an event costs what
/// changed: only rows whose highlight changed are drawn again during a drag, and the lens is
/// drawn again only when what it magnifies changed, when it moved, or while it animates.
public struct PagerView {
    /// The magnifier the lens draws with; nil draws no lens.
    public let magnifier: (any Magnifying)?
    /// The screen without the loupe.
    public private(set) var base: CellBuffer
    /// The loupe and the menu, when they show (the menu above the loupe).
    public private(set) var overlays: [FrameOverlay] = []
    /// Each feature's layers as last drawn, in the features' order.
    var layerCaches: [LayerCache] = []
    var renderer: LoupeRenderer?
    var baseCache: BaseCache?
    var drawnRevision: Int?
    /// The base frame's cells drawn again since `takeDamage`.
    var damage = FrameDamage.all
    /// The links of the base frame's content rows (painted again only when the content changed,
    /// and then only when first asked for).
    public var links: LinkIndexMap { lazyLinks.map(of: base) }
    var lazyLinks = LazyLinkMap(.empty)
    var linksKey: LinksKey?
    /// Reads the first bytes of a file for a path's preview (nil: no file lines are shown).
    public var excerptReader: (@Sendable (String) -> [UInt8]?)?
    /// The file lines of the path last previewed, and its target.
    var excerpt: (target: String, lines: [String])?

    /// A view that has drawn nothing yet.
    public init(magnifier: (any Magnifying)?) {
        self.magnifier = magnifier
        base = CellBuffer(size: GridSize(columns: 0, rows: 0))
    }

    /// The rows of the base frame drawn again since the last call; starts afresh.
    public mutating func takeDamage() -> FrameDamage {
        defer { damage = .none }
        return damage
    }

    /// Brings the drawing up to date with `state` (call after every reduction).
    public mutating func update(to state: PagerState) {
        if let magnifier, renderer?.config != state.settings.drawnLoupe {
            renderer = LoupeRenderer(magnifier: magnifier, config: state.settings.drawnLoupe)
        }
        let baseChanged = drawnRevision != state.contentRevision
        if baseChanged {
            drawnRevision = state.contentRevision
            // Move the frame out first, so drawing into it does not copy all its cells.
            var screen = base
            base = CellBuffer(size: GridSize(columns: 0, rows: 0))
            Self.renderBase(state, into: &screen, cache: &baseCache, damage: &damage)
            base = screen
            updateLinks(state)
        }
        drawLayers(state, baseChanged: baseChanged)
        // The terminal's own cursor: on the caret in caret mode, hidden otherwise (the view decides
        // where; a backend only shows it).
        let cursor = state.caretCell
        if base.cursor != cursor { base.cursor = cursor }
    }

    /// Each feature's layers, drawn again when the page changed, when what they depend on
    /// changed (`PagerFeature.layerKey`), or while they animate; stacked in the features'
    /// drawing order (the list reversed: the first feature's on top).
    mutating func drawLayers(_ state: PagerState, baseChanged: Bool) {
        let features = state.settings.features
        if layerCaches.count != features.count || zip(layerCaches, features).contains(where: { $0.name != $1.name }) {
            layerCaches = features.map { LayerCache(name: $0.name) }
        }
        var changed = false
        for (i, feature) in features.enumerated() {
            // A changed page draws every layer again, whatever its key: the key is not asked for
            // then (making it costs a drag step, whose page changes each time, about 1.5 µs), and
            // the next frame on an unchanged page draws the layers once more to learn it.
            let key = baseChanged ? nil : feature.box.layerKey(state)
            if let key {
                let cache = layerCaches[i]
                let stale = cache.key.map { !FeatureStates.equal(key, $0) } ?? true
                    || feature.box.animates(state, at: cache.drawnAt) || feature.box.animates(state, at: state.now)
                guard stale else { continue }
            }
            let excerpt = feature.name == "preview" ? excerptLines(for: state.links.preview?.link) : nil
            let drawing = FeatureDrawing(base: base, renderer: renderer, previewExcerpt: excerpt)
            layerCaches[i] = LayerCache(name: feature.name, key: key, drawnAt: state.now, overlays: feature.box.layers(state, drawing: drawing))
            changed = true
        }
        if changed { overlays = layerCaches.reversed().flatMap(\.overlays) }
    }

    /// The layers the feature named `name` drew last (none when it draws none or is not in the list).
    public func layers(of name: String) -> [FrameOverlay] {
        layerCaches.first { $0.name == name }?.overlays ?? []
    }

}
