/// The menus' settings: which show, what a finished selection does, and the items.
public struct MenuSettings: Hashable, Sendable {
    /// The edit menu appears over a finished selection (`loupe view`).
    public var editMenu: Bool
    /// A right-click opens the context menu.
    public var contextMenu: Bool
    /// A finished selection is copied as it is made (as before the menu; `loupe view`). In a
    /// picker it is picked as it is made (the default); off, a finished selection shows the edit
    /// menu there too, and its Copy (or Enter) picks (`loupe tmux --no-copy-on-select`).
    public var copyOnSelect: Bool
    /// The items, in order: `MenuItem.suggested` and any added (user actions, a program's own).
    public var items: [MenuItem]

    /// Creates settings; by default both menus, copy on select, the suggested items.
    public init(editMenu: Bool = true, contextMenu: Bool = true, copyOnSelect: Bool = true, items: [MenuItem] = MenuItem.suggested) {
        self.editMenu = editMenu
        self.contextMenu = contextMenu
        self.copyOnSelect = copyOnSelect
        self.items = items
    }
}

extension PagerSettings {
    /// A finished selection presents the edit menu: always in `loupe view`, in a picker only
    /// with copy on select off (a picker otherwise ends with the selection).
    public var presentsEditMenu: Bool { menu.editMenu && (purpose == .view || !menu.copyOnSelect) }
}
