/// The selection engine: a pure reducer from input events to selection state and effects.
///
/// Call `reduce` for every event, with the context of the moment:
///
/// ```swift
/// var state = SelectionState()
/// let engine = SelectionEngine()
/// for effect in engine.reduce(&state, event, context: context) {
///     switch effect {
///     case .changed: redraw()
///     case let .finished(text): copyToClipboard(text)
///     case let .scroll(_, viewport): context.viewport = viewport
///     }
/// }
/// ```
///
/// Feed `.tick(now)` events about every 16-50 ms while `state.autoScroll` is
/// not nil (or always): auto-scroll steps happen on ticks only. Only the left
/// button selects; wheel, middle and right buttons and hover are ignored and
/// left to the caller (scroll the view on the wheel, then pass the new
/// viewport in the next context). The engine does no I/O and reads no clock:
/// time comes from the events. Work per event is proportional to the rows on
/// screen (and to the word or line touched), never to the document.
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
        case let .key(k): return key(&state, k, context)
        case let .tick(now): return tick(&state, now: now, context)
        case .resize: return []
        }
    }

    /// The text to copy for the current selection ("" when empty).
    public func selectedText(_ state: SelectionState, context: SelectionContext) -> String {
        if let range = state.range {
            return SelectionText.text(of: range, in: context.document, trim: config.trim.trims(block: false))
        }
        if let b = state.block {
            return SelectionText.blockText(top: b.top, bottom: b.bottom, columns: b.columns, layout: context.layout,
                                           in: context.document, trim: config.trim.trims(block: true))
        }
        return ""
    }

    func mouse(_ state: inout SelectionState, _ m: MouseEvent, _ context: SelectionContext) -> [SelectionEffect] {
        switch (m.action, m.button) {
        case (.press, .left): return press(&state, m, context)
        case (.drag, .left), (.drag, .none):
            guard state.isGestureActive else { return [] }
            return drag(&state, m, context)
        case (.release, .left), (.release, .none):
            guard state.isGestureActive else { return [] }
            return release(&state, context)
        default:
            return []
        }
    }

    func press(_ state: inout SelectionState, _ m: MouseEvent, _ context: SelectionContext) -> [SelectionEffect] {
        let sample = PointerSample(point: m.position, subCell: m.subCell)
        let block = config.isBlock(m.modifiers)
        if m.modifiers.contains(.shift), !state.isEmpty, block == (state.mode == .block) {
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
            state.headUpstream = hit.isUpstream(unit.upperBound)
        }
        state.direction.trackVertical(verticalPosition(sample, state), threshold: config.downwardHysteresis)
        return [.changed]
    }

    func drag(_ state: inout SelectionState, _ m: MouseEvent, _ context: SelectionContext) -> [SelectionEffect] {
        let sample = PointerSample(point: m.position, subCell: m.subCell)
        let before = state
        state.pointer = sample
        updateHead(&state, sample, context, padded: true)
        let viewport = context.viewport
        state.autoScroll = AutoScroller.decide(
            pointerRow: m.position.row, height: viewport.height,
            canScrollUp: viewport.canScrollUp(layout: context.layout, document: context.document),
            canScrollDown: viewport.canScrollDown(layout: context.layout, document: context.document),
            current: state.autoScroll, now: m.time, config: config)
        return state == before ? [] : [.changed]
    }

    func release(_ state: inout SelectionState, _ context: SelectionContext) -> [SelectionEffect] {
        state.isGestureActive = false
        state.autoScroll = nil
        if state.isEmpty {
            state.clear()
            return [.changed]
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
