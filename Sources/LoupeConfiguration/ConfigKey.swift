import LoupeCore

/// One key of the configuration file: where it lives, what it accepts, the environment variable
/// that also sets it, its default and what it does. The schema is this list (`ConfigKey.all`).
public struct ConfigKey: Hashable, Sendable {
    /// The table it is in (`loupe`, `selection`, ...).
    public var table: String { didSet { path = table + "." + name } }
    /// Its name in the table (`zoom`).
    public var name: String { didSet { path = table + "." + name } }
    /// What it accepts.
    public var kind: ConfigValueKind
    /// The environment variable that sets it (`LOUPE_ZOOM`).
    public var environment: String
    /// The value when nothing sets it; nil: unset (the option's own default applies, as for `word-chars`).
    public var defaultValue: ConfigValue?
    /// The command-line option it stands for, for the default file's comments.
    public var option: String
    /// What it does, one line.
    public var help: String
    /// `table.name`, the key's name in messages and in `loupe config`. Made once with the key:
    /// every configuration looks each key up by it in its layers.
    public private(set) var path: String

    /// A key of the schema (`ConfigKey.all`), its path made from `table` and `name`.
    init(table: String, name: String, kind: ConfigValueKind, environment: String, defaultValue: ConfigValue?, option: String, help: String) {
        self.table = table
        self.name = name
        self.kind = kind
        self.environment = environment
        self.defaultValue = defaultValue
        self.option = option
        self.help = help
        path = table + "." + name
    }

    /// What every key's environment variable starts with.
    static let environmentPrefix = "LOUPE_"

    /// Every key, in the order `loupe config` and the default file list them.
    public static let all: [ConfigKey] = [zoom, tier, downward, loupeEnabled, hover, wordChars, wrap, copyCommand, copyOnSelect, openCommand,
                                          clipboardProvider, clipboardPrimary,
                                          statusBar, scrollback, paste, window, tmuxCopyOnSelect, openSchemes, defaultLinkRules, background]
        + colorKeys

    /// The key at `table.name`, if any.
    public static func named(_ path: String) -> ConfigKey? { byPath[path] }

