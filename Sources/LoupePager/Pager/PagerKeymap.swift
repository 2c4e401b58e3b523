import LoupeCore

/// The pager's key bindings, as data: a feature adds rows, not branches.
///
/// While the find bar is open a key goes to `find` (a character no row takes is typed into the
/// query). Otherwise it goes to `menu` while a menu is shown (then to the menu's first letters),
/// to `caret` while caret mode is on, to `links` (`preview` while a preview shows), then to `first` (interrupt, suspend, the
/// picker's Esc), then to `selection` (Esc clears, ctrl+a selects all, shift+arrows extend; a
/// row with nothing to do lets the key go on), then to `rows` (paging, quitting, finding).
///
/// ```swift
/// var settings = PagerSettings()
/// settings.keymap.rows.append(PagerKeyBinding(.character("x"), .quit))   // x quits too
/// ```
public struct PagerKeymap: Hashable, Sendable {
    /// Bindings tried before the selection's.
    public var first: [PagerKeyBinding]
    /// The selection's bindings (`.selection` actions), tried after `first`; one with nothing to
    /// do (no selection to clear or extend) lets the key go on to `rows`.
    public var selection: [PagerKeyBinding]
    /// Bindings tried when the selection's did nothing with the key.
    public var rows: [PagerKeyBinding]
    /// Bindings tried first while a menu is shown.
    public var menu: [PagerKeyBinding]
    /// Bindings for links, tried after the menus' (Tab, Shift-Tab; Enter and Esc while a link is focused).
    public var links: [PagerKeyBinding]
    /// Bindings tried while a link's preview shows (other keys do nothing then).
    public var preview: [PagerKeyBinding]
    /// The only bindings while the find bar is open; a character without ctrl or alt that no
    /// row takes is typed into the query.
    public var find: [PagerKeyBinding]
    /// Caret mode's bindings, tried before the others but the find bar's and a menu's while it
    /// is on (`caretRows`); a key they do not bind goes on.
    public var caret: [PagerKeyBinding]

    /// Creates a keymap.
    public init(first: [PagerKeyBinding], selection: [PagerKeyBinding] = PagerKeymap.selectionRows, rows: [PagerKeyBinding],
                menu: [PagerKeyBinding] = PagerKeymap.menuRows, links: [PagerKeyBinding] = PagerKeymap.linkRows,
                preview: [PagerKeyBinding] = PagerKeymap.previewRows, find: [PagerKeyBinding] = PagerKeymap.findRows,
                caret: [PagerKeyBinding] = PagerKeymap.caretRows) {
        self.first = first
        self.selection = selection
        self.rows = rows
        self.menu = menu
        self.links = links
        self.preview = preview
        self.find = find
        self.caret = caret
    }

    /// The selection's keys: Esc clears, ctrl+a selects the whole document, shift+arrows move
    /// the selection's moving end by a character or a row.
    public static let selectionRows = [
        PagerKeyBinding(.escape, .selection(.clear)), PagerKeyBinding(.character("a"), .ctrl, .selection(.selectAll)),
        PagerKeyBinding(.left, .shift, .selection(.extend(columns: -1, rows: 0))),
        PagerKeyBinding(.right, .shift, .selection(.extend(columns: 1, rows: 0))),
        PagerKeyBinding(.up, .shift, .selection(.extend(columns: 0, rows: -1))),
        PagerKeyBinding(.down, .shift, .selection(.extend(columns: 0, rows: 1))),
    ]

    /// The find bar's keys: Esc and ctrl+c close it (the matches go), Enter keeps the matches
    /// (shift+Enter also steps back), Backspace deletes (closing an empty bar), ctrl+u empties
    /// the query, ctrl+r/ctrl+w/ctrl+e turn the case mode, whole words and regular expressions,
    /// ctrl+g and Down go to the next match, ctrl+shift+g and Up to the previous.
    public static let findRows = [
        PagerKeyBinding(.escape, .clearFind), PagerKeyBinding(.character("c"), .ctrl, .clearFind),
        PagerKeyBinding(.enter, .findBar(.submit)), PagerKeyBinding(.enter, .shift, .findBar(.submitPrevious)),
        PagerKeyBinding(.backspace, .findBar(.deleteBackward)), PagerKeyBinding(.character("u"), .ctrl, .findBar(.clearQuery)),
        PagerKeyBinding(.character("r"), .ctrl, .findBar(.cycleCase)), PagerKeyBinding(.character("w"), .ctrl, .findBar(.toggleWholeWord)),
        PagerKeyBinding(.character("e"), .ctrl, .findBar(.toggleRegularExpression)),
        PagerKeyBinding(.character("g"), .ctrl, .findNext), PagerKeyBinding(.down, .findNext),
        PagerKeyBinding(.character("g"), [.ctrl, .shift], .findPrevious), PagerKeyBinding(.character("G"), [.ctrl, .shift], .findPrevious),
        PagerKeyBinding(.character("G"), .ctrl, .findPrevious), PagerKeyBinding(.up, .findPrevious),
    ]

    /// The links' keys: Tab and Shift-Tab move the focus ring, Enter previews the focused link,
    /// Esc takes the ring away.
    public static let linkRows = [
        PagerKeyBinding(.tab, .linkFocus(1)), PagerKeyBinding(.tab, .shift, .linkFocus(-1)),
        PagerKeyBinding(.enter, .linkPreview), PagerKeyBinding(.escape, .linkDismiss),
    ]

