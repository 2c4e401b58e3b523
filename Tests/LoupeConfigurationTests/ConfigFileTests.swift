import LoupeConfiguration
import LoupeCore
import LoupePager
import Testing

@Suite struct ConfigFileTests {
    /// Every key of the schema, set in a file to a value other than its default, reads back.
    static let everyKey = """
    [loupe]
    zoom = 4
    tier = "sextant"
    downward = "hide"
    enabled = false
    hover = true

    [selection]
    word-chars = "-_"

    [pager]
    wrap = false

    [view]
    copy-command = "xclip -selection clipboard"
    copy-on-select = false
    open-command = "firefox"

    [pick]
    status-bar = false

    [tmux]
    scrollback = 2000
    paste = true
    window = true
    copy-on-select = false

    [colors]
    background = "light"

    [colors.dark]
    selection-background = "#264f78"
    selection-foreground = "white"
    find-background = "bright-yellow"
    find-foreground = 0
    current-background = "#FF8C1A"
    current-foreground = "default"
    lens-border = 244
    lens-background = "#1c1c22"
    caret = "blue"
    menu-highlight = "#0a84ff"

    [colors.light]
    selection-background = "#add6ff"
    selection-foreground = "black"
    find-background = 226
    find-foreground = "bright-black"
    current-background = "Red"
    current-foreground = "#000000"
    lens-border = "#6e6e76"
    lens-background = "#fafaf6"
    caret = "#007aff"
    menu-highlight = "magenta"

    [links]
    open-schemes = ["https", "Gopher"]
    default-rules = false

    [clipboard]
    provider = "xsel"
    primary = false
    """