    /// Every key by its path (`named` is asked for each colour on the way to the first screen).
    static let byPath: [String: ConfigKey] = Dictionary(all.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })

    /// The magnifications the tool offers. The magnifier also draws 2x, but a letter then gets
    /// 4x6 pixels of block glyphs in sextants, 4x4 in quadrants and 2x4 in half blocks: too few to
    /// read in any of them (issue 15's screenshots), so the tool does not offer it.
    public static let offeredZooms = 3...4

    /// Why 2x is not offered, for messages and help.
    public static let zoomTwoReason = "2x is not offered: a letter gets 4x6 pixels of block glyphs at best, too few to read"

    /// Why a value the key refuses is refused, where that is more than its range says: " (2x is
    /// not offered: ...)" for a zoom of 2, else empty. Appended to the range's message.
    public func refusalNote(_ value: ConfigValue) -> String {
        self == Self.zoom && value == .integer(2) ? " (\(Self.zoomTwoReason))" : ""
    }

    /// `refusalNote` for a value given as text (an environment variable).
    public func refusalNote(text: String) -> String {
        Int(text).map { refusalNote(.integer($0)) } ?? ""
    }

    /// `[loupe] zoom`: the magnification.
    public static let zoom = ConfigKey(table: "loupe", name: "zoom", kind: .integer(offeredZooms), environment: "LOUPE_ZOOM",
                                       defaultValue: .integer(3), option: "--zoom",
                                       help: "Loupe magnification: 3 or 4 (\(zoomTwoReason); not with tier = \"spread\", which shows the cells at 1x).")
    /// `[loupe] tier`: the glyphs of the enlarged text.
    public static let tier = ConfigKey(table: "loupe", name: "tier", kind: .choice(["auto"] + MagnifierTier.allCases.map(\.rawValue)),
                                       environment: "LOUPE_TIER", defaultValue: .string("auto"), option: "--loupe-tier",
                                       help: "How the loupe draws enlarged text (auto: what the terminal shows best).")
    /// `[loupe] downward`: the loupe while selecting downward.
    public static let downward = ConfigKey(table: "loupe", name: "downward", kind: .choice(DownwardPolicy.allCases.map(\.rawValue)),
                                           environment: "LOUPE_DOWNWARD", defaultValue: .string(DownwardPolicy.show.rawValue),
                                           option: "--downward",
                                           help: "While selecting downward the loupe stays (show, like PSPDFKit) or hides (hide, like iOS).")
    /// `[loupe] enabled`: the loupe at all.
    public static let loupeEnabled = ConfigKey(table: "loupe", name: "enabled", kind: .bool, environment: "LOUPE_ENABLED",
                                               defaultValue: .bool(true), option: "--loupe/--no-loupe",
                                               help: "Show the loupe while selecting (false: select without it).")
    /// `[loupe] hover`: the loupe follows the pointer.
    public static let hover = ConfigKey(table: "loupe", name: "hover", kind: .bool, environment: "LOUPE_HOVER",
                                        defaultValue: .bool(false), option: "--hover/--no-hover",
                                        help: "The loupe follows the pointer with no button held (for low-vision users).")
    /// `[selection] word-chars`: what a double-click counts as a word.
    public static let wordChars = ConfigKey(table: "selection", name: "word-chars", kind: .string, environment: "LOUPE_WORD_CHARS",
                                            defaultValue: .string(WordSegmenter.kittyWordCharacters), option: "--word-chars",
                                            help: "Characters that count as part of a word besides letters and digits (kitty's by default).")
    /// `[pager] wrap`: wrap or clip long lines.
    public static let wrap = ConfigKey(table: "pager", name: "wrap", kind: .bool, environment: "LOUPE_WRAP",
                                       defaultValue: .bool(true), option: "--wrap/--no-wrap",
                                       help: "Wrap long lines (false: clip them and scroll sideways with left/right).")
    /// `[view] copy-command`: a command each copied selection is piped to.
    public static let copyCommand = ConfigKey(table: "view", name: "copy-command", kind: .string, environment: "LOUPE_COPY_COMMAND",
                                              defaultValue: .string(""), option: "--copy-command",
                                              help: "Also pipe each copied selection to this shell command (\"\": none).")
    /// `[view] copy-on-select`: a finished selection is copied as it is made (the edit menu's Copy is there either way).
    public static let copyOnSelect = ConfigKey(table: "view", name: "copy-on-select", kind: .bool, environment: "LOUPE_COPY_ON_SELECT",
                                               defaultValue: .bool(true), option: "--copy-on-select/--no-copy-on-select",
                                               help: "Copy a finished selection as it is made (false: only the menu's Copy copies).")
    /// `[clipboard] provider`: the program copies go to (`ClipboardPlan`, in LoupeSystem).
    public static let clipboardProvider = ConfigKey(
        table: "clipboard", name: "provider", kind: .choice(["auto", "none", "wl-copy", "xclip", "xsel", "pbcopy"]),
        environment: "LOUPE_CLIPBOARD", defaultValue: .string("auto"), option: "--clipboard",
        help: "Where copies go besides OSC 52: auto (outside tmux and without a copy command, the first of wl-copy, xclip, xsel, pbcopy that works here), none, or one by name.")
    /// `[clipboard] primary`: the provider also sets the primary selection (what a middle click pastes).
    public static let clipboardPrimary = ConfigKey(table: "clipboard", name: "primary", kind: .bool, environment: "LOUPE_CLIPBOARD_PRIMARY",
                                                   defaultValue: .bool(true), option: "--primary/--no-primary",
                                                   help: "Also set the primary selection, which a middle click pastes (as terminals do).")
    /// `[view] open-command`: the program the edit menu's Open starts with a link.
    public static let openCommand = ConfigKey(table: "view", name: "open-command", kind: .string, environment: "LOUPE_OPEN_COMMAND",
                                              defaultValue: .string(""), option: "--open-command",
                                              help: "The program the menu's Open runs with a link as one argument, no shell (\"\": $BROWSER, else xdg-open).")
    /// `[pick] status-bar`: the picker's status bar.
    public static let statusBar = ConfigKey(table: "pick", name: "status-bar", kind: .bool, environment: "LOUPE_STATUS_BAR",
                                            defaultValue: .bool(true), option: "--status/--no-status",
                                            help: "Show the picker's status bar.")
    /// `[tmux] scrollback`: rows of history the tmux picker captures.
    public static let scrollback = ConfigKey(table: "tmux", name: "scrollback", kind: .integer(0...1_000_000), environment: "LOUPE_SCROLLBACK",
                                             defaultValue: .integer(0), option: "--scrollback",
                                             help: "Rows of the pane's history the tmux picker captures as well.")
    /// `[tmux] paste`: paste instead of copying.
    public static let paste = ConfigKey(table: "tmux", name: "paste", kind: .bool, environment: "LOUPE_PASTE",
                                        defaultValue: .bool(false), option: "--paste/--no-paste",
                                        help: "Paste the selection into the pane instead of copying it.")
    /// `[tmux] window`: a window instead of a popup.
    public static let window = ConfigKey(table: "tmux", name: "window", kind: .bool, environment: "LOUPE_WINDOW",
                                         defaultValue: .bool(false), option: "--window/--no-window",
                                         help: "Pick in a temporary window instead of a popup (always so before tmux 3.2).")
    /// `[tmux] copy-on-select`: a finished selection ends the pick (false: the edit menu shows, and its Copy picks).
    public static let tmuxCopyOnSelect = ConfigKey(table: "tmux", name: "copy-on-select", kind: .bool, environment: "LOUPE_TMUX_COPY_ON_SELECT",
                                                   defaultValue: .bool(true), option: "--copy-on-select/--no-copy-on-select",
                                                   help: "A finished selection is copied (or pasted) at once (false: the edit menu shows, and its Copy or Enter does it).")
    /// `[links] open-schemes`: the schemes a link may have to be opened (ctrl+click, the preview's Open).
    public static let openSchemes = ConfigKey(table: "links", name: "open-schemes", kind: .schemes, environment: "LOUPE_OPEN_SCHEMES",
                                              defaultValue: .string("http,https,file,mailto"),
                                              option: "--open-schemes",
                                              help: "The schemes a link may have to be opened; others are refused (paths always open). In the file also an array.")
    /// `[links] default-rules`: the built-in detection rules after the file's `[[links.rules]]`.
    public static let defaultLinkRules = ConfigKey(table: "links", name: "default-rules", kind: .bool, environment: "LOUPE_DEFAULT_LINK_RULES",
                                                   defaultValue: .bool(true), option: "--default-link-rules/--no-default-link-rules",
                                                   help: "Find URLs, e-mail addresses, paths and commit hashes with the built-in rules, after any [[links.rules]] (false: only yours).")
}
