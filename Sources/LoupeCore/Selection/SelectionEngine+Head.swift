extension SelectionEngine {
    /// The screen rows the head may take: the whole screen, or with `padded`
    /// (during a drag) one row of padding kept at an edge the view can scroll past,
    /// so the moving end stays visible with context beyond it while auto-scrolling.
    func headRows(_ context: SelectionContext, padded: Bool) -> ClosedRange<Int> {
        let viewport = context.viewport
        let last = viewport.height - 1
        let pad = min(max(0, config.scrollPadding), (viewport.height - 1) / 2)
        guard padded, pad > 0 else { return 0...last }
        let top = viewport.canScrollUp(layout: context.layout, document: context.document) ? pad : 0
        let bottom = viewport.canScrollDown(layout: context.layout, document: context.document) ? last - pad : last
        return top...max(top, bottom)
    }

    /// Moves the head to the unit under the pointer and updates the direction.
    func updateHead(_ state: inout SelectionState, _ sample: PointerSample, _ context: SelectionContext, padded: Bool) {
        let hit = PointerHit(sample, context: context, rows: headRows(context, padded: padded))
        let layout = context.layout, document = context.document
        if state.mode == .block {
            let old = state.blockHead
            let corner = hit.corner(subCell: sample.subCell)
            state.blockHead = corner
            if corner != state.blockAnchor { state.hasExtent = true }
            if let a = state.blockAnchor {
                state.direction.side = corner.row != a.row ? (corner.row < a.row ? .before : .after)
                    : corner.columns.lowerBound < a.columns.lowerBound ? .before
                    : corner.columns.lowerBound > a.columns.lowerBound ? .after : .same
            }
            if let o = old { state.direction.lastMotion = Self.motion(from: (o.row, o.columns.lowerBound), to: (corner.row, corner.columns.lowerBound)) ?? state.direction.lastMotion }
        } else {
            let oldHead = state.head
            let oldRow = oldHead.map { layout.visualRow(of: $0, upstream: state.headUpstream, in: document) }
            let unit = self.unit(for: state.mode, hit, context)
            state.headUnit = unit
            if unit != state.anchorUnit { state.hasExtent = true }
            if let head = state.head {
                state.headUpstream = hit.isUpstream(head)
                if let anchor = state.anchor {
                    state.direction.side = head < anchor ? .before : head > anchor ? .after : .same
                }
                let row = layout.visualRow(of: head, upstream: state.headUpstream, in: document)
                let rowStart = layout.cellRange(of: row, in: document).lowerBound
                if let o = oldHead, let oRow = oldRow {
                    let oStart = layout.cellRange(of: oRow, in: document).lowerBound
                    state.direction.lastMotion = Self.motion(from: (oRow, o.offset - oStart), to: (row, head.offset - rowStart)) ?? state.direction.lastMotion
                }
            }
        }
        state.direction.trackVertical(verticalPosition(sample, state), threshold: config.downwardHysteresis)
    }

    /// The motion between two (row, column) places, nil when they are the same.
    static func motion(from a: (VisualRow, Int), to b: (VisualRow, Int)) -> SelectionDirection.Motion? {
        if b.0 != a.0 { return b.0 < a.0 ? .up : .down }
        if b.1 != a.1 { return b.1 < a.1 ? .left : .right }
        return nil
    }

    /// One auto-scroll step when it is due: scrolls, moves the head, plans the next step.
    func tick(_ state: inout SelectionState, now: Instant, _ context: SelectionContext) -> [SelectionEffect] {
        guard state.isGestureActive, let auto = state.autoScroll, let sample = state.pointer else { return [] }
        guard now >= auto.nextStep else { return [] }
        let (viewport, moved) = context.viewport.scrolled(by: auto.rowsPerStep, layout: context.layout, document: context.document)
        guard moved != 0 else {
            state.autoScroll = nil
            return []
        }
        state.scrolledRows += moved
        var scrolled = context
        scrolled.viewport = viewport
        updateHead(&state, sample, scrolled, padded: true)
        var next = AutoScroller.decide(
            pointerRow: sample.point.row, height: viewport.height,
            canScrollUp: viewport.canScrollUp(layout: context.layout, document: context.document),
            canScrollDown: viewport.canScrollDown(layout: context.layout, document: context.document),
            current: nil, moved: false, now: now, config: config)
        // It scrolls now: the next step comes at the scroll's pace, not after another dwell.
        next?.started = true
        next?.nextStep = now.adding(milliseconds: config.autoScrollInterval)
        state.autoScroll = next
        return [.scroll(rows: moved, viewport: viewport), .changed]
    }
}
