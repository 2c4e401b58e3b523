import LoupeCore
import LoupeRuntime

/// Find: the bar's keys, the search it asks for, stepping through matches, and scrolling to
/// the current one with a row of padding (`Viewport.topRevealing`), animated when it is near.
extension PagerReducer {
    /// Opens the find bar (`/` forward, `?` backward); each query searches from the top line.
    static func openFind(_ s: inout PagerState, _ direction: FindState.Direction) {
        s.find.isEditing = true
        s.find.direction = direction
        s.find.query.text = ""
        s.find.error = nil
        s.find.notice = nil
        s.find.originLine = s.layout.clamp(s.viewport.top, in: s.document.document).line
        relayoutFindBar(&s)
    }

    /// A key while the bar is open: the keymap's `find` rows; a character without ctrl or alt
    /// that no row takes is typed into the query.
    static func findBarKey(_ s: inout PagerState, _ k: KeyEvent) -> [AppEffect] {
        if let action = PagerKeymap.action(in: s.settings.keymap.find, for: k, purpose: s.settings.purpose) {
            return perform(&s, action)
        }
        if case let .character(c) = k.key, !k.modifiers.contains(.ctrl), !k.modifiers.contains(.alt) {
            s.find.query.text.append(c)
            requery(&s)
        }
        return []
    }

    /// What a find-bar row does: submit, delete, the options.
    static func findBar(_ s: inout PagerState, _ command: FindBarAction) {
        switch command {
        case .submit, .submitPrevious:
            s.find.isEditing = false
            relayoutFindBar(&s)
            if command == .submitPrevious { step(&s, .previous) }
        case .deleteBackward:
            guard !s.find.query.text.isEmpty else { return closeFind(&s, clear: true) }
            s.find.query.text.removeLast()
            requery(&s)
        case .clearQuery:
            s.find.query.text = ""
            requery(&s)
        case .cycleCase:
            s.find.query.options.caseMode = s.find.query.options.caseMode.next
            requery(&s)
        case .toggleWholeWord:
            s.find.query.options.wholeWord.toggle()
            requery(&s)
        case .toggleRegularExpression:
            s.find.query.options.regularExpression.toggle()
            requery(&s)
        }
    }

    /// Closes the bar; with `clear`, the decorations and the search go too.
    static func closeFind(_ s: inout PagerState, clear: Bool) {
        s.find.isEditing = false
        if clear {
            forgetSearch(&s)
            s.find = FindState(query: s.find.query, direction: s.find.direction)
        }
        relayoutFindBar(&s)
    }

    /// The page is one row shorter while the bar is open, so the bar covers no text.
    static func relayoutFindBar(_ s: inout PagerState) {
        s.viewport.height = PagerState.contentHeight(s.size, s.settings, findBar: s.find.isEditing)
    }

    /// Gives up the search asked for: one whose work was started is cancelled.
    static func forgetSearch(_ s: inout PagerState) {
        if let search = s.find.search, !s.unstarted.contains(search.work) { s.workToCancel.append(search.work) }
        s.find.search = nil
        s.find.results = nil
    }

    /// The query changed: ask for a new search from the line the bar opened at (its work is
    /// returned with the event's effects, see `startWork`).
    static func requery(_ s: inout PagerState) {
        forgetSearch(&s)
        s.find.current = nil
        s.find.ordinal = nil
        s.find.total = 0
        s.find.isComplete = false
        s.find.progress = 0
        s.find.notice = nil
        s.find.error = nil
        switch s.find.query.compile() {
        case let .success(matcher):
            s.find.isActive = true
            s.find.search = FindState.Search(work: s.newWork("find"), matcher: matcher, from: s.find.originLine)
            s.find.results = FindResults(start: s.find.originLine)
            s.find.pending = .first
            s.find.stepsAhead = 0
        case let .failure(error):
            s.find.isActive = false
            s.find.pending = nil
            s.find.stepsAhead = 0
            s.find.error = error == .empty ? nil : error.message
        }
    }

