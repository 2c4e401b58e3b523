/// The pager and picker behind `loupe view`, `loupe pick`, `loupe tmux` and the demo player:
/// a document on screen, mouse selection with the engine, the loupe, a status bar.
///
/// It is an `InteractiveModel`: the live ncurses front end and the headless
/// demo recorder drive it in exactly the same way. It reads no clock; time
/// comes with the events.
public struct PagerModel: InteractiveModel {
    /// The content.
    public let document: any TextDocument
    /// The settings it was made with (see `update(settings:)`).
    public internal(set) var settings: PagerSettings
    /// The screen size, status bar included.
    public internal(set) var size: GridSize
    /// How lines are laid out at the current width.
    public internal(set) var layout: DocumentLayout
    /// What part of the document is on screen.
    public internal(set) var viewport: Viewport
    /// The selection.
    public internal(set) var selection = SelectionState()
    /// The loupe's placement and animation.
    public internal(set) var loupeState = LoupeState()
    /// The time of the last event.
    public internal(set) var now: Instant
    /// Where the pointer was last reported, if anywhere.
    public internal(set) var pointer: GridPoint?
    /// The pointer's position inside its cell, when the terminal reports pixels.
    public internal(set) var pointerSubCell: SubCellPosition?
    /// A short message for the status bar ("copied 12 characters").
    public internal(set) var message: String?

    var engine: SelectionEngine
    var controller: LoupeController
    var renderer: LoupeRenderer?
    var gesture = 0
    var cachedBase: Frame
    var cachedOverlays: [FrameOverlay] = []
    /// "selected 12 chars" once a selection is made (counted once, not on every frame of a drag).
    var selectionSummary: String?
    var summarized = SelectionState()
    /// What the cached base frame was drawn from (see `renderBase(previous:)`).
    var baseCache: BaseCache?
    var lastLoupeFrame = Instant.zero

    /// Creates a model over a document for a screen size. Without a magnifier the loupe is not drawn.
    public init(document: any TextDocument, size: GridSize, settings: PagerSettings, magnifier: (any Magnifying)?, now: Instant = .zero) {
        self.document = document
        self.settings = settings
        self.size = size
        self.now = now
        self.engine = SelectionEngine(config: settings.selection)
        self.controller = LoupeController(config: settings.loupe)
        self.renderer = magnifier.map { LoupeRenderer(magnifier: $0, config: settings.loupe) }
        self.layout = DocumentLayout(width: max(1, size.columns), overflow: settings.overflow)
        self.viewport = Viewport(height: Self.contentHeight(size, settings), width: max(1, size.columns))
        self.cachedBase = CellBuffer(size: size)
        self.baseCache = nil
        if settings.startAtEnd { scrollToEnd() }
        refresh()
    }

    static func contentHeight(_ size: GridSize, _ settings: PagerSettings) -> Int {
        max(1, size.rows - (settings.showStatusBar && size.rows > 1 ? 1 : 0))
    }

    /// What the selection engine sees now.
    public var context: SelectionContext {
        SelectionContext(document: document, layout: layout, viewport: viewport)
    }

    /// The text the current selection would copy, or nil when nothing is selected.
    public var selectionText: String? {
        selection.isEmpty ? nil : engine.selectedText(selection, context: context)
    }

    /// Whether the loupe is on screen (also while it slides in or out).
    public var isLoupeVisible: Bool { !cachedOverlays.isEmpty }

    /// Changes zoom, tier, downward policy, word characters and the rest; keeps the selection.
    public mutating func update(settings new: PagerSettings) {
        let relayout = new.overflow != settings.overflow
        settings = new
        engine = SelectionEngine(config: new.selection)
        controller = LoupeController(config: new.loupe)
        if let magnifier = renderer?.magnifier { renderer = LoupeRenderer(magnifier: magnifier, config: new.loupe) }
        if relayout { resize(to: size) }
        refresh()
    }

    /// Shades and fades the loupe against the terminal's real background: on a light one the
    /// drop shadow is a light grey at most (a dark canvas would draw it black), the lens's text
    /// fades toward the right colour.
    public mutating func adoptTerminalBackground(red: UInt8, green: UInt8, blue: UInt8) {
        var new = settings
        new.loupe.theme.canvas = .around(background: (red, green, blue))
        if ColorBlend.Canvas.isLight((red, green, blue)) {
            new.loupe.theme.shadowAmount = min(new.loupe.theme.shadowAmount, LoupeTheme.light.shadowAmount)
        }
        guard new.loupe.theme != settings.loupe.theme else { return }
        update(settings: new)
    }

    /// Feeds one event; returns what the front end must do.
    public mutating func handle(_ event: InputEvent) -> [AppEffect] {
        if event.time > now { now = event.time }
        var effects: [AppEffect] = []
        switch event {
        case let .resize(newSize, _):
            resize(to: newSize)
        case let .mouse(m):
            effects = mouse(m)
        case let .key(k):
            effects = key(k)
        case .tick:
            let before = (selection, viewport)
            effects = apply(engine.reduce(&selection, event, context: context))
            // A tick that moved nothing (most of them: the loupe animating) keeps the base frame.
            refresh(base: before.0 != selection || before.1 != viewport)
            return effects
        }
        refresh()
        return effects
    }

