import LoupeCore

extension PagerView {
    /// What the link index map was painted from: the content rows' key (not the highlight, the
    /// status bar or the links' own decorations), so the map is painted again only when the
    /// frame's content changed.
    struct LinksKey: Equatable {
        var viewport: Viewport
        var size: GridSize
        var overflow: OverflowMode
        var arrivals: Int
        var rules: [LinkRule]
    }

    /// What the links add to the content rows: the hovered link underlined, the pressed one
    /// faded 40% (dim without 256 or 24-bit colours), the focused one in reverse video underlined (not while a preview shows).
    struct LinkDecoration: Equatable {
        var hovered: [RowSpan]
        var pressed: [RowSpan]
        var focused: [RowSpan]

        init(_ links: LinkState) {
            hovered = links.hovered?.spans ?? []
            pressed = links.pressed?.spans ?? []
            focused = links.preview == nil ? links.focused?.spans ?? [] : []
        }
    }

    /// Paints the link map again (when next asked for) when the content rows changed.
    mutating func updateLinks(_ state: PagerState) {
        let key = LinksKey(viewport: state.viewport, size: state.size, overflow: state.settings.overflow, arrivals: state.arrivals,
                           rules: state.settings.linkRules)
        guard key != linksKey else { return }
        linksKey = key
        lazyLinks = LazyLinkMap(rows: 0..<min(state.viewport.height, base.rows),
                                hyperlinks: state.document.document.hyperlinks, detector: LinkDetector(rules: state.settings.linkRules))
    }

    /// Decorates row `r`'s links.
    static func decorateLinks(_ state: PagerState, row r: Int, on screen: inout CellBuffer) {
        let links = state.links
        let theme = state.settings.drawnLoupe.theme
        for span in links.hovered?.spans ?? [] where span.row == r {
            for c in span.columns { screen[c, r].style.attributes.insert(.underline) }
        }
        let mode = state.settings.loupe.colorMode
        for span in links.pressed?.spans ?? [] where span.row == r {
            for c in span.columns {
                // Where colours cannot fade (8 colours, none, a background not known) the press
                // shows dim, as the shadow does.
                guard theme.ownMode(mode).supportsFade else {
                    screen[c, r].style.attributes.insert(.dim)
                    continue
                }
                var style = screen[c, r].style
                let reversed = style.attributes.contains(.reverse)
                let (fg, bg) = (reversed ? style.background : style.foreground, reversed ? style.foreground : style.background)
                let faded = ColorBlend.mix(fg, bg, amount: 0.4, aIsBackground: reversed, bIsBackground: !reversed, canvas: theme.canvas)
                if reversed { style.background = faded } else { style.foreground = faded }
                screen[c, r].style = mode.reduce(style)
            }
        }
        // The focus ring gives way to a preview (the bubble shows the link as it is).
        for span in links.preview == nil ? links.focused?.spans ?? [] : [] where span.row == r {
            for c in span.columns { screen[c, r].style.attributes.formUnion([.reverse, .underline]) }
        }
    }

    /// A path's file lines for its preview, read once per target (nil when it is no path, or no file).
    mutating func excerptLines(for link: ScreenLink?) -> [String]? {
        guard let link, case .detected(.path) = link.origin, let reader = excerptReader else { return nil }
        if let excerpt, excerpt.target == link.target { return excerpt.lines }
        let target = LinkTarget.detect(link.target)
        let lines = target.flatMap { reader($0.link) }.map { FileExcerpt.lines(of: $0, around: target?.line, count: LinkPreview.excerptRows) }
            ?? ["(no such file)"]
        excerpt = (link.target, lines)
        return lines
    }

    /// The preview as overlay panels over `base` (none when no preview shows; a path's reserved
    /// rows filled with `excerpt`): only the cells it covers, as the loupe's and the menus'.
    static func previewOverlay(_ state: PagerState, over base: CellBuffer, excerpt: [String]? = nil) -> [FrameOverlay] {
        guard let preview = state.links.preview else { return [] }
        var lines = preview.lines(width: PagerReducer.previewWidth(state), files: state.settings.previewsFiles)
        if state.settings.previewsFiles, let excerpt, case .detected(.path) = preview.link.origin {
            let first = lines.count - LinkPreview.excerptRows
            for (i, line) in excerpt.prefix(LinkPreview.excerptRows).enumerated() { lines[first + i] = line }
        }
        let progress = preview.eased(at: state.now)
        let renderer = LinkPreviewRenderer(theme: state.settings.drawnLoupe.theme, colorMode: state.settings.loupe.colorMode,
                                           dropShadow: state.settings.loupe.dropShadow)
        let screen = GridRect(column: 0, row: 0, columns: state.size.columns, rows: state.viewport.height)
        let layer = renderer.layer(spans: preview.link.spans, source: base, screen: screen, progress: progress,
                                   layout: PagerReducer.previewLayout(state, preview), lines: lines,
                                   actions: LinkPreview.actions, highlighted: preview.action)
        return layer.panels(over: base)
    }

    /// Without a status bar (the tmux picker, `pick --no-status`) the hovered or focused link's
    /// target, its warning and the message go in a banner of one reverse-video row over the last
    /// content row (the first when the link is on the last), while a link is hovered or focused.
    static func linkBanner(_ state: PagerState) -> FrameOverlay? {
        guard !state.settings.showStatusBar || state.size.rows <= 1, state.links.preview == nil,
              let link = state.links.hovered ?? state.links.focused, state.viewport.height > 1 else { return nil }
        var parts = ["→ " + link.target]
        if let shown = link.misleadingText { parts.append("⚠ the text shows \(shown)") }
        if let message = state.message { parts.append(message) }
        let columns = state.size.columns
        let style = Style(attributes: .reverse)
        var cells = CellBuffer(size: GridSize(columns: columns, rows: 1), fill: .blank(style))
        _ = cells.write(" " + parts.joined(separator: " · "), column: 0, row: 0, style: style)
        let bottom = state.viewport.height - 1
        let row = link.bounds.maxRow - 1 >= bottom ? 0 : bottom
        return FrameOverlay(origin: GridPoint(column: 0, row: row), cells: cells)
    }
}
