/// Builds frames: a snapshot, the selection highlight on it, then overlay layers on top.
///
/// The magnifier reads the *base* (snapshot + highlight, no overlays), so the
/// loupe shows the selection but never itself. Layers are clipped to the frame,
/// and a layer edge that cuts a wide character turns the cut-off half into a
/// blank, never half a glyph.
public enum Compositor {
    /// The snapshot with the selection highlight applied: the magnifier's source.
    public static func base(_ snapshot: CellBuffer, selection: SelectionHighlight? = nil) -> CellBuffer {
        var out = snapshot
        selection?.apply(to: &out)
        return out
    }

    /// The base with layers drawn over it, bottom first.
    public static func compose(base: CellBuffer, layers: [OverlayLayer]) -> CellBuffer {
        var out = base
        for layer in layers { draw(layer, on: &out) }
        return out
    }

    /// Snapshot, highlight and layers in one go.
    public static func compose(_ snapshot: CellBuffer, selection: SelectionHighlight?, layers: [OverlayLayer]) -> CellBuffer {
        compose(base: base(snapshot, selection: selection), layers: layers)
    }

    /// Draws one layer over a frame, clipped to it.
    public static func draw(_ layer: OverlayLayer, on frame: inout CellBuffer) {
        let visible = layer.rect.intersection(frame.bounds)
        guard !visible.isEmpty else { return }
        for y in visible.minRow..<visible.maxRow {
            let ly = y - layer.origin.row
            var x = visible.minColumn
            while x < visible.maxColumn {
                let lx = x - layer.origin.column
                switch layer.coverage(column: lx, row: ly) {
                case .none:
                    break
                case .opaque:
                    x += drawCell(layer.cells[lx, ly], glyphOnly: false, layer: layer, lx: lx, ly: ly, x: x, y: y, on: &frame) - 1
                case .glyph:
                    x += drawCell(layer.cells[lx, ly], glyphOnly: true, layer: layer, lx: lx, ly: ly, x: x, y: y, on: &frame) - 1
                case .shade:
                    shade(layer, lx: lx, ly: ly, x: x, y: y, on: &frame)
                }
                x += 1
            }
        }
    }

    /// Whether a layer covers a layer position with its own glyph (opaque or glyph).
    private static func replaces(_ layer: OverlayLayer, _ lx: Int, _ ly: Int) -> Bool {
        let c = layer.coverage(column: lx, row: ly)
        return c == .opaque || c == .glyph
    }

    /// Puts one layer cell; returns how many columns it used (2 for a wide cell drawn whole).
    private static func drawCell(_ source: Cell, glyphOnly: Bool, layer: OverlayLayer, lx: Int, ly: Int, x: Int, y: Int, on frame: inout CellBuffer) -> Int {
        var cell = source
        if glyphOnly { cell.style = overBackground(cell.style, of: frame[x, y].style) }
        if cell.isContinuation {
            // Its lead lies outside the visible part or was not drawn: a blank, never half a glyph.
            frame.put(.blank(cell.style), column: x, row: y)
            return 1
        }
        if cell.isWide {
            guard x + 1 < frame.columns, replaces(layer, lx + 1, ly) else {
                frame.put(.blank(cell.style), column: x, row: y)
                return 1
            }
            frame.put(cell, column: x, row: y)
            return 2
        }
        frame.put(cell, column: x, row: y)
        return 1
    }

    /// A glyph's style drawn over the background another style shows.
    ///
    /// Over reverse video the background on screen is the other style's
    /// foreground, which may be the terminal's default foreground: the result
    /// then uses reverse video too, so it looks right in every colour mode.
    static func overBackground(_ glyph: Style, of below: Style) -> Style {
        var s = glyph
        s.attributes.remove(.reverse)
        if below.attributes.contains(.reverse) {
            s.background = glyph.effectiveColors.foreground
            s.foreground = below.foreground
            s.attributes.insert(.reverse)
        } else {
            s.foreground = glyph.effectiveColors.foreground
            s.background = below.background
        }
        return s
    }

    /// Darkens the frame cell under a `.shade` layer cell (both halves of a wide character).
    private static func shade(_ layer: OverlayLayer, lx: Int, ly: Int, x: Int, y: Int, on frame: inout CellBuffer) {
        let cell = frame[x, y]
        frame[x, y].style = shaded(cell.style, layer: layer)
        if cell.isContinuation, x > 0, layer.coverage(column: lx - 1, row: ly) == .none {
            frame[x - 1, y].style = shaded(frame[x - 1, y].style, layer: layer)
        } else if cell.isWide, x + 1 < frame.columns, layer.coverage(column: lx + 1, row: ly) == .none {
            frame[x + 1, y].style = shaded(frame[x + 1, y].style, layer: layer)
        }
    }

    /// A style darkened for a shadow: colours toward black where the mode has colours; in 8
    /// colours on a light terminal the palette's white, a light grey there (dim text alone
    /// shows nothing over blank cells: the lens looked flat); dim otherwise.
    static func shaded(_ style: Style, layer: OverlayLayer) -> Style {
        var s = style
        if layer.colorMode == .palette8, ColorBlend.Canvas.isLight(layer.canvas.background) {
            s.background = .indexed(7)
            return s
        }
        if layer.colorMode.supportsFade {
            s.foreground = ColorBlend.darken(style.foreground, amount: layer.shadeAmount, isBackground: false, canvas: layer.canvas)
            s.background = ColorBlend.darken(style.background, amount: layer.shadeAmount, isBackground: true, canvas: layer.canvas)
            return layer.colorMode.reduce(s)
        }
        s.attributes.insert(.dim)
        return s
    }
}
