import LoupeCore
import LoupePager

/// What the configuration file changes in the pager's keymap: keys it unbinds, then rows it adds.
public struct KeymapChanges: Hashable, Sendable {
    /// Keys whose standard bindings are removed (`unbind = ["q"]`).
    public var unbind: [KeyChord]
    /// Rows added ahead of the standard ones (`[[keys.bind]]`): the first row that matches wins.
    public var bind: [PagerKeyBinding]

    /// Creates changes.
    public init(unbind: [KeyChord] = [], bind: [PagerKeyBinding] = []) {
        self.unbind = unbind
        self.bind = bind
    }

    /// Whether it changes nothing.
    public var isEmpty: Bool { unbind.isEmpty && bind.isEmpty }

    /// `keymap` with these changes: unbound keys leave every table; an added row goes ahead of
    /// its table's rows: interrupt and suspend in `first`, the selection's actions in
    /// `selection`, a menu's in `menu`, a link's in `links`, a preview's in `preview`, the find
    /// bar's in `find`, caret mode's in `caret`, any other in `rows`.
    public func applied(to keymap: PagerKeymap) -> PagerKeymap {
        if isEmpty { return keymap }  // no file, or one without [keys]: most starts
        var result = keymap
        let removed = Set(unbind)
        let kept = { (row: PagerKeyBinding) in !removed.contains(row.chord) }
        result.first = result.first.filter(kept)
        result.selection = result.selection.filter(kept)
        result.rows = result.rows.filter(kept)
        result.menu = result.menu.filter(kept)
        result.links = result.links.filter(kept)
        result.preview = result.preview.filter(kept)
        result.find = result.find.filter(kept)
        result.caret = result.caret.filter(kept)
        let early = bind.filter { $0.action == .interrupt || $0.action == .suspend }
        let menu = bind.filter { row in
            switch row.action {
            case .menuMove, .menuRun, .menuClose: return true
            default: return false
            }
        }
        let links = bind.filter { row in
            switch row.action {
            case .linkFocus, .linkPreview, .linkDismiss: return true
            default: return false
            }
        }
        let preview = bind.filter { row in
            if case .linkAction = row.action { return true }
            return false
        }
        let selection = bind.filter { row in
            if case .selection = row.action { return true }
            return false
        }
        let find = bind.filter { row in
            if case .findBar = row.action { return true }
            return false
        }
        let caret = bind.filter { row in
            if case .caret = row.action { return true }
            return false
        }
        result.first = early + result.first
        result.caret = caret + result.caret
        result.selection = selection + result.selection
        result.find = find + result.find
        result.menu = menu + result.menu
        result.links = links + result.links
        result.preview = preview + result.preview
        let placed = early + selection + menu + links + preview + find + caret
        result.rows = bind.filter { !placed.contains($0) } + result.rows
        return result
    }
}
