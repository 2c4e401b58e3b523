import LoupeCore
import LoupeRuntime

extension PagerReducer {
    /// Keys: the keymap's first rows (interrupt, suspend, the picker's Esc), then the selection
    /// engine (Esc clears, shift+arrows extend, ctrl+a selects all), then the keymap's other rows.
    static func key(_ s: inout PagerState, _ k: KeyEvent, _ links: LinkIndexMap) -> [AppEffect] {
        let keymap = s.settings.keymap
        // While a big copy is being made, Esc stops it (the status bar says so).
        if s.copy != nil && s.settings.selection.clearKey.matches(k) {
            cancelCopy(&s)
            return []
        }
        if s.find.isEditing { return findBarKey(&s, k) }
        if let out = menuKey(&s, k) { return out }
        if let out = linkKey(&s, k, links) { return out }
        s.scrollAnimation = nil
        if let action = PagerKeymap.action(in: keymap.first, for: k, purpose: s.settings.purpose) {
            return perform(&s, action)
        }
        // Select all means the whole document: a lazy one is read to its end first (as for G), and
        // the selection is made when it has been (`EndRequest`).
        if s.settings.selection.selectAllKey.matches(k), let incremental = s.document.document.incremental, !incremental.isComplete {
            s.end = EndRequest(work: s.newWork("read-to-end"), then: .selectAll(k))
            return []
        }
        return engineKey(&s, k) ?? keymapRows(&s, k)
    }

    /// A key for the selection engine (select all among them): its effects, or nil when the
    /// engine did nothing with it.
    static func engineKey(_ s: inout PagerState, _ k: KeyEvent) -> [AppEffect]? {
        let engineEffects = s.engine.reduce(&s.selection, .key(k), context: s.context)
        if !engineEffects.isEmpty {
            // The caret kept in view by shift+arrows scrolls as find does: short moves over 100 ms.
            let from = s.layout.clamp(s.viewport.top, in: s.document.document)
            var out = apply(&s, engineEffects)
            if s.settings.selection.selectAllKey.matches(k) {
                out += closeMenu(&s)
                presentEditMenu(&s)
            }
            for case let .scroll(rows, _) in engineEffects where rows != 0 {
                s.scrollAnimation = ScrollAnimation(from: from, rows: rows, start: s.now)
                s.viewport.top = from
            }
            return out
        }
        return nil
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
        case let .scrollColumns(n):
            guard s.settings.overflow == .clip else { break }
            s.viewport.horizontalOffset = max(0, s.viewport.horizontalOffset + n * s.settings.horizontalStep)
        }
        return []
    }
}
