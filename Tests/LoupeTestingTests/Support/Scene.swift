import LoupeCore

/// A screen of text, a selection and a loupe driven through a list of timed inputs.
struct Scene {
    var screen: CellBuffer
    var selection: SelectionHighlight? = nil
    var config = LoupeConfig()
    var magnifier: any Magnifying = RepeatLens()

    /// A screen from text (ANSI styles allowed), one line per row, cut to the width.
    init(_ text: String, columns: Int = 60, rows: Int = 16) {
        screen = LineLayout.snapshot(of: TextImporter().importText(text), width: columns, height: rows, overflow: .clip)
    }

    /// Selecting with the pointer in the middle of `column` on `row`, caret on its left boundary.
    func selecting(_ column: Int, _ row: Int, gesture: Int = 1, down: Bool = false) -> LoupeInput {
        LoupeInput(screenSize: screen.size, focusColumn: Double(column) + 0.5, focusRow: row, caretColumn: Double(column),
                   selecting: true, movingDownward: down, gesture: gesture)
    }

    /// Nothing held.
    var released: LoupeInput { .idle(screenSize: screen.size) }

    /// The frame at `now` after feeding `steps` (instants in milliseconds).
    func frame(_ steps: [(Double, LoupeInput)], at now: Double) -> Frame {
        let controller = LoupeController(config: config)
        var state = LoupeState()
        for (t, input) in steps { state = controller.reduce(state, input, now: Instant(milliseconds: t)) }
        let base = Compositor.base(screen, selection: selection)
        let renderer = LoupeRenderer(magnifier: magnifier, config: config)
        let layers = renderer.layer(for: state, source: base, now: Instant(milliseconds: now)).map { [$0] } ?? []
        return Compositor.compose(base: base, layers: layers)
    }

    /// The frame once a show at 0 ms has settled.
    func settled(_ input: LoupeInput) -> Frame { frame([(0, input)], at: 1000) }
}

/// Sample text: plain prose, one line per row.
let prose = """
Loupe brings the iOS text loupe to the terminal: while you
drag the mouse to select text, a capsule-shaped lens floats
above the point you are selecting and shows it enlarged,
with the selection and the exact caret position drawn in.
It ships as a Swift package: a library that any ncurses
program can embed, and a command that uses it: a pager with
mouse selection, a picker for shell pipelines, a tmux pane
picker, and a demo player and recorder. The core is pure
and deterministic: from an event to a frame there is no
terminal I/O, no global state and no wall clock; time comes
from a clock that is passed in, so a test or a demo can
step it frame by frame. A frame is a cell buffer, and the
backends are thin: the ncurses backend writes a frame and
reads events, the recorder turns frames into asciicast and
the tests serialise frames as text. None of them decides.
Users' oldest complaint is precision: which side of a char.
"""
