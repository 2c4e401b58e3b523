import LoupeCore

/// One item of the edit menu and the context menu, as data: a title, when it applies, what it
/// does, and whether the menu stays after it runs (`keepsMenuPresented`, as UIKit's elements).
///
/// The suggested items are `MenuItem.suggested`; a program adds its own to them:
///
/// ```swift
/// var settings = PagerSettings()
/// settings.menu.items.append(MenuItem(title: "Translate", availability: [.selection], action: .custom(id: "translate")))
/// // choosing it gives the effect .menuItem(id: "translate", text: the selection)
/// settings.menu.items.append(.userAction(title: "Word count", command: "wc -w"))
/// ```
public struct MenuItem: Hashable, Sendable {
    /// A test an item needs to pass to be shown, on the selection and the document.
    public enum Availability: Hashable, Sendable {
        /// Something is selected.
        case selection
        /// Nothing is selected.
        case noSelection
        /// Not all of a non-empty document is selected.
        case notAllSelected
        /// The selection (or, with none, the text under the pointer) is a URL, path or e-mail address.
        case link
        /// The selection is a `path[:line]`.
        case path
        /// The selection can grow (`SelectionExpansion`).
        case expandable
    }

    /// What an item does.
    public enum Action: Hashable, Sendable {
        /// Copy the selection (in a picker: pick it).
        case copy
        /// Select the whole document.
        case selectAll
        /// Start find with the selection's (first line of) text, or open the find bar.
        case find
        /// Grow the selection: token, then line, then paragraph.
        case expand
        /// Open the link with the user's opener (`AppEffect.open`).
        case open
        /// Copy the link itself.
        case copyLink
        /// Open the path in the user's editor at its line (`AppEffect.edit`).
        case openInEditor
        /// Run a command with the selection on its standard input (`AppEffect.run`).
        case run(command: String)
        /// The embedding program's own: the effect `.menuItem(id:text:)`.
        case custom(id: String)
        /// Copy a value a data detector found (in a picker: pick it).
        case copyValue(String)
        /// Nothing yet: a user detector's command is running (`detectorRun`); its answer replaces the item.
        case awaitingAnswer
        /// Show a man page in the terminal (`man SECTION NAME`); the pager comes back after it.
        case lookUp(ManPage)
    }

    /// What the item shows.
    public var title: String
    /// Every test it needs to pass to be shown.
    public var availability: [Availability]
    /// What it does.
    public var action: Action
    /// The menu stays presented after it runs (Expand).
    public var keepsMenuPresented: Bool
    /// The user detector's run that made it (its placeholder, then its answer), if any.
    public var detectorRun: DetectorRun?
    /// A colour shown as a swatch before the title (a colour detector's value).
    public var swatch: Color?

    /// The columns it takes in a menu: its title's, and its swatch's (`MenuRenderer.swatchWidth`).
    public var width: Int { GraphemeWidth.width(ofText: title) + (swatch == nil ? 0 : MenuRenderer.swatchWidth) }

    /// Creates an item.
    public init(title: String, availability: [Availability], action: Action, keepsMenuPresented: Bool = false) {
        self.title = title
        self.availability = availability
        self.action = action
        self.keepsMenuPresented = keepsMenuPresented
    }

    /// Whether the item applies.
    public func isAvailable(in context: MenuContext) -> Bool {
        availability.allSatisfy { test in
            switch test {
            case .selection: return context.hasSelection
            case .noSelection: return !context.hasSelection
            case .notAllSelected: return !context.isDocumentEmpty && !context.isAllSelected
            case .link: return context.link != nil
            case .path: return context.link?.kind == .path
            case .expandable: return context.canExpand
            }
        }
    }

    /// Copy.
    public static let copy = MenuItem(title: "Copy", availability: [.selection], action: .copy)
    /// Select All.
    public static let selectAll = MenuItem(title: "Select All", availability: [.notAllSelected], action: .selectAll)
    /// Find.
    public static let find = MenuItem(title: "Find", availability: [], action: .find)
    /// Expand, which keeps the menu open.
    public static let expand = MenuItem(title: "Expand", availability: [.selection, .expandable], action: .expand, keepsMenuPresented: true)
    /// Open (a URL, path or e-mail address).
    public static let open = MenuItem(title: "Open", availability: [.link], action: .open)
    /// Copy Link.
    public static let copyLink = MenuItem(title: "Copy Link", availability: [.link], action: .copyLink)
    /// Open in Editor (a `path[:line]`).
    public static let openInEditor = MenuItem(title: "Open in Editor", availability: [.selection, .path], action: .openInEditor)

    /// The suggested items, in order; each shows only where it applies.
    public static let suggested: [MenuItem] = [.copy, .selectAll, .find, .expand, .open, .copyLink, .openInEditor]

    /// A data detector's value: its title is the value, choosing it copies it, and the menu stays
    /// (as a conversion in UIKit's menus does).
    public static func detected(_ value: String, swatch: Color? = nil) -> MenuItem {
        var item = MenuItem(title: value, availability: [], action: .copyValue(value), keepsMenuPresented: true)
        item.swatch = swatch
        return item
    }

    /// A user detector's item while its command runs: its placeholder title (`name…`); choosing it does nothing.
    public static func awaiting(_ run: DetectorRun) -> MenuItem {
        var item = MenuItem(title: run.detector.placeholder, availability: [], action: .awaitingAnswer, keepsMenuPresented: true)
        item.detectorRun = run
        return item
    }

    /// The context menu's Look Up for a page `man -w` found.
    public static func lookUp(_ page: ManPage) -> MenuItem {
        MenuItem(title: page.title, availability: [], action: .lookUp(page))
    }

    /// Whether typing its first letter highlights it (not a detector's item).
    public var hasFirstLetterKey: Bool {
        switch action {
        case .copyValue, .awaitingAnswer, .lookUp: return false
        default: return true
        }
    }

    /// A user's action: a title and a command (run by `/bin/sh -c`) that receives the selection
    /// on its standard input; shown when something is selected.
    public static func userAction(title: String, command: String) -> MenuItem {
        MenuItem(title: title, availability: [.selection], action: .run(command: command))
    }
}