    @Test func everyKeyOfTheSchemaIsRead() throws {
        let file = try ConfigFile(path: "config.toml", text: Self.everyKey)
        let expected: [String: ConfigValue] = [
            "loupe.zoom": .integer(4), "loupe.tier": .string("sextant"), "loupe.downward": .string("hide"),
            "loupe.enabled": .bool(false), "loupe.hover": .bool(true), "selection.word-chars": .string("-_"),
            "pager.wrap": .bool(false), "view.copy-command": .string("xclip -selection clipboard"), "pick.status-bar": .bool(false),
            "view.copy-on-select": .bool(false), "view.open-command": .string("firefox"),
            "tmux.scrollback": .integer(2000), "tmux.paste": .bool(true), "tmux.window": .bool(true),
            "tmux.copy-on-select": .bool(false), "colors.background": .string("light"),
            "colors.dark.selection-background": .string("#264f78"), "colors.dark.selection-foreground": .string("white"),
            "colors.dark.find-background": .string("bright-yellow"), "colors.dark.find-foreground": .integer(0),
            "colors.dark.current-background": .string("#FF8C1A"), "colors.dark.current-foreground": .string("default"),
            "colors.dark.lens-border": .integer(244), "colors.dark.lens-background": .string("#1c1c22"),
            "colors.dark.caret": .string("blue"), "colors.dark.menu-highlight": .string("#0a84ff"),
            "colors.light.selection-background": .string("#add6ff"), "colors.light.selection-foreground": .string("black"),
            "colors.light.find-background": .integer(226), "colors.light.find-foreground": .string("bright-black"),
            "colors.light.current-background": .string("Red"), "colors.light.current-foreground": .string("#000000"),
            "colors.light.lens-border": .string("#6e6e76"), "colors.light.lens-background": .string("#fafaf6"),
            "colors.light.caret": .string("#007aff"), "colors.light.menu-highlight": .string("magenta"),
            "links.open-schemes": .string("https,Gopher"), "links.default-rules": .bool(false),
            "clipboard.provider": .string("xsel"), "clipboard.primary": .bool(false),
        ]
        #expect(file.values == expected)
        #expect(Set(expected.keys) == Set(ConfigKey.all.map(\.path)), "the test covers every key of the schema")
        for key in ConfigKey.all { #expect(file.values[key.path] != key.defaultValue, "\(key.path) is set to its default") }
    }

    @Test func theColoursAreReadForEachBackground() throws {
        let file = try ConfigFile(path: "config.toml", text: Self.everyKey)
        let config = try Configuration(commandLine: [:], environment: [:], file: file,
                                       location: ConfigLocation(option: "config.toml", noConfig: false, environment: [:]))
        var dark = ColorChoices()
        dark.selectionBackground = .rgb(0x26, 0x4f, 0x78)
        dark.selectionForeground = .indexed(7)
        dark.findBackground = .indexed(11)
        dark.findForeground = .indexed(0)
        dark.currentBackground = .rgb(255, 140, 26)
        dark.currentForeground = .default
        dark.lensBorder = .indexed(244)
        dark.lensBackground = .rgb(28, 28, 34)
        dark.caret = .indexed(4)
        dark.menuHighlight = .rgb(10, 132, 255)
        var light = ColorChoices()
        light.selectionBackground = .rgb(0xad, 0xd6, 0xff)
        light.selectionForeground = .indexed(0)
        light.findBackground = .indexed(226)
        light.findForeground = .indexed(8)
        light.currentBackground = .indexed(1)
        light.currentForeground = .rgb(0, 0, 0)
        light.lensBorder = .rgb(110, 110, 118)
        light.lensBackground = .rgb(250, 250, 246)
        light.caret = .rgb(0, 122, 255)
        light.menuHighlight = .indexed(5)
        #expect(config.colors == PagerColors(dark: dark, light: light))
        #expect(config.colors.choices(for: .light) == light && config.colors.choices(for: .dark) == dark)
        #expect(config.background == .light, "[colors] background beside [colors.dark] and [colors.light]")
    }

    @Test func smartSelectionRulesAreReadInOrderWithTheirDefaults() throws {
        let file = try ConfigFile(path: "c.toml", text: """
        [[selection.rules]]
        name = "ticket"
        pattern = '(?:^|\\W)([A-Z]{2,}-[0-9]+)(?!\\w)'
        group = 1

        [[selection.rules]]
        name = "word"
        pattern = "[a-z]+"
        precedence = 5
        """)
        #expect(file.smartRules == [ConfigSmartRule(name: "ticket", pattern: #"(?:^|\W)([A-Z]{2,}-[0-9]+)(?!\w)"#, group: 1, precedence: 100),
                                    ConfigSmartRule(name: "word", pattern: "[a-z]+", group: 0, precedence: 5)])
        let rule = try #require(file.smartRules.first?.rule)
        let cells = TextImporter().importText("see JIRA-42, please").lines.first ?? []
        #expect(SmartTokens.tokenRange(containing: 6, in: cells, rules: [rule]) == 4..<11)
    }

    @Test func linkRulesAreCompiledInTheFilesOrder() throws {
        let file = try ConfigFile(path: "c.toml", text: """
            [[links.rules]]
            name = "ticket"
            kind = "url"
            pattern = 'https://jira\\.example/browse/[A-Z]+-\\d+'

            [[links.rules]]
            name = "build"
            kind = "path"
            pattern = 'build/[a-z]+\\.log'
            """)
        #expect(file.linkRules.map(\.name) == ["ticket", "build"])
        #expect(file.linkRules.first?.kind == .url)
        let found = LinkDetector(rules: file.linkRules).matches(in: "see https://jira.example/browse/AB-12 and build/app.log")
        #expect(found.map(\.target) == ["https://jira.example/browse/AB-12", "build/app.log"])
        #expect(throws: ConfigError.self) {
            try ConfigFile(path: "c.toml", text: "[[links.rules]]\nname = \"bad\"\nkind = \"url\"\npattern = \"(unclosed\"\n")
        }
    }

    @Test func dottedKeysAndInlineTablesAreTheSameKeys() throws {
        let file = try ConfigFile(path: "c.toml", text: "loupe.zoom = 4\ntmux = { paste = true }\n")
        #expect(file.values == ["loupe.zoom": .integer(4), "tmux.paste": .bool(true)])
    }

    @Test func anEmptyFileSetsNothing() throws {
        let file = try ConfigFile(path: "c.toml", text: "# nothing yet\n")
        #expect(file.values.isEmpty && file.keymap.isEmpty)
    }

    @Test func keyBindingsAreKeymapRows() throws {
        let file = try ConfigFile(path: "c.toml", text: """
        [keys]
        unbind = ["q", "ctrl+f"]

        [[keys.bind]]
        key = "x"
        action = "quit"

        [[keys.bind]]
        key = "ctrl+n"
        action = "scroll-lines"
        by = 5
        only = "view"

        [[keys.bind]]
        key = "alt+space"
        action = "interrupt"

        [[keys.bind]]
        key = "F3"
        action = "find-next"
        """)
        #expect(file.keymap.unbind == [KeyChord(.character("q")), KeyChord(.character("f"), modifiers: .ctrl)])
        #expect(file.keymap.bind == [
            PagerKeyBinding(.character("x"), .quit),
            PagerKeyBinding(.character("n"), .ctrl, only: .view, .scrollLines(5)),
            PagerKeyBinding(.character(" "), .alt, .interrupt),
            PagerKeyBinding(.function(3), .findNext),
        ])
        let keymap = file.keymap.applied(to: .standard)
        #expect(keymap.rows.first == PagerKeyBinding(.character("x"), .quit))
        #expect(keymap.first.first == PagerKeyBinding(.character(" "), .alt, .interrupt))
        #expect(!keymap.rows.contains { $0.key == .character("q") && $0.modifiers.isEmpty })
        #expect(!keymap.rows.contains { $0.key == .character("f") && $0.modifiers == .ctrl })
        #expect(keymap.rows.contains { $0.key == .character("f") && $0.modifiers.isEmpty }, "unbinding ctrl+f keeps f")
    }

    @Test func theEffectiveListingShowsEveryRowOfTheFileAndReadsBackAsTheSame() throws {
        let text = """
        [loupe]
        zoom = 4

        [[links.rules]]
        name = "ticket"
        kind = "url"
        pattern = 'https://jira\\.example\\.com/browse/[A-Z]+-[0-9]+'

        [[keys.bind]]
        key = "x"
        action = "quit"

        [[menu.actions]]
        title = "Save \\"it\\""
        command = "cat >> ~/notes.txt"

        [[menu.actions]]
        title = "Count"
        command = "wc -c"

        [[menu.detectors]]
        name = "host"
        pattern = '^[0-9]+(\\.[0-9]+){3}$'
        command = "xargs getent hosts | awk '{ print $2 }'"

        [[selection.rules]]
        name = "phrase"
        pattern = 'brown (fox)'
        group = 1

        """
        let file = try ConfigFile(path: "/c.toml", text: text)
        let config = try Configuration(commandLine: [:], environment: [:], file: file,
                                       location: ConfigLocation(option: "/c.toml", noConfig: false, environment: [:]))
        let listing = ConfigListing.effective(config)
        #expect(listing.contains("[[menu.actions]]  # file: /c.toml\ntitle = \"Save \\\"it\\\"\"\ncommand = \"cat >> ~/notes.txt\"\n"), "\(listing)")
        #expect(listing.contains("[[menu.detectors]]  # file: /c.toml\nname = \"host\"\n"), "\(listing)")
        let again = try ConfigFile(path: "/listing.toml", text: listing)
        #expect(again.menuActions == file.menuActions)
        #expect(again.menuDetectors == file.menuDetectors)
        #expect(again.linkRules == file.linkRules)
        #expect(again.smartRules == file.smartRules)
        #expect(again.keymap == file.keymap)
        #expect(again.values["loupe.zoom"] == .integer(4))
    }

    @Test func theDefaultFileParsesAndUncommentedGivesTheDefaults() throws {
        let text = ConfigListing.defaultFile(version: "9.9.9")
        #expect(text.contains("Loupe 9.9.9"))
        let file = try ConfigFile(path: "default.toml", text: text)
        #expect(file.values.isEmpty)
        // Uncomment every `# key = value` line of the settings' tables: the defaults, exactly.
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("[keys]") { break }
            let body = line.dropFirst(2)
            let isSetting = line.hasPrefix("# ") && ConfigKey.all.contains { body.hasPrefix($0.name + " = ") }
            lines.append(isSetting ? String(body) : String(line))
        }
        let uncommented = try ConfigFile(path: "default.toml", text: lines.joined(separator: "\n"))
        for key in ConfigKey.all { #expect(uncommented.values[key.path] == key.defaultValue, "\(key.path)") }
    }
}

