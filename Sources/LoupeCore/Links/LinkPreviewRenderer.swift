/// Draws a link's preview as an overlay layer, with the loupe's look (its border colour, the
/// caret's blue for the highlighted action): always the bubble (the link's own cells in a
/// stair-stepped rounded outline, `BubbleOutline`, other cells inside masked, a shadow below and
/// right); above 0, under the bubble, a rounded box moving from the bubble's box to the panel's;
/// at 1 the panel (its lines, then the actions). The bubble and the panel cast the lens's drop
/// shadow (`theme.shadowAmount`, shaded by `Compositor` as the lens's is: toward black, or the
/// palette's light grey in 8 colours on a light terminal, or dim: so with the neutral theme, whose
/// panel has no fill or highlight colour of its own either, `LoupeTheme.usesDefaultColors`).
public struct LinkPreviewRenderer: Sendable {
    /// The loupe's theme (border, caret, canvas, shadow).
    public var theme: LoupeTheme
    /// The colours the terminal can show.
    public var colorMode: ColorMode
    /// Whether the bubble and the panel cast a shadow (the lens's `LoupeConfig.dropShadow`).
    public var dropShadow: Bool

    /// Creates a renderer.
    public init(theme: LoupeTheme, colorMode: ColorMode, dropShadow: Bool = true) {
        self.theme = theme
        self.colorMode = colorMode
        self.dropShadow = dropShadow
    }

    /// The preview of a link with `spans` taken from `source`, at eased `progress` (0 bubble, 1 panel).
    public func layer(spans: [RowSpan], source: CellBuffer, screen: GridRect, progress: Double, layout: LinkPreviewLayout,
                      lines: [String], actions: [String], highlighted: Int?) -> OverlayLayer {
        var layer = OverlayLayer(origin: screen.origin, size: screen.size, shadeAmount: theme.shadowAmount, colorMode: theme.ownMode(colorMode),
                                 canvas: theme.canvas)
        let border = theme.borderStyle(in: colorMode)
        let menu = MenuRenderer(theme: theme, colorMode: colorMode)
        let text = menu.textStyle
        func put(_ cell: Cell, _ p: GridPoint, _ coverage: OverlayLayer.Coverage = .opaque) {
            guard screen.contains(p) else { return }
            layer.put(cell, column: p.column - screen.minColumn, row: p.row - screen.minRow, coverage: coverage)
        }
        if progress > 0 { drawPanel(on: &layer, spans: spans, screen: screen, progress: progress, layout: layout, lines: lines,
                                    actions: actions, highlighted: highlighted) }
        // The bubble stays lifted above the page while the panel grows out of it.
        let outline = BubbleOutline(spans: spans, bounds: screen)
        for p in outline.masked { put(.blank(text), p) }
        for p in outline.interior where !source[p].isContinuation { put(source[p], p) }
        for (p, glyph) in outline.border { put(Cell(glyph, style: border), p, .glyph) }
        // The shadow: the cells just below and right of the outline that are nothing else's.
        for (p, _) in outline.border where dropShadow {
            let under = GridPoint(column: p.column + 1, row: p.row + 1)
            if outline.border[under] == nil, !outline.interior.contains(under), !outline.masked.contains(under), screen.contains(under),
               layer.coverage(column: under.column - screen.minColumn, row: under.row - screen.minRow) == .none {
                put(.blank(), under, .shade)
            }
        }
        return layer
    }

    /// The panel (or, while it moves, a rounded box between the bubble's box and the panel's).
    func drawPanel(on layer: inout OverlayLayer, spans: [RowSpan], screen: GridRect, progress: Double, layout: LinkPreviewLayout,
                   lines: [String], actions: [String], highlighted: Int?) {
        let border = theme.borderStyle(in: colorMode)
        let menu = MenuRenderer(theme: theme, colorMode: colorMode)
        let text = menu.textStyle
        func put(_ cell: Cell, _ p: GridPoint, _ coverage: OverlayLayer.Coverage = .opaque) {
            guard screen.contains(p) else { return }
            layer.put(cell, column: p.column - screen.minColumn, row: p.row - screen.minRow, coverage: coverage)
        }
        let start = Self.padded(spans)
        let end = layout.frame
        let t = min(1, progress)
        func lerp(_ a: Int, _ b: Int) -> Int { a + Int((Double(b - a) * t).rounded()) }
        let minC = lerp(start.minColumn, end.minColumn), maxC = lerp(start.maxColumn, end.maxColumn)
        let minR = lerp(start.minRow, end.minRow), maxR = lerp(start.maxRow, end.maxRow)
        let box = GridRect(column: minC, row: minR, columns: max(2, maxC - minC), rows: max(2, maxR - minR))
        for r in box.minRow..<box.maxRow {
            for c in box.minColumn..<box.maxColumn {
                let p = GridPoint(column: c, row: r)
                let top = r == box.minRow, bottom = r == box.maxRow - 1, left = c == box.minColumn, right = c == box.maxColumn - 1
                let glyph: String? = switch (top, bottom, left, right) {
                case (true, _, true, _): "╭"
                case (true, _, _, true): "╮"
                case (_, true, true, _): "╰"
                case (_, true, _, true): "╯"
                case (true, _, _, _), (_, true, _, _): "─"
                case (_, _, true, _), (_, _, _, true): "│"
                default: nil
                }
                if let glyph { put(Cell(glyph, style: border), p, .glyph) } else { put(.blank(text), p) }
            }
        }
        if dropShadow {
            for c in (box.minColumn + 1)...box.maxColumn { put(.blank(), GridPoint(column: c, row: box.maxRow), .shade) }
            for r in (box.minRow + 1)..<box.maxRow { put(.blank(), GridPoint(column: box.maxColumn, row: r), .shade) }
        }
        guard t >= 1 else { return }
        // The panel's lines, cut to its width, and the actions.
        let inner = max(0, box.size.columns - 4)
        for (i, line) in lines.enumerated() where box.minRow + 1 + i < layout.actionsRow {
            var cells = CellBuffer(size: GridSize(columns: max(1, inner), rows: 1), fill: .blank(text))
            _ = cells.write(line, column: 0, row: 0, style: i == 0 ? text.adding(.bold) : text)
            for c in 0..<inner where !cells[c, 0].isContinuation {
                put(cells[c, 0], GridPoint(column: box.minColumn + 2 + c, row: box.minRow + 1 + i))
            }
        }
        for (i, title) in actions.enumerated() where i < layout.actionColumns.count {
            let columns = layout.actionColumns[i]
            let style = i == highlighted ? menu.highlightStyle : text.adding(.underline)
            var c = columns.lowerBound
            put(.blank(style), GridPoint(column: c, row: layout.actionsRow))
            c += 1
            for ch in title where c < columns.upperBound - 1 {
                put(Cell(String(ch), style: style), GridPoint(column: c, row: layout.actionsRow))
                c += 1
            }
            if c < columns.upperBound { put(.blank(style), GridPoint(column: c, row: layout.actionsRow)) }
        }
    }

    /// The bubble's box: the link's cells' bounding box padded by one cell.
    static func padded(_ spans: [RowSpan]) -> GridRect {
        let b = ScreenLink(id: 0, target: "", text: "", origin: .detected(.url), spans: spans).bounds
        return GridRect(column: b.minColumn - 1, row: b.minRow - 1, columns: b.size.columns + 2, rows: b.size.rows + 2)
    }
}
