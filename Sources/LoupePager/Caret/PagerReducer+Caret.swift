import LoupeCore
import LoupeRuntime

/// Caret mode: a caret moved by vi's keys, the selection it makes (`v`, `V`, ctrl+v), taken as
/// a mouse selection is (`y`, Enter), and the view kept on it by the seed's rule (the caret's row
/// with a row of padding, scrolled over 100 ms from where the view is: `scrollToShow`, find's).
extension PagerReducer {
    /// A key while caret mode is on: caret mode's table (`PagerKeymap.caret`); nil when it binds
    /// none (the key goes on).
    static func caretKey(_ s: inout PagerState, _ k: KeyEvent) -> [AppEffect]? {
        guard s.caret != nil, let action = PagerKeymap.action(in: s.settings.keymap.caret, for: k, purpose: s.settings.purpose) else { return nil }
        return perform(&s, action)
    }

    /// A click in caret mode: the caret goes on the character under `point` (on the last one of
    /// a line clicked past its end), in character mode, with no selection of its own.
    static func placeCaret(_ s: inout PagerState, at point: GridPoint) {
        guard s.caret != nil, point.row >= 0, point.row < s.viewport.height else { return }
        let position = CaretMotion.clamp(s.context.position(atScreen: point), in: s.document.document)
        s.caret?.place = CaretPlace(position)
        s.caret?.anchor = nil
        s.caret?.mode = .character
    }

    /// `c`, F7: caret mode starts with the caret at the end of the selection (which it goes on
    /// making), else at the current match, else on the first character of the top row.
    static func enterCaret(_ s: inout PagerState) {
        guard s.caret == nil else { return }
        var caret = CaretState(startPosition(s))
        takeOver(s.selection, into: &caret, s)
        s.caret = caret
        revealCaret(&s)
    }

    /// Where the caret starts without a selection: the current match, else the top row's first
    /// character (the first one shown, on clipped lines scrolled sideways).
    static func startPosition(_ s: PagerState) -> TextPosition {
        let document = s.document.document
        if let match = s.find.current, let cells = cells(of: match, s) {
            return CaretMotion.clamp(TextPosition(line: match.line, offset: cells.lowerBound), in: document)
        }
        let top = s.layout.clamp(s.viewport.top, in: document)
        let shift = s.settings.overflow == .clip ? s.viewport.horizontalOffset : 0
        return CaretMotion.clamp(TextPosition(line: top.line, offset: s.layout.cellRange(of: top, in: document).lowerBound + shift), in: document)
    }

    /// The caret takes a selection over (made by the mouse, ctrl+a, or before caret mode): it goes
    /// to the selection's moving end, on its last character, and the other end is its anchor.
    static func takeOver(_ selection: SelectionState, into caret: inout CaretState, _ s: PagerState) {
        let document = s.document.document, layout = s.layout
        caret.made = selection
        caret.anchor = nil
        if let block = selection.block, let a = selection.blockAnchor, let h = selection.blockHead {
            let corner = { (c: BlockCorner) -> TextPosition in
                let start = layout.cellRange(of: c.row, in: document).lowerBound
                return CaretMotion.clamp(TextPosition(line: c.row.line, offset: start + max(block.columns.lowerBound, c.columns.lowerBound)), in: document)
            }
            (caret.anchor, caret.mode, caret.place) = (corner(a), .block, CaretPlace(corner(h)))
        } else if let range = selection.range {
            let first = CaretMotion.clamp(range.lowerBound, in: document)
            let last = lastCharacter(before: range.upperBound, in: document)
            let backward = selection.direction.side == .before
            caret.anchor = backward ? last : first
            caret.place = CaretPlace(backward ? first : last)
            caret.mode = selection.mode == .line ? .line : .character
        }
    }

    /// The caret place on the last character before `end` (the previous line's last one at a line's start).
    static func lastCharacter(before end: TextPosition, in document: any TextDocument) -> TextPosition {
        guard end.offset == 0, end.line > 0 else {
            return CaretMotion.clamp(TextPosition(line: end.line, offset: CellClusters.previous(before: end.offset, in: document.line(end.line))), in: document)
        }
        return TextPosition(line: end.line - 1, offset: CaretMotion.lastOffset(document.line(end.line - 1)))
    }

    /// What a key of caret mode's table does.
    static func caretAction(_ s: inout PagerState, _ action: CaretAction) -> [AppEffect] {
        guard var caret = s.caret else { return [] }
        if s.selection != caret.made { takeOver(s.selection, into: &caret, s) }
        s.caret = caret
        switch action {
        case let .move(move):
            moveCaret(&s, move)
        case let .extend(move):
            if caret.anchor == nil { startSelection(&s, .character) }
            moveCaret(&s, move)
        case let .select(mode):
            if caret.anchor == nil {
                startSelection(&s, mode)
            } else if caret.mode == mode {
                clearCaretSelection(&s)
            } else {
                s.caret?.mode = mode
                reselect(&s)
            }
        case .swapEnds:
            guard let anchor = caret.anchor else { break }
            s.caret?.anchor = caret.position
            s.caret?.place = CaretPlace(anchor)
            reselect(&s)
            revealCaret(&s)
        case .take:
            return takeCaretSelection(&s)
        case .escape:
            if s.selection.isEmpty { s.caret = nil } else { clearCaretSelection(&s) }
        case .leave:
            s.caret = nil
        }
        return []
    }