@Suite struct ConfigPrecedenceTests {
    static let file = { () -> ConfigFile? in try? ConfigFile(path: "/c.toml", text: "[loupe]\nzoom = 4\nhover = true\ntier = \"quadrant\"\n") }()
    static let location = ConfigLocation(option: "/c.toml", noConfig: false, environment: [:])

    @Test func commandLineBeatsEnvironmentBeatsFileBeatsDefaults() throws {
        let config = try Configuration(commandLine: ["loupe.zoom": .integer(3)],
                                       environment: ["LOUPE_ZOOM": "3", "LOUPE_HOVER": "false", "LOUPE_WRAP": "no"],
                                       file: Self.file, location: Self.location)
        #expect(config.entry(ConfigKey.zoom).value == .integer(3) && config.entry(ConfigKey.zoom).source == .commandLine)
        #expect(config.entry(ConfigKey.hover).value == .bool(false) && config.entry(ConfigKey.hover).source == .environment("LOUPE_HOVER"))
        #expect(config.entry(ConfigKey.wrap).value == .bool(false) && config.entry(ConfigKey.wrap).source == .environment("LOUPE_WRAP"))
        #expect(config.entry(ConfigKey.tier).value == .string("quadrant") && config.entry(ConfigKey.tier).source == .file("/c.toml"))
        #expect(config.entry(ConfigKey.downward).value == .string("show") && config.entry(ConfigKey.downward).source == .defaultValue)
    }

