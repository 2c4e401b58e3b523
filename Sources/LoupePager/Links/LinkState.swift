import LoupeCore

/// The links' part of the pager: the link under the pointer (hover), the one the button went
/// down on (press), the one the keyboard's focus ring is on, and the preview when one shows.
/// Links are screen positions: scrolling or a new size forgets them.
public struct LinkState: Hashable, Sendable {
    /// The link under the pointer while no button is held (underlined, its target in the status line).
    public internal(set) var hovered: ScreenLink?
    /// The link the left button went down on and is still over (drawn faded 40%).
    public internal(set) var pressed: ScreenLink?
    /// When and where the press began; nil once the pointer moved (no long press then).
    var stillSince: (time: Instant, at: GridPoint)?
    /// A ctrl+click opened a link: its release is not a selection's.
    var swallowRelease = false
    /// The link the focus ring is on (Tab, Shift-Tab).
    public internal(set) var focused: ScreenLink?
    /// Tab went past the last link on screen (1) or Shift-Tab before the first (-1) and the view
    /// scrolled a page: the first (or last) link of the new screen takes the focus once the view
    /// has painted its map (`PagerReducer.focusAfterScroll`).
    public internal(set) var pendingFocus: Int?
    /// The preview, opening or closing.
    public internal(set) var preview: LinkPreview?

    /// How long a press must stay still to preview its link, in milliseconds.
    public static let longPress = 500.0

    /// When the press becomes a long press, if it can.
    var longPressDeadline: Instant? {
        guard pressed != nil, let still = stillSince else { return nil }
        return still.time.adding(milliseconds: Self.longPress)
    }

    /// Compares the fields (the press's start is a tuple).
    public static func == (a: LinkState, b: LinkState) -> Bool {
        a.hovered == b.hovered && a.pressed == b.pressed && a.focused == b.focused && a.preview == b.preview && a.pendingFocus == b.pendingFocus
            && a.swallowRelease == b.swallowRelease && a.stillSince?.time == b.stillSince?.time && a.stillSince?.at == b.stillSince?.at
    }

    /// Hashes what `==` compares, but the press's start.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(hovered); hasher.combine(pressed); hasher.combine(focused); hasher.combine(preview)
    }
}
