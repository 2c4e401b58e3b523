import LoupeCore
import LoupeRuntime

/// The pager's reducer: `(state, event) -> (state, effects)`. It only decides: time comes with
/// the event; nothing is drawn here (that is `PagerView`'s); it reads the document's lines (an
/// immutable mapped file, or lines already taken in) and nothing another thread writes. Slow
/// work (a search, a big copy's text, taking in a stream's new lines, reading to the end) is an
/// effect (`AppEffect.work`, see `PagerWork`) whose results come back as events.
///
/// ```swift
/// var state = PagerState(document: doc, size: size, settings: PagerSettings())
/// let effects = PagerReducer.reduce(&state, .mouse(release))   // [.copy("the word")]
/// ```
public enum PagerReducer {
    /// Applies one event; returns what the outside world must do.
    public static func reduce(_ s: inout PagerState, _ event: InputEvent) -> [AppEffect] {
        reduce(&s, event, links: .empty)
    }

    /// Applies one event, with the links on screen (the view's `LinkIndexMap` of the frame the
    /// event was meant for, when `needsLinks` says the event may use them); returns what the
    /// outside world must do: the event's own effects, then the work it asked for (see `startWork`).
    public static func reduce(_ s: inout PagerState, _ event: InputEvent, links: LinkIndexMap) -> [AppEffect] {
        let shown = (s.viewport, s.size), arrivals = s.arrivals
        var effects = handle(&s, event, links)
        let moved = shown != (s.viewport, s.size)
        if moved { forgetLinks(&s) }
        if moved || arrivals != s.arrivals { s.rememberLayoutOnScreen() }
        effects += startWork(&s, after: event)
        return effects
    }

    /// Whether an event may use the links on screen (a pointer event, or a key that moves the
    /// links' focus ring): a model paints the view's link map only then, and passes `.empty`
    /// otherwise. Painting one runs the link rules over every row: milliseconds on a big screen,
    /// 25 of them on a 200x60 one of a log. The presses made before the program was on screen
    /// (`takenOverPresses`) and their drags were a selection's, never a link's: no map for them
    /// (the first frame does not wait for one). Enter and Esc act on the focused link, which the
    /// state keeps, not on the map: Enter submitting a search paints none.
    public static func needsLinks(_ s: PagerState, _ event: InputEvent) -> Bool {
        switch event {
        case let .mouse(m):
            let pressesAnother = m.action == .press && m.button == .left && !s.selection.repeatsHeldPress(m)
            return !(pressesAnother ? s.gesture < s.settings.takenOverPresses : s.isTakenOverGesture && s.selection.isGestureActive)
        case let .key(k):
            if case .linkFocus? = PagerKeymap.action(in: s.settings.keymap.links, for: k, purpose: s.settings.purpose) { return true }
            return false
        default: return false
        }
    }

    /// The event itself.
    static func handle(_ s: inout PagerState, _ event: InputEvent, _ links: LinkIndexMap) -> [AppEffect] {
        if event.time > s.now { s.now = event.time }
        var effects: [AppEffect] = []
        switch event {
        case let .resize(newSize, _):
            let before = (s.size, s.viewport, s.features)
            resize(&s, to: newSize)
            effects = offerToAll(&s, event, links)
            // The size the page is drawn at already (the terminal's first report: the pager was
            // built at its size), and nothing moved: the page is not drawn again.
            if before == (s.size, s.viewport, s.features) {
                settle(&s, base: false)
                return effects
            }
        case let .mouse(m):
            effects = mouse(&s, m, links)
        case let .key(k):
            effects = key(&s, k, links)
        case .tick:
            if let pending = s.pendingPick, s.now >= pending.deadline {
                s.pendingPick = nil
                return [.quit(status: 0, output: pending.text)]
            }
            let before = (s.selection, s.viewport, s.links, s.features)
            animateScroll(&s)
            effects = offerToAll(&s, event, links)
            // A tick that moved nothing (most of them: the loupe animating) leaves the base frame as it is.
            settle(&s, base: before.0 != s.selection || before.1 != s.viewport || before.2 != s.links || before.3 != s.features)
            return effects
        case let .terminal(report, _):
            adopt(&s, report)
            let features = s.features
            effects = offerToAll(&s, event, links)
            if features != s.features { settle(&s, base: true) }
            return effects
        case let .copied(outcome, _):
            report(&s, outcome)
            effects = offerToAll(&s, event, links)
        case let .result(result, _):
            // The pager's own work's results, or a feature's from outside.
            if let out = takeResult(&s, result) {
                effects = out
            } else {
                let features = s.features
                effects = offerToAll(&s, event, links)
                guard features != s.features else { return effects }
            }
        }
        settle(&s, base: true)
        return effects
    }

