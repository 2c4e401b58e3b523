extension SelectionEngine {
    /// Carries out a command a key asked for (the caller's keymap says which key asks for what).
    /// Returns no effects when there is nothing to do (no selection to clear or extend), so the
    /// caller can give the key to its next binding.
    public func perform(_ command: SelectionCommand, _ state: inout SelectionState, context: SelectionContext) -> [SelectionEffect] {
        switch command {
        case .clear:
            guard state.anchorUnit != nil || state.blockAnchor != nil else { return [] }
            state.clear()
            return [.changed]
        case .selectAll:
            state.clear()
            state.mode = .character
            state.anchorUnit = TextPosition.zero..<TextPosition.zero
            let end = context.document.endPosition
            state.headUnit = end..<end
            state.hasExtent = true
            state.direction.side = end > .zero ? .after : .same
            return [.changed]
        case let .extend(columns, rows):
            return extend(&state, (columns, rows), context)
        }
    }

    /// Moves the moving end by a step; a selection shrunk to nothing by the arrows keeps its
    /// anchor, so the arrows can grow it again.
    func extend(_ state: inout SelectionState, _ step: (dx: Int, dy: Int), _ context: SelectionContext) -> [SelectionEffect] {
        guard state.hasExtent, state.anchorUnit != nil || state.blockAnchor != nil, step != (0, 0) else { return [] }
        let row = state.mode == .block ? moveBlockHead(&state, step, context) : moveStreamHead(&state, step, context)
        guard let target = row else { return [] }
        var effects: [SelectionEffect] = []
        if let (viewport, rows) = reveal(target, context) { effects.append(.scroll(rows: rows, viewport: viewport)) }
        effects.append(.changed)
        return effects
    }

    /// Moves a stream selection's head by a cluster or a visual row; the
    /// selection becomes a character selection between its anchor and the new head.
    func moveStreamHead(_ state: inout SelectionState, _ step: (dx: Int, dy: Int), _ context: SelectionContext) -> VisualRow? {
        guard let anchor = state.anchor, let head = state.head else { return nil }
        let document = context.document, layout = context.layout
        let cells = document.line(head.line)
        var new = head
        var upstream = false
        if step.dx < 0 {
            new = head.offset > 0 ? TextPosition(line: head.line, offset: CellClusters.previous(before: head.offset, in: cells))
                : head.line > 0 ? TextPosition(line: head.line - 1, offset: document.line(head.line - 1).count) : head
        } else if step.dx > 0 {
            new = head.offset < cells.count ? TextPosition(line: head.line, offset: CellClusters.next(after: head.offset, in: cells))
                : head.line + 1 < document.lineCount ? TextPosition(line: head.line + 1, offset: 0) : head
        } else {
            let row = layout.visualRow(of: head, upstream: state.headUpstream, in: document)
            let column = head.offset - layout.cellRange(of: row, in: document).lowerBound
            let target = layout.move(row, by: step.dy, in: document).row
            let range = layout.cellRange(of: target, in: document)
            let targetCells = document.line(target.line)
            let offset = CellClusters.start(atOrBefore: min(range.lowerBound + column, range.upperBound), in: targetCells)
            new = TextPosition(line: target.line, offset: offset)
            upstream = offset == range.upperBound && range.upperBound < targetCells.count && range.lowerBound < range.upperBound
        }
        let oldRow = layout.visualRow(of: head, upstream: state.headUpstream, in: document)
        state.mode = .character
        state.anchorUnit = anchor..<anchor
        state.headUnit = new..<new
        state.hasExtent = true
        state.headUpstream = upstream
        state.direction.side = new < anchor ? .before : new > anchor ? .after : .same
        let newRow = layout.visualRow(of: new, upstream: upstream, in: document)
        if step.dy != 0 { state.direction.lastMotion = step.dy < 0 ? .up : .down } else if newRow != oldRow {
            state.direction.lastMotion = newRow < oldRow ? .up : .down
        } else if new != head { state.direction.lastMotion = step.dx < 0 ? .left : .right }
        return newRow
    }

    /// Moves a block selection's moving corner by a column or a visual row.
    func moveBlockHead(_ state: inout SelectionState, _ step: (dx: Int, dy: Int), _ context: SelectionContext) -> VisualRow? {
        guard var corner = state.blockHead else { return nil }
        if step.dx != 0 {
            let lo = max(0, corner.columns.lowerBound + step.dx)
            corner.columns = lo..<(lo + corner.columns.count)
            state.direction.lastMotion = step.dx < 0 ? .left : .right
        } else {
            corner.row = context.layout.move(corner.row, by: step.dy, in: context.document).row
            state.direction.lastMotion = step.dy < 0 ? .up : .down
        }
        state.blockHead = corner
        return corner.row
    }

    /// The viewport that shows `row` with `scrollPadding` rows around it, moving the least
    /// (`Viewport.topRevealing`, the rule find uses too), or nil when it already does; with the
    /// rows moved (0 for a jump of more than a screen).
    func reveal(_ row: VisualRow, _ context: SelectionContext) -> (Viewport, Int)? {
        let viewport = context.viewport, layout = context.layout, document = context.document
        guard let top = viewport.topRevealing(row, through: row, padding: config.scrollPadding, layout: layout, document: document)
        else { return nil }
        var moved = viewport
        moved.top = top
        let rows = layout.distance(from: layout.clamp(viewport.top, in: document), to: top, limit: viewport.height, in: document) ?? 0
        return (moved, rows)
    }
}