    /// The screen without the loupe: content, selection highlight, status bar.
    public func baseFrame() -> Frame { cachedBase }

    /// The loupe, when it shows.
    public func overlays() -> [FrameOverlay] { cachedOverlays }

    /// When the model next needs a tick: an auto-scroll step or an animation frame.
    public func nextDeadline() -> Instant? {
        let loupe = settings.loupeEnabled ? controller.nextDeadline(loupeState, now: now) : nil
        let scroll = selection.autoScroll?.nextStep
        switch (loupe, scroll) {
        case let (a?, b?): return min(a, b)
        case let (a?, nil): return a
        case let (nil, b?): return b
        default: return nil
        }
    }

    mutating func mouse(_ m: MouseEvent) -> [AppEffect] {
        pointer = m.position
        pointerSubCell = m.subCell
        if m.action == .press && (m.button == .wheelUp || m.button == .wheelDown) {
            scroll(by: m.button == .wheelUp ? -settings.wheelStep : settings.wheelStep)
            // A drag in progress follows the text under the pointer.
            if selection.isGestureActive {
                let drag = MouseEvent(.drag, .left, at: m.position, subCell: m.subCell, modifiers: m.modifiers, time: m.time)
                return apply(engine.reduce(&selection, .mouse(drag), context: context))
            }
            return []
        }
        if m.action == .press && m.button == .left { gesture += 1 }
        return apply(engine.reduce(&selection, .mouse(m), context: context))
    }

    /// Acts on the engine's effects: adopt scrolls, turn finished gestures into copies or a pick.
    mutating func apply(_ effects: [SelectionEffect]) -> [AppEffect] {
        var out: [AppEffect] = []
        for effect in effects {
            switch effect {
            case .changed:
                message = nil
            case let .scroll(_, newViewport):
                viewport = newViewport
            case let .finished(text):
                guard !text.isEmpty else { continue }
                switch settings.purpose {
                case .view:
                    out.append(.copy(text))
                    message = "copied \(text.count) character\(text.count == 1 ? "" : "s")"
                case .pick:
                    out.append(.quit(status: 0, output: text))
                }
            }
        }
        return out
    }

    mutating func resize(to newSize: GridSize) {
        size = newSize
        let anchor = VisualRow(line: layout.clamp(viewport.top, in: document).line, row: 0)
        layout = DocumentLayout(width: max(1, newSize.columns), overflow: settings.overflow)
        viewport = Viewport(top: anchor, height: Self.contentHeight(newSize, settings), width: max(1, newSize.columns),
                            horizontalOffset: viewport.horizontalOffset)
    }

    mutating func scroll(by rows: Int) {
        viewport = viewport.scrolled(by: rows, layout: layout, document: document).viewport
    }

    mutating func scrollToEnd() {
        (document as? any IncrementalDocument)?.loadAll()
        viewport.top = viewport.maxTop(layout: layout, document: document)
    }

    /// The status bar's word on the selection: while dragging, the lines it spans (cheap for a
    /// selection of a million lines); once made, its length in characters, counted once.
    mutating func summarizeSelection(changed: Bool) {
        if selection.isEmpty {
            selectionSummary = nil
        } else if selection.isGestureActive {
            let lines = selection.range.map { ($0.lowerBound.line, $0.upperBound.line) }
                ?? selection.block.map { ($0.top.line, $0.bottom.line) } ?? (0, 0)
            let count = lines.1 - lines.0 + 1
            selectionSummary = "selecting \(count) line\(count == 1 ? "" : "s")"
        } else if changed || selectionSummary?.hasPrefix("selecting") != false {
            let n = engine.selectedText(selection, context: context).count
            selectionSummary = "selected \(n) char\(n == 1 ? "" : "s")"
        }
    }

    /// Recomputes the loupe and the cached frames after an event: the base only when `base`
    /// says it may have changed, the loupe only when it moves, fades or its source changed.
    mutating func refresh(base: Bool = true) {
        let previous = loupeState
        loupeState = controller.reduce(loupeState, loupeInput(), now: now)
        if base {
            summarizeSelection(changed: selection != summarized)
            summarized = selection
            // Move the frame out first, so drawing into it does not copy all its cells.
            var screen = cachedBase
            cachedBase = CellBuffer(size: GridSize(columns: 0, rows: 0))
            baseCache = renderBase(into: &screen, previous: baseCache)
            cachedBase = screen
        }
        // The lens changes when what it magnifies changed, when its state changed, or while it
        // animates (including the first frame after an animation ended since the last one drawn).
        let animating = previous.needsFrame(at: lastLoupeFrame) || loupeState.needsFrame(at: now)
        guard base || loupeState != previous || animating else { return }
        lastLoupeFrame = now
        if settings.loupeEnabled, let renderer, let layer = renderer.layer(for: loupeState, source: cachedBase, now: now) {
            cachedOverlays = [layer.flattened(over: cachedBase)]
        } else {
            cachedOverlays = []
        }
    }
}