    /// What a work the pager asked for produced (`PagerWork`): nil when it changed nothing (a
    /// result of work given up), else the effects.
    static func takeResult(_ s: inout PagerState, _ result: WorkResult) -> [AppEffect]? {
        switch result.value {
        case let found as PagerWork.Found:
            guard s.find.search?.work == result.work else { return nil }
            takeFound(&s, found, of: result.work)
            return []
        case is PagerWork.Extracting, is PagerWork.Extracted:
            guard s.copy?.work == result.work else { return nil }
            return takeExtraction(&s, result.value, of: result.work)
        case let answer as DetectorAnswer:
            return takeDetectorAnswer(&s, answer, of: result.work)
        case let arrived as PagerWork.Arrived:
            takeInArrivals(&s, from: arrived.firstChanged)
            return []
        case is PagerWork.Indexed:
            s.arrivals &+= 1
            if let awaited = s.find.revealWhenIndexed { reveal(&s, awaited) }
            return []
        case is PagerWork.ReadToEnd:
            guard let end = s.end, end.work == result.work else { return nil }
            s.end = nil
            switch end.then {
            case .showEnd:
                s.followEnd()
                return []
            case .selectAll:
                return selectionCommand(&s, .selectAll) ?? []
            case .caretEnd:
                moveCaret(&s, .documentEnd)
                return []
            }
        default:
            return nil
        }
    }

    /// The work the event asked for, as effects: cancels first, then each new work once (a
    /// search, a big copy's text, reading to the end), then a look at a growing input that has not
    /// ended (with every event but a work's result, as the input may have grown meanwhile), or
    /// for a lazy file, indexing further when the screen nears the lines found (`linesToIndex`).
    static func startWork(_ s: inout PagerState, after event: InputEvent) -> [AppEffect] {
        var out: [AppEffect] = s.workToCancel.map { .cancel($0) }
        s.workToCancel = []
        let document = s.document.document
        if let search = s.find.search, s.unstarted.contains(search.work) {
            out.append(.work(PagerWork.search(search.work, search.matcher, from: search.from, in: document)))
        }
        if let job = s.copy, s.unstarted.contains(job.work) {
            out.append(.work(PagerWork.extract(job.work, job.request, from: document)))
        }
        if let end = s.end, s.unstarted.contains(end.work), let incremental = document.incremental {
            out.append(.work(PagerWork.readToEnd(end.work, incremental)))
        }
        out += detectorWork(s)
        if let growing = document.growing {
            if case .result = event {} else if !growing.isComplete { out.append(.work(PagerWork.takeIn(s.newWork("take-in"), growing))) }
        } else if let through = s.linesToIndex, let incremental = document.incremental {
            out.append(.work(PagerWork.indexFurther(s.newWork("index"), incremental, through: through)))
        }
        s.unstarted.removeAll()
        return out
    }

    /// Changes zoom, tier, downward policy, word characters and the rest; keeps the selection.
    public static func configure(_ s: inout PagerState, _ new: PagerSettings) {
        let relayout = new.overflow != s.settings.overflow
        s.settings = new
        if relayout {
            resize(&s, to: s.size)
            s.rememberLayoutOnScreen()
        }
        settle(&s, base: true)
    }