    /// Searches again for the last query (`n` after Esc), from the top line.
    static func research(_ s: inout PagerState) -> Bool {
        guard !s.find.query.text.isEmpty else { return false }
        s.find.originLine = s.layout.clamp(s.viewport.top, in: s.document.document).line
        requery(&s)
        return s.find.isActive
    }

    /// `n` (`.next`) and `N` (`.previous`), in the direction the search was started in.
    static func step(_ s: inout PagerState, _ jump: FindState.Jump) {
        if s.find.search == nil {
            guard research(&s) else { return }
            return
        }
        if s.find.pending == nil, s.find.current != nil {
            s.find.pending = jump
        } else {
            // Typed ahead of the results (the first match, or the last step, not found yet):
            // counted, and made in order once the results answer them.
            if s.find.pending == nil { s.find.pending = .first }
            s.find.stepsAhead += jump == .next ? 1 : -1
        }
        resolvePending(&s)
    }

    /// `*`: searches for the selection (one line of it) or the word under the pointer.
    static func findWordOrSelection(_ s: inout PagerState) {
        var text = s.selectionText.map { String($0.prefix { $0 != "\n" }) } ?? ""
        if text.isEmpty, let pointer = s.pointer {
            let visual = s.viewport.visualRow(atScreenRow: pointer.row, layout: s.layout, document: s.document.document).row
            let cells = s.document.document.line(visual.line)
            let span = s.layout.cellRange(of: visual, in: s.document.document)
            let shift = s.settings.overflow == .clip ? s.viewport.horizontalOffset : 0
            let offset = span.lowerBound + pointer.column + shift
            if offset < cells.count {
                let word = s.settings.selection.words.wordRange(containing: offset, in: cells)
                text = SelectionText.text(of: TextPosition(line: visual.line, offset: word.lowerBound)..<TextPosition(line: visual.line, offset: word.upperBound),
                                          in: s.document.document, trim: false)
            }
        }
        guard text.contains(where: { !$0.isWhitespace }) else { return }
        s.find.query = FindQuery(text, options: FindOptions(caseMode: .sensitive))
        s.find.direction = .forward
        s.find.originLine = s.layout.clamp(s.viewport.top, in: s.document.document).line
        requery(&s)
    }

    /// Takes in a chunk the search found (a result of its work; results of a search given up are
    /// ignored), and makes a waiting step.
    static func takeFound(_ s: inout PagerState, _ found: PagerWork.Found, of work: WorkID) {
        guard s.find.search?.work == work, s.find.results != nil else { return }
        s.find.results?.add(found.chunk)
        guard let results = s.find.results else { return }
        (s.find.total, s.find.isComplete, s.find.progress) = (results.total, results.isComplete, results.progress)
        resolvePending(&s)
        if let current = s.find.current { s.find.ordinal = s.find.results?.ordinal(of: current) }
    }

    /// Makes the waiting step, and the steps typed ahead of it, as far as the results answer
    /// them; shows the match it ends on.
    static func resolvePending(_ s: inout PagerState) {
        guard let results = s.find.results else { return }
        let forward = s.find.direction == .forward
        let origin = s.find.originLine
        var landed: MatchPosition?
        steps: while let jump = s.find.pending {
            let answer: FindStep
            switch jump {
            case .first:
                answer = forward ? results.next(after: MatchPosition(line: origin, index: -1))
                    : results.previous(before: MatchPosition(line: origin, index: 0))
            case .next, .previous:
                guard let current = s.find.current else { break steps }
                answer = (jump == .next) == forward ? results.next(after: current) : results.previous(before: current)
            }
            switch answer {
            case .pending:
                break steps
            case .none:
                s.find.pending = nil
                s.find.stepsAhead = 0
                s.find.notice = "no matches"
            case let .match(position, wrapped):
                s.find.current = position
                s.find.ordinal = results.ordinal(of: position)
                let forwardStep = (jump == .previous) != forward
                s.find.notice = wrapped ? (forwardStep ? "wrapped to the top" : "wrapped to the bottom") : nil
                landed = position
                let ahead = s.find.stepsAhead
                s.find.pending = ahead > 0 ? .next : ahead < 0 ? .previous : nil
                s.find.stepsAhead -= ahead.signum()
            }
        }
        if let landed { reveal(&s, landed) }
    }

