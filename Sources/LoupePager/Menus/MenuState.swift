import LoupeCore

/// A menu on screen: the edit menu over a finished selection, or the context menu at the
/// pointer; the items that apply, the highlighted one, the page, and the pointer's gesture.
public struct MenuState: Hashable, Sendable {
    /// Which menu.
    public enum Kind: Hashable, Sendable {
        /// The one-row menu above (or below) the selection.
        case edit
        /// The vertical menu a right-click opens at the pointer.
        case context
    }

    /// Which menu.
    public internal(set) var kind: Kind
    /// The items that apply, in order.
    public internal(set) var items: [MenuItem]
    /// What the items act on: the selection, or the link under the pointer (context menu); "" for none.
    public internal(set) var subject: String
    /// The link the subject names, if any.
    public internal(set) var link: LinkTarget?
    /// The highlighted item (keyboard, hover, a press).
    public internal(set) var highlighted: Int?
    /// The edit menu's page, on a screen too narrow for all its items.
    public internal(set) var page = 0
    /// The context menu's first item shown, on a screen too short for all (it scrolls).
    public internal(set) var top = 0
    /// When it was presented: it fades in from here (`fadeDuration`).
    public internal(set) var shownAt: Instant
    /// The context menu's pointer cell (where it opened).
    public internal(set) var anchor: GridPoint
    /// The context menu's Look Up while its page is being found (`ManPageLookUp`).
    public internal(set) var lookUp: ManPageLookUp?
    /// The item a left press went down on (it runs if the button comes up on it).
    var pressed: Int?
    /// The right button is held since it opened the context menu.
    var rightHeld = false
    /// The pointer moved with the right button held (a release over an item runs it).
    var rightDragged = false

    /// How long a menu takes to fade in, in milliseconds.
    public static let fadeDuration = 100.0

    /// How far it has faded in at an instant, 0 to 1.
    public func opacity(at now: Instant) -> Double {
        min(1, max(0, now.milliseconds(since: shownAt) / Self.fadeDuration))
    }
}
