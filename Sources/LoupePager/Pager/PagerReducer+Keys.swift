import LoupeCore
import LoupeRuntime

extension PagerReducer {
    /// Keys: the features in their order (a big copy's clear key, the find bar's table while
    /// it is open, a preview's, a menu's, caret mode's while it is on, the links', then selection:
    /// the keymap's `first` and `selection` tables), then the keymap's `rows`.
    static func key(_ s: inout PagerState, _ k: KeyEvent, _ links: LinkIndexMap) -> [AppEffect] {
        if let out = endTakenOverGesture(&s, k) { return out }
        if let out = offer(&s, .key(k), links) { return out }
        return keymapRows(&s, k)
    }

    /// A key while a drag the program took over is still held (`takenOverPresses`: its release
    /// may have been lost) ends that gesture where the pointer was last seen, as its
    /// release would have: the selection is taken (or the edit menu shows). A key that closes the
    /// program (Esc, q, ctrl+c in a picker) goes on and closes it; nil then, and for every key
    /// at any other time.
    static func endTakenOverGesture(_ s: inout PagerState, _ k: KeyEvent) -> [AppEffect]? {
        guard s.isTakenOverGesture, s.selection.isGestureActive, let pointer = s.selection.pointer else { return nil }
        let keymap = s.settings.keymap, purpose = s.settings.purpose
        let action = PagerKeymap.action(in: keymap.first, for: k, purpose: purpose) ?? PagerKeymap.action(in: keymap.rows, for: k, purpose: purpose)
        if action == .quit || action == .interrupt { return nil }
        s.pointer = pointer.point
        return selectionMouse(&s, MouseEvent(.release, .left, at: pointer.point, subCell: pointer.subCell, time: k.time))
    }

    /// What the selection feature does with a key: the keymap's `first` rows (interrupt,
    /// suspend, the picker's Esc), then its `selection` rows (Esc clears, ctrl+a selects all,
    /// shift+arrows extend); nil when neither acted on it.
    static func selectionKey(_ s: inout PagerState, _ k: KeyEvent) -> [AppEffect]? {
        let keymap = s.settings.keymap
        s.scrollAnimation = nil
        if let action = PagerKeymap.action(in: keymap.first, for: k, purpose: s.settings.purpose) {
            return perform(&s, action)
        }
        guard let selectionAction = PagerKeymap.action(in: keymap.selection, for: k, purpose: s.settings.purpose) else { return nil }
        guard case let .selection(command) = selectionAction else { return perform(&s, selectionAction) }
        // Select all means the whole document: a lazy one is read to its end first (as for G), and
        // the selection is made when it has been (`EndRequest`).
        if command == .selectAll, let incremental = s.document.document.incremental, !incremental.isComplete {
            s.end = EndRequest(work: s.newWork("read-to-end"), then: .selectAll)
            return []
        }
        return selectionCommand(&s, command)
    }

    /// A command for the selection engine; nil when it had nothing to do (the key goes on).
    static func selectionCommand(_ s: inout PagerState, _ command: SelectionCommand) -> [AppEffect]? {
        let engineEffects = s.engine.perform(command, &s.selection, context: s.context)
        guard !engineEffects.isEmpty else { return nil }
        // The caret kept in view by shift+arrows scrolls as find does: short moves over 100 ms.
        let from = s.layout.clamp(s.viewport.top, in: s.document.document)
        var out = apply(&s, engineEffects)
        if command == .selectAll {
            out += closeMenu(&s)
            presentEditMenu(&s)
        }
        for case let .scroll(rows, _) in engineEffects where rows != 0 {
            s.scrollAnimation = ScrollAnimation(from: from, rows: rows, start: s.now)
            s.viewport.top = from
        }
        return out
    }

    /// A key for the keymap's other rows.
    static func keymapRows(_ s: inout PagerState, _ k: KeyEvent) -> [AppEffect] {
        guard let action = PagerKeymap.action(in: s.settings.keymap.rows, for: k, purpose: s.settings.purpose) else { return [] }
        return perform(&s, action)
    }

    /// Carries out a key binding's action.
    static func perform(_ s: inout PagerState, _ action: PagerAction) -> [AppEffect] {
        let page = max(1, s.viewport.height - 1)
        s.following = action == .follow
        switch action {
        case .quit: return [.quit(status: s.settings.purpose == .pick ? 130 : 0, output: nil)]
        case .interrupt: return [.quit(status: 130, output: nil)]
        case .suspend: return s.settings.suspendable ? [.suspend] : []
        case let .scrollLines(n): scroll(&s, by: n)
        case let .scrollPages(n): scroll(&s, by: page * n)
        case let .scrollHalfPages(n): scroll(&s, by: page / 2 * n)
        case .top: s.viewport.top = .zero
        case .end: s.scrollToEnd()
        case let .find(direction): openFind(&s, direction)
        case .findNext: step(&s, .next)
        case .findPrevious: step(&s, .previous)
        case .findWordOrSelection: findWordOrSelection(&s)
        case .clearFind: closeFind(&s, clear: true)
        case .follow: s.scrollToEnd()
        case let .menuMove(_, n): moveHighlight(&s, by: n)
        case .menuRun: return s.menu?.highlighted.map { runMenuItem(&s, $0) } ?? []
        case .menuClose: return closeMenu(&s)
        case .linkFocus, .linkPreview, .linkDismiss, .linkAction: break
        case let .selection(command): return selectionCommand(&s, command) ?? []
        case let .findBar(command): findBar(&s, command)
        case .caretMode: enterCaret(&s)
        case let .caret(action): return caretAction(&s, action)
        case let .scrollColumns(n):
            guard s.settings.overflow == .clip else { break }
            s.viewport.horizontalOffset = max(0, s.viewport.horizontalOffset + n * s.settings.horizontalStep)
        }
        return []
    }
}
