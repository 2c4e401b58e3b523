import LoupeCore
import LoupeRuntime

/// Links: hover, press, ctrl+click, long press, the preview's pointer and keys, and the focus
/// ring. The links on screen come from the view's `LinkIndexMap` (an input, like the event).
extension PagerReducer {
    /// The width the preview's lines wrap at on a screen.
    static func previewWidth(_ s: PagerState) -> Int { max(8, min(72, s.size.columns - 4)) }

    /// Where the preview's panel is for the state (the view draws it there; clicks are tested against it).
    public static func previewLayout(_ s: PagerState, _ preview: LinkPreview) -> LinkPreviewLayout {
        LinkPreviewLayout(bounds: preview.link.bounds, lines: preview.lines(width: previewWidth(s), files: s.settings.previewsFiles), actions: LinkPreview.actions,
                          screen: GridSize(columns: s.size.columns, rows: s.viewport.height))
    }

    /// A mouse event for the links: nil when it goes on (to the menus and the selection).
    static func linkMouse(_ s: inout PagerState, _ m: MouseEvent, _ map: LinkIndexMap) -> [AppEffect]? {
        if let preview = s.links.preview {
            guard preview.opening else { return nil }
            switch (m.action, m.button) {
            case (.press, .left):
                let layout = previewLayout(s, preview)
                if preview.progress(at: s.now) >= 1, let action = layout.action(at: m.position) {
                    return runPreviewAction(&s, action)
                }
                if !layout.frame.contains(m.position) { dismissPreview(&s) }
                return []
            case (.move, _):
                if let action = previewLayout(s, preview).action(at: m.position) { s.links.preview?.action = action }
                return []
            case (.press, .wheelUp), (.press, .wheelDown):
                dismissPreview(&s)
                return []
            case (.press, .right):
                // A right-click outside the panel dismisses it, as a click does.
                if !previewLayout(s, preview).frame.contains(m.position) { dismissPreview(&s) }
                return []
            case (.release, _):
                // The long press's own release comes while its preview shows: it ends the
                // swallowing here, or the next gesture's drags and release would be swallowed.
                s.links.swallowRelease = false
                return []
            default:
                return []
            }
        }
        let link = map.link(at: m.position)
        switch (m.action, m.button) {
        case (.move, _):
            s.links.hovered = link
        case (.press, .right):
            // A right-click on a link with nothing selected previews it; elsewhere (or over a
            // selection) it goes on to the context menu.
            guard let link, s.selection.isEmpty, !s.selection.isGestureActive else { return nil }
            let out = closeMenu(&s)
            s.links.pressed = nil
            s.links.stillSince = nil
            openPreview(&s, link)
            return out
        case (.press, .left):
            if m.modifiers == .ctrl, let link {
                // (The link stays hovered: the pointer is still over it, and the banner that
                // stands for the status bar in the tmux picker shows the message with it.)
                s.links.focused = nil
                s.links.swallowRelease = true
                return openLink(&s, link)
            }
            s.links.hovered = nil
            s.links.focused = nil
            s.links.pressed = m.modifiers.isEmpty ? link : nil
            s.links.stillSince = link.map { _ in (m.time, m.position) }
        case (.drag, _):
            if let still = s.links.stillSince, still.at != m.position { s.links.stillSince = nil }
            // A drag that leaves the link is an ordinary selection.
            if let pressed = s.links.pressed, !pressed.contains(m.position) { s.links.pressed = nil }
            if s.links.swallowRelease { return [] }
        case (.release, _):
            s.links.pressed = nil
            s.links.stillSince = nil
            if s.links.swallowRelease {
                s.links.swallowRelease = false
                return []
            }
        default:
            break
        }
        return nil
    }

    /// On a tick: a press held still long enough opens its link's preview; a closed preview goes.
    static func linkTick(_ s: inout PagerState) -> Bool {
        if let deadline = s.links.longPressDeadline, s.now >= deadline, let link = s.links.pressed {
            // The press becomes the preview's, not a selection's.
            s.links.pressed = nil
            s.links.stillSince = nil
            s.selection = SelectionState()
            s.links.swallowRelease = true
            openPreview(&s, link)
            return true
        }
        if let preview = s.links.preview, !preview.opening, preview.progress(at: s.now) <= 0 {
            s.links.preview = nil
            return true
        }
        return false
    }

    /// Opens the preview of a link (the loupe and a menu give way).
    static func openPreview(_ s: inout PagerState, _ link: ScreenLink) {
        s.menu = nil
        s.links.hovered = nil
        if let preview = s.links.preview, preview.link == link {
            if !preview.opening { s.links.preview = preview.reversed(at: s.now) }
            return
        }
        s.links.preview = LinkPreview(link: link, now: s.now)
    }

