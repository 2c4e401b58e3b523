import LoupeCore

extension PagerView {
    /// What the cached base frame was drawn from.
    struct BaseCache {
        var key: BaseKey
        /// The visual rows on screen (they change only with the key).
        var rows: [VisualRow]
        /// The highlight of each content row.
        var highlights: [[Range<Int>]]
        /// The stream selection the highlights show (nil: none, or a block selection's).
        var range: Range<TextPosition>?
        /// Whether the highlights show a block selection.
        var isBlock: Bool
        var status: StatusLine?
        /// The find bar's text, while it is open (its row is drawn again when only it changed).
        var findBar: FindBar?
    }

    /// What the content rows of a base frame depend on, besides the selection highlight.
    struct BaseKey: Equatable {
        var viewport: Viewport
        var size: GridSize
        var overflow: OverflowMode
        var find: FindKey
        var arrivals: Int
        var links: LinkDecoration
        /// The colours the highlights and decorations are drawn in.
        var colors: ColorChoices
        var colorMode: ColorMode
    }

    /// The content rows, the selection highlight and the status bar of `state`, brought up to
    /// date from what `cache` says the frame shows. When only the highlight changed (a drag),
    /// only the rows whose highlight changed are redrawn, and when a stream selection's ends
    /// moved only the rows of the lines they moved over are looked at: a drag step costs the
    /// rows it changes, not the screen's. `damage` gets the cells drawn again (every row when the
    /// frame was drawn anew).
    static func renderBase(_ state: PagerState, into screen: inout CellBuffer, cache: inout BaseCache?, damage: inout FrameDamage) {
        let viewport = state.viewport, size = state.size
        let key = BaseKey(viewport: viewport, size: size, overflow: state.settings.overflow, find: findKey(state), arrivals: state.arrivals,
                      links: LinkDecoration(state.links), colors: state.settings.chosenColors, colorMode: state.settings.loupe.colorMode)
        let isBlock = state.selection.mode == .block, range = isBlock ? nil : state.selection.range
        let previousStatus = cache?.status
        // Taken out of the cache, so that changing a row's highlight does not copy every row's.
        if var kept = cache, kept.key == key, kept.highlights.count == viewport.height, screen.size == size {
            cache = nil
            let rows = kept.rows
            let lookAt: [Int]
            if isBlock || kept.isBlock {
                lookAt = Array(0..<min(rows.count, viewport.height))
            } else {
                lookAt = changedRows(from: kept.range, to: range, rows: rows)
            }
            let plain = !state.find.isActive && key.links.hovered.isEmpty && key.links.pressed.isEmpty && key.links.focused.isEmpty
            for r in lookAt where r < viewport.height {
                let highlight = state.selection.isEmpty ? [] : state.selection.selectedColumns(in: rows[r], context: state.context)
                guard highlight != kept.highlights[r] else { continue }
                // Only the highlight changed: the columns it took or gave up, widened to whole
                // wide characters (a highlight styles both halves of one it cuts); the row's
                // characters are where they were, so the frame says where they are.
                if let changed = changedColumns(kept.highlights[r], highlight) {
                    let span = screen.wholeCharacters(ofRow: r, columns: changed)
                    if !(plain && redrawColumns(state, r, rows[r], highlight: highlight, columns: span, on: &screen)) {
                        drawRow(state, r, rows[r], highlight: highlight, on: &screen)
                    }
                    damage.insert(r, columns: span)
                }
                kept.highlights[r] = highlight
            }
            kept.range = range
            kept.isBlock = isBlock
            let status = state.settings.showStatusBar && size.rows > 1 ? statusLine(state, rows: rows) : nil
            if let status, previousStatus != status {
                drawStatusBar(state, on: &screen, line: status)
                damage.insert(size.rows - 1)
            }
            kept.status = status
            let bar = findBar(state)
            if let bar, bar != kept.findBar, viewport.height < size.rows {
                drawFindBar(state, bar, on: &screen)
                damage.insert(viewport.height)
            }
            kept.findBar = bar
            cache = kept
            return
        }
        let rows = viewport.visibleRows(layout: state.layout, document: state.document.document)
        var highlights = state.selection.isEmpty ? [] : state.selection.selectedColumnsOfVisibleRows(context: state.context)
        while highlights.count < viewport.height { highlights.append([]) }
        damage = .all
        screen.reset(size: size)
        for (r, visual) in rows.enumerated() where r < viewport.height {
            drawRow(state, r, visual, highlight: highlights[r], on: &screen, blank: true)
        }
        let status = state.settings.showStatusBar && size.rows > 1 ? statusLine(state, rows: rows) : nil
        if let status { drawStatusBar(state, on: &screen, line: status) }
        let bar = findBar(state)
        if let bar { drawFindBar(state, bar, on: &screen) }
        cache = BaseCache(key: key, rows: rows, highlights: highlights, range: range, isBlock: isBlock, status: status, findBar: bar)
    }