    /// What the terminal said about itself: its background (the loupe's shadow and fades are
    /// shaded against it; on a light one the shadow is a light grey at most; until it answers,
    /// unless `COLORFGBG` said or the person settled it, the overlays are drawn in the terminal's
    /// own colours, and a background the person settled stays), the colours it
    /// can really show (the loupe's colours are reduced to them), and what it can draw (an
    /// automatic tier becomes what `AutomaticTier` makes of the answers so far).
    static func adopt(_ s: inout PagerState, _ report: TerminalReport) {
        var new = s.settings
        switch report {
        case .version, .sextantAdvance, .font:
            s.terminalAnswers.note(report)
            if let automatic = new.automaticTier { new.loupe.tier = automatic.tier(s.terminalAnswers) }
        case let .background(red, green, blue):
            new.adoptBackground(BackgroundShade(of: (red, green, blue)), canvas: .around(background: (red, green, blue)))
        case let .colorMode(mode):
            new.loupe.colorMode = mode
        case .pixelMouse, .wholeClusters, .focus:
            break
        }
        guard new != s.settings else { return }
        configure(&s, new)
    }

    /// After an event: the loupe follows; when the base may have changed, the selection's summary
    /// is brought up to date and the content revision goes up.
    static func settle(_ s: inout PagerState, base: Bool) {
        s.loupe = s.controller.reduce(s.loupe, s.loupeInput(), now: s.now)
        if s.isTakenOverGesture { s.loupe.settle() }
        guard base else { return }
        // The edit menu goes with its selection, and follows it when the keys change it.
        if s.menu?.kind == .edit {
            if s.selection.isEmpty {
                s.menu = nil
            } else if s.selection != s.summarized && !s.selection.isGestureActive {
                presentEditMenu(&s, fade: false)
            }
        }
        summarizeSelection(&s, changed: s.selection != s.summarized)
        s.summarized = s.selection
        s.contentRevision &+= 1
    }

    /// A mouse event: a picker's waiting double click first, then the features in turn.
    static func mouse(_ s: inout PagerState, _ m: MouseEvent, _ links: LinkIndexMap) -> [AppEffect] {
        if let pending = s.pendingPick {
            // A third click at the same cell goes on to the engine (it selects the line); anything
            // else that moves or presses ends the pick with the double click's word.
            let thirdClick = m.action == .press && m.button == .left && m.position == pending.position
            let stays = (m.action == .drag || m.action == .move || m.action == .release) && m.position == pending.position
            if thirdClick {
                s.pendingPick = nil
            } else if !stays {
                s.pendingPick = nil
                return [.quit(status: 0, output: pending.text)]
            }
        }
        s.pointer = m.position
        s.pointerSubCell = m.subCell
        return offer(&s, .mouse(m), links) ?? []
    }

    /// Offers a mouse event or a key to the features in their order until one takes it: its
    /// effects, or nil when none did.
    static func offer(_ s: inout PagerState, _ event: InputEvent, _ links: LinkIndexMap) -> [AppEffect]? {
        let screen = FeatureScreen(links)
        for feature in s.settings.features {
            if case let .taken(effects) = feature.box.reduce(event, pager: &s, screen: screen) { return effects }
        }
        return nil
    }

    /// Offers an event every feature sees (a tick, a resize, a terminal's report, a copy's
    /// outcome) to each in turn: all their effects, in order.
    static func offerToAll(_ s: inout PagerState, _ event: InputEvent, _ links: LinkIndexMap) -> [AppEffect] {
        let screen = FeatureScreen(links)
        var effects: [AppEffect] = []
        for feature in s.settings.features {
            if case let .taken(more) = feature.box.reduce(event, pager: &s, screen: screen) { effects += more }
        }
        return effects
    }

    /// What the selection feature does with a mouse event: the wheel scrolls (a drag in progress
    /// follows the text under the pointer); every other event goes to the selection engine.
    static func selectionMouse(_ s: inout PagerState, _ m: MouseEvent) -> [AppEffect] {
        if m.action == .press && (m.button == .wheelUp || m.button == .wheelDown) {
            s.scrollAnimation = nil
            if m.button == .wheelUp { s.following = false }
            scroll(&s, by: m.button == .wheelUp ? -s.settings.wheelStep : s.settings.wheelStep)
            if s.selection.isGestureActive {
                let drag = MouseEvent(.drag, .left, at: m.position, subCell: m.subCell, modifiers: m.modifiers, time: m.time)
                return apply(&s, s.engine.reduce(&s.selection, .mouse(drag), context: s.context))
            }
            return []
        }
        // A replay of the held press is no new gesture (`SelectionState.repeatsHeldPress`).
        if m.action == .press && m.button == .left && !s.selection.repeatsHeldPress(m) { s.gesture += 1 }
        return apply(&s, s.engine.reduce(&s.selection, .mouse(m), context: s.context))
    }

