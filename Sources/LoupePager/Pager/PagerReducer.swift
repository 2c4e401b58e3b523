import LoupeCore
import LoupeRuntime

/// The pager's reducer: `(state, event) -> (state, effects)`, pure. Time comes with the event;
/// nothing is drawn here (that is `PagerView`'s), nothing is read from outside.
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
    /// event was meant for); returns what the outside world must do.
    public static func reduce(_ s: inout PagerState, _ event: InputEvent, links: LinkIndexMap) -> [AppEffect] {
        reduce(&s, event, links: LazyLinkMap(links))
    }

    /// Applies one event, with the links on screen painted only if the event needs them.
    static func reduce(_ s: inout PagerState, _ event: InputEvent, links: LazyLinkMap) -> [AppEffect] {
        let shown = (s.viewport, s.size)
        defer { if shown != (s.viewport, s.size) { forgetLinks(&s) } }
        if event.time > s.now { s.now = event.time }
        // A growing input is looked at with every event (and on ticks while it may grow).
        let grew = takeInArrivals(&s)
        var effects: [AppEffect] = []
        switch event {
        case let .resize(newSize, _):
            resize(&s, to: newSize)
            effects = offerToAll(&s, event, links)
        case let .mouse(m):
            effects = mouse(&s, m, links)
        case let .key(k):
            effects = key(&s, k, links)
        case .tick:
            if let pending = s.pendingPick, s.now >= pending.deadline {
                s.pendingPick = nil
                return [.quit(status: 0, output: pending.text)]
            }
            let before = (s.selection, s.viewport, s.find, s.copy, s.links, s.features)
            animateScroll(&s)
            effects = offerToAll(&s, event, links)
            // A tick that moved nothing (most of them: the loupe animating) leaves the base frame as it is.
            settle(&s, base: grew || before.0 != s.selection || before.1 != s.viewport || before.2 != s.find || before.3 != s.copy
                || before.4 != s.links || before.5 != s.features)
            return effects
        case let .terminal(report, _):
            adopt(&s, report)
            let features = s.features
            effects = offerToAll(&s, event, links)
            if grew || features != s.features { settle(&s, base: true) }
            return effects
        case let .copied(outcome, _):
            report(&s, outcome)
            effects = offerToAll(&s, event, links)
        }
        settle(&s, base: true)
        return effects
    }

    /// Changes zoom, tier, downward policy, word characters and the rest; keeps the selection.
    public static func configure(_ s: inout PagerState, _ new: PagerSettings) {
        let relayout = new.overflow != s.settings.overflow
        s.settings = new
        if relayout { resize(&s, to: s.size) }
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
    static func mouse(_ s: inout PagerState, _ m: MouseEvent, _ links: LazyLinkMap) -> [AppEffect] {
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
    static func offer(_ s: inout PagerState, _ event: InputEvent, _ links: LazyLinkMap) -> [AppEffect]? {
        let screen = FeatureScreen(links)
        for feature in s.settings.features {
            if case let .taken(effects) = feature.box.reduce(event, pager: &s, screen: screen) { return effects }
        }
        return nil
    }

    /// Offers an event every feature sees (a tick, a resize, a terminal's report, a copy's
    /// outcome) to each in turn: all their effects, in order.
    static func offerToAll(_ s: inout PagerState, _ event: InputEvent, _ links: LazyLinkMap) -> [AppEffect] {
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
        if m.action == .press && m.button == .left { s.gesture += 1 }
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
        s.layout = DocumentLayout(width: max(1, newSize.columns), overflow: s.settings.overflow)
        s.viewport = Viewport(top: anchor, height: PagerState.contentHeight(newSize, s.settings, findBar: s.find.isEditing), width: max(1, newSize.columns),
                              horizontalOffset: s.viewport.horizontalOffset)
        if atEnd || s.following { s.followEnd() }
    }

    /// A growing input's new lines: the layout forgets what it laid out (the last line may have
    /// grown), and when following, the view moves to the new end (not during a selection gesture).
    /// Returns whether anything changed.
    static func takeInArrivals(_ s: inout PagerState) -> Bool {
        guard let growing = s.document.document.growing, let first = growing.refresh() else { return false }
        s.layout.invalidate(fromLine: first)
        s.arrivals &+= 1
        if s.following && !s.selection.isGestureActive { s.followEnd() }
        return true
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
    /// Scrolls to the end of what is known now, without reading on (follow mode).
    mutating func followEnd() {
        viewport.top = viewport.maxTop(layout: layout, document: document.document)
    }

    /// Scrolls to the end, reading a lazy document to its end first.
    mutating func scrollToEnd() {
        document.document.incremental?.loadAll()
        viewport.top = viewport.maxTop(layout: layout, document: document.document)
    }
}