    /// Turns the preview back toward the link, from where it is.
    static func dismissPreview(_ s: inout PagerState) {
        guard let preview = s.links.preview, preview.opening else { return }
        s.links.preview = preview.reversed(at: s.now)
    }

    /// Runs one of the preview's actions (Open, Copy link, Copy text), then dismisses it. In a
    /// picker the copies pick (as the context menu's Copy does there): the text is the output.
    static func runPreviewAction(_ s: inout PagerState, _ action: Int) -> [AppEffect] {
        guard let preview = s.links.preview else { return [] }
        dismissPreview(&s)
        guard action != 0 else { return openLink(&s, preview.link) }
        let text = action == 1 ? preview.link.target : preview.link.text
        if s.settings.purpose == .pick { return [.quit(status: 0, output: text)] }
        return askToCopy(&s, text, amount: action == 1 ? "the link" : "the link's text")
    }

    /// What opening a link gives: `.open` with its target for an allowed scheme
    /// (`PagerSettings.openSchemes`: http, https, file, mailto by default) or a path; a message for anything else.
    static func openLink(_ s: inout PagerState, _ link: ScreenLink) -> [AppEffect] {
        if case .detected(.commit) = link.origin {
            s.message = "a commit hash has nothing to open (Copy link copies it)"
            return [.bell]
        }
        if case .detected(.path) = link.origin {
            let path = LinkTarget.detect(link.target)?.link ?? link.target
            s.message = "opening \(path)"
            return [.open(path)]
        }
        guard let scheme = link.scheme, s.settings.openSchemes.contains(scheme) else {
            let allowed = s.settings.openSchemes.sorted().joined(separator: ", ")
            s.message = "refused to open a \(link.scheme.map { "\($0): " } ?? "")link (only \(allowed) open)"
            return [.bell]
        }
        s.message = "opening \(link.target)"
        return [.open(link.target)]
    }

    /// Moves the focus ring to the next (`by` 1) or previous (-1) link on screen, in reading order.
    static func moveLinkFocus(_ s: inout PagerState, by step: Int, _ map: LinkIndexMap) {
        guard !map.links.isEmpty else {
            s.message = "no links on screen"
            return
        }
        let current = s.links.focused.flatMap { focused in map.links.firstIndex { $0.spans == focused.spans } }
        let n = map.links.count
        // Past the last link (or before the first): the next page, if there is one.
        if let current, current + step >= n || current + step < 0 {
            let before = s.viewport
            scroll(&s, by: max(1, s.viewport.height - 1) * step)
            if s.viewport != before {
                s.links.pendingFocus = step
                return
            }
        }
        let next = current.map { (($0 + step) % n + n) % n } ?? (step > 0 ? 0 : n - 1)
        s.links.focused = map.links[next]
    }

    /// After Tab scrolled a page: the first link of the new screen (the last for Shift-Tab) takes
    /// the focus, from the map the view painted for it.
    public static func focusAfterScroll(_ s: inout PagerState, _ map: LinkIndexMap) {
        guard let step = s.links.pendingFocus else { return }
        s.links.pendingFocus = nil
        s.links.focused = step > 0 ? map.links.first : map.links.last
        if s.links.focused == nil { s.message = "no links on screen" }
        settle(&s, base: true)
    }

    /// A key while a link is focused or previewed: nil when it goes on.
    static func linkKey(_ s: inout PagerState, _ k: KeyEvent, _ map: LinkIndexMap) -> [AppEffect]? {
        let purpose = s.settings.purpose
        if let preview = s.links.preview, preview.opening {
            guard let action = PagerKeymap.action(in: s.settings.keymap.preview, for: k, purpose: purpose) else { return [] }
            switch action {
            case let .linkAction(step):
                let n = LinkPreview.actions.count
                s.links.preview?.action = ((preview.action + step) % n + n) % n
                return []
            case .linkPreview: return runPreviewAction(&s, preview.action)
            case .linkDismiss:
                dismissPreview(&s)
                return []
            default: return perform(&s, action)
            }
        }
        guard let action = PagerKeymap.action(in: s.settings.keymap.links, for: k, purpose: purpose) else { return nil }
        switch action {
        case let .linkFocus(step):
            moveLinkFocus(&s, by: step, map)
            return []
        case .linkPreview:
            guard let focused = s.links.focused else { return nil }
            openPreview(&s, focused)
            return []
        case .linkDismiss:
            guard s.links.focused != nil else { return nil }
            s.links.focused = nil
            return []
        default:
            return perform(&s, action)
        }
    }

    /// Links are screen positions: a scroll or a new size forgets them (a preview closes at once).
    static func forgetLinks(_ s: inout PagerState) {
        // (A Tab's page scroll keeps `pendingFocus`: the new screen's link takes the focus.)
        s.links.hovered = nil
        s.links.pressed = nil
        s.links.focused = nil
        s.links.preview = nil
    }
}
