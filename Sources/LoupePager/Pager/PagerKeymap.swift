import LoupeCore

/// One key binding: a key, its modifiers, the purpose it applies to (nil: both) and its action.
public struct PagerKeyBinding: Hashable, Sendable {
    /// The key.
    public var key: Key
    /// The modifiers, exactly.
    public var modifiers: Modifiers
    /// Only when the pager is for this (view or pick); nil: always.
    public var purpose: PagerSettings.Purpose?
    /// What it does.
    public var action: PagerAction

    /// Creates a binding.
    public init(_ key: Key, _ modifiers: Modifiers, only purpose: PagerSettings.Purpose?, _ action: PagerAction) {
        self.key = key
        self.modifiers = modifiers
        self.purpose = purpose
        self.action = action
    }

    /// A key with no modifiers, for every purpose.
    public init(_ key: Key, _ action: PagerAction) { self.init(key, [], only: nil, action) }

    /// A key with modifiers, for every purpose.
    public init(_ key: Key, _ modifiers: Modifiers, _ action: PagerAction) { self.init(key, modifiers, only: nil, action) }

    /// A key with no modifiers, only for one purpose.
    public init(_ key: Key, only purpose: PagerSettings.Purpose, _ action: PagerAction) { self.init(key, [], only: purpose, action) }

    /// Whether a key press triggers this binding in a pager for `purpose`.
    public func matches(_ event: KeyEvent, purpose current: PagerSettings.Purpose) -> Bool {
        event.key == key && event.modifiers == modifiers && (purpose == nil || purpose == current)
    }
}

/// The pager's key bindings, as data: a feature adds rows, not branches.
///
/// A key goes first to `menu` while a menu is shown (then to the menu's first letters), then to
/// `first` (interrupt, suspend, the picker's Esc), then to the selection engine (Esc clears,
/// shift+arrows extend, ctrl+a selects all), then to `rows` (paging, quitting).
///
/// ```swift
/// var settings = PagerSettings()
/// settings.keymap.rows.append(PagerKeyBinding(.character("x"), .quit))   // x quits too
/// ```
public struct PagerKeymap: Hashable, Sendable {
    /// Bindings tried before the selection engine sees the key.
    public var first: [PagerKeyBinding]
    /// Bindings tried when the selection engine did nothing with the key.
    public var rows: [PagerKeyBinding]
    /// Bindings tried first while a menu is shown.
    public var menu: [PagerKeyBinding]
    /// Bindings for links, tried after the menus' (Tab, Shift-Tab; Enter and Esc while a link is focused).
    public var links: [PagerKeyBinding]
    /// Bindings tried while a link's preview shows (other keys do nothing then).
    public var preview: [PagerKeyBinding]

    /// Creates a keymap.
    public init(first: [PagerKeyBinding], rows: [PagerKeyBinding], menu: [PagerKeyBinding] = PagerKeymap.menuRows,
                links: [PagerKeyBinding] = PagerKeymap.linkRows, preview: [PagerKeyBinding] = PagerKeymap.previewRows) {
        self.first = first
        self.rows = rows
        self.menu = menu
        self.links = links
        self.preview = preview
    }

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

    /// The menus' keys: Left/Right move in the edit menu, Up/Down (and Tab) in the context menu,
    /// Enter runs the highlighted item, Esc closes.
    public static let menuRows = [
        PagerKeyBinding(.left, .menuMove(.edit, -1)), PagerKeyBinding(.right, .menuMove(.edit, 1)),
        PagerKeyBinding(.up, .menuMove(.context, -1)), PagerKeyBinding(.down, .menuMove(.context, 1)),
        PagerKeyBinding(.tab, .menuMove(.context, 1)), PagerKeyBinding(.tab, .menuMove(.edit, 1)),
        PagerKeyBinding(.enter, .menuRun), PagerKeyBinding(.escape, .menuClose),
    ]

    /// The first binding of `bindings` for a key press, if any.
    static func action(in bindings: [PagerKeyBinding], for event: KeyEvent, purpose: PagerSettings.Purpose) -> PagerAction? {
        bindings.first { $0.matches(event, purpose: purpose) }?.action
    }

    /// less's keys: arrows, j/k, PgUp/PgDn, space, b, d/u, g/G, Home/End, F (follow), left/right (clipped lines), q;
    /// find: `/` and ctrl+f, `?` backward, `n`/`N` (ctrl+g, ctrl+shift+g), `*`, Esc clears.
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
        ])
}
