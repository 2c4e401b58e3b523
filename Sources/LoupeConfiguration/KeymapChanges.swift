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

    /// `keymap` with these changes: unbound keys leave both lists; an added row for interrupt or
    /// suspend goes ahead of the selection engine (`first`), a menu's action ahead of the menu's
    /// rows (`menu`), any other ahead of the standard `rows`.
    public func applied(to keymap: PagerKeymap) -> PagerKeymap {
        var result = keymap
        let removed = Set(unbind)
        let kept = { (row: PagerKeyBinding) in !removed.contains(KeyChord(key: row.key, modifiers: row.modifiers)) }
        result.first = result.first.filter(kept)
        result.rows = result.rows.filter(kept)
        result.menu = result.menu.filter(kept)
        result.links = result.links.filter(kept)
        result.preview = result.preview.filter(kept)
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
        result.first = early + result.first
        result.menu = menu + result.menu
        result.links = links + result.links
        result.preview = preview + result.preview
        result.rows = bind.filter { !early.contains($0) && !menu.contains($0) && !links.contains($0) && !preview.contains($0) } + result.rows
        return result
    }
}

/// A key and its modifiers, as one name in the file (`ctrl+f`).
public struct KeyChord: Hashable, Sendable, CustomStringConvertible {
    /// The key.
    public var key: Key
    /// Its modifiers, exactly.
    public var modifiers: Modifiers

    /// Creates a chord.
    public init(key: Key, modifiers: Modifiers) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Its name in the file.
    public var description: String { KeyName.name(of: key, modifiers: modifiers) }
}
