import ArgumentParser
import LoupeConfiguration
import LoupeCore
import LoupeSystem
import LoupePager

/// The options `loupe view` and `loupe pick` share: the file and how the loupe looks.
struct ViewerOptions: ParsableArguments {
    @Argument(help: "The file to show, or - for standard input.")
    var file: String = "-"

    @Flag(name: [.customLong("follow"), .customShort("F")],
          help: "Keep the view at the end of a growing input, as less +F does (the F key starts it, any other key stops it).")
    var follow = false

    @OptionGroup var loupe: LoupeOptions
}

/// How the loupe looks and selects: the options of `loupe view`, `loupe pick` and `loupe tmux`.
/// Each is optional: one not given comes from the environment, the configuration file or the
/// default (`LoupeLook`).
struct LoupeOptions: ParsableArguments {
    @Option(name: .customLong("zoom"), help: ArgumentHelp("Loupe magnification: 3 (the default) or 4 (\(ConfigKey.zoomTwoReason)). Not with --loupe-tier spread, which shows the cells at 1x.",
                                                           valueName: "zoom"))
    var zoom: Int?

    @Option(name: .customLong("loupe-tier"), help: "How the loupe draws enlarged text: auto (the default), sextant, quadrant, halfblock or spread.")
    var loupeTier: TierChoice?

    @Option(help: "While selecting downward the loupe stays (show, the default, like PSPDFKit) or hides (hide, like iOS).")
    var downward: DownwardPolicy?

    @Flag(inversion: .prefixedNo, help: "Select with the loupe (the default) or without it.")
    var loupe: Bool?

    @Option(name: .customLong("word-chars"), help: "Characters that count as part of a word besides letters and digits (default: @-./_~?&=%+#).")
    var wordChars: String?

    @Flag(inversion: .prefixedNo, help: "The loupe follows the pointer with no button held (for low-vision users); default: off.")
    var hover: Bool?

    @Flag(inversion: .prefixedNo, help: "Wrap long lines (the default), or clip them and scroll sideways with left/right.")
    var wrap: Bool?

    @Option(name: .customLong("open-command"), help: "The program a link's Open (and ctrl+click) runs with the link as one argument, no shell (default: $BROWSER, else xdg-open).")
    var openCommand: String?

    @Option(name: .customLong("open-schemes"),
            help: ArgumentHelp("The schemes a link may have to be opened, separated by commas (default: http,https,file,mailto); others are refused.",
                               valueName: "schemes"))
    var openSchemes: String?

    @Flag(inversion: .prefixedNo, help: "Find links with the built-in rules (the default), or only with the configuration file's [[links.rules]].")
    var defaultLinkRules: Bool?

    @Option(help: ArgumentHelp("The terminal's background: dark, light, or auto (the default: as the terminal answers, else as COLORFGBG says; when nothing says, the lens, menus and preview keep to the terminal's own colours). Dark or light wins over what the terminal says.",
                               valueName: "auto|dark|light"))
    var background: BackgroundChoice?

    func validate() throws {
        if let zoom {
            guard ConfigKey.offeredZooms.contains(zoom) else {
                let why = zoom == 2 ? " (\(ConfigKey.zoomTwoReason))" : ""
                throw ValidationError("--zoom must be 3 or 4, got \(zoom)\(why)")
            }
        }
        if zoom != nil, loupeTier?.tier == .spread {
            throw ValidationError("--zoom has no effect with --loupe-tier spread, which shows the cells at 1x: leave one of them out")
        }
        if let openSchemes, case let .failure(problem) = ConfigValueKind.schemes(in: openSchemes) {
            throw ValidationError("--open-schemes: \(problem.message)")
        }
    }

    /// The options given, by configuration key path: the command-line layer of the configuration.
    var commandLine: [String: ConfigValue] {
        var layer: [String: ConfigValue] = [:]
        if let zoom { layer[ConfigKey.zoom.path] = .integer(zoom) }
        if let loupeTier { layer[ConfigKey.tier.path] = .string(loupeTier.defaultValueDescription) }
        if let downward { layer[ConfigKey.downward.path] = .string(downward.rawValue) }
        if let loupe { layer[ConfigKey.loupeEnabled.path] = .bool(loupe) }
        if let wordChars { layer[ConfigKey.wordChars.path] = .string(wordChars) }
        if let hover { layer[ConfigKey.hover.path] = .bool(hover) }
        if let wrap { layer[ConfigKey.wrap.path] = .bool(wrap) }
        if let openCommand { layer[ConfigKey.openCommand.path] = .string(openCommand) }
        if let openSchemes { layer[ConfigKey.openSchemes.path] = .string(openSchemes) }
        if let defaultLinkRules { layer[ConfigKey.defaultLinkRules.path] = .bool(defaultLinkRules) }
        if let background { layer[ConfigKey.background.path] = .string(background.defaultValueDescription) }
        return layer
    }
}

