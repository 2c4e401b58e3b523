import LoupeCore
import LoupePager

/// The names of the pager's actions in the configuration file (`action = "scroll-lines"`).
public enum ConfigAction {
    /// Every action name, and whether it takes a count (`by`).
    public static let names: [(name: String, takesCount: Bool)] = [
        ("quit", false), ("interrupt", false), ("suspend", false), ("scroll-lines", true), ("scroll-pages", true),
        ("scroll-half-pages", true), ("top", false), ("end", false), ("scroll-columns", true),
        ("find", false), ("find-backward", false), ("find-next", false), ("find-previous", false),
        ("find-word", false), ("clear-find", false), ("follow", false),
        ("menu-left", false), ("menu-right", false), ("menu-up", false), ("menu-down", false), ("menu-run", false), ("menu-close", false),
        ("link-next", false), ("link-previous", false), ("link-preview", false), ("link-dismiss", false), ("link-action-left", false),
        ("link-action-right", false),
        ("clear-selection", false), ("select-all", false), ("extend-left", false), ("extend-right", false), ("extend-up", false),
        ("extend-down", false),
        ("find-submit", false), ("find-submit-previous", false), ("find-delete", false), ("find-clear-query", false),
        ("find-case", false), ("find-whole-word", false), ("find-regex", false),
        ("caret-mode", false),
    ] + caretNames

    /// Caret mode's moves by name: `caret-NAME` moves the caret, `caret-extend-NAME` extends the
    /// selection (starting one at the caret).
    static let caretMoves: [(name: String, move: CaretMove)] = [
        ("left", .left), ("right", .right), ("up", .up), ("down", .down),
        ("word-forward", .wordForward), ("word-backward", .wordBackward), ("word-end", .wordEnd),
        ("line-start", .lineStart), ("first-non-blank", .firstNonBlank), ("line-end", .lineEnd),
        ("screen-top", .screenTop), ("screen-middle", .screenMiddle), ("screen-bottom", .screenBottom),
        ("top", .documentStart), ("end", .documentEnd),
    ]

    /// Caret mode's other actions by name.
    static let caretActions: [(name: String, action: CaretAction)] = [
        ("caret-select", .select(.character)), ("caret-select-lines", .select(.line)), ("caret-select-block", .select(.block)),
        ("caret-swap-ends", .swapEnds), ("caret-take", .take), ("caret-escape", .escape), ("caret-leave", .leave),
    ]

    /// The names of caret mode's actions (the page moves take a count).
    static let caretNames: [(name: String, takesCount: Bool)] = ["caret-", "caret-extend-"].flatMap { prefix in
        caretMoves.map { (prefix + $0.name, false) } + [(prefix + "pages", true), (prefix + "half-pages", true)]
    } + caretActions.map { ($0.name, false) }

    /// The caret action a name and a count stand for, or nil.
    static func caretAction(named name: String, by count: Int) -> CaretAction? {
        if let hit = caretActions.first(where: { $0.name == name }) { return hit.action }
        let extend = name.hasPrefix("caret-extend-")
        let rest = name.dropFirst(extend ? "caret-extend-".count : "caret-".count)
        let move: CaretMove
        switch rest {
        case "pages": move = .pages(count)
        case "half-pages": move = .halfPages(count)
        default:
            guard name.hasPrefix("caret-"), let hit = caretMoves.first(where: { $0.name == rest }) else { return nil }
            move = hit.move
        }
        return extend ? .extend(move) : .move(move)
    }

    /// A caret action's name and its count (nil for an action that takes none).
    static func name(of action: CaretAction) -> (String, Int?) {
        func moveName(_ move: CaretMove) -> (String, Int?) {
            switch move {
            case let .pages(n): return ("pages", n)
            case let .halfPages(n): return ("half-pages", n)
            default: return (caretMoves.first { $0.move == move }?.name ?? "left", nil)
            }
        }
        switch action {
        case let .move(move):
            let (name, count) = moveName(move)
            return ("caret-" + name, count)
        case let .extend(move):
            let (name, count) = moveName(move)
            return ("caret-extend-" + name, count)
        default:
            return (caretActions.first { $0.action == action }?.name ?? "caret-leave", nil)
        }
    }

