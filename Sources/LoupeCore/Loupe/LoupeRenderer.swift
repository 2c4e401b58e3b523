/// Draws the loupe layer: a rounded frame, the magnifier's output inside, an optional drop shadow.
///
/// The frame is drawn with the box-drawing round corners `╭╮╰╯` as `.glyph`
/// cells (the frame's lines over the background underneath, so the corners
/// look round); the interior is opaque; the shadow darkens the cells one column
/// right and one row below. While the opacity is below 1 (showing or hiding)
/// the colours fade toward the cells underneath in truecolor and 256 colours.
public struct LoupeRenderer: Sendable {
    /// What fills the lens: normally the bundled `Magnifier`.
    public var magnifier: any Magnifying
    /// Tier, zoom, theme, shadow and colour mode.
    public var config: LoupeConfig

    /// Creates a renderer.
    public init(magnifier: some Magnifying, config: LoupeConfig) {
        self.magnifier = magnifier
        self.config = config
    }

    /// The loupe layer for a state at an instant, or nil when nothing is drawn.
    ///
    /// `source` is the composed base (snapshot and selection highlight, no overlays).
    public func layer(for state: LoupeState, source: CellBuffer, now: Instant) -> OverlayLayer? {
        LoupeController(config: config).presentation(state, now: now).map { render($0, source: source) }
    }

    /// The loupe layer for a presentation. `source` is the composed base it magnifies and fades toward.
    public func render(_ presentation: LoupePresentation, source: CellBuffer) -> OverlayLayer {
        let frame = presentation.frame
        let mode = config.colorMode
        let theme = config.theme
        let shadow = config.dropShadow ? 1 : 0
        // The frame, the shadow and the fades keep to the theme's own colours (none with the
        // neutral theme: a shadow of dim text, no fade); the magnified text keeps its colours.
        let own = theme.ownMode(mode)
        var layer = OverlayLayer(origin: frame.origin,
                                 size: GridSize(columns: frame.size.columns + shadow, rows: frame.size.rows + shadow),
                                 shadeAmount: theme.shadowAmount * presentation.opacity, colorMode: own, canvas: theme.canvas)
        drawInterior(&layer, presentation, source: source)
        drawBorder(&layer, size: frame.size, style: theme.borderStyle(in: mode))
        if shadow > 0 { drawShadow(&layer, size: frame.size) }
        if presentation.opacity < 1 && own.supportsFade {
            fade(&layer, toward: source, opacity: presentation.opacity)
        }
        return layer
    }

    /// The magnifier request for a placement.
    public func request(for placement: LoupePlacement, source: CellBuffer) -> MagnifierRequest {
        MagnifierRequest(source: source, focusRow: placement.focusRow, centerColumn: placement.contentCenter,
                         caretColumn: placement.caretColumn, size: placement.interior, tier: config.tier,
                         zoom: config.zoom, caretStyle: config.theme.caretStyle(in: config.colorMode))
    }

    private func drawInterior(_ layer: inout OverlayLayer, _ presentation: LoupePresentation, source: CellBuffer) {
        let inner = magnifier.render(request(for: presentation.placement, source: source))
        let lensBackground = config.theme.lensBackground
        let mode = config.colorMode
        let b = LoupeLayout.border
        let rows = min(inner.rows, presentation.frame.size.rows - 2 * b)
        let columns = min(inner.columns, presentation.frame.size.columns - 2 * b)
        for r in 0..<max(0, rows) {
            for c in 0..<max(0, columns) {
                var cell = inner[c, r]
                if cell.style.background == .default && !cell.style.attributes.contains(.reverse) {
                    cell.style.background = lensBackground
                }
                cell.style = mode.reduce(cell.style)
                if cell.isContinuation {
                    // The lead was put with it; a continuation alone (cut at the edge) becomes a blank.
                    if c == 0 || !inner[c - 1, r].isWide { layer.put(.blank(cell.style), column: b + c, row: b + r) }
                    continue
                }
                if cell.isWide && c + 1 >= columns { cell = .blank(cell.style) }
                layer.put(cell, column: b + c, row: b + r)
            }
        }
    }

