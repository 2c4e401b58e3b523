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
    var loupeOverlays: [FrameOverlay] = []
    var menuOverlays: [FrameOverlay] = []
    var renderer: LoupeRenderer?
    var baseCache: BaseCache?
    var drawnRevision: Int?
    /// The base frame's cells drawn again since `takeDamage`.
    var damage = FrameDamage.all
    var drawnLoupe = LoupeState()
    var lastLoupeFrame = Instant.zero
    var drawnMenu: MenuState?
    var drawnMenuTime = Instant.zero
    /// The links of the base frame's content rows (painted again only when the content changed,
    /// and then only when first asked for).
    public var links: LinkIndexMap { lazyLinks.map(of: base) }
    var lazyLinks = LazyLinkMap(.empty)
    var linksKey: LinksKey?
    var previewOverlays: [FrameOverlay] = []
    var drawnPreview: LinkPreview?
    var drawnPreviewTime = Instant.zero
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
        let previous = drawnLoupe
        drawnLoupe = state.loupe
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
        // The lens changes when what it magnifies changed, when its state changed, or while it
        // animates (including the first frame after an animation ended since the last one drawn).
        let animating = previous.needsFrame(at: lastLoupeFrame) || state.loupe.needsFrame(at: state.now)
        if baseChanged || state.loupe != previous || animating {
            lastLoupeFrame = state.now
            if state.settings.loupeEnabled, state.links.preview == nil, let renderer, let layer = renderer.layer(for: state.loupe, source: base, now: state.now) {
                loupeOverlays = layer.panels(over: base)
            } else {
                loupeOverlays = []
            }
        }
        // The menu is drawn again when it or what is under it changed, and while it fades in.
        let fading = state.menu.map { $0.opacity(at: state.now) < 1 || $0.opacity(at: drawnMenuTime) < 1 } ?? false
        if baseChanged || state.menu != drawnMenu || fading || (state.menu?.kind == .edit && state.loupe != previous) {
            drawnMenu = state.menu
            drawnMenuTime = state.now
            menuOverlays = Self.menuOverlays(state, over: base)
        }
        // The preview is drawn again when it or what is under it changed, and while it moves.
        let moving = state.links.preview.map { $0.isAnimating(at: state.now) || $0.isAnimating(at: drawnPreviewTime) } ?? false
        if baseChanged || state.links.preview != drawnPreview || moving {
            drawnPreview = state.links.preview
            drawnPreviewTime = state.now
            previewOverlays = Self.previewOverlay(state, over: base, excerpt: excerptLines(for: state.links.preview?.link))
        }
        overlays = loupeOverlays + menuOverlays + previewOverlays + (Self.linkBanner(state).map { [$0] } ?? [])
    }
}
