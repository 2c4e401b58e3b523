import LoupeCore
import LoupePager
import LoupeRuntime

/// Drives a pager with mouse, keys and time, as a terminal would: the program loop
/// (`ProgramLoop.turn`) over a `TestBackend` on a virtual clock. Each input comes `after` some
/// milliseconds (16 by default, a frame at 60 Hz); before it, the clock runs to each of the
/// program's deadlines on the way, as a terminal's loop wakes for them, and `wait` lets it run
/// for a while (animations, auto-scroll). Every turn is presented, and `statusBar` and `screen`
/// read what was presented: a test sees what a person sees. A copy's outcome comes back as the
/// backend reports it: `copyOutcome`, a clipboard that takes everything unless a test says
/// otherwise. For tests of interactions at the program level.
///
/// ```swift
/// var pager = PagerDriver("one two three")
/// pager.mouse(.press, 4, 0)
/// pager.mouse(.drag, 6, 0)
/// let effects = pager.mouse(.release, 6, 0)    // [.copy("two")]
/// #expect(pager.statusBar.contains("copied 3 characters"))
/// ```
public struct PagerDriver {
    /// The pager.
    public var model: PagerModel
    /// The backend the loop runs over: the frames presented and the effects performed.
    public private(set) var backend: TestBackend
    /// The virtual time of the last input (or of the end of the last `wait`), in milliseconds.
    public var now = 0.0
    /// What every copy comes to (the backend reports it right after the event that asked for it).
    public var copyOutcome: CopyOutcome {
        get { backend.copyOutcome }
        set { backend.copyOutcome = newValue }
    }

    /// A pager over `text` on a screen of `size`, told its size as a terminal would; the loupe
    /// draws with quadrant glyphs from the compiled-in fonts (none without `magnifier`).
    /// `title` is what the status bar names the document; `background` the terminal's background as
    /// known at the start (dark, as most terminals'; nil: not known, the overlays in the terminal's own colours).
    public init(_ text: String, size: GridSize = GridSize(columns: 60, rows: 20), purpose: PagerSettings.Purpose = .view,
                hover: Bool = false, overflow: OverflowMode = .wrap, magnifier: Bool = true, title: String = "t.txt",
                background: BackgroundShade? = .dark) {
        var settings = PagerSettings(purpose: purpose, title: title, overflow: overflow)
        settings.adoptBackground(background)
        settings.loupe.hoverMode = hover
        settings.loupe.tier = .quadrant
        let doc = InMemoryDocument(TextImporter().importText(text))
        model = PagerModel(document: doc, size: size, settings: settings, magnifier: magnifier ? Magnifier.standard : nil)
        backend = TestBackend(batches: [], idleTurnLimit: .max)
        handle(.resize(size, time: .zero))
    }

    /// A mouse event at a cell, `ms` after the last input; returns the pager's effects.
    @discardableResult
    public mutating func mouse(_ action: MouseAction, _ c: Int, _ r: Int, _ button: MouseButton = .left, modifiers: Modifiers = [],
                               after ms: Double = 16) -> [AppEffect] {
        now += ms
        return handle(.mouse(MouseEvent(action, button, at: GridPoint(column: c, row: r), modifiers: modifiers,
                                        time: Instant(milliseconds: now))))
    }

    /// A key press, `ms` after the last input; returns the pager's effects.
    @discardableResult
    public mutating func key(_ key: Key, modifiers: Modifiers = [], after ms: Double = 16) -> [AppEffect] {
        now += ms
        return handle(.key(KeyEvent(key, modifiers: modifiers, time: Instant(milliseconds: now))))
    }

    /// Lets the clock run to each of the program's deadlines before the event's time, then
    /// delivers the event as one batch: one turn of the loop each. Returns the effects of those
    /// turns in order (a copy's and what its outcome asked for; a quit as the `quit` effect).
    @discardableResult
    public mutating func handle(_ event: InputEvent) -> [AppEffect] {
        var effects = runDeadlines(before: event.time)
        backend.batches.append([event])
        effects += turn()
        return effects
    }

    /// Presses at `from`, drags to `to` on row `row`, and lets the loupe come to rest.
    public mutating func dragAndSettle(row: Int, from: Int, to: Int) {
        mouse(.press, from, row)
        mouse(.drag, to, row)
        wait(200)
    }

    /// Lets `ms` milliseconds pass: the clock runs to each of the program's deadlines until then
    /// (animations, auto-scroll), a turn of the loop each.
    public mutating func wait(_ ms: Double) {
        let end = now + ms
        runDeadlines(before: Instant(milliseconds: end), including: true)
        now = end
    }

    /// The status bar's text as presented (the last row of the last base frame).
    public var statusBar: String {
        guard let frame = backend.frames.last else { return "" }
        return frame.text(ofRow: frame.rows - 1)
    }

    /// The screen as presented: the last base frame with its overlays drawn on it.
    public var screen: CellBuffer? { backend.screen }

    /// Takes a turn at each of the program's deadlines before `end` (or at it, `including`);
    /// stops if a deadline does not move on (a program that would never be idle).
    @discardableResult
    private mutating func runDeadlines(before end: Instant, including: Bool = false) -> [AppEffect] {
        var effects: [AppEffect] = []
        var served: Instant?
        while let deadline = model.nextDeadline(), deadline < end || (including && deadline == end) {
            if let served, deadline <= served { break }
            served = deadline
            effects += turn()
        }
        return effects
    }

    /// One turn of the loop; the effects the backend performed in it but work, and a quit as the `quit` effect.
    private mutating func turn() -> [AppEffect] {
        let start = backend.effects.count
        let outcome = ProgramLoop.turn(&model, on: &backend)
        // Work and its cancellations are carried out by the backend; the test sees the rest.
        var effects = backend.effects[start...].filter {
            switch $0 {
            case .work, .cancel: return false
            default: return true
            }
        }
        if case let .quit(exit) = outcome { effects.append(.quit(status: exit.status, output: exit.output)) }
        return effects
    }
}
