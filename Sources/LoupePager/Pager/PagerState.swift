import LoupeCore
import LoupeRuntime

/// Everything the pager is, as one value: the document and where it is on screen, the
/// selection, the loupe, the pointer and the status bar's words. `PagerReducer` changes it
/// (time comes with the events); `PagerView` draws it. It holds no render caches.
public struct PagerState: Equatable {
    /// The content.
    public let document: DocumentRef
    /// The settings (see `PagerReducer.configure`).
    public internal(set) var settings: PagerSettings
    /// The screen size, status bar included.
    public internal(set) var size: GridSize
    /// How lines are laid out at the current width (equal when width and overflow are): a value,
    /// with its own memo of the lines on screen (`rememberLayoutOnScreen`).
    public internal(set) var layout: DocumentLayout
    /// What part of the document is on screen.
    public internal(set) var viewport: Viewport
    /// The selection.
    public internal(set) var selection = SelectionState()
    /// The loupe's placement and animation.
    public internal(set) var loupe = LoupeState()
    /// The time of the last event.
    public internal(set) var now: Instant
    /// Where the pointer was last reported, if anywhere.
    public internal(set) var pointer: GridPoint?
    /// The pointer's position inside its cell, when the terminal reports pixels.
    public internal(set) var pointerSubCell: SubCellPosition?
    /// A short message for the status bar ("copied 12 characters").
    public internal(set) var message: String?
    /// Counts left presses: each starts a new gesture (the loupe starts afresh).
    public internal(set) var gesture = 0
    /// "selected 12 chars" once a selection is made (counted once, not on every frame of a drag).
    public internal(set) var selectionSummary: String?
    /// The selection the summary was made for.
    var summarized = SelectionState()
    /// Find: the bar, the query, the search and the current match.
    public internal(set) var find = FindState()
    /// The edit menu or the context menu, when one is presented.
    public internal(set) var menu: MenuState?
    /// Links: hover, press, the focus ring and the preview.
    public internal(set) var links = LinkState()
    /// Caret mode, while it is on: the caret and the selection it makes.
    public internal(set) var caret: CaretState?
    /// A short scroll in progress (to a match), played on ticks.
    public internal(set) var scrollAnimation: ScrollAnimation?
    /// Counts the times the lines known changed: a growing input's arrivals, a lazy file's index
    /// grown (the base frame is drawn afresh).
    public internal(set) var arrivals = 0
    /// Following the end of a growing input (`F`): each new line scrolls into view.
    public internal(set) var following = false
    /// A copy whose text is being made off the interface's thread.
    public internal(set) var copy: CopyJob?
    /// Waiting for a lazy document to be read to its end (G, F, select all), and what to do then.
    public internal(set) var end: EndRequest?
    /// How many works of each kind the pager has asked for (each is named with its kind's next
    /// number, so works of one kind are numbered alike in a replay whose document asks for other
    /// work: a recorded stream's take-ins, a lazy file's indexing).
    var workCounts: [String: Int] = [:]
    /// Works named during this event and not yet handed out as effects.
    var unstarted: Set<WorkID> = []
    /// Works given up during the event, to cancel with its effects.
    var workToCancel: [WorkID] = []
    /// Copies handed to the front end whose outcomes (`InputEvent.copied`) have not come back.
    var awaitedCopies: [AwaitedCopy] = []
    /// A picker's double click waiting for a possible third click (see `PendingPick`).
    public internal(set) var pendingPick: PendingPick?
    /// What the terminal has answered about what it can draw (its version, a sextant's width, its font).
    public internal(set) var terminalAnswers = TerminalAnswers()
    /// The states of the features from outside the pager (`PagerSettings.features`).
    public internal(set) var features = FeatureStates()
    /// Goes up whenever the base frame (content, highlight, status bar) may have changed, so a
    /// view can tell without comparing everything.
    public internal(set) var contentRevision = 0

    /// The state of a pager opening `document` on a screen of `size`.
    public init(document: any TextDocument, size: GridSize, settings: PagerSettings, now: Instant = .zero) {
        self.document = DocumentRef(document)
        self.settings = settings
        self.size = size
        self.now = now
        layout = DocumentLayout(width: max(1, size.columns), overflow: settings.overflow)
        viewport = Viewport(height: Self.contentHeight(size, settings), width: max(1, size.columns))
        following = settings.follow
        if settings.startAtEnd { scrollToEnd() }
        if following { followEnd() }
        rememberLayoutOnScreen()
        PagerReducer.settle(&self, base: true)
    }

    /// Rows of content: the screen less the status bar, and less the find bar while it is open.
    static func contentHeight(_ size: GridSize, _ settings: PagerSettings, findBar: Bool = false) -> Int {
        let status = settings.showStatusBar && size.rows > 1 ? 1 : 0
        let bar = findBar && size.rows - status > 1 ? 1 : 0
        return max(1, size.rows - status - bar)
    }

    /// What the selection engine sees now.
    public var context: SelectionContext {
        SelectionContext(document: document.document, layout: layout, viewport: viewport)
    }

    /// The selection engine for the settings (it holds nothing but them).
    var engine: SelectionEngine { SelectionEngine(config: settings.selection) }

    /// The loupe controller for the settings (it holds nothing but them).
    var controller: LoupeController { LoupeController(config: settings.loupe) }

    /// The text the current selection would copy, or nil when nothing is selected.
    public var selectionText: String? {
        selection.isEmpty ? nil : engine.selectedText(selection, context: context)
    }

    /// When the pager next needs a tick: the soonest of the features' deadlines (the loupe's
    /// frames, auto-scroll, a menu fading in, a long press, a preview moving), a waiting pick, a
    /// scroll animation's frame, or a look at a growing input. (A search's results and a big
    /// copy's progress come as events of their own.)
    public var nextDeadline: Instant? {
        var soonest = [pendingPick?.deadline, scrollAnimation.map { _ in frameAfterNow }, nextLook].compactMap { $0 }.min()
        for feature in settings.features {
            if let deadline = feature.box.deadline(self), soonest.map({ deadline < $0 }) ?? true { soonest = deadline }
        }
        return soonest
    }

    /// A frame (at 60 Hz) after the last event.
    public var frameAfterNow: Instant { now.adding(milliseconds: 1000.0 / 60) }

    /// When a growing input that has not ended is next looked at.
    var nextLook: Instant? {
        guard let growing = document.document.growing, !growing.isComplete else { return nil }
        return now.adding(milliseconds: settings.pollInterval)
    }
}
