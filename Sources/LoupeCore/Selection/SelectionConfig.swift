/// The selection engine's settings, with the defaults of the terminals we follow.
public struct SelectionConfig: Equatable, Sendable {
    /// Presses on the same cell within this many milliseconds form one click sequence (300).
    public var clickInterval: Double = 300
    /// Word segmentation and the extra word characters (kitty's `@-./_~?&=%+#`).
    public var words = WordSegmenter()
    /// Rules for the tokens a double click selects whole (URLs, paths, addresses, hashes).
    public var smartTokenRules: [SmartTokenRule] = SmartTokenRule.defaults
    /// Modifier sets that turn a drag into a block selection (alt, and ctrl+alt).
    /// A set matches when the event's modifiers, shift aside, equal it.
    public var blockModifiers: [Modifiers] = [.alt, [.ctrl, .alt]]
    /// Trailing-space trimming when copying (smart: stream selections only).
    public var trim: TrimMode = .smart
    /// Milliseconds between auto-scroll steps while dragging past an edge (50, as tmux).
    public var autoScrollInterval: Double = 50
    /// Milliseconds the pointer rests on the first or last row before the view scrolls (300):
    /// a drag along an edge row selects its text; past the edge (the status line) scrolls at once.
    public var edgeDwell: Double = 300
    /// The most rows one auto-scroll step moves (the step grows by one per row past the edge).
    public var autoScrollMaxStep: Int = 10
    /// Rows of context kept between the moving end and the screen edge while scrolling (1).
    public var scrollPadding: Int = 1
    /// Rows the pointer must move down (up) from its turning point before
    /// `movingDownward` turns on (off): the hysteresis of the downward signal.
    public var downwardHysteresis: Double = 1
    /// A finished selection (stream or block) of more lines than this is not turned into text by the
    /// engine (`SelectionEffect.finishedLarge`): its caller makes the text where it will not hold
    /// up the interface.
    public var immediateTextLines = 10_000

    /// The default settings.
    public init() {}

    /// Whether a press with these modifiers starts a block selection.
    public func isBlock(_ modifiers: Modifiers) -> Bool {
        var m = modifiers
        m.remove(.shift)
        return !m.isEmpty && blockModifiers.contains(m)
    }
}
