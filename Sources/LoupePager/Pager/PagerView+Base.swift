import LoupeCore

extension PagerView {
    /// What the cached base frame was drawn from.
    struct BaseCache {
        var key: BaseKey
        var highlights: [[Range<Int>]]
        var status: StatusLine?
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

    /// The content rows, the selection highlight and the status bar of `state`. When only the
    /// highlight changed since `previous` (a drag), only the rows whose highlight changed are redrawn.
    /// `damage` gets the rows drawn again (all of them when the frame was drawn anew).
    static func renderBase(_ state: PagerState, into screen: inout CellBuffer, previous: BaseCache?, damage: inout FrameDamage) -> BaseCache {
        let viewport = state.viewport, size = state.size
        let key = BaseKey(viewport: viewport, size: size, overflow: state.settings.overflow, find: findKey(state), arrivals: state.arrivals,
                      links: LinkDecoration(state.links), colors: state.settings.chosenColors, colorMode: state.settings.loupe.colorMode)
        let rows = viewport.visibleRows(layout: state.layout, document: state.document.document)
        var highlights = state.selection.isEmpty ? [] : state.selection.selectedColumnsOfVisibleRows(context: state.context)
        while highlights.count < viewport.height { highlights.append([]) }
        let status = state.settings.showStatusBar && size.rows > 1 ? statusLine(state, rows: rows) : nil
        let incremental = previous.map { $0.key == key && $0.highlights.count == highlights.count && screen.size == size } ?? false
        if let previous, incremental {
            for r in 0..<min(rows.count, viewport.height) where previous.highlights[r] != highlights[r] {
                drawRow(state, r, rows[r], highlight: highlights[r], on: &screen)
                damage.insert(r)
            }
        } else {
            damage = .all
            screen.reset(size: size)
            for (r, visual) in rows.enumerated() where r < viewport.height {
                drawRow(state, r, visual, highlight: highlights[r], on: &screen)
            }
        }
        if let status, !incremental || previous?.status != status {
            drawStatusBar(state, on: &screen, line: status)
            damage.insert(size.rows - 1)
        }
        if !incremental, let bar = key.find.bar { drawFindBar(state, bar, on: &screen) }
        return BaseCache(key: key, highlights: highlights, status: status)
    }

    /// One content row: the cells of its visual row (shifted in clip mode), then the highlight.
    static func drawRow(_ state: PagerState, _ r: Int, _ visual: VisualRow, highlight: [Range<Int>], on screen: inout CellBuffer) {
        let document = state.document.document, layout = state.layout, size = state.size, settings = state.settings
        let cells = document.line(visual.line)
        let span = layout.cellRange(of: visual, in: document)
        let shift = settings.overflow == .clip ? state.viewport.horizontalOffset : 0
        screen.fill(GridRect(column: 0, row: r, columns: size.columns, rows: 1), with: .blank())
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
        let rest = parts.joined(separator: " · ")
        let hint = settings.purpose == .pick ? "drag to pick · Esc cancels" : "drag to copy · q quits"
        let enough = min(6, GraphemeWidth.width(ofText: title))
        var room = state.size.columns - 1 - GraphemeWidth.width(ofText: " · " + rest) - 1
        let hintRoom = GraphemeWidth.width(ofText: hint) + 3
        if room - hintRoom >= enough { room -= hintRoom }
        let fitted = TextElision.keepingEnd(title, width: room)
        let left = " " + (fitted.count > 1 && room >= enough ? fitted + " · " : "") + rest
        return StatusLine(left: left, hint: hint)
    }
}
