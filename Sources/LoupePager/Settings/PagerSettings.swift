import LoupeCore

/// What a pager or picker session is for, and how it behaves.
public struct PagerSettings: Equatable, Sendable {
    /// Whether the session pages text (copy on selection) or picks it (print and exit).
    public enum Purpose: String, Hashable, Sendable {
        /// `loupe view`: a completed selection is copied and the pager stays.
        case view
        /// `loupe pick`: a completed selection ends the session with the text as output.
        case pick
    }

    /// View or pick.
    public var purpose: Purpose
    /// The name in the status bar (a file name, "standard input", a pane id).
    public var title: String
    /// The loupe's settings (zoom, tier, downward policy, hover, theme, colours).
    public var loupe: LoupeConfig
    /// Whether the loupe is shown at all.
    public var loupeEnabled: Bool
    /// The selection engine's settings (click interval, word characters, block modifiers, trimming).
    public var selection: SelectionConfig
    /// Wrap or clip long lines.
    public var overflow: OverflowMode
    /// Whether the last row is a status bar.
    public var showStatusBar: Bool
    /// Rows one wheel notch scrolls.
    public var wheelStep: Int
    /// Columns one left/right key scrolls in clip mode.
    public var horizontalStep: Int
    /// The content starts scrolled to its end (a pane capture whose last rows are what the pane showed).
    public var startAtEnd: Bool
    /// Ctrl-Z suspends the program (off where no shell could resume it: a tmux popup).
    public var suspendable: Bool
    /// Start following the end of a growing input (`--follow`, as `less +F`).
    public var follow: Bool
    /// How often a growing input is looked at for new lines, in milliseconds.
    public var pollInterval: Double
    /// The key bindings.
    public var keymap: PagerKeymap
    /// The edit menu, the context menu, copy on select, and the items.
    public var menu: MenuSettings
    /// The data detectors: their items in the menus, and the zone for local times.
    public var detectors = DetectorSettings()
    /// The features, in order: the event priority and, reversed, the drawing order
    /// (`PagerFeatures.standard`; a feature from outside is added here, see `PagerFeature`).
    public var features: [AnyPagerFeature] = PagerFeatures.standard
    /// The most bytes the terminal's clipboard is sent (OSC 52), when copies go there; a larger
    /// copy says so in the status bar. Nil: no such limit applies.
    public var clipboardLimit: Int?
    /// The schemes a link may have to be opened (ctrl+click, the preview's Open); others are refused.
    public var openSchemes: Set<String> = LinkTarget.allowedSchemes
    /// The rules that find links in plain text, in order of precedence (`LinkRule.defaults`).
    public var linkRules: [LinkRule] = LinkRule.defaults
    /// The colours chosen for dark and light terminals (selection, find, lens, menus).
    public var colors = PagerColors()
    /// The terminal's background as far as it is known: dark or light, or nil while nothing has
    /// said (the lens, the menus and the link preview then draw with `LoupeTheme.neutral`, in the
    /// terminal's own colours, and no colours of `colors` apply). `adoptBackground` sets it.
    public private(set) var background: BackgroundShade?
    /// Whether the person settled `background` (`--background`, `[colors] background`,
    /// `LOUPE_BACKGROUND`): then what the terminal says (its reply to OSC 11) changes nothing.
    public private(set) var backgroundSettled = false
    /// How the tier was chosen automatically (`--loupe-tier auto`): the terminal's answers may then
    /// raise `loupe.tier` to sextants. Nil: the tier was asked for, and nothing changes it.
    public var automaticTier: AutomaticTier?
    /// A path's link preview shows the file's lines (`PagerModel.readExcerpts` turns it on).
    public var previewsFiles = false
    /// How many of the program's first left presses happened before it was on screen (`loupe tmux
    /// --press`: 1 for a drag begun in a tmux pane, 2 or 3 for a double or triple click there; they
    /// are its first events). Their lens is drawn at once where it is heading, never rising,
    /// sinking or trailing behind the pointer; and since a drag's release may never come (a quick
    /// flick that ended before the popup was up), a key ends that drag where it is, as the release
    /// would have (Esc, q and ctrl+c still close without taking anything). A press starts a new
    /// gesture, as always. 0: none.
    public var takenOverPresses = 0

    /// Creates settings; the defaults are those of `loupe view`.
    public init(purpose: Purpose = .view, title: String = "", loupe: LoupeConfig = LoupeConfig(), loupeEnabled: Bool = true,
                selection: SelectionConfig = SelectionConfig(), overflow: OverflowMode = .wrap, showStatusBar: Bool = true,
                wheelStep: Int = 3, horizontalStep: Int = 8, startAtEnd: Bool = false, suspendable: Bool = true,
                follow: Bool = false, pollInterval: Double = 50, keymap: PagerKeymap = .standard, menu: MenuSettings = MenuSettings()) {
        self.purpose = purpose
        self.title = title
        self.loupe = loupe
        self.loupeEnabled = loupeEnabled
        self.selection = selection
        self.overflow = overflow
        self.showStatusBar = showStatusBar
        self.wheelStep = max(1, wheelStep)
        self.horizontalStep = max(1, horizontalStep)
        self.startAtEnd = startAtEnd
        self.suspendable = suspendable
        self.follow = follow
        self.pollInterval = max(1, pollInterval)
        self.keymap = keymap
        self.menu = menu
    }

    /// Takes `shade` as the terminal's background (nil: unknown), its default colours assumed to be
    /// `canvas` (the shade's own when nil; the exact colour when the terminal answered OSC 11); on a
    /// light background the drop shadow is a light grey at most. `settled`: the person's own word,
    /// which no later call without it changes. Whoever says, the person's word wins over the
    /// terminal's reply, and that reply over `COLORFGBG` (which only the launcher reads).
    public mutating func adoptBackground(_ shade: BackgroundShade?, canvas: ColorBlend.Canvas? = nil, settled: Bool = false) {
        guard settled || !backgroundSettled else { return }
        background = shade
        backgroundSettled = settled
        guard let shade else { return }
        loupe.theme.canvas = canvas ?? shade.canvas
        if shade == .light { loupe.theme.shadowAmount = min(loupe.theme.shadowAmount, LoupeTheme.light.shadowAmount) }
    }

    /// The colours chosen for the terminal's background as it is known now (none while it is unknown).
    public var chosenColors: ColorChoices { background.map(colors.choices(for:)) ?? ColorChoices() }

    /// The loupe's settings as drawn: its theme with the colours chosen for this background, or
    /// the terminal's own colours (`LoupeTheme.neutral`) while the background is unknown.
    public var drawnLoupe: LoupeConfig {
        guard background != nil else {
            var drawn = loupe
            drawn.theme = .neutral
            return drawn
        }
        let choices = chosenColors
        guard !choices.isEmpty else { return loupe }
        var drawn = loupe
        drawn.theme = choices.applied(to: loupe.theme)
        return drawn
    }
}