    private func drawBorder(_ layer: inout OverlayLayer, size: GridSize, style: Style) {
        let w = size.columns, h = size.rows
        guard w >= 2, h >= 2 else { return }
        func glyph(_ g: String, _ c: Int, _ r: Int) { layer.put(Cell(g, style: style), column: c, row: r, coverage: .glyph) }
        glyph("╭", 0, 0); glyph("╮", w - 1, 0); glyph("╰", 0, h - 1); glyph("╯", w - 1, h - 1)
        for c in 1..<(w - 1) { glyph("─", c, 0); glyph("─", c, h - 1) }
        for r in 1..<(h - 1) { glyph("│", 0, r); glyph("│", w - 1, r) }
    }

    private func drawShadow(_ layer: inout OverlayLayer, size: GridSize) {
        let w = size.columns, h = size.rows
        guard w >= 1, h >= 1 else { return }
        for r in 1...h { layer.setCoverage(.shade, column: w, row: r) }
        for c in 1..<w { layer.setCoverage(.shade, column: c, row: h) }
    }

    /// Cross-fades the layer with the cells underneath: above half opacity the
    /// lens's glyphs with colours moved toward the background underneath, below
    /// half the glyphs underneath with colours moved toward the lens.
    private func fade(_ layer: inout OverlayLayer, toward source: CellBuffer, opacity: Double) {
        for r in 0..<layer.size.rows {
            for c in 0..<layer.size.columns {
                let coverage = layer.coverage(column: c, row: r)
                guard coverage == .opaque || coverage == .glyph else { continue }
                let under = source[layer.origin.column + c, layer.origin.row + r]
                if opacity >= 0.5 {
                    layer.cells[c, r].style = fadedLens(layer.cells[c, r].style, under: under.style, amount: 1 - opacity)
                } else if under.isContinuation {
                    // Its lead was copied with it; alone at the layer's left edge it is a blank.
                    if c == 0 { layer.cells[c, r] = .blank(fadedUnder(under.style, lens: lensTint(layer, c, r), amount: opacity)) }
                } else {
                    var cell = under
                    cell.style = fadedUnder(under.style, lens: lensTint(layer, c, r), amount: opacity)
                    if cell.isWide && c + 1 >= layer.size.columns { cell = .blank(cell.style) }
                    layer.put(cell, column: c, row: r)
                }
            }
        }
    }

    /// A lens style `amount` of the way toward the background shown by the style underneath.
    private func fadedLens(_ style: Style, under: Style, amount: Double) -> Style {
        let canvas = config.theme.canvas
        let underReversed = under.attributes.contains(.reverse)
        let target = underReversed ? under.foreground : under.background
        var s = style
        s.foreground = ColorBlend.mix(style.foreground, target, amount: amount, aIsBackground: false, bIsBackground: !underReversed, canvas: canvas)
        s.background = ColorBlend.mix(style.background, target, amount: amount, aIsBackground: true, bIsBackground: !underReversed, canvas: canvas)
        return config.colorMode.reduce(s)
    }

    /// The style underneath with its text `amount` of the way toward its own
    /// background and its background `amount` of the way toward the lens's.
    /// Where the lens tints the background it covers: the lens's own background (never
    /// the colours of what it magnifies: a magnified selection tinted the unrelated text
    /// under a fading lens with the selection's colour, a rectangle read as a ghost), or
    /// nil for a frame cell (drawn over the background underneath).
    private func lensTint(_ layer: OverlayLayer, _ c: Int, _ r: Int) -> (color: Color, isBackground: Bool)? {
        guard layer.coverage(column: c, row: r) == .opaque else { return nil }
        return (config.theme.lensBackground, true)
    }

    private func fadedUnder(_ under: Style, lens: (color: Color, isBackground: Bool)?, amount: Double) -> Style {
        let canvas = config.theme.canvas
        let reversed = under.attributes.contains(.reverse)
        let (fg, bg) = reversed ? (under.background, under.foreground) : (under.foreground, under.background)
        var s = under
        s.attributes.remove(.reverse)
        let newForeground = ColorBlend.mix(fg, bg, amount: amount, aIsBackground: reversed, bIsBackground: !reversed, canvas: canvas)
        let tint = lens ?? (bg, !reversed)
        let newBackground = ColorBlend.mix(bg, tint.color, amount: amount, aIsBackground: !reversed, bIsBackground: tint.isBackground, canvas: canvas)
        s.foreground = ColorBlend.resolve(newForeground, isBackground: reversed, forBackground: false, canvas: canvas)
        s.background = ColorBlend.resolve(newBackground, isBackground: !reversed, forBackground: true, canvas: canvas)
        return config.colorMode.reduce(s)
    }
}
