/// Draws the menus as overlay layers, with the loupe's look: a rounded frame in the loupe's
/// border colour and its drop shadow (shaded against the terminal's background, so a light grey
/// on a light terminal), titles in the terminal's own colours (readable on light and dark backgrounds),
/// the highlighted item in the caret's blue (or the theme's `menuHighlight`) with white text (the palette's blue in 8 colours,
/// reverse bold in monochrome and with the neutral theme, `LoupeTheme.usesDefaultColors`, which also draws no fill and
/// shades with dim text). While the menu fades in, its colours move from those underneath
/// in truecolor and 256 colours; with fewer colours it shows from half way.
public struct MenuRenderer: Sendable {
    /// The border colour, the highlight colour and the canvas come from the loupe's theme.
    public var theme: LoupeTheme
    /// The colours the terminal can show.
    public var colorMode: ColorMode

    /// Creates a renderer.
    public init(theme: LoupeTheme, colorMode: ColorMode) {
        self.theme = theme
        self.colorMode = colorMode
    }

    /// The colours the menu's own parts may use (`LoupeTheme.ownMode`): none with the neutral theme.
    var ownMode: ColorMode { theme.ownMode(colorMode) }

    /// The style of a highlighted item.
    public var highlightStyle: Style {
        let colorMode = ownMode
        if let chosen = theme.menuHighlight, colorMode != .monochrome {
            return colorMode.reduce(Style(foreground: .rgb(255, 255, 255), background: chosen, attributes: .bold))
        }
        switch colorMode {
        case .monochrome: return Style(attributes: [.reverse, .bold])
        case .palette8: return Style(foreground: .indexed(7), background: .indexed(4), attributes: .bold)
        case .truecolor, .palette256: return colorMode.reduce(Style(foreground: .rgb(255, 255, 255), background: theme.caret, attributes: .bold))
        }
    }

    /// The style of an item's title.
    var textStyle: Style { ownMode.reduce(Style(background: theme.lensBackground)) }

    /// Columns a swatch takes before its title: two cells of the colour and a space.
    public static let swatchWidth = 3

    /// Whether a terminal in `mode` shows a swatch: 24-bit colour, or the nearest of 256. With 8
    /// colours the nearest could only mislead (orange would be yellow), and with none there is no
    /// colour: an item then has no swatch, and no gap for one.
    public static func showsSwatches(in mode: ColorMode) -> Bool { mode == .truecolor || mode == .palette256 }

    /// The edit menu: one row of items (a page of them) in a rounded frame, the pointer on the
    /// border that faces the selection. An item with a swatch (`swatches`, by index; nil or
    /// missing for none) shows it before its title, in the colour as the terminal can show it.
    public func bar(titles: [String], swatches: [Color?] = [], page: MenuPage, highlighted: Int?, placement: MenuPlacement, opacity: Double = 1,
                    source: CellBuffer, keepClear: [GridRect] = []) -> OverlayLayer? {
        let frame = placement.frame
        guard opacity > 0, ownMode.supportsFade || opacity >= 0.5, frame.size.columns >= 2 else { return nil }
        var layer = canvas(frame, opacity: opacity)
        let border = theme.borderStyle(in: colorMode)
        let w = frame.size.columns
        func glyph(_ g: String, _ c: Int, _ r: Int) { layer.put(Cell(g, style: border), column: c, row: r, coverage: .glyph) }
        for c in 0..<w { glyph("─", c, 0); glyph("─", c, 2) }
        glyph("╭", 0, 0); glyph("╮", w - 1, 0); glyph("╰", 0, 2); glyph("╯", w - 1, 2)
        glyph("│", 0, 1); glyph("│", w - 1, 1)
        let widths = titles.indices.map { GraphemeWidth.width(ofText: titles[$0]) + (swatch(swatches, $0) == nil ? 0 : Self.swatchWidth) }
        let segments = MenuSegment.segments(of: page, widths: widths)
        for (n, segment) in segments.enumerated() {
            let text: String, style: Style
            var color: Color?
            switch segment.kind {
            case let .item(i):
                text = titles[i]
                style = i == highlighted ? highlightStyle : textStyle
                color = swatch(swatches, i)
            case .previousPage: (text, style) = ("‹", textStyle.adding(.bold))
            case .nextPage: (text, style) = ("›", textStyle.adding(.bold))
            }
            write(text, swatch: color, in: segment.columns, row: 1, style: style, on: &layer)
            if n + 1 < segments.count, segment.columns.upperBound < w - 1 {
                glyph("┬", segment.columns.upperBound, 0); glyph("│", segment.columns.upperBound, 1); glyph("┴", segment.columns.upperBound, 2)
            }
        }
        glyph(placement.isBelow ? "▴" : "▾", placement.pointerColumn - frame.minColumn, placement.isBelow ? 0 : 2)
        castShadow(&layer, frame: frame, keepClear: keepClear)
        if opacity < 1 && ownMode.supportsFade { fade(&layer, toward: source, opacity: opacity) }
        return layer
    }