    /// Moves the caret (the selection it makes follows) and keeps it in view: a page move scrolls
    /// the view by as many rows as the caret moved, other moves the least that shows it with padding.
    static func moveCaret(_ s: inout PagerState, _ move: CaretMove) {
        guard let caret = s.caret else { return }
        if case .documentEnd = move, let incremental = s.document.document.incremental, !incremental.isComplete {
            // The last line is known once the document is read to its end (`EndRequest.caretEnd`).
            s.end = EndRequest(work: s.newWork("read-to-end"), then: .caretEnd)
            return
        }
        let place = CaretMotion(words: s.settings.selection.words).place(after: move, from: caret.place, context: s.context)
        s.caret?.place = place
        reselect(&s)
        if let rows = move.pageRows(height: s.viewport.height) {
            revealCaret(&s, paging: rows)
        } else {
            revealCaret(&s)
        }
    }

    /// Starts a selection at the caret.
    static func startSelection(_ s: inout PagerState, _ mode: SelectionMode) {
        let position = s.caret?.position
        s.caret?.anchor = position
        s.caret?.mode = mode
        reselect(&s)
    }

    /// The caret stops making a selection; the selection goes.
    static func clearCaretSelection(_ s: inout PagerState) {
        _ = s.engine.perform(.clear, &s.selection, context: s.context)
        s.caret?.anchor = nil
        s.caret?.made = s.selection
    }

    /// The selection from the anchor through the caret, made again after the caret moved.
    static func reselect(_ s: inout PagerState) {
        guard let caret = s.caret, let anchor = caret.anchor else { return }
        s.selection.select(from: anchor, to: caret.position, mode: caret.mode, context: s.context)
        s.caret?.made = s.selection
        s.message = nil
    }

    /// `y`, Enter: the selection is taken as the mouse's is when it is let go: copied (view, and
    /// the selection goes, as in vi), printed as the pick (pick; `loupe tmux` copies it and closes).
    static func takeCaretSelection(_ s: inout PagerState) -> [AppEffect] {
        guard !s.selection.isEmpty else { return [] }
        let picking = s.settings.purpose == .pick
        let out = copySelection(&s, to: picking ? .pick : .copy)
        if !picking { clearCaretSelection(&s) }
        return out
    }

    /// Keeps the caret in view by the seed's rule: its row with a row of padding (find's
    /// `scrollToShow`, or after a page move the view moved by `paging` rows first), and on
    /// clipped lines its columns with a column of padding (`ColumnScroll`). A running scroll is
    /// replaced from where the view is. Each frame shows the row the scroll heads into
    /// (`ScrollAnimation.roundsUp`), so a held key's caret stays on screen.
    static func revealCaret(_ s: inout PagerState, paging: Int = 0) {
        guard let caret = s.caret else { return }
        let document = s.document.document
        let row = s.layout.visualRow(of: caret.position, in: document)
        s.scrollAnimation = nil
        if paging != 0 {
            var view = s.viewport.scrolled(by: paging, layout: s.layout, document: document).viewport
            if let shown = view.topRevealing(row, through: row, padding: 1, layout: s.layout, document: document) { view.top = shown }
            if view.top != s.layout.clamp(s.viewport.top, in: document) { scroll(&s, toTop: view.top, centring: row, roundsUp: true) }
        } else {
            scrollToShow(&s, row, through: row, roundsUp: true)
        }
        revealCaretColumns(&s)
    }

    /// On clipped lines, the caret's columns with a column of padding: over 100 ms from where
    /// the view is, or at once when farther than a screen.
    static func revealCaretColumns(_ s: inout PagerState) {
        guard s.settings.overflow == .clip, let caret = s.caret else { return }
        s.caret?.columnScroll = nil
        let cells = CaretMotion.cells(at: caret.position, in: s.document.document)
        guard let target = s.viewport.offsetRevealing(columns: cells, padding: 1) else { return }
        let from = s.viewport.horizontalOffset
        if abs(target - from) > s.viewport.width {
            s.viewport.horizontalOffset = target
        } else {
            s.caret?.columnScroll = ColumnScroll(from: from, columns: target - from, start: s.now)
        }
    }

    /// A frame of caret mode's sideways scroll.
    static func animateCaretColumns(_ s: inout PagerState) {
        guard let scroll = s.caret?.columnScroll else { return }
        s.viewport.horizontalOffset = max(0, scroll.offset(at: s.now))
        if scroll.isFinished(at: s.now) { s.caret?.columnScroll = nil }
    }
}