    /// The background: the command line over LOUPE_BACKGROUND over the file's `[colors] background`
    /// over `auto` (nil: as the terminal says).
    @Test func theBackgroundFollowsTheLayers() throws {
        let file = try ConfigFile(path: "/b.toml", text: "[colors]\nbackground = \"light\"\n")
        func background(_ commandLine: [String: ConfigValue], _ env: [String: String], _ file: ConfigFile?) throws -> (BackgroundShade?, ConfigSource) {
            let config = try Configuration(commandLine: commandLine, environment: env, file: file, location: Self.location)
            return (config.background, config.entry(ConfigKey.background).source)
        }
        let none = try background([:], [:], nil)
        #expect(none.0 == nil && none.1 == .defaultValue)
        let fromFile = try background([:], [:], file)
        #expect(fromFile.0 == .light && fromFile.1 == .file("/b.toml"))
        let fromEnvironment = try background([:], ["LOUPE_BACKGROUND": "dark"], file)
        #expect(fromEnvironment.0 == .dark && fromEnvironment.1 == .environment("LOUPE_BACKGROUND"))
        let fromCommandLine = try background(["colors.background": .string("auto")], ["LOUPE_BACKGROUND": "dark"], file)
        #expect(fromCommandLine.0 == nil && fromCommandLine.1 == .commandLine, "--background auto: as the terminal says")
        #expect(throws: ConfigError(lines: ["LOUPE_BACKGROUND (colors.background): expected one of \"auto\", \"dark\", \"light\", got \"white\""])) {
            try Configuration(commandLine: [:], environment: ["LOUPE_BACKGROUND": "white"], file: nil, location: Self.location)
        }
    }

    @Test func everyKeyHasItsEnvironmentVariable() throws {
        let texts: [String: String] = ["LOUPE_ZOOM": "4", "LOUPE_TIER": "halfblock", "LOUPE_DOWNWARD": "hide", "LOUPE_ENABLED": "0",
                                       "LOUPE_HOVER": "1", "LOUPE_WORD_CHARS": "_", "LOUPE_WRAP": "off", "LOUPE_COPY_COMMAND": "cat",
                                       "LOUPE_STATUS_BAR": "false", "LOUPE_SCROLLBACK": "10", "LOUPE_PASTE": "yes", "LOUPE_WINDOW": "true",
                                       "LOUPE_COPY_ON_SELECT": "no", "LOUPE_CLIPBOARD": "wl-copy", "LOUPE_CLIPBOARD_PRIMARY": "no", "LOUPE_OPEN_COMMAND": "firefox", "LOUPE_OPEN_SCHEMES": "https, SSH",
                                       "LOUPE_DEFAULT_LINK_RULES": "no",
                                       "LOUPE_DARK_SELECTION_BACKGROUND": "#102030", "LOUPE_DARK_SELECTION_FOREGROUND": "white",
                                       "LOUPE_DARK_FIND_BACKGROUND": "3", "LOUPE_DARK_FIND_FOREGROUND": "black",
                                       "LOUPE_DARK_CURRENT_BACKGROUND": "bright-red", "LOUPE_DARK_CURRENT_FOREGROUND": "0",
                                       "LOUPE_DARK_LENS_BORDER": "#8e8e93", "LOUPE_DARK_LENS_BACKGROUND": "default",
                                       "LOUPE_DARK_CARET": "33", "LOUPE_DARK_MENU_HIGHLIGHT": "cyan",
                                       "LOUPE_LIGHT_SELECTION_BACKGROUND": "#add6ff", "LOUPE_LIGHT_SELECTION_FOREGROUND": "black",
                                       "LOUPE_LIGHT_FIND_BACKGROUND": "226", "LOUPE_LIGHT_FIND_FOREGROUND": "bright-black",
                                       "LOUPE_LIGHT_CURRENT_BACKGROUND": "208", "LOUPE_LIGHT_CURRENT_FOREGROUND": "#000000",
                                       "LOUPE_LIGHT_LENS_BORDER": "white", "LOUPE_LIGHT_LENS_BACKGROUND": "#fafaf6",
                                       "LOUPE_LIGHT_CARET": "blue", "LOUPE_LIGHT_MENU_HIGHLIGHT": "magenta",
                                       "LOUPE_TMUX_COPY_ON_SELECT": "off", "LOUPE_BACKGROUND": "dark"]
        #expect(Set(texts.keys) == Set(ConfigKey.all.map(\.environment)))
        let config = try Configuration(commandLine: [:], environment: texts, file: nil, location: Self.location)
        for entry in config.entries {
            #expect(entry.source == .environment(entry.key.environment), "\(entry.key.path)")
            #expect(entry.value != entry.key.defaultValue, "\(entry.key.path)")
        }
    }

    /// A configuration skips the variables' layer when no variable starts with LOUPE_ (most
    /// starts), so every key's variable must, and one alone among others is still read.
    @Test func eachVariableIsReadAloneAmongOthers() throws {
        #expect(ConfigKey.all.allSatisfy { $0.environment.hasPrefix("LOUPE_") })
        let others = ["HOME": "/root", "TERM": "xterm-256color", "LOUPE": "4", "LOUPEZOOM": "4", "XLOUPE_ZOOM": "4"]
        let plain = try Configuration(commandLine: [:], environment: others, file: nil, location: Self.location)
        #expect(plain.entries.count == ConfigKey.all.count)
        #expect(plain.entries.allSatisfy { $0.source == .defaultValue && $0.value == $0.key.defaultValue })
        for key in [ConfigKey.zoom, ConfigKey.background, ConfigKey.all[ConfigKey.all.count - 1]] {
            let text = key == ConfigKey.zoom ? "4" : key == ConfigKey.background ? "light" : "#102030"
            let config = try Configuration(commandLine: [:], environment: others.merging([key.environment: text]) { old, _ in old },
                                           file: nil, location: Self.location)
            #expect(config.entry(key).source == .environment(key.environment), "\(key.path)")
            #expect(config.entries.filter { $0.source != .defaultValue }.count == 1, "\(key.path)")
        }
    }

    /// The path is made with the key, and follows its table and name when they change.
    @Test func aKeysPathIsItsTableAndName() {
        #expect(ConfigKey.all.allSatisfy { $0.path == $0.table + "." + $0.name })
        #expect(ConfigKey.zoom.path == "loupe.zoom" && ConfigKey.all.last?.path == "colors.light.menu-highlight")
        var key = ConfigKey.zoom
        key.table = "pager"
        #expect(key.path == "pager.zoom")
        key.name = "wrap"
        #expect(key.path == "pager.wrap")
    }

    /// The viewer keeps `LinkTarget.allowedSchemes` when `open-schemes` is left at its default,
    /// without reading the default's text: the two must say the same.
    @Test func theDefaultOpenSchemesAreTheLinksAllowedOnes() {
        guard case let .string(text)? = ConfigKey.openSchemes.defaultValue, case let .success(list) = ConfigValueKind.schemes(in: text) else {
            Issue.record("open-schemes has no default of schemes")
            return
        }
        #expect(Set(list) == LinkTarget.allowedSchemes && list.count == LinkTarget.allowedSchemes.count)
    }

    /// No change to the keymap (no file, or one without `[keys]`) gives the keymap back as it is.
    @Test func noKeymapChangeKeepsTheKeymap() {
        #expect(KeymapChanges().isEmpty)
        #expect(KeymapChanges().applied(to: .standard) == .standard)
        let config = try? Configuration(commandLine: [:], environment: [:], file: nil, location: Self.location)
        #expect(config?.keymap == .standard)
    }

    @Test func aBadVariableIsRefusedWithItsNameAndWhatWasExpected() {
        #expect(throws: ConfigError(lines: ["LOUPE_ZOOM (loupe.zoom): expected 3 or 4, got \"9x\"",
                                            "LOUPE_TIER (loupe.tier): expected one of \"auto\", \"sextant\", \"quadrant\", \"halfblock\", \"spread\", got \"sextan\" (did you mean \"sextant\"?)"])) {
            try Configuration(commandLine: [:], environment: ["LOUPE_ZOOM": "9x", "LOUPE_TIER": "sextan"], file: nil, location: Self.location)
        }
    }

    /// Issue 15: 2x is too small to read in every block tier; the file and the environment say why it is refused.
    @Test func zoomTwoIsRefusedWithTheReason() throws {
        let reason = "(2x is not offered: a letter gets 4x6 pixels of block glyphs at best, too few to read)"
        #expect(throws: ConfigError(lines: ["LOUPE_ZOOM (loupe.zoom): expected 3 or 4, got 2 \(reason)"])) {
            try Configuration(commandLine: [:], environment: ["LOUPE_ZOOM": "2"], file: nil, location: Self.location)
        }
        #expect(throws: ConfigError(lines: ["c.toml:2:1: loupe.zoom: expected 3 or 4, got 2 \(reason)"])) {
            try ConfigFile(path: "c.toml", text: "[loupe]\nzoom = 2\n")
        }
        #expect(throws: ConfigError(lines: ["c.toml:2:1: loupe.zoom: expected 3 or 4, got 5"])) {
            try ConfigFile(path: "c.toml", text: "[loupe]\nzoom = 5\n")
        }
    }

    /// A zoom and the spread tier from different layers would leave the zoom ignored without a word.
    @Test func aZoomWithTheSpreadTierFromAnotherLayerIsRefused() throws {
        let spreadFile = try ConfigFile(path: "/s.toml", text: "[loupe]\ntier = \"spread\"\n")
        #expect(throws: ConfigError(lines: ["--zoom has no effect with the spread tier (loupe.tier in /s.toml), which shows the cells at 1x: leave one of them out"])) {
            try Configuration(commandLine: ["loupe.zoom": .integer(4)], environment: [:], file: spreadFile, location: Self.location)
        }
        #expect(throws: ConfigError(lines: ["loupe.zoom in /c.toml has no effect with the spread tier (--loupe-tier), which shows the cells at 1x: leave one of them out"])) {
            try Configuration(commandLine: ["loupe.tier": .string("spread")], environment: [:], file: Self.file, location: Self.location)
        }
        // A tier above the file's spread, or no zoom at all, is fine.
        _ = try Configuration(commandLine: ["loupe.zoom": .integer(4), "loupe.tier": .string("sextant")], environment: [:], file: spreadFile, location: Self.location)
        _ = try Configuration(commandLine: [:], environment: [:], file: spreadFile, location: Self.location)
    }

    @Test func whichFileIsRead() {
        let env = ["HOME": "/home/u", "XDG_CONFIG_HOME": "/x", "LOUPE_CONFIG": "/l.toml"]
        let named = ConfigLocation(option: "/o.toml", noConfig: false, environment: env)
        #expect(named.path == "/o.toml" && named.required && named.reason == "--config")
        #expect(ConfigLocation(option: nil, noConfig: false, environment: env).path == "/l.toml")
        #expect(ConfigLocation(option: nil, noConfig: false, environment: ["HOME": "/home/u", "XDG_CONFIG_HOME": "/x"]).path == "/x/loupe/config.toml")
        #expect(ConfigLocation(option: nil, noConfig: false, environment: ["HOME": "/home/u", "XDG_CONFIG_HOME": "rel"]).path
                == "/home/u/.config/loupe/config.toml")
        #expect(ConfigLocation(option: nil, noConfig: true, environment: env).path == nil)
    }

    @Test func aMissingDefaultFileIsNoFileButANamedOneIsAnError() throws {
        let config = try Configuration.load(commandLine: [:], location: ConfigLocation(option: nil, noConfig: false,
                                                                                        environment: ["HOME": "/no/such/home"]), environment: [:])
        #expect(config.file == nil && config.value(ConfigKey.zoom) == .integer(3))
        #expect(throws: ConfigError(lines: ["/no/such.toml: no such configuration file (from LOUPE_CONFIG)"])) {
            try Configuration.load(commandLine: [:], location: ConfigLocation(option: nil, noConfig: false, environment: ["LOUPE_CONFIG": "/no/such.toml"]),
                                   environment: [:])
        }
        #expect(throws: ConfigError(lines: ["/: cannot read the configuration file: it is a directory"])) {
            try Configuration.load(commandLine: [:], location: ConfigLocation(option: "/", noConfig: false, environment: [:]), environment: [:])
        }
    }

    @Test func menuActionsAreRowsOfATitleAndACommand() throws {
        let file = try ConfigFile(path: "c.toml", text: """
        [[menu.actions]]
        title = "Save"
        command = "cat >> ~/notes.txt"

        [[menu.actions]]
        title = " Upper "
        command = "tr a-z A-Z"
        """)
        #expect(file.menuActions == [ConfigMenuAction(title: "Save", command: "cat >> ~/notes.txt"),
                                     ConfigMenuAction(title: "Upper", command: "tr a-z A-Z")])
    }

    @Test func badMenuActionsAreNamedWithTheirPlace() {
        let cases: [(String, String)] = [
            ("[[menu.actions]]\ntitle = \"Save\"\n", "c.toml:1:1: menu.actions[1]: missing \"command\""),
            ("[[menu.actions]]\ntitle = \"\"\ncommand = \"x\"\n", "c.toml:2:1: menu.actions[1].title: expected a non-empty string, got \"\""),
            ("[[menu.actions]]\ntitle = \"a\"\ncommand = \"x\"\ncomand = 1\n", "c.toml:4:1: unknown key \"comand\" in menu.actions[1] (did you mean \"command\"?)"),
            ("[menu]\naction = 1\n", "c.toml:2:1: unknown key \"action\" in [menu] (did you mean \"actions\"?)"),
        ]
        for (text, message) in cases { Self.expectProblem(text, message) }
    }

    /// Expects a file's text to be refused with one message (or, `prefixOnly`, one starting so).
    static func expectProblem(_ text: String, _ message: String, prefixOnly: Bool = false) {
        do {
            _ = try ConfigFile(path: "c.toml", text: text)
            Issue.record("accepted: \(text)")
        } catch let error as ConfigError {
            #expect(error.lines.count == 1 && (prefixOnly ? error.lines.first?.hasPrefix(message) == true : error.lines == [message]),
                    "\(text): \(error.lines)")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func menuDetectorsAreRowsOfANameAPatternAndACommand() throws {
        let file = try ConfigFile(path: "c.toml", text: """
        [[menu.actions]]
        title = "Save"
        command = "cat >> ~/notes.txt"

        [[menu.detectors]]
        name = "host"
        pattern = '^[0-9]+(\\.[0-9]+){3}$'
        command = "getent hosts"

        [[menu.detectors]]
        name = "ticket"
        pattern = '[A-Z]+-[0-9]+'
        command = "jira-title"
        """)
        #expect(file.menuDetectors.map(\.name) == ["host", "ticket"])
        #expect(file.menuDetectors.map(\.command) == ["getent hosts", "jira-title"])
        #expect(file.menuActions.map(\.title) == ["Save"])
        let host = try #require(file.menuDetectors.first)
        #expect(host.matches("127.0.0.1") && !host.matches("127.0.0.1x") && !host.matches("localhost"))
        #expect(file.menuDetectors[1].matches("see AB-12 now"), "anywhere in the selection")
    }

    @Test func badMenuDetectorsAreNamedWithTheirPlace() {
        let cases: [(String, String)] = [
            ("[[menu.detectors]]\nname = \"host\"\npattern = \"x\"\n", "c.toml:1:1: menu.detectors[1]: missing \"command\""),
            ("[menu]\n\n[[menu.detectors]]\npattern = \"x\"\ncommand = \"y\"\n", "c.toml:3:1: menu.detectors[1]: missing \"name\""),
            ("[[menu.detectors]]\nname = \"a\"\npattern = \"x\"\ncommand = \"\"\n",
             "c.toml:4:1: menu.detectors[1].command: expected a non-empty string, got \"\""),
            ("[[menu.detectors]]\nname = \"a\"\ncommand = \"y\"\npattern = \"(unclosed\"\n",
             "c.toml:4:1: menu.detectors[1].pattern: \"(unclosed\" is not a regular expression"),
            ("[[menu.detectors]]\nname = \"a\"\npattern = \"x\"\ncommand = \"y\"\ntitle = \"z\"\n",
             "c.toml:5:1: unknown key \"title\" in menu.detectors[1]; the keys of menu.detectors[1] are \"name\", \"pattern\", \"command\""),
            ("[menu]\ndetector = 1\n", "c.toml:2:1: unknown key \"detector\" in [menu] (did you mean \"detectors\"?)"),
            ("[menu]\ndetectors = 1\n", "c.toml:2:1: menu.detectors: expected an array of tables ([[menu.detectors]]), got an integer"),
        ]
        for (text, message) in cases { Self.expectProblem(text, message, prefixOnly: true) }
    }
}