    /// The context menu: a column of items in a rounded frame, from item `top` on as many as fit;
    /// a `▴` on the top border says items are hidden above, a `▾` on the bottom one below. Swatches
    /// as in `bar`.
    public func list(titles: [String], swatches: [Color?] = [], top: Int = 0, highlighted: Int?, frame: GridRect, opacity: Double = 1,
                     source: CellBuffer, keepClear: [GridRect] = []) -> OverlayLayer? {
        guard opacity > 0, ownMode.supportsFade || opacity >= 0.5, frame.size.columns >= 3, frame.size.rows >= 3,
              top >= 0, top <= titles.count else { return nil }
        var layer = canvas(frame, opacity: opacity)
        let border = theme.borderStyle(in: colorMode)
        let w = frame.size.columns, h = frame.size.rows
        func glyph(_ g: String, _ c: Int, _ r: Int) { layer.put(Cell(g, style: border), column: c, row: r, coverage: .glyph) }
        for c in 1..<(w - 1) { glyph("─", c, 0); glyph("─", c, h - 1) }
        for r in 1..<(h - 1) { glyph("│", 0, r); glyph("│", w - 1, r) }
        glyph("╭", 0, 0); glyph("╮", w - 1, 0); glyph("╰", 0, h - 1); glyph("╯", w - 1, h - 1)
        let shown = titles[top...].prefix(h - 2)
        for (i, title) in zip(shown.indices, shown) {
            write(title, swatch: swatch(swatches, i), in: 1..<(w - 1), row: 1 + i - top, style: i == highlighted ? highlightStyle : textStyle,
                  on: &layer)
        }
        if top > 0 { glyph("▴", w / 2, 0) }
        if top + shown.count < titles.count { glyph("▾", w / 2, h - 1) }
        castShadow(&layer, frame: frame, keepClear: keepClear)
        if opacity < 1 && ownMode.supportsFade { fade(&layer, toward: source, opacity: opacity) }
        return layer
    }

    /// An empty layer for a menu in `frame`, one column and one row larger for its shadow.
    func canvas(_ frame: GridRect, opacity: Double) -> OverlayLayer {
        OverlayLayer(origin: frame.origin, size: GridSize(columns: frame.size.columns + 1, rows: frame.size.rows + 1),
                     shadeAmount: theme.shadowAmount * opacity, colorMode: ownMode, canvas: theme.canvas)
    }

    /// The lens's drop shadow: the column right of the frame and the row below it, offset by one,
    /// darkening what is under them, except on the cells of `keepClear` (the selection, the loupe).
    func castShadow(_ layer: inout OverlayLayer, frame: GridRect, keepClear: [GridRect]) {
        let w = frame.size.columns, h = frame.size.rows
        let cells = (1...h).map { (w, $0) } + (1..<w).map { ($0, h) }
        for (c, r) in cells {
            let screen = GridPoint(column: frame.minColumn + c, row: frame.minRow + r)
            if !keepClear.contains(where: { $0.contains(screen) }) { layer.setCoverage(.shade, column: c, row: r) }
        }
    }

    /// The swatch of item `i`, if any.
    func swatch(_ swatches: [Color?], _ i: Int) -> Color? {
        i < swatches.count ? swatches[i] : nil
    }

    /// A title with a space of padding each side, cut to the columns, the rest filled; a swatch
    /// first when given: two cells of its colour (in the terminal's colour mode, never the menu's
    /// own: the colour is the content; the nearest of 256 without direct colour; blank where the
    /// terminal cannot show it, `showsSwatches`, though the pager gives no swatch then) and a space.
    func write(_ text: String, swatch: Color? = nil, in columns: Range<Int>, row: Int, style: Style, on layer: inout OverlayLayer) {
        guard !columns.isEmpty else { return }
        var cells = CellBuffer(size: GridSize(columns: max(1, columns.count - 1), rows: 1))
        cells.fill(GridRect(column: 0, row: 0, columns: cells.columns, rows: 1), with: .blank(style))
        var start = 1
        if let swatch {
            let shown = colorMode.reduce(swatch)
            if Self.showsSwatches(in: colorMode), shown != .default {
                var painted = style
                painted.background = shown
                painted.attributes = []
                for c in 1...2 where c < cells.columns { cells[c, 0] = .blank(painted) }
            }
            start += Self.swatchWidth
        }
        cells.write(text, column: start, row: 0, style: style)
        for c in 0..<columns.count {
            let cell = c < cells.columns ? cells[c, 0] : .blank(style)
            if !cell.isContinuation { layer.put(cell, column: columns.lowerBound + c, row: row) }
        }
    }

    /// Moves every covered cell's colours `1 - opacity` of the way toward the background underneath.
    func fade(_ layer: inout OverlayLayer, toward source: CellBuffer, opacity: Double) {
        let canvas = theme.canvas
        for r in 0..<layer.size.rows {
            for c in 0..<layer.size.columns {
                let coverage = layer.coverage(column: c, row: r)
                guard coverage == .opaque || coverage == .glyph else { continue }
                let under = source[layer.origin.column + c, layer.origin.row + r].style
                let reversed = under.attributes.contains(.reverse)
                let target = reversed ? under.foreground : under.background
                var style = layer.cells[c, r].style
                let lensReversed = style.attributes.contains(.reverse)
                style.foreground = ColorBlend.mix(style.foreground, target, amount: 1 - opacity, aIsBackground: lensReversed,
                                                  bIsBackground: !reversed, canvas: canvas)
                if coverage == .opaque {
                    style.background = ColorBlend.mix(style.background, target, amount: 1 - opacity, aIsBackground: !lensReversed,
                                                      bIsBackground: !reversed, canvas: canvas)
                }
                layer.cells[c, r].style = ownMode.reduce(style)
            }
        }
    }
}

extension Style {
    /// The style with an attribute added.
    func adding(_ attributes: Attributes) -> Style {
        var s = self
        s.attributes.formUnion(attributes)
        return s
    }
}
