import LoupeCore
import LoupeRuntime

/// The menus: the edit menu presented over a finished selection, the context menu a right-click
/// opens, their pointer and keys, and running an item (`MenuItem.Action`) as state changes and effects.
extension PagerReducer {
    /// What the items of a menu are tested on, for the selection (or, with none, `pointed`:
    /// the text under the pointer, which counts only when it is a link).
    static func menuContext(_ s: PagerState, pointed: String? = nil) -> (MenuContext, subject: String) {
        let document = s.document.document
        // A selection of many lines is never turned into text here (select all on a 12-million-line
        // log took minutes): it names no link, and its text is made only when an item needs it.
        let small = (spannedLines(s.selection) ?? 0) <= 2
        let text = small ? s.selectionText ?? "" : ""
        let hasSelection = !s.selection.isEmpty
        let schemes = s.settings.openSchemes
        let link = hasSelection ? LinkTarget.detect(text, schemes: schemes) : pointed.flatMap { LinkTarget.detect($0, schemes: schemes) }
        let isEmpty = document.lineCount == 0 || (document.lineCount == 1 && document.line(0).isEmpty)
        let all = s.selection.range.map { $0.lowerBound == .zero && $0.upperBound >= document.endPosition } ?? false
        let canExpand = s.selection.range.flatMap { SelectionExpansion.expand($0, in: document, config: s.settings.selection) } != nil
        let context = MenuContext(hasSelection: hasSelection, isAllSelected: all, isDocumentEmpty: isEmpty, link: link, canExpand: canExpand)
        return (context, hasSelection ? text : link?.link ?? "")
    }

    /// The most lines a menu item turns into text at once, on the interface's thread.
    static let largestCopy = 200_000

    /// Presents the edit menu for the selection as it is now (after a finished selection, select
    /// all, Expand); `fade` starts it fading in again.
    static func presentEditMenu(_ s: inout PagerState, fade: Bool = true) {
        guard s.settings.presentsEditMenu, !s.selection.isEmpty else { return }
        let (context, subject) = menuContext(s)
        let detected = detectorItems(&s)
        let items = s.settings.menu.items.filter { $0.isAvailable(in: context) } + detected
        let kept = fade ? nil : s.menu
        s.menu = MenuState(kind: .edit, items: items, subject: subject, link: context.link, highlighted: nil, page: kept?.page ?? 0,
                           shownAt: kept?.shownAt ?? s.now, anchor: .init(column: 0, row: 0))
        if let highlighted = kept?.highlighted, highlighted < items.count { s.menu?.highlighted = highlighted }
        if let menu = s.menu, menu.page >= MenuGeometry.pageCount(s) { s.menu?.page = 0 }
    }

    /// Opens the context menu at a pointer cell: the selection's items, or the link's under the
    /// pointer, or on plain text Select All and Find.
    static func openContextMenu(_ s: inout PagerState, at point: GridPoint) -> [AppEffect] {
        let token = pointedToken(s, at: point)
        let (context, subject) = menuContext(s, pointed: token)
        let detected = detectorItems(&s, pointed: token.map { (point, $0) })
        let items = s.settings.menu.items.filter { $0.isAvailable(in: context) } + detected
        let wasContext = s.menu?.kind == .context
        s.menu = MenuState(kind: .context, items: items, subject: subject, link: context.link, highlighted: nil, shownAt: s.now, anchor: point)
        s.menu?.rightHeld = true
        startLookUp(&s, pointed: token.map { (point, $0) })
        // A screen too small for even one row of it: no menu (as tmux shows none that does not fit).
        guard MenuGeometry.of(s) != nil else {
            s.menu = nil
            return wasContext && !s.settings.loupe.hoverMode ? [.setHoverTracking(false)] : []
        }
        return wasContext || s.settings.loupe.hoverMode ? [] : [.setHoverTracking(true)]
    }

    /// Closes the menu; the context menu gives back the pointer tracking it asked for.
    static func closeMenu(_ s: inout PagerState) -> [AppEffect] {
        guard let menu = s.menu else { return [] }
        s.menu = nil
        return menu.kind == .context && !s.settings.loupe.hoverMode ? [.setHoverTracking(false)] : []
    }