/// How the loupe looks and selects, resolved from the command line, the environment, the
/// configuration file and the defaults.
struct LoupeLook {
    var zoom = 3
    /// The tier asked for; nil for `auto` (the terminal profile's choice).
    var tier: MagnifierTier?
    var downward = DownwardPolicy.show
    var loupeEnabled = true
    /// Extra word characters; nil: the default (kitty's).
    var wordChars: String?
    var hover = false
    var wrap = true
    var keymap = PagerKeymap.standard
    /// The colours chosen for dark and light terminals.
    var colors = PagerColors()
    /// The background the person settled; nil: as the terminal says (`auto`).
    var background: BackgroundShade?
    /// Smart-selection rules of the configuration file, tried with the built-in ones.
    var smartRules: [SmartTokenRule] = []
    /// The data detectors of the configuration file (`[[menu.detectors]]`).
    var detectors: [UserDetector] = []
    /// The program a link's Open runs (nil: `$BROWSER`, else `xdg-open`).
    var openCommand: String?
    /// The schemes a link may have to be opened.
    var openSchemes = LinkTarget.allowedSchemes
    /// The rules that find links: the file's, then (unless turned off) the built-in ones.
    var linkRules = LinkRule.defaults
    /// The clipboard program asked for (`[clipboard] provider`).
    var clipboard = ClipboardPlan.Choice.automatic
    /// Whether the clipboard program also sets the primary selection.
    var primary = true

    /// The defaults.
    init() {}

    /// The effective values of `config`.
    init(_ config: Configuration) {
        zoom = config.value(ConfigKey.zoom)?.integer ?? zoom
        tier = config.value(ConfigKey.tier)?.string.flatMap(MagnifierTier.init(rawValue:))
        downward = config.value(ConfigKey.downward)?.string.flatMap(DownwardPolicy.init(rawValue:)) ?? downward
        loupeEnabled = config.value(ConfigKey.loupeEnabled)?.bool ?? loupeEnabled
        let words = config.entry(ConfigKey.wordChars)
        wordChars = words.source == .defaultValue ? nil : words.value?.string
        hover = config.value(ConfigKey.hover)?.bool ?? hover
        wrap = config.value(ConfigKey.wrap)?.bool ?? wrap
        keymap = config.keymap
        colors = config.colors
        background = config.background
        smartRules = (config.file?.smartRules ?? []).compactMap(\.rule)
        detectors = config.file?.menuDetectors ?? []
        let opener = config.value(ConfigKey.openCommand)?.string ?? ""
        openCommand = opener.isEmpty ? nil : opener
        // Every layer's value was checked when it was read: a failure here leaves the default.
        // The default value is `LinkTarget.allowedSchemes` spelled out
        // (`theDefaultOpenSchemesAreTheLinksAllowedOnes`): kept as it is, not read again.
        let schemes = config.entry(ConfigKey.openSchemes)
        if schemes.source != .defaultValue, let text = schemes.value?.string, case let .success(list) = ConfigValueKind.schemes(in: text) {
            openSchemes = Set(list)
        }
        clipboard = config.value(ConfigKey.clipboardProvider)?.string.flatMap(ClipboardPlan.Choice.init) ?? clipboard
        primary = config.value(ConfigKey.clipboardPrimary)?.bool ?? primary
        let builtIn = config.value(ConfigKey.defaultLinkRules)?.bool ?? true
        linkRules = (config.file?.linkRules ?? []) + (builtIn ? LinkRule.defaults : [])
    }
}

/// `--loupe-tier`: a `MagnifierTier`, or `auto` (the terminal profile's choice).
struct TierChoice: ExpressibleByArgument {
    /// The tier asked for; nil for `auto`.
    var tier: MagnifierTier?

    init(tier: MagnifierTier?) { self.tier = tier }

    init?(argument: String) {
        if argument == "auto" {
            tier = nil
        } else if let t = MagnifierTier(rawValue: argument) {
            tier = t
        } else {
            return nil
        }
    }

    static var allValueStrings: [String] { ["auto"] + MagnifierTier.allCases.map(\.rawValue) }
    var defaultValueDescription: String { tier?.rawValue ?? "auto" }
}

extension DownwardPolicy: ExpressibleByArgument {}