    /// The action a name and a count stand for, or nil for an unknown name.
    public static func action(named name: String, by count: Int) -> PagerAction? {
        switch name {
        case "quit": return .quit
        case "interrupt": return .interrupt
        case "suspend": return .suspend
        case "scroll-lines": return .scrollLines(count)
        case "scroll-pages": return .scrollPages(count)
        case "scroll-half-pages": return .scrollHalfPages(count)
        case "top": return .top
        case "end": return .end
        case "scroll-columns": return .scrollColumns(count)
        case "find": return .find(.forward)
        case "find-backward": return .find(.backward)
        case "find-next": return .findNext
        case "find-previous": return .findPrevious
        case "find-word": return .findWordOrSelection
        case "clear-find": return .clearFind
        case "follow": return .follow
        case "menu-left": return .menuMove(.edit, -1)
        case "menu-right": return .menuMove(.edit, 1)
        case "menu-up": return .menuMove(.context, -1)
        case "menu-down": return .menuMove(.context, 1)
        case "menu-run": return .menuRun
        case "menu-close": return .menuClose
        case "link-next": return .linkFocus(1)
        case "link-previous": return .linkFocus(-1)
        case "link-preview": return .linkPreview
        case "link-dismiss": return .linkDismiss
        case "link-action-left": return .linkAction(-1)
        case "link-action-right": return .linkAction(1)
        case "clear-selection": return .selection(.clear)
        case "select-all": return .selection(.selectAll)
        case "extend-left": return .selection(.extend(columns: -1, rows: 0))
        case "extend-right": return .selection(.extend(columns: 1, rows: 0))
        case "extend-up": return .selection(.extend(columns: 0, rows: -1))
        case "extend-down": return .selection(.extend(columns: 0, rows: 1))
        case "find-submit": return .findBar(.submit)
        case "find-submit-previous": return .findBar(.submitPrevious)
        case "find-delete": return .findBar(.deleteBackward)
        case "find-clear-query": return .findBar(.clearQuery)
        case "find-case": return .findBar(.cycleCase)
        case "find-whole-word": return .findBar(.toggleWholeWord)
        case "find-regex": return .findBar(.toggleRegularExpression)
        case "caret-mode": return .caretMode
        default: return caretAction(named: name, by: count).map { .caret($0) }
        }
    }

    /// An action's name and its count (nil for an action that takes none).
    public static func name(of action: PagerAction) -> (String, Int?) {
        switch action {
        case .quit: return ("quit", nil)
        case .interrupt: return ("interrupt", nil)
        case .suspend: return ("suspend", nil)
        case let .scrollLines(n): return ("scroll-lines", n)
        case let .scrollPages(n): return ("scroll-pages", n)
        case let .scrollHalfPages(n): return ("scroll-half-pages", n)
        case .top: return ("top", nil)
        case .end: return ("end", nil)
        case let .scrollColumns(n): return ("scroll-columns", n)
        case .find(.forward): return ("find", nil)
        case .find(.backward): return ("find-backward", nil)
        case .findNext: return ("find-next", nil)
        case .findPrevious: return ("find-previous", nil)
        case .findWordOrSelection: return ("find-word", nil)
        case .clearFind: return ("clear-find", nil)
        case .follow: return ("follow", nil)
        case let .menuMove(kind, n): return (kind == .edit ? (n < 0 ? "menu-left" : "menu-right") : (n < 0 ? "menu-up" : "menu-down"), nil)
        case .menuRun: return ("menu-run", nil)
        case .menuClose: return ("menu-close", nil)
        case let .linkFocus(n): return (n < 0 ? "link-previous" : "link-next", nil)
        case .linkPreview: return ("link-preview", nil)
        case .linkDismiss: return ("link-dismiss", nil)
        case let .linkAction(n): return (n < 0 ? "link-action-left" : "link-action-right", nil)
        case .selection(.clear): return ("clear-selection", nil)
        case .selection(.selectAll): return ("select-all", nil)
        case let .selection(.extend(columns, rows)):
            return (columns < 0 ? "extend-left" : columns > 0 ? "extend-right" : rows < 0 ? "extend-up" : "extend-down", nil)
        case .findBar(.submit): return ("find-submit", nil)
        case .findBar(.submitPrevious): return ("find-submit-previous", nil)
        case .findBar(.deleteBackward): return ("find-delete", nil)
        case .findBar(.clearQuery): return ("find-clear-query", nil)
        case .findBar(.cycleCase): return ("find-case", nil)
        case .findBar(.toggleWholeWord): return ("find-whole-word", nil)
        case .findBar(.toggleRegularExpression): return ("find-regex", nil)
        case .caretMode: return ("caret-mode", nil)
        case let .caret(action): return name(of: action)
        }
    }
}