    /// The smart token (or word) under a pointer cell, as text.
    static func pointedToken(_ s: PagerState, at point: GridPoint) -> String? {
        guard point.row >= 0, point.row < s.viewport.height, point.column >= 0 else { return nil }
        let document = s.document.document
        let (visual, overshoot) = s.viewport.visualRow(atScreenRow: point.row, layout: s.layout, document: document)
        guard overshoot == 0, document.lineCount > 0 else { return nil }
        let cells = document.line(visual.line)
        let span = s.layout.cellRange(of: visual, in: document)
        let offset = span.lowerBound + point.column + (s.settings.overflow == .clip ? s.viewport.horizontalOffset : 0)
        guard offset < span.upperBound, offset < cells.count else { return nil }
        let range = SmartTokens.tokenRange(containing: offset, in: cells, rules: s.settings.selection.smartTokenRules)
            ?? s.settings.selection.words.wordRange(containing: offset, in: cells)
        return SelectionText.text(of: TextPosition(line: visual.line, offset: range.lowerBound)..<TextPosition(line: visual.line, offset: range.upperBound),
                                  in: document, trim: false)
    }

    /// A mouse event while a menu is presented, or a right-click: nil when it goes on to the
    /// selection (a press outside the edit menu dismisses it and starts a new gesture).
    static func menuMouse(_ s: inout PagerState, _ m: MouseEvent) -> [AppEffect]? {
        if m.button == .right && m.action == .press {
            guard s.settings.menu.contextMenu, m.position.row >= 0, m.position.row < s.viewport.height else { return nil }
            return openContextMenu(&s, at: m.position)
        }
        guard let menu = s.menu else { return nil }
        let geometry = MenuGeometry.of(s)
        let hit = geometry?.hit(m.position)
        let item: Int? = { if case let .item(i)? = hit { return i }; return nil }()
        switch menu.kind {
        case .context:
            guard let geometry else {
                // Not shown (a screen too small for it): gone at the next press.
                return m.action == .press ? closeMenu(&s) : []
            }
            let arrow = hit == .previousPage || hit == .nextPage
            switch (m.action, m.button) {
            case (.move, _), (.drag, _):
                if menu.rightHeld && m.position != menu.anchor { s.menu?.rightDragged = true }
                s.menu?.highlighted = item
                return []
            case (.release, _) where m.button != .left && menu.rightHeld:
                s.menu?.rightHeld = false
                guard menu.rightDragged || m.position != menu.anchor else { return [] }
                if let item { return runMenuItem(&s, item) }
                if arrow {
                    scrollList(&s, geometry, by: hit == .nextPage ? 1 : -1)
                    return []
                }
                return closeMenu(&s)
            case (.press, .left) where arrow, (.press, .wheelUp) where geometry.count > geometry.frame.size.rows - 2,
                 (.press, .wheelDown) where geometry.count > geometry.frame.size.rows - 2:
                // The arrows and the wheel scroll a menu too long for the screen.
                scrollList(&s, geometry, by: hit == .nextPage || m.button == .wheelDown ? 1 : -1)
                return []
            case (.press, .left):
                guard let item else { return closeMenu(&s) }
                s.menu?.pressed = item
                s.menu?.highlighted = item
                return []
            case (.release, .left), (.release, .none):
                defer { s.menu?.pressed = nil }
                if let item, item == menu.pressed { return runMenuItem(&s, item) }
                return []
            case (.press, .wheelUp), (.press, .wheelDown):
                return closeMenu(&s)
            default:
                return []
            }
        case .edit:
            guard geometry != nil else {
                if m.action == .press && m.button == .left { s.menu = nil }
                return nil
            }
            switch (m.action, m.button) {
            case (.press, .left):
                switch hit {
                case let .item(i)?:
                    s.menu?.pressed = i
                    s.menu?.highlighted = i
                    return []
                case .previousPage?, .nextPage?:
                    let pages = MenuGeometry.pageCount(s)
                    s.menu?.page = min(max(0, menu.page + (hit == .nextPage ? 1 : -1)), pages - 1)
                    s.menu?.highlighted = nil
                    return []
                case nil:
                    guard geometry?.frame.contains(m.position) != true else { return [] }
                    s.menu = nil
                    return nil
                }
            case (.drag, .left) where menu.pressed != nil:
                s.menu?.highlighted = item
                return []
            case (.release, .left), (.release, .none):
                guard let pressed = menu.pressed else { return nil }
                s.menu?.pressed = nil
                if item == pressed { return runMenuItem(&s, pressed) }
                return []
            case (.move, _):
                if geometry?.frame.contains(m.position) == true { s.menu?.highlighted = item }
                return nil
            default:
                return nil
            }
        }
    }

