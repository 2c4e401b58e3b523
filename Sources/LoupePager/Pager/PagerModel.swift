import LoupeCore
import LoupeRuntime

/// The pager and picker behind `loupe view`, `loupe pick`, `loupe tmux` and the demo player,
/// as the program loop runs it: a `PagerState` changed by `PagerReducer`, drawn by a `PagerView`.
///
/// It reads no clock (time comes with the events), starts no work (its effects ask for it, and
/// what the work makes comes back as events) and keeps no state of its own: `state` is the
/// whole pager, `view` only its drawing.
public struct PagerModel: InteractiveModel {
    /// The pager.
    public private(set) var state: PagerState
    /// Its drawing, with the render caches.
    public private(set) var view: PagerView

    /// Creates a pager over a document for a screen size. Without a magnifier the loupe is not drawn.
    public init(document: any TextDocument, size: GridSize, settings: PagerSettings, magnifier: (any Magnifying)?, now: Instant = .zero) {
        state = PagerState(document: document, size: size, settings: settings, now: now)
        view = PagerView(magnifier: magnifier)
        view.update(to: state)
    }

    /// Feeds one event; returns what the outside world must do (the work it asks for among it:
    /// the pager starts none itself, see `PagerWork`).
    public mutating func handle(_ event: InputEvent) -> [AppEffect] {
        // The links on screen, painted from the view's frame only for an event that may use them.
        let links = PagerReducer.needsLinks(state, event) ? view.links : .empty
        let effects = PagerReducer.reduce(&state, event, links: links)
        view.update(to: state)
        if state.links.pendingFocus != nil {
            PagerReducer.focusAfterScroll(&state, view.links)
            view.update(to: state)
        }
        return effects
    }

    /// Changes zoom, tier, downward policy, word characters and the rest; keeps the selection.
    public mutating func update(settings new: PagerSettings) {
        PagerReducer.configure(&state, new)
        view.update(to: state)
    }

    /// Lets a path's preview show the file's first lines: `reader` gives a file's first bytes
    /// (capped by the caller), or nil.
    public mutating func readExcerpts(with reader: @escaping @Sendable (String) -> [UInt8]?) {
        view.excerptReader = reader
        var new = state.settings
        new.previewsFiles = true
        update(settings: new)
    }

    /// The cells of the base frame drawn again since the frame was last presented (rows, whole
    /// or the columns a highlight took or gave up).
    public mutating func takeBaseDamage() -> FrameDamage { view.takeDamage() }

    /// The screen without the loupe: content, selection highlight, status bar.
    public func baseFrame() -> CellBuffer { view.base }

    /// The loupe, when it shows.
    public func overlays() -> [FrameOverlay] { view.overlays }

    /// When the pager next needs a tick: an auto-scroll step or an animation frame.
    public func nextDeadline() -> Instant? { state.nextDeadline }

    /// The settings.
    public var settings: PagerSettings { state.settings }
    /// The screen size, status bar included.
    public var size: GridSize { state.size }
    /// The content.
    public var document: any TextDocument { state.document.document }
    /// What the selection engine sees now.
    public var context: SelectionContext { state.context }
    /// The text the current selection would copy, or nil when nothing is selected.
    public var selectionText: String? { state.selectionText }
    /// Whether the loupe is on screen (also while it slides in or out).
    public var isLoupeVisible: Bool { !view.layers(of: "selection").isEmpty }
}