    /// The preview's keys: Left/Right and Tab move among its actions, Enter runs one, Esc and q dismiss.
    public static let previewRows = [
        PagerKeyBinding(.left, .linkAction(-1)), PagerKeyBinding(.right, .linkAction(1)),
        PagerKeyBinding(.tab, .linkAction(1)), PagerKeyBinding(.tab, .shift, .linkAction(-1)),
        PagerKeyBinding(.enter, .linkPreview), PagerKeyBinding(.escape, .linkDismiss), PagerKeyBinding(.character("q"), .linkDismiss),
        PagerKeyBinding(.character("c"), .ctrl, .interrupt),
    ]

    /// The menus' keys: Left/Right move in the edit menu, Up/Down in the context menu, Tab and
    /// Shift-Tab in both, Enter runs the highlighted item, Esc closes.
    public static let menuRows = [
        PagerKeyBinding(.left, .menuMove(.edit, -1)), PagerKeyBinding(.right, .menuMove(.edit, 1)),
        PagerKeyBinding(.up, .menuMove(.context, -1)), PagerKeyBinding(.down, .menuMove(.context, 1)),
        PagerKeyBinding(.tab, .menuMove(.context, 1)), PagerKeyBinding(.tab, .menuMove(.edit, 1)),
        PagerKeyBinding(.tab, .shift, .menuMove(.context, -1)), PagerKeyBinding(.tab, .shift, .menuMove(.edit, -1)),
        PagerKeyBinding(.enter, .menuRun), PagerKeyBinding(.escape, .menuClose),
    ]

    /// The first binding of `bindings` for a key press, if any.
    static func action(in bindings: [PagerKeyBinding], for event: KeyEvent, purpose: PagerSettings.Purpose) -> PagerAction? {
        bindings.first { $0.matches(event, purpose: purpose) }?.action
    }

    /// less's keys: arrows, j/k, PgUp/PgDn, space, b, d/u, g/G, Home/End, F (follow), left/right (clipped lines), q;
    /// find: `/` and ctrl+f, `?` backward, `n`/`N` (ctrl+g, ctrl+shift+g), `*`, Esc clears; `c` and F7 enter caret mode.
    public static let standard = PagerKeymap(
        first: [
            PagerKeyBinding(.character("c"), .ctrl, .interrupt),
            PagerKeyBinding(.character("z"), .ctrl, .suspend),
            PagerKeyBinding(.escape, only: .pick, .interrupt),
        ],
        rows: [
            PagerKeyBinding(.character("q"), .quit), PagerKeyBinding(.character("Q"), .shift, .quit), PagerKeyBinding(.character("Q"), .quit),
            PagerKeyBinding(.down, .scrollLines(1)), PagerKeyBinding(.character("j"), .scrollLines(1)),
            PagerKeyBinding(.enter, .scrollLines(1)), PagerKeyBinding(.character("e"), .ctrl, .scrollLines(1)),
            PagerKeyBinding(.up, .scrollLines(-1)), PagerKeyBinding(.character("k"), .scrollLines(-1)),
            PagerKeyBinding(.character("y"), .ctrl, .scrollLines(-1)),
            PagerKeyBinding(.pageDown, .scrollPages(1)), PagerKeyBinding(.character(" "), .scrollPages(1)),
            PagerKeyBinding(.character("f"), .scrollPages(1)),
            PagerKeyBinding(.pageUp, .scrollPages(-1)), PagerKeyBinding(.character("b"), .scrollPages(-1)),
            PagerKeyBinding(.character("b"), .ctrl, .scrollPages(-1)),
            PagerKeyBinding(.character("d"), .scrollHalfPages(1)), PagerKeyBinding(.character("d"), .ctrl, .scrollHalfPages(1)),
            PagerKeyBinding(.character("u"), .scrollHalfPages(-1)), PagerKeyBinding(.character("u"), .ctrl, .scrollHalfPages(-1)),
            PagerKeyBinding(.home, .top), PagerKeyBinding(.character("g"), .top),
            PagerKeyBinding(.end, .end), PagerKeyBinding(.character("G"), .end), PagerKeyBinding(.character("G"), .shift, .end),
            PagerKeyBinding(.character("F"), .follow), PagerKeyBinding(.character("F"), .shift, .follow),
            PagerKeyBinding(.right, .scrollColumns(1)), PagerKeyBinding(.character("l"), .scrollColumns(1)),
            PagerKeyBinding(.left, .scrollColumns(-1)), PagerKeyBinding(.character("h"), .scrollColumns(-1)),
            PagerKeyBinding(.character("/"), .find(.forward)), PagerKeyBinding(.character("f"), .ctrl, .find(.forward)),
            PagerKeyBinding(.character("?"), .find(.backward)), PagerKeyBinding(.character("?"), .shift, .find(.backward)),
            PagerKeyBinding(.character("n"), .findNext), PagerKeyBinding(.character("g"), .ctrl, .findNext),
            PagerKeyBinding(.character("N"), .findPrevious), PagerKeyBinding(.character("N"), .shift, .findPrevious),
            PagerKeyBinding(.character("g"), [.ctrl, .shift], .findPrevious),
            PagerKeyBinding(.character("*"), .findWordOrSelection), PagerKeyBinding(.character("*"), .shift, .findWordOrSelection),
            PagerKeyBinding(.escape, only: .view, .clearFind),
            PagerKeyBinding(.character("c"), .caretMode), PagerKeyBinding(.function(7), .caretMode),
        ])
}