    /// A key while a menu is presented: the `menu` rows, then the first letter of an item; nil
    /// when it goes on (the edit menu lets other keys through, the context menu keeps all but
    /// those with ctrl).
    static func menuKey(_ s: inout PagerState, _ k: KeyEvent) -> [AppEffect]? {
        guard let menu = s.menu, MenuGeometry.of(s) != nil else { return nil }
        // A move for the other kind of menu does not count (Tab is bound for both; the first row must not shadow the second).
        let rows = s.settings.keymap.menu.filter { if case let .menuMove(kind, _) = $0.action { return kind == menu.kind }; return true }
        if let action = PagerKeymap.action(in: rows, for: k, purpose: s.settings.purpose) {
            switch action {
            case let .menuMove(kind, n) where kind == menu.kind:
                moveHighlight(&s, by: n)
                return []
            case .menuRun:
                if let i = menu.highlighted { return runMenuItem(&s, i) }
                // In a picker Enter over the edit menu picks the selection, as its Copy does.
                if menu.kind == .edit, s.settings.purpose == .pick, let copy = menu.items.firstIndex(where: { $0.action == .copy }) {
                    return runMenuItem(&s, copy)
                }
            case .menuClose:
                return closeMenu(&s)
            default:
                break
            }
        }
        if case let .character(c) = k.key, k.modifiers.isSubset(of: .shift) {
            let count = menu.items.count
            let start = (menu.highlighted ?? -1) + 1
            let match = (0..<count).map { (start + $0) % count }.first {
                menu.items[$0].hasFirstLetterKey && menu.items[$0].title.first.map { String($0).lowercased() == String(c).lowercased() } ?? false
            }
            if let match {
                highlight(&s, match)
                return []
            }
        }
        return menu.kind == .context && !k.modifiers.contains(.ctrl) ? [] : nil
    }

    /// Moves the highlight by `n` items, wrapping; the edit menu turns to the page that shows it.
    static func moveHighlight(_ s: inout PagerState, by n: Int) {
        guard let menu = s.menu, !menu.items.isEmpty else { return }
        let count = menu.items.count
        let next = menu.highlighted.map { (($0 + n) % count + count) % count } ?? (n > 0 ? firstOnPage(s) : count - 1)
        highlight(&s, next)
    }

    /// The first item of the edit menu's page shown (0 for the context menu).
    static func firstOnPage(_ s: PagerState) -> Int {
        MenuGeometry.of(s)?.page?.items.lowerBound ?? 0
    }

    /// Scrolls a context menu too long for the screen by a page of its rows (less one).
    static func scrollList(_ s: inout PagerState, _ geometry: MenuGeometry, by pages: Int) {
        let rows = geometry.frame.size.rows - 2
        s.menu?.top = MenuLayout.listTop(geometry.top + pages * max(1, rows - 1), count: geometry.count, rows: rows)
        if let h = s.menu?.highlighted, h < s.menu?.top ?? 0 || h >= (s.menu?.top ?? 0) + rows { s.menu?.highlighted = nil }
    }

