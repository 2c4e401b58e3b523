import LoupeCore

extension PagerView {
    /// Where the terminal's own cursor goes: on the caret's character in caret mode (so a
    /// magnifier or a screen reader that follows the text cursor follows Loupe), unless a layer
    /// covers it; nil (hidden) otherwise. The view decides; a backend only shows it.
    static func cursor(_ state: PagerState, under overlays: [FrameOverlay]) -> GridPoint? {
        guard let cell = state.caretCell, !overlays.contains(where: { $0.rect.contains(cell) }) else { return nil }
        return cell
    }
}