    /// Acts on the engine's effects: adopt scrolls, turn finished gestures into copies or a pick.
    static func apply(_ s: inout PagerState, _ effects: [SelectionEffect]) -> [AppEffect] {
        var out: [AppEffect] = []
        for effect in effects {
            switch effect {
            case .changed:
                s.message = nil
            case let .scroll(_, newViewport):
                s.viewport = newViewport
            case let .finishedLarge(span):
                // Its text is made off the interface's thread (`CopyJob`).
                switch s.settings.purpose {
                case .view:
                    if s.settings.menu.copyOnSelect { out += copyLater(&s, span, to: .copy) }
                    presentEditMenu(&s)
                case .pick:
                    out += copyLater(&s, span, to: .pick)
                }
            case let .finished(text):
                guard !text.isEmpty else { continue }
                switch s.settings.purpose {
                case .view:
                    if s.settings.menu.copyOnSelect { out += deliver(&s, text, to: .copy) }
                    presentEditMenu(&s)
                case .pick where s.settings.presentsEditMenu:
                    // Copy on select off (the tmux picker): the menu's Copy (or Enter) picks.
                    presentEditMenu(&s)
                case .pick where s.selection.mode == .word:
                    // A double click waits for a possible third (the line), as tmux waits before it copies.
                    s.pendingPick = PendingPick(text: text, deadline: s.now.adding(milliseconds: s.settings.selection.clickInterval),
                                                position: s.pointer ?? GridPoint(column: 0, row: 0))
                case .pick:
                    out.append(.quit(status: 0, output: text))
                }
            }
        }
        return out
    }

    /// A new screen size: the top line stays on top, unless the end of the document was in view
    /// below a scrolled top (a tmux pane opened at its end, a log read to its last line): then the
    /// end stays in view, as a terminal keeps its last rows when it grows or shrinks.
    static func resize(_ s: inout PagerState, to newSize: GridSize) {
        let document = s.document.document
        let known = document.incremental?.isComplete ?? true
        let atEnd = known && s.viewport.top > .zero && s.viewport.top >= s.viewport.maxTop(layout: s.layout, document: document)
        s.size = newSize
        let anchor = VisualRow(line: s.layout.clamp(s.viewport.top, in: document).line, row: 0)
        if s.layout.width != max(1, newSize.columns) || s.layout.overflow != s.settings.overflow {
            s.layout = DocumentLayout(width: max(1, newSize.columns), overflow: s.settings.overflow)
        }
        s.viewport = Viewport(top: anchor, height: PagerState.contentHeight(newSize, s.settings, findBar: s.find.isEditing), width: max(1, newSize.columns),
                              horizontalOffset: s.viewport.horizontalOffset)
        if atEnd || s.following { s.followEnd() }
    }

    /// A growing input's new lines, taken in by a work (`PagerWork.takeIn`): the layout forgets
    /// what it laid out from the first line that changed (the last line may have grown), and
    /// when following, the view moves to the new end (not during a selection gesture).
    static func takeInArrivals(_ s: inout PagerState, from first: Int) {
        s.layout.invalidate(fromLine: first)
        s.arrivals &+= 1
        if s.following && !s.selection.isGestureActive { s.followEnd() }
    }

    static func scroll(_ s: inout PagerState, by rows: Int) {
        s.viewport = s.viewport.scrolled(by: rows, layout: s.layout, document: s.document.document).viewport
    }

    /// Above this many lines a selection's summary counts lines, not characters.
    static let largeSelectionLines = 10_000

