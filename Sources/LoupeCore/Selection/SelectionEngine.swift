/// The selection engine: a pure reducer from input events to selection state and effects.
///
/// Call `reduce` for every event, with the context of the moment:
///
/// ```swift
/// var state = SelectionState()
/// let engine = SelectionEngine()
/// for effect in engine.reduce(&state, event, context: context) {
///     switch effect {
///     case .changed: redraw()      // highlight: state.selectedColumnsOfVisibleRows(context:)
///                                  // loupe: state.headLocation(context:), state.direction
///     case let .finished(text): copyToClipboard(text)
///     case let .finishedLarge(span): copyLater(span)     // made off the interface thread
///     case let .scroll(_, viewport): context.viewport = viewport
///     }
/// }
/// ```
///
/// Gestures (left button only):
/// - press and drag: select by character (a press repeating the held press at
///   its cell, which only a replay sends, changes nothing). Without sub-cell positions the
///   cells under the press and under the pointer are both included (tmux,
///   kitty); with them each end snaps to the nearest cell boundary. A press
///   alone selects nothing and clears the old selection.
/// - double click: the smart token (URL, path, address, hash) or the word;
///   triple click: the logical line. Dragging on extends by words or lines.
/// - a modifier from `SelectionConfig.blockModifiers` (alt, ctrl+alt) with
///   the press: a block (rectangle) selection.
/// - shift+press: extends the current selection from its anchor, in its mode.
/// - keys are the caller's: its keymap turns them into a `SelectionCommand`
///   for `perform` (clear, select all, move the moving end by a cluster or a
///   visual row; the pager binds Esc, ctrl+a and shift+arrows). `.key` events
///   change nothing here. A command with nothing to do
///   returns no effects, so the caller can handle it.
///
/// While the button is held with the pointer on or past the top or bottom
/// row, the engine sets `state.autoScroll`; feed `.tick(now)` events (every
/// frame, or at least every `autoScrollInterval`) and it answers with
/// `.scroll` effects, one step per due tick, never stacked. During a drag the
/// moving end keeps `scrollPadding` rows from an edge the view can still
/// scroll past, so it stays visible with context beyond it.
///
/// Wheel, middle and right buttons and hover are ignored: scroll the view
/// yourself on the wheel and pass the new viewport in the next context;
/// positions are in document coordinates, so the selection stays put. On a
/// resize, make a new `DocumentLayout`; stream selections are unaffected,
/// block corners are visual rows of the old layout. The engine does no I/O
/// and reads no clock: time comes from the events. Work per event is
/// proportional to the rows on screen (and to the word or line touched),
/// never to the document.
public struct SelectionEngine {
    /// The settings.
    public var config: SelectionConfig

    /// Creates an engine.
    public init(config: SelectionConfig = SelectionConfig()) {
        self.config = config
    }

    /// Applies one event to the state; returns what the caller must do.
    public func reduce(_ state: inout SelectionState, _ event: InputEvent, context: SelectionContext) -> [SelectionEffect] {
        switch event {
        case let .mouse(m): return mouse(&state, m, context)
        case .key: return []
        case let .tick(now): return tick(&state, now: now, context)
        case .resize, .terminal, .copied, .result: return []
        }
    }

    /// The text to copy for the current selection ("" when empty).
    public func selectedText(_ state: SelectionState, context: SelectionContext) -> String {
        guard let span = state.span(layout: context.layout) else { return "" }
        return SelectionText.text(of: span, in: context.document, trim: config.trim.trims(block: span.isBlock))
    }

    func mouse(_ state: inout SelectionState, _ event: MouseEvent, _ context: SelectionContext) -> [SelectionEffect] {
        // Reports from far outside the screen are clamped, so no arithmetic on them can overflow.
        var m = event
        let limit = 1 << 20
        m.position = GridPoint(column: min(max(m.position.column, -limit), limit), row: min(max(m.position.row, -limit), limit))
        switch (m.action, m.button) {
        case (.press, .left):
            // A replay of the held press (`SelectionState.repeatsHeldPress`) changes nothing: it says
            // where the press was, not where the pointer is.
            guard state.repeatsHeldPress(m) else { return press(&state, m, context) }
            return []
        case (.drag, .left), (.drag, .none):
            guard state.isGestureActive else { return [] }
            return drag(&state, m, context)
        case (.release, .left), (.release, .none):
            guard state.isGestureActive else { return [] }
            // The pointer may have moved since the last motion report (or the terminal reports
            // no motion at all): the release's own position is where the selection ends.
            var effects: [SelectionEffect] = []
            if let last = state.pointer, last.point != m.position {
                var motion = m
                motion.action = .drag
                effects = drag(&state, motion, context).filter { if case .scroll = $0 { return false }; return true }
            }
            return effects.filter { $0 != .changed } + release(&state, context)
        default:
            return []
        }
    }

