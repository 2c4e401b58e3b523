import LoupeCore

/// What a feature draws its layers over and with: the page (`base`, content, highlight and
/// status bar, without any layer), and the view's means of drawing that the standard features
/// share (the lens's renderer, a previewed file's first lines).
public struct FeatureDrawing {
    /// The page the layers are drawn over.
    public let base: CellBuffer
    /// The lens's renderer (nil: no magnifier, no lens).
    let renderer: LoupeRenderer?
    /// The first lines of the previewed file (nil when no file's preview shows them).
    let previewExcerpt: [String]?

    init(base: CellBuffer, renderer: LoupeRenderer?, previewExcerpt: [String]?) {
        self.base = base
        self.renderer = renderer
        self.previewExcerpt = previewExcerpt
    }
}
