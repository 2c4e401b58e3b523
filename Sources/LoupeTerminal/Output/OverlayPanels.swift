import CNCursesW
import LoupeCore

/// Overlays shown as ncurses panels: one window per overlay, moved with `move_panel`, clipped to the screen.
///
/// A program that embeds the loupe in its own ncurses screen can use this
/// directly: `apply` the overlays, then `update_panels()` and `doupdate()`.
public final class OverlayPanels {
    struct Slot {
        var window: WindowPointer
        /// The window the panel showed before its size last changed, kept to be reused (see `slot`).
        var spare: WindowPointer?
        var panel: UnsafeMutablePointer<PANEL>
        var rect: GridRect
        var shown: FrameOverlay?
        var hidden: Bool
    }

    private let drawer: CellDrawer
    private var slots: [Slot] = []

    init(drawer: CellDrawer) {
        self.drawer = drawer
    }

    /// Creates panels that draw in a colour mode, for a program that owns its ncurses screen.
    public convenience init(colorMode: ColorMode) {
        self.init(drawer: CellDrawer(mode: colorMode))
    }

    /// The windows of the panels (to leave out when capturing the screen underneath).
    public var windows: [WindowPointer] { slots.map(\.window) }

    /// Forgets the panels' contents so the next `apply` redraws them.
    public func invalidate() {
        for i in slots.indices {
            slots[i].shown = nil
            slots[i].rect = GridRect(column: -1, row: -1, columns: 0, rows: 0)  // forces resize and move
        }
    }

    /// Shows `overlays` (bottom first) over a screen of `screen` size; extra panels are hidden.
    /// Call `update_panels()` and `doupdate()` afterwards.
    public func apply(_ overlays: [FrameOverlay], screen: GridSize) {
        let bounds = GridRect(origin: GridPoint(column: 0, row: 0), size: screen)
        for (i, overlay) in overlays.enumerated() {
            let visible = overlay.rect.intersection(bounds)
            if visible.isEmpty {
                if i < slots.count { hide(i) }
                continue
            }
            guard let index = slot(i, rect: visible) else { continue }
            draw(overlay, visible: visible, slot: index)
        }
        for i in overlays.count..<max(overlays.count, slots.count) { hide(i) }
    }

    /// Removes every panel and window.
    public func removeAll() {
        for s in slots {
            del_panel(s.panel)
            delwin(s.window)
            drawer.clusters?.forget(s.window)
            if let spare = s.spare {
                delwin(spare)
                drawer.clusters?.forget(spare)
            }
        }
        slots.removeAll()
    }

    private func hide(_ i: Int) {
        guard i < slots.count, !slots[i].hidden else { return }
        hide_panel(slots[i].panel)
        slots[i].hidden = true
    }

    /// Makes slot `i` a window covering `rect` (creating, resizing or moving it); nil if ncurses refuses.
    private func slot(_ i: Int, rect: GridRect) -> Int? {
        let h = Int32(rect.size.rows), w = Int32(rect.size.columns)
        let y = Int32(rect.origin.row), x = Int32(rect.origin.column)
        if i >= slots.count {
            guard let win = newwin(h, w, y, x) else { return nil }
            leaveok(win, true)
            guard let panel = new_panel(win) else { delwin(win); return nil }
            slots.append(Slot(window: win, spare: nil, panel: panel, rect: rect, shown: nil, hidden: false))
            return i
        }
        if slots[i].rect.size != rect.size {
            // Another window, not the old one resized: replacing the panel's window touches the
            // old window's area, so what a smaller window no longer covers is drawn again (a
            // resized window would leave the uncovered part of the old panel on screen).
            // The old window is kept as the next change's window, never deleted while the panel
            // lives: ncurses' `delwin` marks every line of the screen changed, so the next update
            // would compare the whole screen (a loupe changes size often while it is dragged).
            let spare = slots[i].spare
            slots[i].spare = nil
            guard let win = reusableWindow(spare, rows: h, columns: w, row: y, column: x) else { return nil }
            _ = replace_panel(slots[i].panel, win)
            slots[i].spare = slots[i].window
            slots[i].window = win
            slots[i].rect.origin = rect.origin
            slots[i].shown = nil
        }
        if slots[i].rect.origin != rect.origin { move_panel(slots[i].panel, y, x) }
        slots[i].rect = rect
        if slots[i].hidden {
            show_panel(slots[i].panel)
            slots[i].hidden = false
        }
        return i
    }

    /// A blank window of a size at a place: `spare` resized and moved, or a new one.
    private func reusableWindow(_ spare: WindowPointer?, rows h: Int32, columns w: Int32, row y: Int32, column x: Int32) -> WindowPointer? {
        if let spare {
            // Moved to the corner first, so that neither the new size nor the new place ever
            // reaches past the screen's edge on the way (mvwin refuses that).
            if mvwin(spare, 0, 0) != ERR, wresize(spare, h, w) != ERR, mvwin(spare, y, x) != ERR {
                werase(spare)
                return spare
            }
            delwin(spare)  // a screen smaller than the window: make a new one (rare)
            drawer.clusters?.forget(spare)
        }
        guard let win = newwin(h, w, y, x) else { return nil }
        leaveok(win, true)
        return win
    }

    /// Draws the visible part of an overlay into its window, touching only cells that changed.
    private func draw(_ overlay: FrameOverlay, visible: GridRect, slot i: Int) {
        let offset = GridPoint(column: visible.origin.column - overlay.origin.column,
                               row: visible.origin.row - overlay.origin.row)
        var old: CellBuffer?
        if let shown = slots[i].shown, shown.rect == overlay.rect { old = shown.cells }
        // Drawn afresh: the clusters a window of the same address held before are no longer there.
        if old == nil { drawer.clusters?.forget(slots[i].window) }
        var pass = drawer.pass(in: slots[i].window)
        FrameRenderer.drawChanged(overlay.cells, old: old, rows: visible.size.rows, columns: visible.size.columns,
                                  offset: offset) { cell, row, column in
            pass.draw(cell, row: row, column: column)
        }
        pass.finish()
        slots[i].shown = overlay
    }
}
