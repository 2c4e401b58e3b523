import LoupeCore
import LoupePager

/// The text of `loupe config` (the effective configuration, each value with where it came from)
/// and of `loupe config --default` (a commented default file to start from).
public enum ConfigListing {
    /// The effective configuration as TOML, each value followed by its source, then the file's
    /// rows (links, keys, menu items and detectors, selection rules); `notes` adds a
    /// comment under a table's header (what a table's values resolve to here: `loupe config`
    /// says where copies go under `[clipboard]`).
    public static func effective(_ config: Configuration, notes: [String: String] = [:]) -> String {
        var out = "# Loupe's effective configuration (command line > environment > file > defaults).\n"
        let location = config.location
        if let path = location.path {
            out += "# file: \(path) (from \(location.reason)\(config.file == nil ? "; not found" : ""))\n"
        } else {
            out += "# file: none (\(location.reason))\n"
        }
        var table = ""
        // The sources line up in one column; a longer line (a long command, a list) keeps two spaces.
        let width = min(widestAligned, config.entries.map { "\($0.key.name) = \($0.value?.description ?? "")".count }.max() ?? 0)
        for entry in config.entries {
            if entry.key.table != table {
                table = entry.key.table
                out += "\n[\(table)]\n" + (notes[table].map { "# \($0)\n" } ?? "")
            }
            // A key with no value (a colour left to Loupe) is listed commented out.
            let line = entry.value.map { "\(entry.key.name) = \($0.description)" } ?? "# \(entry.key.name) ="
            let source = entry.value == nil ? "unset: Loupe's own" : describe(entry.source)
            out += line + String(repeating: " ", count: max(2, width + 2 - line.count)) + "# " + source + "\n"
        }
        for rule in config.file?.linkRules ?? [] {
            out += "\n[[links.rules]]  # " + describe(.file(config.file?.path ?? "")) + "\n"
            out += "name = \(TOMLString.quoted(rule.name))\nkind = \(TOMLString.quoted(rule.kind.rawValue))\npattern = \(TOMLString.quoted(rule.pattern))\n"
        }
        let changes = config.file?.keymap ?? KeymapChanges()
        out += "\n[keys]\n"
        if changes.isEmpty {
            out += "# the standard bindings (default)\n"
        } else {
            let source = "# " + describe(.file(config.file?.path ?? ""))
            if !changes.unbind.isEmpty {
                out += "unbind = [" + changes.unbind.map { TOMLString.quoted(KeyName.name(of: $0.key, modifiers: $0.modifiers)) }.joined(separator: ", ") + "]  " + source + "\n"
            }
            for row in changes.bind {
                out += "\n[[keys.bind]]  \(source)\n" + bindingLines(row)
            }
        }
        let fromFile = "# " + describe(.file(config.file?.path ?? ""))
        for action in config.file?.menuActions ?? [] {
            out += "\n[[menu.actions]]  \(fromFile)\n"
            out += "title = \(TOMLString.quoted(action.title))\ncommand = \(TOMLString.quoted(action.command))\n"
        }
        for detector in config.file?.menuDetectors ?? [] {
            out += "\n[[menu.detectors]]  \(fromFile)\n"
            out += "name = \(TOMLString.quoted(detector.name))\npattern = \(TOMLString.quoted(detector.pattern))\n"
            out += "command = \(TOMLString.quoted(detector.command))\n"
        }
        for rule in config.file?.smartRules ?? [] {
            out += "\n[[selection.rules]]  # \(describe(.file(config.file?.path ?? "")))\n"
            out += "name = \(TOMLString.quoted(rule.name))\npattern = \(TOMLString.quoted(rule.pattern))\n"
            out += "group = \(rule.group)\nprecedence = \(rule.precedence)\n"
        }
        return out
    }

    /// The widest `key = value` the sources are aligned after (`word-chars` at its default).
    static let widestAligned = 27

    /// A binding's fields, one a line.
    static func bindingLines(_ row: PagerKeyBinding) -> String {
        let (name, count) = ConfigAction.name(of: row.action)
        var out = "key = \(TOMLString.quoted(KeyName.name(of: row.key, modifiers: row.modifiers)))\naction = \(TOMLString.quoted(name))\n"
        if let count, count != 1 { out += "by = \(count)\n" }
        if let purpose = row.purpose { out += "only = \(TOMLString.quoted(purpose.rawValue))\n" }
        return out
    }

    /// Where a value came from, in words.
    public static func describe(_ source: ConfigSource) -> String {
        switch source {
        case .commandLine: return "command line"
        case let .environment(name): return "environment: \(name)"
        case let .file(path): return "file: \(path)"
        case .defaultValue: return "default"
        }
    }