    /// Highlights an item; the edit menu turns to its page, the context menu scrolls to it.
    static func highlight(_ s: inout PagerState, _ item: Int) {
        s.menu?.highlighted = item
        if s.menu?.kind == .context, let geometry = MenuGeometry.of(s) {
            s.menu?.top = MenuLayout.listTop(geometry.top, count: geometry.count, rows: geometry.frame.size.rows - 2, keeping: item)
        }
        guard s.menu?.kind == .edit, let menu = s.menu else { return }
        let widths = menu.items.map(\.width)
        let pages = MenuLayout.pages(widths, maxWidth: MenuLayout.maximumWidth(screenColumns: s.size.columns))
        if let page = pages.firstIndex(where: { $0.items.contains(item) }) { s.menu?.page = page }
    }

    /// Runs an item of the menu shown: what it changes and the effects for the outside world.
    static func runMenuItem(_ s: inout PagerState, _ index: Int) -> [AppEffect] {
        guard let menu = s.menu, index >= 0, index < menu.items.count else { return [] }
        let item = menu.items[index]
        var out: [AppEffect] = []
        let needsText: Bool
        switch item.action {
        case .copy, .find, .run: needsText = true
        default: needsText = false
        }
        // A big selection's copy is made off the interface's thread (`CopyJob`).
        if case .copy = item.action, menu.subject.isEmpty, let span = largeSpan(s) {
            if !item.keepsMenuPresented { out += closeMenu(&s) }
            return out + copyLater(&s, span, to: s.settings.purpose == .pick ? .pick : .copy)
        }
        if needsText, let lines = spannedLines(s.selection), lines > largestCopy {
            s.message = "the selection is too large to copy here (\(lines) lines; at most \(largestCopy))"
            return out + (item.keepsMenuPresented ? [] : closeMenu(&s))
        }
        let text = menu.subject.isEmpty && needsText ? s.selectionText ?? "" : menu.subject
        if !item.keepsMenuPresented { out += closeMenu(&s) }
        switch item.action {
        case .copy:
            if s.settings.purpose == .pick { return out + [.quit(status: 0, output: text)] }
            out += askToCopy(&s, text)
        case .selectAll:
            s.selection.select(.zero..<s.document.document.endPosition)
            presentEditMenu(&s)
        case .find:
            let query = String(text.prefix { $0 != "\n" })
            openFind(&s, .forward)
            if !query.isEmpty {
                s.find.query = FindQuery(query, options: FindOptions(caseMode: .sensitive))
                requery(&s)
            }
        case .expand:
            guard let range = s.selection.range,
                  let grown = SelectionExpansion.expand(range, in: s.document.document, config: s.settings.selection) else { return out + [.bell] }
            s.selection.select(grown)
            if s.settings.purpose == .view && s.settings.menu.copyOnSelect { out += copySelection(&s, to: .copy) }
            if menu.kind == .edit { presentEditMenu(&s, fade: false) } else { refreshContextMenu(&s) }
        case .open:
            if let link = menu.link { out.append(.open(link.openTarget)) }
        case .copyLink:
            if let link = menu.link, s.settings.purpose == .pick { return out + [.quit(status: 0, output: link.link)] }
            if let link = menu.link {
                out += askToCopy(&s, link.link, amount: "the link")
            }
        case .openInEditor:
            if let link = menu.link, link.kind == .path { out.append(.edit(path: link.link, line: link.line)) }
        case let .run(command):
            out.append(.run(command: command, input: text))
        case let .custom(id):
            out.append(.menuItem(id: id, text: text))
        case let .copyValue(value):
            if s.settings.purpose == .pick { return closeMenu(&s) + [.quit(status: 0, output: value)] }
            out += askToCopy(&s, value)
        case .awaitingAnswer:
            break
        case let .lookUp(page):
            out.append(.manPage(page))
        }
        return out
    }

    /// The context menu's items again for the selection as it is now (after Expand).
    static func refreshContextMenu(_ s: inout PagerState) {
        guard let menu = s.menu, menu.kind == .context else { return }
        let (context, subject) = menuContext(s)
        let detected = detectorItems(&s)
        let items = s.settings.menu.items.filter { $0.isAvailable(in: context) } + detected
        s.menu?.items = items
        s.menu?.subject = subject
        s.menu?.link = context.link
        startLookUp(&s, pointed: nil)
        if let h = menu.highlighted, h >= s.menu?.items.count ?? 0 { s.menu?.highlighted = nil }
    }
}
