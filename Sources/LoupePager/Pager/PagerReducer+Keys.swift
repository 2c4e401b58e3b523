import LoupeCore
import LoupeRuntime

extension PagerReducer {
    /// Keys: the keymap's tables, in the order `PagerKeymap` gives (the find bar's while it is
    /// open; then the menus', the links', `first`, `selection` and `rows`).
    static func key(_ s: inout PagerState, _ k: KeyEvent, _ links: LazyLinkMap) -> [AppEffect] {
        let keymap = s.settings.keymap
        let selectionAction = PagerKeymap.action(in: keymap.selection, for: k, purpose: s.settings.purpose)
        // While a big copy is being made, the key that clears the selection (Esc) stops it (the status bar says so).
        if s.copy != nil && selectionAction == .selection(.clear) {
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
        if let selectionAction {
            guard case let .selection(command) = selectionAction else { return perform(&s, selectionAction) }
            if let out = selectionCommand(&s, command) { return out }
        }
        guard let action = PagerKeymap.action(in: keymap.rows, for: k, purpose: s.settings.purpose) else { return [] }
        return perform(&s, action)
    }

    /// A command for the selection engine; nil when it had nothing to do (the key goes on).
    static func selectionCommand(_ s: inout PagerState, _ command: SelectionCommand) -> [AppEffect]? {
        // Select all means the whole document: a lazy one is read to its end first (as G does).
        if command == .selectAll { s.document.document.incremental?.loadAll() }
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
        case let .scrollColumns(n):
            guard s.settings.overflow == .clip else { break }
            s.viewport.horizontalOffset = max(0, s.viewport.horizontalOffset + n * s.settings.horizontalStep)
        }
        return []
    }
}