    /// A configuration file with every key at its default, commented, to start from; it names the
    /// command as `programName` (`tloupe` for a `make install PROGRAM=tloupe`).
    public static func defaultFile(version: String, programName: String = "loupe") -> String {
        var out = """
        # Loupe \(version) configuration: $XDG_CONFIG_HOME/loupe/config.toml (else ~/.config/loupe/config.toml).
        # Another file: --config FILE or LOUPE_CONFIG=FILE; none: --no-config.
        # Precedence: command line, then environment (the LOUPE_* variable named with each key),
        # then this file, then the defaults shown here. `\(programName) config` prints what is in effect.
        # Uncomment a line to change it.

        """
        var table = ""
        for key in ConfigKey.all {
            if key.table != table {
                table = key.table
                if table == "colors" {
                    out += "\n# The terminal's background, then colours for a dark one and for a light one: which apply\n"
                        + "# follows `background` when it says dark or light, else the background the terminal reports\n"
                        + "# (OSC 11), else COLORFGBG; when nothing says, neither applies and the lens, the menus and\n"
                        + "# the link preview keep to the terminal's own colours (reverse, bold, no shadow's fill).\n"
                        + "# Colours are reduced to what the terminal shows; without colours the standard attributes stay.\n"
                }
                out += "\n[\(table)]\n"
            }
            out += "# \(key.help)\n# \(key.option.isEmpty ? "" : key.option + ", ")\(key.environment); \(key.kind.expected).\n"
            if let value = key.defaultValue {
                out += "# \(key.name) = \(value.description)\n"
            } else if key.kind == .color {
                out += "# unset; for example: \(key.name) = \"#264f78\"\n"
            } else {
                out += "# unset\n"
            }
        }
        out += """

        [keys]
        # The pager's keys are less's (arrows, j/k, space, b, d/u, g/G, q...). `unbind` removes a key's
        # standard bindings; each [[keys.bind]] adds a row ahead of them (the first row that matches wins).
        # Keys: a character ("x", "G"), space, plus, up, down, left, right, pageup, pagedown, home, end,
        # escape, enter, tab, backspace, f1-f24, with ctrl+, alt+, shift+ in front ("ctrl+f").
        # Actions: \(ConfigAction.names.map(\.name).joined(separator: ", ")); the scroll
        # actions take `by` (a count, negative: up or left). `only` = "view" or "pick" limits a row to one.
        # The find-bar actions (find-submit ... find-regex) work while the bar is open, where other
        # characters are typed into the query.
        # unbind = ["q"]
        #
        # [[keys.bind]]
        # key = "x"
        # action = "quit"
        #
        # [[keys.bind]]
        # key = "ctrl+n"
        # action = "scroll-lines"
        # by = 5

        [menu]
        # Items of your own in the edit menu and the context menu (after those of --menu-action): the
        # command runs in a shell and gets the selection on its standard input.
        # [[menu.actions]]
        # title = "Save"
        # command = "cat >> ~/notes.txt"
        #
        # Data detectors of your own: when the selection (one line, at most 64 characters) matches
        # `pattern` (Swift Regex syntax, anywhere in it: anchor with ^ and $), `command` runs in a shell
        # with the selection on its standard input; its first line of output is the item's title
        # (choosing it copies it). It must answer within 200 ms: a command that takes longer is killed,
        # and one that fails or prints nothing shows no item.
        # [[menu.detectors]]
        # name = "host"
        # pattern = '^[0-9]+(\\.[0-9]+){3}$'
        # command = "xargs getent hosts | awk '{ print $2 }'"

        # Rules of your own that find links in plain text (in the [links] table), tried before the built-in
        # ones: a name, a kind (\(LinkRule.Kind.allCases.map(\.rawValue).joined(separator: ", "))) and a
        # regular expression (Swift Regex syntax) whose whole match is the link.
        # [[links.rules]]
        # name = "ticket"
        # kind = "url"
        # pattern = 'https://jira\\.example\\.com/browse/[A-Z]+-[0-9]+'

        # Smart-selection rules of your own: a double-click on text a rule's expression (Swift Regex
        # syntax) matches selects the match, or its `group`. They are tried with the built-in rules
        # (URLs 50, addresses 40, IPs 35/30, paths 20, hashes 10); the higher `precedence` wins (default 100).
        # [[selection.rules]]
        # name = "ticket"
        # pattern = '(?:^|\\W)([A-Z]{2,}-[0-9]+)(?!\\w)'
        # group = 1

        """
        return out
    }
}
