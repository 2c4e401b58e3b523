import LoupeCore

/// A screen of text, a selection and a loupe driven through a list of timed inputs: the
/// loupe's behaviour as frames, without a pager, a terminal or a clock.
///
/// ```swift
/// var scene = LoupeScene("The quick brown fox", columns: 40, rows: 8)
/// scene.selection = .ranges([0: [4..<9]])
/// let rising = scene.frame([(0, scene.selecting(6, 0))], at: 50)     // 50 ms into the show
/// assertSnapshot(of: rising, as: .cells)
/// ```
public struct LoupeScene {
    /// The screen the loupe is over.
    public var screen: CellBuffer
    /// The selection drawn on it, if any.
    public var selection: SelectionHighlight? = nil
    /// The loupe's settings.
    public var config = LoupeConfig()
    /// What fills the lens (`RepeatLens` by default, `Magnifier.standard` for the real glyphs).
    public var magnifier: any Magnifying = RepeatLens()

    /// A screen from text (ANSI styles allowed), one line per row, cut to the width.
    public init(_ text: String, columns: Int = 60, rows: Int = 16) {
        screen = LineLayout.snapshot(of: TextImporter().importText(text), width: columns, height: rows, overflow: .clip)
    }

    /// Selecting with the pointer in the middle of `column` on `row`, caret on its left boundary.
    public func selecting(_ column: Int, _ row: Int, gesture: Int = 1, down: Bool = false) -> LoupeInput {
        LoupeInput(screenSize: screen.size, focusColumn: Double(column) + 0.5, focusRow: row, caretColumn: Double(column),
                   selecting: true, movingDownward: down, gesture: gesture)
    }

    /// Nothing held.
    public var released: LoupeInput { .idle(screenSize: screen.size) }

    /// The frame at `now` after feeding `steps` (instants in milliseconds).
    public func frame(_ steps: [(Double, LoupeInput)], at now: Double) -> CellBuffer {
        let controller = LoupeController(config: config)
        var state = LoupeState()
        for (t, input) in steps { state = controller.reduce(state, input, now: Instant(milliseconds: t)) }
        let base = Compositor.base(screen, selection: selection)
        let renderer = LoupeRenderer(magnifier: magnifier, config: config)
        let layers = renderer.layer(for: state, source: base, now: Instant(milliseconds: now)).map { [$0] } ?? []
        return Compositor.compose(base: base, layers: layers)
    }

    /// The frame once a show at 0 ms has settled.
    public func settled(_ input: LoupeInput) -> CellBuffer { frame([(0, input)], at: 1000) }
}
