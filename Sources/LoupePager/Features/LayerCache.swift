import LoupeCore

/// A feature's layers as the view last drew them, and what they were drawn for (see
/// `PagerView.drawLayers`).
struct LayerCache {
    /// The feature's name.
    let name: String
    /// Its `layerKey` when they were drawn (nil: never drawn).
    var key: (any Equatable)?
    /// When they were drawn.
    var drawnAt = Instant.zero
    /// The layers, bottom first.
    var overlays: [FrameOverlay] = []
}