    func press(_ state: inout SelectionState, _ m: MouseEvent, _ context: SelectionContext) -> [SelectionEffect] {
        let sample = PointerSample(point: m.position, subCell: m.subCell)
        let block = config.isBlock(m.modifiers)
        if m.modifiers.contains(.shift), !state.isEmpty {
            state.clicks.reset()
            state.isGestureActive = true
            state.pointer = sample
            state.scrolledRows = 0
            state.direction.turningPoint = nil
            updateHead(&state, sample, context, padded: false)
            return [.changed]
        }
        let count = state.clicks.press(at: m.position, time: m.time, interval: config.clickInterval)
        state.clear()
        state.isGestureActive = true
        state.pointer = sample
        let hit = PointerHit(sample, context: context, rows: 0...(context.viewport.height - 1))
        if block {
            state.mode = .block
            state.blockAnchor = hit.corner(subCell: m.subCell)
            state.blockHead = state.blockAnchor
        } else {
            state.mode = count == 2 ? .word : count == 3 ? .line : .character
            let unit = count == 2 ? doubleClickUnit(hit, context) : self.unit(for: state.mode, hit, context)
            state.anchorUnit = unit
            state.headUnit = unit
            state.hasExtent = state.mode != .character
            state.headUpstream = state.head.map(hit.isUpstream) ?? false
        }
        state.direction.trackVertical(verticalPosition(sample, state), threshold: config.downwardHysteresis)
        return [.changed]
    }

    func drag(_ state: inout SelectionState, _ m: MouseEvent, _ context: SelectionContext) -> [SelectionEffect] {
        let sample = PointerSample(point: m.position, subCell: m.subCell)
        let before = state
        let moved = state.pointer?.point != m.position
        state.pointer = sample
        let viewport = context.viewport
        state.autoScroll = AutoScroller.decide(
            pointerRow: m.position.row, height: viewport.height,
            canScrollUp: viewport.canScrollUp(layout: context.layout, document: context.document),
            canScrollDown: viewport.canScrollDown(layout: context.layout, document: context.document),
            current: state.autoScroll, moved: moved, now: m.time, config: config)
        // While it scrolls, the moving end keeps a row of context from the edge; before, it is under the pointer.
        updateHead(&state, sample, context, padded: state.autoScroll?.started ?? false)
        return state == before ? [] : [.changed]
    }

    func release(_ state: inout SelectionState, _ context: SelectionContext) -> [SelectionEffect] {
        state.isGestureActive = false
        state.autoScroll = nil
        if state.isEmpty {
            state.clear()
            return [.changed]
        }
        if let span = state.span(layout: context.layout), config.extractsLater(span) {
            return [.changed, .finishedLarge(span)]
        }
        return [.changed, .finished(text: selectedText(state, context: context))]
    }

    /// The unit a stream selection in `mode` takes at a hit.
    func unit(for mode: SelectionMode, _ hit: PointerHit, _ context: SelectionContext) -> Range<TextPosition> {
        switch mode {
        case .character, .block:
            return hit.unit
        case .word:
            guard let cell = hit.cell else { return hit.caret..<hit.caret }
            let r = config.words.wordRange(containing: cell, in: context.document.line(hit.row.line))
            return TextPosition(line: hit.row.line, offset: r.lowerBound)..<TextPosition(line: hit.row.line, offset: r.upperBound)
        case .line:
            let line = hit.caret.line
            return TextPosition(line: line, offset: 0)..<TextPosition(line: line, offset: context.document.line(line).count)
        }
    }

    /// A double click's unit: the smart token under the pointer, else the word.
    func doubleClickUnit(_ hit: PointerHit, _ context: SelectionContext) -> Range<TextPosition> {
        if let cell = hit.cell,
           let r = SmartTokens.tokenRange(containing: cell, in: context.document.line(hit.row.line), rules: config.smartTokenRules) {
            return TextPosition(line: hit.row.line, offset: r.lowerBound)..<TextPosition(line: hit.row.line, offset: r.upperBound)
        }
        return unit(for: .word, hit, context)
    }

    /// The pointer's vertical position in rows since the gesture began, continuous.
    func verticalPosition(_ sample: PointerSample, _ state: SelectionState) -> Double {
        Double(sample.point.row + state.scrolledRows) + (sample.subCell?.y ?? 0.5)
    }
}
