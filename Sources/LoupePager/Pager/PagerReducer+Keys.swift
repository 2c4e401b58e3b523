import LoupeCore
import LoupeRuntime

extension PagerReducer {
    /// Keys: the features in their order (a big copy's Esc, the find bar, a preview, a menu,
    /// links, then selection: the keymap's first rows and the selection engine), then the
    /// keymap's other rows.
    static func key(_ s: inout PagerState, _ k: KeyEvent, _ links: LazyLinkMap) -> [AppEffect] {
        if let out = offer(&s, .key(k), links) { return out }
        guard let action = PagerKeymap.action(in: s.settings.keymap.rows, for: k, purpose: s.settings.purpose) else { return [] }
        return perform(&s, action)
    }

    /// What the selection feature does with a key: the keymap's first rows (interrupt, suspend,
    /// the picker's Esc), then the selection engine (Esc clears, shift+arrows extend, ctrl+a
    /// selects all); nil when neither acted on it.
    static func selectionKey(_ s: inout PagerState, _ k: KeyEvent) -> [AppEffect]? {
        s.scrollAnimation = nil
        if let action = PagerKeymap.action(in: s.settings.keymap.first, for: k, purpose: s.settings.purpose) {
            return perform(&s, action)
        }
        // Select all means the whole document: a lazy one is read to its end first (as G does).
        if s.settings.selection.selectAllKey.matches(k) { s.document.document.incremental?.loadAll() }
        let engineEffects = s.engine.reduce(&s.selection, .key(k), context: s.context)
        guard !engineEffects.isEmpty else { return nil }
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
