import LoupeCore
import LoupePager
import LoupeRuntime

/// Drives a pager with mouse, keys and time, as a terminal would, on a virtual clock: each
/// input comes `after` some milliseconds (16 by default, a frame at 60 Hz), and `wait` ticks
/// at 60 Hz so animations and auto-scroll run. A copy's outcome comes back at once, as the
/// loop brings it from a backend: `copyOutcome`, a clipboard that takes everything unless a test
/// says otherwise. For tests of interactions at the program level.
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
    /// The virtual time of the last input, in milliseconds.
    public var now = 0.0
    /// What every copy comes to (fed back as `.copied` right after the event that asked for it).
    public var copyOutcome = CopyOutcome(takenBy: ["test clipboard"])

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
        _ = model.handle(.resize(size, time: .zero))
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

    /// Feeds an event; every copy it asks for is answered with `copyOutcome`, and every work it
    /// asks for is carried out at once (`Work.carryOutAtOnce`) and its results fed back, as the
    /// loop does over `TestBackend`. Returns the effects of the event and of what came back, but
    /// the work and its cancellations (carried out here).
    @discardableResult
    public mutating func handle(_ event: InputEvent) -> [AppEffect] {
        var queue = model.handle(event)
        var all: [AppEffect] = []
        var next = 0
        while next < queue.count {
            let effect = queue[next]
            next += 1
            switch effect {
            case .copy:
                all.append(effect)
                queue += model.handle(.copied(copyOutcome, time: event.time))
            case let .work(work):
                for result in work.carryOutAtOnce(now: event.time) { queue += model.handle(result) }
            case .cancel:
                break
            default:
                all.append(effect)
            }
        }
        return all
    }

    /// Presses at `from`, drags to `to` on row `row`, and lets the loupe come to rest.
    public mutating func dragAndSettle(row: Int, from: Int, to: Int) {
        mouse(.press, from, row)
        mouse(.drag, to, row)
        wait(200)
    }

    /// Ticks at 60 Hz for `ms` milliseconds (animations, auto-scroll).
    public mutating func wait(_ ms: Double) {
        let end = now + ms
        while now < end {
            now = min(end, now + 1000.0 / 60)
            handle(.tick(Instant(milliseconds: now)))
        }
    }

    /// The status bar's text (the last row).
    public var statusBar: String { model.baseFrame().text(ofRow: model.size.rows - 1) }
}