    /// The screen rows (indices into `rows`, the visual rows on screen in order) whose highlight
    /// may differ between two stream selections: those of the lines between where each end was
    /// and where it is now (the lines between the ends are selected in both or in neither).
    static func changedRows(from old: Range<TextPosition>?, to new: Range<TextPosition>?, rows: [VisualRow]) -> [Int] {
        guard old != new else { return [] }
        var lines: [ClosedRange<Int>] = []
        switch (old, new) {
        case let (o?, n?):
            lines = [min(o.lowerBound.line, n.lowerBound.line)...max(o.lowerBound.line, n.lowerBound.line),
                     min(o.upperBound.line, n.upperBound.line)...max(o.upperBound.line, n.upperBound.line)]
        case let (o?, nil): lines = [o.lowerBound.line...o.upperBound.line]
        case let (nil, n?): lines = [n.lowerBound.line...n.upperBound.line]
        case (nil, nil): return []
        }
        var out: [Int] = []
        for span in lines {
            // The first row of the span's first line on screen, by bisection: rows are in order.
            var lo = 0, hi = rows.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if rows[mid].line < span.lowerBound { lo = mid + 1 } else { hi = mid }
            }
            while lo < rows.count && rows[lo].line <= span.upperBound {
                if out.last.map({ $0 < lo }) ?? true { out.append(lo) }
                lo += 1
            }
        }
        return out
    }

    /// The columns in one of two highlights and not in the other, as one span from the first
    /// such column to the last (nil when they cover the same columns).
    static func changedColumns(_ old: [Range<Int>], _ new: [Range<Int>]) -> Range<Int>? {
        let edges = Set(old.flatMap { [$0.lowerBound, $0.upperBound] } + new.flatMap { [$0.lowerBound, $0.upperBound] }).sorted()
        var lo: Int?, hi = 0
        for (a, b) in zip(edges, edges.dropFirst()) where a < b {
            // Within a piece between two edges each highlight either covers every column or none.
            if old.contains(where: { $0.contains(a) }) != new.contains(where: { $0.contains(a) }) {
                lo = lo ?? a
                hi = b
            }
        }
        return lo.map { $0..<hi }
    }

    /// Draws some columns of a content row again with a new highlight, when the row's cells
    /// are its line's as they are (not shifted sideways, not cut) and nothing decorates it:
    /// a drag step redraws the cells it changed, not the row. False when the row is to be drawn whole.
    static func redrawColumns(_ state: PagerState, _ r: Int, _ visual: VisualRow, highlight: [Range<Int>], columns: Range<Int>,
                              on screen: inout CellBuffer) -> Bool {
        let document = state.document.document
        let span = state.layout.cellRange(of: visual, in: document)
        let shift = state.settings.overflow == .clip ? state.viewport.horizontalOffset : 0
        guard shift == 0, span.count <= state.size.columns, columns.upperBound <= state.size.columns else { return false }
        let cells = document.line(visual.line)
        for c in columns { screen[c, r] = c < span.count ? cells[span.lowerBound + c] : .blank() }
        let within = highlight.compactMap { h -> Range<Int>? in
            let lo = max(h.lowerBound, columns.lowerBound), hi = min(h.upperBound, columns.upperBound)
            return lo < hi ? lo..<hi : nil
        }
        if !within.isEmpty {
            SelectionHighlight.ranges([r: within], style: state.settings.chosenColors.selectionStyle(state.settings.loupe.colorMode)).apply(to: &screen)
        }
        return true
    }

    /// One content row, screen row `r`: the cells of its visual row (shifted in clip mode), then
    /// the highlight. `blank`: the row holds blanks already (the screen was just reset), so it
    /// is not cleared again.
    static func drawRow(_ state: PagerState, _ r: Int, _ visual: VisualRow, highlight: [Range<Int>], on screen: inout CellBuffer,
                        blank: Bool = false) {
        let document = state.document.document, layout = state.layout, size = state.size, settings = state.settings
        let cells = document.line(visual.line)
        let span = layout.cellRange(of: visual, in: document)
        let shift = settings.overflow == .clip ? state.viewport.horizontalOffset : 0
        if !blank { screen.fill(GridRect(column: 0, row: r, columns: size.columns, rows: 1), with: .blank()) }
        if shift == 0 && span.count <= size.columns {
            // The common case: the row's cells fit as they are (rows never split a wide character).
            screen.setRow(r, cells[span])
        } else {
            var column = 0
            var index = span.lowerBound + shift
            // A wide character cut by the left edge shows as a blank.
            if shift > 0, index < span.upperBound, cells[index].isContinuation {
                screen.put(.blank(cells[index].style), column: 0, row: r)
                column = 1
                index += 1
            }
            while index < span.upperBound && column < size.columns {
                screen.put(cells[index], column: column, row: r)
                column += cells[index].isWide ? 2 : 1
                index += cells[index].isWide ? 2 : 1
            }
        }
        screen.rowInfo[r].softWrapped = settings.overflow == .wrap && visual.row + 1 < layout.rowCount(ofLine: visual.line, in: document)
        decorateMatches(state, row: r, visual, on: &screen)
        decorateLinks(state, row: r, on: &screen)
        if !highlight.isEmpty {
            SelectionHighlight.ranges([r: highlight], style: state.settings.chosenColors.selectionStyle(state.settings.loupe.colorMode)).apply(to: &screen)
        }
    }

    /// One reverse-video row: title, position, selection size, message, and the keys.
    static func drawStatusBar(_ state: PagerState, on screen: inout CellBuffer, line: StatusLine) {
        let size = state.size
        let row = size.rows - 1
        let style = Style(attributes: .reverse)
        screen.fill(GridRect(column: 0, row: row, columns: size.columns, rows: 1), with: .blank(style))
        screen.write(line.left, column: 0, row: row, style: style)
        let hintColumn = size.columns - GraphemeWidth.width(ofText: line.hint) - 1
        if hintColumn > GraphemeWidth.width(ofText: line.left) + 2 {
            screen.write(line.hint, column: hintColumn, row: row, style: style)
        }
    }

    /// The status bar's text: title, position, selection size, message; and the keys hint.
    struct StatusLine: Equatable {
        var left: String
        var hint: String
    }

    /// What the status bar says now.
    static func statusLine(_ state: PagerState, rows: [VisualRow]) -> StatusLine {
        let document = state.document.document, settings = state.settings
        let total = document.lineCount
        let more = document.incremental.map { $0.isComplete ? "" : "+" } ?? ""
        let first = rows.first.map { $0.line + 1 } ?? 0
        let last = rows.last.map { $0.line + 1 } ?? 0
        var parts = ["lines \(first)-\(last) of \(total)\(more)"]
        if state.following { parts.append("following") }
        if let note = document.growing?.statusNote { parts.append(note) }
        if let summary = state.selectionSummary { parts.append(summary) }
        if state.find.isActive && !state.find.isEditing {
            let summary = findSummary(state)
            if !summary.isEmpty { parts.append("/\(state.find.query.text): \(summary)") }
        }
        if let link = state.links.hovered ?? state.links.focused {
            parts.append("→ " + link.target)
            if let shown = link.misleadingText { parts.append("⚠ the text shows \(shown)") }
        }
        if let message = state.message { parts.append(message) }
        if state.copy != nil { parts.append(PagerReducer.copyingMessage(state)) }
        // The title gives way first: a long path is shortened from its start (it keeps the file
        // name), and left out when not even a few columns of it fit, so that the position and
        // the message, what changes, stay readable.
        // The keys' hint on the right keeps its place as long as the title keeps a few columns.
        let title = settings.title.isEmpty ? "loupe" : settings.title
        // Joined by hand: the generic `joined(separator:)` asks the runtime for its types by name the
        // first time, a search of every conformance (0.1 ms on the way to the first screen).
        var rest = parts.first ?? ""
        for part in parts.dropFirst() { rest += " · " + part }
        let hint = state.caret != nil ? "caret · v selects · y \(settings.purpose == .pick ? "picks" : "copies") · Esc"
            : settings.purpose == .pick ? "drag to pick · Esc cancels" : "drag to copy · q quits"
        let enough = min(6, GraphemeWidth.width(ofText: title))
        var room = state.size.columns - 1 - GraphemeWidth.width(ofText: " · " + rest) - 1
        let hintRoom = GraphemeWidth.width(ofText: hint) + 3
        if room - hintRoom >= enough { room -= hintRoom }
        let fitted = TextElision.keepingEnd(title, width: room)
        let left = " " + (fitted.count > 1 && room >= enough ? fitted + " · " : "") + rest
        return StatusLine(left: left, hint: hint)
    }
}