    /// How many logical lines a selection spans.
    static func spannedLines(_ selection: SelectionState) -> Int? {
        let lines = selection.range.map { ($0.lowerBound.line, $0.upperBound.line) }
            ?? selection.block.map { ($0.top.line, $0.bottom.line) }
        return lines.map { $0.1 - $0.0 + 1 }
    }

    static func summarizeSelection(_ s: inout PagerState, changed: Bool) {
        if s.selection.isEmpty {
            s.selectionSummary = nil
        } else if s.selection.isGestureActive {
            let count = spannedLines(s.selection) ?? 1
            s.selectionSummary = "selecting \(count) line\(count == 1 ? "" : "s")"
        } else if let lines = spannedLines(s.selection), lines > largeSelectionLines {
            // Counting the characters of a million lines would hold up the interface: count lines.
            s.selectionSummary = "selected \(lines) lines"
        } else if changed || s.selectionSummary?.hasPrefix("selecting") != false {
            let text = s.engine.selectedText(s.selection, context: s.context)
            let n = text.count
            s.selectionSummary = "selected \(n) char\(n == 1 ? "" : "s")"
            // The copy keeps bidi controls and invisible characters exactly (they are shown as
            // <U+202E>, <U+200B>): say they are in it.
            let named = ControlPictures.namedCounts(in: text)
            let kinds = [(named.bidi, "bidi control"), (named.invisible, "invisible character")]
                .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
            if !kinds.isEmpty { s.selectionSummary? += ", with " + kinds.joined(separator: " and ") }
        }
    }
}

extension PagerState {
    /// Lays out and remembers the lines on screen (call when the viewport, the size or the
    /// lines changed), so the view's and the next events' queries about them find them laid out.
    mutating func rememberLayoutOnScreen() {
        layout.remember(rows: viewport.height, from: viewport.top, in: document.document)
    }

    /// Scrolls to the end of what is known now, without reading on (follow mode).
    mutating func followEnd() {
        viewport.top = viewport.maxTop(layout: layout, document: document.document)
    }

    /// Scrolls to the end: at once when every line is known; a lazy document is first read to
    /// its end by a work (`PagerWork.readToEnd`), and the view goes to the end when it is done.
    mutating func scrollToEnd() {
        if let incremental = document.document.incremental, !incremental.isComplete {
            end = EndRequest(work: newWork("read-to-end"), then: .showEnd)
        } else {
            followEnd()
        }
    }

    /// How far a lazy file's lines must be indexed before the next event, when further than
    /// now: a margin ahead of the screen (more than any one scroll moves, so a scroll never stops
    /// at the lines known), and a match to be shown. Indexing goes a margin further still, so a
    /// reader scrolling on asks for it once every few hundred lines. Nil: the lines known do.
    var linesToIndex: Int? {
        let doc = document.document
        guard let incremental = doc.incremental, doc.growing == nil, !incremental.isComplete, end == nil else { return nil }
        let margin = Self.indexMargin(height: viewport.height)
        let needed = max(viewport.top.line + viewport.height + margin, find.revealWhenIndexed.map { $0.line + 1 } ?? 0)
        return needed >= incremental.lineCount ? needed + margin : nil
    }

    /// The lines a lazy file keeps indexed ahead of a screen `height` rows high (`linesToIndex`).
    static func indexMargin(height: Int) -> Int { max(256, 4 * height) }

    /// How many lines a lazy file should have indexed when a pager opens on it on a screen of
    /// `rows` rows: as far as the first screen would ask for (`linesToIndex`), so it asks for
    /// nothing, and the first frame, drawn once, shows the line count the next ones show.
    public static func linesIndexedAtOpening(rows: Int) -> Int {
        rows + 2 * indexMargin(height: max(1, rows))
    }

    /// Names a new work of the pager (numbered by kind in the order asked, so a replay asks for the
    /// same); it is handed out as an effect at the end of the event.
    mutating func newWork(_ kind: String) -> WorkID {
        let number = workCounts[kind, default: 0] + 1
        workCounts[kind] = number
        let id = WorkID(kind, number)
        unstarted.insert(id)
        return id
    }
}
