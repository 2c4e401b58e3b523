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
    /// The loupe, when it shows.
    public private(set) var overlays: [FrameOverlay] = []
    var renderer: LoupeRenderer?
    var baseCache: BaseCache?
    var drawnRevision: Int?
    var drawnLoupe = LoupeState()
    var lastLoupeFrame = Instant.zero

    /// A view that has drawn nothing yet.
    public init(magnifier: (any Magnifying)?) {
        self.magnifier = magnifier
        base = CellBuffer(size: GridSize(columns: 0, rows: 0))
    }

    /// Brings the drawing up to date with `state` (call after every reduction).
    public mutating func update(to state: PagerState) {
        if let magnifier, renderer?.config != state.settings.loupe {
            renderer = LoupeRenderer(magnifier: magnifier, config: state.settings.loupe)
        }
        let previous = drawnLoupe
        drawnLoupe = state.loupe
        let baseChanged = drawnRevision != state.contentRevision
        if baseChanged {
            drawnRevision = state.contentRevision
            // Move the frame out first, so drawing into it does not copy all its cells.
            var screen = base
            base = CellBuffer(size: GridSize(columns: 0, rows: 0))
            baseCache = Self.renderBase(state, into: &screen, previous: baseCache)
            base = screen
        }
        // The lens changes when what it magnifies changed, when its state changed, or while it
        // animates (including the first frame after an animation ended since the last one drawn).
        let animating = previous.needsFrame(at: lastLoupeFrame) || state.loupe.needsFrame(at: state.now)
        guard baseChanged || state.loupe != previous || animating else { return }
        lastLoupeFrame = state.now
        if state.settings.loupeEnabled, let renderer, let layer = renderer.layer(for: state.loupe, source: base, now: state.now) {
            overlays = [layer.flattened(over: base)]
        } else {
            overlays = []
        }
    }
}
