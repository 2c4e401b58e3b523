@testable import LoupeCore

/// Drives a selection engine over a small document, the way a front end would.
struct SelectionFixture {
    var document: InMemoryDocument
    var layout: DocumentLayout
    var viewport: Viewport
    var engine: SelectionEngine
    var state = SelectionState()
    var now = 1000.0
    var log: [SelectionEffect] = []

    init(_ text: String, width: Int = 20, height: Int = 5, overflow: OverflowMode = .wrap, config: SelectionConfig = SelectionConfig()) {
        document = InMemoryDocument(TextImporter().importText(text))
        layout = DocumentLayout(width: width, overflow: overflow)
        viewport = Viewport(height: height, width: width)
        engine = SelectionEngine(config: config)
    }

    init(document: InMemoryDocument, width: Int, height: Int, config: SelectionConfig = SelectionConfig()) {
        self.document = document
        layout = DocumentLayout(width: width)
        viewport = Viewport(height: height, width: width)
        engine = SelectionEngine(config: config)
    }

    var context: SelectionContext { SelectionContext(document: document, layout: layout, viewport: viewport) }

    /// Sends an event, applies scroll effects to the viewport, returns the effects.
    @discardableResult
    mutating func send(_ event: InputEvent) -> [SelectionEffect] {
        record(engine.reduce(&state, event, context: context))
    }

    /// Applies scroll effects to the viewport and logs the effects.
    mutating func record(_ effects: [SelectionEffect]) -> [SelectionEffect] {
        for case let .scroll(_, v) in effects { viewport = v }
        log += effects
        return effects
    }

    @discardableResult
    mutating func mouse(_ action: MouseAction, _ column: Int, _ row: Int, x: Double? = nil, y: Double = 0.5,
                        modifiers: Modifiers = [], button: MouseButton = .left, after ms: Double = 10) -> [SelectionEffect] {
        now += ms
        let sub = x.map { SubCellPosition(x: $0, y: y) }
        return send(.mouse(MouseEvent(action, button, at: GridPoint(column: column, row: row), subCell: sub, modifiers: modifiers, time: Instant(milliseconds: now))))
    }

    @discardableResult
    mutating func press(_ column: Int, _ row: Int, x: Double? = nil, modifiers: Modifiers = [], after ms: Double = 10) -> [SelectionEffect] {
        mouse(.press, column, row, x: x, modifiers: modifiers, after: ms)
    }

    @discardableResult
    mutating func drag(_ column: Int, _ row: Int, x: Double? = nil, y: Double = 0.5, modifiers: Modifiers = []) -> [SelectionEffect] {
        mouse(.drag, column, row, x: x, y: y, modifiers: modifiers)
    }

    @discardableResult
    mutating func release(_ column: Int, _ row: Int, x: Double? = nil) -> [SelectionEffect] {
        mouse(.release, column, row, x: x)
    }

    /// Press, drag through the given cells, release.
    @discardableResult
    mutating func select(from a: (Int, Int), to b: (Int, Int), modifiers: Modifiers = []) -> [SelectionEffect] {
        press(a.0, a.1, modifiers: modifiers, after: 1000)
        drag(b.0, b.1, modifiers: modifiers)
        return release(b.0, b.1)
    }

    /// Clicks `count` times on a cell, 100 ms apart.
    @discardableResult
    mutating func click(_ column: Int, _ row: Int, count: Int, gap: Double = 100) -> [SelectionEffect] {
        var effects: [SelectionEffect] = []
        for n in 0..<count {
            press(column, row, after: n == 0 ? 1000 : gap)
            effects = release(column, row)
        }
        return effects
    }

    /// A command, as a caller's keymap asks for it (the pager's Esc, ctrl+a, shift+arrows).
    @discardableResult
    mutating func command(_ command: SelectionCommand) -> [SelectionEffect] {
        now += 10
        return record(engine.perform(command, &state, context: context))
    }

    @discardableResult
    mutating func tick(after ms: Double) -> [SelectionEffect] {
        now += ms
        return send(.tick(Instant(milliseconds: now)))
    }

    var text: String { engine.selectedText(state, context: context) }

    var lastFinished: String? {
        for effect in log.reversed() { if case let .finished(t) = effect { return t } }
        return nil
    }

    var finishedCount: Int { log.filter { if case .finished = $0 { return true } else { return false } }.count }
}

extension Array where Element == SelectionEffect {
    var scrolls: [Int] { compactMap { if case let .scroll(rows, _) = $0 { return rows } else { return nil } } }
    var finished: String? { lazy.compactMap { if case let .finished(t) = $0 { return t } else { return nil } }.first }
}
