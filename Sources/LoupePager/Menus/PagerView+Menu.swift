import LoupeCore

extension PagerView {
    /// The menu of a state as overlays over `base` (its panels), when one shows: the edit menu's row or the
    /// context menu's column, styled for the colour mode and the terminal's background (the
    /// loupe's theme), fading in over `MenuState.fadeDuration`.
    static func menuOverlays(_ state: PagerState, over base: CellBuffer) -> [FrameOverlay] {
        guard let menu = state.menu, let geometry = MenuGeometry.of(state) else { return [] }
        let renderer = MenuRenderer(theme: state.settings.drawnLoupe.theme, colorMode: state.settings.loupe.colorMode)
        let opacity = menu.opacity(at: state.now)
        let titles = menu.items.map(\.title), swatches = menu.items.map(\.swatch)
        let layer: OverlayLayer?
        if let placement = geometry.placement, let page = geometry.page {
            layer = renderer.bar(titles: titles, swatches: swatches, page: page, highlighted: menu.highlighted, placement: placement, opacity: opacity, source: base,
                               keepClear: geometry.keepClear)
        } else {
            layer = renderer.list(titles: titles, swatches: swatches, top: geometry.top, highlighted: menu.highlighted, frame: geometry.frame, opacity: opacity, source: base)
        }
        return layer?.panels(over: base) ?? []
    }
}