    /// The cells of a match, found again from its line.
    static func cells(of position: MatchPosition, _ s: PagerState) -> Range<Int>? {
        guard let matcher = s.find.matcher else { return nil }
        let matches = matcher.matches(in: s.document.document.line(position.line))
        return position.index < matches.count ? matches[position.index] : nil
    }

    /// Scrolls so the match shows with a row of padding: the least move, animated over 100 ms
    /// when it is within a screen; farther, the match is centred at once.
    static func reveal(_ s: inout PagerState, _ position: MatchPosition) {
        let document = s.document.document
        s.find.revealWhenIndexed = nil
        // Never under a drag: the text must stay where the pointer holds it.
        guard !s.selection.isGestureActive else { return }
        // A match past the lines indexed so far: shown when the index has grown to it.
        if position.line >= document.lineCount, let incremental = document.incremental, !incremental.isComplete {
            s.find.revealWhenIndexed = position
            return
        }
        guard let cells = cells(of: position, s) else { return }
        let first = s.layout.visualRow(of: TextPosition(line: position.line, offset: cells.lowerBound), in: document)
        let last = s.layout.visualRow(of: TextPosition(line: position.line, offset: max(cells.lowerBound, cells.upperBound - 1)), in: document)
        if s.settings.overflow == .clip, let offset = s.viewport.offsetRevealing(columns: cells, padding: 1) {
            s.viewport.horizontalOffset = offset
        }
        scrollToShow(&s, first, through: last)
    }

    /// Scrolls so rows `first...last` show with a row of padding (see `reveal`; `roundsUp`: see
    /// `ScrollAnimation.roundsUp`).
    static func scrollToShow(_ s: inout PagerState, _ first: VisualRow, through last: VisualRow, roundsUp: Bool = false) {
        guard let target = s.viewport.topRevealing(first, through: last, padding: 1, layout: s.layout, document: s.document.document) else { return }
        scroll(&s, toTop: target, centring: first, roundsUp: roundsUp)
    }

    /// Scrolls the view's top to `target` by the seed's rule: from where the view is, over 100 ms,
    /// linearly (replacing a scroll in flight) when it is within a screen; farther, `first` is
    /// centred at once.
    static func scroll(_ s: inout PagerState, toTop target: VisualRow, centring first: VisualRow, roundsUp: Bool = false) {
        let document = s.document.document
        let top = s.layout.clamp(s.viewport.top, in: document)
        if let rows = s.layout.distance(from: top, to: target, limit: s.viewport.height, in: document) {
            s.scrollAnimation = ScrollAnimation(from: top, rows: rows, start: s.now, roundsUp: roundsUp)
        } else {
            var centred = s.viewport
            centred.top = s.layout.move(first, by: -(s.viewport.height - 1) / 2, in: document).row
            let highest = centred.maxTop(layout: s.layout, document: document)
            if centred.top > highest { centred.top = max(highest, .zero) }
            s.viewport.top = centred.top
            s.scrollAnimation = nil
        }
    }

    /// A frame of the scroll animation.
    static func animateScroll(_ s: inout PagerState) {
        guard let animation = s.scrollAnimation else { return }
        s.viewport.top = s.layout.move(animation.from, by: animation.moved(at: s.now), in: s.document.document).row
        if animation.isFinished(at: s.now) { s.scrollAnimation = nil }
    }
}
